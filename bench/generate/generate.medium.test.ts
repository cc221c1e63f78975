import { randomUUID } from 'node:crypto';
import { openDatabase } from '@tis/nest';
import { startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '@tis/nest/testing';
import type { DataSource, Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, UserAccount } from '../../services/oauth/src/accounts/account.entities.js';
import { UserAdminService } from '../../services/oauth/src/admin/user-admin.service.js';
import { OAUTH_MIGRATIONS } from '../../services/oauth/src/migrations/index.js';
import { SYSTEM_MIGRATIONS } from '../../services/system/src/migrations/index.js';
import { roleNamesQuery, totalAfterPage, userListQueries } from '../lib/list-sql.js';
import { areaTree, dealers } from './agencies.js';
import { openTarget } from './db.js';
import { generate } from './index.js';
import { serviceUrl } from './sql.js';
import { USER_COLUMNS, userRows } from './users.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const HASH = 'scrypt$16384$8$1$c2FsdA$aGFzaA';
const SEED = 42;
const COUNTS = { dealers: 60, users: 1500, texts: 700 };

describe.each(TEST_DIALECTS)('the scale-data generator on %s', (dialect) => {
  let server: TestDatabaseServer;
  let template: string;
  let oauth: DataSource;
  let system: DataSource;

  beforeAll(async () => {
    server = await startTestDatabase(dialect);
    // The portal's TIS_DB_URL form: one database per service.
    template = server.url('gen_SERVICE').replace('SERVICE', '{service}');
    oauth = await openDatabase({ url: serviceUrl(template, 'oauth'), entities: [UserAccount, Role], migrations: OAUTH_MIGRATIONS });
    system = await openDatabase({ url: serviceUrl(template, 'system'), entities: [], migrations: SYSTEM_MIGRATIONS });
    await system.query(
      "INSERT INTO language (id, created_by, updated_by, version, lang_code, lang_name, supported, sort_no, content_version) VALUES (?, 'seed', 'seed', 1, 'en_US', 'English', 1, 1, 3)",
      [randomUUID()],
    );
    for (const [code, name] of [['dealer', 'Service outlet'], ['oem_approver', 'OEM staff'], ['public', 'Social user']]) {
      await oauth.query("INSERT INTO role (id, created_by, updated_by, version, role_code, role_name) VALUES (?, 'seed', 'seed', 1, ?, ?)", [randomUUID(), code, name]);
    }
    await generate({ db: template, seed: SEED, ...COUNTS, textsLang: 'en_US', passwordHash: HASH, now: NOW });
  });

  afterAll(async () => {
    await oauth.destroy();
    await system.destroy();
    await server.stop();
  });

  const count = async (ds: DataSource, sql: string) => Number((await ds.query<{ n: number | string }[]>(sql))[0]?.n);

  it('writes the rows asked for into the migrated schema and advances the language content version', async () => {
    expect(await count(system, "SELECT COUNT(*) AS n FROM agency WHERE created_by = 'generator'")).toBe(COUNTS.dealers);
    expect(await count(system, 'SELECT COUNT(*) AS n FROM agency_kind')).toBe(4);
    expect(await count(system, "SELECT COUNT(*) AS n FROM area_node WHERE level = 'district'")).toBe(areaTree(SEED, NOW).districts.length);
    expect(await count(oauth, 'SELECT COUNT(*) AS n FROM user_account')).toBe(COUNTS.users);
    expect(await count(system, "SELECT COUNT(*) AS n FROM translation WHERE lang_code = 'en_US'")).toBe(COUNTS.texts);
    expect(await count(system, "SELECT content_version AS n FROM language WHERE lang_code = 'en_US'")).toBe(4);
  });

  it('stores exactly the rows the seed gives (names in three scripts included)', async () => {
    const list = dealers(SEED, COUNTS.dealers, NOW, areaTree(SEED, NOW).districts);
    const expected = [...userRows({ seed: SEED, count: COUNTS.users, dealers: list, passwordHash: HASH, now: NOW })]
      .map((row) => Object.fromEntries(USER_COLUMNS.map((c, i) => [c, row[i]])))
      .map((u) => [u['user_code'], u['user_name'], u['email'], u['agent_code'], u['status']].join('|'))
      .sort();
    const stored = (await oauth.query<Record<string, string | null>[]>('SELECT user_code, user_name, email, agent_code, status FROM user_account'))
      .map((u) => [u['user_code'], u['user_name'], u['email'], u['agent_code'], u['status']].join('|'))
      .sort();
    expect(stored).toEqual(expected);
  });

  it('drops the secondary indexes of a table for a bulk write and re-creates exactly the same ones', async () => {
    const schemaOf = async () =>
      dialect === 'sqlite'
        ? (await oauth.query<{ sql: string }[]>("SELECT sql FROM sqlite_master WHERE tbl_name = 'user_account' ORDER BY name")).map((r) => r.sql)
        : [(await oauth.query<Record<string, string>[]>('SHOW CREATE TABLE user_account'))[0]?.['Create Table']];
    const indexCount = async () =>
      dialect === 'sqlite'
        ? count(oauth, "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'index' AND tbl_name = 'user_account' AND sql IS NOT NULL")
        : count(oauth, "SELECT COUNT(DISTINCT index_name) AS n FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = 'user_account' AND index_name <> 'PRIMARY'");
    const before = await schemaOf();
    const secondary = await indexCount();
    expect(secondary).toBeGreaterThanOrEqual(5);
    const target = await openTarget(serviceUrl(template, 'oauth'));
    try {
      const restore = await target.dropIndexes('user_account');
      expect(await indexCount()).toBe(0);
      await restore();
    } finally {
      await target.close();
    }
    expect(await indexCount()).toBe(secondary);
    expect(await schemaOf()).toEqual(before);
  });

  it('refuses to write generated rows into the same database twice', async () => {
    await expect(generate({ db: template, seed: SEED, dealers: 1, passwordHash: HASH, now: NOW })).rejects.toThrow(/already holds generated rows/);
    await expect(generate({ db: template, seed: SEED, texts: 1, passwordHash: HASH, now: NOW })).rejects.toThrow(/already holds generated rows/);
  });

  it('lists accounts with the very SQL the bench runs raw (lib/list-sql.js), with the same answer', async () => {
    const queries: string[] = [];
    const capture: Logger = {
      logQuery: (query) => {
        if (!/^(START TRANSACTION|BEGIN|COMMIT)/i.test(query)) queries.push(query);
      },
      logQueryError: () => undefined,
      logQuerySlow: () => undefined,
      logSchemaBuild: () => undefined,
      logMigration: () => undefined,
      log: () => undefined,
    };
    oauth.setOptions({ logger: capture, logging: ['query'] });
    const service = new UserAdminService(oauth, null as never, null as never, null as never, null as never, null as never);
    const filter = { userType: 'dealer' as const, status: 'normal' as const };
    const page = await service.list({ pageNo: 3, pageSize: 20, ...filter });
    oauth.setOptions({ logging: false });

    const sql = userListQueries(dialect === 'sqlite' ? 'sqlite' : 'mysql', filter, { pageNo: 3, pageSize: 20 });
    const roles = roleNamesQuery(dialect === 'sqlite' ? 'sqlite' : 'mysql', ['dealer']);
    const sent = [...queries];
    const raw = await oauth.query<{ u_user_code: string }[]>(sql.page.sql, sql.page.params);
    const rest = totalAfterPage(sql, raw, { pageNo: 3, pageSize: 20 });
    expect(sent).toEqual([sql.page.sql, rest.query?.sql, roles?.sql]);
    const [counted] = await oauth.query<{ cnt: number | string }[]>(rest.query?.sql ?? '', rest.query?.params);
    expect(page.list.map((u) => u.userCode)).toEqual(raw.map((r) => r.u_user_code));
    expect(page.total).toBe(rest.total(Number(counted?.cnt)));
    expect(page.total).toBe(await count(oauth, "SELECT COUNT(*) AS n FROM user_account WHERE user_type = 'dealer' AND status = 'normal'"));
    expect(page.list[0]?.roleName).toBe('Service outlet');
  });
});
