import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { clientEnvironment } from '../../../api/client-environment';
import { loginPath, startSession } from '../../../app/session';
import { useAppDispatch } from '../../../app/store';
import { textKey, type TextRef } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { PublicCardPage } from '../../../shared/public-page/public-card-page';
import type { SsoReturn } from '../api/auth-api';
import { useSsoLogin } from '../hooks/use-sso-login';

/** The provider's answer in the page's query; null when the page was opened without one. */
export function ssoReturnOf(params: URLSearchParams): SsoReturn | null {
  const state = params.get('state') ?? '';
  const code = params.get('code') ?? undefined;
  const error = params.get('error') ?? undefined;
  const iss = params.get('iss') ?? undefined;
  if (!state || (!code && !error)) return null;
  return { state, ...(code ? { code } : {}), ...(error ? { error } : {}), ...(iss ? { iss } : {}) };
}

/**
 * /ssoPage (spec section 2, open without a session): the OA provider sends the browser back here
 * with `code` and `state`; the page hands them to the server once, then opens the home page, or
 * shows why the sign-on failed with a way to try again or go back to the login page.
 */
export function SsoPage() {
  const { t, text } = useText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const sso = useSsoLogin();
  const answer = ssoReturnOf(params);
  const [problem, setProblem] = useState<TextRef | null>(answer ? null : textKey('auth.sso.missing'));
  const sent = useRef(false);
  const { finish, start } = sso;

  useEffect(() => {
    if (!answer || sent.current) return;
    // The state is single-use: the answer goes to the server exactly once.
    sent.current = true;
    void finish(answer).then((outcome) => {
      if (outcome.kind === 'success') {
        startSession(dispatch, outcome.session);
        clientEnvironment().notifier.message('success', t('auth.login.success'), 1500);
        void navigate('/index', { replace: true });
        return;
      }
      setProblem(outcome.kind === 'failed' ? outcome.text : textKey('auth.login.failed'));
    });
  }, [answer, finish, dispatch, navigate, t]);

  const retry = () => {
    setProblem(null);
    void start().then((outcome) => {
      if (outcome) setProblem(outcome.kind === 'failed' ? outcome.text : textKey('auth.login.failed'));
    });
  };

  return (
    <PublicCardPage title={t('auth.sso.pageTitle')} data-testid="sso-page">
      {problem ? (
        <>
          <Alert className="tis-public-alert" type="error" showIcon title={t('auth.sso.failedTitle')} description={text(problem)} data-testid="sso-problem" />
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button type="primary" block loading={sso.busy} onClick={retry} data-testid="sso-retry">
              {t('auth.sso.retry')}
            </Button>
            <Button block onClick={() => void navigate(loginPath(), { replace: true })} data-testid="sso-back">
              {t('auth.sso.backToLogin')}
            </Button>
          </Space>
        </>
      ) : (
        <div className="tis-public-status" role="status">
          <Spin />
          {t('auth.sso.signingIn')}
        </div>
      )}
    </PublicCardPage>
  );
}
