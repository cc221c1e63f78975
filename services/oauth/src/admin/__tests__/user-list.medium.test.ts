import { randomUUID } from 'node:crypto';
import type { UserQuery, UserStatus, UserType } from '@tis/contracts';
import { containsPattern, openDatabase, pageQuery } from '@tis/nest';
import { keyPagePlan, queryPlan, seededRandom, sentQueries, startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleNamesQuery, totalAfterPage, userListQueries } from '../../../../../bench/lib/list-sql.js';
import { Role, UserAccount } from '../../accounts/account.entities.js';
import { OAUTH_MIGRATIONS } from '../../migrations/index.js';
import { UserAdminService } from '../user-admin.service.js';

const ACCOUNTS = 3000;
const DEALERS = 40;
const PAGE_SIZE = 20;
const ROLES: Record<UserType, string> = { dealer: 'dealer', oem: 'oem_approver', social: 'public' };

/**
 * `count` accounts shaped like the bench's (bench/generate/users.js): ~85 % dealer staff of `DEALERS`
 * dealers, 10 % OEM staff, 5 % social users; ~90 % normal. Codes are not in insertion order.
 */
function accounts(count: number): Partial<UserAccount>[] {
  const next = seededRandom(7);
  const statuses: UserStatus[] = ['frozen', 'inactive', 'invalid'];
  return Array.from({ length: count }, (_, i) => {
    const draw = next();
    const userType: UserType = draw < 0.85 ? 'dealer' : draw < 0.95 ? 'oem' : 'social';
    const n = (i * 7919) % count;
    return {
      id: randomUUID(),
      userCode: `${userType === 'dealer' ? 'd' : userType === 'oem' ? 'o' : 'p'}${String(n).padStart(5, '0')}`,
      userName: `${['Wang', 'Schmidt', 'Smith', 'Li'][n % 4]} ${n}`,
      email: n % 5 === 0 ? null : `user${n % 7 === 0 ? '_' : ''}${n}@bench.example`,
      userType,
      status: next() < 0.9 ? 'normal' : statuses[Math.floor(next() * statuses.length)],
      roleCode: ROLES[userType],
      agentCode: userType === 'dealer' ? `D${String(1 + Math.floor(next() ** 2 * DEALERS)).padStart(4, '0')}` : null,
      brandCodes: '',
      createdBy: 'test',
      updatedBy: 'test',
    };
  });
}

/** The query the list ran before the deferred join: the reference for rows, order and total. */
async function plainPage(ds: DataSource, query: UserQuery): Promise<{ codes: string[]; total: number }> {
  const qb = ds.getRepository(UserAccount).createQueryBuilder('u').select('u.user_code', 'code');
  for (const [key, column] of [['userType', 'user_type'], ['status', 'status'], ['roleCode', 'role_code'], ['agentCode', 'agent_code']] as const) {
    if (query[key]) qb.andWhere(`u.${column} = :${key}`, { [key]: query[key] });
  }
  if (query.keyword) qb.andWhere("(u.user_code LIKE :kw ESCAPE '!' OR u.user_name LIKE :kw ESCAPE '!' OR u.email LIKE :kw ESCAPE '!')", { kw: containsPattern(query.keyword) });
  const total = await qb.getCount();
  const rows = await qb.orderBy('u.user_code', 'ASC').offset((query.pageNo - 1) * query.pageSize).limit(query.pageSize).getRawMany<{ code: string }>();
  return { codes: rows.map((r) => r.code), total };
}

/** Filters of the list (the controller's query schema) alone and combined; pages 1, a middle one and past the end. */
const FILTERS: Omit<UserQuery, 'pageNo' | 'pageSize'>[] = [
  {},
  { userType: 'dealer', status: 'normal' },
  { userType: 'oem' },
  { status: 'frozen' },
  { roleCode: 'dealer' },
  { agentCode: 'D0001' },
  { userType: 'dealer', agentCode: 'D0003', status: 'normal' },
  { roleCode: 'oem_approver', status: 'normal' },
  { keyword: 'Smith 1' },
  { keyword: '_' },
  { userType: 'dealer', keyword: 'bench' },
];

/**
 * Which index each filter reads its page from (with no sort), and which its count of the rest may read
 * (migration 1700000062000): without a filter the count of every row takes whichever index is smallest.
 */
const PAGE_INDEXES: [string, Omit<UserQuery, 'pageNo' | 'pageSize'>, string, string[]][] = [
  [
    'no filter',
    {},
    'uq_user_account_code',
    ['sqlite_autoindex_user_account_1', 'PRIMARY', 'uq_user_account_code', ...['type_status', 'type', 'status', 'role', 'agent'].map((i) => `idx_user_account_list_${i}`)],
  ],
  ['user type and status', { userType: 'dealer', status: 'normal' }, 'idx_user_account_list_type_status', ['idx_user_account_list_type_status']],
  ['user type', { userType: 'dealer' }, 'idx_user_account_list_type', ['idx_user_account_list_type', 'idx_user_account_list_type_status']],
  ['status', { status: 'normal' }, 'idx_user_account_list_status', ['idx_user_account_list_status']],
  ['role', { roleCode: 'dealer' }, 'idx_user_account_list_role', ['idx_user_account_list_role']],
  ['dealer', { agentCode: 'D0002' }, 'idx_user_account_list_agent', ['idx_user_account_list_agent']],
];

describe.each(TEST_DIALECTS)('the account list on %s', (dialect) => {
  let server: TestDatabaseServer;
  let ds: DataSource;
  let service: UserAdminService;
  const sqlDialect = dialect === 'sqlite' ? 'sqlite' : 'mysql';

  beforeAll(async () => {
    server = await startTestDatabase(dialect);
    ds = await openDatabase({ url: server.url('user_list'), entities: [UserAccount, Role], migrations: OAUTH_MIGRATIONS });
    for (const [userType, roleCode] of Object.entries(ROLES)) {
      await ds.getRepository(Role).insert({ id: randomUUID(), roleCode, roleName: `${userType} role`, createdBy: 'test', updatedBy: 'test' });
    }
    const rows = accounts(ACCOUNTS);
    for (let i = 0; i < rows.length; i += 200) await ds.getRepository(UserAccount).insert(rows.slice(i, i + 200));
    if (dialect === 'mariadb') await ds.query('ANALYZE TABLE user_account');
    // The list reads nothing else: the other collaborators are not used.
    service = new UserAdminService(ds, null as never, null as never, null as never, null as never, null as never);
  });

  afterAll(async () => {
    await ds.destroy();
    await server.stop();
  });

  /** The SQL the service sends for `query` (TypeORM's query log). */
  const sentSql = (query: UserQuery): Promise<string[]> => sentQueries(ds, () => service.list(query));

  it('sends the very SQL the bench runs raw (bench/lib/list-sql.js): page, count of the rest, role names', async () => {
    for (const filter of [{ userType: 'dealer', status: 'normal' }, { roleCode: 'dealer', agentCode: 'D0001' }, {}] as const) {
      const total = (await plainPage(ds, { pageNo: 1, pageSize: PAGE_SIZE, ...filter })).total;
      // Page 1, a deep one, the last (not full for dealer D0001's 424 accounts: no count; full for
      // all 3,000: the count after it finds none) and one past the end (counts every match).
      const last = Math.ceil(total / PAGE_SIZE);
      for (const pageNo of [1, Math.floor(last / 2), last, last + 50]) {
        const page = { pageNo, pageSize: PAGE_SIZE };
        const sql = userListQueries(sqlDialect, filter, page);
        const rows = await ds.query<Record<string, string | null>[]>(sql.page.sql, sql.page.params);
        const count = totalAfterPage(sql, rows, page);
        const roles = roleNamesQuery(sqlDialect, rows.map((r) => r['u_role_code'] ?? null));
        const sent = await sentSql({ ...page, ...filter });
        expect(sent, `${JSON.stringify(filter)} page ${pageNo}`).toEqual([sql.page.sql, ...(count.query ? [count.query.sql] : []), ...(roles ? [roles.sql] : [])]);
      }
    }
  });

  it('answers the rows, order and total of a plain OFFSET query for every filter, on every page', async () => {
    for (const filter of FILTERS) {
      const { total } = await plainPage(ds, { pageNo: 1, pageSize: PAGE_SIZE, ...filter });
      const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
      for (const pageNo of [...new Set([1, 2, Math.ceil(last / 2), last, last + 1])]) {
        const query = { pageNo, pageSize: PAGE_SIZE, ...filter };
        const expected = await plainPage(ds, query);
        const page = await service.list(query);
        expect({ codes: page.list.map((u) => u.userCode), total: page.total }, `${JSON.stringify(filter)} page ${pageNo}`).toEqual(expected);
      }
      expect(total, JSON.stringify(filter)).toBeGreaterThan(0);
    }
    const page = await service.list({ pageNo: 3, pageSize: PAGE_SIZE, userType: 'oem' });
    expect(page.list.every((u) => u.userType === 'oem' && u.roleName === 'oem role')).toBe(true);
  });

  it.each(PAGE_INDEXES)('reads a deep page of "%s" from the index alone, in its order, then the page rows by key', async (_what, filter, index) => {
    const [sql, params] = pageQuery(ds.getRepository(UserAccount), service.listPage({ pageNo: 100, pageSize: PAGE_SIZE, ...filter })).getQueryAndParameters();
    const plan = keyPagePlan(await queryPlan(ds, sql, params), 'u');
    expect(plan.idIndexes, plan.text).toEqual([index]);
    expect(plan.sorts, plan.text).toBe(false);
    // InnoDB keeps the primary key in every index entry: the ids come from the index alone. SQLite
    // reads the row of an index entry only for the rows it returns (after the OFFSET).
    if (dialect === 'mariadb') expect(plan.idsIndexOnly, plan.text).toBe(true);
    expect(plan.rowReads, plan.text).toEqual([[dialect === 'sqlite' ? 'sqlite_autoindex_user_account_1' : 'PRIMARY', false]]);
  });

  it.each(PAGE_INDEXES)('counts the rest of "%s" after a page on one index range alone', async (_what, filter, _index, countIndexes) => {
    const { rest } = userListQueries(sqlDialect, filter, { pageNo: 1, pageSize: PAGE_SIZE });
    for (const after of ['d01000', null]) {
      const plan = await queryPlan(ds, rest(after).sql, rest(after).params);
      const text = plan.map((p) => p.text).join(' | ');
      expect(plan.map((p) => p.indexOnly), text).toEqual([true]);
      expect(countIndexes, text).toContain(plan[0]?.index);
      // Only the count of every account (a page past the end, no filter) reads a whole index.
      if (after !== null || Object.keys(filter).length > 0) expect(plan[0]?.fullScan, text).toBe(false);
    }
  });
});
