import { useMemo } from 'react';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { CASE_API, type CaseParamType, type CaseRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { ListExportButton } from '../../../shared/resource';
import { CaseFilter, type CaseFilterValues } from '../../../shared/case-filter';
import { StateField } from '../../../shared/document-filter';
import { useCaseWorkListQuery } from '../api/cases-api';
import { useCaseColumns, type CaseColumn } from '../components/case-columns';
import { CaseWorkflowButtons, caseViewUrl } from '../components/case-workflow-buttons';
import { useCaseActionAllowed } from '../hooks/use-case-access';
import { useFaultParameters } from '../hooks/use-case-params';
import '../cases.css';

type Filters = CaseFilterValues<CaseParamType> & { discard?: number };

const COLUMNS: readonly CaseColumn[] = ['caseCode', 'title', 'series', 'orgName', 'author', 'states', 'createdAt'];

/**
 * /CaseWork (spec sections 2 and 4): the authoring list — the caller's organisation's cases and those
 * waiting for them — with the case filter plus the discard flag, and per row exactly the workflow
 * buttons the server offers the caller. "New case" needs the `create` action.
 */
export function CaseWorkPage() {
  const { t } = useText();
  const navigate = useNavigate();
  const { query, search, changePage } = usePageQuery<Filters>();
  const { data, isFetching } = useCaseWorkListQuery(toPageParams(query));
  const faultParameters = useFaultParameters();
  const mayCreate = useCaseActionAllowed('create');
  const base = useCaseColumns(COLUMNS);
  const columns = useMemo<TableColumnsType<CaseRow>>(
    () => [
      ...base,
      {
        title: t('common.table.actions'),
        key: 'actions',
        fixed: 'right',
        width: 320,
        render: (_, row) => (
          <Space size={0} wrap data-testid={`case-row-${row.caseCode}`}>
            <Link to={caseViewUrl(row.id)} className="tis-case-view-link" data-testid="case-view">
              <EyeOutlined /> {t('cases.action.view')}
            </Link>
            <CaseWorkflowButtons doc={row} />
          </Space>
        ),
      },
    ],
    [base, t],
  );

  return (
    <AdminListPage
      title={t('cases.work.pageTitle')}
      data-testid="case-work-page"
      filters={
        <CaseFilter<CaseParamType> faultParameters={faultParameters} keyword={{ placeholder: t('cases.work.keyword') }} onSearch={search}>
          <StateField name="discard" label={t('widgets.filter.discard')} set="discard" testId="filter-discard" />
        </CaseFilter>
      }
      actions={
        <>
          <ListExportButton exportPath={CASE_API.workExport} params={toPageParams(query)} fileName="cases" testId="case-work-export" />
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/CaseWorkDetail')} data-testid="case-new">
              {t('cases.work.new')}
            </Button>
          )}
        </>
      }
    >
      <PagedTable<CaseRow> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
