import { useState } from 'react';
import { EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import {
  statusActionsFor,
  USER_STATUSES,
  USER_TYPES,
  type UserCreateInput,
  type UserStatus,
  type UserStatusAction,
  type UserUpdateInput,
  type UserView,
} from '@tis/contracts';
import { useAppSelector } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, DeleteButton, EditModal, FilterBar, PagedTable, settleSave, toPageParams, useConfirm, useEditModal, usePageQuery } from '../../../shared/admin';
import { NewPasswordFields } from '../../../shared/password/new-password-fields';
import {
  useChangeUserStatusMutation,
  useCreateUserMutation,
  useDeleteUserMutation,
  useResetUserPasswordMutation,
  useRoleOptionsQuery,
  useUpdateUserMutation,
  useUserListQuery,
} from '../api/accounts-api';
import { toDay, UserFormFields, userFormValues, type UserFormValues } from '../components/user-form';
import { useRoleName } from '../stored-name';

interface UserFilters extends Record<string, string | undefined> {
  userType?: string;
  status?: string;
  roleCode?: string;
  agentCode?: string;
}

const STATUS_COLORS: Record<UserStatus, string> = { normal: 'green', frozen: 'blue', inactive: 'default', invalid: 'red' };
const DANGEROUS: readonly UserStatusAction[] = ['freeze', 'invalidate'];

/** /baseinfouser: accounts with filters and paging, add / edit, status actions, password reset, delete (spec sections 3 and 6). */
export function UsersPage() {
  const { t } = useText();
  const roleName = useRoleName();
  const me = useAppSelector((state) => state.session.user?.userCode ?? '');
  const { query, search, changePage } = usePageQuery<UserFilters>();
  const { data, isFetching } = useUserListQuery(toPageParams(query));
  const { data: roles = [] } = useRoleOptionsQuery(undefined);
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [changeStatus] = useChangeUserStatusMutation();
  const [resetPassword] = useResetUserPasswordMutation();
  const [deleteUser] = useDeleteUserMutation();
  const edit = useEditModal<UserView>();
  const [form] = Form.useForm<UserFormValues>();
  const [passwordForm] = Form.useForm<{ password: string; confirm: string }>();
  const [passwordFor, setPasswordFor] = useState<UserView | null>(null);
  const [confirm, modalHolder] = useConfirm();

  const isSelf = (user: UserView) => user.userCode.toLowerCase() === me.toLowerCase();

  const save = async (values: UserFormValues): Promise<boolean> => {
    const fields = {
      userName: values.userName,
      email: values.email ?? null,
      userType: values.userType,
      roleCode: values.roleCode,
      userAgentCode: values.userType === 'dealer' ? (values.userAgentCode ?? null) : null,
      brandCodes: values.brandCodes,
      effectiveDate: toDay(values.effectiveDate),
      expirationDate: toDay(values.expirationDate),
      singleSession: values.singleSession,
    };
    if (edit.record) {
      const body: UserUpdateInput = { ...fields, version: edit.record.version };
      return settleSave(await updateUser({ id: edit.record.id, body }));
    }
    const body: UserCreateInput = { ...fields, userCode: values.userCode, status: values.status, password: values.password ?? '', confirm: values.confirm ?? '' };
    return settleSave(await createUser(body));
  };

  const confirmStatus = (user: UserView, action: UserStatusAction) => {
    confirm({
      title: t('accounts.user.confirmTitle'),
      content: t(`accounts.user.confirm.${action}`, { name: `${user.userName} (${user.userCode})` }),
      okText: t(`accounts.user.action.${action}`),
      danger: DANGEROUS.includes(action),
      onOk: async () => {
        settleSave(await changeStatus({ id: user.id, body: { action, version: user.version } }));
      },
    });
  };

  const columns: TableColumnsType<UserView> = [
    { title: t('accounts.user.userCode'), dataIndex: 'userCode', key: 'userCode', fixed: 'left' },
    {
      title: t('accounts.user.userName'),
      key: 'userName',
      render: (_, user) => (
        <Space size={4}>
          {user.userName}
          {isSelf(user) && <Tag color="gold">{t('accounts.user.self')}</Tag>}
        </Space>
      ),
    },
    { title: t('accounts.user.email'), dataIndex: 'email', key: 'email' },
    { title: t('accounts.user.userType'), key: 'userType', render: (_, user) => t(`accounts.user.type.${user.userType}`) },
    { title: t('accounts.user.role'), key: 'role', render: (_, user) => roleName(user) },
    { title: t('accounts.user.agentCode'), dataIndex: 'userAgentCode', key: 'userAgentCode' },
    { title: t('accounts.user.brands'), key: 'brands', render: (_, user) => user.brandCodes.map((b) => <Tag key={b}>{b}</Tag>) },
    {
      title: t('accounts.user.validity'),
      key: 'validity',
      render: (_, user) => (user.effectiveDate || user.expirationDate ? `${user.effectiveDate ?? '…'} ~ ${user.expirationDate ?? '…'}` : ''),
    },
    {
      title: t('accounts.user.status'),
      key: 'status',
      render: (_, user) => (
        <Space size={4}>
          <Tag color={STATUS_COLORS[user.status]} data-testid="user-status">
            {t(`accounts.user.status.${user.status}`)}
          </Tag>
          {!user.passwordSet && <Tag color="orange">{t('accounts.user.passwordPending')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, user) => (
        <Space size={0} wrap>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(user)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          {statusActionsFor(user.status)
            .filter((action) => !(isSelf(user) && DANGEROUS.includes(action)))
            .map((action) => (
              <Button
                key={action}
                type="link"
                size="small"
                danger={DANGEROUS.includes(action)}
                onClick={() => confirmStatus(user, action)}
                data-testid={`row-${action}`}
              >
                {t(`accounts.user.action.${action}`)}
              </Button>
            ))}
          <Button
            type="link"
            size="small"
            icon={<KeyOutlined />}
            onClick={() => {
              passwordForm.resetFields();
              setPasswordFor(user);
            }}
            data-testid="row-reset-password"
          >
            {t('accounts.user.resetPassword')}
          </Button>
          {isSelf(user) ? (
            <Tooltip title={t('auth.cannotChangeOwnAccount')}>
              <Button type="link" size="small" danger disabled>
                {t('common.action.delete')}
              </Button>
            </Tooltip>
          ) : (
            <DeleteButton
              content={t('accounts.user.deleteConfirm', { name: `${user.userName} (${user.userCode})` })}
              onConfirm={async () => settleSave(await deleteUser(user.id))}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('accounts.user.pageTitle')}
      data-testid="users-page"
      filters={
        <FilterBar<UserFilters> keyword={{ placeholder: t('accounts.user.keywordPlaceholder') }} onSearch={search}>
          <Form.Item name="userType" label={t('accounts.user.userType')}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('accounts.filter.all')}
              options={USER_TYPES.map((type) => ({ value: type, label: t(`accounts.user.type.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('accounts.user.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              placeholder={t('accounts.filter.all')}
              options={USER_STATUSES.map((status) => ({ value: status, label: t(`accounts.user.status.${status}`) }))}
            />
          </Form.Item>
          <Form.Item name="roleCode" label={t('accounts.user.role')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 180 }}
              placeholder={t('accounts.filter.all')}
              options={roles.map((r) => ({ value: r.roleCode, label: roleName(r) }))}
            />
          </Form.Item>
          <Form.Item name="agentCode" label={t('accounts.user.agentCode')}>
            <Input allowClear style={{ width: 140 }} maxLength={64} />
          </Form.Item>
        </FilterBar>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid="user-add">
          {t('accounts.user.add')}
        </Button>
      }
      dialogs={
        <>
          {modalHolder}
          <EditModal<UserFormValues>
            open={edit.open}
            title={edit.record ? t('accounts.user.edit') : t('accounts.user.add')}
            initialValues={userFormValues(edit.record)}
            form={form}
            onSubmit={save}
            onClose={edit.close}
          >
            <UserFormFields form={form} creating={!edit.record} roles={roles} />
          </EditModal>
          <EditModal<{ password: string; confirm: string }>
            open={passwordFor !== null}
            title={t('accounts.user.resetPasswordTitle', { name: passwordFor ? `${passwordFor.userName} (${passwordFor.userCode})` : '' })}
            form={passwordForm}
            width={480}
            onSubmit={async (values) => (passwordFor ? settleSave(await resetPassword({ id: passwordFor.id, ...values })) : false)}
            onClose={() => setPasswordFor(null)}
          >
            <Typography.Paragraph type="secondary">{t('accounts.user.resetPasswordNote')}</Typography.Paragraph>
            <NewPasswordFields
              labels={{ password: 'accounts.user.newPassword', confirm: 'accounts.user.confirm' }}
              hint="accounts.user.passwordHint"
              testIdPrefix="user"
            />
          </EditModal>
        </>
      }
    >
      <PagedTable<UserView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
