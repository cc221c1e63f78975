import {
  commercialInfoResource,
  createVehicleSchema,
  modelConfigsResource,
  modelsResource,
  updateVehicleSchema,
  VEHICLE_IMPORT_FIELD,
  type CreateVehicle,
  type ModelConfigView,
  type ModelVisibility,
  type PageResult,
  type UpdateVehicle,
  type VehicleImportResult,
  type VehicleView,
} from '@tis/contracts';
import type { PageParams, SafeParser } from '../../../shared/admin';
import { vehicleDataApi, vehicleTag, type VehicleResource } from '../../../shared/vehicle-filters';

/** The vehicle rows still managed on this feature's own list kit (CrudPage); the others are resources (ADR 0018). */
export type KitResource = Exclude<VehicleResource, 'brand' | 'classification' | 'series' | 'seriesDirectory' | 'vinShield' | 'model' | 'modelConfig' | 'seriesSetting' | 'moduleSetting' | 'commercialInfo'>;

/** The rows whose state routes this feature calls (models and configurations are resources). */
type Changed = KitResource | 'model' | 'modelConfig';

/** What each resource's list answers, and what its add and change routes take. */
export interface VehicleResourceTypes {
  vehicle: { view: VehicleView; create: CreateVehicle; update: UpdateVehicle };
}

export type RowOf<R extends KitResource> = VehicleResourceTypes[R]['view'];
export type CreateOf<R extends KitResource> = VehicleResourceTypes[R]['create'];
export type UpdateOf<R extends KitResource> = VehicleResourceTypes[R]['update'];

/** The server's own schemas of the add and change bodies: the screens check with them before sending. */
export const RESOURCE_SCHEMAS: Record<KitResource, { create: SafeParser; update: SafeParser }> = {
  vehicle: { create: createVehicleSchema, update: updateVehicleSchema },
};

/** The lists that show a resource's codes or names: a change of the resource refreshes them too. */
const SHOWN_IN: Record<Changed, readonly VehicleResource[]> = {
  model: ['modelConfig', 'vehicle'],
  modelConfig: ['vehicle'],
  vehicle: [],
};

/** The lists on the resource kit (web/src/shared/resource) that show a resource's names, by descriptor name. */
const SHOWN_IN_RESOURCES: Partial<Record<Changed, readonly string[]>> = {
  model: [modelsResource.name, modelConfigsResource.name, commercialInfoResource.name],
  modelConfig: [modelConfigsResource.name],
};

function changed(resource: Changed) {
  return [...[resource, ...SHOWN_IN[resource]].map(vehicleTag), ...(SHOWN_IN_RESOURCES[resource] ?? []).map((id) => ({ type: 'Resource' as const, id }))];
}

/** The state routes of models and configurations (spec section 4). */
export type RowAction = 'enable' | 'disable' | 'publish' | 'cancelPublish';

/** A file the server sends: the import template or the export of the filtered list. */
export type VehicleDownload = { file: 'template' } | { file: 'export'; params: PageParams };

/**
 * The vehicle master data screens on the vehicleService client (/tis/api/vehicleService): the
 * list, add, change and delete routes of every resource, the state routes, the configurations of
 * a model and the VIN registry's Excel import, export and template.
 */
export const vehiclesApi = vehicleDataApi.injectEndpoints({
  endpoints: (build) => ({
    vehicleRows: build.query<PageResult<unknown>, { resource: KitResource; params: PageParams }>({
      query: ({ resource, params }) => ({ url: `/${resource}/list`, params }),
      providesTags: (_result, _error, { resource }) => [vehicleTag(resource)],
    }),
    createVehicleRow: build.mutation<unknown, { resource: KitResource; body: unknown }>({
      query: ({ resource, body }) => ({ url: `/${resource}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    updateVehicleRow: build.mutation<unknown, { resource: KitResource; id: string; body: unknown }>({
      query: ({ resource, id, body }) => ({ url: `/${resource}/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    deleteVehicleRow: build.mutation<unknown, { resource: KitResource; id: string }>({
      query: ({ resource, id }) => ({ url: `/${resource}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    /** Enable / disable (state 1 / 0) a model or configuration, publish or cancel the publication of a model. */
    vehicleRowAction: build.mutation<unknown, { resource: 'model' | 'modelConfig'; id: string; action: RowAction; version: number }>({
      query: ({ resource, id, action, version }) => ({ url: `/${resource}/${encodeURIComponent(id)}/${action}`, method: 'POST', body: { version } }),
      invalidatesTags: (_result, _error, { resource }) => changed(resource),
    }),
    /** The visibility of a model: 0 invisible, 1 visible, 2 pending. */
    modelVisibility: build.mutation<unknown, { id: string; visible: ModelVisibility; version: number }>({
      query: ({ id, visible, version }) => ({ url: `/model/${encodeURIComponent(id)}/visibility`, method: 'PUT', body: { visible, version } }),
      invalidatesTags: changed('model'),
    }),
    /** The enabled configurations of a model (the vehicle form). */
    modelConfigOptions: build.query<ModelConfigView[], string>({
      query: (modelCode) => ({ url: '/modelConfig/options', params: { modelCode } }),
      providesTags: [vehicleTag('modelConfig')],
    }),
    /** The import report, or the server's message (more than 50000 VINs …). */
    importVehicles: build.mutation<VehicleImportResult | string, File>({
      query: (file) => {
        const form = new FormData();
        form.append(VEHICLE_IMPORT_FIELD, file, file.name);
        return { url: '/vehicle/import', method: 'POST', body: form };
      },
      invalidatesTags: changed('vehicle'),
    }),
    /** The file as an object URL (a string keeps the store serializable); the caller revokes it. */
    vehicleDownload: build.mutation<string | null, VehicleDownload>({
      query: (download) => ({
        url: `/vehicle/${download.file}`,
        method: 'GET',
        params: download.file === 'export' ? download.params : undefined,
        responseType: 'blob',
      }),
      transformResponse: (value: unknown) => (value instanceof Blob ? URL.createObjectURL(value) : null),
    }),
  }),
});

export const {
  useVehicleRowsQuery,
  useCreateVehicleRowMutation,
  useUpdateVehicleRowMutation,
  useDeleteVehicleRowMutation,
  useVehicleRowActionMutation,
  useModelVisibilityMutation,
  useModelConfigOptionsQuery,
  useImportVehiclesMutation,
  useVehicleDownloadMutation,
} = vehiclesApi;

/** One page of a resource's list. */
export function useVehicleRows<R extends KitResource>(resource: R, params: PageParams): { data: PageResult<RowOf<R>> | undefined; isFetching: boolean } {
  const { data, isFetching } = useVehicleRowsQuery({ resource, params });
  return { data: data as PageResult<RowOf<R>> | undefined, isFetching };
}
