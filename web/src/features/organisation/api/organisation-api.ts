import type {
  AreaChild,
  AreaLevel,
  AreaNodeView,
  AreaTreeNode,
  CreateArea,
  CreateChildNode,
  PageResult,
  UpdateAreaNode,
} from '@tis/contracts';
import type { QueryValue } from '../../../api/base-query';
import { systemServiceApi } from '../../../api/clients';

export type ListParams = Record<string, QueryValue>;

const tag = (id: 'AREA') => ({ type: 'Organisation' as const, id });
/** The dealer list (a resource) shows the names of area, region and district. */
const DEALERS = { type: 'Resource' as const, id: 'agency' };

/** The route of each level of the area tree. */
const LEVEL_PATH: Record<AreaLevel, string> = { area: '/area', region: '/region', district: '/district' };

/**
 * Organisation master data (systemService base; screens /agencykind, /agency, /agencyarea,
 * /agencyregion, /agencydistrict); posts, departments, dealer kinds and dealers are resources (shared/resource).
 */
export const organisationApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
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
      invalidatesTags: [tag('AREA'), DEALERS],
    }),
    deleteAreaNode: build.mutation<boolean, { level: AreaLevel; id: string }>({
      query: ({ level, id }) => ({ url: `${LEVEL_PATH[level]}/${id}`, method: 'DELETE' }),
      invalidatesTags: [tag('AREA')],
    }),

  }),
});

export const {
  useAreaNodeListQuery,
  useRegionChildrenQuery,
  useAreaTreeQuery,
  useCreateAreaNodeMutation,
  useUpdateAreaNodeMutation,
  useDeleteAreaNodeMutation,
} = organisationApi;
