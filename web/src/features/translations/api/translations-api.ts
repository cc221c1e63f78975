import type {
  CreateTranslation,
  PageResult,
  SupportedLanguage,
  TranslationImportResult,
  TranslationLogView,
  TranslationView,
  UpdateTranslation,
} from '@tis/contracts';
import { SUPPORTED_LANGUAGES_MAX_PAGE_SIZE } from '@tis/contracts';
import { systemServiceApi } from '../../../api/clients';
import type { PageParams } from '../../../shared/admin';

/** A saved or deleted row answers true; anything else is a business message for the result notifier. */
export type MutationAnswer = boolean | string;

/**
 * Languages and translations on the system service client (/tis/api/systemService, spec section 7).
 * Mutations invalidate the lists they change.
 */
export const translationsApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    supportedLanguages: build.query<PageResult<SupportedLanguage>, undefined>({
      query: () => ({ url: '/language/supported', params: { pageNo: 1, pageSize: SUPPORTED_LANGUAGES_MAX_PAGE_SIZE } }),
      providesTags: ['Language'],
    }),
    translationSearch: build.query<PageResult<TranslationView>, PageParams>({
      query: (params) => ({ url: '/translation/search', params }),
      providesTags: ['Translation'],
    }),
    createTranslation: build.mutation<MutationAnswer, CreateTranslation>({
      query: (body) => ({ url: '/translation', method: 'POST', body }),
      invalidatesTags: ['Translation'],
    }),
    updateTranslation: build.mutation<MutationAnswer, UpdateTranslation & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/translation/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Translation'],
    }),
    deleteTranslation: build.mutation<MutationAnswer, string>({
      query: (id) => ({ url: `/translation/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Translation'],
    }),
    importTranslations: build.mutation<TranslationImportResult, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: '/translation/import', method: 'POST', body: form };
      },
      invalidatesTags: ['Translation'],
    }),
    /** The export as an object URL (a string keeps the store serializable); the caller revokes it. */
    exportTranslations: build.mutation<string | null, undefined>({
      query: () => ({ url: '/translation/export', method: 'GET', responseType: 'blob' }),
      transformResponse: (value: unknown) => (value instanceof Blob ? URL.createObjectURL(value) : null),
    }),
    translationLogs: build.query<PageResult<TranslationLogView>, PageParams>({
      query: (params) => ({ url: '/translation/log/list', params }),
      providesTags: ['Translation'],
    }),
  }),
});

export const {
  useSupportedLanguagesQuery,
  useTranslationSearchQuery,
  useCreateTranslationMutation,
  useUpdateTranslationMutation,
  useDeleteTranslationMutation,
  useImportTranslationsMutation,
  useExportTranslationsMutation,
  useTranslationLogsQuery,
} = translationsApi;
