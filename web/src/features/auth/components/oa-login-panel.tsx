import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useText } from '../../../i18n/use-text';

/** OA single sign-on tab (spec section 2): one button. */
export function OaLoginPanel({ onLogin }: { onLogin: () => void }) {
  const { t } = useText();
  return (
    <div className="tis-login-oa">
      <SafetyCertificateOutlined className="tis-login-oa-icon" />
      <p className="tis-login-muted">{t('auth.login.oaHint')}</p>
      <Button type="primary" size="large" block onClick={onLogin} data-testid="login-oa">
        {t('auth.login.oaButton')}
      </Button>
    </div>
  );
}
