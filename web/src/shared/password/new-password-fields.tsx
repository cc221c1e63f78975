import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';
import { passwordPairIssues } from './password-pair';

export interface NewPasswordFieldsProps {
  /** Text keys of the two labels and placeholders. */
  labels: { password: TextKey; confirm: TextKey; passwordPlaceholder: TextKey; confirmPlaceholder: TextKey };
  /** `<prefix>-password` and `<prefix>-confirm` test ids. */
  testIdPrefix: string;
}

/**
 * The form fields `password` and `confirm` of a new password entered twice (spec section 5: at
 * least 8 characters with upper case, lower case and digits; both alike), checked on blur and on
 * submit with the contracts' rules the server applies too.
 */
export function NewPasswordFields({ labels, testIdPrefix }: NewPasswordFieldsProps) {
  const { t } = useText();
  const messages = (keys: readonly TextKey[]) => keys.map((key) => t(key)).join(' ');
  return (
    <>
      <Form.Item
        name="password"
        label={t(labels.password)}
        validateTrigger={['onBlur', 'onSubmit']}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const issues = passwordPairIssues(value ?? '', 'x').password;
              return issues.length ? Promise.reject(new Error(messages(issues))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t(labels.passwordPlaceholder)}
          autoComplete="new-password"
          maxLength={128}
          data-testid={`${testIdPrefix}-password`}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t(labels.confirm)}
        dependencies={['password']}
        validateTrigger={['onBlur', 'onSubmit']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => {
              const password = (getFieldValue('password') as string | undefined) ?? '';
              const issues = passwordPairIssues(password, value ?? '').confirm;
              return issues.length ? Promise.reject(new Error(messages(issues))) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t(labels.confirmPlaceholder)}
          autoComplete="new-password"
          maxLength={128}
          data-testid={`${testIdPrefix}-confirm`}
        />
      </Form.Item>
    </>
  );
}
