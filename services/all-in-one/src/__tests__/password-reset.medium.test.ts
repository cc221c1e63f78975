import { request } from 'node:http';
import { LOGIN_RESULT, type LoginResult } from '@tis/contracts';
import { attemptLogin, call, DEMO_PASSWORDS, freePort, loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, formRequest, startEmbeddedPortal } from './embedded-portal.js';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP receiver on 127.0.0.1: what the portal mails arrives here. */
async function startSmtp(): Promise<{ port: number; mails: ReceivedMail[]; stop: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, mails, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The reset link of a mail body (quoted-printable decoded). */
function linkOf(mail: ReceivedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/\S+RePassPage\?token=[A-Za-z0-9_-]+/.exec(body);
  if (!match) throw new Error(`no reset link in mail:\n${body}`);
  return match[0];
}

/** A GET with its own Host header (fetch sends the URL's host): what a poisoning request looks like. */
function getWithHost(url: string, host: string): Promise<{ status: number; body: { code: string; mesg: string } }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, Language: 'en_US' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: string; mesg: string } }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(TEST_DIALECTS)('password reset and privacy policy on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let portal: EmbeddedPortal;
  let base: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    portal = await startEmbeddedPortal({ name: 'reset', dialect, env: { TIS_SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    base = portal.base;
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([portal?.stop(), smtp?.stop()]);
  });

  beforeEach(() => {
    smtp.mails.length = 0;
  });

  const sendLink = (email: string, userCode: string, redirectUrl = `${base}/tis/RePassPage`) =>
    call<boolean>(`${base}/tis/api/oauth/sendResetLink?${new URLSearchParams({ email, userCode, redirectUrl })}`, { headers: { Language: 'en_US' } });

  it('refuses a reset link when email and account do not match, and sends none', async () => {
    const wrong = await sendLink('someone@else.example', 'oem01');
    expect(wrong.body).toMatchObject({ code: '000001', mesg: 'The email does not match the account' });
    const missing = await sendLink('', 'oem01');
    expect(missing.status).toBe(400);
    expect(missing.body.mesg).toContain('Please enter both email and account');
    expect(smtp.mails).toHaveLength(0);
  });

  it('never mails a link that points to another site', async () => {
    const evil = await sendLink('oem01@tis.local', 'oem01', 'https://evil.example/tis/RePassPage');
    expect(evil.status).toBe(400);
    expect(evil.body.mesg).toContain("redirectUrl: The reset page must be on this portal's own address");
    expect(smtp.mails).toHaveLength(0);
  });

  it('takes the link from the configured public origin, whatever Host header the request carries', async () => {
    const query = (redirectUrl: string) => `${base}/tis/api/oauth/sendResetLink?${new URLSearchParams({ email: 'public01@tis.local', userCode: 'public01', redirectUrl })}`;
    const poisoned = await getWithHost(query('https://evil.example/x/tis/RePassPage'), 'evil.example');
    expect(poisoned.status).toBe(400);
    expect(poisoned.body.mesg).toContain("The reset page must be on this portal's own address");
    expect(smtp.mails).toHaveLength(0);

    const sent = await getWithHost(query(`${base}/tis/RePassPage`), 'evil.example');
    expect(sent.body.code).toBe('000000');
    expect(smtp.mails).toHaveLength(1);
    const link = new URL(linkOf(smtp.mails[0]!));
    expect(`${link.origin}${link.pathname}`).toBe(`${base}/tis/RePassPage`);
    expect(smtp.mails[0]!.raw).not.toContain('evil.example');
  });

  it('lets a first-time user set a password through the mailed single-use link, then log in', async () => {
    const first = await attemptLogin(base, { userCode: 'newuser01', password: DEMO_PASSWORDS.newuser01 });
    expect(first.answer.body.data).toBe(LOGIN_RESULT.passwordMustChange);

    const sent = await sendLink('NEWUSER01@tis.local', 'newuser01');
    expect(sent.body).toMatchObject({ code: '000000', data: true, mesg: 'A reset link has been sent to newuser01@tis.local' });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['newuser01@tis.local']);
    const link = new URL(linkOf(smtp.mails[0]!));
    expect(`${link.origin}${link.pathname}`).toBe(`${base}/tis/RePassPage`);
    const token = link.searchParams.get('token')!;

    const check = await call<{ userCode: string }>(`${base}/tis/api/oauth/resetPassword/check?token=${token}`);
    expect(check.body.data).toEqual({ userCode: 'newuser01' });

    const weak = await call(`${base}/tis/api/oauth/resetPassword`, formRequest({ token, password: 'weakpass', confirm: 'weakpass' }));
    expect(weak.status).toBe(400);
    expect(weak.body.mesg).toContain('upper-case letter');
    expect(weak.body.mesg).toContain('digit');
    const mismatch = await call(`${base}/tis/api/oauth/resetPassword`, formRequest({ token, password: 'Fresh#Pass9', confirm: 'Fresh#Pass8' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.mesg).toContain('The two passwords do not match');
    // Nothing changed: the old password still leads to "must change".
    expect((await attemptLogin(base, { userCode: 'newuser01', password: DEMO_PASSWORDS.newuser01 })).answer.body.data).toBe(LOGIN_RESULT.passwordMustChange);

    const done = await call<boolean>(`${base}/tis/api/oauth/resetPassword`, formRequest({ token, password: 'Fresh#Pass9', confirm: 'Fresh#Pass9' }));
    expect(done.body).toMatchObject({ code: '000000', data: true });
    const again = await call(`${base}/tis/api/oauth/resetPassword`, formRequest({ token, password: 'Other#Pass9', confirm: 'Other#Pass9' }));
    expect(again.body).toMatchObject({ code: '000001', mesg: 'The reset link is invalid or has expired' });

    const login = await attemptLogin(base, { userCode: 'newuser01', password: 'Fresh#Pass9' });
    expect((login.answer.body.data as LoginResult).accessToken).toBeTruthy();
    const old = await attemptLogin(base, { userCode: 'newuser01', password: DEMO_PASSWORDS.newuser01 });
    expect(old.answer.body.data).toBe(0);
  });

  it('ends every session when the password is reset', async () => {
    const token = await loginAs(base, 'public01');
    await sendLink('public01@tis.local', 'public01');
    const resetToken = new URL(linkOf(smtp.mails[0]!)).searchParams.get('token')!;
    await call(`${base}/tis/api/oauth/resetPassword`, formRequest({ token: resetToken, password: 'Public02#2026', confirm: 'Public02#2026' }));
    const after = await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: token } });
    expect(after.status).toBe(401);
  });

  it('changes the own password only with the current one, and ends the sessions', async () => {
    const token = await loginAs(base, 'dealer02');
    const wrong = await call(`${base}/tis/api/oauth/password`, formRequest({ oldPassword: 'nope', password: 'Dealer03#2026', confirm: 'Dealer03#2026' }, { authorization: token }));
    expect(wrong.body).toMatchObject({ code: '000001', mesg: 'The current password is wrong' });
    const changed = await call(`${base}/tis/api/oauth/password`, formRequest({ oldPassword: DEMO_PASSWORDS.dealer02, password: 'Dealer03#2026', confirm: 'Dealer03#2026' }, { authorization: token }));
    expect(changed.body).toMatchObject({ code: '000000', data: true, mesg: 'The password has been changed, please log in again' });
    expect((await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: token } })).status).toBe(401);
    const login = await attemptLogin(base, { userCode: 'dealer02', password: 'Dealer03#2026' });
    expect(typeof login.answer.body.data).toBe('object');
  });

  it('serves the privacy policy as a PDF with its version', async () => {
    const res = await fetch(`${base}/tis/api/oauth/privacyPolicy`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('%%EOF');
    const version = await call<{ version: string }>(`${base}/tis/api/oauth/privacyPolicy/version`);
    expect(bytes.toString('latin1')).toContain(`Version ${version.body.data!.version}`);
  });

  it('brakes guessing the current password like a login: locked after 5 wrong ones, even for the right one', async () => {
    const token = await loginAs(base, 'oem01');
    const change = (oldPassword: string) =>
      call(`${base}/tis/api/oauth/password`, formRequest({ oldPassword, password: 'Oem02#2026x', confirm: 'Oem02#2026x' }, { authorization: token }));
    for (let i = 0; i < 5; i++) expect((await change(`Guess#${i}abc`)).body).toMatchObject({ code: '000001', mesg: 'The current password is wrong' });
    const locked = await change(DEMO_PASSWORDS.oem01);
    expect(locked.body).toMatchObject({ code: '000001', mesg: 'Too many failed logins, please try again in 15 minutes' });
    // The same counter as the login: the account's login waits too, and the password did not change.
    const login = await attemptLogin(base, { userCode: 'oem01', password: DEMO_PASSWORDS.oem01, headers: { Language: 'en_US' } });
    expect(login.answer.body).toMatchObject({ data: LOGIN_RESULT.info });
    const oauthDb = await portal.db('oauth');
    await oauthDb.query('DELETE FROM login_throttle');
    expect(typeof (await attemptLogin(base, { userCode: 'oem01', password: DEMO_PASSWORDS.oem01 })).answer.body.data).toBe('object');
  });
});
