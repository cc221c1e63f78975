import { constants, publicEncrypt } from 'node:crypto';
import type { LoginResult, PublicKeyAnswer } from '@tis/contracts';
import { call, type CallResult } from './http.js';

/** Demo passwords (README): tests log in as these. */
export const DEMO_PASSWORDS = {
  admin: 'Admin#2026',
  oem01: 'Oem01#2026',
  dealer01: 'Dealer01#2026',
  dealer02: 'Dealer02#2026',
  public01: 'Public01#2026',
  newuser01: 'Newuser01#2026',
  frozen01: 'Frozen01#2026',
} as const;

export type DemoUser = keyof typeof DEMO_PASSWORDS;

/** Encrypts a password for one login the way the SPA does: RSA-OAEP SHA-256 over `{"p","n"}`, base64. */
export function encryptPassword(challenge: PublicKeyAnswer, password: string): string {
  const plain = Buffer.from(JSON.stringify({ p: password, n: challenge.nonce }));
  return publicEncrypt({ key: challenge.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, plain).toString('base64');
}

export interface LoginAttempt {
  userCode: string;
  password: string;
  /** Defaults to the version the challenge names (the user ticked the privacy box). */
  privacyVersion?: string | null;
  headers?: Record<string, string>;
}

/** One password login through the real endpoints: challenge, encrypt, form post. */
export async function attemptLogin(baseUrl: string, attempt: LoginAttempt): Promise<{ answer: CallResult<LoginResult | number | null>; challenge: PublicKeyAnswer; form: URLSearchParams }> {
  const key = await call<PublicKeyAnswer>(`${baseUrl}/tis/api/oauth/publicKey`);
  const challenge = key.body.data;
  if (!challenge) throw new Error(`publicKey answered ${key.status} ${JSON.stringify(key.body)}`);
  const form = new URLSearchParams({ type: '1', userCode: attempt.userCode, password: encryptPassword(challenge, attempt.password), keyId: challenge.keyId });
  const privacy = attempt.privacyVersion === undefined ? challenge.privacyVersion : attempt.privacyVersion;
  if (privacy !== null) form.set('privacyVersion', privacy);
  const answer = await postLogin(baseUrl, form, attempt.headers);
  return { answer, challenge, form };
}

export function postLogin(baseUrl: string, form: URLSearchParams, headers: Record<string, string> = {}): Promise<CallResult<LoginResult | number | null>> {
  return call<LoginResult | number | null>(`${baseUrl}/tis/api/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: form.toString(),
  });
}

/** Logs a demo user in and returns the access token (fails loudly otherwise). */
export async function loginAs(baseUrl: string, user: DemoUser, headers?: Record<string, string>): Promise<string> {
  const { answer } = await attemptLogin(baseUrl, { userCode: user, password: DEMO_PASSWORDS[user], headers });
  const data = answer.body.data;
  if (typeof data !== 'object' || data === null) throw new Error(`login of ${user} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return data.accessToken;
}
