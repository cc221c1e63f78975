import { useCallback } from 'react';
import {
  API_PREFIX,
  isActionAllowed,
  QUALITY_FB_API,
  type ActionKey,
  type CaseVerifyBody,
  type CreateQualityFb,
  type PageResult,
  type QualityFbDetail,
  type QualityFbRow,
  type QualityFbStatRow,
  type UpdateQualityFb,
  type VerifyRecordRow,
} from '@tis/contracts';
import { documentServiceApi } from '../../../api/clients';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { settleMutation, type MutationResult, type PageParams } from '../../../shared/admin';

/** A path of QUALITY_FB_API relative to the document service's client. */
const under = (path: string): string => path.slice(path.indexOf('/'));
const feedbackUrl = (id: string, rest = ''): string => `${under(QUALITY_FB_API.base)}/${encodeURIComponent(id)}${rest}`;

/** The workflow actions sent with the version alone. */
export type QualityFbStepAction = 'submit' | 'publish' | 'cancelPublish' | 'discard';

/** What a write answers on success: the feedback as it is now (a refusal answers its envelope instead). */
export function isQualityFbDetail(value: unknown): value is QualityFbDetail {
  return typeof value === 'object' && value !== null && 'fbCode' in value && 'actions' in value && 'parts' in value;
}

const LIST = { type: 'QualityFb', id: 'LIST' } as const;
const STATS = { type: 'QualityFb', id: 'STATS' } as const;
/** /MyVerify's list: an action may add or remove a waiting feedback. */
const WAITING = { type: 'MyVerify', id: 'LIST' } as const;
const historyTag = (id: string) => ({ type: 'QualityFb' as const, id: `${id}/history` });

/** After a write: the list, the statistics and the history; the feedback itself only when the answer is not the feedback. */
const afterWrite = (result: unknown, _error: unknown, { id }: { id: string }) => [LIST, STATS, WAITING, historyTag(id), ...(isQualityFbDetail(result) ? [] : [{ type: 'QualityFb' as const, id }])];

const api = documentServiceApi.enhanceEndpoints({ addTagTypes: ['QualityFb', 'MyVerify'] });

/** Quality feedback on the document service (shared/contracts cases/quality-feedback.ts: QUALITY_FB_API). */
export const qualityFbApi = api.injectEndpoints({
  endpoints: (build) => ({
    qualityFbList: build.query<PageResult<QualityFbRow>, PageParams>({
      query: (params) => ({ url: under(QUALITY_FB_API.list), params }),
      providesTags: [LIST],
    }),
    qualityFbStats: build.query<PageResult<QualityFbStatRow>, PageParams>({
      query: (params) => ({ url: under(QUALITY_FB_API.stats), params }),
      providesTags: [STATS],
    }),
    qualityFbDetail: build.query<QualityFbDetail, string>({
      query: (id) => ({ url: feedbackUrl(id) }),
      providesTags: (_result, _error, id) => [{ type: 'QualityFb', id }],
    }),
    qualityFbVerifyList: build.query<VerifyRecordRow[], string>({
      query: (id) => ({ url: feedbackUrl(id, '/verifyList') }),
      providesTags: (_result, _error, id) => [historyTag(id)],
    }),
    createQualityFb: build.mutation<QualityFbDetail, CreateQualityFb>({
      query: (body) => ({ url: under(QUALITY_FB_API.base), method: 'POST', body }),
      invalidatesTags: [LIST, STATS],
    }),
    updateQualityFb: build.mutation<QualityFbDetail, { id: string; body: UpdateQualityFb }>({
      query: ({ id, body }) => ({ url: feedbackUrl(id), method: 'PUT', body }),
      invalidatesTags: afterWrite,
    }),
    qualityFbAction: build.mutation<QualityFbDetail, { id: string; action: QualityFbStepAction; version: number }>({
      query: ({ id, action, version }) => ({ url: feedbackUrl(id, `/${action}`), method: 'POST', body: { version } }),
      invalidatesTags: afterWrite,
    }),
    verifyQualityFb: build.mutation<QualityFbDetail, { id: string; body: CaseVerifyBody }>({
      query: ({ id, body }) => ({ url: feedbackUrl(id, '/verify'), method: 'POST', body }),
      invalidatesTags: afterWrite,
    }),
    deleteQualityFb: build.mutation<boolean, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: feedbackUrl(id), method: 'DELETE', params: { version } }),
      invalidatesTags: [LIST, STATS, WAITING],
    }),
  }),
});

/** Sets whether the cached feedback is among the caller's favorites. */
export function cacheQualityFbFavorite(id: string, favorite: boolean) {
  return qualityFbApi.util.updateQueryData('qualityFbDetail', id, (draft) => {
    draft.favorite = favorite;
  });
}

/**
 * Settles a feedback write (save, workflow action): the success or refusal message, and on success
 * the answered feedback replaces the cached one. Answers the feedback, or null when it was refused.
 */
export function useSettleQualityFb(): (result: MutationResult) => QualityFbDetail | null {
  const dispatch = useAppDispatch();
  return useCallback(
    (result: MutationResult) => {
      if (!settleMutation(result, { isSuccess: isQualityFbDetail })) return null;
      const data = 'data' in result ? result.data : null;
      if (!isQualityFbDetail(data)) return null;
      void dispatch(qualityFbApi.util.upsertQueryData('qualityFbDetail', data.id, data));
      return data;
    },
    [dispatch],
  );
}

/** The api the action keys are checked against (spec section 6: the item's headApi is contained in the called api). */
const ACTION_API = `${API_PREFIX}/${QUALITY_FB_API.base}`;

/** Whether the role grants `action` on quality feedback (e.g. `create` for the "New" button). */
export function useQualityFbActionAllowed(action: ActionKey): boolean {
  return useAppSelector((state) => isActionAllowed(state.session.roleRight, action, ACTION_API));
}

export const {
  useQualityFbListQuery,
  useQualityFbStatsQuery,
  useQualityFbDetailQuery,
  useQualityFbVerifyListQuery,
  useCreateQualityFbMutation,
  useUpdateQualityFbMutation,
  useQualityFbActionMutation,
  useVerifyQualityFbMutation,
  useDeleteQualityFbMutation,
} = qualityFbApi;
