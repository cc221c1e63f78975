import type { OperationLogView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { useOperationLogListQuery } from '../api/logs-api';
import { DateRangeItem, rangeParams } from '../components/date-range-item';
import { ModuleFilterItem } from '../components/module-filter-item';
import { useOperationColumns } from '../components/operation-records';

interface OperationFilters extends Record<string, string | undefined> {
  module?: string;
  startTime?: string;
  endTime?: string;
}

interface OperationForm extends Record<string, string | readonly string[] | undefined> {
  keyword?: string;
  module?: string;
  range?: readonly string[];
}

/** /UserOperationLog: what users did, newest first; keyword = start of user code or target name, or the action. */
export function OperationLogPage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<OperationFilters>();
  const { data, isFetching } = useOperationLogListQuery(toPageParams(query));
  const columns = useOperationColumns();

  return (
    <AdminListPage
      title={t('logs.operationLog.pageTitle')}
      data-testid="operation-log-page"
      filters={
        <FilterBar<OperationForm>
          keyword={{ placeholder: t('logs.filter.operationKeyword') }}
          onSearch={({ range, ...values }) => search({ ...values, ...rangeParams(range) })}
        >
          <ModuleFilterItem />
          <DateRangeItem />
        </FilterBar>
      }
    >
      <PagedTable<OperationLogView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
