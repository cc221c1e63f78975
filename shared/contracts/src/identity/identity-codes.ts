/**
 * The plain values of identity (no schemas: the SPA's login page uses them without the schema library).
 */

/** User types (spec sections 3 and 6): OEM (main plant), dealer / service outlet, social (public). */
export const USER_TYPES = ['oem', 'dealer', 'social'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Account status (spec section 3: frozen, normal, not activated; section 6: invalid accounts). */
export const USER_STATUSES = ['normal', 'frozen', 'inactive', 'invalid'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Administrators are users whose role code contains this (spec section 6, data-parse list). */
export const ADMIN_ROLE_MARKER = 'sysadmin';

export function isAdminRole(roleCode: string | null | undefined): boolean {
  return !!roleCode && roleCode.includes(ADMIN_ROLE_MARKER);
}

/** Login payload `type` (spec section 3). OA single sign-on has its own redirect flow. */
export const LOGIN_TYPE = { password: 1, enterpriseChat: 2 } as const;

/** How a session was opened (login log). */
export const LOGIN_KINDS = ['password', 'enterpriseChat', 'oidc'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

/** Service call: the live session behind a token id, or null when it ended (logout, freeze, …). */
export const OAUTH_SESSION_RESOLVE = 'oauth.session.resolve';

/** The SPA page the OA single sign-on provider sends the browser back to (spec section 2: /ssoPage). */
export const SSO_PAGE = '/ssoPage';
