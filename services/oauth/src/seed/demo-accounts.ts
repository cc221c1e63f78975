import { ACTION_KEYS, ADMIN_FUNCTIONS, type ActionKey, PAGE_GROUPS, PAGE_KEYS, type PageKey, type UserStatus, type UserType } from '@tis/contracts';

export interface RoleSeed {
  roleCode: string;
  roleName: string;
  /** funLinks the role holds. */
  funLinks: readonly string[];
}

const PERSONAL = PAGE_GROUPS.personal;

const DEALER_PAGES: readonly PageKey[] = [
  'index', 'Blank', 'SearchPage', 'PrintPage', 'TSBList', 'TSBPreview', 'CaseWork', 'CaseWorkDetail', 'CaseList',
  'CaseDetail', 'ClaimList', 'ClaimDetail', 'ManualPage', 'MaintenancePage', 'LaborList', 'FullLaborTimeList',
  'EPCIndex', 'EPCPage', 'EPCFavorite', 'EPCCart', 'BulletinList', 'BulletinDetail', 'TechQAList', 'TechQAAdd',
  'TechQAView', 'PartQAList', 'PartQAAdd', 'PartQAView', 'OuterQAListService', 'DocumentCenter', 'DiagnoseHelper',
  'VDSDiagnose', 'SoftwareList', 'FeedbackList', 'HelperDoc', ...PERSONAL,
];
const DEALER_ACTIONS: readonly ActionKey[] = ['create', 'submit', 'edit', 'delete'];

const PUBLIC_PAGES: readonly PageKey[] = [
  'index', 'SearchPage', 'PrintPage', 'BulletinList', 'BulletinDetail', 'OuterQAList', 'OuterQAAdd', 'OuterQAView',
  'Laws', 'HelperDoc', 'MyMessage', 'MyScore', 'ObtainScore', 'ExchangeScore', 'ExchangedScoreList',
];

/** Roles of a new installation: the administrator holds every right. */
export const SYSADMIN_ROLE: RoleSeed = {
  roleCode: 'sysadmin',
  roleName: 'System administrator',
  funLinks: [...PAGE_KEYS, ...ADMIN_FUNCTIONS.map((f) => f.permission), ...ACTION_KEYS],
};

/** Demo roles (embedded start). */
export const DEMO_ROLES: readonly RoleSeed[] = [
  SYSADMIN_ROLE,
  {
    roleCode: 'oem_approver',
    roleName: 'OEM staff (approver)',
    funLinks: [...PAGE_KEYS.filter((k) => !PAGE_GROUPS.baseInfo.includes(k as never) && !PAGE_GROUPS.secretCards.includes(k as never)), ...ADMIN_FUNCTIONS.map((f) => f.permission).filter((p) => p !== 'FUNC-back'), ...ACTION_KEYS],
  },
  { roleCode: 'dealer', roleName: 'Service outlet', funLinks: [...DEALER_PAGES, ...DEALER_ACTIONS] },
  { roleCode: 'public', roleName: 'Social user', funLinks: PUBLIC_PAGES },
];

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
