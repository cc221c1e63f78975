import { useCallback, useState } from 'react';
import { textKey } from '../../../i18n/keys';
import { useLoginMutation, usePublicKeyMutation, type LoginFailure, type LoginRequest } from '../api/auth-api';
import { interpretLoginFailure, interpretLoginResult, type LoginOutcome } from '../login-result';
import { encryptPassword } from '../password-crypto';

export interface PasswordLogin {
  userCode: string;
  /** As typed; it leaves the browser only encrypted. */
  password: string;
  /** The overseas login URL-encodes the ciphertext (spec section 7). */
  urlEncode: boolean;
}

export interface LoginActions {
  /** Password login (type 1): a fresh challenge, the encrypted password, then the login call. */
  passwordLogin: (attempt: PasswordLogin) => Promise<LoginOutcome>;
  /** Enterprise-chat login (type 2) with the code the provider sent back. */
  codeLogin: (wechatCode: string, companyType?: string) => Promise<LoginOutcome>;
  /** A login is under way. */
  busy: boolean;
}

const failed = (key: 'auth.login.challengeFailed' | 'auth.login.encryptFailed'): LoginOutcome => ({
  kind: 'failed',
  level: 'error',
  text: textKey(key),
});

/** The login calls of the login page (spec sections 3, 4 and 7), each ending in a LoginOutcome. */
export function useLogin(): LoginActions {
  const [fetchChallenge] = usePublicKeyMutation();
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (request: LoginRequest, userCode: string): Promise<LoginOutcome> => {
      const result = await login(request);
      if ('error' in result) {
        const failure = result.error as LoginFailure;
        return interpretLoginFailure(failure.message, failure.envelope);
      }
      return interpretLoginResult(result.data.value, result.data.envelope, userCode);
    },
    [login],
  );

  const passwordLogin = useCallback(
    async ({ userCode, password, urlEncode }: PasswordLogin): Promise<LoginOutcome> => {
      setBusy(true);
      try {
        // One challenge per attempt: its nonce opens once and expires after a few minutes.
        const key = await fetchChallenge(undefined);
        if ('error' in key) return interpretLoginFailure((key.error as LoginFailure).message, null);
        const challenge = key.data;
        if (!challenge) return failed('auth.login.challengeFailed');
        let encrypted: string;
        try {
          encrypted = await encryptPassword(challenge, password, { urlEncode });
        } catch {
          return failed('auth.login.encryptFailed');
        }
        return await send(
          { type: 1, userCode, password: encrypted, keyId: challenge.keyId, privacyVersion: challenge.privacyVersion },
          userCode,
        );
      } finally {
        setBusy(false);
      }
    },
    [fetchChallenge, send],
  );

  const codeLogin = useCallback(
    async (wechatCode: string, companyType?: string): Promise<LoginOutcome> => {
      setBusy(true);
      try {
        return await send({ type: 2, wechatCode, ...(companyType ? { companyType } : {}) }, '');
      } finally {
        setBusy(false);
      }
    },
    [send],
  );

  return { passwordLogin, codeLogin, busy };
}
