import { defineResource } from '../resource/resource.js';
import { VIN_LENGTH } from '../validators/vin.js';
import {
  BRAND_TYPES,
  brandOptionSchema,
  brandQuerySchema,
  brandSchema,
  CLASSIFICATION_LEVELS,
  classificationQuerySchema,
  classificationSchema,
  createBrandSchema,
  createClassificationSchema,
  updateBrandSchema,
  updateClassificationSchema,
  carTypeQuerySchema,
  createModelConfigSchema,
  createModelSchema,
  MODEL_VISIBILITY,
  modelQuerySchema,
  modelSchema,
  PUBLISH_STATE,
  updateModelSchema,
  createSeriesDirectorySchema,
  createSeriesSchema,
  ENABLED_STATE,
  HISTORY_STATE,
  seriesDirectoryQuerySchema,
  seriesDirectorySchema,
  seriesQuerySchema,
  seriesSchema,
  updateSeriesDirectorySchema,
  updateSeriesSchema,
  modelConfigQuerySchema,
  modelConfigSchema,
  updateModelConfigSchema,
  carTypeSchema,
  createCarTypeSchema,
  createEnergySchema,
  createKindSchema,
  energyQuerySchema,
  energySchema,
  kindQuerySchema,
  kindSchema,
  updateCarTypeSchema,
  updateEnergySchema,
  updateKindSchema,
} from './master-data.js';
import {
  commercialInfoQuerySchema,
  commercialInfoSchema,
  createCommercialInfoSchema,
  createModuleSettingSchema,
  createSeriesSettingSchema,
  DATA_SOURCE_MODULES,
  moduleSettingQuerySchema,
  moduleSettingSchema,
  PRICE_MAX,
  SERIES_IMAGE_URL_MAX_LENGTH,
  seriesSettingQuerySchema,
  seriesSettingSchema,
  updateCommercialInfoSchema,
  updateModuleSettingSchema,
  updateSeriesSettingSchema,
} from './settings.js';
import {
  createVehicleSchema,
  createVinShieldSchema,
  updateVehicleSchema,
  VEHICLE_FIELD_LIMITS,
  updateVinShieldSchema,
  vehicleQuerySchema,
  vehicleSchema,
  VIN_SHIELD_REMARK_MAX_LENGTH,
  vinShieldQuerySchema,
  vinShieldSchema,
} from './vehicles.js';
import { BRAND_CODE_MAX_LENGTH, MODEL_YEAR_MAX, MODEL_YEAR_MIN, SORT_NO_MAX, VEHICLE_CODE_MAX_LENGTH, VEHICLE_DROPDOWN_LIMITS, VEHICLE_NAME_MAX_LENGTH, VEHICLE_REMARK_MAX_LENGTH } from './vehicle-fields.js';

/*
 * Vehicle master data on the resource kernel (ADR 0018). Kinds, energy types and car types are
 * coded texts with one row per code and language (spec section 3: langCode + name,
 * `languageField`): a code is unique per language, the list shows one language (`langCode`,
 * default: the Language header), and it is every filter's dropdown (spec section 7: pageNo 1, pageSize 999),
 * read by any signed-in user. The last language of a code in use cannot be deleted.
 */

/** A language code of the stored language list; the pages offer the interface languages. */
export const VEHICLE_LANG_CODE_MAX_LENGTH = 20;

const languageField = { name: 'langCode', label: 'vehicles.field.language', column: { width: 110 }, form: { input: 'text', maxLength: VEHICLE_LANG_CODE_MAX_LENGTH }, filter: { input: 'text' } } as const;
const codeInput = { input: 'text', maxLength: VEHICLE_CODE_MAX_LENGTH } as const;
const nameInput = { input: 'text', maxLength: VEHICLE_NAME_MAX_LENGTH } as const;

/** Vehicle kinds of models (spec section 3, Kind), managed on /vehicleClassificationSettings. */
export const kindsResource = defineResource({
  name: 'kind',
  noun: 'a vehicle kind in one language',
  base: 'vehicleService',
  path: 'kind',
  page: 'vehicleClassificationSettings',
  listForAll: true,
  row: kindSchema,
  query: kindQuerySchema,
  create: createKindSchema,
  update: updateKindSchema,
  fields: [
    { name: 'kindCode', label: 'vehicles.kind.kindCode', column: { width: 180 }, form: codeInput },
    languageField,
    { name: 'kindName', label: 'vehicles.kind.kindName', column: { width: 240 }, form: nameInput },
  ],
  keywordFields: ['kindCode', 'kindName'],
  codeFields: ['kindCode'],
  languageField: 'langCode',
  inUseWhen: 'for the last language of a kind that models name',
  texts: { title: 'vehicles.kind.pageTitle', add: 'vehicles.kind.add', edit: 'vehicles.kind.edit', keyword: 'vehicles.filter.codeOrName' },
});

/** Energy types of series (spec section 3, Energy): /EPCEnerge. */
export const energiesResource = defineResource({
  name: 'energy',
  noun: 'an energy type in one language',
  base: 'vehicleService',
  path: 'energy',
  page: 'EPCEnerge',
  listForAll: true,
  row: energySchema,
  query: energyQuerySchema,
  create: createEnergySchema,
  update: updateEnergySchema,
  fields: [
    { name: 'energyCode', label: 'vehicles.energy.energyCode', column: { width: 180 }, form: codeInput },
    languageField,
    { name: 'name', label: 'vehicles.energy.name', column: { width: 240 }, form: nameInput },
  ],
  keywordFields: ['energyCode', 'name'],
  codeFields: ['energyCode'],
  languageField: 'langCode',
  inUseWhen: 'for the last language of an energy type that series name',
  texts: { title: 'vehicles.energy.pageTitle', add: 'vehicles.energy.add', edit: 'vehicles.energy.edit', keyword: 'vehicles.filter.codeOrName' },
});

/** Car types of series (spec section 3, Car type: cartypeCode, cartypeName): /TisosCartype. */
export const carTypesResource = defineResource({
  name: 'carType',
  noun: 'a car type in one language',
  base: 'vehicleService',
  path: 'carType',
  page: 'TisosCartype',
  listForAll: true,
  row: carTypeSchema,
  query: carTypeQuerySchema,
  create: createCarTypeSchema,
  update: updateCarTypeSchema,
  fields: [
    { name: 'cartypeCode', label: 'vehicles.carType.code', column: { width: 180 }, form: codeInput },
    languageField,
    { name: 'cartypeName', label: 'vehicles.carType.name', column: { width: 240 }, form: nameInput },
  ],
  keywordFields: ['cartypeCode', 'cartypeName'],
  codeFields: ['cartypeCode'],
  languageField: 'langCode',
  inUseWhen: 'for the last language of a car type that series name',
  texts: { title: 'vehicles.carType.pageTitle', add: 'vehicles.carType.add', edit: 'vehicles.carType.edit', keyword: 'vehicles.filter.codeOrName' },
});

const sortNoInput = { input: 'number', min: 0, max: SORT_NO_MAX } as const;

/**
 * Brands (/vehicleBrand; spec section 1: sales brands, sister-brand tags, the group) with their
 * login entry and VIN check digit, in display order. `GET brand/options` is every filter's brand
 * list (spec section 7). A brand that series name cannot be deleted.
 */
export const brandsResource = defineResource({
  name: 'brand',
  noun: 'a brand',
  base: 'vehicleService',
  path: 'brand',
  page: 'vehicleBrand',
  row: brandSchema,
  query: brandQuerySchema,
  create: createBrandSchema,
  update: updateBrandSchema,
  fields: [
    { name: 'brandCode', label: 'vehicles.brand.brandCode', column: { width: 110 }, form: { input: 'text', maxLength: BRAND_CODE_MAX_LENGTH } },
    { name: 'brandName', label: 'vehicles.brand.brandName', column: { width: 200 }, form: nameInput },
    {
      name: 'brandType',
      label: 'vehicles.brand.brandType',
      form: { input: 'select', options: BRAND_TYPES.map((type) => ({ value: type, label: `vehicles.brandType.${type}` as const })) },
      filter: { input: 'select', options: BRAND_TYPES.map((type) => ({ value: type, label: `vehicles.brandType.${type}` as const })) },
    },
    // The login entry and the check digit have the page's own inputs (routes, a hint).
    { name: 'loginEntry', label: 'vehicles.brand.loginEntry', form: { input: 'text' } },
    { name: 'checkDigit', label: 'vehicles.brand.checkDigit', form: { input: 'switch' }, hint: 'vehicles.brand.checkDigitHint' },
    { name: 'sortNo', label: 'vehicles.field.sortNo', form: sortNoInput },
  ],
  keywordFields: ['brandCode', 'brandName'],
  codeFields: ['brandCode'],
  order: [
    ['sortNo', 'ASC'],
    ['brandCode', 'ASC'],
  ],
  inUseWhen: 'while it has series',
  options: { schema: brandOptionSchema, limit: VEHICLE_DROPDOWN_LIMITS.brand },
  texts: { title: 'vehicles.brand.pageTitle', add: 'vehicles.brand.add', edit: 'vehicles.brand.edit', keyword: 'vehicles.filter.codeOrName' },
});

/**
 * Vehicle classifications (/vehicleClassificationSettings): after-sale types and their sub-sale
 * types, one row per code and language like kinds. The level and parent belong to the code (a
 * parent is chosen once, when the code is created); the sort number too (a change reaches every
 * language). The list filters by level and after-sale type; `GET classification/options` (its own
 * controller) names each code once in the caller's language. The last language of a code with
 * sub-sale types or that series name cannot be deleted.
 */
export const classificationsResource = defineResource({
  name: 'classification',
  noun: 'a classification in one language (parentCode: an after-sale type, for a sub-sale type)',
  base: 'vehicleService',
  path: 'classification',
  page: 'vehicleClassificationSettings',
  row: classificationSchema,
  query: classificationQuerySchema,
  create: createClassificationSchema,
  update: updateClassificationSchema,
  fields: [
    { name: 'classificationCode', label: 'vehicles.classification.code', column: { width: 180 }, form: codeInput },
    languageField,
    { name: 'classificationName', label: 'vehicles.classification.name', column: { width: 240 }, form: nameInput },
    { name: 'level', label: 'vehicles.classification.levelLabel', filter: { input: 'select', options: CLASSIFICATION_LEVELS.map((level) => ({ value: level, label: `vehicles.classification.level.${level}` as const })) } },
    // The after-sale type: the page's dropdown of after-sale types, as filter and (fixed once created) input.
    { name: 'parentCode', label: 'vehicles.classification.parent', form: codeInput, filter: { input: 'text', label: 'vehicles.field.afterSaleType' }, hint: 'vehicles.classification.parentHint' },
    { name: 'sortNo', label: 'vehicles.field.sortNo', form: sortNoInput, hint: 'vehicles.classification.sortNoHint' },
  ],
  keywordFields: ['classificationCode', 'classificationName'],
  codeFields: ['classificationCode'],
  languageField: 'langCode',
  order: [
    ['parentCode', 'ASC'],
    ['sortNo', 'ASC'],
    ['classificationCode', 'ASC'],
  ],
  inUseWhen: 'for the last language of a classification that has sub-sale types or that series name',
  texts: { title: 'vehicles.classification.listTitle', add: 'vehicles.classification.add', edit: 'vehicles.classification.edit', keyword: 'vehicles.filter.codeOrName' },
});

/**
 * The VIN shield (/EpcVinDisabled): VINs the parts catalogue refuses (the VIN query reports them
 * as shielded). The list filters by VIN prefix (an index range, not the equality of a filter
 * hint) and by keyword (VIN or remark); the VIN is the code, fixed once shielded.
 */
export const vinShieldsResource = defineResource({
  name: 'vinShield',
  noun: 'a shielded VIN',
  base: 'vehicleService',
  path: 'vinShield',
  page: 'EpcVinDisabled',
  row: vinShieldSchema,
  query: vinShieldQuerySchema,
  create: createVinShieldSchema,
  update: updateVinShieldSchema,
  // The page draws the columns: the VIN in its fixed-width cell.
  fields: [
    { name: 'vin', label: 'vehicles.field.vin', form: { input: 'text', maxLength: VIN_LENGTH }, filter: { input: 'text', label: 'vehicles.vehicle.vinPrefix' }, hint: 'vehicles.vinShield.vinHint' },
    { name: 'remark', label: 'vehicles.field.remark', form: { input: 'textarea', maxLength: VIN_SHIELD_REMARK_MAX_LENGTH } },
  ],
  keywordFields: ['vin', 'remark'],
  codeFields: ['vin'],
  texts: { title: 'vehicles.vinShield.pageTitle', add: 'vehicles.vinShield.add', edit: 'vehicles.vinShield.edit', keyword: 'vehicles.vinShield.keyword' },
});

/**
 * The VIN registry (/vehicle): a vehicle by its VIN (fixed once added; 17 characters, the check digit
 * where its brand uses one), its series, model, model year and configuration, engine and motor
 * numbers and colours. A million rows: the list reads its page by key (VehicleService), filtered by
 * VIN prefix, brand, series, model (or models) and year; no keyword. The Excel import, export and
 * template are the registry's own (all rows or none, up to 50000 VINs: vehicle-excel.ts).
 */
export const vehiclesResource = defineResource({
  name: 'vehicle',
  noun: 'a vehicle (VIN: 17 characters, check digit where its brand uses one)',
  base: 'vehicleService',
  path: 'vehicle',
  page: 'vehicle',
  row: vehicleSchema,
  query: vehicleQuerySchema,
  create: createVehicleSchema,
  update: updateVehicleSchema,
  // The page draws the filter bar and the dialog (the VIN's check digit follows the series' brand).
  fields: [
    { name: 'vin', label: 'vehicles.field.vin', column: { width: 190, fixed: true }, form: { input: 'text', maxLength: VIN_LENGTH }, filter: { input: 'text', label: 'vehicles.vehicle.vinPrefix' } },
    { name: 'brandCode', label: 'vehicles.field.brand', column: { width: 150 } },
    { name: 'seriesCode', label: 'vehicles.field.series', column: { width: 170 }, form: codeInput },
    { name: 'modelCode', label: 'vehicles.field.model', column: { width: 220 }, form: codeInput },
    { name: 'modelYear', label: 'vehicles.field.modelYear', column: { width: 80 }, form: { input: 'number', min: MODEL_YEAR_MIN, max: MODEL_YEAR_MAX } },
    { name: 'configCode', label: 'vehicles.field.configCode', column: { width: 130 }, form: codeInput },
    { name: 'engineNo', label: 'vehicles.vehicle.engineNo', column: { width: 130 }, form: { input: 'text', maxLength: VEHICLE_FIELD_LIMITS.partNumber } },
    { name: 'motorNo', label: 'vehicles.vehicle.motorNo', column: { width: 130 }, form: { input: 'text', maxLength: VEHICLE_FIELD_LIMITS.partNumber } },
    { name: 'exteriorColour', label: 'vehicles.vehicle.exteriorColour', column: { width: 120 }, form: { input: 'text', maxLength: VEHICLE_FIELD_LIMITS.colour } },
    { name: 'interiorColour', label: 'vehicles.vehicle.interiorColour', column: { width: 120 }, form: { input: 'text', maxLength: VEHICLE_FIELD_LIMITS.colour } },
  ],
  keywordFields: [],
  codeFields: ['vin'],
  texts: { title: 'vehicles.vehicle.pageTitle', add: 'vehicles.vehicle.add', edit: 'vehicles.vehicle.edit', keyword: 'vehicles.vehicle.vinPrefix' },
});

/** The brand and series filters of a list of series' rows (the page draws them as a cascade). */
const brandFilter = { name: 'brandCode', label: 'vehicles.field.brand', filter: { input: 'text' } } as const;
const yesNoOptions = [
  { value: 'true', label: 'vehicles.common.yes' },
  { value: 'false', label: 'vehicles.common.no' },
] as const;
const moduleOptions = DATA_SOURCE_MODULES.map((module) => ({ value: module, label: `vehicles.module.${module}` as const }));

/**
 * Car series settings (/carSeriesSettings): per series its display order, image and whether the
 * home and manual pages show it, one row per series. A new row takes its series' brand; the series
 * is fixed once created. The list filters by brand, series and the two places; it has no keyword.
 */
export const seriesSettingsResource = defineResource({
  name: 'seriesSetting',
  noun: 'the settings of a series (one per series)',
  base: 'vehicleService',
  path: 'seriesSetting',
  page: 'carSeriesSettings',
  row: seriesSettingSchema,
  query: seriesSettingQuerySchema,
  create: createSeriesSettingSchema,
  update: updateSeriesSettingSchema,
  fields: [
    { ...brandFilter, column: { width: 90 } },
    { name: 'seriesCode', label: 'vehicles.field.series', column: { width: 200 }, form: codeInput, filter: { input: 'text' } },
    { name: 'sortNo', label: 'vehicles.field.sortNo', column: { width: 90 }, form: sortNoInput },
    { name: 'imageUrl', label: 'vehicles.seriesSetting.imageUrl', column: { width: 260, ellipsis: true }, form: { input: 'text', maxLength: SERIES_IMAGE_URL_MAX_LENGTH }, hint: 'vehicles.seriesSetting.imageUrlHint' },
    { name: 'showOnHome', label: 'vehicles.seriesSetting.showOnHome', column: { width: 110 }, form: { input: 'switch' }, filter: { input: 'select', options: yesNoOptions } },
    { name: 'showOnManual', label: 'vehicles.seriesSetting.showOnManual', column: { width: 120 }, form: { input: 'switch' }, filter: { input: 'select', options: yesNoOptions } },
  ],
  keywordFields: [],
  codeFields: ['seriesCode'],
  order: [
    ['sortNo', 'ASC'],
    ['seriesCode', 'ASC'],
  ],
  texts: { title: 'vehicles.seriesSetting.pageTitle', add: 'vehicles.seriesSetting.add', edit: 'vehicles.seriesSetting.edit', keyword: 'vehicles.filter.codeOrName' },
});

/**
 * Module settings (/moduleSettings): whether a data-source module (spec section 3 keywords) is on
 * for a series, one row per series and module (the series code is repeated once per module); a
 * module without a row is off. A new row takes its series' brand; series and module are fixed once
 * created. The keyword matches the series code and the remark.
 */
export const moduleSettingsResource = defineResource({
  name: 'moduleSetting',
  noun: 'a module of a series (one row per series and module)',
  base: 'vehicleService',
  path: 'moduleSetting',
  page: 'moduleSettings',
  row: moduleSettingSchema,
  query: moduleSettingQuerySchema,
  create: createModuleSettingSchema,
  update: updateModuleSettingSchema,
  fields: [
    { ...brandFilter, column: { width: 90 } },
    { name: 'seriesCode', label: 'vehicles.field.series', column: { width: 200 }, form: codeInput, filter: { input: 'text' } },
    { name: 'moduleType', label: 'vehicles.moduleSetting.module', column: { width: 180 }, form: { input: 'select', options: moduleOptions }, filter: { input: 'select', options: moduleOptions } },
    { name: 'enabled', label: 'vehicles.moduleSetting.enabled', column: { width: 100 }, form: { input: 'switch' }, filter: { input: 'select', options: yesNoOptions } },
    { name: 'remark', label: 'vehicles.field.remark', column: { ellipsis: true }, form: { input: 'textarea', maxLength: VEHICLE_REMARK_MAX_LENGTH } },
  ],
  keywordFields: ['seriesCode', 'remark'],
  codeFields: ['seriesCode'],
  codeScope: ['moduleType'],
  order: [
    ['brandCode', 'ASC'],
    ['seriesCode', 'ASC'],
    ['moduleType', 'ASC'],
  ],
  texts: { title: 'vehicles.moduleSetting.pageTitle', add: 'vehicles.moduleSetting.add', edit: 'vehicles.moduleSetting.edit', keyword: 'vehicles.moduleSetting.keyword' },
});

/**
 * Commercial information (/CommercialInformation): a model's sales name, launch date and price band
 * in one market, one row per model and market (the model code is repeated once per market). A new
 * row takes its model's series and brand; model and market are fixed once created. The list filters
 * by brand, series, model, market and launch date range; the keyword matches the sales name.
 */
export const commercialInfoResource = defineResource({
  name: 'commercialInfo',
  noun: 'the commercial information of a model in a market (one per model and market)',
  base: 'vehicleService',
  path: 'commercialInfo',
  page: 'CommercialInformation',
  row: commercialInfoSchema,
  query: commercialInfoQuerySchema,
  create: createCommercialInfoSchema,
  update: updateCommercialInfoSchema,
  fields: [
    brandFilter,
    { name: 'seriesCode', label: 'vehicles.field.seriesCode', column: { width: 110 }, filter: { input: 'text', label: 'vehicles.field.series' } },
    { name: 'modelCode', label: 'vehicles.field.model', column: { width: 220 }, form: codeInput, filter: { input: 'text' } },
    { name: 'market', label: 'vehicles.commercial.market', column: { width: 90 }, form: codeInput, filter: { input: 'text' }, hint: 'vehicles.commercial.marketHint' },
    { name: 'salesName', label: 'vehicles.commercial.salesName', column: { width: 200 }, form: nameInput },
    { name: 'launchDate', label: 'vehicles.commercial.launchDate', column: { width: 120 }, form: { input: 'text' } },
    { name: 'priceMin', label: 'vehicles.commercial.priceMin', form: { input: 'number', min: 0, max: PRICE_MAX } },
    { name: 'priceMax', label: 'vehicles.commercial.priceMax', form: { input: 'number', min: 0, max: PRICE_MAX } },
    { name: 'currency', label: 'vehicles.commercial.currency', form: { input: 'text', maxLength: 3 } },
  ],
  keywordFields: ['salesName'],
  codeFields: ['modelCode'],
  codeScope: ['market'],
  order: [
    ['modelCode', 'ASC'],
    ['market', 'ASC'],
  ],
  texts: { title: 'vehicles.commercial.pageTitle', add: 'vehicles.commercial.add', edit: 'vehicles.commercial.edit', keyword: 'vehicles.commercial.salesName' },
});

const stateOptions = [
  { value: ENABLED_STATE.enabled, label: 'vehicles.state.enabled' },
  { value: ENABLED_STATE.disabled, label: 'vehicles.state.disabled' },
] as const;

/**
 * Model configurations (/vehicleModelConf and /EpcConfig share them): a configuration of a model,
 * which vehicles name by its code. A new configuration takes its model's series and brand; model,
 * code and state are fixed by the dialog once created (the state has the EPC screen's enable and
 * disable routes). The list filters by brand, series, model and state; the keyword matches code
 * and name. A configuration that vehicles name cannot be deleted.
 */
export const modelConfigsResource = defineResource({
  name: 'modelConfig',
  noun: 'a model configuration',
  base: 'vehicleService',
  path: 'modelConfig',
  page: 'vehicleModelConf',
  sharedPages: ['EpcConfig'],
  row: modelConfigSchema,
  query: modelConfigQuerySchema,
  create: createModelConfigSchema,
  update: updateModelConfigSchema,
  fields: [
    { ...brandFilter, column: { width: 80 } },
    { name: 'seriesCode', label: 'vehicles.field.seriesCode', column: { width: 110 }, filter: { input: 'text', label: 'vehicles.field.series' } },
    { name: 'modelCode', label: 'vehicles.field.model', column: { width: 220 }, form: codeInput, filter: { input: 'text' } },
    { name: 'configCode', label: 'vehicles.config.configCode', column: { width: 150 }, form: codeInput },
    { name: 'configName', label: 'vehicles.config.configName', column: { width: 200 }, form: nameInput },
    { name: 'state', label: 'vehicles.field.state', column: { width: 90 }, form: { input: 'select', options: stateOptions }, filter: { input: 'select', options: stateOptions } },
    { name: 'remark', label: 'vehicles.field.remark', column: { width: 200, ellipsis: true }, form: { input: 'textarea', maxLength: VEHICLE_REMARK_MAX_LENGTH } },
  ],
  keywordFields: ['configCode', 'configName'],
  codeFields: ['configCode'],
  order: [
    ['modelCode', 'ASC'],
    ['configCode', 'ASC'],
  ],
  inUseWhen: 'while vehicles name it',
  texts: { title: 'vehicles.config.pageTitle', add: 'vehicles.config.add', edit: 'vehicles.config.edit', keyword: 'vehicles.filter.codeOrName' },
});

const historyOptions = [
  { value: HISTORY_STATE.current, label: 'vehicles.history.current' },
  { value: HISTORY_STATE.history, label: 'vehicles.history.history' },
] as const;
const visibleOptions = [
  { value: 1, label: 'vehicles.seriesVisible.shown' },
  { value: 0, label: 'vehicles.seriesVisible.hidden' },
] as const;
/** Rows of series in the order of the series lists (the index of brand and series code). */
const bySeries = [
  ['brandCode', 'ASC'],
  ['seriesCode', 'ASC'],
] as const;
/** A code of another list (a classification, an energy or car type): a select whose choices the page loads, as filter and as input. */
const lookupField = { form: { input: 'select', options: [] }, filter: { input: 'select', options: [] } } as const;

/**
 * Series (/vehicleSeries and /EPCSeries share them; spec sections 2 and 3): a series of one brand
 * with its after-sale and sub-sale type, energy and car type and three flags. The code is unique
 * regardless of case (models, vehicles, settings and documents name a series by its code alone);
 * brand and code are fixed once created. The list filters by the Series filter (brand, after-sale
 * type, sub-sale type, energy type, series, state, car type, history state) and visibility; the
 * keyword matches code and name. A series that models, vehicles, its EPC directory or its
 * settings name cannot be deleted.
 */
export const seriesResource = defineResource({
  name: 'series',
  noun: 'a series',
  base: 'vehicleService',
  path: 'series',
  page: 'vehicleSeries',
  sharedPages: ['EPCSeries'],
  row: seriesSchema,
  query: seriesQuerySchema,
  create: createSeriesSchema,
  update: updateSeriesSchema,
  fields: [
    { ...brandFilter, column: { width: 160 }, form: { input: 'text', maxLength: BRAND_CODE_MAX_LENGTH } },
    { name: 'seriesCode', label: 'vehicles.field.seriesCode', column: { width: 110 }, form: codeInput, filter: { input: 'text', label: 'vehicles.field.series' } },
    { name: 'seriesName', label: 'vehicles.field.seriesName', column: { width: 150 }, form: nameInput },
    // A column of /EPCSeries only (the page adds it).
    { name: 'epcName', label: 'vehicles.series.epcName', form: nameInput },
    { name: 'afterSaleType', label: 'vehicles.field.afterSaleType', column: { width: 140 }, ...lookupField },
    { name: 'subSaleType', label: 'vehicles.field.subSaleType', column: { width: 130 }, ...lookupField },
    { name: 'energyType', label: 'vehicles.field.energyType', column: { width: 130 }, ...lookupField },
    { name: 'carType', label: 'vehicles.field.carType', column: { width: 100 }, ...lookupField },
    { name: 'state', label: 'vehicles.field.state', column: { width: 90 }, form: { input: 'select', options: stateOptions }, filter: { input: 'select', options: stateOptions } },
    { name: 'historyState', label: 'vehicles.field.historyState', column: { width: 100 }, form: { input: 'select', options: historyOptions }, filter: { input: 'select', options: historyOptions } },
    { name: 'visible', label: 'vehicles.field.visible', column: { width: 90 }, form: { input: 'select', options: visibleOptions }, filter: { input: 'select', options: visibleOptions } },
  ],
  keywordFields: ['seriesCode', 'seriesName'],
  codeFields: ['seriesCode'],
  order: bySeries,
  inUseWhen: 'while models, vehicles, its directory or its settings refer to it',
  texts: { title: 'vehicles.series.pageTitle', add: 'vehicles.series.add', edit: 'vehicles.series.edit', keyword: 'vehicles.filter.codeOrName' },
});

/**
 * The EPC directory (catalogue root) of a series (/EPCSeries, and /vehicleSeries whose users read
 * and write it too): at most one per series, a second one answers 409002 "series already has a
 * directory". A new directory takes its series' brand; series and code are fixed once created.
 * The list filters by brand and series; the keyword matches directory code and name.
 */
export const seriesDirectoriesResource = defineResource({
  name: 'seriesDirectory',
  noun: 'the EPC directory of a series (409002 "series already has a directory" for a second one)',
  base: 'vehicleService',
  path: 'seriesDirectory',
  page: 'EPCSeries',
  sharedPages: ['vehicleSeries'],
  row: seriesDirectorySchema,
  query: seriesDirectoryQuerySchema,
  create: createSeriesDirectorySchema,
  update: updateSeriesDirectorySchema,
  fields: [
    { ...brandFilter, column: { width: 90 } },
    { name: 'seriesCode', label: 'vehicles.field.series', column: { width: 170 }, form: codeInput, filter: { input: 'text' } },
    { name: 'directoryCode', label: 'vehicles.directory.directoryCode', column: { width: 150 }, form: codeInput },
    { name: 'directoryName', label: 'vehicles.directory.directoryName', column: { width: 200 }, form: nameInput },
    { name: 'remark', label: 'vehicles.field.remark', column: { ellipsis: true }, form: { input: 'textarea', maxLength: VEHICLE_REMARK_MAX_LENGTH } },
  ],
  keywordFields: ['directoryCode', 'directoryName'],
  codeFields: ['directoryCode'],
  order: bySeries,
  texts: { title: 'vehicles.directory.pageTitle', add: 'vehicles.directory.add', edit: 'vehicles.directory.edit', keyword: 'vehicles.directory.keywordPlaceholder' },
});

const visibilityOptions = [
  { value: MODEL_VISIBILITY.invisible, label: 'vehicles.visibility.invisible' },
  { value: MODEL_VISIBILITY.visible, label: 'vehicles.visibility.visible' },
  { value: MODEL_VISIBILITY.pending, label: 'vehicles.visibility.pending' },
] as const;
const publishOptions = [
  { value: PUBLISH_STATE.unpublished, label: 'vehicles.publish.unpublished' },
  { value: PUBLISH_STATE.published, label: 'vehicles.publish.published' },
  { value: PUBLISH_STATE.cancelled, label: 'vehicles.publish.cancelled' },
] as const;

/**
 * Models (/vehicleModel and /EpcModel share them; spec sections 2 and 4): a model of one series,
 * which configurations, vehicles and commercial information name by its code (unique regardless of
 * case). A new model takes its series' brand, is unpublished and its visibility is pending unless
 * given; series and code are fixed once created, publish state and visibility have their own
 * routes (the EPC screen also enables and disables). The list filters by the Model filter (brand,
 * after-sale type, series, model code prefix, part of the model name, publish state, created time
 * range), visibility, state, kind and model codes; the keyword matches code and name. A model that
 * configurations, vehicles or commercial information name cannot be deleted.
 */
export const modelsResource = defineResource({
  name: 'model',
  noun: 'a model (unpublished; visibility default pending)',
  base: 'vehicleService',
  path: 'model',
  page: 'vehicleModel',
  sharedPages: ['EpcModel'],
  row: modelSchema,
  query: modelQuerySchema,
  create: createModelSchema,
  update: updateModelSchema,
  fields: [
    { name: 'modelCode', label: 'vehicles.field.modelCode', column: { width: 130 }, form: codeInput, filter: { input: 'text' } },
    { name: 'modelName', label: 'vehicles.field.modelName', column: { width: 170 }, form: nameInput, filter: { input: 'text' } },
    // The states first: they stay in view next to the actions on a 1366 px screen.
    { name: 'pubState', label: 'vehicles.field.pubState', column: { width: 100 }, filter: { input: 'select', options: publishOptions } },
    { name: 'visible', label: 'vehicles.model.visibility', column: { width: 90 }, form: { input: 'select', options: visibilityOptions }, filter: { input: 'select', options: visibilityOptions } },
    { name: 'state', label: 'vehicles.field.state', column: { width: 80 }, form: { input: 'select', options: stateOptions }, filter: { input: 'select', options: stateOptions } },
    { ...brandFilter, column: { width: 150 } },
    { name: 'afterSaleType', label: 'vehicles.field.afterSaleType', filter: { input: 'select', options: [] } },
    { name: 'seriesCode', label: 'vehicles.field.series', column: { width: 160 }, form: codeInput, filter: { input: 'text' } },
    { name: 'kindCode', label: 'vehicles.model.kind', column: { width: 130 }, form: { input: 'select', options: [] } },
    { name: 'createdAt', label: 'vehicles.model.createdAt', column: { width: 150, kind: 'date' } },
  ],
  keywordFields: ['modelCode', 'modelName'],
  codeFields: ['modelCode'],
  inUseWhen: 'while configurations, vehicles or commercial information refer to it',
  texts: { title: 'vehicles.model.pageTitle', add: 'vehicles.model.add', edit: 'vehicles.model.edit', keyword: 'vehicles.filter.codeOrName' },
});
