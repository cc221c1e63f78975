import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginLogView, LogOverview, LogRetentionStatus, OperationLogView, OperationModuleCount, OperationUserCount, PageResult } from '@tis/contracts';
import { i18n, initI18n, translateText } from '../../i18n';
import { choose } from '../../shared/document-filter/filter-test-kit';
import { envelopeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { dateRangeRule } from './components/date-range-item';
import { dayString } from './log-format';
import { LogManagePage } from './pages/log-manage-page';
import { LoginLogPage } from './pages/login-log-page';
import { OperationLogPage } from './pages/operation-log-page';
import { OperationModuleSummaryPage } from './pages/operation-module-summary-page';
import { OperationUserSummaryPage } from './pages/operation-user-summary-page';

type Handler = (path: string) => unknown;

const page = <T,>(list: T[], total = list.length): PageResult<T> => ({ list, total });

/** Renders a page against fake logService / jobService bases; `handler` gives the envelope data of each GET. */
function renderPage(ui: React.ReactElement, handler: Handler) {
  return renderWithFakeServer(ui, {
    handler: ({ path }) => {
      const data = handler(path);
      return data === undefined ? undefined : envelopeAnswer(data);
    },
    signedInAs: { userCode: 'admin', userName: 'Administrator' },
  }).sent;
}

const login = (overrides: Partial<LoginLogView>): LoginLogView => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  userCode: 'oem01',
  userName: 'Wang Fang',
  kind: 'password',
  outcome: 'success',
  success: true,
  ip: '10.1.2.3',
  userAgent: 'Mozilla/5.0',
  loginAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

describe('log screens', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('/UserLoginList shows each attempt with its translated outcome and searches by keyword from page 1', async () => {
    const actor = userEvent.setup();
    const rows = [login({}), login({ id: 'a0000000-0000-4000-8000-000000000002', outcome: 'wrongPassword', success: false }), login({ id: 'a0000000-0000-4000-8000-000000000003', outcome: 'somethingNew', success: false })];
    const sent = renderPage(<LoginLogPage />, (path) => (path.startsWith('/tis/api/logService/loginLog/list') ? page(rows, 3) : undefined));

    const table = await screen.findByTestId('login-log-page');
    await within(table).findByText('密码错误');
    expect(within(table).getAllByText('成功').length).toBeGreaterThan(0);
    // An outcome the screen does not know is shown as recorded.
    expect(within(table).getByText('somethingNew')).toBeTruthy();
    expect(sent[0]?.path).toBe('/tis/api/logService/loginLog/list?pageNo=1&pageSize=20');

    await actor.type(screen.getByTestId('filter-keyword'), 'oem');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.at(-1)?.path).toBe('/tis/api/logService/loginLog/list?keyword=oem&pageNo=1&pageSize=20'));
  });

  const operation = (n: number, overrides: Partial<OperationLogView>): OperationLogView => ({
    id: `d0000000-0000-4000-8000-00000000000${n}`,
    module: 'post',
    action: 'create',
    targetId: `t${n}`,
    targetName: `Target ${n}`,
    userCode: 'admin',
    occurredAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  });

  it('/UserOperationLog shows modules and actions in the reader\'s language, unknown ones as recorded, and filters by a chosen module', async () => {
    const actor = userEvent.setup();
    const rows = [
      operation(1, { module: 'post', action: 'create' }),
      operation(2, { module: 'case', action: 'verify' }),
      operation(3, { module: 'fileconverter', action: 'file.stored' }),
      operation(4, { module: 'laborWork', action: 'approve' }),
    ];
    const sent = renderPage(<OperationLogPage />, (path) => (path.startsWith('/tis/api/logService/operationLog/list') ? page(rows) : undefined));

    const table = await screen.findByTestId('operation-log-page');
    await within(table).findByText('Target 4');
    const cells = (n: number) => [...(within(table).getByText(`Target ${n}`).closest('tr')?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    expect(cells(1).slice(2, 4)).toEqual(['岗位', '新增']);
    expect(cells(2).slice(2, 4)).toEqual(['维修案例', '审核']);
    expect(cells(3).slice(2, 4)).toEqual(['文件', '上传']);
    expect(cells(4).slice(2, 4)).toEqual(['laborWork', 'approve']);

    await choose('filter-module', '岗位', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.at(-1)?.path).toBe('/tis/api/logService/operationLog/list?module=post&pageNo=1&pageSize=20'));
  });

  it('/UserOperationLogger names each module and action, and its drill-down says which', async () => {
    const actor = userEvent.setup();
    const counts: OperationModuleCount[] = [{ module: 'case', action: 'publish', count: 2, lastAt: '2026-03-01T08:00:00.000Z' }];
    const sent = renderPage(<OperationModuleSummaryPage />, (path) => {
      if (path.startsWith('/tis/api/logService/operationLog/byModule')) return page(counts);
      if (path.startsWith('/tis/api/logService/operationLog/list')) return page([operation(5, { module: 'case', action: 'publish' })]);
      return undefined;
    });
    const summary = await screen.findByTestId('operation-module-summary-page');
    await within(summary).findByText('维修案例');
    expect(within(summary).getByText('发布')).toBeTruthy();

    await actor.click(screen.getByTestId('open-records'));
    const drawer = await screen.findByTestId('records-drawer');
    await within(drawer).findByText('Target 5');
    expect(screen.getByText('维修案例 · 发布')).toBeTruthy();
    const drill = new URL(`http://localhost${sent.at(-1)!.path}`);
    expect(drill.searchParams.get('module')).toBe('case');
    expect(drill.searchParams.get('action')).toBe('publish');
  });

  it('/UserOperationLoggerUser counts over the last 30 days and drills into one user over the same days', async () => {
    const actor = userEvent.setup();
    const counts: OperationUserCount[] = [{ userCode: 'opsuser1', count: 5, lastAt: '2026-03-01T08:00:00.000Z' }];
    const records: OperationLogView[] = [
      { id: 'b0000000-0000-4000-8000-000000000001', module: 'tsb', action: 'publish', targetId: 't1', targetName: 'TSB-2026-001', userCode: 'opsuser1', occurredAt: '2026-03-01T08:00:00.000Z' },
    ];
    const sent = renderPage(<OperationUserSummaryPage />, (path) => {
      if (path.startsWith('/tis/api/logService/operationLog/byUser')) return page(counts);
      if (path.startsWith('/tis/api/logService/operationLog/list')) return page(records);
      return undefined;
    });
    await screen.findByText('opsuser1');
    const first = new URL(`http://localhost${sent[0]!.path}`);
    expect(first.pathname).toBe('/tis/api/logService/operationLog/byUser');
    expect(Object.fromEntries(first.searchParams)).toEqual({ startTime: dayString(-29), endTime: dayString(0), pageNo: '1', pageSize: '20' });

    await actor.click(screen.getByTestId('open-records'));
    const drawer = await screen.findByTestId('records-drawer');
    await within(drawer).findByText('TSB-2026-001');
    const drill = new URL(`http://localhost${sent.at(-1)!.path}`);
    expect(drill.pathname).toBe('/tis/api/logService/operationLog/list');
    expect(Object.fromEntries(drill.searchParams)).toEqual({ userCode: 'opsuser1', startTime: dayString(-29), endTime: dayString(0), pageNo: '1', pageSize: '20' });
  });

  it('/LogManage shows the retention, the last purge and the activity per day', async () => {
    const overview: LogOverview = {
      days: Array.from({ length: 30 }, (_, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, logins: i, loginFailures: i % 3, operations: 2 * i })),
    };
    const status: LogRetentionStatus = {
      retentionYears: 3,
      cutoff: '2023-03-30T03:00:00.000Z',
      nextRunAt: '2026-03-31T03:00:00.000Z',
      lastRun: { id: 'c1', status: 'succeeded', startedAt: '2026-03-30T03:00:00.000Z', finishedAt: '2026-03-30T03:00:02.000Z', cutoff: '2023-03-30T03:00:00.000Z', loginLogs: 12, operationLogs: 34, error: null },
    };
    renderPage(<LogManagePage />, (path) => {
      if (path === '/tis/api/logService/logManage/overview') return overview;
      if (path === '/tis/api/jobService/logRetention/status') return status;
      if (path.startsWith('/tis/api/jobService/logRetention/runs')) return page([status.lastRun]);
      return undefined;
    });
    const retention = await screen.findByTestId('retention-status');
    await within(retention).findByText('3 年');
    expect(within(retention).getByTestId('last-purge').textContent).toContain('删除登录日志 12 条，操作日志 34 条');
    const days = screen.getByTestId('log-days');
    await within(days).findByText('2026-03-30');
    // Newest day first.
    const firstRow = days.querySelector('tbody tr.ant-table-row');
    expect(firstRow?.textContent).toContain('2026-03-30');
  });

  it('checks a date range with the contracts validator: required, start not after end, at most N days', async () => {
    const t = translateText;
    const check = (rule: ReturnType<typeof dateRangeRule>, value: unknown) =>
      (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value);
    const bounded = dateRangeRule({ required: true, maxDays: 366 }, t);
    await expect(check(bounded, ['2026-01-01', '2026-01-31'])).resolves.toBeUndefined();
    await expect(check(bounded, undefined)).rejects.toThrow(translateText('validation.required'));
    await expect(check(bounded, ['2026-02-01', '2026-01-31'])).rejects.toThrow(translateText('validation.dateRangeOrder'));
    await expect(check(bounded, ['2024-01-01', '2026-01-31'])).rejects.toThrow(translateText('validation.dateRangeTooLong', { days: 366 }));
    await expect(check(dateRangeRule({}, t), undefined)).resolves.toBeUndefined();
  });
});
