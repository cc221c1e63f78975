import type { HelpDocNode, HelpDocPage, HelpDocSearchResult, HelpDocTree } from '@tis/contracts';
import { helpDocsResource } from '@tis/contracts';
import { systemServiceApi } from '../../../api/clients';

/** The help documents' rows are cached under the resource's tag: every write of /HelperEditorList refreshes the outline and the reader. */
const HELP_DOC_TAG = { type: 'Resource' as const, id: helpDocsResource.name };

/**
 * Help documents beside the kernel's routes, on the systemService client: the editor's outline
 * (the parent choice) and the reader's tree, page and search. The reader's queries name the
 * interface language so they ask again when it changes (the Language header carries it).
 */
export const helpDocsApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    helpDocOutline: build.query<HelpDocNode[], string>({
      query: (langCode) => ({ url: '/helpDoc/outline', params: { langCode } }),
      providesTags: [HELP_DOC_TAG],
    }),
    helpDocTree: build.query<HelpDocTree, { lang: string }>({
      query: () => ({ url: '/helpDoc/tree' }),
      providesTags: [HELP_DOC_TAG],
    }),
    helpDocPage: build.query<HelpDocPage, string>({
      query: (id) => ({ url: `/helpDoc/read/${encodeURIComponent(id)}` }),
      providesTags: [HELP_DOC_TAG],
    }),
    helpDocSearch: build.query<HelpDocSearchResult, { keyword: string; pageNo: number; pageSize: number; lang: string }>({
      // `lang` only keys the cache: the Language header names it.
      query: ({ keyword, pageNo, pageSize }) => ({ url: '/helpDoc/search', params: { keyword, pageNo, pageSize } }),
      providesTags: [HELP_DOC_TAG],
    }),
  }),
});

export const { useHelpDocOutlineQuery, useHelpDocTreeQuery, useHelpDocPageQuery, useHelpDocSearchQuery } = helpDocsApi;
