import { API_PREFIX, CASE_API, isActionAllowed, type ActionKey } from '@tis/contracts';
import { useAppSelector } from '../../../app/store';

/** The api the case action keys are checked against (spec section 6: the item's headApi is contained in the called api). */
const CASE_ACTION_API = `${API_PREFIX}/${CASE_API.base}`;

/** Whether the role grants `action` on repair cases (e.g. `create` for the "New case" button). */
export function useCaseActionAllowed(action: ActionKey): boolean {
  return useAppSelector((state) => isActionAllowed(state.session.roleRight, action, CASE_ACTION_API));
}

/** The signed-in user's code (null when signed out). */
export function useUserCode(): string | null {
  return useAppSelector((state) => state.session.user?.userCode ?? null);
}
