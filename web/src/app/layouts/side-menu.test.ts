import { describe, expect, it } from 'vitest';
import type { RoleRightItem } from '@tis/contracts';
import { buildSideMenu, groupOfPath, type MenuRoute } from './side-menu';

const route = (path: string, permission: string | null, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  path,
  permission,
  layout: 'main',
  titleKey: 'home.index.pageTitle',
  ...extra,
});

const ROUTES: MenuRoute[] = [
  route('/login', null, { layout: 'blank' }),
  route('/index', null),
  route('/baseinforole', 'baseinforole'),
  route('/baseinfouser', 'baseinfouser'),
  route('/UserLoginList', 'UserLoginList'),
  route('/TSBList', 'TSBList'),
  route('/TSBworkDetail', 'TSBworkDetail', { hideInMenu: true }),
  route('/notInTheSpecGroups', null),
];

const rights = (...funLinks: string[]): RoleRightItem[] => funLinks.map((funLink, i) => ({ itemId: i + 1, funLink, headApi: null }));

describe('buildSideMenu (spec sections 2 and 6)', () => {
  it('groups the routed pages the user holds in the order of PAGE_GROUPS, pages in group order', () => {
    const menu = buildSideMenu(ROUTES, rights('baseinfouser', 'baseinforole', 'UserLoginList', 'TSBList', 'TSBworkDetail', 'EPCIndex'));
    expect(menu.map((g) => [g.group, g.pages.map((p) => p.path)])).toEqual([
      ['home', ['/index']],
      ['baseInfo', ['/baseinforole', '/baseinfouser']],
      ['logs', ['/UserLoginList']],
      ['tsb', ['/TSBList']],
    ]);
    expect(menu[1]!.labelKey).toBe('app.menu.group.baseInfo');
  });

  it('leaves out pages the user does not hold, and groups that end up empty', () => {
    const menu = buildSideMenu(ROUTES, rights('TSBList', 'baseinfouserX'));
    expect(menu.map((g) => g.group)).toEqual(['home', 'tsb']);
  });

  it('leaves out funLinks without a route, hidden pages, blank-layout pages and pages outside the spec groups', () => {
    const menu = buildSideMenu(ROUTES, rights('EPCIndex', 'TSBworkDetail', 'login', 'notInTheSpecGroups'));
    expect(menu.flatMap((g) => g.pages.map((p) => p.path))).toEqual(['/index']);
  });

  it('finds the group of a path', () => {
    const menu = buildSideMenu(ROUTES, rights('TSBList'));
    expect(groupOfPath(menu, '/TSBList')).toBe('tsb');
    expect(groupOfPath(menu, '/nowhere')).toBeUndefined();
  });
});
