import type { ComponentType } from 'react';
import { LOGIN_ROUTES } from '@tis/contracts';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadTexts } from '../i18n';
import type { TextPart } from '../i18n/bundled-texts';
import type { TextKey } from '../i18n/keys';
import { guardRedirect, normalizePath } from './guard';
import { currentDeployment } from './runtime-config';
import { readRoleRight, readToken } from './session-storage';
import { RootRoute, RouteErrorBoundary, RouteLoading } from './root-route';
import { BlankLayout } from './layouts/blank-layout';
import { withAntd } from './with-antd';
import { BASENAME } from './paths';

export { BASENAME };

export type LayoutKind = 'blank' | 'main';

/** One entry of the route table: path → lazy page, permission key, layout, side tree, title. */
export interface RouteEntry {
  path: string;
  /** Loads the page component (its own chunk). */
  page: () => Promise<ComponentType>;
  /** The funLink a roleRight item must have (spec section 6); null: any signed-in user (or public). */
  permission: string | null;
  layout: LayoutKind;
  /** The page shows the side tree of the main layout. */
  sideTree?: boolean;
  /** i18n key of the page title (also the page's label in the side menu). */
  titleKey: TextKey;
  /** Left out of the side menu: pages opened from another page (details, previews, print). */
  hideInMenu?: boolean;
  /** The part of the bundled texts the page needs (i18n/bundled-texts.ts); default `portal`. */
  texts?: TextPart;
  /** The page is drawn with light widgets only and needs no antd (the login page; ADR 0014). */
  lightOnly?: true;
}

const loginPage = () => import('../features/auth/pages/login-page').then((m) => m.LoginPage);

/** THE route table. Every page of the SPA is listed here and nowhere else. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...LOGIN_ROUTES.map(
    (path): RouteEntry => ({ path, page: loginPage, permission: null, layout: 'blank', titleKey: 'auth.login.pageTitle', texts: 'shell', lightOnly: true }),
  ),
  {
    path: '/RePassPage',
    page: () => import('../features/auth/pages/re-pass-page').then((m) => m.RePassPage),
    permission: null,
    layout: 'blank',
    titleKey: 'auth.rePass.pageTitle',
    texts: 'shell',
  },
  {
    // The OA provider returns here with ?code&state (spec section 2; open without a token).
    path: '/ssoPage',
    page: () => import('../features/auth/pages/sso-page').then((m) => m.SsoPage),
    permission: null,
    layout: 'blank',
    titleKey: 'auth.sso.pageTitle',
    texts: 'shell',
  },
  {
    // The entry from the company OA portal (spec section 2; open without a token).
    path: '/oaPortal',
    page: () => import('../features/auth/pages/oa-portal-page').then((m) => m.OaPortalPage),
    permission: null,
    layout: 'blank',
    titleKey: 'auth.oaPortal.pageTitle',
    texts: 'shell',
  },
  {
    // Account activation with a password card (?userCode=…); open without a token (guard.ts, ACTIVATION_ROUTES).
    path: '/RegistVDS',
    page: () => import('../features/secret-cards/pages/regist-vds-page').then((m) => m.RegistVdsPage),
    permission: null,
    layout: 'blank',
    titleKey: 'secretCards.activate.pageTitle',
  },
  {
    path: '/error',
    page: () => import('../features/errors/pages/error-page').then((m) => m.ErrorPage),
    permission: null,
    layout: 'blank',
    titleKey: 'errors.error.pageTitle',
    texts: 'shell',
  },
  {
    path: '/404',
    page: () => import('../features/errors/pages/not-found-page').then((m) => m.NotFoundPage),
    permission: null,
    layout: 'blank',
    titleKey: 'errors.notFound.pageTitle',
    texts: 'shell',
  },
  {
    // A document another page hands over (openPrintPage), printed with the watermark; signed-in users only.
    path: '/PrintPage',
    page: () => import('../features/print/pages/print-page').then((m) => m.PrintPage),
    permission: null,
    layout: 'blank',
    titleKey: 'widgets.printPage.pageTitle',
    hideInMenu: true,
  },
  {
    path: '/index',
    page: () => import('../features/home/pages/index-page').then((m) => m.IndexPage),
    permission: null,
    layout: 'main',
    titleKey: 'home.index.pageTitle',
  },
  {
    path: '/MainpageImageList',
    page: () => import('../features/homepage-images/pages/homepage-image-page').then((m) => m.HomepageImagePage),
    permission: 'MainpageImageList',
    layout: 'main',
    titleKey: 'homepageImages.list.pageTitle',
  },
  {
    // The portal's search: pages the user may open, and the vehicle of a VIN (?keyword=…).
    path: '/SearchPage',
    page: () => import('../features/search/pages/search-page').then((m) => m.SearchPage),
    permission: null,
    layout: 'main',
    titleKey: 'search.page.pageTitle',
  },
  {
    // The landing page of a menu group (?group=<PageGroup>), opened from a link, not the menu.
    path: '/Blank',
    page: () => import('../features/search/pages/blank-page').then((m) => m.BlankPage),
    permission: null,
    layout: 'main',
    sideTree: true,
    titleKey: 'search.blank.pageTitle',
    hideInMenu: true,
  },
  {
    // The exact search of documents by a code or a phrase (?mode=code|phrase&keyword=…).
    path: '/AccurateSearchPage',
    page: () => import('../features/search/pages/accurate-search-page').then((m) => m.AccurateSearchPage),
    permission: 'AccurateSearchPage',
    layout: 'main',
    titleKey: 'search.accurate.pageTitle',
  },
  // Password cards (spec section 2).
  {
    path: '/SecretCard',
    page: () => import('../features/secret-cards/pages/secret-card-page').then((m) => m.SecretCardPage),
    permission: 'SecretCard',
    layout: 'main',
    titleKey: 'secretCards.card.pageTitle',
  },
  {
    path: '/SecretCardSeries',
    page: () => import('../features/secret-cards/pages/secret-card-series-page').then((m) => m.SecretCardSeriesPage),
    permission: 'SecretCardSeries',
    layout: 'main',
    titleKey: 'secretCards.series.pageTitle',
  },
  {
    path: '/baseinfouser',
    page: () => import('../features/accounts/pages/users-page').then((m) => m.UsersPage),
    permission: 'baseinfouser',
    layout: 'main',
    titleKey: 'accounts.user.pageTitle',
  },
  {
    path: '/baseinforole',
    page: () => import('../features/accounts/pages/roles-page').then((m) => m.RolesPage),
    permission: 'baseinforole',
    layout: 'main',
    titleKey: 'accounts.role.pageTitle',
  },
  {
    path: '/baseinfoauthority',
    page: () => import('../features/accounts/pages/rights-page').then((m) => m.RightsPage),
    permission: 'baseinfoauthority',
    layout: 'main',
    titleKey: 'accounts.right.pageTitle',
  },
  // Claim cases (spec section 2; documentService): authoring, published list, reading view.
  {
    path: '/ClaimManage',
    page: () => import('../features/claims/pages/claim-manage-page').then((m) => m.ClaimManagePage),
    permission: 'ClaimManage',
    layout: 'main',
    titleKey: 'claims.manage.pageTitle',
  },
  {
    path: '/ClaimList',
    page: () => import('../features/claims/pages/claim-list-page').then((m) => m.ClaimListPage),
    permission: 'ClaimList',
    layout: 'main',
    titleKey: 'claims.list.pageTitle',
  },
  {
    // The reading view of one claim (?id=), opened from the lists, favorites and /MyVerify.
    path: '/ClaimDetail',
    page: () => import('../features/claims/pages/claim-detail-page').then((m) => m.ClaimDetailPage),
    permission: 'ClaimDetail',
    layout: 'main',
    titleKey: 'claims.detail.pageTitle',
    hideInMenu: true,
  },
  // Quality feedback (issue 16; documentService qualityFb): list, statistics, editor; the reading view.
  {
    path: '/QualityFeedback',
    page: () => import('../features/quality-feedback/pages/quality-feedback-page').then((m) => m.QualityFeedbackPage),
    permission: 'QualityFeedback',
    layout: 'main',
    titleKey: 'qualityFb.manage.pageTitle',
  },
  {
    // The reading view of one feedback (?id=), opened from the list, favorites and /MyVerify.
    path: '/QualityFeedbackPreview',
    page: () => import('../features/quality-feedback/pages/quality-feedback-preview-page').then((m) => m.QualityFeedbackPreviewPage),
    permission: 'QualityFeedbackPreview',
    layout: 'main',
    titleKey: 'qualityFb.preview.pageTitle',
    hideInMenu: true,
  },
  // Product-change notices (issue 16; documentService productChange): readers' list with the VIN check, staff list, editor, reading view.
  {
    path: '/ProductChange',
    page: () => import('../features/product-change/pages/product-change-page').then((m) => m.ProductChangePage),
    permission: 'ProductChange',
    layout: 'main',
    titleKey: 'productChange.reader.pageTitle',
  },
  {
    path: '/ProductChangeManagement',
    page: () => import('../features/product-change/pages/product-change-management-page').then((m) => m.ProductChangeManagementPage),
    permission: 'ProductChangeManagement',
    layout: 'main',
    titleKey: 'productChange.manage.pageTitle',
  },
  {
    // The editor (?id= to edit one), opened from the staff list and the reading view.
    path: '/EditProductChange',
    page: () => import('../features/product-change/pages/edit-product-change-page').then((m) => m.EditProductChangePage),
    permission: 'EditProductChange',
    layout: 'main',
    titleKey: 'productChange.edit.newTitle',
    hideInMenu: true,
  },
  {
    // The reading view of one change (?id=), opened from the lists, the VIN check and /MyMessage.
    path: '/ViewProductChange',
    page: () => import('../features/product-change/pages/view-product-change-page').then((m) => m.ViewProductChangePage),
    permission: 'ViewProductChange',
    layout: 'main',
    titleKey: 'productChange.view.pageTitle',
    hideInMenu: true,
  },
  // Technical proof and improvement (issue 16; documentService techProve): list, editor, steps; the reading view with history and questions.
  {
    path: '/TechProve',
    page: () => import('../features/tech-proof/pages/tech-prove-page').then((m) => m.TechProvePage),
    permission: 'TechProve',
    layout: 'main',
    titleKey: 'techProve.manage.pageTitle',
  },
  {
    // The reading view of one proof (?id=), opened from the list.
    path: '/TechProvePreview',
    page: () => import('../features/tech-proof/pages/tech-prove-preview-page').then((m) => m.TechProvePreviewPage),
    permission: 'TechProvePreview',
    layout: 'main',
    titleKey: 'techProve.preview.pageTitle',
    hideInMenu: true,
  },
  // Organisation: posts, departments, area tree, dealer kinds, dealers (spec section 2, base info).
  {
    path: '/BaseinfoUserPost',
    page: () => import('../features/organisation/pages/post-page').then((m) => m.PostPage),
    permission: 'BaseinfoUserPost',
    layout: 'main',
    titleKey: 'organisation.post.pageTitle',
  },
  {
    path: '/BaseinfoUserDepart',
    page: () => import('../features/organisation/pages/department-page').then((m) => m.DepartmentPage),
    permission: 'BaseinfoUserDepart',
    layout: 'main',
    titleKey: 'organisation.department.pageTitle',
  },
  {
    path: '/agencyarea',
    page: () => import('../features/organisation/pages/area-level-page').then((m) => m.AreaPage),
    permission: 'agencyarea',
    layout: 'main',
    titleKey: 'organisation.area.pageTitle',
  },
  {
    path: '/agencyregion',
    page: () => import('../features/organisation/pages/area-level-page').then((m) => m.RegionPage),
    permission: 'agencyregion',
    layout: 'main',
    titleKey: 'organisation.region.pageTitle',
  },
  {
    path: '/agencydistrict',
    page: () => import('../features/organisation/pages/area-level-page').then((m) => m.DistrictPage),
    permission: 'agencydistrict',
    layout: 'main',
    titleKey: 'organisation.district.pageTitle',
  },
  {
    path: '/agencykind',
    page: () => import('../features/organisation/pages/agency-kind-page').then((m) => m.AgencyKindPage),
    permission: 'agencykind',
    layout: 'main',
    titleKey: 'organisation.agencyKind.pageTitle',
  },
  {
    path: '/agency',
    page: () => import('../features/organisation/pages/agency-page').then((m) => m.AgencyPage),
    permission: 'agency',
    layout: 'main',
    titleKey: 'organisation.agency.pageTitle',
  },
  {
    path: '/Sensitive',
    page: () => import('../features/sensitive-words/pages/sensitive-word-page').then((m) => m.SensitiveWordPage),
    permission: 'Sensitive',
    layout: 'main',
    titleKey: 'sensitive.word.pageTitle',
  },
  {
    path: '/MailList',
    page: () => import('../features/mail-list/pages/mail-list-page').then((m) => m.MailListPage),
    permission: 'MailList',
    layout: 'main',
    titleKey: 'mailList.list.pageTitle',
  },
  {
    path: '/FastAPP',
    page: () => import('../features/fast-apps/pages/fast-app-page').then((m) => m.FastAppPage),
    permission: 'FastAPP',
    layout: 'main',
    titleKey: 'fastApp.list.pageTitle',
  },
  // System notices (spec section 2, notices and help; FUNC-notice): the header and the home page show the new ones.
  {
    path: '/BulletinList',
    page: () => import('../features/bulletins/pages/bulletin-list-page').then((m) => m.BulletinListPage),
    permission: 'BulletinList',
    layout: 'main',
    titleKey: 'bulletins.list.pageTitle',
  },
  {
    // The reading view of one notice (?id=), opened from the list, the header, the home page and messages.
    path: '/BulletinDetail',
    page: () => import('../features/bulletins/pages/bulletin-detail-page').then((m) => m.BulletinDetailPage),
    permission: 'BulletinDetail',
    layout: 'main',
    titleKey: 'bulletins.detail.pageTitle',
    hideInMenu: true,
  },
  // User feedback (spec section 2, software and feedback); sending is the header's feedback button.
  {
    path: '/FeedbackType',
    page: () => import('../features/feedback/pages/feedback-type-page').then((m) => m.FeedbackTypePage),
    permission: 'FeedbackType',
    layout: 'main',
    titleKey: 'feedback.type.pageTitle',
  },
  {
    path: '/FeedbackList',
    page: () => import('../features/feedback/pages/feedback-list-page').then((m) => m.FeedbackListPage),
    permission: 'FeedbackList',
    layout: 'main',
    titleKey: 'feedback.list.pageTitle',
  },
  // Help documents (spec section 2, notices and help): the editor's list and the reader.
  {
    path: '/HelperEditorList',
    page: () => import('../features/help-docs/pages/helper-editor-list-page').then((m) => m.HelperEditorListPage),
    permission: 'HelperEditorList',
    layout: 'main',
    titleKey: 'helpDoc.list.pageTitle',
  },
  {
    path: '/HelperDoc',
    page: () => import('../features/help-docs/pages/helper-doc-page').then((m) => m.HelperDocPage),
    permission: 'HelperDoc',
    layout: 'main',
    titleKey: 'helpDoc.reader.pageTitle',
  },
  // Logs (spec section 2).
  {
    path: '/LogManage',
    page: () => import('../features/logs/pages/log-manage-page').then((m) => m.LogManagePage),
    permission: 'LogManage',
    layout: 'main',
    titleKey: 'logs.manage.pageTitle',
  },
  {
    path: '/UserLoginList',
    page: () => import('../features/logs/pages/login-log-page').then((m) => m.LoginLogPage),
    permission: 'UserLoginList',
    layout: 'main',
    titleKey: 'logs.loginLog.pageTitle',
  },
  {
    path: '/UserOperationLog',
    page: () => import('../features/logs/pages/operation-log-page').then((m) => m.OperationLogPage),
    permission: 'UserOperationLog',
    layout: 'main',
    titleKey: 'logs.operationLog.pageTitle',
  },
  {
    path: '/UserOperationLogger',
    page: () => import('../features/logs/pages/operation-module-summary-page').then((m) => m.OperationModuleSummaryPage),
    permission: 'UserOperationLogger',
    layout: 'main',
    titleKey: 'logs.moduleSummary.pageTitle',
  },
  {
    path: '/UserOperationLoggerUser',
    page: () => import('../features/logs/pages/operation-user-summary-page').then((m) => m.OperationUserSummaryPage),
    permission: 'UserOperationLoggerUser',
    layout: 'main',
    titleKey: 'logs.userSummary.pageTitle',
  },
  // Repair cases (spec section 2; documentService): authoring, parameters, published list, reading view.
  {
    path: '/CaseWork',
    page: () => import('../features/cases/pages/case-work-page').then((m) => m.CaseWorkPage),
    permission: 'CaseWork',
    layout: 'main',
    titleKey: 'cases.work.pageTitle',
  },
  {
    // The editor: a new case, or ?id= the case to edit; opened from /CaseWork.
    path: '/CaseWorkDetail',
    page: () => import('../features/cases/pages/case-work-detail-page').then((m) => m.CaseWorkDetailPage),
    permission: 'CaseWorkDetail',
    layout: 'main',
    titleKey: 'cases.editor.pageTitle',
    hideInMenu: true,
  },
  {
    path: '/CaseDescription',
    page: () => import('../features/cases/pages/case-param-page').then((m) => m.CaseParamPage),
    permission: 'CaseDescription',
    layout: 'main',
    titleKey: 'cases.param.pageTitle',
  },
  {
    path: '/CaseList',
    page: () => import('../features/cases/pages/case-list-page').then((m) => m.CaseListPage),
    permission: 'CaseList',
    layout: 'main',
    titleKey: 'cases.list.pageTitle',
  },
  {
    // The reading view of one case (?id=), opened from the lists, favorites, messages and /MyVerify.
    path: '/CaseDetail',
    page: () => import('../features/cases/pages/case-detail-page').then((m) => m.CaseDetailPage),
    permission: 'CaseDetail',
    layout: 'main',
    titleKey: 'cases.detail.pageTitle',
    hideInMenu: true,
  },
  // Personal (spec section 2).
  {
    // Every document waiting for the caller's approval (cases, claims).
    path: '/MyVerify',
    page: () => import('../features/cases/pages/my-verify-page').then((m) => m.MyVerifyPage),
    permission: 'MyVerify',
    layout: 'main',
    titleKey: 'cases.myVerify.pageTitle',
  },
  {
    path: '/MyMessage',
    page: () => import('../features/messages/pages/my-message-page').then((m) => m.MyMessagePage),
    permission: 'MyMessage',
    layout: 'main',
    titleKey: 'messages.myMessage.pageTitle',
  },
  {
    path: '/TisosLanguage',
    page: () => import('../features/translations/pages/language-page').then((m) => m.LanguagePage),
    permission: 'TisosLanguage',
    layout: 'main',
    titleKey: 'translations.language.pageTitle',
  },
  // Overseas areas (the Tisos dictionaries) and regulations and standards (spec section 2, other).
  {
    path: '/TisosArea',
    page: () => import('../features/tisos-area/pages/tisos-area-page').then((m) => m.TisosAreaPage),
    permission: 'TisosArea',
    layout: 'main',
    titleKey: 'tisosArea.list.pageTitle',
  },
  {
    path: '/Laws',
    page: () => import('../features/laws/pages/law-page').then((m) => m.LawPage),
    permission: 'Laws',
    layout: 'main',
    titleKey: 'laws.list.pageTitle',
  },
  {
    path: '/StandardParametersManager',
    page: () => import('../features/alignment-standards/pages/alignment-standards-page').then((m) => m.AlignmentStandardsPage),
    permission: 'StandardParametersManager',
    layout: 'main',
    titleKey: 'alignment.list.pageTitle',
  },
  {
    path: '/TisosTranslate',
    page: () => import('../features/translations/pages/translation-page').then((m) => m.TranslationPage),
    permission: 'TisosTranslate',
    layout: 'main',
    titleKey: 'translations.translate.pageTitle',
  },
  {
    path: '/TisosTranslateLog',
    page: () => import('../features/translations/pages/translation-log-page').then((m) => m.TranslationLogPage),
    permission: 'TisosTranslateLog',
    layout: 'main',
    titleKey: 'translations.log.pageTitle',
  },
  // Vehicle master data and the EPC's vehicle screens (spec section 2; vehicleService).
  ...(
    [
      ['/vehicleBrand', () => import('../features/vehicles/pages/brand-page').then((m) => m.BrandPage), 'vehicles.brand.pageTitle'],
      ['/vehicleSeries', () => import('../features/vehicles/pages/series-page').then((m) => m.VehicleSeriesPage), 'vehicles.series.pageTitle'],
      ['/vehicleModel', () => import('../features/vehicles/pages/model-page').then((m) => m.VehicleModelPage), 'vehicles.model.pageTitle'],
      ['/vehicleModelConf', () => import('../features/vehicles/pages/model-config-page').then((m) => m.VehicleModelConfPage), 'vehicles.config.pageTitle'],
      ['/vehicle', () => import('../features/vehicles/pages/vehicle-page').then((m) => m.VehiclePage), 'vehicles.vehicle.pageTitle'],
      ['/vehicleClassificationSettings', () => import('../features/vehicles/pages/classification-page').then((m) => m.ClassificationPage), 'vehicles.classification.pageTitle'],
      ['/carSeriesSettings', () => import('../features/vehicles/pages/series-setting-page').then((m) => m.SeriesSettingPage), 'vehicles.seriesSetting.pageTitle'],
      ['/CommercialInformation', () => import('../features/vehicles/pages/commercial-info-page').then((m) => m.CommercialInfoPage), 'vehicles.commercial.pageTitle'],
      ['/moduleSettings', () => import('../features/vehicles/pages/module-setting-page').then((m) => m.ModuleSettingPage), 'vehicles.moduleSetting.pageTitle'],
      ['/EPCSeries', () => import('../features/vehicles/pages/series-page').then((m) => m.EpcSeriesPage), 'vehicles.series.epcPageTitle'],
      ['/EPCEnerge', () => import('../features/vehicles/pages/energy-page').then((m) => m.EnergyPage), 'vehicles.energy.pageTitle'],
      ['/EpcModel', () => import('../features/vehicles/pages/model-page').then((m) => m.EpcModelPage), 'vehicles.model.epcPageTitle'],
      ['/EpcConfig', () => import('../features/vehicles/pages/model-config-page').then((m) => m.EpcConfigPage), 'vehicles.config.epcPageTitle'],
      ['/EpcVinDisabled', () => import('../features/vehicles/pages/vin-shield-page').then((m) => m.VinShieldPage), 'vehicles.vinShield.pageTitle'],
      ['/TisosCartype', () => import('../features/vehicles/pages/car-type-page').then((m) => m.CarTypePage), 'vehicles.carType.pageTitle'],
    ] as const
  ).map(([path, page, titleKey]): RouteEntry => ({ path, page, permission: path.slice(1), layout: 'main', titleKey })),
];

const BY_PATH = new Map(ROUTE_TABLE.map((entry) => [entry.path, entry]));

/** The route entry of a path inside the app; undefined when the path is unknown. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return BY_PATH.get(normalizePath(pathname));
}

/** '/tis/login' → '/login'; paths outside the basename are returned unchanged. */
export function stripBasename(pathname: string, basename = BASENAME): string {
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** The guard of spec section 2, run before every navigation. */
export function guardLoader({ request }: LoaderFunctionArgs): Response | null {
  const pathname = stripBasename(new URL(request.url).pathname);
  const target = guardRedirect({
    pathname,
    hasToken: readToken() !== null,
    overseas: currentDeployment().overseas,
    route: findRoute(pathname),
    roleRight: readRoleRight(),
  });
  if (target === null || target === pathname) return null;
  return redirect(target);
}

function toRouteObject(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    handle: { titleKey: entry.titleKey, sideTree: entry.sideTree === true },
    lazy: async () => {
      // Pages of the blank layout bring antd's configuration with them (the main layout has it for its pages).
      const page = entry.layout === 'blank' && !entry.lightOnly ? withAntd(entry.page) : entry.page;
      const [Component] = await Promise.all([page(), loadTexts(entry.texts ?? 'portal')]);
      return { Component };
    },
  };
}

/** The react-router route objects built from ROUTE_TABLE. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootRoute,
      loader: guardLoader,
      // The guard must run on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { Component: BlankLayout, children: ROUTE_TABLE.filter((e) => e.layout === 'blank').map(toRouteObject) },
        {
          lazy: async () => {
            const mainLayout = withAntd(() => import('./layouts/main-layout').then((m) => m.MainLayout));
            const [Component] = await Promise.all([mainLayout(), loadTexts('portal')]);
            return { Component };
          },
          children: ROUTE_TABLE.filter((e) => e.layout === 'main').map(toRouteObject),
        },
        // Unknown paths must match something so the guard runs and sends them to /error.
        { path: '*', Component: RouteLoading },
      ],
    },
  ];
}
