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
import { createVinShieldSchema, updateVinShieldSchema, VIN_SHIELD_REMARK_MAX_LENGTH, vinShieldQuerySchema, vinShieldSchema } from './vehicles.js';
import { BRAND_CODE_MAX_LENGTH, SORT_NO_MAX, VEHICLE_CODE_MAX_LENGTH, VEHICLE_DROPDOWN_LIMITS, VEHICLE_NAME_MAX_LENGTH } from './vehicle-fields.js';

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
