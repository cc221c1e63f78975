import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Tabs, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { EXCELLENT_FLAG, QUALITY_FB_API, type QualityFbRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { ListExportButton } from '../../../shared/resource';
import { CaseStateTags } from '../../cases/components/case-states';
import { formatTime } from '../../logs/log-format';
import { useQualityFbActionAllowed, useQualityFbListQuery } from '../api/quality-feedback-api';
import { QualityFbEditor, type QualityFbEditorProps } from '../components/quality-fb-editor';
import { QualityFbFilter, type QualityFbFilterValues } from '../components/quality-fb-filter';
import { QualityFbStats } from '../components/quality-fb-stats';
import { QualityFbWorkflowButtons, qualityFbViewUrl } from '../components/quality-fb-workflow-buttons';

/** The list tab: filter, export, "New" (with the create action), the rows with their workflow buttons. */
function QualityFbList({ onEdit }: { onEdit: (target: { id: string | null }) => void }) {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<QualityFbFilterValues>();
  const { data, isFetching } = useQualityFbListQuery(toPageParams(query));
  const mayCreate = useQualityFbActionAllowed('create');
  const columns = useMemo<TableColumnsType<QualityFbRow>>(
    () => [
      {
        title: t('qualityFb.field.fbCode'),
        key: 'fbCode',
        width: 170,
        render: (_, row) => (
          <Link to={qualityFbViewUrl(row.id)} data-testid="qfb-link">
            {row.fbCode}
          </Link>
        ),
      },
      { title: t('qualityFb.field.title'), dataIndex: 'title', key: 'title', width: 220 },
      { title: t('qualityFb.field.vin'), dataIndex: 'vin', key: 'vin', width: 190 },
      { title: t('qualityFb.field.series'), key: 'series', width: 150, render: (_, row) => `${row.brandCode} / ${row.seriesName ?? row.seriesCode}` },
      { title: t('qualityFb.field.mileage'), dataIndex: 'mileage', key: 'mileage', width: 120 },
      { title: t('qualityFb.field.parts'), key: 'parts', width: 180, render: (_, row) => row.partCodes.join(', ') },
      { title: t('qualityFb.field.orgName'), dataIndex: 'orgName', key: 'orgName', width: 160 },
      { title: t('qualityFb.field.author'), dataIndex: 'fullName', key: 'author', width: 120 },
      { title: t('qualityFb.field.states'), key: 'states', width: 230, render: (_, row) => <CaseStateTags row={{ ...row, isExcellent: EXCELLENT_FLAG.ordinary }} /> },
      { title: t('qualityFb.field.createdAt'), key: 'createdAt', width: 170, render: (_, row) => formatTime(row.createdAt) },
      {
        title: t('common.table.actions'),
        key: 'actions',
        fixed: 'right',
        width: 300,
        render: (_, row) => (
          <div data-testid={`qfb-row-${row.fbCode}`}>
            <QualityFbWorkflowButtons doc={row} onEdit={(id) => onEdit({ id })} />
          </div>
        ),
      },
    ],
    [onEdit, t],
  );
  return (
    <>
      <QualityFbFilter onSearch={search} />
      <div className="tis-admin-actions">
        <ListExportButton exportPath={QUALITY_FB_API.export} params={toPageParams(query)} fileName="quality-feedback" testId="qfb-export" />
        {mayCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onEdit({ id: null })} data-testid="qfb-new">
            {t('qualityFb.manage.new')}
          </Button>
        )}
      </div>
      <PagedTable<QualityFbRow> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </>
  );
}

/**
 * /QualityFeedback (issue 16): a dealer's reports of field quality problems on a VIN — the list
 * with its filter (keyword, VIN, brand / series, part code, states, created days), per row exactly
 * the workflow buttons the server offers, the editor dialog, the Excel export — and the statistics
 * per series and per part code.
 */
export function QualityFeedbackPage() {
  const { t } = useText();
  const [editing, setEditing] = useState<QualityFbEditorProps['target']>(null);
  return (
    <AdminListPage title={t('qualityFb.manage.pageTitle')} data-testid="qfb-page" dialogs={<QualityFbEditor target={editing} onClose={() => setEditing(null)} />}>
      <Tabs
        items={[
          { key: 'list', label: t('qualityFb.manage.listTab'), children: <QualityFbList onEdit={setEditing} /> },
          { key: 'stats', label: t('qualityFb.manage.statsTab'), children: <QualityFbStats /> },
        ]}
        destroyOnHidden
        data-testid="qfb-tabs"
      />
    </AdminListPage>
  );
}
