import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';
import { passwordPairIssues } from './password-pair';

export interface NewPasswordFieldsProps {
  /** Text keys of the two labels and placeholders. */
  labels: { password: TextKey; confirm: TextKey; passwordPlaceholder?: TextKey; confirmPlaceholder?: TextKey };
  /** A hint under the password (the policy). */
  hint?: TextKey;
  /** `<prefix>-password` and `<prefix>-confirm` test ids. */
  testIdPrefix: string;
}

/**
 * The form fields `password` and `confirm` of a new password entered twice (spec section 5: at
 * least 8 characters with upper case, lower case and digits; both alike), checked on blur and on
 * submit with the contracts' rules the server applies too. Both are starred as required; each
 * field shows one message naming what is wrong (one rule per field, so "required" comes once).
 */
export function NewPasswordFields({ labels, hint, testIdPrefix }: NewPasswordFieldsProps) {
  const { t } = useText();
  const messages = (keys: readonly TextKey[]) => keys.map((key) => t(key)).join(' ');
  return (
    <>
      <Form.Item
        name="password"
        label={t(labels.password)}
        extra={hint && t(hint)}
        validateTrigger={['onBlur', 'onSubmit']}
        rules={[
          {
            // `required` stars the label; the validator alone decides (antd skips its own required check).
            required: true,
            validator: (_rule, value: string | undefined) => {
              const issues = passwordPairIssues(value ?? '', 'x').password;
              return issues.length ? Promise.reject(new Error(messages(issues))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={labels.passwordPlaceholder && t(labels.passwordPlaceholder)}
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
            required: true,
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
          placeholder={labels.confirmPlaceholder && t(labels.confirmPlaceholder)}
          autoComplete="new-password"
          maxLength={128}
          data-testid={`${testIdPrefix}-confirm`}
        />
      </Form.Item>
    </>
  );
}
