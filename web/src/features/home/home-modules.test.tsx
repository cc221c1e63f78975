import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FUNCTIONS, PAGE_KEYS, type RoleRightItem } from '@tis/contracts';
import type { RouteObject } from 'react-router';
import { buildSideMenu, type MenuRoute } from '../../app/layouts/side-menu';
import { ROUTE_TABLE } from '../../app/routes';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler } from '../../test/fake-server';
import { BlankPage } from '../search/pages/blank-page';
import { HOME_MODULE_IDS, MODULE_PAGES, moduleUrl, visibleAdminFunctions, visibleModules } from './home-modules';
import { IndexPage } from './pages/index-page';

const rights = (...funLinks: string[]): RoleRightItem[] => funLinks.map((funLink, i) => ({ itemId: i + 1, funLink, headApi: null }));
const ADMIN_KEYS = ADMIN_FUNCTIONS.map((fn) => fn.permission);
/** Every page and admin function (the seeded sysadmin role). */
const ADMIN = rights(...PAGE_KEYS, ...ADMIN_KEYS);
/** Every page and admin function but base info and password cards (the seeded OEM approver). */
const OEM = rights(...PAGE_KEYS.filter((k) => !['baseinfouser', 'baseinforole', 'baseinfoauthority', 'BaseinfoUserPost', 'BaseinfoUserDepart', 'agencyarea', 'agencyregion', 'agencydistrict', 'agencykind', 'agency', 'SecretCard', 'SecretCardSeries'].includes(k)), ...ADMIN_KEYS.filter((k) => k !== 'FUNC-back'));
/** A service outlet (the seeded dealer role): reading pages of modules whose routes have not landed yet. */
const DEALER = rights('index', 'Blank', 'SearchPage', 'ManualPage', 'EPCIndex', 'EPCPage', 'CaseList', 'ClaimList', 'TSBList', 'MyMessage');

/** A main-layout route of the menu, for route tables of modules that have landed. */
const route = (key: string): MenuRoute => ({ path: `/${key}`, permission: key, layout: 'main', titleKey: 'home.index.pageTitle' });

describe('which home tiles and admin functions a user sees', () => {
  it('a tile shows when its module has a page in the route table that the user may open', () => {
    // Today's route table: of the tiles' modules the EPC (its vehicle screens), the repair cases and the claims have pages.
    expect(visibleModules(buildSideMenu(ROUTE_TABLE, ADMIN))).toEqual(['epc', 'case', 'claim']);
    // The dealer may open EPCIndex and EPCPage, which are not in the route table yet, and CaseList and ClaimList, which are.
    expect(visibleModules(buildSideMenu(ROUTE_TABLE, DEALER))).toEqual(['case', 'claim']);
  });

  it('tiles come alive when their routes land, for the users who may open them', () => {
    const landed = [...ROUTE_TABLE, route('ManualPage'), route('EPCIndex'), route('CaseList'), route('ToolManage')];
    expect(visibleModules(buildSideMenu(landed, DEALER))).toEqual(['wsm', 'epc', 'case', 'claim']);
    expect(visibleModules(buildSideMenu(landed, ADMIN))).toEqual(['wsm', 'tool', 'epc', 'case', 'claim']);
    expect(visibleModules(buildSideMenu(landed, rights('index')))).toEqual([]);
  });

  it('an admin function shows when the role holds its key and its module has a page the user may open', () => {
    expect(visibleAdminFunctions(buildSideMenu(ROUTE_TABLE, ADMIN), ADMIN)).toEqual(['claimBasic', 'caseBasic', 'epcSvgLog', 'FUNC-back', 'FUNC-feedback', 'FUNC-notice']);
    // The OEM approver has vehicle, claim, case, feedback and notice pages but not the key FUNC-back.
    expect(visibleAdminFunctions(buildSideMenu(ROUTE_TABLE, OEM), OEM)).toEqual(['claimBasic', 'caseBasic', 'epcSvgLog', 'FUNC-feedback', 'FUNC-notice']);
    // The key alone opens nothing: no page of the module.
    const keysOnly = rights(...ADMIN_KEYS);
    expect(visibleAdminFunctions(buildSideMenu(ROUTE_TABLE, keysOnly), keysOnly)).toEqual([]);
    const landed = [...ROUTE_TABLE, route('ManualManage')];
    expect(visibleAdminFunctions(buildSideMenu(landed, ADMIN), ADMIN)).toEqual(['claimBasic', 'caseBasic', 'FUNC-manual', 'epcSvgLog', 'FUNC-back', 'FUNC-feedback', 'FUNC-notice']);
  });

  it('every tile and admin function names pages of the spec', () => {
    expect(Object.keys(MODULE_PAGES).sort()).toEqual([...HOME_MODULE_IDS, ...ADMIN_KEYS].sort());
    for (const pages of Object.values(MODULE_PAGES)) {
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(PAGE_KEYS).toContain(page);
    }
  });
});

/** The home page's own calls: the carousel's images and the excellent cases (none here). */
const homeServer: FakeHandler = ({ url }) => (url.pathname.endsWith('/homepageImage/active') || url.pathname.endsWith('/case/excellent') ? envelopeAnswer([]) : undefined);

const ROUTES: RouteObject[] = [
  { path: '/index', element: <IndexPage /> },
  { path: '/Blank', element: <BlankPage /> },
  ...['/vehicle', '/EpcModel'].map((path) => ({ path, element: <div data-testid={`opened-${path.slice(1)}`}>{path}</div> })),
];

function renderAt(path: string, roleRight: RoleRightItem[]) {
  return renderRoutesWithFakeServer(ROUTES, path, { handler: homeServer, signedInAs: { userCode: 'u1', userName: 'User One' }, roleRight });
}

const where = (router: ReturnType<typeof renderAt>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

describe('/index tiles and admin functions', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('shows only the modules with pages; a tile is a link that opens its module landing page', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/index', ADMIN);
    const modules = await screen.findByTestId('home-modules');
    expect(within(modules).getAllByRole('link').map((a) => a.textContent)).toEqual(['电子配件目录', '维修案例', '索赔案例']);
    const epc = screen.getByTestId('home-module-epc');
    expect(epc.getAttribute('href')).toBe(moduleUrl('epc'));
    expect(screen.queryByTestId('home-module-tsb')).toBeNull();
    await user.click(epc);
    expect(where(router)).toBe('/Blank?module=epc');
    expect((await screen.findByTestId('blank-title')).textContent).toBe('电子配件目录');
    expect(screen.getByTestId('blank-page-EpcModel').getAttribute('href')).toBe('/EpcModel');
    expect(screen.queryByTestId('blank-page-vehicle')).toBeNull();
  });

  it('admin-function buttons are links, reachable with the keyboard; FUNC-back lists its pages by menu group', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/index', ADMIN);
    const list = await screen.findByTestId('admin-functions');
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([moduleUrl('claimBasic'), moduleUrl('caseBasic'), moduleUrl('epcSvgLog'), moduleUrl('FUNC-back'), moduleUrl('FUNC-feedback'), moduleUrl('FUNC-notice')]);
    screen.getByTestId('admin-function-FUNC-back').focus();
    await user.keyboard('{Enter}');
    expect(where(router)).toBe('/Blank?module=FUNC-back');
    expect((await screen.findByTestId('blank-title')).textContent).toBe('基础信息管理');
    expect(screen.getByTestId('blank-section-baseInfo')).toBeTruthy();
    expect(within(screen.getByTestId('blank-section-vehicles')).getByTestId('blank-page-vehicle').getAttribute('href')).toBe('/vehicle');
    await user.click(screen.getByTestId('blank-page-vehicle'));
    expect(await screen.findByTestId('opened-vehicle')).toBeTruthy();
  });

  it('a dealer sees the tiles of the modules that have landed (the repair and claim cases), and no admin functions', async () => {
    renderAt('/index', DEALER);
    const modules = await screen.findByTestId('home-modules');
    expect(within(modules).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([moduleUrl('case'), moduleUrl('claim')]);
    expect(screen.queryByTestId('admin-functions')).toBeNull();
  });

  it('a user without a page of any module sees a message instead of dead tiles', async () => {
    renderAt('/index', rights('index', 'Blank', 'MyMessage'));
    expect((await screen.findByTestId('no-modules')).textContent).toContain('当前账号暂无可用的模块');
    expect(screen.queryByTestId('home-modules')).toBeNull();
    expect(screen.queryByTestId('admin-functions')).toBeNull();
  });

  it('a module the user has no page in, or an unknown one, says so on the landing page', async () => {
    renderAt('/Blank?module=tsb', ADMIN);
    expect((await screen.findByTestId('blank-problem')).textContent).toBe('“技术通报”中暂无您可以打开的页面');
  });

  it('an unknown module is named in the message', async () => {
    renderAt('/Blank?module=nothing', ADMIN);
    expect((await screen.findByTestId('blank-problem')).textContent).toBe('没有名为“nothing”的模块');
  });
});
