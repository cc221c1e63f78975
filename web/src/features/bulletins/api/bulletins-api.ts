import {
  BULLETIN_API,
  type BulletinDetail,
  type BulletinInput,
  type BulletinNews,
  type BulletinReader,
  type BulletinRow,
  type BulletinShareQuery,
  type BulletinStep,
  type PageResult,
  PUBLISH_STATE,
  type UpdateBulletinInput,
} from '@tis/contracts';
import { systemServiceApi } from '../../../api/clients';
import type { PageParams } from '../../../shared/admin';

/** Paths under the systemService client's base. */
const under = (path: string) => `/${path.replace(/^systemService\//, '')}`;
const bulletinUrl = (id: string, rest = '') => `${under(BULLETIN_API.base)}/${encodeURIComponent(id)}${rest}`;

/**
 * System notices on the systemService client. Every change refreshes the lists, the header's and the
 * home page's news and the opened notice (cache tag 'Bulletin'); opening a published notice refreshes
 * the lists and the news ('BulletinNews'), so it stops being new at once.
 */
export const bulletinsApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    bulletinList: build.query<PageResult<BulletinRow>, PageParams>({
      query: (params) => ({ url: under(BULLETIN_API.list), params }),
      providesTags: ['Bulletin', 'BulletinNews'],
    }),
    bulletinNews: build.query<BulletinNews, { unreadOnly: boolean }>({
      query: (params) => ({ url: under(BULLETIN_API.news), params }),
      providesTags: ['Bulletin', 'BulletinNews'],
    }),
    bulletinDetail: build.query<BulletinDetail, string>({
      query: (id) => ({ url: bulletinUrl(id) }),
      providesTags: ['Bulletin'],
      // The reading was counted: the unread badge and the lists' "new" marks change (not the notice itself: that would count again).
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && data.publishState === PUBLISH_STATE.published) dispatch(bulletinsApi.util.invalidateTags(['BulletinNews']));
      },
    }),
    bulletinReaders: build.query<PageResult<BulletinReader>, { id: string; params: PageParams }>({
      query: ({ id, params }) => ({ url: bulletinUrl(id, '/readers'), params }),
    }),
    bulletinHistory: build.query<{ action: string; fullName: string; verifyTime: string }[], string>({
      query: (id) => ({ url: bulletinUrl(id, '/history') }),
      providesTags: ['Bulletin'],
    }),
    createBulletin: build.mutation<BulletinDetail, BulletinInput>({
      query: (body) => ({ url: under(BULLETIN_API.base), method: 'POST', body }),
      invalidatesTags: ['Bulletin'],
    }),
    updateBulletin: build.mutation<BulletinDetail, { id: string; body: UpdateBulletinInput }>({
      query: ({ id, body }) => ({ url: bulletinUrl(id), method: 'PUT', body }),
      invalidatesTags: ['Bulletin'],
    }),
    bulletinStep: build.mutation<BulletinDetail, { id: string; action: BulletinStep; version: number }>({
      query: ({ id, action, version }) => ({ url: bulletinUrl(id, `/${action}`), method: 'POST', body: { version } }),
      invalidatesTags: ['Bulletin'],
    }),
    deleteBulletin: build.mutation<unknown, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: bulletinUrl(id), method: 'DELETE', params: { version } }),
      invalidatesTags: ['Bulletin'],
    }),
    shareBulletin: build.mutation<unknown, BulletinShareQuery>({
      query: (params) => ({ url: under(BULLETIN_API.share), params }),
    }),
  }),
});

export const {
  useBulletinListQuery,
  useBulletinNewsQuery,
  useBulletinDetailQuery,
  useBulletinReadersQuery,
  useBulletinHistoryQuery,
  useCreateBulletinMutation,
  useUpdateBulletinMutation,
  useBulletinStepMutation,
  useDeleteBulletinMutation,
  useShareBulletinMutation,
} = bulletinsApi;
