import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureClientEnvironment } from '../../../api/client-environment';
import { createThrottle } from '../../../api/throttle';
import { createStore } from '../../../app/store';
import { i18n, initI18n, resolveText } from '../../../i18n';
import { LoginPage } from './login-page';

interface Call {
  url: string;
  body: string;
  headers: Record<string, string>;
}

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function renderAt(path: string, reply: () => Response) {
  const calls: Call[] = [];
  const messages: string[] = [];
  configureClientEnvironment({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init?.body === 'string' ? init.body : '';
      calls.push({ url, body, headers: init?.headers as Record<string, string> });
      return reply();
    },
    token: () => window.localStorage.getItem('tis.token'),
    language: () => i18n.language,
    translate: resolveText,
    throttle: createThrottle(),
    notifier: { message: (_l, text) => messages.push(text), notification: () => {}, closeAll: () => {} },
  });
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/com', Component: LoginPage },
      { path: '/index', element: <div data-testid="home">home</div> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <AntdApp>
          <RouterProvider router={router} />
        </AntdApp>
      </I18nextProvider>
    </Provider>,
  );
  return { calls, messages, router };
}

async function openPasswordTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: '账号登录' }));
}

describe('LoginPage', () => {
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

  it('asks for the privacy policy first; agreeing continues the login with a form-urlencoded body', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/login', () => answer({ code: 'A00217', mesg: 'no such user', data: null }));
    await openPasswordTab(user);
    await user.type(screen.getByTestId('login-account'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'Secret123{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('隐私政策确认')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByTestId('privacy-agree'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/tis/api/oauth/login');
    expect(calls[0]!.body).toBe('type=1&userCode=alice&password=Secret123');
    expect(calls[0]!.headers.Language).toBe('zh_CN');
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

  it('signs in with the token of the answer and goes to /index', async () => {
    const user = userEvent.setup();
    const { messages } = renderAt('/login', () =>
      answer({ code: '000000', mesg: 'ok', data: { userCode: 'alice', userName: 'Alice', accessToken: 'jwt-1' } }),
    );
    await openPasswordTab(user);
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.type(screen.getByTestId('login-account'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'Secret123{Enter}');
    expect(await screen.findByTestId('home')).toBeTruthy();
    expect(window.localStorage.getItem('tis.token')).toBe('jwt-1');
    expect(JSON.parse(window.localStorage.getItem('tis.user') ?? '{}')).toMatchObject({ userCode: 'alice', userName: 'Alice' });
    expect(messages).toContain('登录成功');
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
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
