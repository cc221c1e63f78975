import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import { vinSchema } from '../validators/vin.js';
import { filterText, nullableText, requiredText, rowMetaShape, versionSchema } from '../vehicle/vehicle-fields.js';
import { documentRowShape } from './document-kernel.js';
import { CASE_TEXT_MAX_LENGTH, CASE_TITLE_MAX_LENGTH, dayFilterSchema, documentStateFilter, fileUrlSchema, mileageSchema } from './repair-cases.js';

/**
 * Quality feedback (spec sections 2 to 4, data-source keyword `qualityFb`): a dealer reports a field
 * quality problem on a VIN (brand and series come from the VIN query) with its mileage, the parts
 * concerned (part code, part name, quantity) and photos; it goes through submit and review under the
 * case rules (`qualityFbWorkflow`). Statistics count the feedback per series and per part code.
 * Routes under /tis/api/documentService/qualityFb.
 */

export const QUALITY_FB_TITLE_MAX_LENGTH = CASE_TITLE_MAX_LENGTH;
export const QUALITY_FB_TEXT_MAX_LENGTH = CASE_TEXT_MAX_LENGTH;
export const QUALITY_FB_PHOTOS_MAX = 9;
export const QUALITY_FB_PARTS_MAX = 50;
export const QUALITY_FB_PART_CODE_MAX_LENGTH = 40;
export const QUALITY_FB_PART_NAME_MAX_LENGTH = 100;
export const QUALITY_FB_PART_QTY_MAX = 9999;
/** Letters, digits, '-', '.' and '_'. */
export const QUALITY_FB_PART_CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
/** The most groups one statistics page answers. */
export const QUALITY_FB_STATS_MAX_PAGE_SIZE = 500;

const PART_CODE_KEY = 'validation.qualityFb.partCode';
const QTY_KEY = 'validation.qualityFb.qty';

/** One part of a feedback: its code, name and quantity (1 to 9999). */
export const qualityFbPartSchema = z.strictObject({
  /** Upper-cased: one part is counted once in the statistics, on either database. */
  partCode: requiredText(QUALITY_FB_PART_CODE_MAX_LENGTH)
    .regex(QUALITY_FB_PART_CODE_PATTERN, PART_CODE_KEY)
    .transform((code) => code.toUpperCase()),
  partName: requiredText(QUALITY_FB_PART_NAME_MAX_LENGTH),
  qty: z.number({ error: QTY_KEY }).int(QTY_KEY).min(1, QTY_KEY).max(QUALITY_FB_PART_QTY_MAX, QTY_KEY),
});
export type QualityFbPart = z.infer<typeof qualityFbPartSchema>;

/** What the author writes; brand and series come from the VIN. At least one part; a part code once. */
const qualityFbContentShape = {
  title: requiredText(QUALITY_FB_TITLE_MAX_LENGTH),
  vin: vinSchema,
  mileage: mileageSchema(),
  description: requiredText(QUALITY_FB_TEXT_MAX_LENGTH),
  cause: nullableText(QUALITY_FB_TEXT_MAX_LENGTH),
  parts: z
    .array(qualityFbPartSchema, { error: 'validation.qualityFb.partsRequired' })
    .min(1, 'validation.qualityFb.partsRequired')
    .max(QUALITY_FB_PARTS_MAX, 'validation.qualityFb.tooManyParts')
    .refine((parts) => new Set(parts.map((p) => p.partCode)).size === parts.length, 'validation.qualityFb.duplicatePart'),
  photos: z.array(fileUrlSchema).max(QUALITY_FB_PHOTOS_MAX, 'validation.qualityFb.tooManyPhotos').default([]),
};

/** `POST qualityFb`: a new draft of the caller, in their organisation and department. */
export const createQualityFbSchema = z.strictObject(qualityFbContentShape);
export type CreateQualityFb = z.input<typeof createQualityFbSchema>;
export type CreateQualityFbValues = z.infer<typeof createQualityFbSchema>;

/** `PUT qualityFb/:id`: the author's edit of the whole feedback, with the version read. */
export const updateQualityFbSchema = z.strictObject({ ...qualityFbContentShape, version: versionSchema });
export type UpdateQualityFb = z.input<typeof updateQualityFbSchema>;
export type UpdateQualityFbValues = z.infer<typeof updateQualityFbSchema>;

/** A feedback in the list, with the workflow buttons the caller has. */
export const qualityFbRowSchema = z.object({
  ...rowMetaShape,
  fbCode: z.string(),
  title: z.string(),
  vin: z.string(),
  brandCode: z.string(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  mileage: z.number().int(),
  /** The part codes, in the order written. */
  partCodes: z.array(z.string()),
  ...documentRowShape,
});
export type QualityFbRow = z.infer<typeof qualityFbRowSchema>;
export const qualityFbPageSchema = pageResultSchema(qualityFbRowSchema);

/** A feedback as the editor and the reading view show it. */
export const qualityFbDetailSchema = qualityFbRowSchema.extend({
  description: z.string(),
  cause: z.string().nullable(),
  parts: z.array(z.object({ partCode: z.string(), partName: z.string(), qty: z.number().int() })),
  photos: z.array(z.string()),
  /** Whether the caller has the feedback among their favorites. */
  favorite: z.boolean(),
});
export type QualityFbDetail = z.infer<typeof qualityFbDetailSchema>;

/**
 * The list filter: keyword (code, title or VIN), VIN, brand, series, part code, submit, verify and
 * publish state, the discard flag (discarded feedback is left out unless asked for) and the created
 * date range.
 */
export const qualityFbQuerySchema = pageQuerySchema()
  .extend({
    vin: filterText(17),
    brandCode: filterText(100),
    seriesCode: filterText(100),
    partCode: filterText(QUALITY_FB_PART_CODE_MAX_LENGTH),
    submitState: documentStateFilter([0, 1, 2]),
    verifyState: documentStateFilter([0, 1, 2]),
    publishState: documentStateFilter([0, 1, 2]),
    discard: documentStateFilter([0, 1]),
    startTime: dayFilterSchema,
    endTime: dayFilterSchema,
  })
  .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, { message: 'validation.dateRangeOrder', path: ['endTime'] });
export type QualityFbQuery = z.infer<typeof qualityFbQuerySchema>;
export type QualityFbQueryInput = z.input<typeof qualityFbQuerySchema>;

/** What the statistics count by: the series of the VIN, or the part code of a part row. */
export const QUALITY_FB_STATS_BY = ['series', 'part'] as const;
export type QualityFbStatsBy = (typeof QUALITY_FB_STATS_BY)[number];

/**
 * The statistics: the kept feedback of the caller's list created on the days `startTime` to
 * `endTime` (brand and series narrow it), counted per series or per part code, most first; paged.
 */
export const qualityFbStatsQuerySchema = z
  .object({
    by: z.enum(QUALITY_FB_STATS_BY, { error: 'validation.invalidOption' }),
    pageNo: pageQuerySchema().shape.pageNo,
    pageSize: pageQuerySchema().shape.pageSize,
    brandCode: filterText(100),
    seriesCode: filterText(100),
    startTime: dayFilterSchema,
    endTime: dayFilterSchema,
  })
  .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, { message: 'validation.dateRangeOrder', path: ['endTime'] });
export type QualityFbStatsQuery = z.infer<typeof qualityFbStatsQuerySchema>;
export type QualityFbStatsQueryInput = z.input<typeof qualityFbStatsQuerySchema>;

/** One group of the statistics: the series (code and name) or the part (code and a name written for it). */
export const qualityFbStatRowSchema = z.object({
  key: z.string(),
  name: z.string().nullable(),
  /** How many feedback documents name the series or the part. */
  count: z.number().int(),
  /** part only: the quantities of the part summed. */
  qty: z.number().int().nullable(),
});
export type QualityFbStatRow = z.infer<typeof qualityFbStatRowSchema>;
export const qualityFbStatPageSchema = pageResultSchema(qualityFbStatRowSchema);

/** The API paths of quality feedback, under /tis/api. */
export const QUALITY_FB_API = {
  base: 'documentService/qualityFb',
  /** The list of /QualityFeedback: the caller's organisation's feedback, that waiting for them and, for publishers, the approved. */
  list: 'documentService/qualityFb/list',
  /** The list as an Excel workbook (the list's filters; at most DOCUMENT_EXPORT_MAX_ROWS rows). */
  export: 'documentService/qualityFb/export',
  /** Counts per series or per part code. */
  stats: 'documentService/qualityFb/stats',
} as const;
