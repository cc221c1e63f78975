import { useCallback, useState } from 'react';
import { SSO_PAGE } from '@tis/contracts';
import { BASENAME } from '../../../app/paths';
import { textKey } from '../../../i18n/keys';
import {
  type LoginAnswer,
  type LoginFailure,
  type SsoReturn,
  usePrivacyVersionMutation,
  useSsoAuthorizeMutation,
  useSsoLoginMutation,
} from '../api/auth-api';
import { interpretLoginFailure, interpretLoginResult, type LoginOutcome } from '../login-result';

export interface SsoLoginActions {
  /**
   * Sends the browser to the OA provider (the privacy policy has been accepted). Answers null when
   * the browser is on its way, else the outcome to show (SSO not set up, provider unreachable, …).
   */
  start: () => Promise<LoginOutcome | null>;
  /** Finishes the sign-on with the provider's answer on /ssoPage. */
  finish: (answer: SsoReturn) => Promise<LoginOutcome>;
  busy: boolean;
}

/** This SPA's /ssoPage address, where the provider sends the browser back. */
export function ssoReturnAddress(origin = window.location.origin): string {
  return `${origin}${BASENAME}${SSO_PAGE}`;
}

function providerUrlOf(answer: LoginAnswer): string | null {
  const value = answer.value;
  if (typeof value !== 'object' || value === null) return null;
  const url = (value as { url?: unknown }).url;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

function outcomeOf(result: { data: LoginAnswer; error?: undefined } | { data?: undefined; error: unknown }): LoginOutcome {
  if (result.error !== undefined || !result.data) {
    const failure = result.error as LoginFailure;
    return interpretLoginFailure(failure.message, failure.envelope);
  }
  return interpretLoginResult(result.data.value, result.data.envelope);
}

/** OA single sign-on (spec sections 2 and 4): the OA tab and /oaPortal start it, /ssoPage finishes it. */
export function useSsoLogin(): SsoLoginActions {
  const [fetchVersion] = usePrivacyVersionMutation();
  const [authorize] = useSsoAuthorizeMutation();
  const [login] = useSsoLoginMutation();
  const [busy, setBusy] = useState(false);

  const start = useCallback(async (): Promise<LoginOutcome | null> => {
    setBusy(true);
    try {
      const version = await fetchVersion(undefined);
      if ('error' in version) return interpretLoginFailure((version.error as LoginFailure).message, null);
      if (!version.data) return { kind: 'failed', level: 'error', text: textKey('error.privacyLoadFailed') };
      const result = await authorize({ privacyVersion: version.data, redirectUri: ssoReturnAddress() });
      const url = result.data ? providerUrlOf(result.data) : null;
      if (!url) return outcomeOf(result);
      window.location.assign(url);
      return null;
    } finally {
      setBusy(false);
    }
  }, [fetchVersion, authorize]);

  const finish = useCallback(
    async (answer: SsoReturn): Promise<LoginOutcome> => {
      setBusy(true);
      try {
        return outcomeOf(await login(answer));
      } finally {
        setBusy(false);
      }
    },
    [login],
  );

  return { start, finish, busy };
}
