import { z } from 'zod';
import { ORG_CODE_PATTERN } from './organisation.js';
import { pageQuerySchema } from './paging.js';
import { defineResource } from './resource/resource.js';
import { requiredText, rowMetaShape, sortNoSchema, SORT_NO_MAX, versionSchema } from './vehicle/vehicle-fields.js';

/**
 * Overseas areas (/TisosArea, the "Tisos" dictionaries beside car types, languages and
 * translations; TSB rows carry osArea and countryCode, spec section 3): a code (unique regardless
 * of case), a name, a sort number and the countries of the area, ISO 3166-1 alpha-2 codes. A
 * country belongs to at most one area: the system service refuses a second one with a translated
 * message naming the country and the area that has it (and a unique index keeps it so).
 */

export const TISOS_AREA_CODE_MAX = 64;
export const TISOS_AREA_NAME_MAX = 100;

/** The officially assigned ISO 3166-1 alpha-2 country codes. */
export const ISO_COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type IsoCountryCode = (typeof ISO_COUNTRY_CODES)[number];
const ISO_COUNTRIES: ReadonlySet<string> = new Set(ISO_COUNTRY_CODES);

export function isIsoCountryCode(code: string): boolean {
  return ISO_COUNTRIES.has(code);
}

const REQUIRED = 'validation.required';

/** Country codes as typed (any case), each once, upper case; every one an assigned ISO 3166-1 alpha-2 code. */
const countriesSchema = z
  .array(z.string({ error: 'validation.tisosArea.country' }).trim().toUpperCase().refine(isIsoCountryCode, 'validation.tisosArea.country'), {
    error: 'validation.tisosArea.country',
  })
  .max(ISO_COUNTRY_CODES.length, 'validation.tisosArea.country')
  .transform((codes) => [...new Set(codes)]);

export const tisosAreaCodeSchema = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(TISOS_AREA_CODE_MAX, 'validation.codeFormat').regex(ORG_CODE_PATTERN, 'validation.codeFormat');

const editable = {
  areaName: requiredText(TISOS_AREA_NAME_MAX),
  sortNo: sortNoSchema,
  countries: countriesSchema.default([]),
};

export const createTisosAreaSchema = z.object({ areaCode: tisosAreaCodeSchema, ...editable });
export type CreateTisosArea = z.input<typeof createTisosAreaSchema>;
/** The code is fixed once created; without `countries` the area keeps its own. */
export const updateTisosAreaSchema = z.object({ areaName: editable.areaName, sortNo: editable.sortNo, countries: countriesSchema.optional(), version: versionSchema });
export type UpdateTisosArea = z.input<typeof updateTisosAreaSchema>;

export const tisosAreaSchema = z.object({
  ...rowMetaShape,
  areaCode: z.string(),
  areaName: z.string(),
  sortNo: z.number().int(),
  countries: z.array(z.string()),
});
export type TisosAreaView = z.infer<typeof tisosAreaSchema>;

export const tisosAreaQuerySchema = pageQuerySchema();
export type TisosAreaQuery = z.infer<typeof tisosAreaQuerySchema>;

/** /TisosArea: in sort order, then by code; Excel export, import and template (countries comma-separated). */
export const tisosAreasResource = defineResource({
  name: 'tisosArea',
  noun: 'an overseas area',
  base: 'systemService',
  path: 'tisosArea',
  page: 'TisosArea',
  actions: { import: 'import' },
  row: tisosAreaSchema,
  query: tisosAreaQuerySchema,
  create: createTisosAreaSchema,
  update: updateTisosAreaSchema,
  fields: [
    { name: 'areaCode', label: 'tisosArea.field.areaCode', column: { width: 140 }, form: { input: 'text', maxLength: TISOS_AREA_CODE_MAX } },
    { name: 'areaName', label: 'tisosArea.field.areaName', column: { width: 200 }, form: { input: 'text', maxLength: TISOS_AREA_NAME_MAX } },
    { name: 'countries', label: 'tisosArea.field.countries', column: { ellipsis: true }, form: { input: 'tags', placeholder: 'tisosArea.field.countriesPlaceholder' }, hint: 'tisosArea.field.countriesHint' },
    { name: 'sortNo', label: 'tisosArea.field.sortNo', column: { width: 90 }, form: { input: 'number', min: 0, max: SORT_NO_MAX } },
  ],
  keywordFields: ['areaCode', 'areaName'],
  codeFields: ['areaCode'],
  order: [
    ['sortNo', 'ASC'],
    ['areaCode', 'ASC'],
  ],
  excel: { fileName: 'overseas-areas' },
  texts: { title: 'tisosArea.list.pageTitle', add: 'tisosArea.list.add', edit: 'tisosArea.list.edit', keyword: 'tisosArea.list.keyword' },
});
