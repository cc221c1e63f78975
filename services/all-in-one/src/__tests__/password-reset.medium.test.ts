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
    expect(smtp.mails).toHaveLength(0);
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
});
