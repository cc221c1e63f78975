import { PAGE_GROUPS, isPageAllowed, type PageGroup, type RoleRightItem } from '@tis/contracts';
import type { TextKey, WebTextKey } from '../../i18n/keys';

/** What the menu needs of a route (a RouteEntry of the route table). */
export interface MenuRoute {
  path: string;
  permission: string | null;
  layout: 'blank' | 'main';
  titleKey: TextKey;
  hideInMenu?: boolean;
}

export interface MenuPage {
  path: string;
  titleKey: TextKey;
}

export interface MenuGroup {
  group: PageGroup;
  labelKey: WebTextKey;
  pages: MenuPage[];
}

const GROUPS = Object.keys(PAGE_GROUPS) as PageGroup[];

/**
 * The side menu (spec sections 2 and 6): the page groups of PAGE_GROUPS in their order, each with
 * the pages that exist in the route table (main layout, not hidden) and that the user may open —
 * a roleRight item whose funLink is the page's permission key (pages without one: everyone).
 * Groups left empty are dropped.
 */
export function buildSideMenu(routes: readonly MenuRoute[], roleRight: readonly RoleRightItem[]): MenuGroup[] {
  const byKey = new Map(routes.filter((r) => r.layout === 'main' && r.hideInMenu !== true).map((r) => [r.path.slice(1), r]));
  const menu: MenuGroup[] = [];
  for (const group of GROUPS) {
    const pages: MenuPage[] = [];
    for (const key of PAGE_GROUPS[group] as readonly string[]) {
      const route = byKey.get(key);
      if (!route) continue;
      if (route.permission !== null && !isPageAllowed(roleRight, route.permission)) continue;
      pages.push({ path: route.path, titleKey: route.titleKey });
    }
    if (pages.length > 0) menu.push({ group, labelKey: `app.menu.group.${group}`, pages });
  }
  return menu;
}

/** The group a path belongs to (opened in the menu), if any. */
export function groupOfPath(menu: readonly MenuGroup[], path: string): PageGroup | undefined {
  return menu.find((g) => g.pages.some((p) => p.path === path))?.group;
}
