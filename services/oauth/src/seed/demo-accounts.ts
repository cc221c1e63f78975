import { ACTION_KEYS, ADMIN_FUNCTIONS, type ActionKey, LANGUAGES, PAGE_GROUPS, PAGE_KEYS, type PageKey, type UserStatus, type UserType, WEB_TEXTS, type WebTextKey } from '@tis/contracts';

export interface RoleSeed {
  roleCode: string;
  /** A text key the SPA shows in the user's language (an administrator's own name shows as typed). */
  roleName: WebTextKey;
  /** The English name the role was seeded with before it was named by its text key. */
  formerName: string;
  /** funLinks the role holds. */
  funLinks: readonly string[];
}

const PERSONAL = PAGE_GROUPS.personal;

const DEALER_PAGES: readonly PageKey[] = [
  'index', 'Blank', 'SearchPage', 'PrintPage', 'TSBList', 'TSBPreview', 'CaseWork', 'CaseWorkDetail', 'CaseList',
  'CaseDetail', 'ClaimManage', 'ClaimList', 'ClaimDetail', 'ManualPage', 'MaintenancePage', 'LaborList', 'FullLaborTimeList',
  'EPCIndex', 'EPCPage', 'EPCFavorite', 'EPCCart', 'BulletinList', 'BulletinDetail', 'TechQAList', 'TechQAAdd',
  'TechQAView', 'PartQAList', 'PartQAAdd', 'PartQAView', 'OuterQAListService', 'DocumentCenter', 'DiagnoseHelper',
  'VDSDiagnose', 'SoftwareList', 'HelperDoc', ...PERSONAL,
  // The exact search of documents by a code or a phrase (issue 17).
  'AccurateSearchPage',
  // Dealers report field quality problems (issue 16).
  'QualityFeedback', 'QualityFeedbackPreview',
  // Dealers read the published product changes of their brands and check them against a VIN (issue 16).
  'ProductChange', 'ViewProductChange',
  // Dealers raise technical proof / improvement requests and ask about them (issue 16).
  'TechProve', 'TechProvePreview',
  // Not /FeedbackList: it shows and answers every user's feedback (staff); a dealer sends and reads their own from the header.
];
const DEALER_ACTIONS: readonly ActionKey[] = ['create', 'submit', 'edit', 'delete'];

const PUBLIC_PAGES: readonly PageKey[] = [
  'index', 'SearchPage', 'PrintPage', 'BulletinList', 'BulletinDetail', 'OuterQAList', 'OuterQAAdd', 'OuterQAView',
  'Laws', 'HelperDoc', 'MyMessage', 'MyScore', 'ObtainScore', 'ExchangeScore', 'ExchangedScoreList',
];

/** Roles of a new installation: the administrator holds every right. */
export const SYSADMIN_ROLE: RoleSeed = {
  roleCode: 'sysadmin',
  roleName: 'accounts.role.name.sysadmin',
  formerName: 'System administrator',
  funLinks: [...PAGE_KEYS, ...ADMIN_FUNCTIONS.map((f) => f.permission), ...ACTION_KEYS],
};

/** Demo roles (embedded start). */
export const DEMO_ROLES: readonly RoleSeed[] = [
  SYSADMIN_ROLE,
  {
    roleCode: 'oem_approver',
    roleName: 'accounts.role.name.oemApprover',
    formerName: 'OEM staff (approver)',
    funLinks: [...PAGE_KEYS.filter((k) => !PAGE_GROUPS.baseInfo.includes(k as never) && !PAGE_GROUPS.secretCards.includes(k as never)), ...ADMIN_FUNCTIONS.map((f) => f.permission).filter((p) => p !== 'FUNC-back'), ...ACTION_KEYS],
  },
  { roleCode: 'dealer', roleName: 'accounts.role.name.dealer', formerName: 'Service outlet', funLinks: [...DEALER_PAGES, ...DEALER_ACTIONS] },
  { roleCode: 'public', roleName: 'accounts.role.name.public', formerName: 'Social user', funLinks: PUBLIC_PAGES },
];

/**
 * The seeded role names (text keys) whose text in one of the interface languages contains
 * `keyword` (without case): a keyword search of the role list finds a seeded role by the name the
 * screen shows. The bundled texts are searched, not changes made on the translation screen.
 */
export function seededRoleNamesMatching(keyword: string): WebTextKey[] {
  const wanted = keyword.toLowerCase();
  return DEMO_ROLES.map((r) => r.roleName).filter((key) => LANGUAGES.some((lang) => WEB_TEXTS[lang][key].toLowerCase().includes(wanted)));
}

export interface AccountSeed {
  userCode: string;
  userName: string;
  password: string;
  email: string;
  userType: UserType;
  status: UserStatus;
  roleCode: string;
  agentCode: string | null;
  brandCodes: string;
  /** False: the first login asks for a new password. */
  passwordSet: boolean;
}

export const ADMIN_ACCOUNT: AccountSeed = { userCode: 'admin', userName: 'Administrator', password: 'Admin#2026', email: 'admin@tis.local', userType: 'oem', status: 'normal', roleCode: 'sysadmin', agentCode: null, brandCodes: '', passwordSet: true };

/** The demo accounts README lists (one per kind). */
export const DEMO_ACCOUNTS: readonly AccountSeed[] = [
  ADMIN_ACCOUNT,
  { userCode: 'oem01', userName: 'Wang Fang (OEM)', password: 'Oem01#2026', email: 'oem01@tis.local', userType: 'oem', status: 'normal', roleCode: 'oem_approver', agentCode: null, brandCodes: '', passwordSet: true },
  { userCode: 'dealer01', userName: 'Li Lei (Dealer D1001)', password: 'Dealer01#2026', email: 'dealer01@tis.local', userType: 'dealer', status: 'normal', roleCode: 'dealer', agentCode: 'D1001', brandCodes: 'PC,CV', passwordSet: true },
  { userCode: 'dealer02', userName: 'Zhao Min (Dealer D2002)', password: 'Dealer02#2026', email: 'dealer02@tis.local', userType: 'dealer', status: 'normal', roleCode: 'dealer', agentCode: 'D2002', brandCodes: 'PC,YW', passwordSet: true },
  { userCode: 'public01', userName: 'Chen Jie (public)', password: 'Public01#2026', email: 'public01@tis.local', userType: 'social', status: 'normal', roleCode: 'public', agentCode: null, brandCodes: 'PC', passwordSet: true },
  { userCode: 'newuser01', userName: 'New User', password: 'Newuser01#2026', email: 'newuser01@tis.local', userType: 'oem', status: 'normal', roleCode: 'oem_approver', agentCode: null, brandCodes: '', passwordSet: false },
  { userCode: 'frozen01', userName: 'Frozen Account', password: 'Frozen01#2026', email: 'frozen01@tis.local', userType: 'dealer', status: 'frozen', roleCode: 'dealer', agentCode: 'D1001', brandCodes: '', passwordSet: true },
];
