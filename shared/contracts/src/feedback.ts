import { z } from 'zod';
import { STORED_FILE_PREFIX } from './files.js';
import { LIMITS } from './limits.js';
import { pageQuerySchema, pageResultSchema } from './paging.js';
import { defineResource } from './resource/resource.js';
import { dateRangeSchema } from './validators/date-range.js';
import { filterText, nullableText, requiredText, rowMetaShape, vehicleCode, versionSchema } from './vehicle/vehicle-fields.js';

/**
 * User feedback (FUNC-feedback; spec section 2: /FeedbackType, /FeedbackList; base systemService).
 * Any signed-in user sends feedback of a type with a text and up to nine images (the feedback
 * images of spec section 9: jpg, png, jpeg up to 20 MB); staff with /FeedbackList read and answer
 * it once, and the answer reaches the sender's /MyMessage.
 */

export const FEEDBACK_TYPE_CODE_MAX_LENGTH = 64;
export const FEEDBACK_TYPE_NAME_MAX_LENGTH = 100;
export const FEEDBACK_TYPE_REMARK_MAX_LENGTH = 200;
export const FEEDBACK_CONTENT_MAX_LENGTH = 2000;
export const FEEDBACK_ANSWER_MAX_LENGTH = 2000;
export const FEEDBACK_IMAGES_MAX = 9;
const FEEDBACK_IMAGE_URL_MAX_LENGTH = 500;
/** The dropdown of feedback types holds at most this many. */
export const FEEDBACK_TYPE_OPTIONS_LIMIT = 500;

/** What the send dialog's upload accepts (spec sections 5 and 9): images jpg, png, jpeg up to 20 MB; the file service checks the content. */
export const FEEDBACK_IMAGE_UPLOAD = { category: 'image', accept: ['jpg', 'png', 'jpeg'], maxBytes: LIMITS.imageBytes } as const;

// --- Feedback types (/FeedbackType) ---

export const feedbackTypeSchema = z.object({ ...rowMetaShape, typeCode: z.string(), typeName: z.string(), remark: z.string().nullable() });
export type FeedbackTypeView = z.infer<typeof feedbackTypeSchema>;
export const feedbackTypeOptionSchema = z.object({ typeCode: z.string(), typeName: z.string() });
export type FeedbackTypeOption = z.infer<typeof feedbackTypeOptionSchema>;
export const feedbackTypeQuerySchema = pageQuerySchema();
export const createFeedbackTypeSchema = z.object({
  typeCode: vehicleCode(FEEDBACK_TYPE_CODE_MAX_LENGTH),
  typeName: requiredText(FEEDBACK_TYPE_NAME_MAX_LENGTH),
  remark: nullableText(FEEDBACK_TYPE_REMARK_MAX_LENGTH),
});
export type CreateFeedbackType = z.input<typeof createFeedbackTypeSchema>;
/** The code is fixed once created. */
export const updateFeedbackTypeSchema = z.object({ typeName: requiredText(FEEDBACK_TYPE_NAME_MAX_LENGTH), remark: nullableText(FEEDBACK_TYPE_REMARK_MAX_LENGTH), version: versionSchema });
export type UpdateFeedbackType = z.input<typeof updateFeedbackTypeSchema>;

/** /FeedbackType: the kinds of feedback users choose from (their dropdown: `options`, any signed-in user). */
export const feedbackTypesResource = defineResource({
  name: 'feedbackType',
  noun: 'a feedback type',
  base: 'systemService',
  path: 'feedbackType',
  page: 'FeedbackType',
  row: feedbackTypeSchema,
  query: feedbackTypeQuerySchema,
  create: createFeedbackTypeSchema,
  update: updateFeedbackTypeSchema,
  fields: [
    { name: 'typeCode', label: 'feedback.type.typeCode', column: { width: 180 }, form: { input: 'text', maxLength: FEEDBACK_TYPE_CODE_MAX_LENGTH } },
    { name: 'typeName', label: 'feedback.type.typeName', column: { width: 240 }, form: { input: 'text', maxLength: FEEDBACK_TYPE_NAME_MAX_LENGTH } },
    { name: 'remark', label: 'feedback.type.remark', column: { ellipsis: true }, form: { input: 'textarea', maxLength: FEEDBACK_TYPE_REMARK_MAX_LENGTH } },
  ],
  keywordFields: ['typeCode', 'typeName'],
  codeFields: ['typeCode'],
  inUseWhen: 'while feedback names it',
  options: { schema: feedbackTypeOptionSchema, limit: FEEDBACK_TYPE_OPTIONS_LIMIT },
  excel: { fileName: 'feedback-types' },
  texts: { title: 'feedback.type.pageTitle', add: 'feedback.type.add', edit: 'feedback.type.edit', keyword: 'feedback.type.keyword' },
});

// --- Feedback ---

/** An image uploaded through the file service (/tis/file/…) that the feedback claims when sent. */
const imageUrlSchema = z
  .string()
  .trim()
  .max(FEEDBACK_IMAGE_URL_MAX_LENGTH, 'validation.tooLong')
  .refine((url) => url.startsWith(STORED_FILE_PREFIX) && !url.includes('..'), 'validation.cases.fileUrl');

export const sendFeedbackSchema = z.object({
  typeCode: requiredText(FEEDBACK_TYPE_CODE_MAX_LENGTH),
  content: requiredText(FEEDBACK_CONTENT_MAX_LENGTH),
  images: z
    .array(imageUrlSchema)
    .max(FEEDBACK_IMAGES_MAX, 'validation.feedback.tooManyImages')
    .refine((urls) => new Set(urls).size === urls.length, 'validation.feedback.repeatedImage')
    .default([]),
});
export type SendFeedback = z.input<typeof sendFeedbackSchema>;
export type SendFeedbackValues = z.infer<typeof sendFeedbackSchema>;

export const answerFeedbackSchema = z.object({ answer: requiredText(FEEDBACK_ANSWER_MAX_LENGTH), version: versionSchema });
export type AnswerFeedback = z.input<typeof answerFeedbackSchema>;
export type AnswerFeedbackValues = z.infer<typeof answerFeedbackSchema>;

export const feedbackIdParamsSchema = z.object({ id: z.string().min(1).max(36) });
export type FeedbackIdParams = z.infer<typeof feedbackIdParamsSchema>;

export const feedbackSchema = z.object({
  ...rowMetaShape,
  typeCode: z.string(),
  /** The type's name now (its code when the type was deleted meanwhile: it cannot be while feedback names it). */
  typeName: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  senderCode: z.string(),
  senderName: z.string(),
  /** The sender's dealer (service-outlet users); null for others. */
  orgCode: z.string().nullable(),
  orgName: z.string().nullable(),
  sentAt: z.string(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type FeedbackView = z.infer<typeof feedbackSchema>;
export const feedbackPageSchema = pageResultSchema(feedbackSchema);

/** The sender's own feedback, newest first. */
export const myFeedbackQuerySchema = pageQuerySchema();
export type MyFeedbackQuery = z.infer<typeof myFeedbackQuerySchema>;

export const FEEDBACK_ANSWER_STATES = ['answered', 'unanswered'] as const;

/** /FeedbackList: every feedback, newest first; by type, answered or not, sent between two days (both counted), keyword over text, sender and organisation. */
export const feedbackQuerySchema = dateRangeSchema()
  .extend(pageQuerySchema().shape)
  .extend({
    typeCode: filterText(FEEDBACK_TYPE_CODE_MAX_LENGTH),
    answerState: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(FEEDBACK_ANSWER_STATES, { error: 'validation.invalidOption' }).optional()),
  });
export type FeedbackQuery = z.infer<typeof feedbackQuerySchema>;
export type FeedbackQueryInput = z.input<typeof feedbackQuerySchema>;

/** The Excel export of /FeedbackList: the list's filters, its order (`sendListExport` of shared/nest). */
export const FEEDBACK_LIST_EXPORT_PATH = 'systemService/feedback/export';
