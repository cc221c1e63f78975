import { type ActiveFastApp, fastAppsResource } from '@tis/contracts';
import { systemServiceApi } from '../../../api/clients';

/** The home page's common applications (systemService base); the /FastAPP screen is a resource (shared/resource). */
export const fastAppsApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    activeFastApps: build.query<ActiveFastApp[], undefined>({
      query: () => ({ url: `/${fastAppsResource.path}/active` }),
      // An unknown answer (false) shows no tiles rather than breaking the home page.
      transformResponse: (value: unknown) => (Array.isArray(value) ? (value as ActiveFastApp[]) : []),
      // The resource's tag: a write on /FastAPP refreshes the tiles.
      providesTags: [{ type: 'Resource', id: fastAppsResource.name }],
    }),
  }),
});

export const { useActiveFastAppsQuery } = fastAppsApi;
