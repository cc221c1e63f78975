import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { ORG_CODE_MAX_LENGTH, ORG_NAME_MAX_LENGTH, type AgencyKindView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, DeleteButton, EditModal, FilterBar, PagedTable, settleSave, toPageParams, useEditModal, usePageQuery } from '../../../shared/admin';
import {
  useAgencyKindListQuery,
  useCreateAgencyKindMutation,
  useDeleteAgencyKindMutation,
  useUpdateAgencyKindMutation,
} from '../api/organisation-api';
import { useOrganisationRules } from '../components/form-rules';
import { auditColumns } from '../components/row-audit';

interface KindForm {
  kindCode: string;
  kindName: string;
}

/** /agencykind: dealer kinds, paged, with add / rename / delete (a kind dealers have cannot be deleted). */
export function AgencyKindPage() {
  const { t } = useText();
  const rules = useOrganisationRules();
  const { query, search, changePage } = usePageQuery();
  const { data, isFetching } = useAgencyKindListQuery(toPageParams(query));
  const [create] = useCreateAgencyKindMutation();
  const [update] = useUpdateAgencyKindMutation();
  const [remove] = useDeleteAgencyKindMutation();
  const edit = useEditModal<AgencyKindView>();

  const save = async (values: KindForm): Promise<boolean> =>
    settleSave(
      edit.record
        ? await update({ id: edit.record.id, body: { kindName: values.kindName, version: edit.record.version } })
        : await create(values),
    );

  const columns: TableColumnsType<AgencyKindView> = [
    { title: t('organisation.agencyKind.kindCode'), dataIndex: 'kindCode', key: 'kindCode', width: 160 },
    { title: t('organisation.agencyKind.kindName'), dataIndex: 'kindName', key: 'kindName' },
    ...auditColumns<AgencyKindView>(t),
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_, kind) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(kind)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          <DeleteButton name={`${kind.kindCode} ${kind.kindName}`} onConfirm={async () => settleSave(await remove(kind.id))} />
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('organisation.agencyKind.pageTitle')}
      data-testid="agency-kind-page"
      filters={<FilterBar keyword={{ placeholder: t('organisation.common.codeOrName') }} onSearch={search} />}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid="agency-kind-add">
          {t('organisation.agencyKind.add')}
        </Button>
      }
      dialogs={
        <EditModal<KindForm>
          open={edit.open}
          title={edit.record ? t('organisation.agencyKind.edit') : t('organisation.agencyKind.add')}
          initialValues={edit.record ?? {}}
          width={520}
          onSubmit={save}
          onClose={edit.close}
        >
          <Form.Item name="kindCode" label={t('organisation.agencyKind.kindCode')} rules={edit.record ? [] : rules.code} required={!edit.record}>
            <Input maxLength={ORG_CODE_MAX_LENGTH} disabled={edit.record !== null} data-testid="kind-code" />
          </Form.Item>
          <Form.Item name="kindName" label={t('organisation.agencyKind.kindName')} rules={rules.name()} required>
            <Input maxLength={ORG_NAME_MAX_LENGTH} data-testid="kind-name" />
          </Form.Item>
        </EditModal>
      }
    >
      <PagedTable<AgencyKindView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
