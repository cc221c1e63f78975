import { CASE_API, type CaseParamType, type CaseRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { ListExportButton } from '../../../shared/resource';
import { CaseFilter, type CaseFilterValues } from '../../../shared/case-filter';
import { useCasePublishedListQuery } from '../api/cases-api';
import { useCaseColumns, type CaseColumn } from '../components/case-columns';
import { useFaultParameters } from '../hooks/use-case-params';
import '../cases.css';

const COLUMNS: readonly CaseColumn[] = ['caseCode', 'title', 'series', 'orgName', 'author', 'mileage', 'publishTime', 'timesRead'];

/**
 * /CaseList (spec section 2): the published cases of the brands the caller works with, with the
 * case filter (its state fields narrow nothing here: every case is published); a title opens the
 * reading view.
 */
export function CaseListPage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<CaseFilterValues<CaseParamType>>();
  const { data, isFetching } = useCasePublishedListQuery(toPageParams(query));
  const faultParameters = useFaultParameters();
  const columns = useCaseColumns(COLUMNS);
  return (
    <AdminListPage
      title={t('cases.list.pageTitle')}
      data-testid="case-list-page"
      filters={<CaseFilter<CaseParamType> faultParameters={faultParameters} keyword={{ placeholder: t('cases.work.keyword') }} onSearch={search} />}
      actions={<ListExportButton exportPath={CASE_API.listExport} params={toPageParams(query)} fileName="published-cases" testId="case-list-export" />}
    >
      <PagedTable<CaseRow> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
