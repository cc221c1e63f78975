import type { MessageKey } from './messages/index.js';

/** One roleRight item of the session (spec section 3). */
export interface RoleRightItem {
  itemId: number;
  funLink: string;
  headApi: string | null;
}

export interface AdminFunction {
  /** The permission key that gates the function. */
  readonly permission: string;
  readonly i18nKey: MessageKey;
}

/** Admin home functions and the permission key of each (spec section 2). */
export const ADMIN_FUNCTIONS = [
  { permission: 'claimBasic', i18nKey: 'admin.home.claimCase' },
  { permission: 'caseBasic', i18nKey: 'admin.home.repairCase' },
  { permission: 'FUNC-manual', i18nKey: 'admin.home.manual' },
  { permission: 'tsbTopic', i18nKey: 'admin.home.tsb' },
  { permission: 'epcSvgLog', i18nKey: 'admin.home.epc' },
  { permission: 'FUNC-labor', i18nKey: 'admin.home.labor' },
  { permission: 'FUNC-worksheet', i18nKey: 'admin.home.worksheet' },
  { permission: 'FUNC-back', i18nKey: 'admin.home.basicInfo' },
  { permission: 'FUNC-software', i18nKey: 'admin.home.software' },
  { permission: 'FUNC-feedback', i18nKey: 'admin.home.feedback' },
  { permission: 'FUNC-notice', i18nKey: 'admin.home.notice' },
] as const satisfies readonly AdminFunction[];

export type AdminPermission = (typeof ADMIN_FUNCTIONS)[number]['permission'];

/** Keyed document actions (spec section 6). */
export const ACTION_KEYS = [
  'submit',
  'verify',
  'publish',
  'stop',
  'labormanage',
  'addex',
  'create',
  'import',
  'delete',
  'edit',
  'viewlog',
] as const;

export type ActionKey = (typeof ACTION_KEYS)[number];

/** The routes of the main layout (spec section 2), without the leading slash, in the spec's groups. */
export const PAGE_GROUPS = {
  home: [
    'index', 'Blank', 'MainpageImageList', 'SearchPage', 'PrintPage',
  ],
  secretCards: [
    'SecretCard', 'SecretCardSeries',
  ],
  claims: [
    'ClaimManage', 'ClaimList', 'ClaimDetail',
  ],
  baseInfo: [
    'baseinfoauthority', 'baseinforole', 'baseinfouser', 'BaseinfoUserPost', 'BaseinfoUserDepart',
    'agencyarea', 'agencyregion', 'agencydistrict', 'agencykind', 'agency',
  ],
  logs: [
    'LogManage', 'UserLoginList', 'UserOperationLog', 'UserOperationLogger',
    'UserOperationLoggerUser',
  ],
  epc: [
    'EpcModel', 'EpcConfig', 'EPCSeries', 'EPCEnerge', 'EpcVinDisabled', 'EPCFavorite', 'EPCfuliao',
    'EPCStandardPart', 'EPCCart', 'EPC2D', 'EPCGJGL', 'EPCSCGL', 'EPC2DImage', 'EPCPage',
    'EPCIndex',
  ],
  tsb: [
    'TSBList', 'TSBPreview', 'TSBwork', 'TsbWorkOrder', 'TSBworkDetail',
  ],
  labor: [
    'LaborCatalogPushLog', 'LaborWork', 'LaborWorkMal', 'LaborFault', 'LaborAction', 'LaborType',
    'LaborDtc', 'LaborBaseStep', 'LaborList', 'LaborWorkDetail', 'FullLaborTimeList',
  ],
  cases: [
    'CaseWork', 'CaseWorkDetail', 'CaseDescription', 'CaseList', 'CaseDetail',
  ],
  manuals: [
    'ManualManage', 'Manual3D', 'MaintenancePage', 'ManualPage',
  ],
  software: [
    'SoftwareType', 'SoftwareList', 'FeedbackType', 'FeedbackList',
  ],
  notices: [
    'BulletinList', 'BulletinDetail', 'HelperEditorList', 'HelperDoc',
  ],
  vehicles: [
    'vehicleBrand', 'vehicleSeries', 'vehicleModel', 'vehicleModelConf', 'vehicle',
    'vehicleClassificationSettings', 'carSeriesSettings', 'CommercialInformation', 'moduleSettings',
  ],
  personal: [
    'MyVerify', 'MyMessage', 'MyScore', 'ExchangeScore', 'ObtainScore', 'ExchangedScoreList',
    'MyScoreDict', 'MyDownload', 'MyDataParse',
  ],
  partQa: [
    'PartQACityManage', 'PartQACommomReply', 'PartQAType', 'PartQAAnalyze', 'PartQAList',
    'PartQAAdd', 'PartQASummaryAll', 'PartQASummaryTime', 'PartQASummaryFinish',
    'PartQASummaryOvertime', 'PartQAView',
  ],
  techQa: [
    'TechQASummaryAll', 'TechQASummaryTime', 'TechQASummaryOvertime', 'TechQASummaryFinish',
    'TechQAList', 'TechQAAdd', 'TechQAType', 'TechQAView',
  ],
  outerQa: [
    'OuterQAType', 'OuterQASummaryAll', 'OuterQASummaryTime', 'OuterQASummaryFinish',
    'OuterQASummaryOvertime', 'OuterQACarManage', 'OuterQAAdd', 'OuterQAList', 'OuterQAListAdmin',
    'OuterQAView', 'OuterQAViewForRead', 'OuterQAListService', 'OuterQAListForRead',
    'OuterQAListForReadS', 'OuterQAListAdminS', 'OuterQAListS',
  ],
  productChange: [
    'ProductChange', 'EditProductChange', 'ProductChangeManagement', 'ViewProductChange',
  ],
  diagnosis: [
    'DiagnoseHelper', 'DiagnoseSelflist', 'DiagnoseSelflistForDtc', 'DiagnoseForEchats',
    'DiagnoseSelfFixHistorylist', 'VDSDiagnose', 'DiagnosePreview', 'DTCManage', 'VDSWorkSheet',
    'VDSFeedback', 'VDSFeedbackNoDiagnose', 'DiagnosisResult', 'FaultCodeRank', 'Maintainability',
    'NetworkTopologyManage', 'NetworkTopologyPreview',
  ],
  other: [
    'FastAPP', 'Sensitive', 'QualityFeedback', 'QualityFeedbackPreview', 'TechProve',
    'TechProvePreview', 'MailList', 'Laws', 'ToolManage', 'TisosCartype', 'TisosLanguage',
    'TisosArea', 'TisosTranslate', 'TisosTranslateLog', 'DocumentCenter', 'BatteryDocument',
    'CommercialVehicleDocuments', 'AdministrationDocument', 'DataMaintenance', 'DataViewing',
    'commercialDataViewing', 'AccurateSearchPage', 'StandardParametersManager', 'DirectedPublish',
  ],
} as const;

export type PageGroup = keyof typeof PAGE_GROUPS;

/** Every route of the main layout (spec section 2), without the leading slash. */
export const PAGE_KEYS: readonly PageKey[] = Object.values(PAGE_GROUPS).flat();

export type PageKey = (typeof PAGE_GROUPS)[PageGroup][number];

/** Brand login routes (spec section 2); overseas deployments use /os. */
export const LOGIN_ROUTES = ['/login', '/os', '/com', '/yw', '/fcb', '/mssp'] as const;

/** Routes reachable without a token (spec section 2, route guard). */
export const PUBLIC_ROUTES = [...LOGIN_ROUTES, '/RePassPage', '/ssoPage', '/oaPortal'] as const;

export function isPublicRoute(path: string): boolean {
  return (PUBLIC_ROUTES as readonly string[]).includes(path);
}

/** A page or route is allowed when some item's funLink equals its key (spec section 6). */
export function isPageAllowed(rights: readonly RoleRightItem[], pageKey: string): boolean {
  return rights.some((item) => item.funLink === pageKey);
}

/**
 * The itemId of the item whose funLink the path contains; -1 if none (spec section 6).
 * Empty funLinks never match; when several match, the longest funLink wins
 * ('/TSBworkDetail' maps to TSBworkDetail, not TSBwork).
 */
export function itemIdForPath(rights: readonly RoleRightItem[], path: string): number {
  let best: RoleRightItem | undefined;
  for (const item of rights) {
    if (item.funLink !== '' && path.includes(item.funLink)) {
      if (!best || item.funLink.length > best.funLink.length) best = item;
    }
  }
  return best?.itemId ?? -1;
}

/**
 * An action is allowed when an item has that funLink and its headApi is contained in the
 * called api (spec section 6). Items without a headApi allow nothing.
 */
export function isActionAllowed(rights: readonly RoleRightItem[], action: ActionKey, api: string): boolean {
  return rights.some(
    (item) => item.funLink === action && !!item.headApi && api.includes(item.headApi),
  );
}
