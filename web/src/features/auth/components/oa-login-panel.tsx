import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useText } from '../../../i18n/use-text';
import { LightButton } from '../../../shared/light/light-widgets';

/** OA single sign-on tab (spec section 2): one button that sends the browser to the OA provider. */
export function OaLoginPanel({ onLogin, busy = false }: { onLogin: () => void; busy?: boolean }) {
  const { t } = useText();
  return (
    <div className="tis-login-oa">
      <SafetyCertificateOutlined className="tis-login-oa-icon" />
      <p className="tis-login-muted">{t('auth.login.oaHint')}</p>
      <LightButton variant="primary" size="large" block loading={busy} onClick={onLogin} data-testid="login-oa">
        {t('auth.login.oaButton')}
      </LightButton>
    </div>
  );
}
