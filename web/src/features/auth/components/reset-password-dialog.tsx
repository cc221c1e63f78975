import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { SUCCESS_CODE } from '@tis/contracts';
import { clientEnvironment } from '../../../api/client-environment';
import { BASENAME } from '../../../app/paths';
import { textKey, type TextRef } from '../../../i18n/keys';
import { Text } from '../../../i18n/text';
import { useText } from '../../../i18n/use-text';
import { useSendResetLinkMutation, type LoginFailure } from '../api/auth-api';
import { envelopeText } from '../../../api/envelope-text';

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

/** The absolute address of the reset page the mailed link opens (`<origin>/tis/RePassPage`). */
export function resetPageUrl(origin: string = window.location.origin): string {
  return `${origin}${BASENAME}/RePassPage`;
}

/**
 * First-login / reset-password dialog (spec section 2): email and account; sends a reset link
 * to the reset page. A refusal (the email does not match, too many links) shows in the dialog.
 */
export function ResetPasswordDialog({ open, firstLogin, initialUserCode, onClose }: ResetPasswordDialogProps) {
  const { t, text } = useText();
  const [form] = Form.useForm<ResetFields>();
  const [send, { isLoading }] = useSendResetLinkMutation();
  const [refusal, setRefusal] = useState<TextRef | null>(null);

  const submit = async () => {
    const values = await form.validateFields();
    setRefusal(null);
    const result = await send({ email: values.email.trim(), userCode: values.userCode.trim(), redirectUrl: resetPageUrl() });
    if ('error' in result) {
      setRefusal(envelopeText((result.error as LoginFailure).envelope) ?? textKey('error.operationFailed'));
      return;
    }
    const { value, envelope } = result.data;
    if (envelope?.code !== SUCCESS_CODE || value !== true) {
      setRefusal(envelopeText(envelope) ?? textKey('error.operationFailed'));
      return;
    }
    // The server names the address it mailed; else the generic text.
    clientEnvironment().notifier.message('success', envelope.mesg || t('auth.resetPassword.sent'));
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
      afterClose={() => setRefusal(null)}
      destroyOnHidden
      data-testid="reset-password"
      okButtonProps={{ 'data-testid': 'reset-password-submit' }}
    >
      {firstLogin && <Alert className="tis-reset-alert" type="info" showIcon title={t('auth.login.passwordMustChange')} />}
      {refusal && <Alert className="tis-reset-alert" type="error" showIcon title={text(refusal)} data-testid="reset-password-refusal" />}
      <p className="tis-login-muted">{t('auth.resetPassword.intro')}</p>
      <Form<ResetFields> form={form} layout="vertical" requiredMark initialValues={{ userCode: initialUserCode, email: '' }}>
        <Form.Item
          name="userCode"
          label={t('auth.resetPassword.account')}
          rules={[{ required: true, whitespace: true, message: <Text k="validation.resetLinkFields" /> }]}
        >
          <Input autoComplete="username" maxLength={64} data-testid="reset-account" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('auth.resetPassword.email')}
          rules={[
            { required: true, whitespace: true, message: <Text k="validation.resetLinkFields" /> },
            { type: 'email', message: <Text k="auth.resetPassword.emailInvalid" /> },
          ]}
        >
          <Input
            type="email"
            placeholder={t('auth.resetPassword.emailPlaceholder')}
            autoComplete="email"
            maxLength={128}
            data-testid="reset-email"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
