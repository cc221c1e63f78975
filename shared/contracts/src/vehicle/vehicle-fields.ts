import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { ORG_CODE_PATTERN } from '../organisation.js';
import { DROPDOWN_LIMITS } from '../page-sizes.js';
import { wholeNumberSchema } from '../validators/whole-number.js';

/*
 * Limits and field rules shared by the vehicle master data schemas (spec sections 3, 5 and 9).
 */

/** More than this many VINs in one import are not processed (spec section 9). */
export const VIN_IMPORT_MAX = LIMITS.vinImportMax;
/** At most this many model codes in one query (spec section 9). */
export const MODEL_CODES_MAX = LIMITS.modelCodesPerQuery;
/** The import workbook may have at most this many bytes (spec section 9: excel 10M). */
export const VEHICLE_IMPORT_MAX_BYTES = LIMITS.excelBytes;
/** The multipart field of the import file. */
export const VEHICLE_IMPORT_FIELD = 'file';
/** The import report lists at most this many problems (then says how many more there are). */
export const VEHICLE_IMPORT_MAX_PROBLEMS = 200;

/** How many rows the dropdown calls may ask for (spec sections 7 and 9). */
export const VEHICLE_DROPDOWN_LIMITS = {
  brand: 999,
  series: 999,
  classification: 999,
  kind: DROPDOWN_LIMITS.kind,
  energy: DROPDOWN_LIMITS.energy,
  carType: DROPDOWN_LIMITS.carType,
  model: DROPDOWN_LIMITS.model,
} as const;

/** Brand codes are what users' brand lists hold (at most 32 characters there). */
export const BRAND_CODE_MAX_LENGTH = 32;
export const VEHICLE_CODE_MAX_LENGTH = 64;
export const VEHICLE_NAME_MAX_LENGTH = 100;
export const MODEL_YEAR_MIN = 1980;
export const MODEL_YEAR_MAX = 2100;
export const SORT_NO_MAX = 9999;
/** Remarks of directories, configurations and module settings. */
export const VEHICLE_REMARK_MAX_LENGTH = 500;

const REQUIRED = 'validation.required';

/** A required code other rows refer to: letters, digits, '-', '_', '.'. */
export function vehicleCode(max = VEHICLE_CODE_MAX_LENGTH, formatKey: 'validation.codeFormat' | 'validation.vehicle.brandCodeFormat' = 'validation.codeFormat') {
  return z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(max, formatKey).regex(ORG_CODE_PATTERN, formatKey);
}

export const brandCodeSchema = vehicleCode(BRAND_CODE_MAX_LENGTH, 'validation.vehicle.brandCodeFormat');

/** A required text. */
export function requiredText(max = VEHICLE_NAME_MAX_LENGTH) {
  return z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(max, 'validation.tooLong');
}

/** An optional text or reference: absent, null and blank are all null. */
export function nullableText(max = VEHICLE_NAME_MAX_LENGTH) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max, 'validation.tooLong').nullable().default(null));
}

/** A query filter: absent or blank means "no filter". */
export function filterText(max = VEHICLE_CODE_MAX_LENGTH) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max, 'validation.tooLong').optional());
}

/** A 0/1 flag (state, history state, visible), from JSON or from a query string. */
export const flagSchema = wholeNumberSchema('validation.invalidOption').pipe(z.union([z.literal(0), z.literal(1)], { error: 'validation.invalidOption' }));
export type Flag = z.infer<typeof flagSchema>;

/** A 0/1 filter: absent or blank means "no filter". */
export const flagFilterSchema = z.preprocess((v) => (v === '' || v === null ? undefined : v), flagSchema.optional());

/** A boolean from JSON or from a query string ('true' / 'false' / '1' / '0'). */
export const booleanFilterSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'validation.invalidOption' }).optional(),
);

export const sortNoSchema = z.coerce.number({ error: 'validation.sortNo' }).int('validation.sortNo').min(0, 'validation.sortNo').max(SORT_NO_MAX, 'validation.sortNo').default(0);

export const modelYearSchema = wholeNumberSchema('validation.vehicle.year').pipe(
  z.number().min(MODEL_YEAR_MIN, 'validation.vehicle.year').max(MODEL_YEAR_MAX, 'validation.vehicle.year'),
);

export const versionSchema = z.number({ error: REQUIRED }).int().min(1);

/** The body of the state and publish routes: the version the screen read. */
export const versionBodySchema = z.object({ version: versionSchema });
export type VersionBody = z.infer<typeof versionBodySchema>;

/** Route params of the row routes (`PUT …/:id`, `DELETE …/:id`). */
export const vehicleIdParamsSchema = z.object({ id: z.string().min(1).max(36) });
export type VehicleIdParams = z.infer<typeof vehicleIdParamsSchema>;

/** Who changed a row when, and its optimistic-lock version ("data state changed, reopen"). */
export const rowMetaShape = {
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};

/**
 * `modelCodes`: a comma-separated list or repeated query parameters, at most MODEL_CODES_MAX codes
 * (spec section 9: limit of 100 model codes).
 */
export const modelCodesFilterSchema = z.preprocess(
  (v: unknown): unknown => {
    if (v === undefined || v === null || v === '') return undefined;
    const parts: unknown[] = (Array.isArray(v) ? (v as unknown[]) : [v]).flatMap((p) => (typeof p === 'string' ? p.split(',') : [p]));
    return [...new Set(parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== ''))];
  },
  z
    .array(z.string().max(VEHICLE_CODE_MAX_LENGTH, 'validation.tooLong'))
    .max(MODEL_CODES_MAX, 'validation.vehicle.modelCodesMax')
    .optional(),
);
