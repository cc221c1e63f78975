import { useState } from 'react';
import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { LOG_SUMMARY_MAX_DAYS, type OperationModuleCount } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, toPageParams, usePageQuery, type FilterValues } from '../../../shared/admin';
import { useOperationsByModuleQuery } from '../api/logs-api';
import { DateRangeItem, rangeParams } from '../components/date-range-item';
import { ModuleFilterItem } from '../components/module-filter-item';
import { useOperationNames } from '../components/operation-names';
import { RecordsDrawer, type RecordsDrawerProps } from '../components/records-drawer';
import { dayString, formatTime } from '../log-format';

interface ModuleFilters extends Record<string, string | undefined> {
  module?: string;
  startTime?: string;
  endTime?: string;
}

interface ModuleForm extends Record<string, string | readonly string[] | undefined> {
  module?: string;
  range?: readonly string[];
}

/** /UserOperationLogger: how often each action of each module happened over the chosen days (at most 366). */
export function OperationModuleSummaryPage() {
  const { t } = useText();
  const [initialRange] = useState(() => [dayString(-29), dayString(0)] as const);
  const { query, search, changePage } = usePageQuery<ModuleFilters>(rangeParams(initialRange));
  const { data, isFetching } = useOperationsByModuleQuery(toPageParams(query));
  const [drill, setDrill] = useState<RecordsDrawerProps['target']>(null);
  const { moduleName, actionName } = useOperationNames();

  const open = (row: OperationModuleCount) => {
    const filters: FilterValues = { module: row.module, action: row.action, startTime: query.startTime, endTime: query.endTime };
    setDrill({ key: `${row.module}/${row.action}/${query.startTime}/${query.endTime}`, title: `${moduleName(row.module)} · ${actionName(row.action)}`, filters });
  };

  const columns: TableColumnsType<OperationModuleCount> = [
    { title: t('logs.field.module'), dataIndex: 'module', key: 'module', render: (module: string) => moduleName(module) },
    { title: t('logs.field.action'), dataIndex: 'action', key: 'action', render: (action: string) => actionName(action) },
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
      title={t('logs.moduleSummary.pageTitle')}
      data-testid="operation-module-summary-page"
      filters={
        <FilterBar<ModuleForm>
          keyword={false}
          initialValues={{ range: initialRange }}
          onSearch={({ range, ...values }) => search({ ...values, ...rangeParams(range) })}
        >
          <ModuleFilterItem />
          <DateRangeItem required maxDays={LOG_SUMMARY_MAX_DAYS} />
        </FilterBar>
      }
      dialogs={<RecordsDrawer target={drill} hide={['module', 'action']} onClose={() => setDrill(null)} />}
    >
      <PagedTable<OperationModuleCount>
        rowKey={(row) => `${row.module}/${row.action}`}
        columns={columns}
        result={data}
        loading={isFetching}
        query={query}
        onPageChange={changePage}
      />
    </AdminListPage>
  );
}
