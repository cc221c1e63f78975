import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space, Tag, type TableColumnsType } from 'antd';
import {
  ORG_AGENCY_NAME_MAX_LENGTH,
  AGENCY_STATUSES,
  ORG_CODE_MAX_LENGTH,
  ORG_PHONE_PATTERN,
  agencyKindsResource,
  departmentsResource,
  type AgencyStatus,
  type AgencyView,
} from '@tis/contracts';
import { Text } from '../../../i18n/text';
import { useText } from '../../../i18n/use-text';
import { useResourceOptions } from '../../../shared/resource';
import { AdminListPage, DeleteButton, EditModal, FilterBar, type FilterValues, PagedTable, settleSave, toPageParams, useEditModal, usePageQuery } from '../../../shared/admin';
import {
  useAgencyListQuery,
  useCreateAgencyMutation,
  useDeleteAgencyMutation,
  useUpdateAgencyMutation,
} from '../api/organisation-api';
import { AreaCascader, AreaPathFilter, fromPath, placeFilters, toPath } from '../components/area-cascader';
import { useOrganisationRules } from '../components/form-rules';
import { auditColumns } from '../components/row-audit';

interface AgencyFilters extends FilterValues {
  kindCode?: string;
  status?: string;
  country?: string;
  areaId?: string;
  regionId?: string;
  districtId?: string;
}

/** The filter form: the place is one cascader path, its ids joined by '/'. */
interface AgencyFilterForm extends FilterValues {
  kindCode?: string;
  status?: string;
  country?: string;
  place?: string;
}

interface AgencyForm {
  agencyCode: string;
  agencyName: string;
  kindCode: string;
  country: string;
  place?: string[];
  serviceDepartment?: string | null;
  status: AgencyStatus;
  address?: string;
  contactPerson?: string;
  contactPhone?: string;
}

const STATUS_COLORS: Record<AgencyStatus, string> = { active: 'green', inactive: 'default' };

function formValues(record: AgencyView | null): Partial<AgencyForm> {
  if (!record) return { status: 'active' };
  return {
    agencyCode: record.agencyCode,
    agencyName: record.agencyName,
    kindCode: record.kindCode,
    country: record.country,
    place: toPath(record.areaId, record.regionId, record.districtId),
    serviceDepartment: record.serviceDepartment,
    status: record.status,
    address: record.address ?? '',
    contactPerson: record.contactPerson ?? '',
    contactPhone: record.contactPhone ?? '',
  };
}

/** /agency: dealers / service shops (spec section 3: code, name, country, region, zone, service department, status). */
export function AgencyPage() {
  const { t } = useText();
  const rules = useOrganisationRules();
  const { query, search, changePage } = usePageQuery<AgencyFilters>();
  const { data, isFetching } = useAgencyListQuery(toPageParams(query));
  const { data: kinds = [] } = useResourceOptions(agencyKindsResource);
  const { data: departments = [] } = useResourceOptions(departmentsResource);
  const [create] = useCreateAgencyMutation();
  const [update] = useUpdateAgencyMutation();
  const [remove] = useDeleteAgencyMutation();
  const edit = useEditModal<AgencyView>();

  const kindOptions = kinds.map((k) => ({ value: k.kindCode, label: k.kindName }));
  const statusOptions = AGENCY_STATUSES.map((s) => ({ value: s, label: t(`organisation.agency.status.${s}`) }));

  const save = async (values: AgencyForm): Promise<boolean> => {
    const fields = {
      agencyName: values.agencyName,
      kindCode: values.kindCode,
      country: values.country,
      ...fromPath(values.place),
      serviceDepartment: values.serviceDepartment ?? null,
      status: values.status,
      address: values.address ?? null,
      contactPerson: values.contactPerson ?? null,
      contactPhone: values.contactPhone ?? null,
    };
    return settleSave(
      edit.record
        ? await update({ id: edit.record.id, body: { ...fields, version: edit.record.version } })
        : await create({ ...fields, agencyCode: values.agencyCode }),
    );
  };

  const columns: TableColumnsType<AgencyView> = [
    { title: t('organisation.agency.agencyCode'), dataIndex: 'agencyCode', key: 'agencyCode', fixed: 'left', width: 120 },
    { title: t('organisation.agency.agencyName'), dataIndex: 'agencyName', key: 'agencyName', width: 240 },
    { title: t('organisation.agency.kind'), key: 'kind', width: 160, render: (_, a) => a.kindName ?? a.kindCode },
    { title: t('organisation.agency.country'), dataIndex: 'country', key: 'country', width: 100 },
    { title: t('organisation.agency.area'), dataIndex: 'areaName', key: 'areaName', width: 120 },
    { title: t('organisation.agency.region'), dataIndex: 'regionName', key: 'regionName', width: 120 },
    { title: t('organisation.agency.district'), dataIndex: 'districtName', key: 'districtName', width: 120 },
    {
      title: t('organisation.agency.serviceDepartment'),
      key: 'serviceDepartment',
      width: 200,
      render: (_, a) => a.serviceDepartmentName ?? a.serviceDepartment,
    },
    {
      title: t('organisation.agency.status'),
      key: 'status',
      width: 90,
      render: (_, a) => <Tag color={STATUS_COLORS[a.status]}>{t(`organisation.agency.status.${a.status}`)}</Tag>,
    },
    { title: t('organisation.agency.contactPerson'), dataIndex: 'contactPerson', key: 'contactPerson', width: 120 },
    { title: t('organisation.agency.contactPhone'), dataIndex: 'contactPhone', key: 'contactPhone', width: 150 },
    { title: t('organisation.agency.address'), dataIndex: 'address', key: 'address', width: 260, ellipsis: true },
    ...auditColumns<AgencyView>(t),
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_, agency) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(agency)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          <DeleteButton name={`${agency.agencyCode} ${agency.agencyName}`} onConfirm={async () => settleSave(await remove(agency.id))} />
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('organisation.agency.pageTitle')}
      data-testid="agency-page"
      filters={
        <FilterBar<AgencyFilterForm>
          keyword={{ placeholder: t('organisation.agency.keywordPlaceholder') }}
          onSearch={({ place, ...values }) => search({ ...values, ...placeFilters(place) })}
        >
          <Form.Item name="kindCode" label={t('organisation.agency.kind')}>
            <Select allowClear style={{ width: 180 }} placeholder={t('organisation.common.all')} options={kindOptions} />
          </Form.Item>
          <Form.Item name="place" label={t('organisation.agency.place')}>
            <AreaPathFilter style={{ width: 240 }} placeholder={t('organisation.common.all')} data-testid="agency-filter-place" />
          </Form.Item>
          <Form.Item name="country" label={t('organisation.agency.country')}>
            <Input allowClear style={{ width: 120 }} maxLength={ORG_CODE_MAX_LENGTH} />
          </Form.Item>
          <Form.Item name="status" label={t('organisation.agency.status')}>
            <Select allowClear style={{ width: 110 }} placeholder={t('organisation.common.all')} options={statusOptions} />
          </Form.Item>
        </FilterBar>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid="agency-add">
          {t('organisation.agency.add')}
        </Button>
      }
      dialogs={
        <EditModal<AgencyForm>
          open={edit.open}
          title={edit.record ? t('organisation.agency.edit') : t('organisation.agency.add')}
          initialValues={formValues(edit.record)}
          width={760}
          onSubmit={save}
          onClose={edit.close}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="agencyCode" label={t('organisation.agency.agencyCode')} rules={edit.record ? [] : rules.code} required={!edit.record}>
                <Input maxLength={ORG_CODE_MAX_LENGTH} disabled={edit.record !== null} data-testid="agency-code" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="agencyName" label={t('organisation.agency.agencyName')} rules={rules.name(ORG_AGENCY_NAME_MAX_LENGTH)} required>
                <Input maxLength={ORG_AGENCY_NAME_MAX_LENGTH} data-testid="agency-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="kindCode" label={t('organisation.agency.kind')} rules={rules.required} required>
                <Select options={kindOptions} data-testid="agency-kind" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="country" label={t('organisation.agency.country')} rules={rules.name(ORG_CODE_MAX_LENGTH)} required>
                <Input maxLength={ORG_CODE_MAX_LENGTH} data-testid="agency-country" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="place" label={t('organisation.agency.place')}>
                <AreaCascader placeholder={t('organisation.agency.placePlaceholder')} data-testid="agency-place" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="serviceDepartment" label={t('organisation.agency.serviceDepartment')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={departments.map((d) => ({ value: d.departmentCode, label: d.departmentName }))}
                  data-testid="agency-department"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="status" label={t('organisation.agency.status')} rules={rules.required} required>
                <Select options={statusOptions} data-testid="agency-status" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="contactPerson" label={t('organisation.agency.contactPerson')} rules={rules.optional(50)}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="contactPhone"
                label={t('organisation.agency.contactPhone')}
                rules={[...rules.optional(30), { pattern: ORG_PHONE_PATTERN, message: <Text k="validation.phoneFormat" /> }]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="address" label={t('organisation.agency.address')} rules={rules.optional(200)}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
        </EditModal>
      }
    >
      <PagedTable<AgencyView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}

