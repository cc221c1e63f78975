// Types of vin-sql.js for the TypeScript tests (tsc does not read JSDoc from .js files here); keep in step with it.
import type { SqlDialect } from '../generate/sql.js';
export type Query = { sql: string; params: unknown[] };
export function vehicleByVinQuery(dialect: SqlDialect, vin: string): Query;
export function vinDetailQueries(
  dialect: SqlDialect,
  vehicle: { vin: string; brandCode: string; seriesCode: string; modelCode: string },
): { brand: Query; series: Query; model: Query; shield: Query };
