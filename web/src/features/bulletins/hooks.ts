import { API_PREFIX, BULLETIN_API, BULLETIN_STAFF_FUNCTION, isActionAllowed, isPageAllowed, type ActionKey } from '@tis/contracts';
import { useAppSelector } from '../../app/store';

const BULLETIN_ACTION_API = `${API_PREFIX}/${BULLETIN_API.base}`;

/** Whether the caller is notice staff (FUNC-notice) whose role grants `action` on notices (e.g. `create` for "Write a notice"). */
export function useBulletinStaffAction(action: ActionKey): boolean {
  return useAppSelector((state) => isPageAllowed(state.session.roleRight, BULLETIN_STAFF_FUNCTION) && isActionAllowed(state.session.roleRight, action, BULLETIN_ACTION_API));
}

/** Whether the caller reads notices at all (the header bell and the home page's notices). */
export function useReadsBulletins(): boolean {
  return useAppSelector((state) => isPageAllowed(state.session.roleRight, 'BulletinList') || isPageAllowed(state.session.roleRight, 'BulletinDetail'));
}

/** The reading view of a notice. */
export const bulletinUrl = (id: string) => `/BulletinDetail?${new URLSearchParams({ id }).toString()}`;
