import { Form, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { LOGIN_OUTCOME_FILTERS, type LoginLogView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { useLoginLogListQuery } from '../api/logs-api';
import { DateRangeItem, rangeParams } from '../components/date-range-item';
import { formatTime, LOGIN_KIND_TEXT, outcomeTextKey } from '../log-format';
import '../logs.css';

interface LoginLogFilters extends Record<string, string | undefined> {
  outcome?: string;
  startTime?: string;
  endTime?: string;
}

interface LoginLogForm extends Record<string, string | readonly string[] | undefined> {
  keyword?: string;
  outcome?: string;
  range?: readonly string[];
}

/** /UserLoginList: every login attempt with its outcome; filter by user, outcome and days (spec section 2 Logs). */
export function LoginLogPage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<LoginLogFilters>();
  const { data, isFetching } = useLoginLogListQuery(toPageParams(query));

  const columns: TableColumnsType<LoginLogView> = [
    { title: t('logs.field.loginAt'), dataIndex: 'loginAt', key: 'loginAt', render: (at: string) => formatTime(at) },
    { title: t('logs.field.userCode'), dataIndex: 'userCode', key: 'userCode' },
    { title: t('logs.field.userName'), dataIndex: 'userName', key: 'userName' },
    { title: t('logs.field.kind'), dataIndex: 'kind', key: 'kind', render: (_, log) => t(LOGIN_KIND_TEXT[log.kind]) },
    {
      title: t('logs.field.outcome'),
      dataIndex: 'outcome',
      key: 'outcome',
      render: (_, log) => {
        const key = outcomeTextKey(log.outcome);
        return <Tag color={log.success ? 'green' : 'red'}>{key ? t(key) : log.outcome}</Tag>;
      },
    },
    { title: t('logs.field.ip'), dataIndex: 'ip', key: 'ip' },
    {
      title: t('logs.field.userAgent'),
      dataIndex: 'userAgent',
      key: 'userAgent',
      render: (agent: string | null) => (
        <Typography.Text className="tis-logs-agent" ellipsis={{ tooltip: agent }}>
          {agent}
        </Typography.Text>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('logs.loginLog.pageTitle')}
      data-testid="login-log-page"
      filters={
        <FilterBar<LoginLogForm>
          keyword={{ placeholder: t('logs.filter.loginKeyword') }}
          onSearch={({ range, ...values }) => search({ ...values, ...rangeParams(range) })}
        >
          <Form.Item name="outcome" label={t('logs.field.outcome')}>
            <Select
              allowClear
              placeholder={t('logs.filter.allOutcomes')}
              className="tis-logs-select"
              options={LOGIN_OUTCOME_FILTERS.map((value) => ({ value, label: t(`logs.outcome.${value}`) }))}
              data-testid="filter-outcome"
            />
          </Form.Item>
          <DateRangeItem />
        </FilterBar>
      }
    >
      <PagedTable<LoginLogView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
