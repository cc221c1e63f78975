import {
  ALIGNMENT_API,
  type AlignmentByVin,
  type AlignmentStandardDetail,
  type AlignmentStandardInput,
  type AlignmentStandardView,
  type AlignmentStep,
  type AlignmentStepInput,
  type PageResult,
  type UpdateAlignmentStandardInput,
} from '@tis/contracts';
import { vehicleServiceApi } from '../../../api/clients';
import type { PageParams } from '../../../shared/admin';

/** Paths under the vehicleService client's base. */
const under = (path: string) => `/${path.replace(/^vehicleService\//, '')}`;
const standardUrl = (id: string, rest = '') => `${under(ALIGNMENT_API.base)}/${encodeURIComponent(id)}${rest}`;

/** Four-wheel alignment standards on the vehicleService client; every change refreshes the lists and the opened standard (tag 'AlignmentStandard'). */
export const alignmentApi = vehicleServiceApi.injectEndpoints({
  endpoints: (build) => ({
    alignmentList: build.query<PageResult<AlignmentStandardView>, PageParams>({
      query: (params) => ({ url: under(ALIGNMENT_API.list), params }),
      providesTags: ['AlignmentStandard'],
    }),
    alignmentDetail: build.query<AlignmentStandardDetail, string>({
      query: (id) => ({ url: standardUrl(id) }),
      providesTags: ['AlignmentStandard'],
    }),
    alignmentByVin: build.query<AlignmentByVin, string>({
      query: (vin) => ({ url: under(ALIGNMENT_API.byVin), params: { vin } }),
      providesTags: ['AlignmentStandard'],
    }),
    createAlignment: build.mutation<AlignmentStandardDetail, AlignmentStandardInput>({
      query: (body) => ({ url: under(ALIGNMENT_API.base), method: 'POST', body }),
      invalidatesTags: ['AlignmentStandard'],
    }),
    updateAlignment: build.mutation<AlignmentStandardDetail, { id: string; body: UpdateAlignmentStandardInput }>({
      query: ({ id, body }) => ({ url: standardUrl(id), method: 'PUT', body }),
      invalidatesTags: ['AlignmentStandard'],
    }),
    alignmentStep: build.mutation<AlignmentStandardDetail, { id: string; step: AlignmentStep; body: AlignmentStepInput }>({
      query: ({ id, step, body }) => ({ url: standardUrl(id, `/${step}`), method: 'POST', body }),
      invalidatesTags: ['AlignmentStandard'],
    }),
    deleteAlignment: build.mutation<unknown, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: standardUrl(id), method: 'DELETE', params: { version } }),
      invalidatesTags: ['AlignmentStandard'],
    }),
  }),
});

export const {
  useAlignmentListQuery,
  useAlignmentDetailQuery,
  useLazyAlignmentByVinQuery,
  useCreateAlignmentMutation,
  useUpdateAlignmentMutation,
  useAlignmentStepMutation,
  useDeleteAlignmentMutation,
} = alignmentApi;
