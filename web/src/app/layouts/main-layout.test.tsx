import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RoleRightItem } from '@tis/contracts';
import { configureClientEnvironment } from '../../api/client-environment';
import { createThrottle } from '../../api/throttle';
import { i18n, initI18n, resolveText } from '../../i18n';
import { endSession } from '../session';
import { useUserInfoQuery } from '../../features/auth/api/auth-api';
import { readRoleRight, readToken, writeItem, writeSession } from '../session-storage';
import { createStore, type AppStore } from '../store';
import { storedFileUrl } from '../../shared/widgets/file-upload';
import { MainLayout } from './main-layout';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
}

const rights = (...funLinks: string[]): RoleRightItem[] => funLinks.map((funLink, i) => ({ itemId: i + 1, funLink, headApi: null }));

const userInfo = (roleCode: string) => ({
  userCode: 'u1',
  userName: 'User One',
  userType: 'oem',
  userAgentCode: null,
  roleCode,
  email: null,
  brandCodes: [],
  lang: null,
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A window this many CSS pixels wide, as antd's breakpoints see it: matchMedia answers the
 * `(min-width: …)` and `(max-width: …)` queries for it. Returns the restore function.
 */
function windowWidth(width: number): () => void {
  const before = Object.getOwnPropertyDescriptor(window, 'matchMedia') ?? { configurable: true, value: undefined };
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
  const fake = (query: string) =>
    ({
      media: query,
      matches: matches(query),
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: fake });
  return () => Object.defineProperty(window, 'matchMedia', before);
}

/** A signed-in page with a query of its own (as the home page has). */
function HomeStub() {
  useUserInfoQuery(undefined);
  return <div data-testid="page">home</div>;
}

function renderLayout(serverRights: RoleRightItem[], { userInfoStatus = 200 } = {}) {
  const calls: Call[] = [];
  const holder: { store?: AppStore } = {};
  const router = createMemoryRouter(
    [
      {
        Component: MainLayout,
        children: [
          { path: '/index', Component: HomeStub },
          { path: '/baseinfouser', element: <div data-testid="page">users</div> },
          { path: '/SearchPage', element: <div data-testid="page">search</div> },
        ],
      },
      { path: '/com', element: <div data-testid="com-login">login</div> },
      { path: '/login', element: <div data-testid="default-login">login</div> },
    ],
    { initialEntries: ['/index'] },
  );
  configureClientEnvironment({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push({ url, method: init?.method ?? 'GET', headers: init?.headers as Record<string, string> });
      if (url.endsWith('/myMessage/unreadCount')) return json({ code: '000000', mesg: 'ok', data: { count: 2 } });
      if (url.endsWith('/userInfo')) {
        return userInfoStatus === 200
          ? json({ code: '000000', mesg: 'ok', data: { userInfo: userInfo('sysadmin'), roleRight: serverRights } })
          : json({ code: '401', mesg: 'expired', data: null }, userInfoStatus);
      }
      return json({ code: '000000', mesg: 'ok', data: true });
    },
    token: readToken,
    language: () => i18n.language,
    translate: resolveText,
    throttle: createThrottle(),
    notifier: { message: () => {}, notification: () => {}, closeAll: () => {} },
    onLoginExpired: () => endSession(holder.store!.dispatch, (to, options) => router.navigate(to, options)),
  });
  const store = createStore();
  holder.store = store;
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AntdApp>
          <RouterProvider router={router} />
        </AntdApp>
      </I18nextProvider>
    </Provider>,
  );
  return { calls, router, store };
}

/** Signed in as u1 (the login stored the rights `index`), logo `com`, in a window `width` wide. */
function signedInWindow(width: number): void {
  let restore = () => {};
  beforeEach(async () => {
    restore = windowWidth(width);
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
    writeItem('tis.logo', 'com');
    // What the login stored; the server has other rights by now (the role was edited).
    writeSession({ token: 'tok-1', user: { userCode: 'u1', userName: 'User One' }, roleRight: rights('index') });
  });
  afterEach(() => restore());
}

describe('MainLayout (spec section 2: shared base layout)', () => {
  signedInWindow(1366);

  it('a wide window has the user, the language and logout in the header and the menu at the side, no menu button', () => {
    renderLayout(rights('index'));
    const header = document.querySelector<HTMLElement>('.tis-main-header')!;
    expect(within(header).getByTestId('current-user')).toBeTruthy();
    expect(within(header).getByTestId('logout')).toBeTruthy();
    expect(within(header).getByTestId('language-switcher')).toBeTruthy();
    expect(screen.queryByTestId('menu-toggle')).toBeNull();
    expect(document.querySelector('.tis-main-sider')?.contains(screen.getByTestId('side-menu'))).toBe(true);
  });

  it("shows the user, refreshes the rights from /userInfo and builds the menu from them", async () => {
    const { calls } = renderLayout(rights('index', 'baseinfouser', 'baseinforole'));
    expect(screen.getByTestId('current-user').textContent).toContain('User One');
    const menu = screen.getByTestId('side-menu');
    await waitFor(() => expect(within(menu).getByTestId('menu-group-baseInfo')).toBeTruthy());
    expect(within(menu).getByTestId('menu-group-home')).toBeTruthy();
    expect(within(menu).queryByTestId('menu-group-logs')).toBeNull();
    const userInfoCall = calls.find((c) => c.url === '/tis/api/oauth/userInfo')!;
    expect(userInfoCall.headers.Authorization).toBe('tok-1');
    // The refreshed rights are what the route guard reads.
    expect(readRoleRight().map((r) => r.funLink)).toEqual(['index', 'baseinfouser', 'baseinforole']);

    const user = userEvent.setup();
    await user.click(within(menu).getByTestId('menu-group-baseInfo'));
    await user.click(await within(menu).findByTestId('menu-item-baseinfouser'));
    expect((await screen.findByTestId('page')).textContent).toBe('users');
  });

  it('asks /userInfo again when the window gets the focus back, so a role edited meanwhile shows', async () => {
    const { calls } = renderLayout(rights('index'));
    const userInfoCalls = () => calls.filter((c) => c.url === '/tis/api/oauth/userInfo').length;
    await waitFor(() => expect(userInfoCalls()).toBe(1));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(userInfoCalls()).toBe(2));
  });

  it('has a search box in the header for a user who may search, except on pages with their own box; a keyword opens /SearchPage', async () => {
    const actor = userEvent.setup();
    const { router } = renderLayout(rights('index', 'SearchPage', 'baseinfouser'));
    await screen.findByTestId('page');
    await act(() => router.navigate('/baseinfouser'));
    expect((await screen.findByTestId('header-search-input')).closest('.tis-main-header')).toBeTruthy();
    // The home page has its own box.
    await act(() => router.navigate('/index'));
    await waitFor(() => expect(screen.queryByTestId('header-search')).toBeNull());
    await act(() => router.navigate('/baseinfouser'));
    await actor.type(await screen.findByTestId('header-search-input'), '机油{Enter}');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/SearchPage?keyword=${encodeURIComponent('机油')}`));
  });

  it('has no header search box for a user who may not search', async () => {
    const { router } = renderLayout(rights('index', 'baseinfouser'));
    await screen.findByTestId('page');
    await act(() => router.navigate('/baseinfouser'));
    await screen.findByText('users');
    await waitFor(() => expect(screen.queryByTestId('header-search')).toBeNull());
  });

  it('a user without admin rights gets no admin groups', async () => {
    renderLayout(rights('index', 'TSBList'));
    const menu = screen.getByTestId('side-menu');
    await waitFor(() => expect(readRoleRight().map((r) => r.funLink)).toEqual(['index', 'TSBList']));
    expect(within(menu).getByTestId('menu-group-home')).toBeTruthy();
    expect(within(menu).queryByTestId('menu-group-baseInfo')).toBeNull();
  });

  it('shows the unread-message bell, linking to /MyMessage, to a role that has /MyMessage only', async () => {
    const { calls } = renderLayout(rights('index', 'MyMessage'));
    const bell = await screen.findByTestId('message-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('我的消息：2 条未读'));
    expect(bell.getAttribute('href')).toBe('/MyMessage');
    expect(calls.find((c) => c.url === '/tis/api/systemService/myMessage/unreadCount')?.headers.Authorization).toBe('tok-1');
  });

  it('logout ends the session on the server, clears it and goes to the login page of the stored logo', async () => {
    const user = userEvent.setup();
    const { calls, router, store } = renderLayout(rights('index'));
    await user.click(screen.getByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/com'));
    const logout = calls.find((c) => c.url === '/tis/api/oauth/logout')!;
    expect(logout.method).toBe('POST');
    expect(logout.headers.Authorization).toBe('tok-1');
    expect(readToken()).toBeNull();
    expect(store.getState().session.token).toBeNull();
    // The page left before the caches were reset: nothing is asked again without a token.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.slice(calls.indexOf(logout) + 1)).toEqual([]);
  });

  it('files shown in a session are fetched again after logout, under the next session\'s token', async () => {
    const revoke = vi.fn();
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(revoke);
    const user = userEvent.setup();
    const { calls, router } = renderLayout(rights('index'));
    const photo = '/tis/file/uploads/2026/01/case-photo.png';
    expect(await storedFileUrl(photo)).toBe('blob:1');
    expect(await storedFileUrl(photo)).toBe('blob:1');
    expect(calls.filter((c) => c.url === photo).map((c) => c.headers.Authorization)).toEqual(['tok-1']);
    await user.click(screen.getByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/com'));
    expect(revoke).toHaveBeenCalledWith('blob:1');
    writeSession({ token: 'tok-2', user: { userCode: 'u2', userName: 'User Two' }, roleRight: rights('index') });
    await storedFileUrl(photo);
    expect(calls.filter((c) => c.url === photo).map((c) => c.headers.Authorization)).toEqual(['tok-1', 'tok-2']);
  });

  it('a session the server no longer knows (401 on /userInfo) ends here too', async () => {
    const { router } = renderLayout(rights('index'), { userInfoStatus: 401 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/com'));
    expect(readToken()).toBeNull();
  });
});

describe('MainLayout on a phone (390 px: below antd\'s md breakpoint)', () => {
  signedInWindow(390);

  it('the header keeps the menu button, the brand and the bell; the menu, the user, the language and logout are in the drawer', async () => {
    const user = userEvent.setup();
    const { router } = renderLayout(rights('index', 'baseinfouser', 'MyMessage'));
    const header = document.querySelector<HTMLElement>('.tis-main-header')!;
    expect(within(header).queryByTestId('current-user')).toBeNull();
    expect(within(header).queryByTestId('logout')).toBeNull();
    expect(within(header).queryByTestId('language-switcher')).toBeNull();
    expect(await within(header).findByTestId('message-bell')).toBeTruthy();
    expect(document.querySelector('.tis-main-sider')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();

    const toggle = screen.getByTestId('menu-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('打开菜单');
    await user.click(toggle);
    const drawer = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.tis-main-drawer');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(drawer).getByTestId('current-user').textContent).toContain('User One');
    expect(within(drawer).getByTestId('logout')).toBeTruthy();
    expect(within(drawer).getByTestId('language-switcher')).toBeTruthy();
    const menu = within(drawer).getByTestId('side-menu');
    await waitFor(() => expect(within(menu).getByTestId('menu-group-baseInfo')).toBeTruthy());

    // Opening a page closes the drawer.
    await user.click(within(menu).getByTestId('menu-group-baseInfo'));
    await user.click(await within(menu).findByTestId('menu-item-baseinfouser'));
    expect((await screen.findByTestId('page')).textContent).toBe('users');
    expect(router.state.location.pathname).toBe('/baseinfouser');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // Logout from the drawer.
    await user.click(toggle);
    await user.click(within(document.querySelector<HTMLElement>('.tis-main-drawer')!).getByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/com'));
  });
});
