import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import type { ProductChangeRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { usePublishedProductChangesQuery } from '../api/product-change-api';
import { productChangeColumns } from '../components/product-change-columns';
import { ProductChangeFilter, type ProductChangeFilterValues } from '../components/product-change-filter';
import { VinCheck } from '../components/vin-check';

/**
 * /ProductChange (issue 16): the published product changes of the reader's brands — filtered by
 * keyword, brand, series and effective days, latest effective first, each opening its reading
 * view — and the check which of them apply to a VIN.
 */
export function ProductChangePage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<ProductChangeFilterValues>();
  const { data, isFetching } = usePublishedProductChangesQuery(toPageParams(query));
  const columns = useMemo<TableColumnsType<ProductChangeRow>>(() => productChangeColumns(t), [t]);
  return (
    <>
      <VinCheck />
      <AdminListPage title={t('productChange.reader.pageTitle')} data-testid="pcn-reader-page">
        <ProductChangeFilter staff={false} onSearch={search} />
        <PagedTable<ProductChangeRow> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
      </AdminListPage>
    </>
  );
}
