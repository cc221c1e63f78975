import { useEffect } from 'react';
import { QrcodeOutlined } from '@ant-design/icons';
import { useText } from '../../../i18n/use-text';
import { LightSpinner } from '../../../shared/light/light-widgets';
import { isMobileUserAgent, isTrustedOrigin, redirectUrlOf } from '../qr-login';

export interface QrLoginPanelProps {
  /** The provider's QR page; empty when the site has no enterprise-chat login. */
  url: string | undefined;
  trustedDomains: readonly string[];
  /** A code came back from the provider and is being exchanged for a session. */
  signingIn: boolean;
}

/** Enterprise-chat QR tab (spec section 2): a 300×400 frame; mobile browsers go to the provider. */
export function QrLoginPanel({ url, trustedDomains, signingIn }: QrLoginPanelProps) {
  const { t } = useText();

  useEffect(() => {
    if (!url) return undefined;
    if (isMobileUserAgent(navigator.userAgent)) {
      window.location.assign(url);
      return undefined;
    }
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedOrigin(event.origin, trustedDomains)) return;
      const target = redirectUrlOf(event.data);
      if (target) window.location.assign(target);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, trustedDomains]);

  if (signingIn) {
    return (
      <div className="tis-login-qr">
        <LightSpinner />
        <span className="tis-login-muted">{t('auth.login.qrSigningIn')}</span>
      </div>
    );
  }
  if (!url) {
    return (
      <div className="tis-login-qr tis-login-qr-missing" data-testid="qr-not-configured">
        <QrcodeOutlined className="tis-login-qr-missing-icon" />
        <span className="tis-login-muted">{t('auth.login.qrNotConfigured')}</span>
      </div>
    );
  }
  return (
    <div className="tis-login-qr">
      <iframe title={t('auth.login.tab.qr')} src={url} width={300} height={400} className="tis-login-qr-frame" />
      <span className="tis-login-muted">{t('auth.login.qrHint')}</span>
    </div>
  );
}
