import { CLAIM_API, type ClaimRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { ListExportButton } from '../../../shared/resource';
import { useClaimPublishedListQuery } from '../api/claims-api';
import { useClaimColumns, type ClaimColumn } from '../components/claim-columns';
import { ClaimFilter, type ClaimFilterValues } from '../components/claim-filter';

const COLUMNS: readonly ClaimColumn[] = ['claimNo', 'category', 'vin', 'series', 'totalMileage', 'workingTime', 'orgName', 'publishTime'];

/**
 * /ClaimList (spec section 2): the published claims of the brands the caller works with, with the
 * claim filter; a claim number opens the reading view.
 */
export function ClaimListPage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<ClaimFilterValues>();
  const { data, isFetching } = useClaimPublishedListQuery(toPageParams(query));
  const columns = useClaimColumns(COLUMNS);
  return (
    <AdminListPage
      title={t('claims.list.pageTitle')}
      data-testid="claim-list-page"
      filters={<ClaimFilter onSearch={search} />}
      actions={<ListExportButton exportPath={CLAIM_API.listExport} params={toPageParams(query)} fileName="published-claims" testId="claim-list-export" />}
    >
      <PagedTable<ClaimRow> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
