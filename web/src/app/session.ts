import type { RoleRightItem } from '@tis/contracts';
import { CLIENT_APIS } from '../api/clients';
import { loginPathForLogo } from '../features/auth/brands';
import { forgetStoredFiles } from '../shared/widgets/file-upload/stored-file-url';
import { refreshed, signedIn, signedOut } from './session-slice';
import { clearSession, readItem, readToken, STORAGE_KEYS, writeSession, type SessionUser } from './session-storage';
import type { AppDispatch } from './store';

export type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/** After a successful login: keep the session (localStorage + store). */
export function startSession(
  dispatch: AppDispatch,
  session: { token: string; user: SessionUser; roleRight: RoleRightItem[] },
): void {
  writeSession(session);
  dispatch(signedIn(session));
}

/**
 * The server's view of the signed-in user and rights (roles change while a session lasts): kept
 * in the store and localStorage, where the route guard reads the rights.
 */
export function refreshSession(dispatch: AppDispatch, session: { user: SessionUser; roleRight: RoleRightItem[] }): void {
  const token = readToken();
  if (token === null) return;
  writeSession({ token, ...session });
  dispatch(refreshed(session));
}

/** The login page that matches the stored logo (spec section 2). */
export function loginPath(): string {
  return loginPathForLogo(readItem(STORAGE_KEYS.logo));
}

/** Logout and login expiry: clear the token, drop cached data and downloaded files, go to the login page of the stored logo. */
export function endSession(dispatch: AppDispatch, navigate: Navigate): void {
  clearSession();
  dispatch(signedOut());
  for (const api of CLIENT_APIS) dispatch(api.util.resetApiState());
  forgetStoredFiles();
  void navigate(loginPath(), { replace: true });
}
