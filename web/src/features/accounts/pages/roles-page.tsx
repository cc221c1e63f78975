import { useState } from 'react';
import { EditOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { ACCOUNT_CODE_PATTERN, type RoleView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, DeleteButton, EditModal, FilterBar, PagedTable, settleSave, toPageParams, useEditModal, usePageQuery } from '../../../shared/admin';
import { useCreateRoleMutation, useDeleteRoleMutation, useRoleListQuery, useUpdateRoleMutation } from '../api/accounts-api';
import { RoleRightsDrawer } from '../components/role-rights-drawer';
import { useRoleName } from '../stored-name';

interface RoleFormValues {
  roleCode: string;
  roleName: string;
  remark?: string | null;
}

/** /baseinforole: roles with paging, add / edit / delete, and the assignment of rights (spec section 6). */
export function RolesPage() {
  const { t } = useText();
  const roleName = useRoleName();
  const { query, search, changePage } = usePageQuery();
  const { data, isFetching } = useRoleListQuery(toPageParams(query));
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const [deleteRole] = useDeleteRoleMutation();
  const edit = useEditModal<RoleView>();
  const [rightsOf, setRightsOf] = useState<RoleView | null>(null);
  const required = { required: true, message: t('validation.required') };

  const save = async (values: RoleFormValues): Promise<boolean> => {
    const remark = values.remark?.trim() ? values.remark : null;
    if (edit.record) {
      // A seeded role's name shows translated: unchanged, it keeps its text key.
      const name = values.roleName === roleName(edit.record) ? edit.record.roleName : values.roleName;
      return settleSave(await updateRole({ id: edit.record.id, body: { roleName: name, remark, version: edit.record.version } }));
    }
    return settleSave(await createRole({ roleCode: values.roleCode, roleName: values.roleName, remark }));
  };

  const columns: TableColumnsType<RoleView> = [
    { title: t('accounts.role.roleCode'), dataIndex: 'roleCode', key: 'roleCode' },
    { title: t('accounts.role.roleName'), key: 'roleName', render: (_, role) => roleName(role) },
    { title: t('accounts.role.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    { title: t('accounts.role.userCount'), dataIndex: 'userCount', key: 'userCount', align: 'right' },
    { title: t('accounts.role.updatedAt'), key: 'updatedAt', render: (_, role) => dayjs(role.updatedAt).format('YYYY-MM-DD HH:mm') },
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, role) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(role)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          <Button type="link" size="small" icon={<SafetyOutlined />} onClick={() => setRightsOf(role)} data-testid="row-rights">
            {t('accounts.role.rights')}
          </Button>
          {role.userCount > 0 ? (
            <Tooltip title={t('accounts.role.inUse', { count: role.userCount })}>
              <Button type="link" size="small" danger disabled>
                {t('common.action.delete')}
              </Button>
            </Tooltip>
          ) : (
            <DeleteButton name={`${roleName(role)} (${role.roleCode})`} onConfirm={async () => settleSave(await deleteRole(role.id))} />
          )}
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('accounts.role.pageTitle')}
      data-testid="roles-page"
      filters={<FilterBar keyword={{ placeholder: t('accounts.role.keywordPlaceholder') }} onSearch={search} />}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid="role-add">
          {t('accounts.role.add')}
        </Button>
      }
      dialogs={
        <>
          <EditModal<RoleFormValues>
            open={edit.open}
            title={edit.record ? t('accounts.role.edit') : t('accounts.role.add')}
            initialValues={edit.record ? { roleCode: edit.record.roleCode, roleName: roleName(edit.record), remark: edit.record.remark } : {}}
            onSubmit={save}
            onClose={edit.close}
            width={520}
          >
            <Form.Item
              name="roleCode"
              label={t('accounts.role.roleCode')}
              rules={[required, { max: 64, message: t('validation.accounts.tooLong') }, { pattern: ACCOUNT_CODE_PATTERN, message: t('validation.accounts.codeFormat') }]}
            >
              <Input disabled={!!edit.record} data-testid="role-code" />
            </Form.Item>
            <Form.Item name="roleName" label={t('accounts.role.roleName')} rules={[required, { max: 100, message: t('validation.accounts.tooLong') }]}>
              <Input data-testid="role-name" />
            </Form.Item>
            <Form.Item name="remark" label={t('accounts.role.remark')} rules={[{ max: 500, message: t('validation.accounts.tooLong') }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </EditModal>
          <RoleRightsDrawer role={rightsOf} onClose={() => setRightsOf(null)} />
        </>
      }
    >
      <PagedTable<RoleView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
