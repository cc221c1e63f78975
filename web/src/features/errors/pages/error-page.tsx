import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { loginPath } from '../../../app/session';
import { useAppSelector } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import './error-pages.css';

/** Where the guard sends unknown paths and pages the role may not open (spec section 2). */
export function ErrorPage() {
  const { t } = useText();
  const navigate = useNavigate();
  const signedIn = useAppSelector((state) => state.session.token !== null);
  return (
    <div className="tis-error-page" data-testid="error-page">
      <Result
        status="warning"
        title={t('errors.error.title')}
        subTitle={t('errors.error.subtitle')}
        extra={
          <Space>
            <Button onClick={() => void navigate(-1)}>{t('errors.action.back')}</Button>
            <Button type="primary" onClick={() => void navigate(signedIn ? '/index' : loginPath(), { replace: true })}>
              {t(signedIn ? 'errors.action.home' : 'errors.action.login')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
