import { ERROR_CODES, LOGIN_RESULT, type LoginResult } from '@tis/contracts';
import { attemptLogin, call, DEMO_PASSWORDS, loginAs, postLogin, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Identity on the embedded portal, on each database: the password login with its challenge, every
 * login result code and account state, replay, throttling, sessions and their revocation, and the
 * server-side permission check (spec sections 4, 5 and 6).
 */
describe.each(TEST_DIALECTS)('identity on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let oauthDb: DataSource;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'identity', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    oauthDb = await portal.db('oauth');
  }, 120_000);

  afterAll(() => portal?.stop());

  const setAccount = (userCode: string, column: string, value: unknown) =>
    oauthDb.query(`UPDATE user_account SET ${column} = ? WHERE user_code = ?`, [portal.bind(value), userCode]);

  it('hands out an RSA public key with a fresh nonce and the privacy version', async () => {
    const a = await call<{ keyId: string; publicKey: string; nonce: string; expiresAt: string; privacyVersion: string }>(`${base}/tis/api/oauth/publicKey`);
    const b = await call<{ nonce: string }>(`${base}/tis/api/oauth/publicKey`);
    expect(a.body.code).toBe('000000');
    expect(a.body.data?.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(a.body.data?.nonce).not.toBe(b.body.data?.nonce);
    expect(new Date(a.body.data!.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(a.body.data?.privacyVersion).toMatch(/\d{4}-\d{2}/);
  });

  it('signs the administrator in with userInfo and roleRight, and the token opens protected routes', async () => {
    const { answer } = await attemptLogin(base, { userCode: 'admin', password: DEMO_PASSWORDS.admin });
    expect(answer.body.code).toBe('000000');
    const result = answer.body.data as LoginResult;
    expect(result).toMatchObject({ userCode: 'admin', userName: 'Administrator', userType: 'oem', userAgentCode: null });
    expect(result.roleRight.map((r) => r.funLink)).toEqual(expect.arrayContaining(['baseinfouser', 'FUNC-back', 'submit']));
    // The SPA sends the bare token; Bearer works too.
    const bare = await call<{ userInfo: { userCode: string } }>(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: result.accessToken } });
    expect(bare.body.data?.userInfo.userCode).toBe('admin');
    const list = await call(`${base}/tis/api/logService/operationLog/list`, { headers: { authorization: `Bearer ${result.accessToken}` } });
    expect(list.status).toBe(200);
  });

  it('gives a service-outlet user their agent code and refuses them pages their role lacks (403)', async () => {
    const { answer } = await attemptLogin(base, { userCode: 'dealer01', password: DEMO_PASSWORDS.dealer01 });
    const result = answer.body.data as LoginResult;
    expect(result).toMatchObject({ userType: 'dealer', userAgentCode: 'D1001' });
    const list = await call(`${base}/tis/api/logService/operationLog/list`, { headers: { authorization: result.accessToken } });
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('403');
  });

  it('answers a wrong password with result 0 and an unknown user with A00217, taking about as long', async () => {
    // Alternating attempts, the quickest of each kind compared: a busy machine slows single attempts, not the quickest.
    const times = { wrong: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 3; round += 1) {
      let t0 = performance.now();
      const wrong = await attemptLogin(base, { userCode: 'oem01', password: 'Wrong#Pass1' });
      times.wrong.push(performance.now() - t0);
      t0 = performance.now();
      const unknown = await attemptLogin(base, { userCode: 'nobody-here', password: 'Wrong#Pass1' });
      times.unknown.push(performance.now() - t0);
      expect(wrong.answer.body).toMatchObject({ code: '000000', data: 0, mesg: '用户名或密码错误' });
      expect(unknown.answer.body).toMatchObject({ code: ERROR_CODES.oauthWrongUser.code, data: null });
    }
    const [a, b] = [Math.min(...times.wrong), Math.min(...times.unknown)];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(3);
  });

  it('refuses a frozen account with result 8 and its message (in the asked language)', async () => {
    const { answer } = await attemptLogin(base, { userCode: 'frozen01', password: DEMO_PASSWORDS.frozen01, headers: { Language: 'en_US' } });
    expect(answer.body).toMatchObject({ code: '000000', data: LOGIN_RESULT.info, mesg: 'The account is frozen' });
  });

  it('refuses invalid (8700005), not activated, expired and not-yet-effective accounts', async () => {
    const headers = { Language: 'en_US' };
    await setAccount('public01', 'status', 'invalid');
    const invalid = await attemptLogin(base, { userCode: 'public01', password: DEMO_PASSWORDS.public01, headers });
    expect(invalid.answer.body.code).toBe(ERROR_CODES.oauthInvalidUser.code);

    await setAccount('public01', 'status', 'inactive');
    const inactive = await attemptLogin(base, { userCode: 'public01', password: DEMO_PASSWORDS.public01, headers });
    expect(inactive.answer.body).toMatchObject({ data: LOGIN_RESULT.info, mesg: 'The account is not activated yet' });

    await setAccount('public01', 'status', 'normal');
    await setAccount('public01', 'expiration_date', '2020-01-31');
    const expired = await attemptLogin(base, { userCode: 'public01', password: DEMO_PASSWORDS.public01, headers });
    expect(expired.answer.body).toMatchObject({ data: LOGIN_RESULT.info, mesg: 'The account has expired' });

    await setAccount('public01', 'expiration_date', null);
    await setAccount('public01', 'effective_date', '2999-01-01');
    const early = await attemptLogin(base, { userCode: 'public01', password: DEMO_PASSWORDS.public01, headers });
    expect(early.answer.body).toMatchObject({ data: LOGIN_RESULT.info, mesg: 'The account is not valid yet' });

    await setAccount('public01', 'effective_date', null);
    const fine = await attemptLogin(base, { userCode: 'public01', password: DEMO_PASSWORDS.public01 });
    expect(typeof fine.answer.body.data).toBe('object');
  });

  it('asks a first-time user and a user with a password older than 3 months for a new password (10)', async () => {
    const first = await attemptLogin(base, { userCode: 'newuser01', password: DEMO_PASSWORDS.newuser01 });
    expect(first.answer.body.data).toBe(LOGIN_RESULT.passwordMustChange);
    await setAccount('oem01', 'password_changed_at', new Date(Date.now() - 100 * 24 * 3600_000));
    const old = await attemptLogin(base, { userCode: 'oem01', password: DEMO_PASSWORDS.oem01 });
    expect(old.answer.body.data).toBe(LOGIN_RESULT.passwordMustChange);
    await setAccount('oem01', 'password_changed_at', new Date());
  });

  it('requires the privacy policy to be accepted (8)', async () => {
    const { answer } = await attemptLogin(base, { userCode: 'oem01', password: DEMO_PASSWORDS.oem01, privacyVersion: null, headers: { Language: 'en_US' } });
    expect(answer.body).toMatchObject({ data: LOGIN_RESULT.info, mesg: 'Please tick the privacy policy first' });
  });

  it('refuses a replayed ciphertext (A00101) and one whose nonce expired (9)', async () => {
    const { answer, form, challenge } = await attemptLogin(base, { userCode: 'oem01', password: DEMO_PASSWORDS.oem01 });
    expect(typeof answer.body.data).toBe('object');
    const replay = await postLogin(base, form);
    expect(replay.body.code).toBe(ERROR_CODES.oauthLoginFailed.code);
    expect(challenge.nonce.length).toBeGreaterThan(20);

    const late = await call<{ nonce: string }>(`${base}/tis/api/oauth/publicKey`);
    await oauthDb.query('UPDATE login_challenge SET expires_at = ? WHERE nonce = ?', [portal.bind(new Date(Date.now() - 1000)), late.body.data!.nonce]);
    const { encryptPassword } = await import('@tis/nest/testing');
    const key = (await call<never>(`${base}/tis/api/oauth/publicKey`)).body.data as unknown as Parameters<typeof encryptPassword>[0];
    const expiredForm = new URLSearchParams({
      type: '1',
      userCode: 'oem01',
      password: encryptPassword({ ...key, nonce: late.body.data!.nonce }, DEMO_PASSWORDS.oem01),
      privacyVersion: key.privacyVersion,
    });
    const expired = await postLogin(base, expiredForm);
    expect(expired.body.data).toBe(LOGIN_RESULT.timeout);
  });

  it('slows brute force: after 5 failures the account is locked even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const { answer } = await attemptLogin(base, { userCode: 'dealer02', password: `Wrong#${i}abc` });
      expect(answer.body.data).toBe(0);
    }
    const locked = await attemptLogin(base, { userCode: 'dealer02', password: DEMO_PASSWORDS.dealer02, headers: { Language: 'en_US' } });
    expect(locked.answer.body).toMatchObject({ data: LOGIN_RESULT.info });
    expect(locked.answer.body.mesg).toMatch(/Too many failed logins, please try again in 15 minutes/);
    await oauthDb.query('DELETE FROM login_throttle');
  });

  it('clears the failures of an account when it logs in, so four more do not lock it', async () => {
    const fail = async (i: number) => (await attemptLogin(base, { userCode: 'dealer02', password: `Wrong#${i}abc` })).answer.body.data;
    for (let i = 0; i < 4; i++) expect(await fail(i)).toBe(0);
    expect((await oauthDb.query("SELECT failures FROM login_throttle WHERE throttle_key = 'u:dealer02'"))[0]?.failures).toBe(4);
    expect((await attemptLogin(base, { userCode: 'dealer02', password: DEMO_PASSWORDS.dealer02 })).answer.body.data).toHaveProperty('accessToken');
    expect(await oauthDb.query("SELECT failures FROM login_throttle WHERE throttle_key = 'u:dealer02'")).toEqual([]);
    for (let i = 0; i < 4; i++) expect(await fail(i)).toBe(0);
    expect((await attemptLogin(base, { userCode: 'dealer02', password: DEMO_PASSWORDS.dealer02 })).answer.body.data).toHaveProperty('accessToken');
    await oauthDb.query('DELETE FROM login_throttle');
  });

  it('ends the session at once on logout', async () => {
    const token = await loginAs(base, 'oem01');
    const before = await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: token } });
    expect(before.status).toBe(200);
    const out = await call(`${base}/tis/api/oauth/logout`, { method: 'POST', headers: { authorization: token } });
    expect(out.body.data).toBe(true);
    const after = await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: token } });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('401');
  });

  it('ends the older session of a single-session account when it logs in elsewhere', async () => {
    await setAccount('dealer01', 'single_session', true);
    const first = await loginAs(base, 'dealer01');
    expect((await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: first } })).status).toBe(200);
    const second = await loginAs(base, 'dealer01');
    expect((await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: first } })).status).toBe(401);
    expect((await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: second } })).status).toBe(200);
    await setAccount('dealer01', 'single_session', false);
  });

  it('refuses a forged or garbage token with 401', async () => {
    const garbage = await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(garbage.status).toBe(401);
    const none = await call(`${base}/tis/api/oauth/userInfo`);
    expect(none.status).toBe(401);
  });
});
