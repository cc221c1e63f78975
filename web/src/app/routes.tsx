import type { ComponentType } from 'react';
import { LOGIN_ROUTES } from '@tis/contracts';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { TextKey } from '../i18n/keys';
import { guardRedirect, normalizePath } from './guard';
import { currentDeployment } from './runtime-config';
import { readRoleRight, readToken } from './session-storage';
import { RootRoute, RouteErrorBoundary, RouteLoading } from './root-route';
import { BlankLayout } from './layouts/blank-layout';
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
  /** i18n key of the page title. */
  titleKey: TextKey;
}

const loginPage = () => import('../features/auth/pages/login-page').then((m) => m.LoginPage);

/** THE route table. Every page of the SPA is listed here and nowhere else. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...LOGIN_ROUTES.map(
    (path): RouteEntry => ({ path, page: loginPage, permission: null, layout: 'blank', titleKey: 'auth.login.pageTitle' }),
  ),
  {
    path: '/error',
    page: () => import('../features/errors/pages/error-page').then((m) => m.ErrorPage),
    permission: null,
    layout: 'blank',
    titleKey: 'errors.error.pageTitle',
  },
  {
    path: '/404',
    page: () => import('../features/errors/pages/not-found-page').then((m) => m.NotFoundPage),
    permission: null,
    layout: 'blank',
    titleKey: 'errors.notFound.pageTitle',
  },
  {
    path: '/index',
    page: () => import('../features/home/pages/index-page').then((m) => m.IndexPage),
    permission: null,
    layout: 'main',
    titleKey: 'home.index.pageTitle',
  },
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
    lazy: async () => ({ Component: await entry.page() }),
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
          lazy: async () => ({ Component: (await import('./layouts/main-layout')).MainLayout }),
          children: ROUTE_TABLE.filter((e) => e.layout === 'main').map(toRouteObject),
        },
        // Unknown paths must match something so the guard runs and sends them to /error.
        { path: '*', Component: RouteLoading },
      ],
    },
  ];
}
