import { useCallback } from 'react';
import {
  API_PREFIX,
  isActionAllowed,
  isPageAllowed,
  PRODUCT_CHANGE_API,
  type ActionKey,
  type CaseVerifyBody,
  type CreateProductChange,
  type PageResult,
  type ProductChangeDetail,
  type ProductChangeRow,
  type ProductChangeVinAnswer,
  type UpdateProductChange,
  type VerifyRecordRow,
} from '@tis/contracts';
import { documentServiceApi } from '../../../api/clients';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { settleMutation, type MutationResult, type PageParams } from '../../../shared/admin';

/** A path of PRODUCT_CHANGE_API relative to the document service's client. */
const under = (path: string): string => path.slice(path.indexOf('/'));
const changeUrl = (id: string, rest = ''): string => `${under(PRODUCT_CHANGE_API.base)}/${encodeURIComponent(id)}${rest}`;

/** The workflow actions sent with the version alone. */
export type ProductChangeStepAction = 'submit' | 'publish' | 'cancelPublish' | 'discard';

/** What a write answers on success: the change as it is now (a refusal answers its envelope instead). */
export function isProductChangeDetail(value: unknown): value is ProductChangeDetail {
  return typeof value === 'object' && value !== null && 'changeCode' in value && 'actions' in value && 'description' in value;
}

const LIST = { type: 'ProductChange', id: 'LIST' } as const;
const PUBLISHED = { type: 'ProductChange', id: 'PUBLISHED' } as const;
const historyTag = (id: string) => ({ type: 'ProductChange' as const, id: `${id}/history` });

/** After a write: the lists and the history; the change itself only when the answer is not the change. */
const afterWrite = (result: unknown, _error: unknown, { id }: { id: string }) => [LIST, PUBLISHED, historyTag(id), ...(isProductChangeDetail(result) ? [] : [{ type: 'ProductChange' as const, id }])];

const api = documentServiceApi.enhanceEndpoints({ addTagTypes: ['ProductChange'] });

/** Product-change notices on the document service (shared/contracts cases/product-change.ts: PRODUCT_CHANGE_API). */
export const productChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    productChangeList: build.query<PageResult<ProductChangeRow>, PageParams>({
      query: (params) => ({ url: under(PRODUCT_CHANGE_API.list), params }),
      providesTags: [LIST],
    }),
    publishedProductChanges: build.query<PageResult<ProductChangeRow>, PageParams>({
      query: (params) => ({ url: under(PRODUCT_CHANGE_API.published), params }),
      providesTags: [PUBLISHED],
    }),
    productChangesByVin: build.query<ProductChangeVinAnswer, { vin: string; productionDate?: string }>({
      query: (params) => ({ url: under(PRODUCT_CHANGE_API.byVin), params }),
      providesTags: [PUBLISHED],
    }),
    productChangeDetail: build.query<ProductChangeDetail, string>({
      query: (id) => ({ url: changeUrl(id) }),
      providesTags: (_result, _error, id) => [{ type: 'ProductChange', id }],
    }),
    productChangeVerifyList: build.query<VerifyRecordRow[], string>({
      query: (id) => ({ url: changeUrl(id, '/verifyList') }),
      providesTags: (_result, _error, id) => [historyTag(id)],
    }),
    createProductChange: build.mutation<ProductChangeDetail, CreateProductChange>({
      query: (body) => ({ url: under(PRODUCT_CHANGE_API.base), method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateProductChange: build.mutation<ProductChangeDetail, { id: string; body: UpdateProductChange }>({
      query: ({ id, body }) => ({ url: changeUrl(id), method: 'PUT', body }),
      invalidatesTags: afterWrite,
    }),
    productChangeAction: build.mutation<ProductChangeDetail, { id: string; action: ProductChangeStepAction; version: number }>({
      query: ({ id, action, version }) => ({ url: changeUrl(id, `/${action}`), method: 'POST', body: { version } }),
      invalidatesTags: afterWrite,
    }),
    verifyProductChange: build.mutation<ProductChangeDetail, { id: string; body: CaseVerifyBody }>({
      query: ({ id, body }) => ({ url: changeUrl(id, '/verify'), method: 'POST', body }),
      invalidatesTags: afterWrite,
    }),
    deleteProductChange: build.mutation<boolean, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: changeUrl(id), method: 'DELETE', params: { version } }),
      invalidatesTags: [LIST, PUBLISHED],
    }),
  }),
});

/**
 * Settles a change's write (save, workflow action): the success or refusal message, and on success
 * the answered change replaces the cached one. Answers the change, or null when it was refused.
 */
export function useSettleProductChange(): (result: MutationResult) => ProductChangeDetail | null {
  const dispatch = useAppDispatch();
  return useCallback(
    (result: MutationResult) => {
      if (!settleMutation(result, { isSuccess: isProductChangeDetail })) return null;
      const data = 'data' in result ? result.data : null;
      if (!isProductChangeDetail(data)) return null;
      void dispatch(productChangeApi.util.upsertQueryData('productChangeDetail', data.id, data));
      return data;
    },
    [dispatch],
  );
}

/** The api the action keys are checked against (spec section 6: the item's headApi is contained in the called api). */
const ACTION_API = `${API_PREFIX}/${PRODUCT_CHANGE_API.base}`;

/** Whether the role grants `action` on product changes and holds the editor page (the server asks both for a write). */
export function useProductChangeWriteAllowed(action: ActionKey): boolean {
  return useAppSelector((state) => isActionAllowed(state.session.roleRight, action, ACTION_API) && isPageAllowed(state.session.roleRight, 'EditProductChange'));
}

export const {
  useProductChangeListQuery,
  usePublishedProductChangesQuery,
  useLazyProductChangesByVinQuery,
  useProductChangeDetailQuery,
  useProductChangeVerifyListQuery,
  useCreateProductChangeMutation,
  useUpdateProductChangeMutation,
  useProductChangeActionMutation,
  useVerifyProductChangeMutation,
  useDeleteProductChangeMutation,
} = productChangeApi;
