import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { TECH_PROVE_API, type TechProveRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { ListExportButton } from '../../../shared/resource';
import { formatTime } from '../../logs/log-format';
import { useTechProveActionAllowed, useTechProveListQuery } from '../api/tech-proof-api';
import { TechProveEditor, type TechProveEditorProps } from '../components/tech-proof-editor';
import { TechProveFilter, type TechProveFilterValues } from '../components/tech-proof-filter';
import { TechProveStateTag } from '../components/tech-proof-states';
import { TechProveStepButtons } from '../components/tech-proof-step-buttons';

/** The reading view of a proof. */
export const techProveViewUrl = (id: string): string => `/TechProvePreview?${new URLSearchParams({ id }).toString()}`;

/**
 * /TechProve (issue 16): technical proof and improvement requests — the list with its filter (keyword,
 * state, brand / series, part code, raised days), per row exactly the operations the server offers
 * (accept, improvement done, proof passed or failed, close, withdraw, cancel, edit), the editor dialog
 * and the Excel export.
 */
export function TechProvePage() {
  const { t } = useText();
  const [editing, setEditing] = useState<TechProveEditorProps['target']>(null);
  const { query, search, changePage } = usePageQuery<TechProveFilterValues>();
  const { data, isFetching } = useTechProveListQuery(toPageParams(query));
  const mayCreate = useTechProveActionAllowed('create');
  const columns = useMemo<TableColumnsType<TechProveRow>>(
    () => [
      {
        title: t('techProve.field.proveCode'),
        key: 'proveCode',
        width: 170,
        render: (_, row) => (
          <Link to={techProveViewUrl(row.id)} data-testid="tp-link">
            {row.proveCode}
          </Link>
        ),
      },
      { title: t('techProve.field.title'), dataIndex: 'title', key: 'title', width: 240 },
      { title: t('techProve.field.series'), key: 'series', width: 170, render: (_, row) => `${row.brandCode} / ${row.seriesName ?? row.seriesCode}${row.modelCode ? ` / ${row.modelCode}` : ''}` },
      { title: t('techProve.field.partCodes'), key: 'partCodes', width: 170, render: (_, row) => row.partCodes.join(', ') },
      { title: t('techProve.field.state'), key: 'state', width: 150, render: (_, row) => <TechProveStateTag state={row.state} /> },
      { title: t('techProve.field.openQuestions'), key: 'openQuestions', width: 110, render: (_, row) => <Badge count={row.openQuestions} showZero color={row.openQuestions > 0 ? 'orange' : 'gray'} /> },
      { title: t('techProve.field.proposer'), dataIndex: 'proposerName', key: 'proposer', width: 150 },
      { title: t('techProve.field.orgName'), dataIndex: 'orgName', key: 'orgName', width: 160 },
      { title: t('techProve.field.createdAt'), key: 'createdAt', width: 170, render: (_, row) => formatTime(row.createdAt) },
      {
        title: t('common.table.actions'),
        key: 'actions',
        fixed: 'right',
        width: 300,
        render: (_, row) => (
          <div data-testid={`tp-row-${row.proveCode}`}>
            <TechProveStepButtons proof={row} onEdit={(id) => setEditing({ id })} />
          </div>
        ),
      },
    ],
    [t],
  );
  return (
    <AdminListPage title={t('techProve.manage.pageTitle')} data-testid="tp-page" dialogs={<TechProveEditor target={editing} onClose={() => setEditing(null)} />}>
      <TechProveFilter onSearch={search} />
      <div className="tis-admin-actions">
        <ListExportButton exportPath={TECH_PROVE_API.export} params={toPageParams(query)} fileName="tech-proof" testId="tp-export" />
        {mayCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })} data-testid="tp-new">
            {t('techProve.manage.new')}
          </Button>
        )}
      </div>
      <PagedTable<TechProveRow> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
