/**
 * The SQL of the account list (`GET /tis/api/oauthService/user/list`), written out by hand for the
 * raw-driver side of S4. It is what UserAdminService.list (services/oauth/src/admin/
 * user-admin.service.ts) makes TypeORM 1.x send — checked once against TypeORM's query log
 * (`logging: ['query']`) on SQLite and MariaDB:
 *
 *   1. the page:  SELECT "u"."id" AS "u_id", … every column … FROM "user_account" "u"
 *                 WHERE "u"."user_type" = ? AND "u"."status" = ? …
 *                 ORDER BY "u"."user_code" ASC LIMIT <take> OFFSET <skip>
 *   2. the total: SELECT COUNT(1) AS "cnt" FROM "user_account" "u" WHERE <the same conditions>
 *   3. role names of the page's roles (repository find with In()):
 *                 SELECT "Role"."role_code" AS "Role_role_code", "Role"."role_name" AS "Role_role_name",
 *                 "Role"."id" AS "Role_id" FROM "role" "Role" WHERE (("Role"."role_code" IN (?, ?)))
 *
 * Filters in the service's order: userType, status, roleCode, agentCode (the keyword filter is not
 * used by the bench). MySQL / MariaDB quote with backticks; LIMIT and OFFSET are inlined numbers.
 */
import { USER_COLUMNS } from '../generate/users.js';
import { quoteIdent } from '../generate/sql.js';

/** @typedef {import('../generate/sql.js').SqlDialect} SqlDialect */
/** @typedef {{ sql: string, params: unknown[] }} Query */

/**
 * @typedef {object} UserListFilter
 * @property {string} [userType]
 * @property {string} [status]
 * @property {string} [roleCode]
 * @property {string} [agentCode]
 */

/** Filter → column, in the order UserAdminService.list adds the conditions. */
const FILTER_COLUMNS = /** @type {const} */ ([
  ['userType', 'user_type'],
  ['status', 'status'],
  ['roleCode', 'role_code'],
  ['agentCode', 'agent_code'],
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

/**
 * The page and count queries of the account list for a filter and page.
 * @param {SqlDialect} dialect @param {UserListFilter} filter @param {{ pageNo: number, pageSize: number }} page
 * @returns {{ page: Query, count: Query }}
 */
export function userListQueries(dialect, filter, { pageNo, pageSize }) {
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  const u = q('u');
  const conditions = [];
  const params = [];
  for (const [key, column] of FILTER_COLUMNS) {
    const value = filter[key];
    if (value === undefined || value === '') continue;
    conditions.push(`${u}.${q(column)} = ?`);
    params.push(value);
  }
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
  const from = ` FROM ${q('user_account')} ${u}`;
  const select = USER_COLUMNS.map((c) => `${u}.${q(c)} AS ${q(`u_${c}`)}`).join(', ');
  const { skip, take } = skipTake(pageNo, pageSize);
  return {
    page: { sql: `SELECT ${select}${from}${where} ORDER BY ${u}.${q('user_code')} ASC LIMIT ${take} OFFSET ${skip}`, params: [...params] },
    count: { sql: `SELECT COUNT(1) AS ${q('cnt')}${from}${where}`, params: [...params] },
  };
}

/**
 * The role-name lookup for the distinct, non-empty role codes of a page (null when there are none:
 * the service then sends no query).
 * @param {SqlDialect} dialect @param {readonly (string | null)[]} roleCodes
 * @returns {Query | null}
 */
export function roleNamesQuery(dialect, roleCodes) {
  const wanted = [...new Set(roleCodes.filter((c) => typeof c === 'string' && c !== ''))];
  if (wanted.length === 0) return null;
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  const r = q('Role');
  return {
    sql:
      `SELECT ${r}.${q('role_code')} AS ${q('Role_role_code')}, ${r}.${q('role_name')} AS ${q('Role_role_name')}, ${r}.${q('id')} AS ${q('Role_id')} ` +
      `FROM ${q('role')} ${r} WHERE ((${r}.${q('role_code')} IN (${wanted.map(() => '?').join(', ')})))`,
    params: wanted,
  };
}

/**
 * The list's URL query string (what the SPA sends) for a filter and page.
 * @param {UserListFilter} filter @param {{ pageNo: number, pageSize: number }} page
 */
export function userListSearch(filter, { pageNo, pageSize }) {
  const search = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize) });
  for (const [key] of FILTER_COLUMNS) {
    const value = filter[key];
    if (value !== undefined && value !== '') search.set(key, value);
  }
  return search.toString();
}
