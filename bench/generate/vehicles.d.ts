// Types of vehicles.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export const SERVICE: 'vehicle';
export const VEHICLE_COLUMNS: string[];
export const BLOCK: number;
export const VIN_CHARS: string;
export const MAX_VEHICLES: number;
export const VIN_INDEX: number;
export type VehicleReferences = {
  brands: readonly { code: string; checkDigit: boolean }[];
  series: readonly { code: string; brandCode: string; energy: string | null }[];
  models: readonly { code: string; seriesCode: string }[];
  configs: readonly { code: string; modelCode: string }[];
};
export type VehicleOptions = {
  seed: number | string;
  count: number;
  refs: VehicleReferences;
  now: Date;
};
export type VehicleModel = {
  code: string;
  seriesCode: string;
  brandCode: string;
  checkDigit: boolean;
  energy: string | null;
  wmi: string;
  vds: string;
  configs: string[];
};
export function readVehicleReferences(target: { all: (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]> }): Promise<VehicleReferences>;
export function wmiOf(brandCode: string): string;
export function vehicleModels(refs: VehicleReferences): VehicleModel[];
export function generatedVin(model: { wmi: string; vds: string; checkDigit: boolean }, year: number, n: number, position9: string): string;
export function unknownVin(k: number): string;
export function vehicleRows(options: VehicleOptions & { from?: number }): Generator<unknown[], void, void>;
export function vehicleAt(options: VehicleOptions, n: number): unknown[];
