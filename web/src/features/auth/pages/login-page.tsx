import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, ConfigProvider, Tabs } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { clientEnvironment } from '../../../api/client-environment';
import { DEFAULT_QR_TRUSTED_DOMAINS, currentDeployment, runtimeConfig } from '../../../app/runtime-config';
import { startSession } from '../../../app/session';
import { STORAGE_KEYS, writeItem } from '../../../app/session-storage';
import { useAppDispatch } from '../../../app/store';
import { LanguageSwitcher } from '../../../i18n/language-switcher';
import type { TextRef } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { useLoginMutation, type LoginFailure, type LoginRequest } from '../api/auth-api';
import { brandForPath } from '../brands';
import { OaLoginPanel } from '../components/oa-login-panel';
import { PasswordLoginForm, type PasswordCredentials } from '../components/password-login-form';
import { PrivacyConfirmDialog } from '../components/privacy-confirm-dialog';
import { PrivacyPolicyDialog } from '../components/privacy-policy-dialog';
import { QrLoginPanel } from '../components/qr-login-panel';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { useLoginTab, type LoginTab } from '../hooks/use-login-tab';
import { interpretLoginFailure, interpretLoginResult, type LoginOutcome } from '../login-result';
import './login-page.css';

interface LoginNotice {
  level: 'info' | 'error';
  text: TextRef;
}

/**
 * The login screen and its brand variants (/login, /os, /com, /yw, /fcb, /mssp; spec section 2):
 * background, logo, language selector, title, a notice on non-production environments, three
 * tabs (password, enterprise-chat QR, OA), a privacy checkbox and its dialogs.
 */
export function LoginPage() {
  const { t, text } = useText();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const brand = brandForPath(location.pathname);
  const deployment = currentDeployment();
  const config = runtimeConfig();

  const [tab, setTab] = useLoginTab();
  const [privacyAgreed, setPrivacyAgreed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [reset, setReset] = useState<{ open: boolean; firstLogin: boolean; userCode: string }>({
    open: false,
    firstLogin: false,
    userCode: '',
  });
  const [notice, setNotice] = useState<LoginNotice | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const [login, { isLoading }] = useLoginMutation();

  // Logout returns to the login page of the stored logo (spec section 2).
  useEffect(() => writeItem(STORAGE_KEYS.logo, brand.key), [brand.key]);

  const handleOutcome = useCallback(
    (outcome: LoginOutcome, userCode: string) => {
      switch (outcome.kind) {
        case 'success':
          setNotice(null);
          startSession(dispatch, outcome.session);
          clientEnvironment().notifier.message('success', t('auth.login.success'), 1500);
          void navigate('/index', { replace: true });
          return;
        case 'passwordMustChange':
          setNotice({ level: 'info', text: outcome.text });
          setReset({ open: true, firstLogin: true, userCode });
          return;
        case 'failed':
          setNotice({ level: outcome.level, text: outcome.text });
          return;
      }
    },
    [dispatch, navigate, t, setNotice, setReset],
  );

  const runLogin = useCallback(
    async (request: LoginRequest) => {
      setNotice(null);
      const userCode = request.type === 1 ? request.userCode : '';
      const result = await login(request);
      if ('error' in result) {
        const failure = result.error as LoginFailure;
        handleOutcome(interpretLoginFailure(failure.message, failure.envelope), userCode);
      } else {
        handleOutcome(interpretLoginResult(result.data.value, result.data.envelope, userCode), userCode);
      }
    },
    [login, handleOutcome, setNotice],
  );

  /** Password and OA login need the privacy box; otherwise the confirmation opens and waits. */
  const withPrivacy = useCallback(
    (action: () => void) => {
      if (privacyAgreed) {
        action();
        return;
      }
      pending.current = action;
      setConfirmOpen(true);
    },
    [privacyAgreed],
  );

  const agreePrivacy = () => {
    setPrivacyAgreed(true);
    setConfirmOpen(false);
    setPolicyOpen(false);
    const action = pending.current;
    pending.current = null;
    action?.();
  };

  const cancelPrivacy = () => {
    pending.current = null;
    setConfirmOpen(false);
  };

  const passwordLogin = (credentials: PasswordCredentials) =>
    withPrivacy(() => void runLogin({ type: 1, ...credentials }));

  const oaLogin = () =>
    withPrivacy(() => {
      if (config.oaLoginUrl) window.location.assign(config.oaLoginUrl);
      else setNotice({ level: 'info', text: { key: 'auth.login.oaNotConfigured' } });
    });

  // The enterprise-chat provider comes back with ?code=… (spec section 3: login type 2).
  const wechatCode = searchParams.get('code');
  const exchanged = useRef<string | null>(null);
  useEffect(() => {
    if (!wechatCode || exchanged.current === wechatCode) return;
    exchanged.current = wechatCode;
    const state = searchParams.get('state');
    void runLogin({ type: 2, wechatCode, ...(state ? { companyType: state } : {}) });
  }, [wechatCode, searchParams, runLogin]);

  const envName = config.environmentName ?? t('auth.login.envDefault');
  const tabs = [
    {
      key: '0',
      label: t('auth.login.tab.password'),
      children: (
        <PasswordLoginForm
          submitting={isLoading}
          onSubmit={passwordLogin}
          onResetPassword={() => setReset({ open: true, firstLogin: false, userCode: '' })}
        />
      ),
    },
    {
      key: '1',
      label: t('auth.login.tab.qr'),
      children: (
        <QrLoginPanel
          url={config.qrLoginUrl}
          trustedDomains={config.qrTrustedDomains ?? DEFAULT_QR_TRUSTED_DOMAINS}
          signingIn={isLoading && !!wechatCode}
        />
      ),
    },
    { key: '2', label: t('auth.login.tab.oa'), children: <OaLoginPanel onLogin={oaLogin} /> },
  ];

  return (
    <div className={`tis-login tis-login-${brand.key}`} style={{ background: brand.background }} data-brand={brand.key}>
      <header className="tis-login-top">
        <div className="tis-login-logo">
          <span className="tis-login-mark" style={{ color: brand.accent }}>
            {brand.mark}
          </span>
          <span className="tis-login-brand-name">{t(`auth.brand.${brand.key}.name`)}</span>
        </div>
        <LanguageSwitcher variant="light" />
      </header>

      <main className="tis-login-main">
        <section className="tis-login-hero">
          <h1 className="tis-login-hero-title">{t(deployment.premium ? 'app.title.premium' : 'app.title.web')}</h1>
          <p className="tis-login-hero-lead">{t('auth.login.heroTitle')}</p>
          <p className="tis-login-hero-text">{t('auth.login.heroText')}</p>
        </section>

        <ConfigProvider theme={{ token: { colorPrimary: brand.accent, colorLink: brand.accent } }}>
        <Card className="tis-login-card" variant="borderless">
          {!deployment.production && (
            <Alert
              className="tis-login-env"
              type="warning"
              showIcon
              title={t('auth.login.envNotice', { env: envName })}
              data-testid="env-notice"
            />
          )}
          <h2 className="tis-login-card-title">{t('auth.login.welcome')}</h2>
          <p className="tis-login-card-subtitle">{t('auth.login.subtitle')}</p>
          {notice && (
            <Alert
              className="tis-login-notice"
              type={notice.level}
              showIcon
              closable={{ onClose: () => setNotice(null) }}
              title={text(notice.text)}
              data-testid="login-notice"
            />
          )}
          <Tabs
            className="tis-login-tabs"
            activeKey={tab}
            onChange={(key) => setTab(key as LoginTab)}
            items={tabs}
            centered
          />
          <div className="tis-login-privacy">
            <Checkbox
              checked={privacyAgreed}
              onChange={(event) => setPrivacyAgreed(event.target.checked)}
              data-testid="privacy-checkbox"
            >
              {t('auth.login.privacyPrefix')}
            </Checkbox>
            <Button type="link" size="small" className="tis-login-privacy-link" onClick={() => setPolicyOpen(true)} data-testid="privacy-link">
              {t('auth.login.privacyLink')}
            </Button>
          </div>
        </Card>
        </ConfigProvider>
      </main>

      <footer className="tis-login-footer">{t('auth.login.copyright', { year: new Date().getFullYear() })}</footer>

      <PrivacyConfirmDialog
        open={confirmOpen}
        onAgree={agreePrivacy}
        onCancel={cancelPrivacy}
        onRead={() => setPolicyOpen(true)}
      />
      <PrivacyPolicyDialog open={policyOpen} onAgree={agreePrivacy} onClose={() => setPolicyOpen(false)} />
      <ResetPasswordDialog
        open={reset.open}
        firstLogin={reset.firstLogin}
        initialUserCode={reset.userCode}
        onClose={() => setReset((r) => ({ ...r, open: false }))}
      />
    </div>
  );
}
