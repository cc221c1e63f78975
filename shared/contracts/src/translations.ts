import { z } from 'zod';
import { pageQuerySchema } from './paging.js';
import { LANG_CODE_MAX_LENGTH, LANG_NAME_MAX_LENGTH, TRANSLATION_KEY_MAX_LENGTH, TRANSLATION_VALUE_MAX_LENGTH, LANG_CODE_PATTERN, TRANSLATION_KEY_PATTERN, TRANSLATION_LIST_MAX_PAGE_SIZE, SUPPORTED_LANGUAGES_MAX_PAGE_SIZE } from './languages.js';
import { dateRangeSchema, isDateRangeOrdered } from './validators/date-range.js';

/**
 * Languages and translations of the system service (spec sections 1, 2, 3 and 7): the stored
 * language list (/TisosLanguage), the translation table the SPA loads per language (/TisosTranslate)
 * and the record of who changed which text (/TisosTranslateLog).
 */

const REQUIRED = 'validation.required';

export const langCodeSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LANG_CODE_MAX_LENGTH, 'validation.langCodeFormat')
  .regex(LANG_CODE_PATTERN, 'validation.langCodeFormat');

export const translationKeySchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(TRANSLATION_KEY_MAX_LENGTH, 'validation.translationKeyFormat')
  .regex(TRANSLATION_KEY_PATTERN, 'validation.translationKeyFormat');

/** A translated text: kept as written (spaces may matter), but not blank. */
export const translationValueSchema = z
  .string({ error: REQUIRED })
  .max(TRANSLATION_VALUE_MAX_LENGTH, 'validation.translationValueTooLong')
  .refine((v) => v.trim() !== '', REQUIRED);

const langNameSchema = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(LANG_NAME_MAX_LENGTH, 'validation.languageNameTooLong');
const sortNoSchema = z.number({ error: 'validation.sortNo' }).int('validation.sortNo').min(0, 'validation.sortNo').max(9999, 'validation.sortNo');
const versionSchema = z.number({ error: REQUIRED }).int().min(1);

/** An optional filter: an empty value means "no filter". */
function filter(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** Route params of the row routes (`PUT …/:id`, `DELETE …/:id`). */
export const translationIdParamsSchema = z.object({ id: z.string().min(1).max(36) });
export type TranslationIdParams = z.infer<typeof translationIdParamsSchema>;

/** Who changed a row when, and its optimistic-lock version (spec: "data state changed, reopen"). */
const rowMeta = {
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};

// --- Languages (/TisosLanguage; spec section 3, Language: langcode, langname) ---

export const languageSchema = z.object({
  ...rowMeta,
  langCode: z.string(),
  langName: z.string(),
  /** Offered in the language selector. */
  supported: z.boolean(),
  sortNo: z.number().int(),
  /** The deployment's default language (zh_CN, en_US overseas). */
  isDefault: z.boolean(),
});
export type LanguageView = z.infer<typeof languageSchema>;

/** `GET supported languages` (spec section 7): what the language selector offers. */
export const supportedLanguageSchema = z.object({ langCode: z.string(), langName: z.string(), isDefault: z.boolean() });
export type SupportedLanguage = z.infer<typeof supportedLanguageSchema>;

export const supportedLanguageQuerySchema = pageQuerySchema({ dropdownSize: SUPPORTED_LANGUAGES_MAX_PAGE_SIZE }).omit({ keyword: true });
export type SupportedLanguageQuery = z.infer<typeof supportedLanguageQuerySchema>;

/** '1' / 'true' and '0' / 'false' as the query string carries them. */
const flagFilter = z
  .enum(['0', '1', 'true', 'false'], { error: 'validation.invalidOption' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

export const languageQuerySchema = pageQuerySchema({ dropdownSize: SUPPORTED_LANGUAGES_MAX_PAGE_SIZE }).extend({ supported: flagFilter });
export type LanguageQuery = z.infer<typeof languageQuerySchema>;
export type LanguageQueryInput = z.input<typeof languageQuerySchema>;

export const createLanguageSchema = z.object({
  langCode: langCodeSchema,
  langName: langNameSchema,
  supported: z.boolean({ error: REQUIRED }).default(true),
  sortNo: sortNoSchema.default(0),
});
export type CreateLanguage = z.input<typeof createLanguageSchema>;

/** The code is what translations refer to: it is fixed once created. */
export const updateLanguageSchema = z.object({
  langName: langNameSchema,
  supported: z.boolean({ error: REQUIRED }),
  sortNo: sortNoSchema,
  version: versionSchema,
});
export type UpdateLanguage = z.input<typeof updateLanguageSchema>;

// --- The translation list the SPA loads (spec section 7: GET translation list, pageSize 99999) ---

export const translationEntrySchema = z.object({ key: z.string(), value: z.string() });
export type TranslationEntry = z.infer<typeof translationEntrySchema>;

export const translationListQuerySchema = pageQuerySchema({ dropdownSize: TRANSLATION_LIST_MAX_PAGE_SIZE })
  .omit({ keyword: true })
  .extend({ lang: langCodeSchema });
export type TranslationListQuery = z.infer<typeof translationListQuerySchema>;

// --- Translations (/TisosTranslate) ---

export const translationSchema = z.object({ ...rowMeta, key: z.string(), langCode: z.string(), value: z.string() });
export type TranslationView = z.infer<typeof translationSchema>;

/** keyword matches key or text. */
export const translationQuerySchema = pageQuerySchema().extend({ langCode: filter(LANG_CODE_MAX_LENGTH, 'validation.langCodeFormat') });
export type TranslationQuery = z.infer<typeof translationQuerySchema>;
export type TranslationQueryInput = z.input<typeof translationQuerySchema>;

export const createTranslationSchema = z.object({ key: translationKeySchema, langCode: langCodeSchema, value: translationValueSchema });
export type CreateTranslation = z.input<typeof createTranslationSchema>;

/** Key and language identify the text: only the text changes. */
export const updateTranslationSchema = z.object({ value: translationValueSchema, version: versionSchema });
export type UpdateTranslation = z.input<typeof updateTranslationSchema>;

// --- Import and export (Excel: column "key", then one column per language code) ---

export const translationImportProblemSchema = z.object({
  /** 1-based worksheet row; 0 for the file as a whole. */
  row: z.number().int().nonnegative(),
  /** Column header (language code or "key"), when the problem is in one cell. */
  column: z.string().nullable(),
  message: z.string(),
});
export type TranslationImportProblem = z.infer<typeof translationImportProblemSchema>;

/**
 * The import report. With problems nothing was changed (`imported` false); otherwise every row was
 * applied in one transaction. Empty cells leave a text as it is.
 */
export const translationImportResultSchema = z.object({
  imported: z.boolean(),
  rows: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  problems: z.array(translationImportProblemSchema),
});
export type TranslationImportResult = z.infer<typeof translationImportResultSchema>;

/** The import report lists at most this many problems (then says how many more there are). */
export const TRANSLATION_IMPORT_MAX_PROBLEMS = 200;

// --- Change record (/TisosTranslateLog) ---

export const TRANSLATION_LOG_ACTIONS = ['create', 'update', 'delete', 'import'] as const;
export type TranslationLogAction = (typeof TRANSLATION_LOG_ACTIONS)[number];

export const translationLogSchema = z.object({
  id: z.string(),
  key: z.string(),
  langCode: z.string(),
  action: z.enum(TRANSLATION_LOG_ACTIONS),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  userCode: z.string(),
  changedAt: z.string(),
});
export type TranslationLogView = z.infer<typeof translationLogSchema>;

/** keyword matches the key; the dates are calendar days (both included). */
export const translationLogQuerySchema = pageQuerySchema()
  .extend({
    langCode: filter(LANG_CODE_MAX_LENGTH, 'validation.langCodeFormat'),
    userCode: filter(64, 'validation.keywordTooLong'),
    action: z.enum(TRANSLATION_LOG_ACTIONS, { error: 'validation.invalidOption' }).optional(),
    ...dateRangeSchema().shape,
  })
  .superRefine(({ startTime, endTime }, ctx) => {
    if (startTime && endTime && !isDateRangeOrdered(startTime, endTime)) {
      ctx.addIssue({ code: 'custom', message: 'validation.dateRangeOrder', path: ['endTime'] });
    }
  });
export type TranslationLogQuery = z.infer<typeof translationLogQuerySchema>;
export type TranslationLogQueryInput = z.input<typeof translationLogQuerySchema>;
