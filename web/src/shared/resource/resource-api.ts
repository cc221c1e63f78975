import type { TagDescription } from '@reduxjs/toolkit/query';
import { RESOURCE_IMPORT_FIELD, type BaseName, type CreateOf, type OptionOf, type PageResult, type ResourceDescriptor, type ResourceImportResult, type RowOf, type UpdateOf } from '@tis/contracts';
import { CLIENT_APIS, type systemServiceApi, type TAG_TYPES } from '../../api/clients';
import type { PageParams } from '../admin';

/** Cache tags a resource's writes also invalidate (the lists that show its names). */
export type ResourceTags = readonly TagDescription<(typeof TAG_TYPES)[number]>[];

interface Target {
  /** The descriptor's path under its base. */
  path: string;
  /** The descriptor's name: its rows' cache tag. */
  tag: string;
}

interface Write extends Target {
  invalidates?: ResourceTags;
}

const tagOf = (tag: string) => ({ type: 'Resource' as const, id: tag });
const written = (_result: unknown, _error: unknown, { tag, invalidates = [] }: Write) => [tagOf(tag), ...invalidates];

/** The routes of every resource (shared/nest `resourceController`), on one client API: five, and the Excel ones. */
function injectResourceEndpoints(api: typeof systemServiceApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      resourceList: build.query<PageResult<unknown>, Target & { params: PageParams }>({
        query: ({ path, params }) => ({ url: `/${path}/list`, params }),
        providesTags: (_result, _error, { tag }) => [tagOf(tag)],
      }),
      resourceOptions: build.query<unknown[], Target>({
        query: ({ path }) => ({ url: `/${path}/options` }),
        providesTags: (_result, _error, { tag }) => [tagOf(tag)],
      }),
      createResourceRow: build.mutation<unknown, Write & { body: unknown }>({
        query: ({ path, body }) => ({ url: `/${path}`, method: 'POST', body }),
        invalidatesTags: written,
      }),
      updateResourceRow: build.mutation<unknown, Write & { id: string; body: unknown }>({
        query: ({ path, id, body }) => ({ url: `/${path}/${id}`, method: 'PUT', body }),
        invalidatesTags: written,
      }),
      deleteResourceRow: build.mutation<boolean, Write & { id: string }>({
        query: ({ path, id }) => ({ url: `/${path}/${id}`, method: 'DELETE' }),
        invalidatesTags: written,
      }),
      /** The import report (all rows or none): the lists refresh only when it was applied. */
      importResourceRows: build.mutation<ResourceImportResult, Write & { file: File }>({
        query: ({ path, file }) => {
          const form = new FormData();
          form.append(RESOURCE_IMPORT_FIELD, file, file.name);
          return { url: `/${path}/import`, method: 'POST', body: form };
        },
        invalidatesTags: (result, error, write) => (result?.imported ? written(result, error, write) : []),
      }),
      /** A hand-written list's export (`<list>/export` of shared/nest `sendListExport`), as an object URL like the resources' downloads. */
      listExport: build.mutation<string | null, { url: string; params: PageParams }>({
        query: ({ url, params }) => ({ url, method: 'GET', params, responseType: 'blob' }),
        transformResponse: (value: unknown) => (value instanceof Blob ? URL.createObjectURL(value) : null),
      }),
      /** The export of the list's filters or the import template, as an object URL (a string keeps the store serializable); the caller revokes it. */
      resourceDownload: build.mutation<string | null, Target & { file: 'export' | 'template'; params?: PageParams }>({
        query: ({ path, file, params }) => ({ url: `/${path}/${file}`, method: 'GET', params, responseType: 'blob' }),
        transformResponse: (value: unknown) => (value instanceof Blob ? URL.createObjectURL(value) : null),
      }),
    }),
  });
}

type ResourceApi = ReturnType<typeof injectResourceEndpoints>;
const injected = new Map<BaseName, ResourceApi>();

/** The resource endpoints on the client API of `base` (each client is its own RTK Query API with its timeout). */
function resourceApiOf(base: BaseName): ResourceApi {
  let api = injected.get(base);
  if (!api) {
    const client = CLIENT_APIS.find((c) => c.reducerPath === `api.${base}`);
    if (!client) throw new Error(`no client API for base ${base}`);
    // Every client API has the same endpoints type (none) and tags; only its reducer path differs.
    api = injectResourceEndpoints(client as unknown as typeof systemServiceApi);
    injected.set(base, api);
  }
  return api;
}

/**
 * The RTK Query hooks of a resource, typed by its descriptor: the paged list, the dropdown options,
 * the three writes and the Excel import and downloads, cached under the tag `Resource/<name>`.
 */
export function resourceEndpoints<D extends ResourceDescriptor>(descriptor: D, invalidates: ResourceTags = []) {
  const api = resourceApiOf(descriptor.base);
  const target: Target = { path: descriptor.path, tag: descriptor.name };
  return {
    useList: (params: PageParams) => {
      const result = api.useResourceListQuery({ ...target, params });
      return { ...result, data: result.data as PageResult<RowOf<D>> | undefined };
    },
    useOptions: () => {
      const result = api.useResourceOptionsQuery(target);
      return { ...result, data: result.data as OptionOf<D>[] | undefined };
    },
    useCreate: () => {
      const [mutate] = api.useCreateResourceRowMutation();
      return (body: CreateOf<D>) => mutate({ ...target, invalidates, body });
    },
    useUpdate: () => {
      const [mutate] = api.useUpdateResourceRowMutation();
      return (id: string, body: UpdateOf<D>) => mutate({ ...target, invalidates, id, body });
    },
    useRemove: () => {
      const [mutate] = api.useDeleteResourceRowMutation();
      return (id: string) => mutate({ ...target, invalidates, id });
    },
    useImport: () => {
      const [mutate, { isLoading }] = api.useImportResourceRowsMutation();
      return { importFile: (file: File) => mutate({ ...target, invalidates, file }), importing: isLoading };
    },
    useDownload: () => {
      const [mutate, { isLoading }] = api.useResourceDownloadMutation();
      return { download: (file: 'export' | 'template', params?: PageParams) => mutate({ ...target, file, params }), downloading: isLoading };
    },
  };
}

/** A resource's dropdown options (`GET <path>/options`), for other screens. */
export function useResourceOptions<D extends ResourceDescriptor>(descriptor: D) {
  return resourceEndpoints(descriptor).useOptions();
}

/**
 * The Excel export of a list that is not a resource (the document lists): `exportPath` is its
 * contracts path (`<base>/<path>/export`), `params` the list's filters.
 */
export function useListExport(exportPath: string) {
  const [base, ...rest] = exportPath.split('/');
  const [mutate, { isLoading }] = resourceApiOf(base as BaseName).useListExportMutation();
  return { download: (params: PageParams) => mutate({ url: `/${rest.join('/')}`, params }), downloading: isLoading };
}
