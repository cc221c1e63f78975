import { useMemo } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { EXCELLENT_FLAG, PRODUCT_CHANGE_API, type ProductChangeRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { ListExportButton } from '../../../shared/resource';
import { CaseStateTags } from '../../cases/components/case-states';
import { useProductChangeListQuery, useProductChangeWriteAllowed } from '../api/product-change-api';
import { productChangeColumns } from '../components/product-change-columns';
import { ProductChangeFilter, type ProductChangeFilterValues } from '../components/product-change-filter';
import { productChangeEditUrl, ProductChangeWorkflowButtons } from '../components/product-change-workflow-buttons';

/**
 * /ProductChangeManagement (issue 16): the staff's product changes — their own, their
 * organisation's and every submitted one — with the filter (keyword, brand / series, states, the
 * created days), per row its states and exactly the workflow buttons the server offers, "New" (with
 * the create key and the editor page) and the Excel export of the filtered list.
 */
export function ProductChangeManagementPage() {
  const { t } = useText();
  const navigate = useNavigate();
  const { query, search, changePage } = usePageQuery<ProductChangeFilterValues>();
  const { data, isFetching } = useProductChangeListQuery(toPageParams(query));
  const mayCreate = useProductChangeWriteAllowed('create');
  const columns = useMemo<TableColumnsType<ProductChangeRow>>(
    () => [
      ...productChangeColumns(t),
      { title: t('productChange.field.author'), dataIndex: 'fullName', key: 'author', width: 130 },
      { title: t('productChange.field.states'), key: 'states', width: 230, render: (_, row) => <CaseStateTags row={{ ...row, isExcellent: EXCELLENT_FLAG.ordinary }} /> },
      {
        title: t('common.table.actions'),
        key: 'actions',
        fixed: 'right',
        width: 300,
        render: (_, row) => (
          <div data-testid={`pcn-row-${row.changeCode}`}>
            <ProductChangeWorkflowButtons doc={row} onEdit={(id) => void navigate(productChangeEditUrl(id))} />
          </div>
        ),
      },
    ],
    [navigate, t],
  );
  return (
    <AdminListPage title={t('productChange.manage.pageTitle')} data-testid="pcn-manage-page">
      <ProductChangeFilter staff onSearch={search} />
      <div className="tis-admin-actions">
        <ListExportButton exportPath={PRODUCT_CHANGE_API.export} params={toPageParams(query)} fileName="product-changes" testId="pcn-export" />
        {mayCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(productChangeEditUrl())} data-testid="pcn-new">
            {t('productChange.manage.new')}
          </Button>
        )}
      </div>
      <PagedTable<ProductChangeRow> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
