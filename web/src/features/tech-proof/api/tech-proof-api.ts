import { useCallback } from 'react';
import {
  API_PREFIX,
  isActionAllowed,
  TECH_PROVE_API,
  type ActionKey,
  type AnswerTechQua,
  type CancelTechQua,
  type CreateTechProve,
  type CreateTechQua,
  type PageResult,
  type TechProveDetail,
  type TechProveRow,
  type TechProveStep,
  type TechProveStepBody,
  type UpdateTechProve,
} from '@tis/contracts';
import { documentServiceApi } from '../../../api/clients';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { settleMutation, type MutationResult, type PageParams } from '../../../shared/admin';

/** A path of TECH_PROVE_API relative to the document service's client. */
const under = (path: string): string => path.slice(path.indexOf('/'));
const proofUrl = (id: string, rest = ''): string => `${under(TECH_PROVE_API.base)}/${encodeURIComponent(id)}${rest}`;
const questionUrl = (quaId: string, rest: string): string => `${under(TECH_PROVE_API.techQua)}/${encodeURIComponent(quaId)}${rest}`;

/** What a write answers on success: the proof as it is now (a refusal answers its envelope instead). */
export function isTechProveDetail(value: unknown): value is TechProveDetail {
  return typeof value === 'object' && value !== null && 'proveCode' in value && 'history' in value && 'questions' in value;
}

const LIST = { type: 'TechProve', id: 'LIST' } as const;

/** After a write: the list; the proof itself only when the answer is not the proof (a refusal: read it again). */
const afterWrite = (result: unknown, _error: unknown, { id }: { id: string }) => [LIST, ...(isTechProveDetail(result) ? [] : [{ type: 'TechProve' as const, id }])];
const afterQuestion = (result: unknown) => [LIST, ...(isTechProveDetail(result) ? [] : [{ type: 'TechProve' as const }])];

const api = documentServiceApi.enhanceEndpoints({ addTagTypes: ['TechProve'] });

/** Technical proof on the document service (shared/contracts cases/tech-proof.ts: TECH_PROVE_API). */
export const techProofApi = api.injectEndpoints({
  endpoints: (build) => ({
    techProveList: build.query<PageResult<TechProveRow>, PageParams>({
      query: (params) => ({ url: under(TECH_PROVE_API.list), params }),
      providesTags: [LIST],
    }),
    techProveDetail: build.query<TechProveDetail, string>({
      query: (id) => ({ url: proofUrl(id) }),
      providesTags: (_result, _error, id) => [{ type: 'TechProve', id }],
    }),
    createTechProve: build.mutation<TechProveDetail, CreateTechProve>({
      query: (body) => ({ url: under(TECH_PROVE_API.base), method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateTechProve: build.mutation<TechProveDetail, { id: string; body: UpdateTechProve }>({
      query: ({ id, body }) => ({ url: proofUrl(id), method: 'PUT', body }),
      invalidatesTags: afterWrite,
    }),
    techProveStep: build.mutation<TechProveDetail, { id: string; step: TechProveStep; body: TechProveStepBody }>({
      query: ({ id, step, body }) => ({ url: proofUrl(id, `/${step}`), method: 'POST', body }),
      invalidatesTags: afterWrite,
    }),
    askTechQua: build.mutation<TechProveDetail, CreateTechQua>({
      query: (body) => ({ url: under(TECH_PROVE_API.techQua), method: 'POST', body }),
      invalidatesTags: afterQuestion,
    }),
    answerTechQua: build.mutation<TechProveDetail, { quaId: string; body: AnswerTechQua }>({
      query: ({ quaId, body }) => ({ url: questionUrl(quaId, '/answer'), method: 'POST', body }),
      invalidatesTags: afterQuestion,
    }),
    cancelTechQua: build.mutation<TechProveDetail, { quaId: string; body: CancelTechQua }>({
      query: ({ quaId, body }) => ({ url: questionUrl(quaId, '/cancel'), method: 'POST', body }),
      invalidatesTags: afterQuestion,
    }),
  }),
});

/**
 * Settles a proof write (save, step, question): the success or refusal message, and on success the
 * answered proof replaces the cached one. Answers the proof, or null when it was refused.
 */
export function useSettleTechProve(): (result: MutationResult) => TechProveDetail | null {
  const dispatch = useAppDispatch();
  return useCallback(
    (result: MutationResult) => {
      if (!settleMutation(result, { isSuccess: isTechProveDetail })) return null;
      const data = 'data' in result ? result.data : null;
      if (!isTechProveDetail(data)) return null;
      void dispatch(techProofApi.util.upsertQueryData('techProveDetail', data.id, data));
      return data;
    },
    [dispatch],
  );
}

/** The api the action keys are checked against (spec section 6: the item's headApi is contained in the called api). */
const ACTION_API = `${API_PREFIX}/${TECH_PROVE_API.base}`;

/** Whether the role grants `action` on technical proof (`create` for the "New" button). */
export function useTechProveActionAllowed(action: ActionKey): boolean {
  return useAppSelector((state) => isActionAllowed(state.session.roleRight, action, ACTION_API));
}

export const {
  useTechProveListQuery,
  useTechProveDetailQuery,
  useCreateTechProveMutation,
  useUpdateTechProveMutation,
  useTechProveStepMutation,
  useAskTechQuaMutation,
  useAnswerTechQuaMutation,
  useCancelTechQuaMutation,
} = techProofApi;
