import { ERROR_CODES, LOGIN_RESULT, type LoginResult, type PublicKeyAnswer } from '@tis/contracts';
import { call, freePort, type OidcTestProvider, startOidcProvider, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, formRequest, startEmbeddedPortal } from './embedded-portal.js';

const CLIENT_ID = 'tis-portal';
const CLIENT_SECRET = 'a-long-client-secret-for-the-test-provider';

/**
 * Follows the browser's way from the provider's authorization URL (redirects, cookies) until the
 * provider sends it back to `returnTo`; answers the query the SPA's /ssoPage would get.
 */
async function browseToReturn(start: string, returnTo: string): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 15; hop += 1) {
    if (url.startsWith(returnTo)) return new URL(url).searchParams;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`${url} answered ${res.status} without a redirect: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

/**
 * OA single sign-on (spec sections 2, 4, 7) against a real local OpenID Connect provider: the
 * authorization code flow with state, nonce and PKCE, identity keyed by provider + subject, the
 * privacy acceptance recorded, replayed and forged states refused, unknown and frozen accounts.
 */
describe.each(TEST_DIALECTS)('OA single sign-on on %s', (dialect) => {
  let provider: OidcTestProvider;
  let portal: EmbeddedPortal;
  let base: string;
  let ssoPage: string;
  let oauthDb: DataSource;
  let privacyVersion: string;

  beforeAll(async () => {
    const port = await freePort();
    portal = await startEmbeddedPortal({
      name: 'oidc',
      dialect,
      env: {
        TIS_OIDC_ISSUER: `http://127.0.0.1:${port}`,
        TIS_OIDC_CLIENT_ID: CLIENT_ID,
        TIS_OIDC_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
    base = portal.base;
    ssoPage = `${base}/tis/ssoPage`;
    provider = await startOidcProvider({
      port,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [ssoPage],
      accounts: [
        { sub: 'oa-7001', preferred_username: 'oem01', email: 'oem01@oa.example' },
        { sub: 'oa-7002', preferred_username: 'dealer01' },
        { sub: 'oa-7003', preferred_username: 'nobody-in-tis' },
        { sub: 'oa-7004', preferred_username: 'frozen01' },
      ],
    });
    oauthDb = await portal.db('oauth');
    privacyVersion = (await call<PublicKeyAnswer>(`${base}/tis/api/oauth/publicKey`)).body.data?.privacyVersion ?? '';
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([portal?.stop(), provider?.stop()]);
  });

  const authorize = (query: Record<string, string>) =>
    call<{ url: string } | number>(`${base}/tis/api/oauth/sso/authorize?${new URLSearchParams(query)}`, { headers: { Language: 'en_US' } });
  const finish = (fields: Record<string, string>) => call<LoginResult | number | null>(`${base}/tis/api/oauth/sso/login`, formRequest(fields));

  /** The whole round trip: start, sign in at the provider as `sub`, come back; answers the returned query too. */
  async function signIn(sub: string | null) {
    const started = await authorize({ privacyVersion, redirectUri: ssoPage });
    expect(started.body.code).toBe('000000');
    const { url } = started.body.data as { url: string };
    provider.signInNext(sub);
    const back = await browseToReturn(url, ssoPage);
    const fields = Object.fromEntries(back);
    return { fields, result: await finish(fields) };
  }

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const { body } = await authorize({ privacyVersion, redirectUri: ssoPage });
    const url = new URL((body.data as { url: string }).url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(ssoPage);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)?.length ?? 0).toBeGreaterThan(20);
    // The state itself is never stored, only its hash.
    const rows: { state_hash: string }[] = await oauthDb.query('SELECT state_hash FROM oidc_login');
    expect(rows.map((r) => r.state_hash)).not.toContain(url.searchParams.get('state'));
  });

  it('signs in the account the claim names, links the identity and records the privacy acceptance', async () => {
    const { result } = await signIn('oa-7001');
    expect(result.body.code).toBe('000000');
    const session = result.body.data as LoginResult;
    expect(session).toMatchObject({ userCode: 'oem01', userType: 'oem' });
    const me = await call<{ userInfo: { userCode: string } }>(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: session.accessToken } });
    expect(me.body.data?.userInfo.userCode).toBe('oem01');
    const links: { provider: string; subject: string; user_code: string }[] = await oauthDb.query(
      "SELECT provider, subject, user_code FROM external_identity WHERE subject = 'oa-7001'",
    );
    expect(links).toEqual([{ provider: `oidc:${provider.issuer}`, subject: 'oa-7001', user_code: 'oem01' }]);
    const accepted: { version: string }[] = await oauthDb.query("SELECT version FROM privacy_acceptance WHERE user_code = 'oem01'");
    expect(accepted.map((a) => a.version)).toContain(privacyVersion);
  });

  it('keys the identity by provider and subject: a linked subject signs in even when its claim changes', async () => {
    const first = await signIn('oa-7002'); // the first login links oa-7002 to dealer01, the account its claim names
    expect((first.result.body.data as LoginResult).userCode).toBe('dealer01');
    await oauthDb.query("UPDATE external_identity SET user_code = 'dealer02' WHERE subject = 'oa-7002'");
    const { result } = await signIn('oa-7002');
    expect((result.body.data as LoginResult).userCode).toBe('dealer02');
  });

  it('uses each state once: the same answer again, or a forged state, is refused (A00101)', async () => {
    const { fields, result } = await signIn('oa-7001');
    expect(result.body.code).toBe('000000');
    const replay = await finish(fields);
    expect(replay.body).toMatchObject({ code: ERROR_CODES.oauthLoginFailed.code, data: null });
    const forged = await finish({ ...fields, state: 'forged-state-value-forged-state-value' });
    expect(forged.body.code).toBe(ERROR_CODES.oauthLoginFailed.code);
  });

  it('refuses a code that does not belong to the state it came back with', async () => {
    const a = await authorize({ privacyVersion, redirectUri: ssoPage });
    provider.signInNext('oa-7001');
    const first = Object.fromEntries(await browseToReturn((a.body.data as { url: string }).url, ssoPage));
    const b = await authorize({ privacyVersion, redirectUri: ssoPage });
    provider.signInNext('oa-7001');
    const second = Object.fromEntries(await browseToReturn((b.body.data as { url: string }).url, ssoPage));
    // The code of login A with the state of login B: B's PKCE verifier and nonce do not fit.
    const mixed = await finish({ ...second, code: first.code ?? '' });
    expect(mixed.body.code).toBe(ERROR_CODES.oauthLoginFailed.code);
  });

  it('answers A00217 (wrong user) for an identity that names no account, and links nothing', async () => {
    const { result } = await signIn('oa-7003');
    expect(result.body).toMatchObject({ code: ERROR_CODES.oauthWrongUser.code, data: null });
    const links: unknown[] = await oauthDb.query("SELECT id FROM external_identity WHERE subject = 'oa-7003'");
    expect(links).toHaveLength(0);
  });

  it('keeps the account states: a frozen account cannot sign in (result 8 with its message)', async () => {
    const { result } = await signIn('oa-7004');
    expect(result.body).toMatchObject({ code: '000000', data: LOGIN_RESULT.info, mesg: 'The account is frozen' });
  });

  it('reports a cancelled sign-in at the provider', async () => {
    const { fields, result } = await signIn(null);
    expect(fields.error).toBe('access_denied');
    expect(result.body).toMatchObject({ data: LOGIN_RESULT.info, mesg: 'The OA sign-on was cancelled or refused' });
  });

  it('answers result 9 when the user took longer than the login may last', async () => {
    const started = await authorize({ privacyVersion, redirectUri: ssoPage });
    provider.signInNext('oa-7001');
    const fields = Object.fromEntries(await browseToReturn((started.body.data as { url: string }).url, ssoPage));
    await oauthDb.query('UPDATE oidc_login SET expires_at = ?', [portal.bind(new Date(Date.now() - 1000))]);
    const result = await finish(fields);
    expect(result.body).toMatchObject({ data: LOGIN_RESULT.timeout, mesg: 'The OA sign-on took too long, please start again' });
  });

  it('needs the privacy policy accepted and a redirect back to this portal', async () => {
    expect((await authorize({ privacyVersion: '', redirectUri: ssoPage })).body).toMatchObject({ data: LOGIN_RESULT.info, mesg: 'Please tick the privacy policy first' });
    expect((await authorize({ privacyVersion: '1999-01', redirectUri: ssoPage })).body.data).toBe(LOGIN_RESULT.info);
    expect((await authorize({ privacyVersion, redirectUri: 'https://evil.example/steal' })).body.code).not.toBe('000000');
    expect((await authorize({ privacyVersion, redirectUri: 'javascript:alert(1)' })).body.code).not.toBe('000000');
    // Only the configured public origin's page: another host's /tis/ssoPage is refused, with the reason.
    const foreign = await authorize({ privacyVersion, redirectUri: 'https://evil.example/tis/ssoPage' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.mesg).toContain("redirectUri: The sign-on return page must be on this portal's own address");
  });

  it('writes every attempt to the login log as an OA login, without codes or tokens', async () => {
    const logDb = await portal.db('log');
    const rows = await (async () => {
      for (let i = 0; i < 50; i += 1) {
        const found: { user_code: string; outcome: string }[] = await logDb.query("SELECT user_code, outcome FROM login_log WHERE kind = 'oidc'");
        if (found.some((r) => r.outcome === 'unknownUser')) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    })();
    expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ user_code: 'oem01', outcome: 'success' }), expect.objectContaining({ outcome: 'unknownUser' })]));
  });
});

describe('OA single sign-on without a provider', () => {
  let portal: EmbeddedPortal;
  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'oidc-off' });
  }, 120_000);
  afterAll(() => portal?.stop());

  it('says that SSO is not set up (result 8)', async () => {
    const { body } = await call(`${portal.base}/tis/api/oauth/sso/authorize?privacyVersion=2026-01&redirectUri=${encodeURIComponent(`${portal.base}/tis/ssoPage`)}`, {
      headers: { Language: 'en_US' },
    });
    expect(body).toMatchObject({ code: '000000', data: LOGIN_RESULT.info, mesg: 'OA single sign-on is not set up on this site' });
  });
});
