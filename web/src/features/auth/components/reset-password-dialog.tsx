import { Alert, Form, Input, Modal } from 'antd';
import { clientEnvironment } from '../../../api/client-environment';
import { notifyResult } from '../../../api/notify-result';
import { BASENAME } from '../../../app/paths';
import { Text } from '../../../i18n/text';
import { useText } from '../../../i18n/use-text';
import { useSendResetLinkMutation } from '../api/auth-api';

export interface ResetPasswordDialogProps {
  open: boolean;
  /** Opened by login result 10 (first login / password must change). */
  firstLogin: boolean;
  initialUserCode: string;
  onClose: () => void;
}

interface ResetFields {
  email: string;
  userCode: string;
}

/** First-login / reset-password dialog (spec section 2): email and account; sends a reset link. */
export function ResetPasswordDialog({ open, firstLogin, initialUserCode, onClose }: ResetPasswordDialogProps) {
  const { t } = useText();
  const [form] = Form.useForm<ResetFields>();
  const [send, { isLoading }] = useSendResetLinkMutation();

  const submit = async () => {
    const values = await form.validateFields();
    const redirectUrl = `${window.location.origin}${BASENAME}/RePassPage`;
    const result = await send({ email: values.email.trim(), userCode: values.userCode.trim(), redirectUrl });
    // A failed call has shown its message already; false is the client's "unknown code" answer.
    if ('error' in result) return;
    if (result.data === false) {
      notifyResult(false);
      return;
    }
    clientEnvironment().notifier.message('success', t('auth.resetPassword.sent'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('auth.resetPassword.title')}
      okText={t('auth.resetPassword.submit')}
      cancelText={t('common.action.cancel')}
      confirmLoading={isLoading}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      data-testid="reset-password"
    >
      {firstLogin && <Alert className="tis-reset-alert" type="info" showIcon title={t('auth.login.passwordMustChange')} />}
      <p className="tis-login-muted">{t('auth.resetPassword.intro')}</p>
      <Form<ResetFields> form={form} layout="vertical" requiredMark initialValues={{ userCode: initialUserCode, email: '' }}>
        <Form.Item
          name="userCode"
          label={t('auth.resetPassword.account')}
          rules={[{ required: true, whitespace: true, message: <Text k="validation.resetLinkFields" /> }]}
        >
          <Input autoComplete="username" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('auth.resetPassword.email')}
          rules={[
            { required: true, whitespace: true, message: <Text k="validation.resetLinkFields" /> },
            { type: 'email', message: <Text k="auth.resetPassword.emailInvalid" /> },
          ]}
        >
          <Input type="email" placeholder={t('auth.resetPassword.emailPlaceholder')} autoComplete="email" maxLength={128} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
