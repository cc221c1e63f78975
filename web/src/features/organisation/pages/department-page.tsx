import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { ORG_CODE_MAX_LENGTH, ORG_NAME_MAX_LENGTH, type DepartmentView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, DeleteButton, EditModal, FilterBar, type FilterValues, PagedTable, settleSave, toPageParams, useEditModal, usePageQuery } from '../../../shared/admin';
import {
  useCreateDepartmentMutation,
  useDeleteDepartmentMutation,
  useDepartmentListQuery,
  useDepartmentOptionsQuery,
  useUpdateDepartmentMutation,
} from '../api/organisation-api';
import { useOrganisationRules } from '../components/form-rules';
import { auditColumns } from '../components/row-audit';

interface DepartmentFilters extends FilterValues {
  parentCode?: string;
}

interface DepartmentForm {
  departmentCode: string;
  departmentName: string;
  parentCode?: string | null;
}

/** /BaseinfoUserDepart: departments, each optionally below a parent department. */
export function DepartmentPage() {
  const { t } = useText();
  const rules = useOrganisationRules();
  const { query, search, changePage } = usePageQuery<DepartmentFilters>();
  const { data, isFetching } = useDepartmentListQuery(toPageParams(query));
  const { data: all = [] } = useDepartmentOptionsQuery(undefined);
  const [create] = useCreateDepartmentMutation();
  const [update] = useUpdateDepartmentMutation();
  const [remove] = useDeleteDepartmentMutation();
  const edit = useEditModal<DepartmentView>();

  const options = all.map((d) => ({ value: d.departmentCode, label: `${d.departmentName} (${d.departmentCode})` }));
  /** A department cannot be its own parent (the server also refuses its sub-departments). */
  const parentOptions = edit.record ? options.filter((o) => o.value !== edit.record?.departmentCode) : options;

  const save = async (values: DepartmentForm): Promise<boolean> => {
    const parentCode = values.parentCode ?? null;
    return settleSave(
      edit.record
        ? await update({ id: edit.record.id, body: { departmentName: values.departmentName, parentCode, version: edit.record.version } })
        : await create({ departmentCode: values.departmentCode, departmentName: values.departmentName, parentCode }),
    );
  };

  const columns: TableColumnsType<DepartmentView> = [
    { title: t('organisation.department.departmentCode'), dataIndex: 'departmentCode', key: 'departmentCode', width: 160 },
    { title: t('organisation.department.departmentName'), dataIndex: 'departmentName', key: 'departmentName', width: 240 },
    { title: t('organisation.department.parent'), key: 'parent', width: 240, render: (_, d) => d.parentName ?? d.parentCode },
    ...auditColumns<DepartmentView>(t),
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_, department) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(department)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          <DeleteButton
            name={`${department.departmentCode} ${department.departmentName}`}
            onConfirm={async () => settleSave(await remove(department.id))}
          />
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('organisation.department.pageTitle')}
      data-testid="department-page"
      filters={
        <FilterBar<DepartmentFilters> keyword={{ placeholder: t('organisation.common.codeOrName') }} onSearch={search}>
          <Form.Item name="parentCode" label={t('organisation.department.parent')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 240 }} placeholder={t('organisation.common.all')} options={options} />
          </Form.Item>
        </FilterBar>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid="department-add">
          {t('organisation.department.add')}
        </Button>
      }
      dialogs={
        <EditModal<DepartmentForm>
          open={edit.open}
          title={edit.record ? t('organisation.department.edit') : t('organisation.department.add')}
          initialValues={
            edit.record
              ? { departmentCode: edit.record.departmentCode, departmentName: edit.record.departmentName, parentCode: edit.record.parentCode }
              : {}
          }
          width={520}
          onSubmit={save}
          onClose={edit.close}
        >
          <Form.Item
            name="departmentCode"
            label={t('organisation.department.departmentCode')}
            rules={edit.record ? [] : rules.code}
            required={!edit.record}
          >
            <Input maxLength={ORG_CODE_MAX_LENGTH} disabled={edit.record !== null} data-testid="department-code" />
          </Form.Item>
          <Form.Item name="departmentName" label={t('organisation.department.departmentName')} rules={rules.name(ORG_NAME_MAX_LENGTH)} required>
            <Input maxLength={ORG_NAME_MAX_LENGTH} data-testid="department-name" />
          </Form.Item>
          <Form.Item name="parentCode" label={t('organisation.department.parent')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={parentOptions} data-testid="department-parent" />
          </Form.Item>
        </EditModal>
      }
    >
      <PagedTable<DepartmentView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
