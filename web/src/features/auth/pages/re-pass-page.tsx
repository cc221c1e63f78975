import { useState } from 'react';
import { Alert, Button, Form, Spin } from 'antd';
import { SUCCESS_CODE } from '@tis/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { clientEnvironment } from '../../../api/client-environment';
import { loginPath } from '../../../app/session';
import { textKey, type TextRef } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { LockButton } from '../../../shared/admin/lock-button';
import { NewPasswordFields } from '../../../shared/password/new-password-fields';
import { useCheckResetTokenQuery, useResetPasswordMutation, type LoginAnswer, type LoginFailure } from '../api/auth-api';
import { envelopeText } from '../../../api/envelope-text';
import type { LoginPageState } from './login-page';
import { PublicCardPage } from '../../../shared/public-page/public-card-page';

interface NewPassword {
  password: string;
  confirm: string;
}

function userCodeOf(answer: LoginAnswer | undefined): string | null {
  const value = answer?.value;
  if (answer?.envelope?.code !== SUCCESS_CODE || typeof value !== 'object' || value === null) return null;
  const userCode = (value as { userCode?: unknown }).userCode;
  return typeof userCode === 'string' && userCode !== '' ? userCode : null;
}

/** Why a reset link cannot be used: the server's message, else a generic one. */
function refusalOf(answer: LoginAnswer | undefined, failure: LoginFailure | undefined): TextRef {
  return envelopeText(answer?.envelope ?? failure?.envelope) ?? textKey('error.operationFailed');
}

function NewPasswordForm({ token, userCode }: { token: string; userCode: string }) {
  const { t, text } = useText();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewPassword>();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [refusal, setRefusal] = useState<TextRef | null>(null);

  const submit = async (values: NewPassword) => {
    setRefusal(null);
    const result = await reset({ token, password: values.password, confirm: values.confirm });
    const answer = 'data' in result ? result.data : undefined;
    if (!answer || answer.envelope?.code !== SUCCESS_CODE || answer.value !== true) {
      setRefusal(refusalOf(answer, 'error' in result ? (result.error as LoginFailure) : undefined));
      return;
    }
    const success = textKey('auth.rePass.success');
    clientEnvironment().notifier.message('success', text(success));
    const state: LoginPageState = { notice: { level: 'success', text: success } };
    void navigate(loginPath(), { replace: true, state });
  };

  return (
    <>
      <p className="tis-public-muted" data-testid="repass-user">
        {t('auth.rePass.intro', { userCode })}
      </p>
      {refusal && <Alert className="tis-public-alert" type="error" showIcon title={text(refusal)} data-testid="repass-refusal" />}
      <Form<NewPassword> form={form} layout="vertical" requiredMark={false} size="large" onFinish={(values) => void submit(values)}>
        {/* The account, for password managers. */}
        <input type="text" name="username" autoComplete="username" value={userCode} readOnly hidden />
        <NewPasswordFields
          labels={{ password: 'auth.rePass.password', confirm: 'auth.rePass.confirm', passwordPlaceholder: 'auth.rePass.passwordPlaceholder', confirmPlaceholder: 'auth.rePass.confirmPlaceholder' }}
          testIdPrefix="repass"
        />
        <p className="tis-public-muted tis-public-small">{t('auth.rePass.policy')}</p>
        <LockButton type="primary" htmlType="submit" block size="large" loading={isLoading} data-testid="repass-submit">
          {t('auth.rePass.submit')}
        </LockButton>
      </Form>
    </>
  );
}

function TokenCheck({ token }: { token: string }) {
  const { t, text } = useText();
  const { data, error, isFetching } = useCheckResetTokenQuery(token);
  if (isFetching) {
    return (
      <div className="tis-public-status" role="status">
        <Spin />
        {t('auth.rePass.checking')}
      </div>
    );
  }
  const userCode = userCodeOf(data);
  if (userCode) return <NewPasswordForm token={token} userCode={userCode} />;
  return <InvalidLink reason={text(refusalOf(data, error as LoginFailure | undefined))} />;
}

function InvalidLink({ reason }: { reason: string }) {
  const { t } = useText();
  const navigate = useNavigate();
  return (
    <>
      <Alert className="tis-public-alert" type="error" showIcon title={t('auth.rePass.invalidTitle')} description={reason} data-testid="repass-invalid" />
      <Button type="primary" block onClick={() => void navigate(loginPath(), { replace: true })}>
        {t('auth.rePass.backToLogin')}
      </Button>
    </>
  );
}

/**
 * /RePassPage (spec section 2: reset-password confirmation, outside the main layout, open
 * without a session). The mailed link carries `?token=…`; the page checks it, asks for the new
 * password twice (spec section 5 policy), sets it and returns to the login page.
 */
export function RePassPage() {
  const { t } = useText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <PublicCardPage title={t('auth.rePass.title')} data-testid="repass-page">
      {token ? <TokenCheck token={token} /> : <InvalidLink reason={t('auth.rePass.noToken')} />}
    </PublicCardPage>
  );
}
