import {
  CASE_API,
  CLAIM_API,
  QUALITY_FB_API,
  DOCUMENT_API,
  type AddFavorite,
  type CaseDetail,
  type CaseExcellentBody,
  type CaseReader,
  type CaseRow,
  type CaseShareQuery,
  type CaseVerifyBody,
  type CreateCase,
  type DocumentKind,
  type FavoriteView,
  type PageResult,
  type UpdateCase,
  type VerifyRecordRow,
  type WaitingDocument,
} from '@tis/contracts';
import { documentServiceApi } from '../../../api/clients';
import type { PageParams } from '../../../shared/admin';

/** A path of CASE_API / DOCUMENT_API relative to the document service's client. */
const under = (path: string): string => path.slice(path.indexOf('/'));
const caseUrl = (id: string, rest = ''): string => `${under(CASE_API.base)}/${encodeURIComponent(id)}${rest}`;
/** The routes of each document kind /MyVerify lists. */
const KIND_BASES: Record<DocumentKind, string> = { case: CASE_API.base, claim: CLAIM_API.base, qualityFb: QUALITY_FB_API.base };
/** The cache tag of each kind's lists, documents and verify histories (claims: claims-api). */
const KIND_TAGS = { case: 'Case', claim: 'Claim', qualityFb: 'QualityFb' } as const satisfies Record<DocumentKind, string>;
/** The ids of each kind's list tags an approval changes: its lists; quality feedback's statistics count what a publisher sees, the approved feedback too. */
const KIND_LISTS: Record<DocumentKind, readonly string[]> = { case: ['LIST'], claim: ['LIST'], qualityFb: ['LIST', 'STATS'] };

/** The workflow actions answered by the case detail, sent with the version the screen read. */
export type CaseStepAction = 'submit' | 'publish' | 'cancelPublish' | 'discard';

/**
 * What a write answers on success: the case as it is now. A business refusal (409001 stale, …)
 * comes back as its whole envelope instead (settleMutation shows it).
 */
export function isCaseDetail(value: unknown): value is CaseDetail {
  return typeof value === 'object' && value !== null && 'caseCode' in value && 'steps' in value && 'actions' in value;
}

const LIST = { type: 'Case', id: 'LIST' } as const;
const WAITING = { type: 'MyVerify', id: 'LIST' } as const;
/** The verify history of a case: every recorded action adds to it. */
const historyTag = (id: string) => ({ type: 'Case' as const, id: `${id}/history` });

/** After a write: the lists and the history; the case itself only when the answer is not the case (it is cached from the answer). */
const afterWrite = (result: unknown, _error: unknown, { id }: { id: string }) => [
  LIST,
  WAITING,
  historyTag(id),
  ...(isCaseDetail(result) ? [] : [{ type: 'Case' as const, id }]),
];

const api = documentServiceApi.enhanceEndpoints({ addTagTypes: ['Case', 'Claim', 'QualityFb', 'MyVerify'] });

/**
 * Repair cases, favorites and /MyVerify on the document service (shared/contracts cases/*: CASE_API,
 * DOCUMENT_API). Writes answer the case; it replaces the cached detail, so a screen shows the new
 * states and buttons without asking again.
 */
export const casesApi = api.injectEndpoints({
  endpoints: (build) => ({
    caseWorkList: build.query<PageResult<CaseRow>, PageParams>({
      query: (params) => ({ url: under(CASE_API.workList), params }),
      providesTags: [LIST],
    }),
    casePublishedList: build.query<PageResult<CaseRow>, PageParams>({
      query: (params) => ({ url: under(CASE_API.list), params }),
      providesTags: [LIST],
    }),
    /** The home page's excellent cases (at most EXCELLENT_CASES_ON_HOME). */
    excellentCases: build.query<CaseRow[], undefined>({
      query: () => ({ url: under(CASE_API.excellent) }),
      providesTags: [LIST],
    }),
    caseDetail: build.query<CaseDetail, string>({
      query: (id) => ({ url: caseUrl(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Case', id }],
    }),
    caseVerifyList: build.query<VerifyRecordRow[], string>({
      query: (id) => ({ url: caseUrl(id, '/verifyList') }),
      providesTags: (_result, _error, id) => [historyTag(id)],
    }),
    caseReaders: build.query<PageResult<CaseReader>, { id: string; params: PageParams }>({
      query: ({ id, params }) => ({ url: caseUrl(id, '/readers'), params }),
    }),
    createCase: build.mutation<CaseDetail, CreateCase>({
      query: (body) => ({ url: under(CASE_API.base), method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateCase: build.mutation<CaseDetail, { id: string; body: UpdateCase }>({
      query: ({ id, body }) => ({ url: caseUrl(id), method: 'PUT', body }),
      invalidatesTags: afterWrite,
    }),
    caseAction: build.mutation<CaseDetail, { id: string; action: CaseStepAction; version: number }>({
      query: ({ id, action, version }) => ({ url: caseUrl(id, `/${action}`), method: 'POST', body: { version } }),
      invalidatesTags: afterWrite,
    }),
    verifyCase: build.mutation<CaseDetail, { id: string; body: CaseVerifyBody }>({
      query: ({ id, body }) => ({ url: caseUrl(id, '/verify'), method: 'POST', body }),
      invalidatesTags: afterWrite,
    }),
    deleteCase: build.mutation<boolean, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: caseUrl(id), method: 'DELETE', params: { version } }),
      invalidatesTags: [LIST, WAITING],
    }),
    markExcellent: build.mutation<CaseDetail, { id: string; body: CaseExcellentBody }>({
      query: ({ id, body }) => ({ url: caseUrl(id, '/excellent'), method: 'PUT', body }),
      invalidatesTags: afterWrite,
    }),
    shareCase: build.mutation<unknown, CaseShareQuery>({
      query: (params) => ({ url: under(CASE_API.share), params }),
    }),
    addFavorite: build.mutation<FavoriteView, AddFavorite>({
      query: (body) => ({ url: under(DOCUMENT_API.favorite), method: 'POST', body }),
    }),
    removeFavorite: build.mutation<unknown, AddFavorite>({
      query: (params) => ({ url: under(DOCUMENT_API.favorite), method: 'DELETE', params }),
    }),
    myVerifyList: build.query<PageResult<WaitingDocument>, PageParams>({
      query: (params) => ({ url: under(DOCUMENT_API.myVerify), params }),
      providesTags: [WAITING],
    }),
    /** Approve or refuse a waiting document of any kind (`POST <kind's base>/:id/verify`). */
    verifyDocument: build.mutation<unknown, { kind: DocumentKind; id: string; body: CaseVerifyBody }>({
      query: ({ kind, id, body }) => ({ url: `${under(KIND_BASES[kind])}/${encodeURIComponent(id)}/verify`, method: 'POST', body }),
      // An approval from /MyVerify changes the document's lists, its states and its history, whatever its kind.
      invalidatesTags: (_result, _error, { kind, id }) => {
        const type = KIND_TAGS[kind];
        return [WAITING, ...KIND_LISTS[kind].map((list) => ({ type, id: list })), { type, id }, { type, id: `${id}/history` }];
      },
    }),
  }),
});

/** Replaces the cached case with a write's answer (the new states, version and buttons). */
export function cacheCase(detail: CaseDetail) {
  return casesApi.util.upsertQueryData('caseDetail', detail.id, detail);
}

/** Sets whether the cached case is among the caller's favorites. */
export function cacheFavorite(id: string, favorite: boolean) {
  return casesApi.util.updateQueryData('caseDetail', id, (draft) => {
    draft.favorite = favorite;
  });
}

export const {
  useCaseWorkListQuery,
  useCasePublishedListQuery,
  useExcellentCasesQuery,
  useCaseDetailQuery,
  useCaseVerifyListQuery,
  useCaseReadersQuery,
  useCreateCaseMutation,
  useUpdateCaseMutation,
  useCaseActionMutation,
  useVerifyCaseMutation,
  useDeleteCaseMutation,
  useMarkExcellentMutation,
  useShareCaseMutation,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
  useMyVerifyListQuery,
  useVerifyDocumentMutation,
} = casesApi;
