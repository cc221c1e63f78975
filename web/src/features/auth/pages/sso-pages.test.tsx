import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { envelopeAnswer, type FakeHandler, renderRoutesWithFakeServer } from '../../../test/fake-server';
import { LoginPage } from './login-page';
import { OaPortalPage } from './oa-portal-page';
import { ssoReturnOf, SsoPage } from './sso-page';

const PROVIDER_URL = 'https://oa.example.com/authorize?client_id=tis&state=s1';

const session = {
  userCode: 'oem01',
  userName: 'OEM Staff',
  userType: 'oem',
  userAgentCode: null,
  accessToken: 'jwt-token',
  userInfo: { userCode: 'oem01', userName: 'OEM Staff', userType: 'oem', userAgentCode: null, roleCode: 'oem_approver', email: null, brandCodes: [], lang: null },
  roleRight: [{ itemId: 1, funLink: 'index', headApi: null }],
};

/** The oauth endpoints of OA sign-on; `authorize` and `finish` say what those two answer. */
function oauth(authorize: () => unknown, finish: () => { data: unknown; code?: string; mesg?: string } = () => ({ data: session })): FakeHandler {
  return ({ url }) => {
    if (url.pathname.endsWith('/oauth/privacyPolicy/version')) return envelopeAnswer({ version: '2026-01' });
    if (url.pathname.endsWith('/oauth/sso/authorize')) return envelopeAnswer(authorize());
    if (url.pathname.endsWith('/oauth/sso/login')) {
      const answer = finish();
      return envelopeAnswer(answer.data, answer.code, answer.mesg);
    }
    return undefined;
  };
}

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/ssoPage', Component: SsoPage },
  { path: '/oaPortal', Component: OaPortalPage },
  { path: '/index', element: <div data-testid="home">home</div> },
];

describe('OA single sign-on screens', { timeout: 20_000 }, () => {
  const assign = vi.fn();

  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
    window.localStorage.clear();
    assign.mockReset();
    const { href, host, hostname, pathname, search, hash, protocol } = window.location;
    const fake = { href, host, hostname, pathname, search, hash, protocol, origin: 'http://portal.test', assign };
    vi.spyOn(window, 'location', 'get').mockReturnValue(fake as unknown as Location);
  });

  afterEach(() => vi.restoreAllMocks());

  it('reads the provider answer from the query', () => {
    expect(ssoReturnOf(new URLSearchParams('code=c1&state=s1&iss=https%3A%2F%2Foa'))).toEqual({ code: 'c1', state: 's1', iss: 'https://oa' });
    expect(ssoReturnOf(new URLSearchParams('error=access_denied&state=s1'))).toEqual({ error: 'access_denied', state: 's1' });
    expect(ssoReturnOf(new URLSearchParams('code=c1'))).toBeNull();
    expect(ssoReturnOf(new URLSearchParams(''))).toBeNull();
  });

  it('OA tab: after the privacy confirmation the browser goes to the provider with this portal as the way back', async () => {
    const user = userEvent.setup();
    const { sent } = renderRoutesWithFakeServer(routes, '/login', { handler: oauth(() => ({ url: PROVIDER_URL })) });
    await user.click(screen.getByRole('tab', { name: 'OA single sign-on' }));
    await user.click(screen.getByTestId('login-oa'));
    // Not ticked yet: the privacy confirmation opens and the login waits for it.
    await user.click(await screen.findByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_URL));
    const authorize = sent.find((r) => r.url.pathname.endsWith('/sso/authorize'));
    expect(authorize?.url.searchParams.get('privacyVersion')).toBe('2026-01');
    expect(authorize?.url.searchParams.get('redirectUri')).toBe('http://portal.test/tis/ssoPage');
  });

  it('OA tab: shows the server message when single sign-on is not set up', async () => {
    const user = userEvent.setup();
    renderRoutesWithFakeServer(routes, '/login', {
      handler: ({ url }) =>
        url.pathname.endsWith('/sso/authorize') ? envelopeAnswer(8, '000000', 'OA single sign-on is not set up on this site') : oauth(() => null)({ url } as never),
    });
    await user.click(screen.getByRole('tab', { name: 'OA single sign-on' }));
    await user.click(screen.getByTestId('privacy-checkbox'));
    await user.click(screen.getByTestId('login-oa'));
    expect((await screen.findByTestId('login-notice')).textContent).toContain('OA single sign-on is not set up on this site');
    expect(assign).not.toHaveBeenCalled();
  });

  it('/ssoPage hands the answer to the server once and opens the home page signed in', async () => {
    const { sent, router } = renderRoutesWithFakeServer(routes, '/ssoPage?code=c1&state=s1', { handler: oauth(() => null) });
    expect(await screen.findByTestId('home')).toBeTruthy();
    const logins = sent.filter((r) => r.url.pathname.endsWith('/sso/login'));
    expect(logins).toHaveLength(1);
    expect(logins[0]?.body).toEqual({ code: 'c1', state: 's1' });
    expect(router.state.location.pathname).toBe('/index');
    expect(window.localStorage.getItem('tis.token')).toContain('jwt-token');
  });

  it('/ssoPage shows why the sign-on failed, and goes back to the login page', async () => {
    const user = userEvent.setup();
    renderRoutesWithFakeServer(routes, '/ssoPage?code=c1&state=s1', {
      handler: oauth(
        () => null,
        () => ({ data: null, code: 'A00217', mesg: 'User does not exist' }),
      ),
    });
    expect((await screen.findByTestId('sso-problem')).textContent).toContain('User does not exist');
    await user.click(screen.getByTestId('sso-back'));
    expect(await screen.findByTestId('privacy-checkbox')).toBeTruthy();
  });

  it('/ssoPage without an answer says where to start, and "try again" starts a new sign-on', async () => {
    const user = userEvent.setup();
    const { sent } = renderRoutesWithFakeServer(routes, '/ssoPage', { handler: oauth(() => ({ url: PROVIDER_URL })) });
    expect((await screen.findByTestId('sso-problem')).textContent).toContain('Start the sign-on from the login page');
    expect(sent.some((r) => r.url.pathname.endsWith('/sso/login'))).toBe(false);
    await user.click(screen.getByTestId('sso-retry'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_URL));
  });

  it('/oaPortal needs the privacy policy accepted before it goes to the provider', async () => {
    const user = userEvent.setup();
    const { sent } = renderRoutesWithFakeServer(routes, '/oaPortal', { handler: oauth(() => ({ url: PROVIDER_URL })) });
    await user.click(await screen.findByTestId('oa-portal-continue'));
    expect(await screen.findByTestId('oa-portal-privacy-missing')).toBeTruthy();
    expect(sent.filter((r) => r.url.pathname.includes('/oauth/'))).toHaveLength(0);
    await user.click(screen.getByTestId('oa-portal-privacy'));
    await user.click(screen.getByTestId('oa-portal-continue'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_URL));
  });
});
