import { z } from 'zod';
import { pageQuerySchema } from '../paging.js';
import { translationImportProblemSchema } from '../translations.js';
import { vinSchema } from '../validators/vin.js';
import { filterText, modelCodesFilterSchema, modelYearSchema, nullableText, rowMetaShape, vehicleCode, versionSchema } from './vehicle-fields.js';
import { vinPrefixFilterSchema } from './vin-check.js';

/*
 * The VIN registry (/vehicle), the VIN query every screen uses (spec sections 5 and 7) and the VIN
 * shield of the parts catalogue (/EpcVinDisabled).
 */

/** Engine and motor numbers, colours. */
const PART_NUMBER_MAX = 32;
const COLOUR_MAX = 50;

/** Spec section 3, Vehicle: VIN, series, model, year, config code, engine number, motor number, colours. */
export const vehicleSchema = z.object({
  ...rowMetaShape,
  vin: z.string(),
  brandCode: z.string(),
  brandName: z.string().nullable(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  modelCode: z.string(),
  modelName: z.string().nullable(),
  modelYear: z.number().int(),
  configCode: z.string().nullable(),
  engineNo: z.string().nullable(),
  motorNo: z.string().nullable(),
  exteriorColour: z.string().nullable(),
  interiorColour: z.string().nullable(),
});
export type VehicleView = z.infer<typeof vehicleSchema>;

/** The vehicle list filters: VIN prefix, brand, series, model (one, or up to 100 codes), year. */
export const vehicleFilterShape = {
  vin: vinPrefixFilterSchema,
  brandCode: filterText(),
  seriesCode: filterText(),
  modelCode: filterText(),
  modelCodes: modelCodesFilterSchema,
  modelYear: z.preprocess((v) => (v === '' || v === null ? undefined : v), modelYearSchema.optional()),
};
export const vehicleQuerySchema = pageQuerySchema().omit({ keyword: true }).extend(vehicleFilterShape);
export type VehicleQuery = z.infer<typeof vehicleQuerySchema>;
export type VehicleQueryInput = z.input<typeof vehicleQuerySchema>;

/** The export takes the list's filters and answers every matching vehicle (streamed). */
export const vehicleExportQuerySchema = z.object(vehicleFilterShape);
export type VehicleExportQuery = z.infer<typeof vehicleExportQuerySchema>;

const vehicleFields = {
  seriesCode: vehicleCode(),
  modelCode: vehicleCode(),
  modelYear: modelYearSchema,
  configCode: nullableText(),
  engineNo: nullableText(PART_NUMBER_MAX),
  motorNo: nullableText(PART_NUMBER_MAX),
  exteriorColour: nullableText(COLOUR_MAX),
  interiorColour: nullableText(COLOUR_MAX),
};
/** The VIN is checked for length and characters here, for the check digit against its brand on the server. */
export const createVehicleSchema = z.object({ vin: vinSchema, ...vehicleFields });
export type CreateVehicle = z.input<typeof createVehicleSchema>;
/** The VIN identifies the vehicle: fixed once created. */
export const updateVehicleSchema = z.object({ ...vehicleFields, version: versionSchema });
export type UpdateVehicle = z.input<typeof updateVehicleSchema>;

export const VEHICLE_FIELD_LIMITS = { partNumber: PART_NUMBER_MAX, colour: COLOUR_MAX } as const;

// --- VIN query (spec sections 5 and 7: exactly 17 characters typed → brand and series) ---

export const vinQuerySchema = z.object({ vin: vinSchema });
export type VinQuery = z.infer<typeof vinQuerySchema>;

export const vinInfoSchema = z.object({
  vin: z.string(),
  brandCode: z.string(),
  brandName: z.string().nullable(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  epcName: z.string().nullable(),
  modelCode: z.string(),
  modelName: z.string().nullable(),
  modelYear: z.number().int(),
  configCode: z.string().nullable(),
  /** The VIN is shielded from the parts catalogue (/EpcVinDisabled). */
  shielded: z.boolean(),
});
export type VinInfo = z.infer<typeof vinInfoSchema>;

// --- VIN import and export (Excel) ---

/** The columns of the import template and of the export, in order (row 1 holds these headers). */
export const VEHICLE_SHEET_COLUMNS = [
  'vin',
  'seriesCode',
  'modelCode',
  'modelYear',
  'configCode',
  'engineNo',
  'motorNo',
  'exteriorColour',
  'interiorColour',
] as const;
export type VehicleSheetColumn = (typeof VEHICLE_SHEET_COLUMNS)[number];
export const VEHICLE_SHEET_NAME = 'vehicles';

/**
 * The import report: with problems nothing was written (`imported` false) and each problem names its
 * worksheet row (0: the file as a whole) and column header; otherwise every row was inserted in one
 * transaction.
 */
export const vehicleImportResultSchema = z.object({
  imported: z.boolean(),
  rows: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  problems: z.array(translationImportProblemSchema),
});
export type VehicleImportResult = z.infer<typeof vehicleImportResultSchema>;

// --- VIN shield (/EpcVinDisabled) ---

export const vinShieldSchema = z.object({ ...rowMetaShape, vin: z.string(), remark: z.string().nullable(), createdAt: z.string() });
export type VinShieldView = z.infer<typeof vinShieldSchema>;
/** A shield's remark. */
export const VIN_SHIELD_REMARK_MAX_LENGTH = 500;
/** A VIN prefix, and the keyword: part of the VIN or the remark. */
export const vinShieldQuerySchema = pageQuerySchema().extend({ vin: vinPrefixFilterSchema });
export type VinShieldQuery = z.infer<typeof vinShieldQuerySchema>;
export type VinShieldQueryInput = z.input<typeof vinShieldQuerySchema>;
export const createVinShieldSchema = z.object({ vin: vinSchema, remark: nullableText(VIN_SHIELD_REMARK_MAX_LENGTH) });
export type CreateVinShield = z.input<typeof createVinShieldSchema>;
export const updateVinShieldSchema = z.object({ remark: nullableText(VIN_SHIELD_REMARK_MAX_LENGTH), version: versionSchema });
export type UpdateVinShield = z.input<typeof updateVinShieldSchema>;
