import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './languages.js';
import { pageQuerySchema, pageResultSchema } from './paging.js';
import { defineResource } from './resource/resource.js';
import { requiredRichText, RICH_TEXT_COLUMN_MAX_LENGTH } from './rich-text.js';
import { vehicleLangCodeSchema } from './vehicle/master-data.js';
import { filterText, flagFilterSchema, flagSchema, requiredText, rowMetaShape, sortNoSchema, SORT_NO_MAX, versionSchema } from './vehicle/vehicle-fields.js';

/**
 * Help documents (spec section 2: /HelperEditorList, /HelperDoc; section 7: "help documents"; base
 * systemService). Staff with /HelperEditorList write them in the rich-text editor, one tree per
 * language of the stored language list: chapters, sections and their pages, at most three levels,
 * each with a sort number within its parent and a visible flag. Every user with /HelperDoc reads the
 * visible ones of their language (zh_CN when their language has none) and searches their words.
 */

export const HELP_DOC_TITLE_MAX_LENGTH = 100;
/** The HTML of one document (its column holds 64 KB on every database, four bytes a character at most). */
export const HELP_DOC_CONTENT_MAX_LENGTH = RICH_TEXT_COLUMN_MAX_LENGTH;
/** Chapters, sections and their pages: a document is at most this deep in its tree. */
export const HELP_DOC_MAX_DEPTH = 3;
/** The reader's language when the caller's has no visible document. */
export const HELP_DOC_FALLBACK_LANGUAGE = DEFAULT_LANGUAGE;
/** How much of the text around a found word the search shows. */
export const HELP_DOC_EXCERPT_LENGTH = 160;
/** The editor's outline and the reader's tree list at most this many documents of one language. */
export const HELP_DOC_TREE_LIMIT = 2000;
const ID_MAX_LENGTH = 36;

/** A parent document, or none (a chapter): absent, null and blank are none. */
const parentIdSchema = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().max(ID_MAX_LENGTH, 'validation.invalidOption').nullable());

const editable = {
  title: requiredText(HELP_DOC_TITLE_MAX_LENGTH),
  parentId: parentIdSchema,
  langCode: vehicleLangCodeSchema,
  sortNo: sortNoSchema,
  visible: flagSchema.default(1),
  content: requiredRichText(HELP_DOC_CONTENT_MAX_LENGTH),
};

export const createHelpDocSchema = z.object(editable);
export type CreateHelpDoc = z.input<typeof createHelpDocSchema>;
export const updateHelpDocSchema = z.object({ ...editable, version: versionSchema });
export type UpdateHelpDoc = z.input<typeof updateHelpDocSchema>;

export const helpDocSchema = z.object({
  ...rowMetaShape,
  title: z.string(),
  parentId: z.string().nullable(),
  /** The parent's title (null for a chapter). */
  parentTitle: z.string().nullable(),
  /** 1 for a chapter, 2 for a section, 3 below. */
  level: z.number().int(),
  langCode: z.string(),
  sortNo: z.number().int(),
  visible: z.number().int(),
  content: z.string(),
});
export type HelpDocView = z.infer<typeof helpDocSchema>;

/** /HelperEditorList: one language (the caller's when none is named), the keyword over titles and text, visible or not, the children of one document. */
export const helpDocQuerySchema = pageQuerySchema().extend({
  langCode: filterText(20),
  visible: flagFilterSchema,
  parentId: filterText(ID_MAX_LENGTH),
});
export type HelpDocQuery = z.infer<typeof helpDocQuerySchema>;
export type HelpDocQueryInput = z.input<typeof helpDocQuerySchema>;

const VISIBLE_OPTIONS = [
  { value: 1, label: 'helpDoc.field.visibleYes' },
  { value: 0, label: 'helpDoc.field.visibleNo' },
] as const;

/** /HelperEditorList: the help documents of one language; a document with children is not deleted. */
export const helpDocsResource = defineResource({
  name: 'helpDoc',
  noun: 'a help document',
  base: 'systemService',
  path: 'helpDoc',
  page: 'HelperEditorList',
  row: helpDocSchema,
  query: helpDocQuerySchema,
  create: createHelpDocSchema,
  update: updateHelpDocSchema,
  fields: [
    { name: 'title', label: 'helpDoc.field.title', column: { width: 240, ellipsis: true }, form: { input: 'text', maxLength: HELP_DOC_TITLE_MAX_LENGTH } },
    { name: 'langCode', label: 'helpDoc.field.language', column: { width: 100 }, form: { input: 'text', maxLength: 20 }, filter: { input: 'text' } },
    { name: 'parentId', label: 'helpDoc.field.parent', form: { input: 'text' } },
    { name: 'parentTitle', label: 'helpDoc.field.parent', column: { width: 200, ellipsis: true } },
    { name: 'level', label: 'helpDoc.field.level', column: { width: 80 } },
    { name: 'sortNo', label: 'helpDoc.field.sortNo', column: { width: 90 }, form: { input: 'number', min: 0, max: SORT_NO_MAX }, hint: 'helpDoc.field.sortNoHint' },
    { name: 'visible', label: 'helpDoc.field.visible', column: { width: 90, kind: 'flag' }, form: { input: 'select', options: VISIBLE_OPTIONS }, filter: { input: 'select', options: VISIBLE_OPTIONS } },
    { name: 'content', label: 'helpDoc.field.content', form: { input: 'textarea', maxLength: HELP_DOC_CONTENT_MAX_LENGTH } },
  ],
  keywordFields: ['title'],
  codeFields: [],
  languageField: 'langCode',
  order: [
    ['sortNo', 'ASC'],
    ['title', 'ASC'],
    ['createdAt', 'ASC'],
  ],
  inUseWhen: 'while it has child documents',
  texts: { title: 'helpDoc.list.pageTitle', add: 'helpDoc.list.add', edit: 'helpDoc.list.edit', keyword: 'helpDoc.list.keyword' },
});

/** The Excel export of /HelperEditorList: the list's language, keyword and filters, in its order (`sendListExport`). */
export const HELP_DOC_EXPORT_PATH = 'systemService/helpDoc/export';

/** One document of a tree: the editor's outline (every document) or the reader's side tree (the visible ones). */
export const helpDocNodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  parentId: z.string().nullable(),
  sortNo: z.number().int(),
  visible: z.number().int(),
});
export type HelpDocNode = z.infer<typeof helpDocNodeSchema>;

/** The editor's outline of one language (the parent choice): every document, in tree order. */
export const helpDocOutlineQuerySchema = z.object({ langCode: vehicleLangCodeSchema });
export type HelpDocOutlineQuery = z.infer<typeof helpDocOutlineQuerySchema>;

/** The reader's side tree: the language shown (the caller's, or zh_CN when theirs has none) and its visible documents in tree order. */
export const helpDocTreeSchema = z.object({ langCode: z.string(), nodes: z.array(helpDocNodeSchema) });
export type HelpDocTree = z.infer<typeof helpDocTreeSchema>;

/** One document as the reader shows it. */
export const helpDocPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  parentId: z.string().nullable(),
  langCode: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type HelpDocPage = z.infer<typeof helpDocPageSchema>;

export const helpDocIdParamsSchema = z.object({ id: z.string().min(1).max(ID_MAX_LENGTH) });
export type HelpDocIdParams = z.infer<typeof helpDocIdParamsSchema>;

/** Search within help: a word of a title or of the text (never of the HTML), in the reader's language, paged. */
export const helpDocSearchQuerySchema = pageQuerySchema().extend({
  keyword: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.keywordTooLong'),
});
export type HelpDocSearchQuery = z.infer<typeof helpDocSearchQuerySchema>;
export type HelpDocSearchQueryInput = z.input<typeof helpDocSearchQuerySchema>;

export const helpDocHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  parentId: z.string().nullable(),
  /** The text around the first found word (the start of the text when only the title matched). */
  excerpt: z.string(),
});
export type HelpDocHit = z.infer<typeof helpDocHitSchema>;
export const helpDocSearchResultSchema = pageResultSchema(helpDocHitSchema).extend({ langCode: z.string() });
export type HelpDocSearchResult = z.infer<typeof helpDocSearchResultSchema>;
