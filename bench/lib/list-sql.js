/**
 * The SQL of S4's two lists, written out by hand for the raw-driver side: what the services make
 * TypeORM 1.x send — their medium tests compare them on SQLite and MariaDB
 * (services/oauth/src/admin/__tests__/user-list.medium.test.ts,
 * services/vehicle/src/vehicle/__tests__/vehicle-list.medium.test.ts).
 *
 * The account list (`GET /tis/api/oauthService/user/list`, UserAdminService.list in
 * services/oauth/src/admin/user-admin.service.ts; keyPage of @tis/nest):
 *
 *   1. the page, a deferred join: the page's ids from the filter's index (OFFSET steps over index
 *      entries), then those rows by primary key:
 *                 SELECT "u"."id" AS "u_id", … every column … FROM "user_account" "u"
 *                 INNER JOIN (SELECT "f"."id" AS "id" FROM "user_account" "f" WHERE "f"."user_type" = ? AND …
 *                 ORDER BY "f"."user_code" ASC LIMIT <take> OFFSET <skip>) "ids" ON ids.id = "u"."id"
 *                 ORDER BY "u"."user_code" ASC
 *   2. the total, when the page is full: skip + take + the rows after the page's last key
 *                 SELECT COUNT(1) AS "cnt" FROM "user_account" "u" WHERE "u"."user_type" = ? AND … AND "u"."user_code" > ?
 *      (no query when the page is not full: skip + its rows; every match when it is empty past page 1)
 *   3. role names of the page's roles (repository find with In()):
 *                 SELECT "Role"."role_code" AS "Role_role_code", "Role"."role_name" AS "Role_role_name",
 *                 "Role"."id" AS "Role_id" FROM "role" "Role" WHERE (("Role"."role_code" IN (?, ?)))
 *
 * Filters in the service's order: userType, status, roleCode, agentCode (the keyword filter is not
 * used by the bench).
 *
 * The vehicle list (`GET /tis/api/vehicleService/vehicle/list`, VehicleService.list in
 * services/vehicle/src/vehicle/vehicle.service.ts): the same page and total on `vehicle` ("r", ordered
 * by vin; filters brandCode, seriesCode, modelCode, modelYear — the VIN prefix and modelCodes filters
 * are not used by the bench), then the brand, series and model names of the page at once
 * (Promise.all; the same find-with-In() query as the role names, on vehicle_brand "Brand",
 * vehicle_series "Series" and vehicle_model "Model").
 *
 * The published repair cases (`GET /tis/api/documentService/case/list`, CaseService.publishedList in
 * services/document/src/cases/case.service.ts; keyPage through its `listPage`): the same page and
 * total on `repair_case` ("c"), newest case code first — ORDER BY case_code DESC, and the total
 * counts the rows after the page's last code with `case_code < ?` — with the case filter's
 * conditions (whereCases: brandCode, seriesCode, langCode of the bench) and then the published scope
 * (`publish_state = 1 AND discard = 0`; the administrator has every brand, so no brand scope). No
 * other query: the rows are shown as they are.
 *
 * MySQL / MariaDB quote with backticks; LIMIT and OFFSET are inlined numbers, and on SQLite so are
 * number parameters (TypeORM's SQLite drivers write them into the SQL).
 */
import { quoteIdent } from '../generate/sql.js';
import { CASE_COLUMNS } from '../generate/cases.js';
import { USER_COLUMNS } from '../generate/users.js';
import { VEHICLE_COLUMNS } from '../generate/vehicles.js';

/** @typedef {import('../generate/sql.js').SqlDialect} SqlDialect */
/** @typedef {{ sql: string, params: unknown[] }} Query */

/**
 * @typedef {object} UserListFilter
 * @property {string} [userType]
 * @property {string} [status]
 * @property {string} [roleCode]
 * @property {string} [agentCode]
 */

/**
 * @typedef {object} VehicleListFilter
 * @property {string} [brandCode]
 * @property {string} [seriesCode]
 * @property {string} [modelCode]
 * @property {number} [modelYear]
 */

/**
 * @typedef {object} CaseListFilter
 * @property {string} [brandCode]
 * @property {string} [seriesCode]
 * @property {string} [langCode]
 */

/** Filter → column, in the order UserAdminService.list adds the conditions. */
const USER_FILTER_COLUMNS = /** @type {const} */ ([
  ['userType', 'user_type'],
  ['status', 'status'],
  ['roleCode', 'role_code'],
  ['agentCode', 'agent_code'],
]);

/** Filter → column, in the order VehicleService.list adds the conditions (after the VIN prefix). */
const VEHICLE_FILTER_COLUMNS = /** @type {const} */ ([
  ['brandCode', 'brand_code'],
  ['seriesCode', 'series_code'],
  ['modelCode', 'model_code'],
  ['modelYear', 'model_year'],
]);

/** Filter → column, in the order whereCases adds them (its EQUAL_FILTERS; the bench uses these three). */
const CASE_FILTER_COLUMNS = /** @type {const} */ ([
  ['brandCode', 'brand_code'],
  ['seriesCode', 'series_code'],
  ['langCode', 'lang_code'],
]);

/** The published list's scope after the filters (andPublishedScope): published, not discarded. */
const PUBLISHED_SCOPE = /** @type {const} */ ([
  ['publish_state', 1],
  ['discard', 0],
]);

/**
 * OFFSET and LIMIT of a page (contracts' toSkipTake).
 * @param {number} pageNo from 1 @param {number} pageSize
 */
export function skipTake(pageNo, pageSize) {
  if (!Number.isInteger(pageNo) || pageNo < 1) throw new RangeError(`pageNo must be >= 1, got ${pageNo}`);
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be >= 1, got ${pageSize}`);
  return { skip: (pageNo - 1) * pageSize, take: pageSize };
}

/** @param {unknown} value */
const isSet = (value) => value !== undefined && value !== null && value !== '';

/**
 * @typedef {object} ListQueries
 * @property {Query} page the page: a deferred join
 * @property {(after: unknown) => Query} rest the count of the rows after a key (all rows for null)
 * @property {string} key the page rows' column of the list order (`u_user_code`, `r_vin`)
 */

/**
 * A list's page query (a deferred join) and its count of the rest: the filters that are set, then
 * the fixed `scope` conditions (column = value), in the list's order (`direction`, ASC by default).
 * @param {SqlDialect} dialect
 * @param {{ table: string, alias: string, columns: readonly string[], order: string, direction?: 'ASC' | 'DESC', filterColumns: readonly (readonly [string, string])[], scope?: readonly (readonly [string, unknown])[] }} list
 * @param {Record<string, unknown>} filter @param {{ pageNo: number, pageSize: number }} page
 * @returns {ListQueries}
 */
function listQueries(dialect, { table, alias, columns, order, direction = 'ASC', filterColumns, scope = [] }, filter, { pageNo, pageSize }) {
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  /** @type {(readonly [string, unknown])[]} */
  const used = [...filterColumns.flatMap(([key, column]) => (isSet(filter[key]) ? [/** @type {const} */ ([column, filter[key]])] : [])), ...scope];
  // TypeORM's SQLite drivers write number parameters into the SQL; the MySQL driver binds them.
  const inline = (/** @type {unknown} */ value) => dialect === 'sqlite' && typeof value === 'number';
  const conditions = (/** @type {string} */ a) => used.map(([column, value]) => `${q(a)}.${q(column)} = ${inline(value) ? String(value) : '?'}`);
  const where = (/** @type {string[]} */ list) => (list.length > 0 ? ` WHERE ${list.join(' AND ')}` : '');
  const params = used.flatMap(([, value]) => (inline(value) ? [] : [value]));
  const main = q(alias);
  const select = columns.map((c) => `${main}.${q(c)} AS ${q(`${alias}_${c}`)}`).join(', ');
  const { skip, take } = skipTake(pageNo, pageSize);
  const ids = `SELECT ${q('f')}.${q('id')} AS ${q('id')} FROM ${q(table)} ${q('f')}${where(conditions('f'))} ORDER BY ${q('f')}.${q(order)} ${direction} LIMIT ${take} OFFSET ${skip}`;
  const count = `SELECT COUNT(1) AS ${q('cnt')} FROM ${q(table)} ${main}`;
  // The rows after a key in the list's order.
  const beyond = direction === 'ASC' ? '>' : '<';
  return {
    page: {
      // TypeORM leaves the join condition on the subquery's alias as written: `ids.id = u.id`.
      sql: `SELECT ${select} FROM ${q(table)} ${main} INNER JOIN (${ids}) ${q('ids')} ON ids.id = ${main}.${q('id')} ORDER BY ${main}.${q(order)} ${direction}`,
      params: [...params],
    },
    rest: (after) =>
      after === null || after === undefined
        ? { sql: `${count}${where(conditions(alias))}`, params: [...params] }
        : { sql: `${count}${where([...conditions(alias), `${main}.${q(order)} ${beyond} ${inline(after) ? String(after) : '?'}`])}`, params: inline(after) ? [...params] : [...params, after] },
    key: `${alias}_${order}`,
  };
}

/**
 * The total after the page rows came back, as keyPage (@tis/nest) gets it: a page that is not full
 * tells it (no query); otherwise the rows before and on the page plus a count of the rows after its
 * last key — or, for an empty page past the start, a count of all rows.
 * @param {ListQueries} queries @param {readonly Record<string, unknown>[]} rows @param {{ pageNo: number, pageSize: number }} page
 * @returns {{ query: Query | null, total: (counted: number) => number }}
 */
export function totalAfterPage(queries, rows, { pageNo, pageSize }) {
  const { skip, take } = skipTake(pageNo, pageSize);
  if (rows.length < take && (rows.length > 0 || skip === 0)) return { query: null, total: () => skip + rows.length };
  const last = rows.at(-1);
  if (!last) return { query: queries.rest(null), total: (counted) => counted };
  return { query: queries.rest(last[queries.key]), total: (counted) => skip + rows.length + counted };
}

/**
 * The names of the distinct, non-empty codes of a page: a repository find with In() (null when there
 * are none: the service then sends no query).
 * @param {SqlDialect} dialect @param {string} entity the entity (TypeORM's alias) @param {string} table
 * @param {string} codeColumn @param {string} nameColumn @param {readonly unknown[]} codes
 * @returns {Query | null}
 */
function namesQuery(dialect, entity, table, codeColumn, nameColumn, codes) {
  const wanted = [...new Set(codes.filter((c) => typeof c === 'string' && c !== ''))];
  if (wanted.length === 0) return null;
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  const e = q(entity);
  return {
    sql:
      `SELECT ${e}.${q(codeColumn)} AS ${q(`${entity}_${codeColumn}`)}, ${e}.${q(nameColumn)} AS ${q(`${entity}_${nameColumn}`)}, ${e}.${q('id')} AS ${q(`${entity}_id`)} ` +
      `FROM ${q(table)} ${e} WHERE ((${e}.${q(codeColumn)} IN (${wanted.map(() => '?').join(', ')})))`,
    params: wanted,
  };
}

/**
 * The page and rest-count queries of the account list for a filter and page.
 * @param {SqlDialect} dialect @param {UserListFilter} filter @param {{ pageNo: number, pageSize: number }} page
 * @returns {ListQueries}
 */
export function userListQueries(dialect, filter, page) {
  return listQueries(dialect, { table: 'user_account', alias: 'u', columns: USER_COLUMNS, order: 'user_code', filterColumns: USER_FILTER_COLUMNS }, { ...filter }, page);
}

/**
 * The role-name lookup for the role codes of a page (null when there are none: no query is sent).
 * @param {SqlDialect} dialect @param {readonly (string | null)[]} roleCodes
 * @returns {Query | null}
 */
export function roleNamesQuery(dialect, roleCodes) {
  return namesQuery(dialect, 'Role', 'role', 'role_code', 'role_name', roleCodes);
}

/**
 * The page and rest-count queries of the vehicle list for a filter and page.
 * @param {SqlDialect} dialect @param {VehicleListFilter} filter @param {{ pageNo: number, pageSize: number }} page
 * @returns {ListQueries}
 */
export function vehicleListQueries(dialect, filter, page) {
  return listQueries(dialect, { table: 'vehicle', alias: 'r', columns: VEHICLE_COLUMNS, order: 'vin', filterColumns: VEHICLE_FILTER_COLUMNS }, { ...filter }, page);
}

/**
 * The page and rest-count queries of the published repair cases for a filter and page, as the
 * administrator reads them (every brand).
 * @param {SqlDialect} dialect @param {CaseListFilter} filter @param {{ pageNo: number, pageSize: number }} page
 * @returns {ListQueries}
 */
export function publishedCaseListQueries(dialect, filter, page) {
  return listQueries(
    dialect,
    { table: 'repair_case', alias: 'c', columns: CASE_COLUMNS, order: 'case_code', direction: 'DESC', filterColumns: CASE_FILTER_COLUMNS, scope: PUBLISHED_SCOPE },
    { ...filter },
    page,
  );
}

/**
 * The brand, series and model names of a page of vehicles (page rows as the page query answers
 * them: `r_brand_code`, …); a name query is null when the page has no such code.
 * @param {SqlDialect} dialect @param {readonly Record<string, unknown>[]} rows
 * @returns {{ brand: Query | null, series: Query | null, model: Query | null }}
 */
export function vehicleNamesQueries(dialect, rows) {
  const codes = (/** @type {string} */ column) => rows.map((r) => r[`r_${column}`]);
  return {
    brand: namesQuery(dialect, 'Brand', 'vehicle_brand', 'brand_code', 'brand_name', codes('brand_code')),
    series: namesQuery(dialect, 'Series', 'vehicle_series', 'series_code', 'series_name', codes('series_code')),
    model: namesQuery(dialect, 'Model', 'vehicle_model', 'model_code', 'model_name', codes('model_code')),
  };
}

/**
 * A list's URL query string (what the SPA sends) for a filter and page: the filters that are set, in
 * the list's order.
 * @param {Record<string, string | number | undefined>} filter @param {{ pageNo: number, pageSize: number }} page
 */
function listSearch(filter, { pageNo, pageSize }) {
  const search = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filter)) if (isSet(value)) search.set(key, String(value));
  return search.toString();
}

/**
 * The account list's URL query string for a filter and page.
 * @param {UserListFilter} filter @param {{ pageNo: number, pageSize: number }} page
 */
export function userListSearch(filter, page) {
  return listSearch(Object.fromEntries(USER_FILTER_COLUMNS.map(([key]) => [key, filter[key]])), page);
}

/**
 * The published case list's URL query string for a filter and page.
 * @param {CaseListFilter} filter @param {{ pageNo: number, pageSize: number }} page
 */
export function caseListSearch(filter, page) {
  return listSearch(Object.fromEntries(CASE_FILTER_COLUMNS.map(([key]) => [key, filter[key]])), page);
}

/**
 * The vehicle list's URL query string for a filter and page.
 * @param {VehicleListFilter} filter @param {{ pageNo: number, pageSize: number }} page
 */
export function vehicleListSearch(filter, page) {
  return listSearch(Object.fromEntries(VEHICLE_FILTER_COLUMNS.map(([key]) => [key, filter[key]])), page);
}
