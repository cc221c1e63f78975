import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { pageQuerySchema } from '../paging.js';
import { defineResource } from '../resource/resource.js';
import { versionSchema, rowMetaShape } from '../vehicle/vehicle-fields.js';
import { wholeNumberSchema } from '../validators/whole-number.js';

/**
 * Case parameters (spec section 3): the words a repair case's fault rows are described with, one
 * list per parameter number and language. Managed on /CaseDescription; the case editor and the
 * case filter read them all at once (`GET case parameters`, pageSize 99999).
 */

/** paramNo → the fault-row field it fills (spec section 3: 1 running status … 9 symptom prefix). */
export const CASE_PARAM_TYPES = {
  1: 'runningStatus',
  2: 'driverOperation',
  3: 'direction',
  4: 'roadType',
  5: 'weather',
  6: 'position',
  7: 'positionSuffix',
  8: 'symptom',
  9: 'symptomPrefix',
} as const;
export type CaseParamNo = keyof typeof CASE_PARAM_TYPES;
export type CaseParamType = (typeof CASE_PARAM_TYPES)[CaseParamNo];
export const CASE_PARAM_NOS = Object.keys(CASE_PARAM_TYPES).map(Number) as CaseParamNo[];
export const CASE_PARAM_TYPE_NAMES = Object.values(CASE_PARAM_TYPES) as CaseParamType[];

export const CASE_PARAM_VALUE_MAX_LENGTH = 100;
/** `GET case parameters` answers them all (spec section 7: pageSize 99999). */
export const CASE_PARAMS_PAGE_SIZE = 99999;

const REQUIRED = 'validation.required';

const paramNoSchema = wholeNumberSchema('validation.invalidOption').pipe(
  z.number().refine((n): n is CaseParamNo => n in CASE_PARAM_TYPES, 'validation.invalidOption'),
);
const paramValueSchema = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(CASE_PARAM_VALUE_MAX_LENGTH, 'validation.tooLong');
const langCodeSchema = z.enum(LANGUAGES, { error: 'validation.invalidOption' });
const sortNoSchema = wholeNumberSchema('validation.sortNo').pipe(z.number().min(0, 'validation.sortNo').max(9999, 'validation.sortNo'));

export const caseParamSchema = z.object({
  ...rowMetaShape,
  paramNo: z.number().int(),
  /** The fault-row field of the number ('runningStatus' …). */
  paramType: z.string(),
  paramValue: z.string(),
  langCode: z.string(),
  sortNo: z.number().int(),
});
export type CaseParamView = z.infer<typeof caseParamSchema>;

export const caseParamQuerySchema = pageQuerySchema({ dropdownSize: CASE_PARAMS_PAGE_SIZE }).extend({
  paramNo: paramNoSchema.optional(),
  langCode: langCodeSchema.optional(),
});
export type CaseParamQuery = z.input<typeof caseParamQuerySchema>;

export const createCaseParamSchema = z.object({
  paramNo: paramNoSchema,
  paramValue: paramValueSchema,
  langCode: langCodeSchema.default('zh_CN'),
  sortNo: sortNoSchema.default(0),
});
export type CreateCaseParam = z.input<typeof createCaseParamSchema>;
export const updateCaseParamSchema = z.object({ paramValue: paramValueSchema, sortNo: sortNoSchema.default(0), version: versionSchema });
export type UpdateCaseParam = z.input<typeof updateCaseParamSchema>;

const paramNoOptions = CASE_PARAM_NOS.map((n) => ({ value: n, label: `cases.param.type.${CASE_PARAM_TYPES[n]}` as const }));
const languageOptions = LANGUAGES.map((l) => ({ value: l, label: `common.language.${l}` as const }));

/**
 * /CaseDescription: a value is unique within its number and language regardless of case (409002);
 * cases keep the words they were written with, so a value is never "in use".
 */
export const caseParamsResource = defineResource({
  name: 'caseParam',
  noun: 'a case parameter',
  base: 'documentService',
  path: 'caseParam',
  page: 'CaseDescription',
  // Every author's editor and every case filter reads them (GET case parameters, pageSize 99999).
  listForAll: true,
  row: caseParamSchema,
  query: caseParamQuerySchema,
  create: createCaseParamSchema,
  update: updateCaseParamSchema,
  fields: [
    { name: 'paramNo', label: 'cases.param.paramNo', column: { width: 200 }, form: { input: 'select', options: paramNoOptions }, filter: { input: 'select', options: paramNoOptions } },
    { name: 'paramValue', label: 'cases.param.paramValue', column: {}, form: { input: 'text', maxLength: CASE_PARAM_VALUE_MAX_LENGTH } },
    { name: 'langCode', label: 'cases.param.langCode', column: { width: 140 }, form: { input: 'select', options: languageOptions }, filter: { input: 'select', options: languageOptions } },
    { name: 'sortNo', label: 'cases.param.sortNo', column: { width: 100 }, form: { input: 'number', min: 0, max: 9999 } },
  ],
  keywordFields: ['paramValue'],
  codeFields: [],
  order: [['paramNo', 'ASC'], ['sortNo', 'ASC'], ['paramValue', 'ASC']],
  texts: { title: 'cases.param.pageTitle', add: 'cases.param.add', edit: 'cases.param.edit', keyword: 'cases.param.keyword' },
});
