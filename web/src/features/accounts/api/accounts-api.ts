import type {
  PageResult,
  RightCreateInput,
  RightNode,
  RightUpdateInput,
  RoleCreateInput,
  RoleOption,
  RoleUpdateInput,
  RoleView,
  UserCreateInput,
  UserStatusChange,
  UserUpdateInput,
  UserView,
} from '@tis/contracts';
import { oauthServiceApi } from '../../../api/clients';
import type { FilterValues } from '../../../shared/admin';

export type ListParams = FilterValues;

/**
 * Accounts, roles and the permission tree (oauthService base; screens /baseinfouser,
 * /baseinforole, /baseinfoauthority).
 */
export const accountsApi = oauthServiceApi.injectEndpoints({
  endpoints: (build) => ({
    userList: build.query<PageResult<UserView>, ListParams>({
      query: (params) => ({ url: '/user/list', params }),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    createUser: build.mutation<UserView, UserCreateInput>({
      query: (body) => ({ url: '/user', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, { type: 'Role', id: 'LIST' }],
    }),
    updateUser: build.mutation<UserView, { id: string; body: UserUpdateInput }>({
      query: ({ id, body }) => ({ url: `/user/${id}`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, { type: 'Role', id: 'LIST' }],
    }),
    changeUserStatus: build.mutation<UserView, { id: string; body: UserStatusChange }>({
      query: ({ id, body }) => ({ url: `/user/${id}/status`, method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    resetUserPassword: build.mutation<UserView, { id: string; password: string; confirm: string }>({
      query: ({ id, ...body }) => ({ url: `/user/${id}/password`, method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    deleteUser: build.mutation<boolean, string>({
      query: (id) => ({ url: `/user/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, { type: 'Role', id: 'LIST' }],
    }),

    roleList: build.query<PageResult<RoleView>, ListParams>({
      query: (params) => ({ url: '/role/list', params }),
      providesTags: [{ type: 'Role', id: 'LIST' }],
    }),
    roleOptions: build.query<RoleOption[], undefined>({
      query: () => ({ url: '/role/options' }),
      providesTags: [{ type: 'Role', id: 'OPTIONS' }],
    }),
    createRole: build.mutation<RoleView, RoleCreateInput>({
      query: (body) => ({ url: '/role', method: 'POST', body }),
      invalidatesTags: [{ type: 'Role', id: 'LIST' }, { type: 'Role', id: 'OPTIONS' }],
    }),
    updateRole: build.mutation<RoleView, { id: string; body: RoleUpdateInput }>({
      query: ({ id, body }) => ({ url: `/role/${id}`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Role', id: 'LIST' }, { type: 'Role', id: 'OPTIONS' }, { type: 'User', id: 'LIST' }],
    }),
    deleteRole: build.mutation<boolean, string>({
      query: (id) => ({ url: `/role/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Role', id: 'LIST' }, { type: 'Role', id: 'OPTIONS' }],
    }),
    roleRights: build.query<number[], string>({
      query: (id) => ({ url: `/role/${id}/rights` }),
      providesTags: (_result, _error, id) => [{ type: 'Role', id: `RIGHTS-${id}` }],
    }),
    replaceRoleRights: build.mutation<number[], { id: string; itemIds: number[] }>({
      query: ({ id, itemIds }) => ({ url: `/role/${id}/rights`, method: 'PUT', body: { itemIds } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Role', id: `RIGHTS-${id}` }, { type: 'Role', id: 'LIST' }],
    }),

    rightTree: build.query<RightNode[], undefined>({
      query: () => ({ url: '/right/tree' }),
      providesTags: [{ type: 'Right', id: 'TREE' }],
    }),
    createRight: build.mutation<RightNode, RightCreateInput>({
      query: (body) => ({ url: '/right', method: 'POST', body }),
      invalidatesTags: [{ type: 'Right', id: 'TREE' }],
    }),
    updateRight: build.mutation<RightNode, { itemId: number; body: RightUpdateInput }>({
      query: ({ itemId, body }) => ({ url: `/right/${itemId}`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Right', id: 'TREE' }],
    }),
    deleteRight: build.mutation<boolean, number>({
      query: (itemId) => ({ url: `/right/${itemId}`, method: 'DELETE' }),
      // Roles lose the item with it.
      invalidatesTags: [{ type: 'Right', id: 'TREE' }, { type: 'Role' }],
    }),
  }),
});

export const {
  useUserListQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useChangeUserStatusMutation,
  useResetUserPasswordMutation,
  useDeleteUserMutation,
  useRoleListQuery,
  useRoleOptionsQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useRoleRightsQuery,
  useReplaceRoleRightsMutation,
  useRightTreeQuery,
  useCreateRightMutation,
  useUpdateRightMutation,
  useDeleteRightMutation,
} = accountsApi;
