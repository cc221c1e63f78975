import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { renderRoutesWithFakeServer } from '../../../test/fake-server';
import { LoginPage } from './login-page';
import { RePassPage } from './re-pass-page';

interface Call {
  url: string;
  method: string;
  body: string;
}

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const ok = (data: unknown, mesg = 'ok') => answer({ code: '000000', mesg, data });
const refused = (mesg: string) => answer({ code: '000001', mesg, data: null });

function renderAt(path: string, reply: (call: Call) => Response) {
  const calls: Call[] = [];
  const server = renderRoutesWithFakeServer(
    [
      { path: '/RePassPage', Component: RePassPage },
      { path: '/login', Component: LoginPage },
    ],
    path,
    {
      handler: (request) => {
        const call = { url: request.path, method: request.method, body: request.rawBody };
        calls.push(call);
        return reply(call);
      },
    },
  );
  return { calls, messages: { texts: () => server.messages.map((m) => m.text) }, router: server.router };
}

const TOKEN = 'tok_abcdefghijklmnop';

describe('RePassPage (spec section 2: reset-password confirmation)', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('without a token it says the link is unusable and calls nothing', async () => {
    const { calls } = renderAt('/RePassPage', () => ok(null));
    expect((await screen.findByTestId('repass-invalid')).textContent).toContain('链接中缺少重置凭据');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's reason when the link is used up or expired", async () => {
    const { calls } = renderAt(`/RePassPage?token=${TOKEN}`, () => refused('重置链接无效或已过期'));
    expect((await screen.findByTestId('repass-invalid')).textContent).toContain('重置链接无效或已过期');
    expect(calls[0]!.url).toBe(`/tis/api/oauth/resetPassword/check?token=${TOKEN}`);
  });

  it('checks the policy and the repetition, sets the password, then the login page shows success', async () => {
    const user = userEvent.setup();
    const { calls, messages, router } = renderAt(`/RePassPage?token=${TOKEN}`, (call) =>
      call.url.includes('/resetPassword/check') ? ok({ userCode: 'newuser01' }) : ok(true),
    );
    expect((await screen.findByTestId('repass-user')).textContent).toContain('newuser01');

    await user.type(screen.getByTestId('repass-password'), 'short');
    await user.type(screen.getByTestId('repass-confirm'), 'short');
    await user.click(screen.getByTestId('repass-submit'));
    expect(await screen.findByText(new RegExp(i18n.t('validation.passwordLength')))).toBeTruthy();
    expect(screen.getByText(new RegExp(i18n.t('validation.passwordUpper')))).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByTestId('repass-password'));
    await user.type(screen.getByTestId('repass-password'), 'Newpass2026');
    await user.clear(screen.getByTestId('repass-confirm'));
    await user.type(screen.getByTestId('repass-confirm'), 'Newpass2027');
    await new Promise((r) => setTimeout(r, 1000)); // the submit button's 1 s lock
    await user.click(screen.getByTestId('repass-submit'));
    expect(await screen.findByText(i18n.t('validation.passwordMismatch'))).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByTestId('repass-confirm'));
    await user.type(screen.getByTestId('repass-confirm'), 'Newpass2026');
    await new Promise((r) => setTimeout(r, 1000));
    await user.click(screen.getByTestId('repass-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/tis/api/oauth/resetPassword');
    expect(Object.fromEntries(new URLSearchParams(post.body))).toEqual({ token: TOKEN, password: 'Newpass2026', confirm: 'Newpass2026' });
    expect((await screen.findByTestId('login-notice')).textContent).toContain('密码已重置，请使用新密码登录');
    expect(messages.texts()).toContain('密码已重置，请使用新密码登录');
  }, 20_000);

  it('stays on the page with the reason when the server refuses the new password', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(`/RePassPage?token=${TOKEN}`, (call) =>
      call.url.includes('/resetPassword/check') ? ok({ userCode: 'newuser01' }) : refused('新密码不能与旧密码相同'),
    );
    await screen.findByTestId('repass-user');
    await user.type(screen.getByTestId('repass-password'), 'Newpass2026');
    await user.type(screen.getByTestId('repass-confirm'), 'Newpass2026');
    await user.click(screen.getByTestId('repass-submit'));
    expect((await screen.findByTestId('repass-refusal')).textContent).toContain('新密码不能与旧密码相同');
    expect(router.state.location.pathname).toBe('/RePassPage');
  });
});
