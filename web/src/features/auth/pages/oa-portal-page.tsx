import { Suspense, lazy, useState } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox } from 'antd';
import { useNavigate } from 'react-router';
import { loginPath } from '../../../app/session';
import type { TextRef } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { PublicCardPage } from '../../../shared/public-page/public-card-page';
import { useSsoLogin } from '../hooks/use-sso-login';

const PrivacyPolicyDialog = lazy(() => import('../components/privacy-policy-dialog').then((m) => ({ default: m.PrivacyPolicyDialog })));

/**
 * /oaPortal (spec section 2, open without a session): the entry from the company OA portal. The
 * privacy policy must be accepted first (spec section 4); then the browser goes to the OA
 * provider and comes back to /ssoPage signed in.
 */
export function OaPortalPage() {
  const { t, text } = useText();
  const navigate = useNavigate();
  const sso = useSsoLogin();
  const [agreed, setAgreed] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [problem, setProblem] = useState<TextRef | null>(null);
  const [missingPrivacy, setMissingPrivacy] = useState(false);

  const go = () => {
    if (!agreed) {
      setMissingPrivacy(true);
      return;
    }
    setProblem(null);
    void sso.start().then((outcome) => {
      if (outcome && outcome.kind === 'failed') setProblem(outcome.text);
    });
  };

  return (
    <PublicCardPage title={t('auth.oaPortal.pageTitle')} data-testid="oa-portal-page">
      <p className="tis-public-muted">
        <SafetyCertificateOutlined /> {t('auth.oaPortal.intro')}
      </p>
      {problem && <Alert className="tis-public-alert" type="error" showIcon title={text(problem)} data-testid="oa-portal-problem" />}
      {missingPrivacy && !agreed && <Alert className="tis-public-alert" type="warning" showIcon title={t('error.privacyRequired')} data-testid="oa-portal-privacy-missing" />}
      <p>
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="oa-portal-privacy">
          {t('auth.login.privacyPrefix')}
        </Checkbox>
        <Button type="link" size="small" onClick={() => setPolicyOpen(true)} data-testid="oa-portal-privacy-link">
          {t('auth.login.privacyLink')}
        </Button>
      </p>
      <Button type="primary" size="large" block loading={sso.busy} onClick={go} data-testid="oa-portal-continue">
        {t('auth.oaPortal.continue')}
      </Button>
      <Button type="link" block className="tis-public-back" onClick={() => void navigate(loginPath())}>
        {t('auth.sso.backToLogin')}
      </Button>
      {policyOpen && (
        <Suspense fallback={null}>
          <PrivacyPolicyDialog
            open={policyOpen}
            onAgree={() => {
              setAgreed(true);
              setPolicyOpen(false);
            }}
            onClose={() => setPolicyOpen(false)}
          />
        </Suspense>
      )}
    </PublicCardPage>
  );
}
