import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_KEYS, type RoleRightItem, type VinInfo } from '@tis/contracts';
import type { RouteObject } from 'react-router';
import { buildSideMenu } from '../../app/layouts/side-menu';
import { ROUTE_TABLE, findRoute } from '../../app/routes';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler } from '../../test/fake-server';
import { IndexPage } from '../home/pages/index-page';
import { BlankPage } from './pages/blank-page';
import { SearchPage } from './pages/search-page';

const rights = (...funLinks: string[]): RoleRightItem[] => funLinks.map((funLink, i) => ({ itemId: i + 1, funLink, headApi: null }));
/** The administrator holds every page (like the seeded sysadmin role). */
const ADMIN = rights(...PAGE_KEYS);
/** A service outlet: no base-info or vehicle pages (like the seeded dealer role). */
const DEALER = rights('index', 'Blank', 'SearchPage', 'PrintPage', 'MyMessage');

const VIN_API = '/tis/api/vehicleService/vehicle/vin';
const VIN = 'LSVAA4182E2123456';
const VEHICLE: VinInfo = {
  vin: VIN,
  brandCode: 'PC',
  brandName: '乘用车',
  seriesCode: 'S01',
  seriesName: '星辰',
  epcName: null,
  modelCode: 'M0101',
  modelName: '星辰 1.5T 豪华版',
  modelYear: 2025,
  configCode: 'C1',
  shielded: false,
};

const SEARCH_API = '/tis/api/searchService/search';
/** The document search and its suggestions find nothing (document-search.test.tsx tests them). */
const noDocuments: FakeHandler = ({ url }) => {
  if (url.pathname === SEARCH_API) return envelopeAnswer({ list: [], total: 0, facets: { kind: [], brand: [], series: [] }, didYouMean: null });
  if (url.pathname === `${SEARCH_API}/suggest`) return envelopeAnswer([]);
  return undefined;
};

/** Answers the VIN query with VEHICLE for VIN, "VIN not found" (000001) otherwise; the home carousel with nothing; no documents. */
const vehicleServer: FakeHandler = (request) => {
  const { url } = request;
  const documents = noDocuments(request);
  if (documents) return documents;
  if (url.pathname === VIN_API) return url.searchParams.get('vin') === VIN ? envelopeAnswer(VEHICLE) : envelopeAnswer(null, '000001', '未查询到该VIN');
  // The home page's own calls: the carousel's images and the excellent cases.
  if (url.pathname.endsWith('/homepageImage/active') || url.pathname.endsWith('/case/excellent')) return envelopeAnswer([]);
  return undefined;
};

const ROUTES: RouteObject[] = [
  { path: '/SearchPage', element: <SearchPage /> },
  { path: '/Blank', element: <BlankPage /> },
  { path: '/index', element: <IndexPage /> },
  ...['/baseinfouser', '/baseinforole', '/MyMessage', '/vehicle'].map((path) => ({ path, element: <div data-testid={`opened-${path.slice(1)}`}>{path}</div> })),
];

function renderAt(path: string, roleRight: RoleRightItem[], handler: FakeHandler = vehicleServer) {
  return renderRoutesWithFakeServer(ROUTES, path, { handler, signedInAs: { userCode: 'u1', userName: 'User One' }, roleRight });
}

const where = (router: ReturnType<typeof renderAt>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
const functionPaths = () => within(screen.getByTestId('search-functions')).getAllByTestId('search-function-link').map((a) => a.getAttribute('href'));

describe('route table entries', () => {
  it('adds /SearchPage (in the menu) and /Blank (a side-tree page opened by link) for every signed-in user', () => {
    expect(findRoute('/SearchPage')).toMatchObject({ permission: null, layout: 'main', titleKey: 'search.page.pageTitle' });
    expect(findRoute('/Blank')).toMatchObject({ permission: null, layout: 'main', sideTree: true, hideInMenu: true, titleKey: 'search.blank.pageTitle' });
    const home = buildSideMenu(ROUTE_TABLE, rights('MyMessage')).find((g) => g.group === 'home');
    expect(home?.pages.map((p) => p.path)).toEqual(['/index', '/SearchPage']);
  });
});

describe('/SearchPage', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('requires a keyword: empty or blank shows the message and searches nothing', async () => {
    const actor = userEvent.setup();
    const { router, sent } = renderAt('/SearchPage', ADMIN);
    await actor.click(await screen.findByTestId('search-submit'));
    expect((await screen.findByTestId('search-problem')).textContent).toBe('请输入搜索关键字');
    await actor.type(screen.getByTestId('search-input'), '    {Enter}');
    expect(screen.getByTestId('search-problem').textContent).toBe('请输入搜索关键字');
    expect(screen.getByTestId('search-input').getAttribute('aria-invalid')).toBe('true');
    expect(where(router)).toBe('/SearchPage');
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(sent).toHaveLength(0);
    // Typing clears the message; the box takes at most 200 characters.
    await actor.type(screen.getByTestId('search-input'), 'x');
    expect(screen.queryByTestId('search-problem')).toBeNull();
    expect(screen.getByTestId('search-input').getAttribute('maxlength')).toBe('200');
  });

  it('a blank or too long keyword in the URL shows the message and no results', async () => {
    renderAt(`/SearchPage?keyword=${'a'.repeat(201)}`, ADMIN);
    expect((await screen.findByTestId('search-problem')).textContent).toBe('搜索关键字最多200个字符');
    expect(screen.queryByTestId('search-results')).toBeNull();
  });

  it('searches the keyword of the URL, so a reload or a shared link shows the same results', async () => {
    const { sent } = renderAt(`/SearchPage?keyword=${encodeURIComponent('用户管理')}`, ADMIN);
    expect(await screen.findByTestId('search-functions')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('search-input').value).toBe('用户管理');
    expect(functionPaths()).toEqual(['/baseinfouser']);
    expect(screen.getByTestId('search-functions-count').textContent).toBe('1');
    // The count waits for the document search (nothing found here).
    expect((await screen.findByTestId('search-summary')).textContent).toBe('“用户管理”的搜索结果：1 条');
    // Not a VIN: the vehicle service is not asked.
    expect(sent.some((s) => s.url.pathname === VIN_API)).toBe(false);
  });

  it('puts a submitted keyword into the URL (Enter or the button) and follows a result', async () => {
    const actor = userEvent.setup();
    const { router } = renderAt('/SearchPage', ADMIN);
    await actor.type(await screen.findByTestId('search-input'), '  角色  {Enter}');
    await waitFor(() => expect(where(router)).toBe(`/SearchPage?keyword=${encodeURIComponent('角色')}`));
    expect(functionPaths()).toEqual(['/baseinforole']);

    await actor.clear(screen.getByTestId('search-input'));
    await actor.type(screen.getByTestId('search-input'), '用户');
    await actor.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('用户'));
    expect(functionPaths()).toEqual(['/baseinfouser', '/UserOperationLoggerUser']);
    expect(screen.getByTestId('search-functions-count').textContent).toBe('2');
    // Back to the earlier keyword: the box and the results follow the URL.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(functionPaths()).toEqual(['/baseinforole']));
    expect(screen.getByTestId<HTMLInputElement>('search-input').value).toBe('角色');

    await actor.click(within(screen.getByTestId('search-function-baseinforole')).getByTestId('search-function-link'));
    expect(await screen.findByTestId('opened-baseinforole')).toBeTruthy();
  });

  it('lists only the pages the roleRight allows: the administrator sees the base-info pages, a dealer does not', async () => {
    renderAt('/SearchPage?keyword=BASEINFO', ADMIN);
    // Case-insensitive on the path; in menu order.
    await waitFor(() => expect(functionPaths()).toEqual(['/baseinfoauthority', '/baseinforole', '/baseinfouser', '/BaseinfoUserPost', '/BaseinfoUserDepart']));
    expect(screen.getByTestId('search-functions-count').textContent).toBe('5');
    // The title in the current language is matched too; each result links to its group's page.
    expect(within(screen.getByTestId('search-function-baseinfouser')).getByTestId('search-function-group').getAttribute('href')).toBe('/Blank?group=baseInfo');
  });

  it('shows a dealer the empty state for pages it may not open, and its own pages', async () => {
    renderAt('/SearchPage?keyword=BASEINFO', DEALER);
    const empty = await screen.findByTestId('search-empty');
    expect(empty.textContent).toContain('没有找到与“BASEINFO”相关的结果');
    expect(screen.queryByTestId('search-functions')).toBeNull();
    expect(screen.getByTestId('search-summary').textContent).toBe('“BASEINFO”的搜索结果：0 条');
  });

  it('matches the titles in the language shown', async () => {
    await act(() => i18n.changeLanguage('en_US'));
    renderAt('/SearchPage?keyword=my%20MESSAGES', DEALER);
    await waitFor(() => expect(functionPaths()).toEqual(['/MyMessage']));
    expect(screen.getByTestId('search-function-MyMessage').textContent).toContain('My messages');
    expect((await screen.findByTestId('search-summary')).textContent).toBe('Results for “my MESSAGES”: 1');
  });

  it('looks a VIN-shaped keyword up and shows the vehicle’s brand, series and model', async () => {
    const { sent } = renderAt(`/SearchPage?keyword=${VIN.toLowerCase()}`, ADMIN);
    const vehicle = await screen.findByTestId('search-vehicle');
    expect(sent.filter((s) => s.url.pathname === VIN_API).map((s) => s.url.searchParams.get('vin'))).toEqual([VIN]);
    expect(within(vehicle).getByTestId('search-vehicle-vin').textContent).toBe(VIN);
    expect(within(vehicle).getByTestId('search-vehicle-brand').textContent).toBe('乘用车 (PC)');
    expect(within(vehicle).getByTestId('search-vehicle-series').textContent).toBe('星辰 (S01)');
    expect(within(vehicle).getByTestId('search-vehicle-model').textContent).toBe('星辰 1.5T 豪华版 (M0101)');
    expect(screen.getByTestId('search-vehicle-count').textContent).toBe('1');
    expect(screen.getByTestId('search-summary').textContent).toBe(`“${VIN.toLowerCase()}”的搜索结果：1 条`);
    expect(screen.queryByTestId('search-empty')).toBeNull();
  });

  it('a dealer gets the vehicle too (the VIN query is open to every signed-in user)', async () => {
    renderAt(`/SearchPage?keyword=${VIN}`, DEALER);
    expect((await screen.findByTestId('search-vehicle-brand')).textContent).toBe('乘用车 (PC)');
  });

  it('says "VIN not found" for an unknown VIN, in the empty state', async () => {
    const unknown = 'LSVAA4182E2999999';
    const server = renderAt(`/SearchPage?keyword=${unknown}`, ADMIN);
    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).getByTestId('search-vin-not-found').textContent).toBe(`未查询到VIN为 ${unknown} 的车辆`);
    expect(screen.queryByTestId('search-vehicle')).toBeNull();
    expect(server.messages).toEqual([]);
  });

  it('shows no vehicle group and no message when the VIN query answers something else than a vehicle', async () => {
    const server = renderAt(`/SearchPage?keyword=${VIN}`, DEALER, (request) =>
      request.url.pathname === VIN_API ? envelopeAnswer(null, '403', 'forbidden') : noDocuments(request),
    );
    expect(await screen.findByTestId('search-empty')).toBeTruthy();
    expect(server.sent.some((s) => s.url.pathname === VIN_API)).toBe(true);
    expect(screen.queryByTestId('search-vehicle')).toBeNull();
    expect(screen.queryByTestId('search-vin-not-found')).toBeNull();
    expect(server.messages).toEqual([]);
  });
});

describe('the home page search box', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('refuses a blank keyword and opens /SearchPage?keyword=… with the results', async () => {
    const actor = userEvent.setup();
    const { router } = renderAt('/index', ADMIN);
    await screen.findByTestId('home-page');
    await actor.click(screen.getByTestId('home-search-submit'));
    expect((await screen.findByTestId('home-search-problem')).textContent).toBe('请输入搜索关键字');
    expect(where(router)).toBe('/index');

    await actor.type(screen.getByTestId('home-search-input'), '用户管理{Enter}');
    await waitFor(() => expect(where(router)).toBe(`/SearchPage?keyword=${encodeURIComponent('用户管理')}`));
    expect(await screen.findByTestId('search-page')).toBeTruthy();
    expect(functionPaths()).toEqual(['/baseinfouser']);
  });
});

describe('/Blank', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('lists the pages of a group the user may open, as links, and the groups in the side tree', async () => {
    const actor = userEvent.setup();
    renderAt('/Blank?group=baseInfo', rights('baseinfouser', 'baseinforole', 'MyMessage'));
    expect((await screen.findByTestId('blank-title')).textContent).toBe('基础信息');
    expect(screen.getByTestId('blank-count').textContent).toBe('2');
    const cards = within(screen.getByTestId('blank-pages')).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/baseinforole', '/baseinfouser']);
    expect(cards.map((a) => a.textContent)).toEqual(['角色管理/baseinforole', '用户管理/baseinfouser']);
    // The side tree: the groups this user has pages in.
    const tree = screen.getByTestId('blank-tree');
    expect(within(tree).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/Blank?group=home', '/Blank?group=baseInfo', '/Blank?group=personal']);
    await actor.click(screen.getByTestId('blank-page-baseinfouser'));
    expect(await screen.findByTestId('opened-baseinfouser')).toBeTruthy();
  });

  it('switches groups from the side tree', async () => {
    const actor = userEvent.setup();
    const { router } = renderAt('/Blank?group=baseInfo', ADMIN);
    await screen.findByTestId('blank-title');
    await actor.click(screen.getByTestId('blank-tree-personal'));
    await waitFor(() => expect(screen.getByTestId('blank-title').textContent).toBe('个人中心'));
    expect(where(router)).toBe('/Blank?group=personal');
    expect(within(screen.getByTestId('blank-pages')).getByTestId('blank-page-MyMessage').getAttribute('href')).toBe('/MyMessage');
  });

  it('tells a user without pages in the group so, with a link home', async () => {
    const actor = userEvent.setup();
    renderAt('/Blank?group=baseInfo', DEALER);
    expect((await screen.findByTestId('blank-problem')).textContent).toBe('“基础信息”中没有您可以打开的页面');
    expect(screen.queryByTestId('blank-pages')).toBeNull();
    await actor.click(screen.getByTestId('blank-home'));
    expect(await screen.findByTestId('home-page')).toBeTruthy();
  });

  it('says so for an unknown or missing group', async () => {
    renderAt('/Blank?group=nope', ADMIN);
    expect((await screen.findByTestId('blank-problem')).textContent).toBe('不存在名为“nope”的菜单分组');
    expect(screen.getByTestId('blank-home').getAttribute('href')).toBe('/index');
  });

  it('says so when no group is given', async () => {
    renderAt('/Blank', ADMIN);
    expect((await screen.findByTestId('blank-problem')).textContent).toBe('未选择菜单分组');
  });
});
