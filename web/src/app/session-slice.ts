import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RoleRightItem } from '@tis/contracts';
import { readRoleRight, readToken, readUser, type SessionUser } from './session-storage';

/** Session data of spec section 3; localStorage holds the same (tis.token …) across reloads. */
export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  roleRight: RoleRightItem[];
}

export function sessionFromStorage(): SessionState {
  return { token: readToken(), user: readUser(), roleRight: readRoleRight() };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: sessionFromStorage,
  reducers: {
    signedIn(_state, action: PayloadAction<{ token: string; user: SessionUser; roleRight: RoleRightItem[] }>) {
      return { ...action.payload };
    },
    /** The server's current user and rights for the same token (`GET /userInfo`). */
    refreshed(state, action: PayloadAction<{ user: SessionUser; roleRight: RoleRightItem[] }>) {
      if (state.token === null) return state;
      return { token: state.token, ...action.payload };
    },
    signedOut() {
      return { token: null, user: null, roleRight: [] };
    },
  },
});

export const { signedIn, refreshed, signedOut } = sessionSlice.actions;
