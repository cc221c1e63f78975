import { z } from 'zod';
import { HOMEPAGE_IMAGE_URL_PATTERN } from './homepage-images.js';
import { LIMITS } from './limits.js';
import { ORG_CODE_PATTERN } from './organisation.js';
import { pageQuerySchema } from './paging.js';
import { wholeNumberSchema } from './validators/whole-number.js';
import { defineResource } from './resource/resource.js';
import { nullableText, requiredText, rowMetaShape, versionSchema } from './vehicle/vehicle-fields.js';

/**
 * Regulations and standards (/Laws, spec sections 1, 3, 4 and 5; data-source keyword `law`): a
 * code (unique regardless of case), a title, a category, the issuing body, the day it takes effect,
 * its state (lawState 0 repealed, 1 in force, 2 new) and a remark, with ONE attached file, the text
 * of the regulation: pdf, doc, docx, xls or xlsx, at most the 150 MB upload limit. The system
 * service checks the stored file's real type (its bytes, not its name) and the regulation claims it;
 * whoever reads the list reads the file. Adding, changing and deleting need the page AND the action
 * keys create, edit and delete (spec section 6); the list, its export and the files need the page.
 */

export const LAW_CODE_MAX = 64;
export const LAW_TITLE_MAX = 200;
export const LAW_CATEGORY_MAX = 50;
export const LAW_ISSUER_MAX = 100;
export const LAW_REMARK_MAX = 500;
export const LAW_FILE_NAME_MAX = 255;
/** The regulation upload types (spec section 5: allowed upload types differ per screen). */
export const LAW_FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export type LawFileType = (typeof LAW_FILE_TYPES)[number];
/** The regulation text: at most the upload limit (spec section 9: uploads 150MB). */
export const LAW_FILE_MAX_BYTES = LIMITS.uploadBytes;

/** lawState (spec section 4: 0, 1, 2 with 2 labelled "new"). */
export const LAW_STATE = { repealed: 0, valid: 1, new: 2 } as const;
export type LawState = (typeof LAW_STATE)[keyof typeof LAW_STATE];
export const LAW_STATES = [LAW_STATE.repealed, LAW_STATE.valid, LAW_STATE.new] as const;

/** The file type a name says (its extension, lower case), null for another type. */
export function lawFileTypeOf(fileName: string): LawFileType | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  return (LAW_FILE_TYPES as readonly string[]).includes(ext ?? '') ? (ext as LawFileType) : null;
}

const REQUIRED = 'validation.required';

const lawStateSchema = wholeNumberSchema('validation.invalidOption').pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'validation.invalidOption' }));

/** The day it takes effect, 'YYYY-MM-DD'. */
const effectiveDate = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).pipe(z.iso.date({ error: 'validation.invalidDate' }));

const editable = {
  title: requiredText(LAW_TITLE_MAX),
  category: nullableText(LAW_CATEGORY_MAX),
  issuer: requiredText(LAW_ISSUER_MAX),
  effectiveDate,
  lawState: lawStateSchema,
  remark: nullableText(LAW_REMARK_MAX),
  /** The stored file (/tis/file/…): its type is checked from its bytes by the system service. */
  fileUrl: z.string({ error: 'validation.laws.fileRequired' }).trim().regex(HOMEPAGE_IMAGE_URL_PATTERN, 'validation.laws.fileRequired'),
  /** The name the file is downloaded under: its extension is one of the regulation types. */
  fileName: z
    .string({ error: 'validation.laws.fileRequired' })
    .trim()
    .min(1, { error: 'validation.laws.fileRequired', abort: true })
    .max(LAW_FILE_NAME_MAX, 'validation.tooLong')
    .refine((name) => !/[\\/]/.test(name), 'validation.laws.fileType')
    .refine((name) => lawFileTypeOf(name) !== null, 'validation.laws.fileType'),
};

export const lawCodeSchema = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(LAW_CODE_MAX, 'validation.codeFormat').regex(ORG_CODE_PATTERN, 'validation.codeFormat');

export const createLawSchema = z.object({ lawCode: lawCodeSchema, ...editable });
export type CreateLaw = z.input<typeof createLawSchema>;
/** The code is fixed once created. */
export const updateLawSchema = z.object({ ...editable, version: versionSchema });
export type UpdateLaw = z.input<typeof updateLawSchema>;

export const lawSchema = z.object({
  ...rowMetaShape,
  lawCode: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  issuer: z.string(),
  effectiveDate: z.string(),
  lawState: z.number().int(),
  remark: z.string().nullable(),
  fileUrl: z.string(),
  fileName: z.string(),
});
export type LawView = z.infer<typeof lawSchema>;

/** The keyword (code or title) and the state. */
export const lawQuerySchema = pageQuerySchema().extend({ lawState: z.preprocess((v) => (v === '' || v === null ? undefined : v), lawStateSchema.optional()) });
export type LawQuery = z.infer<typeof lawQuerySchema>;

export const LAW_STATE_OPTIONS = [
  { value: LAW_STATE.repealed, label: 'laws.state.0' },
  { value: LAW_STATE.valid, label: 'laws.state.1' },
  { value: LAW_STATE.new, label: 'laws.state.2' },
] as const;

/** The operation-log module and the files' owner kind (recordOwner('system', 'law', id)). */
export const LAW_MODULE = 'law';

/** /Laws: newest first by the day they take effect, then by code. The Excel export is `GET law/export` (the list's filters). */
export const lawsResource = defineResource({
  name: LAW_MODULE,
  noun: 'a regulation',
  base: 'systemService',
  path: 'law',
  page: 'Laws',
  actions: { create: 'create', update: 'edit', remove: 'delete' },
  actionsNeedPage: true,
  row: lawSchema,
  query: lawQuerySchema,
  create: createLawSchema,
  update: updateLawSchema,
  fields: [
    { name: 'lawCode', label: 'laws.field.lawCode', column: { width: 140 }, form: { input: 'text', maxLength: LAW_CODE_MAX } },
    { name: 'title', label: 'laws.field.title', column: { width: 260, ellipsis: true }, form: { input: 'text', maxLength: LAW_TITLE_MAX } },
    { name: 'category', label: 'laws.field.category', column: { width: 120 }, form: { input: 'text', maxLength: LAW_CATEGORY_MAX } },
    { name: 'issuer', label: 'laws.field.issuer', column: { width: 180, ellipsis: true }, form: { input: 'text', maxLength: LAW_ISSUER_MAX } },
    // The page gives a date picker.
    { name: 'effectiveDate', label: 'laws.field.effectiveDate', column: { width: 120 }, form: { input: 'text' } },
    { name: 'lawState', label: 'laws.field.lawState', column: { width: 100 }, form: { input: 'select', options: LAW_STATE_OPTIONS }, filter: { input: 'select', options: LAW_STATE_OPTIONS } },
    // The page gives the upload (the file's name comes with it) and the download / preview cell.
    { name: 'fileUrl', label: 'laws.field.file', form: { input: 'text' } },
    { name: 'fileName', label: 'laws.field.file', column: { width: 220, ellipsis: true } },
    { name: 'remark', label: 'laws.field.remark', column: { ellipsis: true }, form: { input: 'textarea', maxLength: LAW_REMARK_MAX } },
  ],
  keywordFields: ['lawCode', 'title'],
  codeFields: ['lawCode'],
  order: [
    ['effectiveDate', 'DESC'],
    ['lawCode', 'ASC'],
  ],
  texts: { title: 'laws.list.pageTitle', add: 'laws.list.add', edit: 'laws.list.edit', keyword: 'laws.list.keyword' },
});

/** `GET systemService/law/export`: the rows of the list's keyword and state (the list's query without its page). */
export const LAW_EXPORT_PATH = 'systemService/law/export';
