import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { CLAIM_API, type ClaimRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { ListExportButton } from '../../../shared/resource';
import { StateField } from '../../../shared/document-filter';
import { useClaimActionAllowed, useClaimWorkListQuery } from '../api/claims-api';
import { useClaimColumns, type ClaimColumn } from '../components/claim-columns';
import { ClaimEditor, type ClaimEditorProps } from '../components/claim-editor';
import { ClaimFilter, type ClaimFilterValues } from '../components/claim-filter';
import { ClaimWorkflowButtons } from '../components/claim-workflow-buttons';

const COLUMNS: readonly ClaimColumn[] = ['claimNo', 'category', 'vin', 'series', 'orgName', 'author', 'states', 'createdAt'];

/**
 * /ClaimManage (spec sections 2 and 4): the authoring list — the caller's organisation's claims and
 * those waiting for them — with the claim filter plus the discard flag, per row exactly the
 * workflow buttons the server offers the caller, and the editor dialog for a new claim ("New claim"
 * needs the `create` action) or an edit.
 */
export function ClaimManagePage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<ClaimFilterValues>();
  const { data, isFetching } = useClaimWorkListQuery(toPageParams(query));
  const mayCreate = useClaimActionAllowed('create');
  const [editing, setEditing] = useState<ClaimEditorProps['target']>(null);
  const base = useClaimColumns(COLUMNS);
  const columns = useMemo<TableColumnsType<ClaimRow>>(
    () => [
      ...base,
      {
        title: t('common.table.actions'),
        key: 'actions',
        fixed: 'right',
        width: 300,
        render: (_, row) => (
          <div data-testid={`claim-row-${row.claimNo}`}>
            <ClaimWorkflowButtons doc={row} onEdit={(id) => setEditing({ id })} />
          </div>
        ),
      },
    ],
    [base, t],
  );

  return (
    <AdminListPage
      title={t('claims.manage.pageTitle')}
      data-testid="claim-manage-page"
      filters={
        <ClaimFilter onSearch={search}>
          <StateField name="discard" label={t('widgets.filter.discard')} set="discard" testId="filter-discard" />
        </ClaimFilter>
      }
      actions={
        <>
          <ListExportButton exportPath={CLAIM_API.workExport} params={toPageParams(query)} fileName="claims" testId="claim-work-export" />
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })} data-testid="claim-new">
              {t('claims.manage.new')}
            </Button>
          )}
        </>
      }
      dialogs={<ClaimEditor target={editing} onClose={() => setEditing(null)} />}
    >
      <PagedTable<ClaimRow> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
