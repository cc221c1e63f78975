import { useState, type SyntheticEvent } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { MessageKey } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { LightButton } from '../../../shared/light/light-widgets';
import { LoginInput } from './login-input';

export interface PasswordCredentials {
  userCode: string;
  password: string;
}

export interface PasswordLoginFormProps {
  submitting: boolean;
  onSubmit: (credentials: PasswordCredentials) => void;
  onResetPassword: () => void;
}

type Field = keyof PasswordCredentials;
type Problems = Partial<Record<Field, MessageKey>>;

/** Spec section 5: account required, password required. */
export function credentialProblem(field: Field, value: string): MessageKey | undefined {
  if (field === 'userCode') return value.trim() === '' ? 'validation.accountRequired' : undefined;
  return value === '' ? 'validation.passwordRequired' : undefined;
}

/**
 * Password tab (spec section 2): account and password, both required and checked on blur
 * (section 5); Enter submits; a reset-password button and a browser hint. Two fields need no
 * form library: this keeps antd Form out of the login page's first download.
 */
export function PasswordLoginForm({ submitting, onSubmit, onResetPassword }: PasswordLoginFormProps) {
  const { t } = useText();
  const [values, setValues] = useState<PasswordCredentials>({ userCode: '', password: '' });
  const [problems, setProblems] = useState<Problems>({});

  const check = (field: Field, value: string) => setProblems((p) => ({ ...p, [field]: credentialProblem(field, value) }));
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Once a field shows a problem, it is checked as the user types.
    if (problems[field]) check(field, value);
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {
      userCode: credentialProblem('userCode', values.userCode),
      password: credentialProblem('password', values.password),
    };
    setProblems(found);
    if (found.userCode || found.password) return;
    onSubmit({ userCode: values.userCode.trim(), password: values.password });
  };

  const problem = (field: Field) =>
    problems[field] ? (
      <div id={`login-${field}-problem`} className="tis-login-field-problem" role="alert">
        {t(problems[field])}
      </div>
    ) : null;

  return (
    <form className="tis-login-form" name="password-login" autoComplete="on" noValidate onSubmit={submit}>
      <div className="tis-login-field">
        <label htmlFor="login-userCode" className="tis-login-field-label">
          {t('auth.login.account')}
        </label>
        <LoginInput
          id="login-userCode"
          name="username"
          prefix={<UserOutlined />}
          placeholder={t('auth.login.accountPlaceholder')}
          autoComplete="username"
          maxLength={64}
          value={values.userCode}
          invalid={!!problems.userCode}
          aria-describedby={problems.userCode ? 'login-userCode-problem' : undefined}
          onChange={(event) => change('userCode', event.target.value)}
          onBlur={() => check('userCode', values.userCode)}
          data-testid="login-account"
        />
        {problem('userCode')}
      </div>
      <div className="tis-login-field">
        <label htmlFor="login-password" className="tis-login-field-label">
          {t('auth.login.password')}
        </label>
        <LoginInput
          id="login-password"
          name="password"
          password
          toggleLabel={t('auth.login.showPassword')}
          prefix={<LockOutlined />}
          placeholder={t('auth.login.passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={128}
          value={values.password}
          invalid={!!problems.password}
          aria-describedby={problems.password ? 'login-password-problem' : undefined}
          onChange={(event) => change('password', event.target.value)}
          onBlur={() => check('password', values.password)}
          data-testid="login-password"
        />
        {problem('password')}
      </div>
      <div className="tis-login-form-links">
        <LightButton variant="link" size="small" onClick={onResetPassword} data-testid="login-reset-password">
          {t('auth.login.resetPassword')}
        </LightButton>
      </div>
      <LightButton variant="primary" type="submit" size="large" block loading={submitting} className="tis-login-submit" data-testid="login-submit">
        {t('auth.login.submit')}
      </LightButton>
      <p className="tis-login-browser-hint">{t('auth.login.browserHint')}</p>
    </form>
  );
}
