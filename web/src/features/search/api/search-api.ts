import type { SearchAnswer, SearchSuggestion } from '@tis/contracts';
import { searchServiceApi } from '../../../api/clients';
import type { AccurateMode, DocumentQuery } from '../search-filters';

/**
 * The portal's content search on the searchService client (shared/contracts search.ts): ranked
 * results of /SearchPage, exact code or phrase results of /AccurateSearchPage, and suggestions while
 * typing. The server filters by what the caller may read; results are not cached across keywords.
 */
export const searchApi = searchServiceApi.injectEndpoints({
  endpoints: (build) => ({
    searchDocuments: build.query<SearchAnswer, DocumentQuery>({
      query: (params) => ({ url: '/search', params }),
    }),
    accurateSearch: build.query<SearchAnswer, DocumentQuery & { mode: AccurateMode }>({
      query: (params) => ({ url: '/search/accurate', params }),
    }),
    searchSuggestions: build.query<SearchSuggestion[], string>({
      query: (keyword) => ({ url: '/search/suggest', params: { keyword } }),
    }),
  }),
});

export const { useSearchDocumentsQuery, useAccurateSearchQuery, useSearchSuggestionsQuery } = searchApi;
