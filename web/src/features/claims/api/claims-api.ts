import { useCallback } from 'react';
import { API_PREFIX, CLAIM_API, isActionAllowed, type ActionKey, type ClaimDetail, type ClaimRow, type CaseVerifyBody, type CreateClaim, type PageResult, type UpdateClaim, type VerifyRecordRow } from '@tis/contracts';
import { documentServiceApi } from '../../../api/clients';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { settleMutation, type MutationResult, type PageParams } from '../../../shared/admin';

/** A path of CLAIM_API relative to the document service's client. */
const under = (path: string): string => path.slice(path.indexOf('/'));
const claimUrl = (id: string, rest = ''): string => `${under(CLAIM_API.base)}/${encodeURIComponent(id)}${rest}`;

/** The workflow actions sent with the version alone. */
export type ClaimStepAction = 'submit' | 'publish' | 'cancelPublish' | 'discard';

/** What a write answers on success: the claim as it is now (a refusal answers its envelope instead). */
export function isClaimDetail(value: unknown): value is ClaimDetail {
  return typeof value === 'object' && value !== null && 'claimNo' in value && 'actions' in value && 'photos' in value;
}

const LIST = { type: 'Claim', id: 'LIST' } as const;
/** /MyVerify's list (the tag of the cases' api): a claim action may add or remove a waiting claim. */
const WAITING = { type: 'MyVerify', id: 'LIST' } as const;
const historyTag = (id: string) => ({ type: 'Claim' as const, id: `${id}/history` });

/** After a write: the lists and the history; the claim itself only when the answer is not the claim (it is cached from the answer). */
const afterWrite = (result: unknown, _error: unknown, { id }: { id: string }) => [LIST, WAITING, historyTag(id), ...(isClaimDetail(result) ? [] : [{ type: 'Claim' as const, id }])];

const api = documentServiceApi.enhanceEndpoints({ addTagTypes: ['Claim', 'MyVerify'] });

/**
 * Claim cases on the document service (shared/contracts cases/claim-cases.ts: CLAIM_API). Writes
 * answer the claim; it replaces the cached detail, so a screen shows the new states and buttons
 * without asking again.
 */
export const claimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    claimWorkList: build.query<PageResult<ClaimRow>, PageParams>({
      query: (params) => ({ url: under(CLAIM_API.workList), params }),
      providesTags: [LIST],
    }),
    claimPublishedList: build.query<PageResult<ClaimRow>, PageParams>({
      query: (params) => ({ url: under(CLAIM_API.list), params }),
      providesTags: [LIST],
    }),
    claimDetail: build.query<ClaimDetail, string>({
      query: (id) => ({ url: claimUrl(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Claim', id }],
    }),
    claimVerifyList: build.query<VerifyRecordRow[], string>({
      query: (id) => ({ url: claimUrl(id, '/verifyList') }),
      providesTags: (_result, _error, id) => [historyTag(id)],
    }),
    createClaim: build.mutation<ClaimDetail, CreateClaim>({
      query: (body) => ({ url: under(CLAIM_API.base), method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateClaim: build.mutation<ClaimDetail, { id: string; body: UpdateClaim }>({
      query: ({ id, body }) => ({ url: claimUrl(id), method: 'PUT', body }),
      invalidatesTags: afterWrite,
    }),
    claimAction: build.mutation<ClaimDetail, { id: string; action: ClaimStepAction; version: number }>({
      query: ({ id, action, version }) => ({ url: claimUrl(id, `/${action}`), method: 'POST', body: { version } }),
      invalidatesTags: afterWrite,
    }),
    verifyClaim: build.mutation<ClaimDetail, { id: string; body: CaseVerifyBody }>({
      query: ({ id, body }) => ({ url: claimUrl(id, '/verify'), method: 'POST', body }),
      invalidatesTags: afterWrite,
    }),
    deleteClaim: build.mutation<boolean, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: claimUrl(id), method: 'DELETE', params: { version } }),
      invalidatesTags: [LIST, WAITING],
    }),
  }),
});

/** Sets whether the cached claim is among the caller's favorites. */
export function cacheClaimFavorite(id: string, favorite: boolean) {
  return claimsApi.util.updateQueryData('claimDetail', id, (draft) => {
    draft.favorite = favorite;
  });
}

/**
 * Settles a claim write (save, workflow action): the success or refusal message (409001 stale,
 * 409002 duplicate claim number, a state guard, sensitive words …), and on success the answered
 * claim replaces the cached one. Answers the claim, or null when it was refused.
 */
export function useSettleClaim(): (result: MutationResult) => ClaimDetail | null {
  const dispatch = useAppDispatch();
  return useCallback(
    (result: MutationResult) => {
      if (!settleMutation(result, { isSuccess: isClaimDetail })) return null;
      const data = 'data' in result ? result.data : null;
      if (!isClaimDetail(data)) return null;
      void dispatch(claimsApi.util.upsertQueryData('claimDetail', data.id, data));
      return data;
    },
    [dispatch],
  );
}

/** The api the claim action keys are checked against (spec section 6: the item's headApi is contained in the called api). */
const CLAIM_ACTION_API = `${API_PREFIX}/${CLAIM_API.base}`;

/** Whether the role grants `action` on claims (e.g. `create` for the "New claim" button). */
export function useClaimActionAllowed(action: ActionKey): boolean {
  return useAppSelector((state) => isActionAllowed(state.session.roleRight, action, CLAIM_ACTION_API));
}

export const {
  useClaimWorkListQuery,
  useClaimPublishedListQuery,
  useClaimDetailQuery,
  useClaimVerifyListQuery,
  useCreateClaimMutation,
  useUpdateClaimMutation,
  useClaimActionMutation,
  useVerifyClaimMutation,
  useDeleteClaimMutation,
} = claimsApi;
