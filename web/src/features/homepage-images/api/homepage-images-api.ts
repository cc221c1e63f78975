import type { ActiveHomepageImage } from '@tis/contracts';
import { systemServiceApi } from '../../../api/clients';

/** The home page's carousel (systemService base); the /MainpageImageList screen is a resource (shared/resource). */
export const homepageImagesApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    activeHomepageImages: build.query<ActiveHomepageImage[], undefined>({
      query: () => ({ url: '/homepageImage/active' }),
      // An unknown answer (false) shows no carousel rather than breaking the home page.
      transformResponse: (value: unknown) => (Array.isArray(value) ? (value as ActiveHomepageImage[]) : []),
      providesTags: ['HomepageImage'],
    }),
  }),
});

export const { useActiveHomepageImagesQuery } = homepageImagesApi;
