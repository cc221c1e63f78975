import type { PageResult, UserMessageCount, UserMessageView } from '@tis/contracts';
import { systemServiceApi } from '../../../api/clients';
import type { PageParams } from '../../../shared/admin';

/** The header badge asks for the unread count this often (and again when the window gets focus). */
export const UNREAD_POLL_MS = 60_000;

/**
 * The signed-in user's own messages on the systemService client (/MyMessage, header badge). Every
 * change invalidates the list and the unread count, so the badge follows at once.
 */
export const messagesApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    myMessageList: build.query<PageResult<UserMessageView>, PageParams>({
      query: (params) => ({ url: '/myMessage/list', params }),
      providesTags: ['UserMessage'],
    }),
    myMessageUnreadCount: build.query<UserMessageCount, undefined>({
      query: () => ({ url: '/myMessage/unreadCount' }),
      providesTags: ['UserMessage'],
    }),
    markMessageRead: build.mutation<boolean, string>({
      query: (id) => ({ url: `/myMessage/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: ['UserMessage'],
    }),
    markAllMessagesRead: build.mutation<UserMessageCount, undefined>({
      query: () => ({ url: '/myMessage/readAll', method: 'POST' }),
      invalidatesTags: ['UserMessage'],
    }),
    deleteMessage: build.mutation<boolean, string>({
      query: (id) => ({ url: `/myMessage/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['UserMessage'],
    }),
  }),
});

export const {
  useMyMessageListQuery,
  useMyMessageUnreadCountQuery,
  useMarkMessageReadMutation,
  useMarkAllMessagesReadMutation,
  useDeleteMessageMutation,
} = messagesApi;
