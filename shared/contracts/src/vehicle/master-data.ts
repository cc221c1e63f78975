import { z } from 'zod';
import { pageQuerySchema } from '../paging.js';
import { dateRangeSchema } from '../validators/date-range.js';
import { vinSchema } from '../validators/vin.js';
import {
  brandCodeSchema,
  filterText,
  flagFilterSchema,
  flagSchema,
  modelCodesFilterSchema,
  nullableText,
  requiredText,
  rowMetaShape,
  sortNoSchema,
  VEHICLE_DROPDOWN_LIMITS,
  VEHICLE_REMARK_MAX_LENGTH,
  vehicleCode,
  versionSchema,
} from './vehicle-fields.js';

/*
 * Vehicle master data of the vehicle service (spec sections 2, 3, 4 and 7): brands, vehicle
 * classifications (after-sale and sub-sale types), kinds, energy types, car types, series with their
 * EPC directory, models and model configurations. Base `vehicleService`.
 */

// --- Brands (/vehicleBrand) ---

/** A sales brand, a sister-brand tag or the group tag (spec section 1). */
export const BRAND_TYPES = ['brand', 'sister', 'group'] as const;
export type BrandType = (typeof BRAND_TYPES)[number];

/** The login entry of a brand: its login route without the slash (spec section 2, LOGIN_ROUTES). */
export const BRAND_LOGIN_ENTRIES = ['login', 'os', 'com', 'yw', 'fcb', 'mssp'] as const;
export type BrandLoginEntry = (typeof BRAND_LOGIN_ENTRIES)[number];

const brandFields = {
  brandName: requiredText(),
  brandType: z.enum(BRAND_TYPES, { error: 'validation.invalidOption' }),
  loginEntry: z.preprocess((v) => (v === '' ? null : v), z.enum(BRAND_LOGIN_ENTRIES, { error: 'validation.invalidOption' }).nullable().default(null)),
  /** Its VINs carry the check digit in position 9 (checked on entry and import). */
  checkDigit: z.boolean({ error: 'validation.invalidOption' }).default(false),
  sortNo: sortNoSchema,
};

export const brandSchema = z.object({
  ...rowMetaShape,
  brandCode: z.string(),
  brandName: z.string(),
  brandType: z.enum(BRAND_TYPES),
  loginEntry: z.enum(BRAND_LOGIN_ENTRIES).nullable(),
  checkDigit: z.boolean(),
  sortNo: z.number().int(),
});
export type BrandView = z.infer<typeof brandSchema>;

/** `GET brand list` (spec section 7): every brand for the filters, in display order. */
export const brandOptionSchema = brandSchema.pick({ brandCode: true, brandName: true, brandType: true, loginEntry: true, checkDigit: true });
export type BrandOption = z.infer<typeof brandOptionSchema>;

export const brandQuerySchema = pageQuerySchema().extend({ brandType: z.enum(BRAND_TYPES, { error: 'validation.invalidOption' }).optional() });
export type BrandQuery = z.infer<typeof brandQuerySchema>;
export type BrandQueryInput = z.input<typeof brandQuerySchema>;

export const createBrandSchema = z.object({ brandCode: brandCodeSchema, ...brandFields });
export type CreateBrand = z.input<typeof createBrandSchema>;
/** The code is what series and users refer to: fixed once created. */
export const updateBrandSchema = z.object({ ...brandFields, version: versionSchema });
export type UpdateBrand = z.input<typeof updateBrandSchema>;

// --- Vehicle classifications (/vehicleClassificationSettings): after-sale and sub-sale types ---

/** A language code of the stored language list (zh_CN, en_US, de_DE, …). */
export const vehicleLangCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[A-Za-z]{2,8}(_[A-Za-z0-9]{2,8})?$/, 'validation.langCodeFormat');

/** Top level: after-sale types (passenger car, commercial vehicle …); below them: sub-sale types. */
export const CLASSIFICATION_LEVELS = ['afterSale', 'subSale'] as const;
export type ClassificationLevel = (typeof CLASSIFICATION_LEVELS)[number];

/**
 * One row per classification and language (like kinds and energy types, spec section 3: langCode +
 * name): the level, parent and sort number belong to the code and are the same in each language.
 */
export const classificationSchema = z.object({
  ...rowMetaShape,
  classificationCode: z.string(),
  langCode: z.string(),
  classificationName: z.string(),
  level: z.enum(CLASSIFICATION_LEVELS),
  /** The after-sale type of a sub-sale type; null for an after-sale type. */
  parentCode: z.string().nullable(),
  /** In the row's language (another language when the parent has none in it). */
  parentName: z.string().nullable(),
  sortNo: z.number().int(),
});
export type ClassificationView = z.infer<typeof classificationSchema>;

/** The dropdowns: each classification once, named in the request's language (another when it has none in it). */
export const classificationOptionSchema = classificationSchema.pick({ classificationCode: true, classificationName: true, level: true, parentCode: true });
export type ClassificationOption = z.infer<typeof classificationOptionSchema>;

export const classificationQuerySchema = pageQuerySchema().extend({
  level: z.enum(CLASSIFICATION_LEVELS, { error: 'validation.invalidOption' }).optional(),
  parentCode: filterText(),
  /** One language (default: the Language header). */
  langCode: filterText(20),
});
export type ClassificationQuery = z.infer<typeof classificationQuerySchema>;
export type ClassificationQueryInput = z.input<typeof classificationQuerySchema>;

/**
 * A classification in one language. Adding a language to an existing code keeps the code's parent
 * (a different parent is refused) and takes its sort number.
 */
export const createClassificationSchema = z.object({
  classificationCode: vehicleCode(),
  langCode: vehicleLangCodeSchema,
  classificationName: requiredText(),
  parentCode: nullableText(),
  sortNo: sortNoSchema,
});
export type CreateClassification = z.input<typeof createClassificationSchema>;
/** A classification keeps its level and parent: series refer to the pair. The sort number changes in every language. */
export const updateClassificationSchema = z.object({ classificationName: requiredText(), sortNo: sortNoSchema, version: versionSchema });
export type UpdateClassification = z.input<typeof updateClassificationSchema>;

// --- Kinds, energy types and car types (one row per code and language) ---

/** The dropdown lists ask for pageNo 1, pageSize 999 (spec section 7); `langCode` picks one language. */
const localizedQuery = pageQuerySchema({ dropdownSize: VEHICLE_DROPDOWN_LIMITS.kind }).extend({ langCode: filterText(20) });

/** Spec section 3, Kind: langCode, kindName — the vehicle kind of a model (sedan, SUV, truck …). */
export const kindSchema = z.object({ ...rowMetaShape, kindCode: z.string(), langCode: z.string(), kindName: z.string() });
export type KindView = z.infer<typeof kindSchema>;
export const kindQuerySchema = localizedQuery;
export type KindQuery = z.infer<typeof kindQuerySchema>;
export type KindQueryInput = z.input<typeof kindQuerySchema>;
export const createKindSchema = z.object({ kindCode: vehicleCode(), langCode: vehicleLangCodeSchema, kindName: requiredText() });
export type CreateKind = z.input<typeof createKindSchema>;
export const updateKindSchema = z.object({ kindName: requiredText(), version: versionSchema });
export type UpdateKind = z.input<typeof updateKindSchema>;

/** Spec section 3, Energy: langCode, name — the energy type of a series (petrol, BEV, PHEV …). */
export const energySchema = z.object({ ...rowMetaShape, energyCode: z.string(), langCode: z.string(), name: z.string() });
export type EnergyView = z.infer<typeof energySchema>;
export const energyQuerySchema = localizedQuery;
export type EnergyQuery = z.infer<typeof energyQuerySchema>;
export type EnergyQueryInput = z.input<typeof energyQuerySchema>;
export const createEnergySchema = z.object({ energyCode: vehicleCode(), langCode: vehicleLangCodeSchema, name: requiredText() });
export type CreateEnergy = z.input<typeof createEnergySchema>;
export const updateEnergySchema = z.object({ name: requiredText(), version: versionSchema });
export type UpdateEnergy = z.input<typeof updateEnergySchema>;

/** Spec section 3, Car type: cartypeCode, cartypeName (/TisosCartype) — one row per car type and language, like kinds. */
export const carTypeSchema = z.object({ ...rowMetaShape, cartypeCode: z.string(), langCode: z.string(), cartypeName: z.string() });
export type CarTypeView = z.infer<typeof carTypeSchema>;
export const carTypeQuerySchema = pageQuerySchema({ dropdownSize: VEHICLE_DROPDOWN_LIMITS.carType }).extend({ langCode: filterText(20) });
export type CarTypeQuery = z.infer<typeof carTypeQuerySchema>;
export type CarTypeQueryInput = z.input<typeof carTypeQuerySchema>;
export const createCarTypeSchema = z.object({ cartypeCode: vehicleCode(), langCode: vehicleLangCodeSchema, cartypeName: requiredText() });
export type CreateCarType = z.input<typeof createCarTypeSchema>;
export const updateCarTypeSchema = z.object({ cartypeName: requiredText(), version: versionSchema });
export type UpdateCarType = z.input<typeof updateCarTypeSchema>;

// --- Series (/vehicleSeries, /EPCSeries) ---

/** Series and model state, EpcConfig state (spec section 4: 0 and 1). */
export const ENABLED_STATE = { disabled: 0, enabled: 1 } as const;
/** A series still built (0) or a history series (1). */
export const HISTORY_STATE = { current: 0, history: 1 } as const;

/** The Series filter widget (spec section 2): brand, after-sale type, sub-sale type, energy type, series, state, car type, history state. */
const seriesFilterShape = {
  brandCode: filterText(),
  afterSaleType: filterText(),
  subSaleType: filterText(),
  energyType: filterText(),
  seriesCode: filterText(),
  state: flagFilterSchema,
  carType: filterText(),
  historyState: flagFilterSchema,
  visible: flagFilterSchema,
};

export const seriesSchema = z.object({
  ...rowMetaShape,
  brandCode: z.string(),
  brandName: z.string().nullable(),
  seriesCode: z.string(),
  seriesName: z.string(),
  /** The name the parts catalogue shows (spec section 3, Series: epcName). */
  epcName: z.string().nullable(),
  afterSaleType: z.string(),
  /** The names of the classifications, energy type and car type: in the request's language, another when the code has none in it. */
  afterSaleTypeName: z.string().nullable(),
  subSaleType: z.string().nullable(),
  subSaleTypeName: z.string().nullable(),
  energyType: z.string().nullable(),
  energyName: z.string().nullable(),
  carType: z.string().nullable(),
  carTypeName: z.string().nullable(),
  state: z.number().int(),
  historyState: z.number().int(),
  visible: z.number().int(),
  /** Whether the series has its EPC directory. */
  hasDirectory: z.boolean(),
});
export type SeriesView = z.infer<typeof seriesSchema>;

/** What the filters and dropdowns of other screens need of a series. */
export const seriesOptionSchema = seriesSchema.pick({
  brandCode: true,
  seriesCode: true,
  seriesName: true,
  epcName: true,
  afterSaleType: true,
  subSaleType: true,
  energyType: true,
  carType: true,
  state: true,
  historyState: true,
  visible: true,
});
export type SeriesOption = z.infer<typeof seriesOptionSchema>;

/** The admin list: the Series filter plus keyword (code or name), paged. */
export const seriesQuerySchema = pageQuerySchema().extend(seriesFilterShape);
export type SeriesQuery = z.infer<typeof seriesQuerySchema>;
export type SeriesQueryInput = z.input<typeof seriesQuerySchema>;

/** `GET series list by brandCode` (spec section 7). */
export const seriesByBrandQuerySchema = z.object({ brandCode: filterText() });
export type SeriesByBrandQuery = z.infer<typeof seriesByBrandQuerySchema>;

/**
 * `POST series filter` (spec section 7): the Series filter, paged up to 999. `roleCheck` 1 (what the
 * screens send, spec section 6) limits the series to the brands of the signed-in user.
 */
const seriesFilterPage = pageQuerySchema({ dropdownSize: VEHICLE_DROPDOWN_LIMITS.series });
export const seriesFilterSchema = seriesFilterPage.extend({
  ...seriesFilterShape,
  pageSize: seriesFilterPage.shape.pageSize.unwrap().default(VEHICLE_DROPDOWN_LIMITS.series),
  roleCheck: flagSchema.default(0),
});
export type SeriesFilter = z.infer<typeof seriesFilterSchema>;
export type SeriesFilterInput = z.input<typeof seriesFilterSchema>;

const seriesFields = {
  seriesName: requiredText(),
  epcName: nullableText(),
  afterSaleType: vehicleCode(),
  subSaleType: nullableText(),
  energyType: nullableText(),
  carType: nullableText(),
  state: flagSchema.default(ENABLED_STATE.enabled),
  historyState: flagSchema.default(HISTORY_STATE.current),
  visible: flagSchema.default(1),
};

export const createSeriesSchema = z.object({ brandCode: brandCodeSchema, seriesCode: vehicleCode(), ...seriesFields });
export type CreateSeries = z.input<typeof createSeriesSchema>;
/** Brand and code are fixed once created: models, vehicles and documents refer to them. */
export const updateSeriesSchema = z.object({ ...seriesFields, version: versionSchema });
export type UpdateSeries = z.input<typeof updateSeriesSchema>;

// --- Series EPC directory (one per series: "series already has a directory") ---

export const seriesDirectorySchema = z.object({
  ...rowMetaShape,
  brandCode: z.string(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  directoryCode: z.string(),
  directoryName: z.string(),
  remark: z.string().nullable(),
});
export type SeriesDirectoryView = z.infer<typeof seriesDirectorySchema>;
export const seriesDirectoryQuerySchema = pageQuerySchema().extend({ brandCode: filterText(), seriesCode: filterText() });
export type SeriesDirectoryQuery = z.infer<typeof seriesDirectoryQuerySchema>;
export type SeriesDirectoryQueryInput = z.input<typeof seriesDirectoryQuerySchema>;
export const createSeriesDirectorySchema = z.object({
  seriesCode: vehicleCode(),
  directoryCode: vehicleCode(),
  directoryName: requiredText(),
  remark: nullableText(VEHICLE_REMARK_MAX_LENGTH),
});
export type CreateSeriesDirectory = z.input<typeof createSeriesDirectorySchema>;
export const updateSeriesDirectorySchema = z.object({ directoryName: requiredText(), remark: nullableText(VEHICLE_REMARK_MAX_LENGTH), version: versionSchema });
export type UpdateSeriesDirectory = z.input<typeof updateSeriesDirectorySchema>;

// --- Models (/vehicleModel, /EpcModel) ---

/** Model visibility (spec section 4): invisible, visible, pending. */
export const MODEL_VISIBILITY = { invisible: 0, visible: 1, pending: 2 } as const;
export type ModelVisibility = (typeof MODEL_VISIBILITY)[keyof typeof MODEL_VISIBILITY];
/** Publish state (spec section 4): unpublished, published, cancelled; only a published model can be cancelled. */
export const PUBLISH_STATE = { unpublished: 0, published: 1, cancelled: 2 } as const;
export type PublishState = (typeof PUBLISH_STATE)[keyof typeof PUBLISH_STATE];

const visibilitySchema = z.coerce
  .number({ error: 'validation.invalidOption' })
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'validation.invalidOption' }));
const optional012 = z.preprocess((v) => (v === '' || v === null ? undefined : v), visibilitySchema.optional());

export const modelSchema = z.object({
  ...rowMetaShape,
  modelCode: z.string(),
  modelName: z.string(),
  brandCode: z.string(),
  brandName: z.string().nullable(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  afterSaleType: z.string().nullable(),
  kindCode: z.string().nullable(),
  pubState: z.number().int(),
  visible: z.number().int(),
  state: z.number().int(),
  createdAt: z.string(),
});
export type ModelView = z.infer<typeof modelSchema>;

/** `GET model list` for the dropdowns of other screens (spec section 7: pageSize 1000, state 1). */
export const modelOptionSchema = modelSchema.pick({ modelCode: true, modelName: true, brandCode: true, seriesCode: true, state: true });
export type ModelOption = z.infer<typeof modelOptionSchema>;

/** The Model filter widget (spec section 2): brand, after-sale type, series, model code, model name, publish state, created time range. */
export const modelQuerySchema = dateRangeSchema()
  .extend(pageQuerySchema().shape)
  .extend({
    brandCode: filterText(),
    afterSaleType: filterText(),
    seriesCode: filterText(),
    /** The start of the model code. */
    modelCode: filterText(),
    /** Part of the model name. */
    modelName: filterText(100),
    pubState: optional012,
    visible: optional012,
    state: flagFilterSchema,
    kindCode: filterText(),
    modelCodes: modelCodesFilterSchema,
  });
export type ModelQuery = z.infer<typeof modelQuerySchema>;
export type ModelQueryInput = z.input<typeof modelQuerySchema>;

export const modelOptionsQuerySchema = pageQuerySchema({ dropdownSize: VEHICLE_DROPDOWN_LIMITS.model }).extend({
  brandCode: filterText(),
  seriesCode: filterText(),
  state: flagFilterSchema,
  modelCodes: modelCodesFilterSchema,
});
export type ModelOptionsQuery = z.infer<typeof modelOptionsQuerySchema>;
export type ModelOptionsQueryInput = z.input<typeof modelOptionsQuerySchema>;

export const createModelSchema = z.object({
  seriesCode: vehicleCode(),
  modelCode: vehicleCode(),
  modelName: requiredText(),
  kindCode: nullableText(),
  visible: visibilitySchema.default(MODEL_VISIBILITY.pending),
  state: flagSchema.default(ENABLED_STATE.enabled),
});
export type CreateModel = z.input<typeof createModelSchema>;
/** Series and code are fixed once created; visibility, publish state and state have their own routes. */
export const updateModelSchema = z.object({ modelName: requiredText(), kindCode: nullableText(), version: versionSchema });
export type UpdateModel = z.input<typeof updateModelSchema>;
export const modelVisibilitySchema = z.object({ visible: visibilitySchema, version: versionSchema });
export type ModelVisibilityBody = z.input<typeof modelVisibilitySchema>;

// --- Model configurations (/vehicleModelConf, /EpcConfig) ---

export const modelConfigSchema = z.object({
  ...rowMetaShape,
  configCode: z.string(),
  configName: z.string(),
  modelCode: z.string(),
  modelName: z.string().nullable(),
  seriesCode: z.string(),
  brandCode: z.string(),
  state: z.number().int(),
  remark: z.string().nullable(),
});
export type ModelConfigView = z.infer<typeof modelConfigSchema>;
export const modelConfigQuerySchema = pageQuerySchema().extend({
  brandCode: filterText(),
  seriesCode: filterText(),
  modelCode: filterText(),
  state: flagFilterSchema,
});
export type ModelConfigQuery = z.infer<typeof modelConfigQuerySchema>;
export type ModelConfigQueryInput = z.input<typeof modelConfigQuerySchema>;
export const createModelConfigSchema = z.object({
  modelCode: vehicleCode(),
  configCode: vehicleCode(),
  configName: requiredText(),
  state: flagSchema.default(ENABLED_STATE.enabled),
  remark: nullableText(500),
});
export type CreateModelConfig = z.input<typeof createModelConfigSchema>;
/** The enabled configurations of one model (the vehicle form). */
export const modelConfigOptionsQuerySchema = z.object({ modelCode: vehicleCode() });
export type ModelConfigOptionsQuery = z.infer<typeof modelConfigOptionsQuerySchema>;
export const updateModelConfigSchema = z.object({ configName: requiredText(), remark: nullableText(500), version: versionSchema });
export type UpdateModelConfig = z.input<typeof updateModelConfigSchema>;

/** Service call `vehicle.series.get`: the series with these codes (unknown codes are left out), as documents name them. */
export const VEHICLE_SERIES_GET = 'vehicle.series.get';
export const seriesGetSchema = z.object({ seriesCodes: z.array(z.string().min(1).max(100)).min(1).max(500) });
export type SeriesGet = z.input<typeof seriesGetSchema>;
export const seriesRefSchema = z.object({ seriesCode: z.string(), seriesName: z.string(), brandCode: z.string() });
export type SeriesRef = z.infer<typeof seriesRefSchema>;

/** Service call `vehicle.brands.get`: which of these brand codes exist, as stored (unknown codes are left out). */
export const VEHICLE_BRANDS_GET = 'vehicle.brands.get';
export const brandsGetSchema = z.object({ brandCodes: z.array(z.string().min(1).max(100)).min(1).max(100) });
export type BrandsGet = z.input<typeof brandsGetSchema>;

/** Service call `vehicle.vin.get`: the brand, series and model of a VIN, as a claim names them; null when the VIN is unknown. */
export const VEHICLE_VIN_GET = 'vehicle.vin.get';
export const vinGetSchema = z.object({ vin: vinSchema });
export type VinGet = z.input<typeof vinGetSchema>;
export const vinRefSchema = z.object({ vin: z.string(), brandCode: z.string(), seriesCode: z.string(), seriesName: z.string().nullable(), modelCode: z.string() });
export type VinRef = z.infer<typeof vinRefSchema>;

/** Service call `vehicle.models.get`: the models with these codes (unknown codes are left out), with their series, as documents name them. */
export const VEHICLE_MODELS_GET = 'vehicle.models.get';
export const modelsGetSchema = z.object({ modelCodes: z.array(z.string().min(1).max(100)).min(1).max(500) });
export type ModelsGet = z.input<typeof modelsGetSchema>;
export const modelRefSchema = z.object({ modelCode: z.string(), modelName: z.string(), seriesCode: z.string(), brandCode: z.string() });
export type ModelRef = z.infer<typeof modelRefSchema>;
