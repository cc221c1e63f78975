import { randomUUID } from 'node:crypto';
import {
  addMonths,
  LOG_PURGE,
  type LoginLogView,
  type LogOverview,
  type LogPurgeResult,
  type LogPurgeRunView,
  type LogRetentionStatus,
  type OperationLogView,
  type OperationModuleCount,
  type OperationUserCount,
  type PageResult,
} from '@tis/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@tis/nest';
import { attemptLogin, call, DEMO_PASSWORDS, eventually, loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import { LogRetentionService } from '@tis/service-job';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

const DAY_MS = 86_400_000;
const TODAY = Math.floor(Date.now() / DAY_MS) * DAY_MS;
/** 10:00 UTC of the day `offset` days from today (negative: in the past), plus `minutes`. */
const dayAt = (offset: number, minutes = 0): Date => new Date(TODAY + offset * DAY_MS + 10 * 3_600_000 + minutes * 60_000);
/** The YYYY-MM-DD of that day, as the date pickers send it. */
const dateOf = (offset: number): string => dayAt(offset).toISOString().slice(0, 10);

/**
 * The logs of identity and access on the embedded portal, on each database (spec section 2 Logs,
 * section 9 retention): the login log fed by real logins, the operation-log lists and summaries,
 * the /LogManage overview, the daily purge through the job service, and who may see them.
 */
describe.each(TEST_DIALECTS)('logs on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let logDb: DataSource;
  let jobDb: DataSource;
  let admin: Record<string, string>;
  let dealer: Record<string, string>;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'logs', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    logDb = await portal.db('log');
    jobDb = await portal.db('job');
    admin = { authorization: `Bearer ${await loginAs(base, 'admin')}`, Language: 'en_US' };
    dealer = { authorization: `Bearer ${await loginAs(base, 'dealer01')}`, Language: 'en_US' };
  }, 120_000);

  afterAll(() => portal?.stop());

  async function insertLogin(row: { userCode: string; userName?: string | null; outcome?: string; at: Date }): Promise<string> {
    const id = randomUUID();
    const outcome = row.outcome ?? 'success';
    await logDb.query(
      'INSERT INTO login_log (id, created_by, updated_by, user_code, user_name, kind, outcome, success, ip, user_agent, login_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, 'test', 'test', row.userCode, row.userName ?? null, 'password', outcome, portal.bind(outcome === 'success'), '10.0.0.1', 'test-agent', portal.bind(row.at)],
    );
    return id;
  }

  async function insertOperation(row: { module: string; action: string; userCode: string; targetName?: string; at: Date }): Promise<string> {
    const id = randomUUID();
    await logDb.query(
      'INSERT INTO operation_log (id, created_by, updated_by, module, action, target_id, target_name, user_code, occurred_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, 'test', 'test', row.module, row.action, randomUUID(), row.targetName ?? 'target', row.userCode, portal.bind(row.at)],
    );
    return id;
  }

  const get = <T>(path: string, headers = admin) => call<T>(`${base}/tis/api/${path}`, { headers });

  it('records a failed and a successful login with outcome, kind, IP and agent, and never the password', async () => {
    const wrongPassword = 'Wrong#Secret9';
    const failed = await attemptLogin(base, { userCode: 'oem01', password: wrongPassword, headers: { 'user-agent': 'logs-test-agent' } });
    expect(failed.answer.body.data).toBe(0);
    const token = await loginAs(base, 'oem01', { 'user-agent': 'logs-test-agent' });

    const page = await eventually(async () => {
      const res = await get<PageResult<LoginLogView>>('logService/loginLog/list?keyword=oem01');
      return res.body.data && res.body.data.total >= 2 ? res.body.data : undefined;
    }, 10_000, 'the log service to record both logins');
    expect(page.list[0]).toMatchObject({ userCode: 'oem01', userName: 'Wang Fang (OEM)', kind: 'password', outcome: 'success', success: true, userAgent: 'logs-test-agent' });
    expect(page.list[1]).toMatchObject({ userCode: 'oem01', outcome: 'wrongPassword', success: false, userAgent: 'logs-test-agent' });
    expect(page.list[0]?.ip).toBeTruthy();
    expect(new Date(page.list[0]!.loginAt).getTime()).toBeGreaterThanOrEqual(new Date(page.list[1]!.loginAt).getTime());

    const failures = await get<PageResult<LoginLogView>>('logService/loginLog/list?keyword=oem01&outcome=failure');
    expect(failures.body.data?.list.map((l) => l.outcome)).toEqual(['wrongPassword']);

    const stored = JSON.stringify(await logDb.query('SELECT * FROM login_log'));
    for (const secret of [wrongPassword, DEMO_PASSWORDS.oem01, DEMO_PASSWORDS.admin, token]) {
      expect(stored).not.toContain(secret);
      expect(JSON.stringify(page)).not.toContain(secret);
    }
  });

  it('filters the login log by user prefix, outcome and whole days, and pages it newest first', async () => {
    for (let i = 0; i < 25; i++) {
      await insertLogin({ userCode: 'pagerA', userName: 'Pager Alpha', outcome: i % 5 === 0 ? 'wrongPassword' : 'success', at: dayAt(-100, i) });
    }
    await insertLogin({ userCode: 'pagerB', userName: null, outcome: 'unknownUser', at: dayAt(-110) });
    await insertLogin({ userCode: 'pagerB', userName: null, outcome: 'frozen', at: dayAt(-110, 1) });

    const all = await get<PageResult<LoginLogView>>('logService/loginLog/list?keyword=pager');
    expect(all.body.data?.total).toBe(27);
    const day = `startTime=${dateOf(-100)}&endTime=${dateOf(-100)}`;
    const first = await get<PageResult<LoginLogView>>(`logService/loginLog/list?keyword=pager&${day}`);
    expect(first.body.data?.total).toBe(25);
    expect(first.body.data?.list).toHaveLength(20);
    expect(first.body.data?.list[0]?.loginAt).toBe(dayAt(-100, 24).toISOString());
    const second = await get<PageResult<LoginLogView>>(`logService/loginLog/list?keyword=pager&${day}&pageNo=2&pageSize=20`);
    expect(second.body.data?.list.map((l) => l.loginAt)).toEqual([4, 3, 2, 1, 0].map((m) => dayAt(-100, m).toISOString()));

    const byName = await get<PageResult<LoginLogView>>(`logService/loginLog/list?keyword=${encodeURIComponent('Pager Al')}`);
    expect(byName.body.data?.total).toBe(25);
    const failed = await get<PageResult<LoginLogView>>('logService/loginLog/list?keyword=pager&outcome=failure&pageSize=50');
    expect(failed.body.data?.total).toBe(7);
    expect(failed.body.data?.list.every((l) => !l.success)).toBe(true);
    const succeeded = await get<PageResult<LoginLogView>>(`logService/loginLog/list?keyword=pagerA&outcome=success&${day}`);
    expect(succeeded.body.data?.total).toBe(20);
    const earlier = await get<PageResult<LoginLogView>>(`logService/loginLog/list?keyword=pager&startTime=${dateOf(-120)}&endTime=${dateOf(-101)}`);
    expect(earlier.body.data?.list.map((l) => l.outcome)).toEqual(['frozen', 'unknownUser']);
    // Wildcards in the keyword are literal; a keyword matches at the start only.
    expect((await get<PageResult<LoginLogView>>('logService/loginLog/list?keyword=%25')).body.data?.total).toBe(0);
    expect((await get<PageResult<LoginLogView>>('logService/loginLog/list?keyword=agerA')).body.data?.total).toBe(0);
  });

  it('refuses a reversed date range, an unknown outcome and unknown fields with a translated 400000', async () => {
    const reversed = await get(`logService/loginLog/list?startTime=${dateOf(-1)}&endTime=${dateOf(-2)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ code: '400000' });
    expect(reversed.body.mesg).toContain('The start date must not be later than the end date');
    const outcome = await get('logService/loginLog/list?outcome=maybe');
    expect(outcome.body.code).toBe('400000');
    expect(outcome.body.mesg).toContain('The outcome filter must be success or failure');
    expect((await get('logService/loginLog/list?password=x')).body.code).toBe('400000');
    expect((await get('logService/operationLog/list?startTime=yesterday')).body.mesg).toContain('Invalid date');
  });

  it('counts operations per module and action and per user over a date range, and drills into them', async () => {
    const range = `startTime=${dateOf(-200)}&endTime=${dateOf(-199)}`;
    for (let i = 0; i < 3; i++) await insertOperation({ module: 'tsb', action: 'publish', userCode: 'opsuser1', targetName: `TSB-2024-00${i} brakes`, at: dayAt(-200, i) });
    for (let i = 0; i < 2; i++) await insertOperation({ module: 'case', action: 'create', userCode: 'opsuser1', targetName: 'Case 17', at: dayAt(-199, i) });
    await insertOperation({ module: 'tsb', action: 'verify', userCode: 'opsuser2', targetName: 'TSB-2024-000 brakes', at: dayAt(-200, 30) });
    await insertOperation({ module: 'tsb', action: 'publish', userCode: 'opsuser1', targetName: 'Out of range', at: dayAt(-198) });

    const modules = await get<PageResult<OperationModuleCount>>(`logService/operationLog/byModule?${range}`);
    expect(modules.body.data).toEqual({
      total: 3,
      list: [
        { module: 'tsb', action: 'publish', count: 3, lastAt: dayAt(-200, 2).toISOString() },
        { module: 'case', action: 'create', count: 2, lastAt: dayAt(-199, 1).toISOString() },
        { module: 'tsb', action: 'verify', count: 1, lastAt: dayAt(-200, 30).toISOString() },
      ],
    });
    const secondPage = await get<PageResult<OperationModuleCount>>(`logService/operationLog/byModule?${range}&pageNo=2&pageSize=5`);
    expect(secondPage.body.data).toEqual({ total: 3, list: [] });
    const tsbOnly = await get<PageResult<OperationModuleCount>>(`logService/operationLog/byModule?${range}&module=tsb`);
    expect(tsbOnly.body.data?.list.map((m) => [m.action, m.count])).toEqual([['publish', 3], ['verify', 1]]);

    const users = await get<PageResult<OperationUserCount>>(`logService/operationLog/byUser?${range}`);
    expect(users.body.data).toEqual({
      total: 2,
      list: [
        { userCode: 'opsuser1', count: 5, lastAt: dayAt(-199, 1).toISOString() },
        { userCode: 'opsuser2', count: 1, lastAt: dayAt(-200, 30).toISOString() },
      ],
    });
    const one = await get<PageResult<OperationUserCount>>(`logService/operationLog/byUser?${range}&keyword=opsuser2`);
    expect(one.body.data?.list.map((u) => u.userCode)).toEqual(['opsuser2']);

    // Drill-down: one user's records, one module's action, in the same range.
    const records = await get<PageResult<OperationLogView>>(`logService/operationLog/list?${range}&userCode=opsuser1`);
    expect(records.body.data?.total).toBe(5);
    expect(records.body.data?.list[0]).toMatchObject({ module: 'case', action: 'create', userCode: 'opsuser1' });
    const published = await get<PageResult<OperationLogView>>(`logService/operationLog/list?${range}&module=tsb&action=publish`);
    expect(published.body.data?.total).toBe(3);
    expect((await get<PageResult<OperationLogView>>('logService/operationLog/list?module=tsb&action=publish')).body.data?.total).toBe(4);

    // The keyword: exact action, user-code prefix, target-name prefix; never a substring.
    expect((await get<PageResult<OperationLogView>>('logService/operationLog/list?keyword=publish')).body.data?.total).toBe(4);
    expect((await get<PageResult<OperationLogView>>('logService/operationLog/list?keyword=opsuser')).body.data?.total).toBe(7);
    expect((await get<PageResult<OperationLogView>>('logService/operationLog/list?keyword=TSB-2024-000')).body.data?.total).toBe(2);
    expect((await get<PageResult<OperationLogView>>('logService/operationLog/list?keyword=ublish')).body.data?.total).toBe(0);
  });

  it('requires a bounded date range for the summaries', async () => {
    const missing = await get('logService/operationLog/byModule');
    expect(missing.body.code).toBe('400000');
    expect(missing.body.mesg).toContain('This field cannot be empty');
    const tooLong = await get(`logService/operationLog/byUser?startTime=${dateOf(-400)}&endTime=${dateOf(0)}`);
    expect(tooLong.body.code).toBe('400000');
    const reversed = await get(`logService/operationLog/byModule?startTime=${dateOf(0)}&endTime=${dateOf(-1)}`);
    expect(reversed.body.mesg).toContain('The start date must not be later than the end date');
  });

  it('shows logins, failures and operations per day for the last 30 days on /LogManage', async () => {
    await insertLogin({ userCode: 'daily', outcome: 'success', at: dayAt(-3) });
    await insertLogin({ userCode: 'daily', outcome: 'wrongPassword', at: dayAt(-3, 5) });
    await insertOperation({ module: 'tsb', action: 'submit', userCode: 'daily', at: dayAt(-3, 7) });
    await insertLogin({ userCode: 'daily', outcome: 'success', at: dayAt(-30) });

    const res = await get<LogOverview>('logService/logManage/overview');
    const days = res.body.data!.days;
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe(dateOf(-29));
    expect(days[29]?.date).toBe(dateOf(0));
    expect(days[26]).toEqual({ date: dateOf(-3), logins: 2, loginFailures: 1, operations: 1 });
    // Today holds the real logins of this test (admin, dealer01, oem01 and its failure).
    expect(days[29]!.logins).toBeGreaterThanOrEqual(4);
    expect(days[29]!.loginFailures).toBeGreaterThanOrEqual(1);
  });

  it('purges only logs older than the retention, in bounded batches, and records the run for /LogManage', async () => {
    const cutoff = addMonths(new Date(), -36);
    const old = (days: number) => new Date(cutoff.getTime() - days * DAY_MS);
    const kept = new Date(cutoff.getTime() + 2 * DAY_MS);
    const oldLogins = [await insertLogin({ userCode: 'ancient', at: old(2) }), await insertLogin({ userCode: 'ancient', at: old(3) }), await insertLogin({ userCode: 'ancient', at: old(400) })];
    const keptLogin = await insertLogin({ userCode: 'ancient', at: kept });
    const oldOperations = [await insertOperation({ module: 'tsb', action: 'publish', userCode: 'ancient', at: old(2) }), await insertOperation({ module: 'tsb', action: 'publish', userCode: 'ancient', at: old(5) })];
    const keptOperation = await insertOperation({ module: 'tsb', action: 'publish', userCode: 'ancient', at: kept });
    const loginsBefore = Number((await logDb.query('SELECT COUNT(*) AS n FROM login_log'))[0].n);

    // One bounded call: at most 2 rows per statement, one statement per table.
    const client = portal.app.get<ServiceClient>(SERVICE_CLIENT);
    const partial = await client.send<LogPurgeResult>('log', LOG_PURGE, { before: cutoff.toISOString(), batchSize: 2, maxBatches: 1 });
    expect(partial).toEqual({ loginLogs: 2, operationLogs: 2, more: true });

    // A run whose process died is closed as interrupted by the next run.
    const staleId = randomUUID();
    await jobDb.query("INSERT INTO job_run (id, job_name, status, started_at) VALUES (?, 'log.purge', 'running', ?)", [staleId, portal.bind(new Date(Date.now() - DAY_MS))]);

    const retention = portal.app.get(LogRetentionService);
    const run = await eventually(async () => (await retention.runNow()) ?? undefined, 10_000, 'the purge lease');
    expect(run).toMatchObject({ status: 'succeeded', loginLogs: 1, operationLogs: 0, error: null });
    expect(new Date(run.cutoff!).getTime()).toBeGreaterThanOrEqual(cutoff.getTime());

    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    expect(ids(await logDb.query('SELECT id FROM login_log WHERE user_code = ?', ['ancient']))).toEqual([keptLogin]);
    expect(ids(await logDb.query('SELECT id FROM operation_log WHERE user_code = ?', ['ancient']))).toEqual([keptOperation]);
    expect(Number((await logDb.query('SELECT COUNT(*) AS n FROM login_log'))[0].n)).toBe(loginsBefore - oldLogins.length);
    expect(await logDb.query('SELECT id FROM operation_log WHERE id IN (?, ?)', oldOperations)).toEqual([]);

    const [stale] = await jobDb.query<{ status: string; error: string }[]>('SELECT status, error FROM job_run WHERE id = ?', [staleId]);
    expect(stale).toEqual({ status: 'failed', error: 'interrupted' });

    const status = await get<LogRetentionStatus>('jobService/logRetention/status');
    expect(status.body.data).toMatchObject({ retentionYears: 3, lastRun: { id: run.id, status: 'succeeded', loginLogs: 1 } });
    const next = new Date(status.body.data!.nextRunAt!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(DAY_MS);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([3, 0]);
    const runs = await get<PageResult<LogPurgeRunView>>('jobService/logRetention/runs?pageSize=5');
    expect(runs.body.data?.list.map((r) => r.id)).toEqual(expect.arrayContaining([run.id, staleId]));

    // Not due again until tomorrow; while another replica holds the lease, a run asked for now is
    // refused (two asking at once: the second finds the first's lease; asked one after the other,
    // both may run, so the test holds the lease itself rather than racing two calls).
    expect(await retention.runIfDue()).toBeNull();
    await jobDb.query("UPDATE job_lease SET lease_owner = 'other-replica', lease_until = ? WHERE job_name = 'log.purge'", [portal.bind(new Date(Date.now() + 60_000))]);
    expect(await retention.runNow()).toBeNull();
    await jobDb.query("UPDATE job_lease SET lease_owner = NULL, lease_until = NULL WHERE job_name = 'log.purge'");
    expect(await retention.runNow()).not.toBeNull();
  });

  it('lets the administrator see every log screen and refuses a service-outlet user (403)', async () => {
    const range = `startTime=${dateOf(-7)}&endTime=${dateOf(0)}`;
    const paths = [
      'logService/loginLog/list',
      'logService/operationLog/list',
      `logService/operationLog/byModule?${range}`,
      `logService/operationLog/byUser?${range}`,
      'logService/logManage/overview',
      'jobService/logRetention/status',
      'jobService/logRetention/runs',
    ];
    for (const path of paths) {
      const allowed = await get(path, admin);
      expect([path, allowed.status, allowed.body.code]).toEqual([path, 200, '000000']);
      const refused = await get(path, dealer);
      expect([path, refused.status, refused.body.code]).toEqual([path, 403, '403']);
    }
  });
});
