import type { RoleRightItem } from '@tis/contracts';

/** localStorage keys of the session (spec section 3: token, lang, logo; plus the last login tab). */
export const STORAGE_KEYS = {
  token: 'tis.token',
  lang: 'tis.lang',
  logo: 'tis.logo',
  loginTab: 'tis.loginTab',
  user: 'tis.user',
  roleRight: 'tis.roleRight',
} as const;

/** The user part of the session (spec section 3: userInfo); the optional fields come with a password login. */
export interface SessionUser {
  userCode: string;
  userName: string;
  userType?: string | number;
  userAgentCode?: string;
  /** Administrators' role codes contain 'sysadmin' (spec section 6). */
  roleCode?: string;
  email?: string;
  brandCodes?: string[];
}

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeItem(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

function readJson(key: string): unknown {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  const token = readItem(STORAGE_KEYS.token);
  return token ? token : null;
}

export function readUser(): SessionUser | null {
  const user = readJson(STORAGE_KEYS.user);
  return typeof user === 'object' && user !== null && 'userCode' in user ? (user as SessionUser) : null;
}

export function readRoleRight(): RoleRightItem[] {
  const rights = readJson(STORAGE_KEYS.roleRight);
  return Array.isArray(rights) ? (rights as RoleRightItem[]) : [];
}

export function writeSession(session: { token: string; user: SessionUser; roleRight?: RoleRightItem[] }): void {
  writeItem(STORAGE_KEYS.token, session.token);
  writeItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  writeItem(STORAGE_KEYS.roleRight, JSON.stringify(session.roleRight ?? []));
}

/** Logout and login expiry: the token and what came with it go; lang, logo and login tab stay. */
export function clearSession(): void {
  writeItem(STORAGE_KEYS.token, null);
  writeItem(STORAGE_KEYS.user, null);
  writeItem(STORAGE_KEYS.roleRight, null);
}
