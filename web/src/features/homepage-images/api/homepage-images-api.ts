import type { ActiveHomepageImage, CreateHomepageImage, HomepageImageView, PageResult, UpdateHomepageImage } from '@tis/contracts';
import { systemServiceApi } from '../../../api/clients';
import type { PageParams } from '../../../shared/admin';

/** Homepage images (systemService base; /MainpageImageList and the home page's carousel). */
export const homepageImagesApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    homepageImageList: build.query<PageResult<HomepageImageView>, PageParams>({
      query: (params) => ({ url: '/homepageImage/list', params }),
      providesTags: ['HomepageImage'],
    }),
    activeHomepageImages: build.query<ActiveHomepageImage[], undefined>({
      query: () => ({ url: '/homepageImage/active' }),
      // An unknown answer (false) shows no carousel rather than breaking the home page.
      transformResponse: (value: unknown) => (Array.isArray(value) ? (value as ActiveHomepageImage[]) : []),
      providesTags: ['HomepageImage'],
    }),
    createHomepageImage: build.mutation<HomepageImageView, CreateHomepageImage>({
      query: (body) => ({ url: '/homepageImage', method: 'POST', body }),
      invalidatesTags: ['HomepageImage'],
    }),
    updateHomepageImage: build.mutation<HomepageImageView, { id: string; body: UpdateHomepageImage }>({
      query: ({ id, body }) => ({ url: `/homepageImage/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['HomepageImage'],
    }),
    deleteHomepageImage: build.mutation<boolean, string>({
      query: (id) => ({ url: `/homepageImage/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['HomepageImage'],
    }),
  }),
});

export const {
  useHomepageImageListQuery,
  useActiveHomepageImagesQuery,
  useCreateHomepageImageMutation,
  useUpdateHomepageImageMutation,
  useDeleteHomepageImageMutation,
} = homepageImagesApi;
