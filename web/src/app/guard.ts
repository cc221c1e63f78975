import { PUBLIC_ROUTES, isPageAllowed, type RoleRightItem } from '@tis/contracts';
import { isLoginRoute } from '../features/auth/brands';

/** Pages that must open without a session, besides PUBLIC_ROUTES: the error pages themselves. */
export const ERROR_ROUTES = ['/error', '/404'] as const;

/**
 * /RegistVDS (account activation with a password card, query `userCode`) opens without a session
 * too. The spec's guard list ("without a token, only the login routes, /RePassPage, /ssoPage and
 * /oaPortal") does not name it, but the page exists for accounts that are not activated yet, and
 * such an account cannot sign in, so it can never have a token; behind the guard it could not be
 * used at all. PUBLIC_ROUTES in contracts stays the spec's list.
 */
export const ACTIVATION_ROUTES = ['/RegistVDS'] as const;

export interface GuardInput {
  /** Path inside the app (without the /tis basename). */
  pathname: string;
  hasToken: boolean;
  overseas: boolean;
  /** The permission key of the matched route; undefined when no route matches the path. */
  route: { permission: string | null } | undefined;
  roleRight: readonly RoleRightItem[];
}

/** Drops a trailing slash ('/index/' is '/index'); '' is '/'. */
export function normalizePath(pathname: string): string {
  if (pathname === '' || pathname === '/') return '/';
  return pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function isPublicPath(path: string): boolean {
  return (
    (PUBLIC_ROUTES as readonly string[]).includes(path) ||
    (ERROR_ROUTES as readonly string[]).includes(path) ||
    (ACTIVATION_ROUTES as readonly string[]).includes(path)
  );
}

/**
 * Where the route guard sends a navigation (spec section 2), or null to let it through.
 *  1. '/' goes to '/index'.
 *  2. A path no route knows goes to '/error'.
 *  3. Without a token only the login routes, /RePassPage, /ssoPage, /oaPortal (and the error
 *     pages and /RegistVDS, see ACTIVATION_ROUTES) open; anything else goes to '/os' on overseas
 *     deployments, '/login' otherwise.
 *  4. With a token, overseas users opening a login route other than '/os' go to '/os';
 *     non-overseas users opening '/os' go to '/login'.
 *  5. With a token, a route gated by a permission key needs a roleRight item with that funLink.
 */
export function guardRedirect(input: GuardInput): string | null {
  const path = normalizePath(input.pathname);
  if (path === '/') return '/index';
  if (!input.route) return '/error';
  if (!input.hasToken) {
    if (isPublicPath(path)) return null;
    return input.overseas ? '/os' : '/login';
  }
  if (isLoginRoute(path)) {
    if (input.overseas && path !== '/os') return '/os';
    if (!input.overseas && path === '/os') return '/login';
    return null;
  }
  const permission = input.route.permission;
  if (permission !== null && !isPageAllowed(input.roleRight, permission)) return '/error';
  return null;
}
