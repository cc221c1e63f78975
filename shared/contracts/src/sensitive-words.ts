import { z } from 'zod';
import { pageQuerySchema } from './paging.js';
import { defineResource } from './resource/resource.js';
import { nullableText, rowMetaShape, versionSchema } from './vehicle/vehicle-fields.js';

/**
 * Sensitive words (spec section 5: "Sensitive words block submission"; screen /Sensitive, base
 * systemService). The system service keeps the list and finds the words in a document's texts for
 * the services that submit documents (SYSTEM_SENSITIVE_FIND).
 */

export const SENSITIVE_WORD_MAX_LENGTH = 50;
export const SENSITIVE_REMARK_MAX_LENGTH = 200;
/** The service call looks at most this many texts at once, each at most this long. */
export const SENSITIVE_FIND_MAX_TEXTS = 50;
export const SENSITIVE_FIND_MAX_TEXT_LENGTH = 200_000;

/**
 * A word: NFKC-folded (full-width and half-width forms are one: "ＦＡＫＥ" is stored as "FAKE", a
 * repeat of "fake": 409002) and trimmed, 1 to 50 characters. Texts are matched without case.
 */
const wordSchema = z
  .string({ error: 'validation.required' })
  .transform((w) => w.normalize('NFKC').trim())
  .pipe(z.string().min(1, 'validation.required').max(SENSITIVE_WORD_MAX_LENGTH, 'validation.tooLong'));

export const sensitiveWordSchema = z.object({ ...rowMetaShape, word: z.string(), remark: z.string().nullable() });
export type SensitiveWordView = z.infer<typeof sensitiveWordSchema>;
export const sensitiveWordQuerySchema = pageQuerySchema();
export const createSensitiveWordSchema = z.object({ word: wordSchema, remark: nullableText(SENSITIVE_REMARK_MAX_LENGTH) });
export type CreateSensitiveWord = z.input<typeof createSensitiveWordSchema>;
/** The word is the row's code: fixed once created (delete it and add the new one). */
export const updateSensitiveWordSchema = z.object({ remark: nullableText(SENSITIVE_REMARK_MAX_LENGTH), version: versionSchema });
export type UpdateSensitiveWord = z.input<typeof updateSensitiveWordSchema>;

/** /Sensitive: the words that block the submission of a document. Nothing refers to a word: it is never "in use". */
export const sensitiveWordsResource = defineResource({
  name: 'sensitiveWord',
  noun: 'a sensitive word',
  base: 'systemService',
  path: 'sensitiveWord',
  page: 'Sensitive',
  row: sensitiveWordSchema,
  query: sensitiveWordQuerySchema,
  create: createSensitiveWordSchema,
  update: updateSensitiveWordSchema,
  fields: [
    { name: 'word', label: 'sensitive.word.word', column: { width: 260 }, form: { input: 'text', maxLength: SENSITIVE_WORD_MAX_LENGTH } },
    { name: 'remark', label: 'sensitive.word.remark', column: { ellipsis: true }, form: { input: 'textarea', maxLength: SENSITIVE_REMARK_MAX_LENGTH } },
  ],
  keywordFields: ['word', 'remark'],
  codeFields: ['word'],
  texts: { title: 'sensitive.word.pageTitle', add: 'sensitive.word.add', edit: 'sensitive.word.edit', keyword: 'sensitive.word.keyword' },
});

/** Service call: the sensitive words found in some texts (a document's title, body, …) — none: they may be submitted. */
export const SYSTEM_SENSITIVE_FIND = 'system.sensitive.find';
export const sensitiveFindSchema = z.object({
  texts: z.array(z.string().max(SENSITIVE_FIND_MAX_TEXT_LENGTH, 'validation.tooLong')).max(SENSITIVE_FIND_MAX_TEXTS, 'validation.tooManySensitiveTexts'),
});
export type SensitiveFind = z.input<typeof sensitiveFindSchema>;
/** The distinct words found, as stored, in the order of their first appearance (text by text). */
export const sensitiveFindAnswerSchema = z.object({ words: z.array(z.string()) });
export type SensitiveFindAnswer = z.infer<typeof sensitiveFindAnswerSchema>;
