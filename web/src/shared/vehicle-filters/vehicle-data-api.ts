import {
  carTypesResource,
  energiesResource,
  kindsResource,
  VEHICLE_DROPDOWN_LIMITS,
  type ResourceDescriptor,
  type BrandOption,
  type CarTypeView,
  type ClassificationOption,
  type EnergyView,
  type KindView,
  type ModelOption,
  type PageResult,
  type SeriesOption,
  type VinInfo,
} from '@tis/contracts';
import { vehicleServiceApi } from '../../api/clients';
import type { ResourceTags } from '../resource/resource-api';

/** The vehicle rows: each is a path under /tis/api/vehicleService, its cache tag id and its resource descriptor's name. */
export type VehicleResource =
  | 'brand'
  | 'classification'
  | 'series'
  | 'seriesDirectory'
  | 'model'
  | 'modelConfig'
  | 'vehicle'
  | 'vinShield'
  | 'seriesSetting'
  | 'moduleSetting'
  | 'commercialInfo';

export const VEHICLE_TAG = 'VehicleData' as const;

/** The cache tag of a resource's lists and lookups. */
export function vehicleTag(resource: VehicleResource): { type: typeof VEHICLE_TAG; id: VehicleResource } {
  return { type: VEHICLE_TAG, id: resource };
}

/** A vehicle row whose writes refresh other lists: the vehicle rows, and the localized lookups of the resource kit. */
export type VehicleWrite = VehicleResource | 'kind' | 'energy' | 'carType';

/**
 * The vehicle lists that show a resource's codes or names (the resource's own list first, where
 * it carries the vehicle tag): a write of the resource refreshes each of them.
 */
const SHOWN_IN: Record<VehicleWrite, readonly VehicleResource[]> = {
  brand: ['brand', 'series', 'model', 'vehicle'],
  classification: ['classification', 'series'],
  kind: ['model'],
  energy: ['series'],
  carType: ['series'],
  series: ['series', 'model', 'vehicle', 'seriesDirectory', 'seriesSetting', 'moduleSetting'],
  seriesDirectory: ['series'],
  model: ['model', 'modelConfig', 'vehicle', 'commercialInfo'],
  modelConfig: ['modelConfig', 'vehicle'],
  vehicle: ['vehicle'],
  vinShield: ['vinShield', 'vehicle'],
  seriesSetting: ['seriesSetting'],
  moduleSetting: ['moduleSetting'],
  commercialInfo: ['commercialInfo'],
};

const refreshed = new Map<VehicleWrite, ResourceTags>();

/** Whether a resource descriptor's name is a vehicle row whose writes refresh other lists. */
export function isVehicleWrite(name: string): name is VehicleWrite {
  return Object.hasOwn(SHOWN_IN, name);
}

/**
 * The cache tags a write of `resource` refreshes: every list in SHOWN_IN, whether it carries the
 * vehicle tag (the vehicleService client's dropdowns) or is on the resource kit (`Resource/<name>`:
 * the vehicle resources' descriptors are named like their tags). One array per resource.
 */
export function vehicleListsChangedBy(resource: VehicleWrite): ResourceTags {
  let tags = refreshed.get(resource);
  if (!tags) {
    tags = SHOWN_IN[resource].flatMap((shown) => [vehicleTag(shown), { type: 'Resource', id: shown }]) as unknown as ResourceTags;
    refreshed.set(resource, tags);
  }
  return tags;
}

/** The cache tag of a list on the resource kernel (web/src/shared/resource): its writes refresh the dropdowns too. */
function resourceTag({ name }: Pick<ResourceDescriptor, 'name'>) {
  return { type: 'Resource' as const, id: name };
}

/** The vehicleService client with the vehicle data's cache tag. */
export const vehicleDataApi = vehicleServiceApi.enhanceEndpoints({ addTagTypes: [VEHICLE_TAG] });

/** What the VIN query answers: the vehicle, or the server's message ("VIN not found", code 000001). */
export type VinAnswer = VinInfo | string;

/** The dropdown calls of spec section 7 (brand list, series by brand, kind / energy / car-type lists, model list, VIN query). */
export const vehicleLookupsApi = vehicleDataApi.injectEndpoints({
  endpoints: (build) => ({
    brandOptions: build.query<BrandOption[], undefined>({
      query: () => ({ url: '/brand/options' }),
      providesTags: [vehicleTag('brand')],
    }),
    classificationOptions: build.query<ClassificationOption[], undefined>({
      query: () => ({ url: '/classification/options' }),
      providesTags: [vehicleTag('classification')],
    }),
    /** `GET series list by brandCode`; without a brand, every series the user may see. */
    seriesOptions: build.query<SeriesOption[], string | undefined>({
      query: (brandCode) => ({ url: '/series/options', params: { brandCode } }),
      providesTags: [vehicleTag('series')],
    }),
    /** The energy list in the request's language (pageNo 1, pageSize 999). */
    energyOptions: build.query<PageResult<EnergyView>, undefined>({
      query: () => ({ url: '/energy/list', params: { pageNo: 1, pageSize: VEHICLE_DROPDOWN_LIMITS.energy } }),
      providesTags: [resourceTag(energiesResource)],
    }),
    kindOptions: build.query<PageResult<KindView>, undefined>({
      query: () => ({ url: '/kind/list', params: { pageNo: 1, pageSize: VEHICLE_DROPDOWN_LIMITS.kind } }),
      providesTags: [resourceTag(kindsResource)],
    }),
    carTypeOptions: build.query<PageResult<CarTypeView>, undefined>({
      query: () => ({ url: '/carType/list', params: { pageNo: 1, pageSize: VEHICLE_DROPDOWN_LIMITS.carType } }),
      providesTags: [resourceTag(carTypesResource)],
    }),
    /** `GET model list` (pageSize 1000), of a brand and series when given. */
    modelOptions: build.query<PageResult<ModelOption>, { brandCode?: string; seriesCode?: string; state?: number }>({
      query: (params) => ({ url: '/model/options', params: { pageNo: 1, pageSize: VEHICLE_DROPDOWN_LIMITS.model, ...params } }),
      providesTags: [vehicleTag('model')],
    }),
    /** `GET VIN query`: brand, series and model of a 17-character VIN. */
    vinInfo: build.query<VinAnswer, string>({
      query: (vin) => ({ url: '/vehicle/vin', params: { vin } }),
      providesTags: [vehicleTag('vehicle'), vehicleTag('vinShield')],
    }),
  }),
});

export const {
  useBrandOptionsQuery,
  useClassificationOptionsQuery,
  useSeriesOptionsQuery,
  useEnergyOptionsQuery,
  useKindOptionsQuery,
  useCarTypeOptionsQuery,
  useModelOptionsQuery,
  useVinInfoQuery,
} = vehicleLookupsApi;
