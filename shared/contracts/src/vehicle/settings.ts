import { z } from 'zod';
import { pageQuerySchema } from '../paging.js';
import { dateRangeSchema } from '../validators/date-range.js';
import { booleanFilterSchema, filterText, nullableText, requiredText, rowMetaShape, sortNoSchema, VEHICLE_REMARK_MAX_LENGTH, vehicleCode, versionSchema } from './vehicle-fields.js';

/*
 * The vehicle settings screens (ADR 0015): car series settings (/carSeriesSettings), module
 * settings (/moduleSettings) and commercial information (/CommercialInformation). Vehicle
 * classification settings are in master-data.ts.
 */

// --- Car series settings: display order, image and where a series is shown ---

/** Where the portal shows a series: the home page's series tiles and the manual pages' series list. */
export const SERIES_DISPLAY_PLACES = ['home', 'manual'] as const;
export type SeriesDisplayPlace = (typeof SERIES_DISPLAY_PLACES)[number];

/** The longest series image address. */
export const SERIES_IMAGE_URL_MAX_LENGTH = 500;

export const seriesSettingSchema = z.object({
  ...rowMetaShape,
  brandCode: z.string(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  sortNo: z.number().int(),
  /** A file path under /tis/file or /tis/miniofile, or an absolute https URL. */
  imageUrl: z.string().nullable(),
  showOnHome: z.boolean(),
  showOnManual: z.boolean(),
});
export type SeriesSettingView = z.infer<typeof seriesSettingSchema>;
export const seriesSettingQuerySchema = pageQuerySchema().omit({ keyword: true }).extend({
  brandCode: filterText(),
  seriesCode: filterText(),
  showOnHome: booleanFilterSchema,
  showOnManual: booleanFilterSchema,
});
export type SeriesSettingQuery = z.infer<typeof seriesSettingQuerySchema>;
export type SeriesSettingQueryInput = z.input<typeof seriesSettingQuerySchema>;

const imageUrlSchema = nullableText(SERIES_IMAGE_URL_MAX_LENGTH).refine((v) => v === null || /^(\/tis\/(file|miniofile)\/|https:\/\/)\S+$/.test(v), 'validation.vehicle.imageUrl');
const seriesSettingFields = {
  sortNo: sortNoSchema,
  imageUrl: imageUrlSchema,
  showOnHome: z.boolean({ error: 'validation.invalidOption' }).default(true),
  showOnManual: z.boolean({ error: 'validation.invalidOption' }).default(true),
};
export const createSeriesSettingSchema = z.object({ seriesCode: vehicleCode(), ...seriesSettingFields });
export type CreateSeriesSetting = z.input<typeof createSeriesSettingSchema>;
export const updateSeriesSettingSchema = z.object({ ...seriesSettingFields, version: versionSchema });
export type UpdateSeriesSetting = z.input<typeof updateSeriesSettingSchema>;

/** The series a place shows, in display order (visible, enabled series only). */
export const shownSeriesQuerySchema = z.object({ place: z.enum(SERIES_DISPLAY_PLACES, { error: 'validation.invalidOption' }), brandCode: filterText() });
export type ShownSeriesQuery = z.infer<typeof shownSeriesQuerySchema>;
export const shownSeriesSchema = z.object({
  brandCode: z.string(),
  seriesCode: z.string(),
  seriesName: z.string(),
  epcName: z.string().nullable(),
  sortNo: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type ShownSeries = z.infer<typeof shownSeriesSchema>;

// --- Module settings: which data-source modules a series has ---

/** The data-source type keywords (spec section 3). */
export const DATA_SOURCE_MODULES = [
  'wsm',
  'diagnose',
  'body',
  'tool',
  'wd',
  'labor',
  'epc',
  'case',
  'claim',
  'tsb',
  'techqa',
  'outertechqa',
  'bulletin',
  'law',
  'software',
  'techProve',
  'qualityFb',
  'partqa',
  'maintainability',
] as const;
export type DataSourceModule = (typeof DATA_SOURCE_MODULES)[number];
const moduleTypeSchema = z.enum(DATA_SOURCE_MODULES, { error: 'validation.invalidOption' });

export const moduleSettingSchema = z.object({
  ...rowMetaShape,
  brandCode: z.string(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  moduleType: moduleTypeSchema,
  enabled: z.boolean(),
  remark: z.string().nullable(),
});
export type ModuleSettingView = z.infer<typeof moduleSettingSchema>;
/** The keyword matches the series code and the remark. */
export const moduleSettingQuerySchema = pageQuerySchema().extend({
  brandCode: filterText(),
  seriesCode: filterText(),
  moduleType: z.preprocess((v) => (v === '' ? undefined : v), moduleTypeSchema.optional()),
  enabled: booleanFilterSchema,
});
export type ModuleSettingQuery = z.infer<typeof moduleSettingQuerySchema>;
export type ModuleSettingQueryInput = z.input<typeof moduleSettingQuerySchema>;
export const createModuleSettingSchema = z.object({
  seriesCode: vehicleCode(),
  moduleType: moduleTypeSchema,
  enabled: z.boolean({ error: 'validation.invalidOption' }).default(true),
  remark: nullableText(VEHICLE_REMARK_MAX_LENGTH),
});
export type CreateModuleSetting = z.input<typeof createModuleSettingSchema>;
export const updateModuleSettingSchema = z.object({ enabled: z.boolean({ error: 'validation.invalidOption' }), remark: nullableText(VEHICLE_REMARK_MAX_LENGTH), version: versionSchema });
export type UpdateModuleSetting = z.input<typeof updateModuleSettingSchema>;

/** The modules a series has enabled (home module icons of a series). */
export const enabledModulesQuerySchema = z.object({ seriesCode: vehicleCode() });
export type EnabledModulesQuery = z.infer<typeof enabledModulesQuerySchema>;

// --- Commercial information: per model and market ---

/** ISO 4217 currency codes. */
const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const PRICE_MAX = 100_000_000;

export const commercialInfoSchema = z.object({
  ...rowMetaShape,
  brandCode: z.string(),
  seriesCode: z.string(),
  modelCode: z.string(),
  modelName: z.string().nullable(),
  market: z.string(),
  salesName: z.string(),
  /** 'YYYY-MM-DD'. */
  launchDate: z.string().nullable(),
  priceMin: z.number().int().nullable(),
  priceMax: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type CommercialInfoView = z.infer<typeof commercialInfoSchema>;

/** Filters: brand, series, model, market, launch date range; keyword matches the sales name. */
export const commercialInfoQuerySchema = dateRangeSchema()
  .extend(pageQuerySchema().shape)
  .extend({ brandCode: filterText(), seriesCode: filterText(), modelCode: filterText(), market: filterText() });
export type CommercialInfoQuery = z.infer<typeof commercialInfoQuerySchema>;
export type CommercialInfoQueryInput = z.input<typeof commercialInfoQuerySchema>;

const priceSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z.number({ error: 'validation.vehicle.price' }).int('validation.vehicle.price').min(0, 'validation.vehicle.price').max(PRICE_MAX, 'validation.vehicle.price').nullable().default(null),
);
const commercialFields = {
  salesName: requiredText(),
  launchDate: z.preprocess((v) => (v === '' ? null : v), z.iso.date({ error: 'validation.invalidDate' }).nullable().default(null)),
  priceMin: priceSchema,
  priceMax: priceSchema,
  currency: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
    z.string().regex(CURRENCY_PATTERN, 'validation.vehicle.currency').nullable().default(null),
  ),
};
type CommercialFields = { priceMin: number | null; priceMax: number | null; currency: string | null };
function checkPrices(value: CommercialFields, ctx: z.RefinementCtx): void {
  if (value.priceMin !== null && value.priceMax !== null && value.priceMin > value.priceMax) {
    ctx.addIssue({ code: 'custom', message: 'validation.vehicle.priceRange', path: ['priceMax'] });
  }
  if ((value.priceMin !== null || value.priceMax !== null) && value.currency === null) {
    ctx.addIssue({ code: 'custom', message: 'validation.vehicle.currency', path: ['currency'] });
  }
}
export const createCommercialInfoSchema = z
  .object({ modelCode: vehicleCode(), market: vehicleCode(), ...commercialFields })
  .superRefine(checkPrices);
export type CreateCommercialInfo = z.input<typeof createCommercialInfoSchema>;
/** Model and market identify the row. */
export const updateCommercialInfoSchema = z.object({ ...commercialFields, version: versionSchema }).superRefine(checkPrices);
export type UpdateCommercialInfo = z.input<typeof updateCommercialInfoSchema>;
