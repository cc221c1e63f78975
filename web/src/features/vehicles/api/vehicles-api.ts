import { VEHICLE_IMPORT_FIELD, type ModelConfigView, type ModelVisibility, type VehicleImportResult } from '@tis/contracts';
import type { PageParams } from '../../../shared/admin';
import { vehicleDataApi, vehicleListsChangedBy, vehicleTag } from '../../../shared/vehicle-filters';


/** The state routes of models and configurations (spec section 4). */
export type RowAction = 'enable' | 'disable' | 'publish' | 'cancelPublish';

/** A file the server sends: the import template or the export of the filtered list. */
export type VehicleDownload = { file: 'template' } | { file: 'export'; params: PageParams };

/**
 * The vehicle master data routes beside the resource kit's on the vehicleService client
 * (/tis/api/vehicleService): the state routes, the configurations of a model and the VIN
 * registry's Excel import, export and template.
 */
export const vehiclesApi = vehicleDataApi.injectEndpoints({
  endpoints: (build) => ({
    /** Enable / disable (state 1 / 0) a model or configuration, publish or cancel the publication of a model. */
    vehicleRowAction: build.mutation<unknown, { resource: 'model' | 'modelConfig'; id: string; action: RowAction; version: number }>({
      query: ({ resource, id, action, version }) => ({ url: `/${resource}/${encodeURIComponent(id)}/${action}`, method: 'POST', body: { version } }),
      invalidatesTags: (_result, _error, { resource }) => vehicleListsChangedBy(resource),
    }),
    /** The visibility of a model: 0 invisible, 1 visible, 2 pending. */
    modelVisibility: build.mutation<unknown, { id: string; visible: ModelVisibility; version: number }>({
      query: ({ id, visible, version }) => ({ url: `/model/${encodeURIComponent(id)}/visibility`, method: 'PUT', body: { visible, version } }),
      invalidatesTags: vehicleListsChangedBy('model'),
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
      invalidatesTags: vehicleListsChangedBy('vehicle'),
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
  useVehicleRowActionMutation,
  useModelVisibilityMutation,
  useModelConfigOptionsQuery,
  useImportVehiclesMutation,
  useVehicleDownloadMutation,
} = vehiclesApi;
