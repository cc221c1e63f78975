import type { VinInfo } from '@tis/contracts';

/**
 * The VIN query (`GET vehicleService/vehicle/vin`, the lookup every screen and the parts catalogue
 * make) in one statement and one round trip: the vehicle by its unique VIN, its brand, series and
 * model by their unique codes, and whether the VIN is shielded. Plain SQL, the same on SQLite, MySQL
 * and MariaDB, written once (no query builder per request). bench/lib/vin-sql.js runs the very same
 * text as S3's raw baseline; vin-query.medium.test.ts compares the two and checks the plan uses the
 * unique indexes only.
 */
export const VIN_INFO_SQL =
  'SELECT v.vin, v.brand_code, b.brand_name, v.series_code, s.series_name, s.epc_name, v.model_code, m.model_name, v.model_year, v.config_code, ' +
  'EXISTS (SELECT 1 FROM vehicle_vin_shield w WHERE w.vin = v.vin) AS shielded ' +
  'FROM vehicle v ' +
  'LEFT JOIN vehicle_brand b ON b.brand_code = v.brand_code ' +
  'LEFT JOIN vehicle_series s ON s.series_code = v.series_code ' +
  'LEFT JOIN vehicle_model m ON m.model_code = v.model_code ' +
  'WHERE v.vin = ?';

/** A row of VIN_INFO_SQL as the drivers answer it (`shielded` 0 or 1; MariaDB may answer it as a string). */
export interface VinInfoRow {
  vin: string;
  brand_code: string;
  brand_name: string | null;
  series_code: string;
  series_name: string | null;
  epc_name: string | null;
  model_code: string;
  model_name: string | null;
  model_year: number | string;
  config_code: string | null;
  shielded: number | string | boolean;
}

export function vinInfoOf(row: VinInfoRow): VinInfo {
  return {
    vin: row.vin,
    brandCode: row.brand_code,
    brandName: row.brand_name,
    seriesCode: row.series_code,
    seriesName: row.series_name,
    epcName: row.epc_name,
    modelCode: row.model_code,
    modelName: row.model_name,
    modelYear: Number(row.model_year),
    configCode: row.config_code,
    shielded: Number(row.shielded) === 1,
  };
}
