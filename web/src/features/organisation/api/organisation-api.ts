import type {
  AgencyKindOption,
  AgencyKindView,
  AgencyView,
  AreaChild,
  AreaLevel,
  AreaNodeView,
  AreaTreeNode,
  CreateAgency,
  CreateAgencyKind,
  CreateArea,
  CreateChildNode,
  CreateDepartment,
  CreatePost,
  DepartmentOption,
  DepartmentView,
  PageResult,
  PostOption,
  PostView,
  UpdateAgency,
  UpdateAgencyKind,
  UpdateAreaNode,
  UpdateDepartment,
  UpdatePost,
} from '@tis/contracts';
import type { QueryValue } from '../../../api/base-query';
import { systemServiceApi } from '../../../api/clients';

export type ListParams = Record<string, QueryValue>;

const tag = (id: 'KIND' | 'AGENCY' | 'AREA' | 'POST' | 'DEPARTMENT') => ({ type: 'Organisation' as const, id });

/** The route of each level of the area tree. */
const LEVEL_PATH: Record<AreaLevel, string> = { area: '/area', region: '/region', district: '/district' };

/**
 * Organisation master data (systemService base; screens /agencykind, /agency, /agencyarea,
 * /agencyregion, /agencydistrict, /BaseinfoUserPost, /BaseinfoUserDepart).
 */
export const organisationApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    agencyKindList: build.query<PageResult<AgencyKindView>, ListParams>({
      query: (params) => ({ url: '/agencyKind/list', params }),
      providesTags: [tag('KIND')],
    }),
    agencyKindOptions: build.query<AgencyKindOption[], undefined>({
      query: () => ({ url: '/agencyKind/options' }),
      providesTags: [tag('KIND')],
    }),
    createAgencyKind: build.mutation<AgencyKindView, CreateAgencyKind>({
      query: (body) => ({ url: '/agencyKind', method: 'POST', body }),
      invalidatesTags: [tag('KIND')],
    }),
    updateAgencyKind: build.mutation<AgencyKindView, { id: string; body: UpdateAgencyKind }>({
      query: ({ id, body }) => ({ url: `/agencyKind/${id}`, method: 'PUT', body }),
      invalidatesTags: [tag('KIND'), tag('AGENCY')],
    }),
    deleteAgencyKind: build.mutation<boolean, string>({
      query: (id) => ({ url: `/agencyKind/${id}`, method: 'DELETE' }),
      invalidatesTags: [tag('KIND')],
    }),

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

    postList: build.query<PageResult<PostView>, ListParams>({
      query: (params) => ({ url: '/post/list', params }),
      providesTags: [tag('POST')],
    }),
    postOptions: build.query<PostOption[], undefined>({
      query: () => ({ url: '/post/options' }),
      providesTags: [tag('POST')],
    }),
    createPost: build.mutation<PostView, CreatePost>({
      query: (body) => ({ url: '/post', method: 'POST', body }),
      invalidatesTags: [tag('POST')],
    }),
    updatePost: build.mutation<PostView, { id: string; body: UpdatePost }>({
      query: ({ id, body }) => ({ url: `/post/${id}`, method: 'PUT', body }),
      invalidatesTags: [tag('POST')],
    }),
    deletePost: build.mutation<boolean, string>({
      query: (id) => ({ url: `/post/${id}`, method: 'DELETE' }),
      invalidatesTags: [tag('POST')],
    }),

    departmentList: build.query<PageResult<DepartmentView>, ListParams>({
      query: (params) => ({ url: '/department/list', params }),
      providesTags: [tag('DEPARTMENT')],
    }),
    /** `GET user departments` (spec section 7). */
    departmentOptions: build.query<DepartmentOption[], undefined>({
      query: () => ({ url: '/department/options' }),
      providesTags: [tag('DEPARTMENT')],
    }),
    createDepartment: build.mutation<DepartmentView, CreateDepartment>({
      query: (body) => ({ url: '/department', method: 'POST', body }),
      invalidatesTags: [tag('DEPARTMENT')],
    }),
    updateDepartment: build.mutation<DepartmentView, { id: string; body: UpdateDepartment }>({
      query: ({ id, body }) => ({ url: `/department/${id}`, method: 'PUT', body }),
      invalidatesTags: [tag('DEPARTMENT'), tag('AGENCY')],
    }),
    deleteDepartment: build.mutation<boolean, string>({
      query: (id) => ({ url: `/department/${id}`, method: 'DELETE' }),
      invalidatesTags: [tag('DEPARTMENT')],
    }),
  }),
});

export const {
  useAgencyKindListQuery,
  useAgencyKindOptionsQuery,
  useCreateAgencyKindMutation,
  useUpdateAgencyKindMutation,
  useDeleteAgencyKindMutation,
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
  usePostListQuery,
  usePostOptionsQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useDepartmentListQuery,
  useDepartmentOptionsQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useDeleteDepartmentMutation,
} = organisationApi;
