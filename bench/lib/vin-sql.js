/**
 * The SQL of the VIN query (`GET /tis/api/vehicleService/vehicle/vin?vin=…`), written out by hand
 * for the raw-driver side of S3. VehicleService.vinInfo (services/vehicle/src/vehicle/vin-query.ts)
 * sends exactly this text through TypeORM's DataSource.query — one statement, one round trip: the
 * vehicle by its unique VIN, its brand, series and model by their unique codes (LEFT JOIN) and the
 * shield check (EXISTS). Plain SQL, the same on SQLite, MySQL and MariaDB.
 * services/vehicle/src/vehicle/__tests__/vin-query.medium.test.ts captures what the service sends
 * during a lookup (TypeORM's logger) and compares it with this, on SQLite and MariaDB.
 */

/** @typedef {{ sql: string, params: unknown[] }} Query */

export const VIN_INFO_SQL =
  'SELECT v.vin, v.brand_code, b.brand_name, v.series_code, s.series_name, s.epc_name, v.model_code, m.model_name, v.model_year, v.config_code, ' +
  'EXISTS (SELECT 1 FROM vehicle_vin_shield w WHERE w.vin = v.vin) AS shielded ' +
  'FROM vehicle v ' +
  'LEFT JOIN vehicle_brand b ON b.brand_code = v.brand_code ' +
  'LEFT JOIN vehicle_series s ON s.series_code = v.series_code ' +
  'LEFT JOIN vehicle_model m ON m.model_code = v.model_code ' +
  'WHERE v.vin = ?';

/**
 * The VIN query of one VIN: at most one row (brand_code, brand_name, series_name, …, shielded 0/1).
 * @param {string} vin @returns {Query}
 */
export function vinInfoQuery(vin) {
  return { sql: VIN_INFO_SQL, params: [vin] };
}
