import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { clientEnvironment } from '../../../api/client-environment';
import { DEFAULT_QR_TRUSTED_DOMAINS, currentDeployment, runtimeConfig } from '../../../app/runtime-config';
import { startSession } from '../../../app/session';
import { STORAGE_KEYS, writeItem } from '../../../app/session-storage';
import { useAppDispatch } from '../../../app/store';
import { LanguageSwitcher } from '../../../i18n/language-switcher';
import type { TextRef } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { withAntd } from '../../../app/with-antd';
import { LightAlert, LightButton } from '../../../shared/light/light-widgets';
import { brandForPath } from '../brands';
import { LoginTabs, type LoginTabItem } from '../components/login-tabs';
import { OaLoginPanel } from '../components/oa-login-panel';
import { PasswordLoginForm, type PasswordCredentials } from '../components/password-login-form';
import { QrLoginPanel } from '../components/qr-login-panel';
import { useLogin } from '../hooks/use-login';
import { useSsoLogin } from '../hooks/use-sso-login';
import { useLoginTab, type LoginTab } from '../hooks/use-login-tab';
import type { LoginOutcome } from '../login-result';
import './login-page.css';

// The dialogs load when first opened, with antd (the page itself is drawn with light widgets):
// they keep antd, Modal and the reset form out of the login page's first download.
const lazyDialog = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(() => withAntd(load)().then((c) => ({ default: c })));
const PrivacyConfirmDialog = lazyDialog(() => import('../components/privacy-confirm-dialog').then((m) => m.PrivacyConfirmDialog));
const PrivacyPolicyDialog = lazyDialog(() => import('../components/privacy-policy-dialog').then((m) => m.PrivacyPolicyDialog));
const ResetPasswordDialog = lazyDialog(() => import('../components/reset-password-dialog').then((m) => m.ResetPasswordDialog));

/** Renders a lazy dialog from its first opening on (so it can also animate closed). */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

interface LoginNotice {
  level: 'info' | 'error' | 'success';
  text: TextRef;
}

/** Navigation state other pages hand to the login page (the reset page's success message). */
export interface LoginPageState {
  notice?: LoginNotice;
}

function noticeFromState(state: unknown): LoginNotice | null {
  const notice = (state as LoginPageState | null)?.notice;
  return notice && typeof notice === 'object' && 'text' in notice ? notice : null;
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
  const [notice, setNotice] = useState<LoginNotice | null>(() => noticeFromState(location.state));
  const pending = useRef<(() => void) | null>(null);
  const { passwordLogin: loginWithPassword, codeLogin, busy } = useLogin();
  // The overseas login sends the ciphertext URL-encoded (spec section 7).
  const urlEncode = brand.key === 'os' || deployment.overseas;

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

  const runPasswordLogin = useCallback(
    async (credentials: PasswordCredentials) => {
      setNotice(null);
      handleOutcome(await loginWithPassword({ ...credentials, urlEncode }), credentials.userCode);
    },
    [loginWithPassword, handleOutcome, urlEncode, setNotice],
  );

  const runCodeLogin = useCallback(
    async (wechatCode: string, companyType?: string) => {
      setNotice(null);
      handleOutcome(await codeLogin(wechatCode, companyType), '');
    },
    [codeLogin, handleOutcome, setNotice],
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

  const passwordLogin = (credentials: PasswordCredentials) => withPrivacy(() => void runPasswordLogin(credentials));

  const sso = useSsoLogin();
  const oaLogin = () =>
    withPrivacy(() => {
      setNotice(null);
      void sso.start().then((outcome) => {
        if (outcome) handleOutcome(outcome, '');
      });
    });

  // The enterprise-chat provider comes back with ?code=… (spec section 3: login type 2).
  const wechatCode = searchParams.get('code');
  const exchanged = useRef<string | null>(null);
  useEffect(() => {
    if (!wechatCode || exchanged.current === wechatCode) return;
    exchanged.current = wechatCode;
    void runCodeLogin(wechatCode, searchParams.get('state') ?? undefined);
  }, [wechatCode, searchParams, runCodeLogin]);

  const envName = config.environmentName ?? t('auth.login.envDefault');
  const tabs: LoginTabItem<LoginTab>[] = [
    {
      key: '0',
      label: t('auth.login.tab.password'),
      children: (
        <PasswordLoginForm
          submitting={busy}
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
          signingIn={busy && !!wechatCode}
        />
      ),
    },
    { key: '2', label: t('auth.login.tab.oa'), children: <OaLoginPanel onLogin={oaLogin} busy={sso.busy} /> },
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

        <section className="tis-login-card" style={{ '--tis-primary': brand.accent } as CSSProperties}>
          {!deployment.production && (
            <LightAlert className="tis-login-env" type="warning" title={t('auth.login.envNotice', { env: envName })} data-testid="env-notice" />
          )}
          <h2 className="tis-login-card-title">{t('auth.login.welcome')}</h2>
          <p className="tis-login-card-subtitle">{t('auth.login.subtitle')}</p>
          {notice && (
            <LightAlert
              className="tis-login-notice"
              type={notice.level}
              onClose={() => setNotice(null)}
              title={text(notice.text)}
              data-testid="login-notice"
            />
          )}
          <LoginTabs items={tabs} activeKey={tab} onChange={setTab} accent={brand.accent} />
          <div className="tis-login-privacy">
            {/* A native checkbox: antd's would bring the form library into the first download. */}
            <label className="tis-login-check">
              <input
                type="checkbox"
                checked={privacyAgreed}
                onChange={(event) => setPrivacyAgreed(event.target.checked)}
                style={{ accentColor: brand.accent }}
                data-testid="privacy-checkbox"
              />
              <span>{t('auth.login.privacyPrefix')}</span>
            </label>
            <LightButton variant="link" size="small" className="tis-login-privacy-link" onClick={() => setPolicyOpen(true)} data-testid="privacy-link">
              {t('auth.login.privacyLink')}
            </LightButton>
          </div>
        </section>
      </main>

      <footer className="tis-login-footer">{t('auth.login.copyright', { year: new Date().getFullYear() })}</footer>

      <OnceOpened open={confirmOpen}>
        <PrivacyConfirmDialog open={confirmOpen} onAgree={agreePrivacy} onCancel={cancelPrivacy} onRead={() => setPolicyOpen(true)} />
      </OnceOpened>
      <OnceOpened open={policyOpen}>
        <PrivacyPolicyDialog open={policyOpen} onAgree={agreePrivacy} onClose={() => setPolicyOpen(false)} />
      </OnceOpened>
      <OnceOpened open={reset.open}>
        <ResetPasswordDialog
          open={reset.open}
          firstLogin={reset.firstLogin}
          initialUserCode={reset.userCode}
          onClose={() => setReset((r) => ({ ...r, open: false }))}
        />
      </OnceOpened>
    </div>
  );
}
