// Types of vin-sql.js for the TypeScript tests (tsc does not read JSDoc from .js files here); keep in step with it.
export type Query = { sql: string; params: unknown[] };
export const VIN_INFO_SQL: string;
export function vinInfoQuery(vin: string): Query;
