import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { loginPath } from '../../../app/session';
import { useAppSelector } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import './error-pages.css';

/** The 404 page (spec section 2). */
export function NotFoundPage() {
  const { t } = useText();
  const navigate = useNavigate();
  const signedIn = useAppSelector((state) => state.session.token !== null);
  return (
    <div className="tis-error-page" data-testid="not-found-page">
      <Result
        status="404"
        title={t('errors.notFound.title')}
        subTitle={t('errors.notFound.subtitle')}
        extra={
          <Button type="primary" onClick={() => void navigate(signedIn ? '/index' : loginPath(), { replace: true })}>
            {t(signedIn ? 'errors.action.home' : 'errors.action.login')}
          </Button>
        }
      />
    </div>
  );
}
