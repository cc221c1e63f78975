import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { ORG_CODE_MAX_LENGTH, ORG_NAME_MAX_LENGTH, type AreaLevel, type AreaNodeView } from '@tis/contracts';
import type { WebTextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, DeleteButton, EditModal, FilterBar, type FilterValues, PagedTable, settleSave, toPageParams, useEditModal, usePageQuery } from '../../../shared/admin';
import {
  useAreaNodeListQuery,
  useCreateAreaNodeMutation,
  useDeleteAreaNodeMutation,
  useRegionChildrenQuery,
  useUpdateAreaNodeMutation,
} from '../api/organisation-api';
import { AreaCascader, AreaPathFilter, placeFilters } from '../components/area-cascader';
import { useOrganisationRules } from '../components/form-rules';
import { auditColumns } from '../components/row-audit';

interface LevelFilters extends FilterValues {
  areaId?: string;
  regionId?: string;
}

interface LevelFilterForm extends FilterValues {
  /** Regions: the area. */
  areaId?: string;
  /** Districts: area, or area and region (ids joined by '/'). */
  place?: string;
}

interface NodeForm {
  code: string;
  name: string;
  /** Regions: the area. */
  areaId?: string;
  /** Districts: [area, region]. */
  parentPath?: string[];
}

interface LevelTexts {
  pageTitle: WebTextKey;
  code: WebTextKey;
  name: WebTextKey;
  add: WebTextKey;
  edit: WebTextKey;
}

const TEXTS: Record<AreaLevel, LevelTexts> = {
  area: {
    pageTitle: 'organisation.area.pageTitle',
    code: 'organisation.area.code',
    name: 'organisation.area.name',
    add: 'organisation.area.add',
    edit: 'organisation.area.edit',
  },
  region: {
    pageTitle: 'organisation.region.pageTitle',
    code: 'organisation.region.code',
    name: 'organisation.region.name',
    add: 'organisation.region.add',
    edit: 'organisation.region.edit',
  },
  district: {
    pageTitle: 'organisation.district.pageTitle',
    code: 'organisation.district.code',
    name: 'organisation.district.name',
    add: 'organisation.district.add',
    edit: 'organisation.district.edit',
  },
};

/** The areas, for the region screen's area filter and parent (`GET region children` without a parent). */
function AreaSelect({ value, onChange, id, placeholder, allowClear, disabled }: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
}) {
  const { data: areas = [], isFetching } = useRegionChildrenQuery(undefined);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      disabled={disabled}
      loading={isFetching}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180 }}
      options={areas.map((a) => ({ value: a.id, label: a.name }))}
      data-testid="area-select"
    />
  );
}

/**
 * One level of the area tree (spec section 3, Area tree): areas (/agencyarea), regions below an
 * area (/agencyregion) or districts below a region (/agencydistrict). Sibling names are unique:
 * the server answers "same region already exists".
 */
function AreaLevelPage({ level }: { level: AreaLevel }) {
  const { t } = useText();
  const rules = useOrganisationRules();
  const texts = TEXTS[level];
  const { query, search, changePage } = usePageQuery<LevelFilters>();
  const { data, isFetching } = useAreaNodeListQuery({ level, params: toPageParams(query) });
  const [create] = useCreateAreaNodeMutation();
  const [update] = useUpdateAreaNodeMutation();
  const [remove] = useDeleteAreaNodeMutation();
  const edit = useEditModal<AreaNodeView>();

  const save = async (values: NodeForm): Promise<boolean> => {
    if (edit.record) {
      return settleSave(await update({ level, id: edit.record.id, body: { code: values.code, name: values.name, version: edit.record.version } }));
    }
    const parentId = level === 'region' ? values.areaId : level === 'district' ? values.parentPath?.[1] : undefined;
    const body = parentId ? { code: values.code, name: values.name, parentId } : { code: values.code, name: values.name };
    return settleSave(await create({ level, body }));
  };

  const initialValues = (record: AreaNodeView | null): Partial<NodeForm> =>
    record
      ? {
          code: record.code,
          name: record.name,
          ...(record.areaId ? { areaId: record.areaId } : {}),
          ...(record.areaId && record.regionId ? { parentPath: [record.areaId, record.regionId] } : {}),
        }
      : {};

  const columns: TableColumnsType<AreaNodeView> = [
    { title: t(texts.code), dataIndex: 'code', key: 'code', width: 160 },
    { title: t(texts.name), dataIndex: 'name', key: 'name', width: 200 },
    ...(level !== 'area' ? [{ title: t('organisation.agency.area'), dataIndex: 'areaName', key: 'areaName', width: 160 }] : []),
    ...(level === 'district' ? [{ title: t('organisation.agency.region'), dataIndex: 'regionName', key: 'regionName', width: 160 }] : []),
    ...auditColumns<AreaNodeView>(t),
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_, node) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(node)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          <DeleteButton name={`${node.code} ${node.name}`} onConfirm={async () => settleSave(await remove({ level, id: node.id }))} />
        </Space>
      ),
    },
  ];

  const onSearch = ({ place, ...values }: Partial<LevelFilterForm> & { keyword?: string }) => {
    search({ ...values, ...placeFilters(place) });
  };

  return (
    <AdminListPage
      title={t(texts.pageTitle)}
      data-testid={`${level}-page`}
      filters={
        <FilterBar<LevelFilterForm> keyword={{ placeholder: t('organisation.common.codeOrName') }} onSearch={onSearch}>
          {level === 'region' && (
            <Form.Item name="areaId" label={t('organisation.agency.area')}>
              <AreaSelect allowClear placeholder={t('organisation.common.all')} />
            </Form.Item>
          )}
          {level === 'district' && (
            <Form.Item name="place" label={t('organisation.district.parentPlace')}>
              <AreaPathFilter depth={2} style={{ width: 240 }} placeholder={t('organisation.common.all')} />
            </Form.Item>
          )}
        </FilterBar>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid={`${level}-add`}>
          {t(texts.add)}
        </Button>
      }
      dialogs={
        <EditModal<NodeForm>
          open={edit.open}
          title={edit.record ? t(texts.edit) : t(texts.add)}
          initialValues={initialValues(edit.record)}
          width={520}
          onSubmit={save}
          onClose={edit.close}
        >
          {level === 'region' && (
            <Form.Item name="areaId" label={t('organisation.agency.area')} rules={edit.record ? [] : rules.required} required={!edit.record}>
              <AreaSelect disabled={edit.record !== null} />
            </Form.Item>
          )}
          {level === 'district' && (
            <Form.Item name="parentPath" label={t('organisation.district.parentPlace')} rules={edit.record ? [] : rules.required} required={!edit.record}>
              <AreaCascader depth={2} changeOnSelect={false} disabled={edit.record !== null} data-testid="district-parent" />
            </Form.Item>
          )}
          <Form.Item name="code" label={t(texts.code)} rules={rules.code} required>
            <Input maxLength={ORG_CODE_MAX_LENGTH} data-testid="node-code" />
          </Form.Item>
          <Form.Item name="name" label={t(texts.name)} rules={rules.name(ORG_NAME_MAX_LENGTH)} required>
            <Input maxLength={ORG_NAME_MAX_LENGTH} data-testid="node-name" />
          </Form.Item>
        </EditModal>
      }
    >
      <PagedTable<AreaNodeView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}

/** /agencyarea */
export function AreaPage() {
  return <AreaLevelPage level="area" />;
}

/** /agencyregion */
export function RegionPage() {
  return <AreaLevelPage level="region" />;
}

/** /agencydistrict */
export function DistrictPage() {
  return <AreaLevelPage level="district" />;
}
