import { Alert, Card, Col, Descriptions, Row, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { JobRunStatus, LogDayCount, LogPurgeRunView } from '@tis/contracts';
import type { WebTextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { PagedTable, usePageQuery, toPageParams } from '../../../shared/admin';
import { useLogOverviewQuery, useLogPurgeRunsQuery, useLogRetentionStatusQuery } from '../api/logs-api';
import { formatTime } from '../log-format';
import '../logs.css';

const STATUS: Record<JobRunStatus, { color: string; key: WebTextKey }> = {
  running: { color: 'blue', key: 'logs.manage.status.running' },
  succeeded: { color: 'green', key: 'logs.manage.status.succeeded' },
  failed: { color: 'red', key: 'logs.manage.status.failed' },
};

/** A count with a bar as long as its share of the largest count of the column. */
function CountBar({ value, max, tone }: { value: number; max: number; tone: 'logins' | 'failures' | 'operations' }) {
  const width = max > 0 ? Math.max(value > 0 ? 2 : 0, Math.round((value / max) * 100)) : 0;
  return (
    <div className="tis-logs-count">
      <span className="tis-logs-count-value">{value}</span>
      <span className="tis-logs-count-track">
        <span className={`tis-logs-count-bar tis-logs-count-${tone}`} style={{ width: `${width}%` }} />
      </span>
    </div>
  );
}

/** /LogManage: logins and operations per day over the last 30 days, the retention setting and the purges (spec sections 2 and 9). */
export function LogManagePage() {
  const { t } = useText();
  const overview = useLogOverviewQuery(undefined);
  const status = useLogRetentionStatusQuery(undefined);
  const { query, changePage } = usePageQuery();
  const runs = useLogPurgeRunsQuery(toPageParams(query));

  const days = overview.data?.days ?? [];
  const newestFirst = [...days].reverse();
  const sum = (pick: (d: LogDayCount) => number) => days.reduce((total, d) => total + pick(d), 0);
  const max = (pick: (d: LogDayCount) => number) => days.reduce((m, d) => Math.max(m, pick(d)), 0);
  const maxLogins = max((d) => d.logins);
  const maxOperations = max((d) => d.operations);

  const dayColumns: TableColumnsType<LogDayCount> = [
    { title: t('logs.manage.date'), dataIndex: 'date', key: 'date' },
    { title: t('logs.manage.logins'), key: 'logins', render: (_, d) => <CountBar value={d.logins} max={maxLogins} tone="logins" /> },
    { title: t('logs.manage.loginFailures'), key: 'loginFailures', render: (_, d) => <CountBar value={d.loginFailures} max={maxLogins} tone="failures" /> },
    { title: t('logs.manage.operations'), key: 'operations', render: (_, d) => <CountBar value={d.operations} max={maxOperations} tone="operations" /> },
  ];

  const runColumns: TableColumnsType<LogPurgeRunView> = [
    { title: t('logs.manage.startedAt'), dataIndex: 'startedAt', key: 'startedAt', render: (at: string) => formatTime(at) },
    { title: t('logs.manage.finishedAt'), dataIndex: 'finishedAt', key: 'finishedAt', render: (at: string | null) => formatTime(at) },
    { title: t('logs.manage.status'), dataIndex: 'status', key: 'status', render: (s: JobRunStatus) => <Tag color={STATUS[s].color}>{t(STATUS[s].key)}</Tag> },
    { title: t('logs.manage.cutoff'), dataIndex: 'cutoff', key: 'cutoff', render: (at: string | null) => formatTime(at) },
    { title: t('logs.manage.loginLogsDeleted'), dataIndex: 'loginLogs', key: 'loginLogs', align: 'right' },
    { title: t('logs.manage.operationLogsDeleted'), dataIndex: 'operationLogs', key: 'operationLogs', align: 'right' },
    { title: t('logs.manage.error'), dataIndex: 'error', key: 'error' },
  ];

  const last = status.data?.lastRun ?? null;

  return (
    <div className="tis-logs-manage" data-testid="log-manage-page">
      <Card variant="borderless" title={t('logs.manage.retention')} className="tis-logs-card">
        {status.isError ? (
          <Alert type="warning" showIcon title={t('logs.manage.unavailable')} />
        ) : (
          <Descriptions size="small" column={{ xs: 1, md: 2 }} data-testid="retention-status">
            <Descriptions.Item label={t('logs.manage.retentionYears')}>
              {status.data ? t('logs.manage.years', { years: status.data.retentionYears }) : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs.manage.cutoff')}>{formatTime(status.data?.cutoff)}</Descriptions.Item>
            <Descriptions.Item label={t('logs.manage.nextRun')}>{formatTime(status.data?.nextRunAt)}</Descriptions.Item>
            <Descriptions.Item label={t('logs.manage.lastRun')}>
              {last ? (
                <span data-testid="last-purge">
                  <Tag color={STATUS[last.status].color}>{t(STATUS[last.status].key)}</Tag>
                  {formatTime(last.finishedAt ?? last.startedAt)}{' '}
                  {t('logs.manage.deleted', { logins: last.loginLogs, operations: last.operationLogs })}
                  {last.error && <Typography.Text type="danger"> {last.error}</Typography.Text>}
                </span>
              ) : (
                t('logs.manage.never')
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>

      <Card variant="borderless" title={t('logs.manage.activity')} className="tis-logs-card">
        <Row gutter={16} className="tis-logs-totals">
          <Col xs={24} sm={8}>
            <Statistic title={t('logs.manage.logins')} value={sum((d) => d.logins)} loading={overview.isLoading} />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic title={t('logs.manage.loginFailures')} value={sum((d) => d.loginFailures)} loading={overview.isLoading} />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic title={t('logs.manage.operations')} value={sum((d) => d.operations)} loading={overview.isLoading} />
          </Col>
        </Row>
        <Table<LogDayCount>
          size="small"
          rowKey="date"
          columns={dayColumns}
          dataSource={newestFirst}
          loading={overview.isFetching}
          pagination={false}
          scroll={{ y: 350 }}
          data-testid="log-days"
        />
      </Card>

      <Card variant="borderless" title={t('logs.manage.runs')} className="tis-logs-card">
        <PagedTable<LogPurgeRunView> rowKey="id" columns={runColumns} result={runs.data} loading={runs.isFetching} query={query} onPageChange={changePage} />
      </Card>
    </div>
  );
}
