import type {
  AgencyView,
  AreaChild,
  AreaLevel,
  AreaNodeView,
  AreaTreeNode,
  CreateAgency,
  CreateArea,
  CreateChildNode,
  PageResult,
  UpdateAgency,
  UpdateAreaNode,
} from '@tis/contracts';
import type { QueryValue } from '../../../api/base-query';
import { systemServiceApi } from '../../../api/clients';

export type ListParams = Record<string, QueryValue>;

const tag = (id: 'AGENCY' | 'AREA') => ({ type: 'Organisation' as const, id });

/** The route of each level of the area tree. */
const LEVEL_PATH: Record<AreaLevel, string> = { area: '/area', region: '/region', district: '/district' };

/**
 * Organisation master data (systemService base; screens /agencykind, /agency, /agencyarea,
 * /agencyregion, /agencydistrict); posts, departments and dealer kinds are resources (shared/resource).
 */
export const organisationApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    agencyList: build.query<PageResult<AgencyView>, ListParams>({
      query: (params) => ({ url: '/agency/list', params }),
      providesTags: [tag('AGENCY')],
    }),
    createAgency: build.mutation<AgencyView, CreateAgency>({
      query: (body) => ({ url: '/agency', method: 'POST', body }),
      invalidatesTags: [tag('AGENCY')],
    }),
    updateAgency: build.mutation<AgencyView, { id: string; body: UpdateAgency }>({
      query: ({ id, body }) => ({ url: `/agency/${id}`, method: 'PUT', body }),
      invalidatesTags: [tag('AGENCY')],
    }),
    deleteAgency: build.mutation<boolean, string>({
      query: (id) => ({ url: `/agency/${id}`, method: 'DELETE' }),
      invalidatesTags: [tag('AGENCY')],
    }),

    areaNodeList: build.query<PageResult<AreaNodeView>, { level: AreaLevel; params: ListParams }>({
      query: ({ level, params }) => ({ url: `${LEVEL_PATH[level]}/list`, params }),
      providesTags: [tag('AREA')],
    }),
    /** `GET region children`: the areas (no parent) or the nodes below one. */
    regionChildren: build.query<AreaChild[], string | undefined>({
      query: (parentId) => ({ url: '/region/children', params: { parentId } }),
      providesTags: [tag('AREA')],
    }),
    areaTree: build.query<AreaTreeNode[], undefined>({
      query: () => ({ url: '/region/tree' }),
      providesTags: [tag('AREA')],
    }),
    createAreaNode: build.mutation<AreaNodeView, { level: AreaLevel; body: CreateArea | CreateChildNode }>({
      query: ({ level, body }) => ({ url: LEVEL_PATH[level], method: 'POST', body }),
      invalidatesTags: [tag('AREA')],
    }),
    updateAreaNode: build.mutation<AreaNodeView, { level: AreaLevel; id: string; body: UpdateAreaNode }>({
      query: ({ level, id, body }) => ({ url: `${LEVEL_PATH[level]}/${id}`, method: 'PUT', body }),
      invalidatesTags: [tag('AREA'), tag('AGENCY')],
    }),
    deleteAreaNode: build.mutation<boolean, { level: AreaLevel; id: string }>({
      query: ({ level, id }) => ({ url: `${LEVEL_PATH[level]}/${id}`, method: 'DELETE' }),
      invalidatesTags: [tag('AREA')],
    }),

  }),
});

export const {
  useAgencyListQuery,
  useCreateAgencyMutation,
  useUpdateAgencyMutation,
  useDeleteAgencyMutation,
  useAreaNodeListQuery,
  useRegionChildrenQuery,
  useAreaTreeQuery,
  useCreateAreaNodeMutation,
  useUpdateAreaNodeMutation,
  useDeleteAreaNodeMutation,
} = organisationApi;
