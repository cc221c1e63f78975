import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { renderRoutesWithFakeServer } from '../../../test/fake-server';
import { RegistVdsPage } from './regist-vds-page';

interface Call {
  url: string;
  method: string;
  contentType: string;
  body: string;
  authorization: string | undefined;
}

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ok = (data: unknown) => answer({ code: '000000', mesg: '操作成功', data });
const refused = (mesg: string) => answer({ code: '000001', mesg, data: null });

/** The page at `path` with no session (no token), and a login page to land on. */
function renderAt(path: string, reply: (call: Call) => Response) {
  const calls: Call[] = [];
  const server = renderRoutesWithFakeServer(
    [
      { path: '/RegistVDS', Component: RegistVdsPage },
      { path: '/login', element: <p data-testid="login-page">login</p> },
    ],
    path,
    {
      handler: (request) => {
        const call: Call = {
          url: request.path,
          method: request.method,
          contentType: request.headers['Content-Type'] ?? '',
          body: request.rawBody,
          authorization: request.headers.Authorization,
        };
        calls.push(call);
        return reply(call);
      },
    },
  );
  return { calls, messages: { texts: () => server.messages.map((m) => m.text) }, router: server.router };
}

const buttonLock = () => new Promise((resolve) => setTimeout(resolve, 1000));

describe('/RegistVDS (account activation with a password card)', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('takes the account from the link, checks the password policy and the repetition, posts the form and goes to the login page', async () => {
    const user = userEvent.setup();
    const { calls, messages, router } = renderAt('/RegistVDS?userCode=public01', () => ok(true));
    const account = await screen.findByTestId('activate-account');
    expect((account as HTMLInputElement).value).toBe('public01');
    expect((account as HTMLInputElement).disabled).toBe(true);

    await user.type(screen.getByTestId('activate-card-no'), ' VDS2026-000001 ');
    await user.type(screen.getByTestId('activate-secret'), 'abcdefghjkmn');
    await user.type(screen.getByTestId('activate-password'), 'short');
    await user.type(screen.getByTestId('activate-confirm'), 'short');
    await user.click(screen.getByTestId('activate-submit'));
    expect(await screen.findByText(new RegExp(i18n.t('validation.passwordLength')))).toBeTruthy();
    expect(screen.getByText(new RegExp(i18n.t('validation.passwordUpper')))).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByTestId('activate-password'));
    await user.type(screen.getByTestId('activate-password'), 'Card#Pass2026');
    await user.clear(screen.getByTestId('activate-confirm'));
    await user.type(screen.getByTestId('activate-confirm'), 'Card#Pass2027');
    await buttonLock();
    await user.click(screen.getByTestId('activate-submit'));
    expect(await screen.findByText(i18n.t('validation.passwordMismatch'))).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByTestId('activate-confirm'));
    await user.type(screen.getByTestId('activate-confirm'), 'Card#Pass2026');
    await buttonLock();
    await user.click(screen.getByTestId('activate-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toHaveLength(1);
    const [post] = calls;
    expect(post).toMatchObject({ url: '/tis/api/oauth/activate', method: 'POST', authorization: undefined });
    expect(post!.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(post!.body))).toEqual({
      userCode: 'public01',
      cardNo: 'VDS2026-000001',
      secret: 'abcdefghjkmn',
      password: 'Card#Pass2026',
      confirm: 'Card#Pass2026',
    });
    expect(messages.texts()).toContain(i18n.t('secretCards.activate.success'));
    expect(router.state.location.state).toMatchObject({ notice: { level: 'success', text: { key: 'secretCards.activate.success' } } });
  }, 20_000);

  it("asks for the account when the link has none, and shows the server's refusal on the page", async () => {
    const user = userEvent.setup();
    const refusals = ['Wrong secret card', 'Activation failed: invalid password card', 'Too many failed logins, please try again in 30 minutes'];
    const { calls, router } = renderAt('/RegistVDS', () => refused(refusals[calls.length - 1]!));
    const account = await screen.findByTestId('activate-account');
    expect((account as HTMLInputElement).disabled).toBe(false);
    await user.type(screen.getByTestId('activate-card-no'), 'VDS2026-000001');
    await user.type(screen.getByTestId('activate-secret'), 'AAAAAAAAAAAA');
    await user.type(screen.getByTestId('activate-password'), 'Card#Pass2026');
    await user.type(screen.getByTestId('activate-confirm'), 'Card#Pass2026');
    await user.click(screen.getByTestId('activate-submit'));
    expect(await screen.findByText(i18n.t('validation.accountRequired'))).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(account, ' oem01 ');
    for (const refusal of refusals) {
      await buttonLock();
      await user.click(screen.getByTestId('activate-submit'));
      await waitFor(() => expect(screen.getByTestId('activate-refusal').textContent).toContain(refusal));
    }
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toMatchObject({ userCode: 'oem01' });
    expect(router.state.location.pathname).toBe('/RegistVDS');
  }, 20_000);
});
