import { codeIndexesMigration } from '@tis/nest';

/** Codes unique regardless of case on SQLite too (MariaDB's collation already compares without case). The vehicle master data codes: brands, series, directories, models, configurations, classifications, kinds, energy and car types. */
export const CaseInsensitiveCodes1700000070000 = codeIndexesMigration('CaseInsensitiveCodes1700000070000', [
  { name: 'uq_vehicle_brand_code_ci', table: 'vehicle_brand', columns: ['brand_code'] },
  { name: 'uq_vehicle_series_code_ci', table: 'vehicle_series', columns: ['series_code'] },
  { name: 'uq_vehicle_series_directory_code_ci', table: 'vehicle_series_directory', columns: ['directory_code'] },
  { name: 'uq_vehicle_model_code_ci', table: 'vehicle_model', columns: ['model_code'] },
  { name: 'uq_vehicle_model_config_code_ci', table: 'vehicle_model_config', columns: ['config_code'] },
  { name: 'uq_vehicle_classification_code_ci', table: 'vehicle_classification', columns: ['classification_code'] },
  { name: 'uq_vehicle_kind_code_lang_ci', table: 'vehicle_kind', columns: ['kind_code', 'lang_code'] },
  { name: 'uq_vehicle_energy_code_lang_ci', table: 'vehicle_energy', columns: ['energy_code', 'lang_code'] },
  { name: 'uq_vehicle_car_type_code_ci', table: 'vehicle_car_type', columns: ['cartype_code'] },
]);
