/**
 * The SQL of the VIN query (`GET /tis/api/vehicleService/vehicle/vin?vin=…`), written out by hand
 * for the raw-driver side of S3. VehicleService.vinInfo (services/vehicle/src/vehicle/
 * vehicle.service.ts) runs, through TypeORM:
 *
 *   1. the vehicle: a query builder `v.vin = :vin`, getOne():
 *        SELECT "v"."id" AS "v_id", … every column … FROM "vehicle" "v" WHERE "v"."vin" = ?
 *   2. then, when found, four at once (Promise.all; on MariaDB on separate pooled connections):
 *        brand, series and model by code — repository findOneBy:
 *          SELECT "Brand"."id" AS "Brand_id", … FROM "vehicle_brand" "Brand" WHERE (("Brand"."brand_code" = ?)) LIMIT 1
 *        the shield — existsBy:
 *          SELECT 1 AS "row_exists" FROM (SELECT 1 AS dummy_column) "dummy_table"
 *          WHERE EXISTS (SELECT 1 FROM "vehicle_vin_shield" "VinShield" WHERE (("VinShield"."vin" = ?)))
 *
 * An unknown VIN runs only the first. The column lists are the tables' (the entities map every
 * column of services/vehicle/src/migrations/1700000033000-vehicle-master-data.ts); MySQL / MariaDB
 * quote with backticks.
 */
import { VERSIONED_COLUMNS } from '../generate/common.js';
import { quoteIdent } from '../generate/sql.js';
import { VEHICLE_COLUMNS } from '../generate/vehicles.js';

/** @typedef {import('../generate/sql.js').SqlDialect} SqlDialect */
/** @typedef {{ sql: string, params: unknown[] }} Query */

const TABLES = {
  Brand: ['vehicle_brand', 'brand_code', [...VERSIONED_COLUMNS, 'brand_code', 'brand_name', 'brand_type', 'login_entry', 'check_digit', 'sort_no']],
  Series: [
    'vehicle_series',
    'series_code',
    [...VERSIONED_COLUMNS, 'brand_code', 'series_code', 'series_name', 'epc_name', 'after_sale_type', 'sub_sale_type', 'energy_type', 'car_type', 'state', 'history_state', 'visible'],
  ],
  Model: ['vehicle_model', 'model_code', [...VERSIONED_COLUMNS, 'brand_code', 'series_code', 'model_code', 'model_name', 'kind_code', 'pub_state', 'visible', 'state']],
};

/** @param {SqlDialect} dialect @param {string} alias @param {readonly string[]} columns */
function selectList(dialect, alias, columns) {
  const q = (/** @type {string} */ n) => quoteIdent(dialect, n);
  return columns.map((c) => `${q(alias)}.${q(c)} AS ${q(`${alias}_${c}`)}`).join(', ');
}

/**
 * The vehicle by VIN (the first query).
 * @param {SqlDialect} dialect @param {string} vin @returns {Query}
 */
export function vehicleByVinQuery(dialect, vin) {
  const q = (/** @type {string} */ n) => quoteIdent(dialect, n);
  return { sql: `SELECT ${selectList(dialect, 'v', VEHICLE_COLUMNS)} FROM ${q('vehicle')} ${q('v')} WHERE ${q('v')}.${q('vin')} = ?`, params: [vin] };
}

/**
 * The four queries after a found vehicle: brand, series, model (by code) and the shield check.
 * @param {SqlDialect} dialect @param {{ vin: string, brandCode: string, seriesCode: string, modelCode: string }} vehicle
 * @returns {{ brand: Query, series: Query, model: Query, shield: Query }}
 */
export function vinDetailQueries(dialect, { vin, brandCode, seriesCode, modelCode }) {
  const q = (/** @type {string} */ n) => quoteIdent(dialect, n);
  const byCode = (/** @type {keyof typeof TABLES} */ alias, /** @type {string} */ value) => {
    const [table, key, columns] = TABLES[alias];
    return { sql: `SELECT ${selectList(dialect, alias, columns)} FROM ${q(table)} ${q(alias)} WHERE ((${q(alias)}.${q(key)} = ?)) LIMIT 1`, params: [value] };
  };
  return {
    brand: byCode('Brand', brandCode),
    series: byCode('Series', seriesCode),
    model: byCode('Model', modelCode),
    shield: {
      sql:
        `SELECT 1 AS ${q('row_exists')} FROM (SELECT 1 AS dummy_column) ${q('dummy_table')} ` +
        `WHERE EXISTS (SELECT 1 FROM ${q('vehicle_vin_shield')} ${q('VinShield')} WHERE ((${q('VinShield')}.${q('vin')} = ?)))`,
      params: [vin],
    },
  };
}
