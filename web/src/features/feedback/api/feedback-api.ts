import type { AnswerFeedback, FeedbackView, PageResult, SendFeedback } from '@tis/contracts';
import { systemServiceApi } from '../../../api/clients';
import type { PageParams } from '../../../shared/admin';

/**
 * User feedback on the systemService client: the sender's own (header dialog) and staff's list and
 * answer (/FeedbackList). Sending or answering refreshes both lists (cache tag 'Feedback').
 */
export const feedbackApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    myFeedbackList: build.query<PageResult<FeedbackView>, PageParams>({
      query: (params) => ({ url: '/feedback/mine', params }),
      providesTags: ['Feedback'],
    }),
    feedbackList: build.query<PageResult<FeedbackView>, PageParams>({
      query: (params) => ({ url: '/feedback/list', params }),
      providesTags: ['Feedback'],
    }),
    sendFeedback: build.mutation<FeedbackView, SendFeedback>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
      invalidatesTags: ['Feedback'],
    }),
    answerFeedback: build.mutation<FeedbackView, AnswerFeedback & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/feedback/${encodeURIComponent(id)}/answer`, method: 'POST', body }),
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useMyFeedbackListQuery, useFeedbackListQuery, useSendFeedbackMutation, useAnswerFeedbackMutation } = feedbackApi;
