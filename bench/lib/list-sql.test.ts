import { describe, expect, it } from 'vitest';
import { caseListSearch, publishedCaseListQueries, roleNamesQuery, skipTake, totalAfterPage, userListQueries, userListSearch, vehicleListQueries, vehicleListSearch, vehicleNamesQueries } from './list-sql.js';

describe('account list SQL', () => {
  it('takes the page ids from a subquery that filters in the service order, orders by user code and inlines the page', () => {
    const { page } = userListQueries('sqlite', { agentCode: 'D10001', userType: 'dealer' }, { pageNo: 3, pageSize: 20 });
    expect(page.sql).toMatch(/^SELECT "u"\."id" AS "u_id", "u"\."created_by" AS "u_created_by", .* FROM "user_account" "u" INNER JOIN \(/);
    expect(page.sql).toMatch(
      / INNER JOIN \(SELECT "f"\."id" AS "id" FROM "user_account" "f" WHERE "f"\."user_type" = \? AND "f"\."agent_code" = \? ORDER BY "f"\."user_code" ASC LIMIT 20 OFFSET 40\) "ids" ON ids\.id = "u"\."id" ORDER BY "u"\."user_code" ASC$/,
    );
    expect(page.params).toEqual(['dealer', 'D10001']);
  });

  it('counts the rows after the last key of a full page, or all rows', () => {
    const { rest, key } = userListQueries('sqlite', { agentCode: 'D10001', userType: 'dealer' }, { pageNo: 3, pageSize: 20 });
    expect(key).toBe('u_user_code');
    expect(rest('u123')).toEqual({
      sql: 'SELECT COUNT(1) AS "cnt" FROM "user_account" "u" WHERE "u"."user_type" = ? AND "u"."agent_code" = ? AND "u"."user_code" > ?',
      params: ['dealer', 'D10001', 'u123'],
    });
    expect(rest(null)).toEqual({ sql: 'SELECT COUNT(1) AS "cnt" FROM "user_account" "u" WHERE "u"."user_type" = ? AND "u"."agent_code" = ?', params: ['dealer', 'D10001'] });
  });

  it('quotes with backticks for MariaDB and leaves out empty filters', () => {
    const { page, rest } = userListQueries('mysql', { status: 'normal', roleCode: '' }, { pageNo: 1, pageSize: 5 });
    expect(rest(null)).toEqual({ sql: 'SELECT COUNT(1) AS `cnt` FROM `user_account` `u` WHERE `u`.`status` = ?', params: ['normal'] });
    expect(page.sql).toContain(' INNER JOIN (SELECT `f`.`id` AS `id` FROM `user_account` `f` WHERE `f`.`status` = ? ORDER BY `f`.`user_code` ASC LIMIT 5 OFFSET 0) `ids` ON ids.id = `u`.`id`');
    const none = userListQueries('mysql', {}, { pageNo: 1, pageSize: 5 });
    expect(none.rest(null).sql).toBe('SELECT COUNT(1) AS `cnt` FROM `user_account` `u`');
    expect(none.rest('x')).toEqual({ sql: 'SELECT COUNT(1) AS `cnt` FROM `user_account` `u` WHERE `u`.`user_code` > ?', params: ['x'] });
    expect(none.page.sql).toContain('FROM `user_account` `f` ORDER BY `f`.`user_code` ASC LIMIT 5 OFFSET 0)');
  });

  it('takes the total from a page that is not full, else adds the count after the page (of all rows for an empty page)', () => {
    const queries = userListQueries('sqlite', {}, { pageNo: 3, pageSize: 2 });
    const rows = (...codes: string[]) => codes.map((c) => ({ u_user_code: c }));
    const full = totalAfterPage(queries, rows('a', 'b'), { pageNo: 3, pageSize: 2 });
    expect(full.query).toEqual(queries.rest('b'));
    expect(full.total(7)).toBe(4 + 2 + 7);
    const short = totalAfterPage(queries, rows('a'), { pageNo: 3, pageSize: 2 });
    expect([short.query, short.total(0)]).toEqual([null, 5]);
    const past = totalAfterPage(queries, [], { pageNo: 3, pageSize: 2 });
    expect([past.query, past.total(3)]).toEqual([queries.rest(null), 3]);
    const nothing = totalAfterPage(queries, [], { pageNo: 1, pageSize: 2 });
    expect([nothing.query, nothing.total(0)]).toEqual([null, 0]);
  });

  it('looks role names up once per role of the page, and not at all without roles', () => {
    expect(roleNamesQuery('sqlite', ['dealer', null, 'dealer', 'public'])).toEqual({
      sql: 'SELECT "Role"."role_code" AS "Role_role_code", "Role"."role_name" AS "Role_role_name", "Role"."id" AS "Role_id" FROM "role" "Role" WHERE (("Role"."role_code" IN (?, ?)))',
      params: ['dealer', 'public'],
    });
    expect(roleNamesQuery('mysql', [null, ''])).toBeNull();
  });

  it('pages like the contracts (skip = (page - 1) x size) and refuses pages below 1', () => {
    expect(skipTake(5000, 20)).toEqual({ skip: 99_980, take: 20 });
    expect(() => skipTake(0, 20)).toThrow(RangeError);
    expect(() => skipTake(1, 0)).toThrow(RangeError);
    expect(userListSearch({ userType: 'dealer', status: 'normal' }, { pageNo: 2, pageSize: 20 })).toBe('pageNo=2&pageSize=20&userType=dealer&status=normal');
  });
});

describe('vehicle list SQL', () => {
  it('takes the page ids from the filter index in VIN order, then the rows by id; the total counts the same filter', () => {
    const { page, rest, key } = vehicleListQueries('sqlite', { modelYear: 2024, brandCode: 'PC' }, { pageNo: 5000, pageSize: 20 });
    expect(page.sql).toMatch(/^SELECT "r"\."id" AS "r_id", .* "r"\."vin" AS "r_vin", .* "r"\."interior_colour" AS "r_interior_colour" FROM "vehicle" "r" INNER JOIN \(/);
    expect(page.sql).toMatch(
      / INNER JOIN \(SELECT "f"\."id" AS "id" FROM "vehicle" "f" WHERE "f"\."brand_code" = \? AND "f"\."model_year" = 2024 ORDER BY "f"\."vin" ASC LIMIT 20 OFFSET 99980\) "ids" ON ids\.id = "r"\."id" ORDER BY "r"\."vin" ASC$/,
    );
    // TypeORM's SQLite driver writes numbers into the SQL, its MySQL driver binds them.
    expect(page.params).toEqual(['PC']);
    expect(key).toBe('r_vin');
    expect(rest('LTPX')).toEqual({ sql: 'SELECT COUNT(1) AS "cnt" FROM "vehicle" "r" WHERE "r"."brand_code" = ? AND "r"."model_year" = 2024 AND "r"."vin" > ?', params: ['PC', 'LTPX'] });
    expect(vehicleListQueries('mysql', { modelYear: 2024 }, { pageNo: 1, pageSize: 20 }).rest(null)).toEqual({
      sql: 'SELECT COUNT(1) AS `cnt` FROM `vehicle` `r` WHERE `r`.`model_year` = ?',
      params: [2024],
    });
    expect(vehicleListSearch({ modelYear: 2024, brandCode: 'PC' }, { pageNo: 1, pageSize: 20 })).toBe('pageNo=1&pageSize=20&brandCode=PC&modelYear=2024');
  });

  it('looks up the brand, series and model names of the page, each code once', () => {
    const rows = [
      { r_brand_code: 'PC', r_series_code: 'PC-A5', r_model_code: 'PC-A5-M1' },
      { r_brand_code: 'PC', r_series_code: 'PC-X7', r_model_code: 'PC-X7-M2' },
    ];
    const names = vehicleNamesQueries('mysql', rows);
    expect(names.brand).toEqual({
      sql: 'SELECT `Brand`.`brand_code` AS `Brand_brand_code`, `Brand`.`brand_name` AS `Brand_brand_name`, `Brand`.`id` AS `Brand_id` FROM `vehicle_brand` `Brand` WHERE ((`Brand`.`brand_code` IN (?)))',
      params: ['PC'],
    });
    expect(names.series?.params).toEqual(['PC-A5', 'PC-X7']);
    expect(names.model?.sql).toContain('FROM `vehicle_model` `Model` WHERE ((`Model`.`model_code` IN (?, ?)))');
    expect(vehicleNamesQueries('sqlite', [])).toEqual({ brand: null, series: null, model: null });
  });
});

describe('published case list SQL', () => {
  it('takes the page ids newest code first from the brand filter and the published scope, then the rows by id', () => {
    const { page, rest, key } = publishedCaseListQueries('sqlite', { brandCode: 'PC' }, { pageNo: 5000, pageSize: 20 });
    expect(page.sql).toMatch(/^SELECT "c"\."id" AS "c_id", .* "c"\."case_code" AS "c_case_code", .* "c"\."last_verifier_post" AS "c_last_verifier_post" FROM "repair_case" "c" INNER JOIN \(/);
    // What TypeORM sent on SQLite (the scope's numbers written into the SQL).
    expect(page.sql).toMatch(
      / INNER JOIN \(SELECT "f"\."id" AS "id" FROM "repair_case" "f" WHERE "f"\."brand_code" = \? AND "f"\."publish_state" = 1 AND "f"\."discard" = 0 ORDER BY "f"\."case_code" DESC LIMIT 20 OFFSET 99980\) "ids" ON ids\.id = "c"\."id" ORDER BY "c"\."case_code" DESC$/,
    );
    expect(page.params).toEqual(['PC']);
    expect(key).toBe('c_case_code');
    // Newest first: the rows after the page are those with a smaller code.
    expect(rest('RB0000000100')).toEqual({
      sql: 'SELECT COUNT(1) AS "cnt" FROM "repair_case" "c" WHERE "c"."brand_code" = ? AND "c"."publish_state" = 1 AND "c"."discard" = 0 AND "c"."case_code" < ?',
      params: ['PC', 'RB0000000100'],
    });
  });

  it('binds the scope on MariaDB, keeps the filters in the service order and leaves out empty ones', () => {
    const { page, rest } = publishedCaseListQueries('mysql', { langCode: 'de_DE', seriesCode: '', brandCode: 'CV' }, { pageNo: 1, pageSize: 5 });
    expect(page.sql).toContain(
      ' INNER JOIN (SELECT `f`.`id` AS `id` FROM `repair_case` `f` WHERE `f`.`brand_code` = ? AND `f`.`lang_code` = ? AND `f`.`publish_state` = ? AND `f`.`discard` = ? ORDER BY `f`.`case_code` DESC LIMIT 5 OFFSET 0) `ids` ON ids.id = `c`.`id` ORDER BY `c`.`case_code` DESC',
    );
    expect(page.params).toEqual(['CV', 'de_DE', 1, 0]);
    // What TypeORM sent on MariaDB for the unfiltered list.
    expect(publishedCaseListQueries('mysql', {}, { pageNo: 1, pageSize: 5 }).rest('RC2026010100001')).toEqual({
      sql: 'SELECT COUNT(1) AS `cnt` FROM `repair_case` `c` WHERE `c`.`publish_state` = ? AND `c`.`discard` = ? AND `c`.`case_code` < ?',
      params: [1, 0, 'RC2026010100001'],
    });
    expect(rest(null).params).toEqual(['CV', 'de_DE', 1, 0]);
    expect(caseListSearch({ langCode: 'de_DE', brandCode: 'PC' }, { pageNo: 5000, pageSize: 20 })).toBe('pageNo=5000&pageSize=20&brandCode=PC&langCode=de_DE');
  });
});
