import { defineResource } from '../resource/resource.js';
import {
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
import { VEHICLE_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH } from './vehicle-fields.js';

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
