import { describe, expect, it } from 'vitest';
import { roleNamesQuery, skipTake, userListQueries, userListSearch } from './list-sql.js';

describe('account list SQL', () => {
  it('filters in the service order, orders by user code and inlines the page', () => {
    const { page, count } = userListQueries('sqlite', { agentCode: 'D10001', userType: 'dealer' }, { pageNo: 3, pageSize: 20 });
    expect(page.sql).toMatch(/^SELECT "u"\."id" AS "u_id", "u"\."created_by" AS "u_created_by", .* FROM "user_account" "u" WHERE /);
    expect(page.sql).toMatch(/ WHERE "u"\."user_type" = \? AND "u"\."agent_code" = \? ORDER BY "u"\."user_code" ASC LIMIT 20 OFFSET 40$/);
    expect(page.params).toEqual(['dealer', 'D10001']);
    expect(count).toEqual({ sql: 'SELECT COUNT(1) AS "cnt" FROM "user_account" "u" WHERE "u"."user_type" = ? AND "u"."agent_code" = ?', params: ['dealer', 'D10001'] });
  });

  it('quotes with backticks for MariaDB and leaves out empty filters', () => {
    const { count } = userListQueries('mysql', { status: 'normal', roleCode: '' }, { pageNo: 1, pageSize: 5 });
    expect(count).toEqual({ sql: 'SELECT COUNT(1) AS `cnt` FROM `user_account` `u` WHERE `u`.`status` = ?', params: ['normal'] });
    expect(userListQueries('mysql', {}, { pageNo: 1, pageSize: 5 }).count.sql).toBe('SELECT COUNT(1) AS `cnt` FROM `user_account` `u`');
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
