import { ACTION_KEYS, ADMIN_FUNCTIONS, PAGE_GROUPS, type PageGroup } from '@tis/contracts';

export interface RightSeed {
  itemId: number;
  parentItemId: number | null;
  name: string;
  funLink: string;
  headApi: string | null;
  sortNo: number;
}

export const ROOT_ITEM_ID = 1;
/** Actions are allowed on every api below this prefix (a role that may act anywhere). */
export const ALL_APIS = '/tis/api/';

const GROUP_NAMES: Record<PageGroup, string> = {
  home: 'Home and basics',
  secretCards: 'Password cards',
  claims: 'Claims',
  baseInfo: 'Base info',
  logs: 'Logs',
  epc: 'EPC',
  tsb: 'TSB',
  labor: 'Labor',
  cases: 'Cases',
  manuals: 'Manuals',
  software: 'Software and feedback',
  notices: 'Notices and help',
  vehicles: 'Vehicles',
  personal: 'Personal',
  partQa: 'Part Q&A',
  techQa: 'Technical Q&A',
  outerQa: 'Outer Q&A',
  productChange: 'Product change',
  diagnosis: 'Diagnosis',
  other: 'Other',
};

/**
 * The permission tree every installation starts with (spec section 6): a root, one folder per
 * page group with its pages (funLink = page key), the admin home functions, and the document
 * actions with headApi. Item ids are stable: a new key is appended to its block, never inserted.
 */
export function defaultRightsTree(): RightSeed[] {
  const items: RightSeed[] = [{ itemId: ROOT_ITEM_ID, parentItemId: null, name: 'TIS', funLink: '', headApi: null, sortNo: 0 }];
  let pageId = 1000;
  (Object.keys(PAGE_GROUPS) as PageGroup[]).forEach((group, g) => {
    const folderId = 100 + g;
    items.push({ itemId: folderId, parentItemId: ROOT_ITEM_ID, name: GROUP_NAMES[group], funLink: '', headApi: null, sortNo: g });
    PAGE_GROUPS[group].forEach((page, p) => {
      items.push({ itemId: pageId++, parentItemId: folderId, name: page, funLink: page, headApi: null, sortNo: p });
    });
  });
  items.push({ itemId: 90, parentItemId: ROOT_ITEM_ID, name: 'Admin functions', funLink: '', headApi: null, sortNo: 90 });
  ADMIN_FUNCTIONS.forEach((fn, i) => {
    items.push({ itemId: 6000 + i, parentItemId: 90, name: fn.i18nKey, funLink: fn.permission, headApi: null, sortNo: i });
  });
  items.push({ itemId: 91, parentItemId: ROOT_ITEM_ID, name: 'Document actions', funLink: '', headApi: null, sortNo: 91 });
  ACTION_KEYS.forEach((action, i) => {
    items.push({ itemId: 5000 + i, parentItemId: 91, name: action, funLink: action, headApi: ALL_APIS, sortNo: i });
  });
  return items;
}
