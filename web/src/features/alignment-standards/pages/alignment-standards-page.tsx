import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space, type TableColumnsType } from 'antd';
import { ALIGNMENT_API, ALIGNMENT_PAGE, ALIGNMENT_STATES, API_PREFIX, type AlignmentStandardView, isActionAllowed, isPageAllowed } from '@tis/contracts';
import { useAppSelector } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { ListExportButton } from '../../../shared/resource';
import { BrandField, SeriesField } from '../../../shared/vehicle-filters';
import { formatTime } from '../../logs/log-format';
import { useAlignmentListQuery } from '../api/alignment-api';
import { AlignmentButtons } from '../components/alignment-buttons';
import { AlignmentDetail } from '../components/alignment-detail';
import { AlignmentEditor } from '../components/alignment-editor';
import { AlignmentVinLookup } from '../components/alignment-vin-lookup';
import { Angle } from '../components/angle';
import { AlignmentStateTag } from '../components/state-tag';

interface AlignmentFilters extends Record<string, string | undefined> {
  brandCode?: string;
  seriesCode?: string;
  state?: string;
}

/** Whether the caller's role grants `create` on the alignment standards (the page and the action). */
function useMayCreate(): boolean {
  return useAppSelector((state) => isPageAllowed(state.session.roleRight, ALIGNMENT_PAGE) && isActionAllowed(state.session.roleRight, 'create', `${API_PREFIX}/${ALIGNMENT_API.base}`));
}

/**
 * /StandardParametersManager (spec sections 2 to 4): the four-wheel alignment standards per series
 * and model with their seven states; the buttons of each row are the operations the server allows
 * the caller (submit, first and final review by two other people, publish, cancel, edit, delete).
 * Above the list, the reader's look-up by VIN. Filters: series or model code, brand, series, state;
 * Excel export of the filtered list.
 */
export function AlignmentStandardsPage() {
  const { t } = useText();
  const mayCreate = useMayCreate();
  const { query, search, changePage } = usePageQuery<AlignmentFilters>();
  const { data, isFetching } = useAlignmentListQuery(toPageParams(query));
  const [editing, setEditing] = useState<AlignmentStandardView | 'new' | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const columns: TableColumnsType<AlignmentStandardView> = [
    { title: t('alignment.field.brandCode'), dataIndex: 'brandCode', key: 'brandCode', width: 90 },
    { title: t('alignment.field.series'), key: 'series', render: (_, s) => (s.seriesName ? `${s.seriesCode} ${s.seriesName}` : s.seriesCode) },
    { title: t('alignment.field.model'), key: 'model', render: (_, s) => (s.modelCode ? `${s.modelCode} ${s.modelName ?? ''}` : '—') },
    { title: t('alignment.field.state'), key: 'state', width: 150, render: (_, s) => <AlignmentStateTag state={s.state} /> },
    { title: t('alignment.param.frontCamber'), key: 'frontCamber', width: 170, render: (_, s) => <Angle minutes={s.values.frontCamber.nominal} testId={`alignment-${s.id}-front-camber`} /> },
    { title: t('alignment.param.rearCamber'), key: 'rearCamber', width: 170, render: (_, s) => <Angle minutes={s.values.rearCamber.nominal} /> },
    { title: t('alignment.field.author'), dataIndex: 'authorName', key: 'authorName', width: 150 },
    { title: t('common.table.updatedAt'), key: 'updatedAt', width: 170, render: (_, s) => formatTime(s.updatedAt) },
    { title: '', key: 'actions', width: 280, render: (_, s) => <AlignmentButtons row={s} onView={setViewing} onEdit={setEditing} /> },
  ];

  return (
    <AdminListPage
      title={t('alignment.list.pageTitle')}
      data-testid="alignment-page"
      actions={
        <Space wrap>
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="alignment-add">
              {t('alignment.list.add')}
            </Button>
          )}
          <ListExportButton exportPath={ALIGNMENT_API.export} params={toPageParams(query)} fileName="alignment-standards" testId="alignment-export" />
        </Space>
      }
      filters={
        <>
          <AlignmentVinLookup />
          <FilterBar<AlignmentFilters> keyword={{ placeholder: t('alignment.list.keyword') }} onSearch={(values) => search(values)}>
            <BrandField clears={['seriesCode']} />
            <SeriesField />
            <Form.Item name="state" label={t('alignment.field.state')}>
              <Select
                allowClear
                style={{ width: 180 }}
                options={ALIGNMENT_STATES.map((state) => ({ value: String(state), label: t(`alignment.state.${state}`) }))}
                data-testid="filter-alignment-state"
              />
            </Form.Item>
          </FilterBar>
        </>
      }
      dialogs={
        <>
          <AlignmentEditor target={editing} onClose={() => setEditing(null)} />
          <AlignmentDetail id={viewing} onClose={() => setViewing(null)} />
        </>
      }
    >
      <PagedTable<AlignmentStandardView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
