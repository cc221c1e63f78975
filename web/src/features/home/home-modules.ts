import { ADMIN_FUNCTIONS, PAGE_GROUPS, isPageAllowed, type AdminPermission, type PageGroup, type PageKey, type RoleRightItem } from '@tis/contracts';
import type { MenuGroup, MenuPage } from '../../app/layouts/side-menu';
import type { TextKey, WebTextKey } from '../../i18n/keys';
import { BLANK_PATH } from '../search/search-keyword';

/** The home page's module tiles (spec section 2, "Home module icons"), in the spec's order. */
export const HOME_MODULE_IDS = [
  'wsm', 'diagnose', 'body', 'tool', 'wiring', 'labor', 'epc', 'case', 'claim', 'tsb', 'software', 'battery',
  'directedPublish', 'fileCentre',
] as const;

export type HomeModuleId = (typeof HOME_MODULE_IDS)[number];

/** A module a home tile or admin-function button opens: a tile's id, or an admin function's permission key. */
export type ModuleId = HomeModuleId | AdminPermission;

/**
 * The routes of each module (spec section 2's route groups). A tile opens the pages a user reads or
 * works with; an admin function the pages that manage the same content. Only pages that are in the
 * route table and that the user may open are offered (the side menu's filter), so a module comes
 * alive when its routes are added to the route table.
 */
export const MODULE_PAGES: Readonly<Record<ModuleId, readonly PageKey[]>> = {
  wsm: ['ManualPage', 'MaintenancePage'],
  diagnose: PAGE_GROUPS.diagnosis,
  body: ['Manual3D'],
  tool: ['ToolManage'],
  wiring: ['NetworkTopologyPreview', 'NetworkTopologyManage'],
  labor: PAGE_GROUPS.labor,
  epc: PAGE_GROUPS.epc,
  // Readers and authors: the published cases, the authoring list and what waits for their approval.
  case: ['CaseList', 'CaseWork', 'MyVerify'],
  // Readers and authors: the published claims, the authoring list and what waits for their approval.
  claim: ['ClaimList', 'ClaimManage', 'MyVerify'],
  tsb: PAGE_GROUPS.tsb,
  software: ['SoftwareList', 'SoftwareType'],
  battery: ['BatteryDocument'],
  directedPublish: ['DirectedPublish'],
  fileCentre: ['DocumentCenter', 'CommercialVehicleDocuments', 'AdministrationDocument', 'MyDownload'],
  claimBasic: [...PAGE_GROUPS.claims, 'MyVerify'],
  caseBasic: [...PAGE_GROUPS.cases, 'MyVerify'],
  'FUNC-manual': PAGE_GROUPS.manuals,
  tsbTopic: PAGE_GROUPS.tsb,
  epcSvgLog: PAGE_GROUPS.epc,
  'FUNC-labor': PAGE_GROUPS.labor,
  'FUNC-worksheet': ['TSBwork', 'TsbWorkOrder', 'VDSWorkSheet'],
  'FUNC-back': [
    ...PAGE_GROUPS.baseInfo, ...PAGE_GROUPS.secretCards, ...PAGE_GROUPS.vehicles, 'MainpageImageList', 'TisosCartype',
    'TisosArea', 'TisosLanguage', 'TisosTranslate', 'TisosTranslateLog', 'Sensitive', 'FastAPP', 'MailList', ...PAGE_GROUPS.logs,
  ],
  'FUNC-software': ['SoftwareType', 'SoftwareList'],
  'FUNC-feedback': ['FeedbackType', 'FeedbackList', 'QualityFeedback', 'TechProve', 'VDSFeedback', 'VDSFeedbackNoDiagnose'],
  'FUNC-notice': PAGE_GROUPS.notices,
};

const ADMIN_TITLES = new Map<string, TextKey>(ADMIN_FUNCTIONS.map((fn) => [fn.permission, fn.i18nKey]));

/** The module a URL names, or null. */
export function moduleOf(name: string | null): ModuleId | null {
  return name !== null && Object.hasOwn(MODULE_PAGES, name) ? (name as ModuleId) : null;
}

/** The translated name of a module: the tile's or the admin function's. */
export function moduleTitleKey(id: ModuleId): TextKey {
  return ADMIN_TITLES.get(id) ?? (`home.module.${id}` as WebTextKey);
}

/** The query parameter of /Blank that names a module. */
export const MODULE_PARAM = 'module';

/** `/Blank?module=…`, the landing page of a module. */
export function moduleUrl(id: ModuleId): string {
  return `${BLANK_PATH}?${new URLSearchParams({ [MODULE_PARAM]: id }).toString()}`;
}

/** A module's pages the user may open, by menu group (the side menu's order). */
export interface ModuleSection {
  group: PageGroup;
  labelKey: WebTextKey;
  pages: MenuPage[];
}

/** The pages of a module that the side menu (route table and roleRight, side-menu.ts) offers, by menu group. */
export function moduleSections(menu: readonly MenuGroup[], id: ModuleId): ModuleSection[] {
  const wanted = new Set<string>(MODULE_PAGES[id]);
  return menu
    .map((group) => ({ group: group.group, labelKey: group.labelKey, pages: group.pages.filter((page) => wanted.has(page.path.slice(1))) }))
    .filter((section) => section.pages.length > 0);
}

/** The home tiles this user has pages in. */
export function visibleModules(menu: readonly MenuGroup[]): HomeModuleId[] {
  return HOME_MODULE_IDS.filter((id) => moduleSections(menu, id).length > 0);
}

/** The admin functions the role rights allow (spec section 2) and that have pages this user may open. */
export function visibleAdminFunctions(menu: readonly MenuGroup[], roleRight: readonly RoleRightItem[]): AdminPermission[] {
  return ADMIN_FUNCTIONS.map((fn) => fn.permission).filter((key) => isPageAllowed(roleRight, key) && moduleSections(menu, key).length > 0);
}
