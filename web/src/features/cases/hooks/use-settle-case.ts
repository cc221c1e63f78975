import { useCallback } from 'react';
import type { CaseDetail } from '@tis/contracts';
import { useAppDispatch } from '../../../app/store';
import { settleMutation, type MutationResult } from '../../../shared/admin';
import { cacheCase, isCaseDetail } from '../api/cases-api';

/**
 * Settles a case write (save, workflow action, excellent flag): the success or refusal message
 * (409001 stale, a state guard, sensitive words …, spec section 8), and on success the answered
 * case replaces the cached one. Answers the case, or null when it was refused.
 */
export function useSettleCase(): (result: MutationResult) => CaseDetail | null {
  const dispatch = useAppDispatch();
  return useCallback(
    (result: MutationResult) => {
      if (!settleMutation(result, { isSuccess: isCaseDetail })) return null;
      const data = 'data' in result ? result.data : null;
      if (!isCaseDetail(data)) return null;
      void dispatch(cacheCase(data));
      return data;
    },
    [dispatch],
  );
}
