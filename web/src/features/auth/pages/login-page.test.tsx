import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { renderRoutesWithFakeServer } from '../../../test/fake-server';
import { LoginPage } from './login-page';

interface Call {
  url: string;
  body: string;
  headers: Record<string, string>;
}

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

// The oauth service's key pair stands in for the server: the test opens what the page sends.
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
let challenges = 0;

/** `GET /publicKey`: a new nonce per call, like the server. */
function challenge(): Response {
  challenges += 1;
  return answer({
    code: '000000',
    mesg: 'ok',
    data: { keyId: 'key-1', publicKey: keys.publicKey, nonce: `nonce-${challenges}`, expiresAt: '2099-01-01T00:00:00.000Z', privacyVersion: '2026-01' },
  });
}

/** What the server reads from the password field. */
function opened(field: string): unknown {
  const bytes = Buffer.from(decodeURIComponent(field), 'base64');
  const plain = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, bytes);
  return JSON.parse(plain.toString('utf8'));
}

function loginCalls(calls: Call[]): URLSearchParams[] {
  return calls.filter((c) => c.url.endsWith('/login')).map((c) => new URLSearchParams(c.body));
}

function renderAt(path: string, reply: () => Response) {
  const calls: Call[] = [];
  const server = renderRoutesWithFakeServer(
    [
      { path: '/login', Component: LoginPage },
      { path: '/com', Component: LoginPage },
      { path: '/os', Component: LoginPage },
      { path: '/index', element: <div data-testid="home">home</div> },
    ],
    path,
    {
      handler: (request) => {
        calls.push({ url: request.path, body: request.rawBody, headers: request.headers });
        return request.url.pathname.endsWith('/publicKey') ? challenge() : reply();
      },
    },
  );
  return { calls, messages: { texts: () => server.messages.map((m) => m.text) }, router: server.router };
}

async function openPasswordTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: '账号登录' }));
}

describe('LoginPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('opens on the QR tab by default, remembers the chosen tab and stores the logo', async () => {
    const user = userEvent.setup();
    renderAt('/com', () => answer({}));
    expect(screen.getByRole('tab', { name: '企业微信扫码', selected: true })).toBeTruthy();
    expect(screen.getByTestId('qr-not-configured')).toBeTruthy();
    expect(window.localStorage.getItem('tis.logo')).toBe('com');
    await openPasswordTab(user);
    expect(window.localStorage.getItem('tis.loginTab')).toBe('0');
    expect(screen.getByTestId('env-notice').textContent).toContain('测试');
  });

  it('shows the required messages when the account and password are empty', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/login', () => answer({}));
    await openPasswordTab(user);
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('checks the account on blur', async () => {
    const user = userEvent.setup();
    renderAt('/login', () => answer({}));
    await openPasswordTab(user);
    await user.click(screen.getByTestId('login-account'));
    await user.tab();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
  });

  it('asks for the privacy policy first; agreeing continues the login: challenge, then the encrypted form', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/login', () => answer({ code: 'A00217', mesg: 'no such user', data: null }));
    await openPasswordTab(user);
    await user.type(screen.getByTestId('login-account'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'Secret123{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('隐私政策确认')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByTestId('privacy-agree'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.url).toBe('/tis/api/oauth/publicKey');
    expect(calls[1]!.url).toBe('/tis/api/oauth/login');
    expect(calls[1]!.headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    const form = loginCalls(calls)[0]!;
    expect([...form.keys()]).toEqual(['type', 'userCode', 'password', 'keyId', 'privacyVersion']);
    expect(form.get('type')).toBe('1');
    expect(form.get('userCode')).toBe('alice');
    expect(form.get('keyId')).toBe('key-1');
    expect(form.get('privacyVersion')).toBe('2026-01');
    // The password leaves the browser only encrypted, with the challenge's nonce.
    expect(calls[1]!.body).not.toContain('Secret123');
    expect(opened(form.get('password')!)).toEqual({ p: 'Secret123', n: `nonce-${challenges}` });
    expect(calls[1]!.headers.Language).toBe('zh_CN');
    // A00217 is login result 13: the user does not exist.
    expect((await screen.findByTestId('login-notice')).textContent).toContain('用户不存在');
    expect(window.localStorage.getItem('tis.token')).toBeNull();
  });

  it("shows the envelope's message when the login fails with an unknown code", async () => {
    const user = userEvent.setup();
    renderAt('/login', () => answer({ code: '400000', mesg: '提交的数据不合法', data: null }));
    await openPasswordTab(user);
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.type(screen.getByTestId('login-account'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'x{Enter}');
    expect((await screen.findByTestId('login-notice')).textContent).toContain('提交的数据不合法');
  });

  it('signs in with the token, user and roleRight of the answer and goes to /index', async () => {
    const user = userEvent.setup();
    const roleRight = [{ itemId: 1, funLink: 'index', headApi: null }];
    const { messages } = renderAt('/login', () =>
      answer({
        code: '000000',
        mesg: 'ok',
        data: {
          userCode: 'alice',
          userName: 'Alice',
          userType: 'oem',
          userAgentCode: null,
          accessToken: 'jwt-1',
          userInfo: { userCode: 'alice', userName: 'Alice', userType: 'oem', userAgentCode: null, roleCode: 'sysadmin', email: 'a@x', brandCodes: [], lang: null },
          roleRight,
        },
      }),
    );
    await openPasswordTab(user);
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.type(screen.getByTestId('login-account'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'Secret123{Enter}');
    expect(await screen.findByTestId('home')).toBeTruthy();
    expect(window.localStorage.getItem('tis.token')).toBe('jwt-1');
    expect(JSON.parse(window.localStorage.getItem('tis.user') ?? '{}')).toMatchObject({ userCode: 'alice', userName: 'Alice', roleCode: 'sysadmin' });
    expect(JSON.parse(window.localStorage.getItem('tis.roleRight') ?? '[]')).toEqual(roleRight);
    expect(messages.texts()).toContain('登录成功');
  });

  it('cancelling the privacy prompt drops the pending login', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/login', () => answer({}));
    await openPasswordTab(user);
    await user.type(screen.getByTestId('login-account'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'pw{Enter}');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', false);
    expect(calls).toHaveLength(0);
    // Ticking the box later and submitting logs in once: the cancelled attempt is not replayed.
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(loginCalls(calls)).toHaveLength(1));
  });

  it('fetches a fresh challenge for every attempt; a wrong password shows the message', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/login', () => answer({ code: '000000', mesg: '用户名或密码错误', data: 0 }));
    await openPasswordTab(user);
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.type(screen.getByTestId('login-account'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'wrong-1{Enter}');
    expect((await screen.findByTestId('login-notice')).textContent).toContain('用户名或密码错误');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(loginCalls(calls)).toHaveLength(2));
    const nonces = loginCalls(calls).map((form) => (opened(form.get('password')!) as { n: string }).n);
    expect(new Set(nonces).size).toBe(2);
    expect(calls.filter((c) => c.url.endsWith('/publicKey'))).toHaveLength(2);
    expect(window.localStorage.getItem('tis.token')).toBeNull();
  });

  it('the overseas login (/os) sends the ciphertext URL-encoded', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/os', () => answer({ code: '000000', mesg: '', data: 0 }));
    await user.click(screen.getByRole('tab', { name: '账号登录' }));
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.type(screen.getByTestId('login-account'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'Secret123{Enter}');
    await waitFor(() => expect(loginCalls(calls)).toHaveLength(1));
    const field = loginCalls(calls)[0]!.get('password')!;
    expect(field).toMatch(/%2B|%2F|%3D/);
    expect(field).not.toMatch(/[+/=]/);
    expect(opened(field)).toMatchObject({ p: 'Secret123' });
  });

  it('result 10 (password must change) opens the reset dialog with the account filled in', async () => {
    const user = userEvent.setup();
    renderAt('/login', () => answer({ code: '000000', mesg: '首次登录或密码已过期，请重置密码', data: 10 }));
    await openPasswordTab(user);
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.type(screen.getByTestId('login-account'), 'newuser01');
    await user.type(screen.getByTestId('login-password'), 'Newuser01#2026{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('重置密码')).toBeTruthy();
    expect(within(dialog).getByTestId('reset-account')).toHaveProperty('value', 'newuser01');
    expect(window.localStorage.getItem('tis.token')).toBeNull();
  });

  it('the reset dialog sends email, account and the absolute /tis/RePassPage address; a refusal shows in the dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls, messages } = renderAt('/login', () =>
      refuse ? answer({ code: '000001', mesg: '邮箱与账号不匹配', data: null }) : answer({ code: '000000', mesg: '重置链接已发送至 a***@tis.local', data: true }),
    );
    await openPasswordTab(user);
    await user.click(screen.getByTestId('login-reset-password'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('reset-account'), ' alice ');
    await user.type(within(dialog).getByTestId('reset-email'), 'alice@tis.local');
    await user.click(within(dialog).getByTestId('reset-password-submit'));
    expect((await within(dialog).findByTestId('reset-password-refusal')).textContent).toContain('邮箱与账号不匹配');
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/tis/api/oauth/sendResetLink');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      email: 'alice@tis.local',
      userCode: 'alice',
      redirectUrl: `${window.location.origin}/tis/RePassPage`,
    });

    refuse = false;
    await user.click(within(dialog).getByTestId('reset-password-submit'));
    await waitFor(() => expect(messages.texts()).toContain('重置链接已发送至 a***@tis.local'));
  });
});
