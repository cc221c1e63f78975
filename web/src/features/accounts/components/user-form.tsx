import { DatePicker, Form, Input, Select, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { BRAND_CODES_MAX, USER_TYPES, type RoleOption, type UserType, type UserView } from '@tis/contracts';
import { NewPasswordFields } from '../../../shared/password/new-password-fields';
import { useText } from '../../../i18n/use-text';
import { useRoleName } from '../stored-name';
import { DealerSelect } from './dealer-select';

/** The values of the add / edit dialog; dates as dayjs for the pickers. */
export interface UserFormValues {
  userCode: string;
  userName: string;
  email?: string | null;
  userType: UserType;
  roleCode: string;
  userAgentCode?: string | null;
  brandCodes: string[];
  effectiveDate?: Dayjs | null;
  expirationDate?: Dayjs | null;
  singleSession: boolean;
  status: 'normal' | 'inactive';
  password?: string;
  confirm?: string;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

export function toDay(value: Dayjs | null | undefined): string | null {
  return value ? value.format(DAY_FORMAT) : null;
}

/** The dialog's starting values: a new oem user, or the edited one. */
export function userFormValues(user: UserView | null): Partial<UserFormValues> {
  if (!user) return { userType: 'oem', brandCodes: [], singleSession: false, status: 'normal' };
  return {
    userCode: user.userCode,
    userName: user.userName,
    email: user.email,
    userType: user.userType,
    roleCode: user.roleCode ?? undefined,
    userAgentCode: user.userAgentCode,
    brandCodes: user.brandCodes,
    effectiveDate: user.effectiveDate ? dayjs(user.effectiveDate) : null,
    expirationDate: user.expirationDate ? dayjs(user.expirationDate) : null,
    singleSession: user.singleSession,
  };
}

export interface UserFormProps {
  form: FormInstance<UserFormValues>;
  creating: boolean;
  roles: readonly RoleOption[];
}

/** The fields of the account dialog (spec section 3, User); the server checks them all again. */
export function UserFormFields({ form, creating, roles }: UserFormProps) {
  const { t } = useText();
  const roleName = useRoleName();
  const required = { required: true, whitespace: true, message: t('validation.required') };
  const userType = Form.useWatch('userType', form);

  return (
    <>
      <Form.Item name="userCode" label={t('accounts.user.userCode')} rules={[required, { max: 64, message: t('validation.accounts.tooLong') }]}>
        <Input disabled={!creating} autoComplete="off" data-testid="user-code" />
      </Form.Item>
      <Form.Item name="userName" label={t('accounts.user.userName')} rules={[required, { max: 100, message: t('validation.accounts.tooLong') }]}>
        <Input data-testid="user-name" />
      </Form.Item>
      <Form.Item name="email" label={t('accounts.user.email')} rules={[{ type: 'email', message: t('validation.accounts.email') }]}>
        <Input data-testid="user-email" />
      </Form.Item>
      <Form.Item name="userType" label={t('accounts.user.userType')} rules={[required]}>
        <Select data-testid="user-type" options={USER_TYPES.map((type) => ({ value: type, label: t(`accounts.user.type.${type}`) }))} />
      </Form.Item>
      <Form.Item name="roleCode" label={t('accounts.user.role')} rules={[required]}>
        <Select
          data-testid="user-role"
          showSearch={{ optionFilterProp: 'label' }}
          options={roles.map((r) => ({ value: r.roleCode, label: `${roleName(r)} (${r.roleCode})` }))}
        />
      </Form.Item>
      {userType === 'dealer' && (
        <Form.Item name="userAgentCode" label={t('accounts.user.agentCode')} rules={[{ required: true, message: t('validation.accounts.agentCodeRequired') }]}>
          <DealerSelect />
        </Form.Item>
      )}
      <Form.Item
        name="brandCodes"
        label={t('accounts.user.brands')}
        rules={[{ type: 'array', max: BRAND_CODES_MAX, message: t('validation.accounts.tooMany') }]}
      >
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder={t('accounts.user.brandsPlaceholder')} data-testid="user-brands" />
      </Form.Item>
      <Form.Item label={t('accounts.user.validity')} style={{ marginBottom: 0 }}>
        <Form.Item name="effectiveDate" style={{ display: 'inline-block', width: 'calc(50% - 8px)' }}>
          <DatePicker placeholder={t('accounts.user.effectiveDate')} format={DAY_FORMAT} style={{ width: '100%' }} data-testid="user-effective" />
        </Form.Item>
        <Form.Item
          name="expirationDate"
          dependencies={['effectiveDate']}
          style={{ display: 'inline-block', width: 'calc(50% - 8px)', marginLeft: 16 }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: Dayjs | null | undefined) => {
                const start = getFieldValue('effectiveDate') as Dayjs | null | undefined;
                return start && value && start.isAfter(value, 'day') ? Promise.reject(new Error(t('validation.dateRangeOrder'))) : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker placeholder={t('accounts.user.expirationDate')} format={DAY_FORMAT} style={{ width: '100%' }} data-testid="user-expiration" />
        </Form.Item>
      </Form.Item>
      <Form.Item name="singleSession" label={t('accounts.user.singleSession')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {creating && (
        <>
          <Form.Item name="status" label={t('accounts.user.initialStatus')}>
            <Select
              options={(['normal', 'inactive'] as const).map((status) => ({ value: status, label: t(`accounts.user.status.${status}`) }))}
            />
          </Form.Item>
          <NewPasswordFields labels={{ password: 'accounts.user.password', confirm: 'accounts.user.confirm' }} hint="accounts.user.passwordHint" testIdPrefix="user" />
        </>
      )}
    </>
  );
}
