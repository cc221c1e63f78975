import { useState } from 'react';
import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { LOG_SUMMARY_MAX_DAYS, type OperationUserCount } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { useOperationsByUserQuery } from '../api/logs-api';
import { DateRangeItem, rangeParams } from '../components/date-range-item';
import { RecordsDrawer, type RecordsDrawerProps } from '../components/records-drawer';
import { dayString, formatTime } from '../log-format';

interface UserFilters extends Record<string, string | undefined> {
  startTime?: string;
  endTime?: string;
}

interface UserForm extends Record<string, string | readonly string[] | undefined> {
  keyword?: string;
  range?: readonly string[];
}

/** /UserOperationLoggerUser: operations per user over the chosen days (at most 366), and each user's records. */
export function OperationUserSummaryPage() {
  const { t } = useText();
  const [initialRange] = useState(() => [dayString(-29), dayString(0)] as const);
  const { query, search, changePage } = usePageQuery<UserFilters>(rangeParams(initialRange));
  const { data, isFetching } = useOperationsByUserQuery(toPageParams(query));
  const [drill, setDrill] = useState<RecordsDrawerProps['target']>(null);

  const open = (row: OperationUserCount) =>
    setDrill({
      key: `${row.userCode}/${query.startTime}/${query.endTime}`,
      title: t('logs.records.title', { name: row.userCode }),
      filters: { userCode: row.userCode, startTime: query.startTime, endTime: query.endTime },
    });

  const columns: TableColumnsType<OperationUserCount> = [
    { title: t('logs.field.userCode'), dataIndex: 'userCode', key: 'userCode' },
    { title: t('logs.field.count'), dataIndex: 'count', key: 'count', align: 'right' },
    { title: t('logs.field.lastAt'), dataIndex: 'lastAt', key: 'lastAt', render: (at: string) => formatTime(at) },
    {
      title: t('common.table.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button type="link" size="small" icon={<UnorderedListOutlined />} onClick={() => open(row)} data-testid="open-records">
          {t('logs.action.records')}
        </Button>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('logs.userSummary.pageTitle')}
      data-testid="operation-user-summary-page"
      filters={
        <FilterBar<UserForm>
          keyword={{ placeholder: t('logs.filter.userKeyword') }}
          initialValues={{ range: initialRange }}
          onSearch={({ range, ...values }) => search({ ...values, ...rangeParams(range) })}
        >
          <DateRangeItem required maxDays={LOG_SUMMARY_MAX_DAYS} />
        </FilterBar>
      }
      dialogs={<RecordsDrawer target={drill} hide={['userCode']} onClose={() => setDrill(null)} />}
    >
      <PagedTable<OperationUserCount> rowKey="userCode" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
