import { ACTION_KEYS, ADMIN_FUNCTIONS, PAGE_GROUPS, type PageGroup, type WebTextKey } from '@tis/contracts';

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

/** The folders of the admin functions and of the document actions (named by text keys, like the page-group folders). */
const ADMIN_FOLDER_NAME = 'accounts.right.group.adminFunctions' satisfies WebTextKey;
const ACTION_FOLDER_NAME = 'accounts.right.group.documentActions' satisfies WebTextKey;

/** A page group's folder is named by the group's menu title key: the portal shows it in the user's language. */
function groupFolderName(group: PageGroup): WebTextKey {
  return `app.menu.group.${group}`;
}

/**
 * The English names the folders were seeded with before they were named by text keys: the seeder
 * renames a folder that still carries one (an administrator's own name stays).
 */
export const FORMER_FOLDER_NAMES: Readonly<Record<string, string>> = {
  'app.menu.group.home': 'Home and basics',
  'app.menu.group.secretCards': 'Password cards',
  'app.menu.group.claims': 'Claims',
  'app.menu.group.baseInfo': 'Base info',
  'app.menu.group.logs': 'Logs',
  'app.menu.group.epc': 'EPC',
  'app.menu.group.tsb': 'TSB',
  'app.menu.group.labor': 'Labor',
  'app.menu.group.cases': 'Cases',
  'app.menu.group.manuals': 'Manuals',
  'app.menu.group.software': 'Software and feedback',
  'app.menu.group.notices': 'Notices and help',
  'app.menu.group.vehicles': 'Vehicles',
  'app.menu.group.personal': 'Personal',
  'app.menu.group.partQa': 'Part Q&A',
  'app.menu.group.techQa': 'Technical Q&A',
  'app.menu.group.outerQa': 'Outer Q&A',
  'app.menu.group.productChange': 'Product change',
  'app.menu.group.diagnosis': 'Diagnosis',
  'app.menu.group.other': 'Other',
  [ADMIN_FOLDER_NAME]: 'Admin functions',
  [ACTION_FOLDER_NAME]: 'Document actions',
};

/**
 * The permission tree every installation starts with (spec section 6): a root, one folder per
 * page group with its pages (funLink = page key), the admin home functions, and the document
 * actions with headApi. Folders and admin functions are named by text keys; pages and actions by
 * their funLink (the portal shows the page's title and the action's name). Item ids are stable: a new key is appended to its block, never inserted.
 */
export function defaultRightsTree(): RightSeed[] {
  const items: RightSeed[] = [{ itemId: ROOT_ITEM_ID, parentItemId: null, name: 'TIS', funLink: '', headApi: null, sortNo: 0 }];
  let pageId = 1000;
  (Object.keys(PAGE_GROUPS) as PageGroup[]).forEach((group, g) => {
    const folderId = 100 + g;
    items.push({ itemId: folderId, parentItemId: ROOT_ITEM_ID, name: groupFolderName(group), funLink: '', headApi: null, sortNo: g });
    PAGE_GROUPS[group].forEach((page, p) => {
      items.push({ itemId: pageId++, parentItemId: folderId, name: page, funLink: page, headApi: null, sortNo: p });
    });
  });
  items.push({ itemId: 90, parentItemId: ROOT_ITEM_ID, name: ADMIN_FOLDER_NAME, funLink: '', headApi: null, sortNo: 90 });
  ADMIN_FUNCTIONS.forEach((fn, i) => {
    items.push({ itemId: 6000 + i, parentItemId: 90, name: fn.i18nKey, funLink: fn.permission, headApi: null, sortNo: i });
  });
  items.push({ itemId: 91, parentItemId: ROOT_ITEM_ID, name: ACTION_FOLDER_NAME, funLink: '', headApi: null, sortNo: 91 });
  ACTION_KEYS.forEach((action, i) => {
    items.push({ itemId: 5000 + i, parentItemId: 91, name: action, funLink: action, headApi: ALL_APIS, sortNo: i });
  });
  return items;
}
