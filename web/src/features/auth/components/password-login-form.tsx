import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { Text } from '../../../i18n/text';
import { useText } from '../../../i18n/use-text';

export interface PasswordCredentials {
  userCode: string;
  password: string;
}

export interface PasswordLoginFormProps {
  submitting: boolean;
  onSubmit: (credentials: PasswordCredentials) => void;
  onResetPassword: () => void;
}

/**
 * Password tab (spec section 2): account and password, both required and checked on blur
 * (section 5); Enter submits; a reset-password button and a browser hint.
 */
export function PasswordLoginForm({ submitting, onSubmit, onResetPassword }: PasswordLoginFormProps) {
  const { t } = useText();
  const [form] = Form.useForm<PasswordCredentials>();
  return (
    <Form<PasswordCredentials>
      form={form}
      name="password-login"
      layout="vertical"
      requiredMark={false}
      size="large"
      autoComplete="on"
      onFinish={(values) => onSubmit({ userCode: values.userCode.trim(), password: values.password })}
    >
      <Form.Item
        name="userCode"
        label={t('auth.login.account')}
        validateTrigger={['onBlur', 'onSubmit']}
        rules={[{ required: true, whitespace: true, message: <Text k="validation.accountRequired" /> }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('auth.login.accountPlaceholder')}
          autoComplete="username"
          maxLength={64}
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.login.password')}
        validateTrigger={['onBlur', 'onSubmit']}
        rules={[{ required: true, message: <Text k="validation.passwordRequired" /> }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.login.passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={128}
          data-testid="login-password"
        />
      </Form.Item>
      <div className="tis-login-form-links">
        <Button type="link" size="small" onClick={onResetPassword} data-testid="login-reset-password">
          {t('auth.login.resetPassword')}
        </Button>
      </div>
      <Form.Item className="tis-login-submit">
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
      </Form.Item>
      <p className="tis-login-browser-hint">{t('auth.login.browserHint')}</p>
    </Form>
  );
}
