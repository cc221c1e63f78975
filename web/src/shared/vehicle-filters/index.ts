/**
 * The vehicle filter widgets of spec section 2, shared by every screen that filters by vehicle:
 *
 * - `SeriesFilter` — brand, after-sale type, sub-sale type, energy type, series, state, car type, history state.
 * - `ModelFilter` — brand, after-sale type, series, model code, model name, publish state, created time range.
 * - `VinInput` — a VIN field that checks as it is typed and looks the VIN up at 17 characters.
 * - The dropdowns they are made of (`BrandSelect`, `SeriesSelect` …) and the state labels.
 */
export { dateRangeParams, endNotBeforeStartRule, isRangeOrdered, DATE_PARAM_FORMAT } from './date-range';
export { DateRangeFields, withDateParams, type DateRangeFormValues } from './date-range-fields';
export { AfterSaleTypeField, BrandField, ModelField, SeriesField, useClearOnChange, ValueField } from './filter-fields';
export { VALUE_LABELS, ValueTag, valueOptions, valueText, type ValueLabel, type ValueLabelSet } from './labels';
export { ModelFilter, type ModelFilterProps, type ModelFilterValues } from './model-filter';
export {
  BrandSelect,
  CarTypeSelect,
  ClassificationSelect,
  codeLabel,
  EnergySelect,
  KindSelect,
  ModelSelect,
  SeriesSelect,
  ValueSelect,
  type CodeSelectProps,
} from './selects';
export { SeriesFilter, type SeriesFilterProps, type SeriesFilterValues } from './series-filter';
export {
  VEHICLE_TAG,
  vehicleDataApi,
  vehicleLookupsApi,
  isVehicleWrite,
  vehicleListsChangedBy,
  vehicleTag,
  useBrandOptionsQuery,
  useClassificationOptionsQuery,
  useSeriesOptionsQuery,
  useModelOptionsQuery,
  useVinInfoQuery,
  type VehicleResource,
  type VinAnswer,
} from './vehicle-data-api';
export { sanitizeVin, VinInput, type VinInputProps } from './vin-input';
