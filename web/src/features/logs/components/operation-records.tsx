import type { TableColumnsType } from 'antd';
import type { OperationLogView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { PagedTable, toPageParams, usePageQuery, type FilterValues } from '../../../shared/admin';
import { useOperationLogListQuery } from '../api/logs-api';
import { formatTime } from '../log-format';
import { useOperationNames } from './operation-names';

/** The columns of an operation record; `hide` leaves out the ones a drill-down already fixes. */
export function useOperationColumns(hide: readonly (keyof OperationLogView)[] = []): TableColumnsType<OperationLogView> {
  const { t } = useText();
  const { moduleName, actionName } = useOperationNames();
  const columns: TableColumnsType<OperationLogView> = [
    { title: t('logs.field.occurredAt'), dataIndex: 'occurredAt', key: 'occurredAt', render: (at: string) => formatTime(at) },
    { title: t('logs.field.userCode'), dataIndex: 'userCode', key: 'userCode' },
    { title: t('logs.field.module'), dataIndex: 'module', key: 'module', render: (module: string) => moduleName(module) },
    { title: t('logs.field.action'), dataIndex: 'action', key: 'action', render: (action: string) => actionName(action) },
    { title: t('logs.field.target'), dataIndex: 'targetName', key: 'targetName' },
    { title: t('logs.field.targetId'), dataIndex: 'targetId', key: 'targetId' },
  ];
  return columns.filter((c) => !hide.includes(c.key as keyof OperationLogView));
}

export interface OperationRecordsProps {
  /** The drill-down's fixed filters: userCode, or module and action, and the summary's days. */
  filters: FilterValues;
  hide?: readonly (keyof OperationLogView)[];
}

/** The records behind one row of a summary (/UserOperationLogger, /UserOperationLoggerUser), paged. */
export function OperationRecords({ filters, hide = [] }: OperationRecordsProps) {
  const { query, changePage } = usePageQuery(filters);
  const { data, isFetching } = useOperationLogListQuery(toPageParams(query));
  const columns = useOperationColumns(hide);
  return (
    <PagedTable<OperationLogView>
      rowKey="id"
      columns={columns}
      result={data}
      loading={isFetching}
      query={query}
      onPageChange={changePage}
      data-testid="operation-records"
    />
  );
}
