import { useState } from 'react';
import { CreditCardOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { clientEnvironment } from '../../../api/client-environment';
import { loginPath } from '../../../app/session';
import { textKey, type TextKey, type TextRef } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { LockButton } from '../../../shared/admin/lock-button';
import { NewPasswordFields } from '../../../shared/password/new-password-fields';
import { activationRefusal, isActivated } from '../activation-form';
import { useActivateAccountMutation, type ActivationFailure, type ActivationForm } from '../api/activation-api';
import { PublicCardPage } from '../../../shared/public-page/public-card-page';

/** What the login page shows when it opens after the activation. */
interface LoginNoticeState {
  notice: { level: 'success'; text: TextRef };
}

/**
 * /RegistVDS (spec section 2: registration, outside the main layout, query `userCode`): an account
 * that is not activated yet is activated with a password card (card number and secret) and gets
 * its first password. Open without a session: an account that is not activated cannot sign in.
 */
export function RegistVdsPage() {
  const { t, text } = useText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromLink = searchParams.get('userCode')?.trim() ?? '';
  const [form] = Form.useForm<ActivationForm>();
  const [activate, { isLoading }] = useActivateAccountMutation();
  const [refusal, setRefusal] = useState<TextRef | null>(null);
  const required = (message: TextKey) => ({ required: true, whitespace: true, message: t(message) });

  const submit = async (values: ActivationForm) => {
    setRefusal(null);
    const result = await activate({
      userCode: fromLink || values.userCode.trim(),
      cardNo: values.cardNo.trim(),
      secret: values.secret.trim(),
      password: values.password,
      confirm: values.confirm,
    });
    const answer = 'data' in result ? result.data : undefined;
    if (!isActivated(answer)) {
      setRefusal(activationRefusal(answer, 'error' in result ? (result.error as ActivationFailure) : undefined));
      return;
    }
    const success = textKey('secretCards.activate.success');
    clientEnvironment().notifier.message('success', text(success));
    const state: LoginNoticeState = { notice: { level: 'success', text: success } };
    void navigate(loginPath(), { replace: true, state });
  };

  return (
    <PublicCardPage title={t('secretCards.activate.title')} data-testid="regist-vds-page">
      <p className="tis-public-muted">{t('secretCards.activate.intro')}</p>
      {refusal && <Alert className="tis-public-alert" type="error" showIcon title={text(refusal)} data-testid="activate-refusal" />}
      <Form<ActivationForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ userCode: fromLink }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="userCode" label={t('secretCards.activate.account')} rules={[required('validation.accountRequired'), { max: 64, message: t('validation.tooLong') }]}>
          <Input
            prefix={<UserOutlined />}
            placeholder={t('secretCards.activate.accountPlaceholder')}
            autoComplete="username"
            disabled={fromLink !== ''}
            maxLength={64}
            data-testid="activate-account"
          />
        </Form.Item>
        <Form.Item name="cardNo" label={t('secretCards.activate.cardNo')} rules={[required('validation.required'), { max: 40, message: t('validation.tooLong') }]}>
          <Input
            prefix={<CreditCardOutlined />}
            placeholder={t('secretCards.activate.cardNoPlaceholder')}
            autoComplete="off"
            maxLength={40}
            data-testid="activate-card-no"
          />
        </Form.Item>
        <Form.Item name="secret" label={t('secretCards.activate.secret')} rules={[required('validation.required'), { max: 40, message: t('validation.tooLong') }]}>
          <Input.Password
            prefix={<KeyOutlined />}
            placeholder={t('secretCards.activate.secretPlaceholder')}
            autoComplete="off"
            maxLength={40}
            data-testid="activate-secret"
          />
        </Form.Item>
        <NewPasswordFields
          labels={{ password: 'secretCards.activate.password', confirm: 'secretCards.activate.confirm', passwordPlaceholder: 'secretCards.activate.passwordPlaceholder', confirmPlaceholder: 'secretCards.activate.confirmPlaceholder' }}
          testIdPrefix="activate"
        />
        <p className="tis-public-muted tis-public-small">{t('secretCards.activate.policy')}</p>
        <LockButton type="primary" htmlType="submit" block size="large" loading={isLoading} data-testid="activate-submit">
          {t('secretCards.activate.submit')}
        </LockButton>
      </Form>
      <Button type="link" block className="tis-public-back" onClick={() => void navigate(loginPath())}>
        {t('secretCards.activate.backToLogin')}
      </Button>
    </PublicCardPage>
  );
}
