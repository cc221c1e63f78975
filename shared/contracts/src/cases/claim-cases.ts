import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import { vinSchema } from '../validators/vin.js';
import { filterText, nullableText, requiredText, rowMetaShape, versionSchema } from '../vehicle/vehicle-fields.js';
import { documentRowShape } from './document-kernel.js';
import { CASE_TEXT_MAX_LENGTH, dayFilterSchema, documentStateFilter, fileUrlSchema, mileageSchema } from './repair-cases.js';

/**
 * Claim cases (spec sections 2 to 5 and 7): a service outlet files a warranty claim — its claim
 * number, the fault, its cause and category, the total mileage, the repair measures, the VIN (its
 * brand and series come from the VIN query), the working time and photos — and it goes through the
 * case rules (`claimWorkflow`); the verify history is its approval details. Routes under
 * /tis/api/documentService/claim.
 */

export const CLAIM_NO_MAX_LENGTH = 40;
/** Letters, digits and '-'. */
export const CLAIM_NO_PATTERN = /^[A-Za-z0-9-]+$/;
export const CLAIM_TEXT_MAX_LENGTH = CASE_TEXT_MAX_LENGTH;
export const CLAIM_PHOTOS_MAX = 9;
/** Hours, with at most one decimal. */
export const CLAIM_WORKING_TIME_MAX = 999.9;

/** The fixed claim categories (texts `claims.category.<category>`). */
export const CLAIM_CATEGORIES = ['engine', 'transmission', 'chassis', 'electrical', 'body', 'other'] as const;
export type ClaimCategory = (typeof CLAIM_CATEGORIES)[number];

const CLAIM_NO_KEY = 'validation.claims.claimNo';
const WORKING_TIME_KEY = 'validation.claims.workingTime';

/** A claim number: trimmed, 1 to 40 letters, digits and '-'; unique regardless of case (409002). */
export const claimNoSchema = requiredText(CLAIM_NO_MAX_LENGTH).regex(CLAIM_NO_PATTERN, CLAIM_NO_KEY);

const categorySchema = z.enum(CLAIM_CATEGORIES, { error: 'validation.invalidOption' });

/** Whether `hours` has at most one decimal (0.1 steps, without the float noise of 0.1 + 0.2). */
const oneDecimal = (hours: number): boolean => Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-6;

/** The working time: hours from 0 to 999.9 in steps of 0.1. */
export const workingTimeSchema = z
  .number({ error: WORKING_TIME_KEY })
  .min(0, WORKING_TIME_KEY)
  .max(CLAIM_WORKING_TIME_MAX, WORKING_TIME_KEY)
  .refine(oneDecimal, WORKING_TIME_KEY)
  .transform((hours) => Math.round(hours * 10) / 10);

/** What the author writes (spec section 3, Claim case); brand and series come from the VIN. */
const claimContentShape = {
  claimNo: claimNoSchema,
  faultDescription: requiredText(CLAIM_TEXT_MAX_LENGTH),
  cause: nullableText(CLAIM_TEXT_MAX_LENGTH),
  category: categorySchema,
  totalMileage: mileageSchema(),
  repairMeasures: nullableText(CLAIM_TEXT_MAX_LENGTH),
  vin: vinSchema,
  workingTime: workingTimeSchema,
  photos: z.array(fileUrlSchema).max(CLAIM_PHOTOS_MAX, 'validation.claims.tooManyPhotos').default([]),
};

/** `POST claim`: a new draft of the caller, in their organisation and department. */
export const createClaimSchema = z.strictObject(claimContentShape);
export type CreateClaim = z.input<typeof createClaimSchema>;
export type CreateClaimValues = z.infer<typeof createClaimSchema>;

/** `PUT claim/:id`: the author's edit of the whole claim, with the version read. */
export const updateClaimSchema = z.strictObject({ ...claimContentShape, version: versionSchema });
export type UpdateClaim = z.input<typeof updateClaimSchema>;
export type UpdateClaimValues = z.infer<typeof updateClaimSchema>;

/** A claim in a list, with the workflow buttons the caller has. */
export const claimRowSchema = z.object({
  ...rowMetaShape,
  claimNo: z.string(),
  category: z.enum(CLAIM_CATEGORIES),
  vin: z.string(),
  brandCode: z.string(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  totalMileage: z.number().int(),
  workingTime: z.number(),
  ...documentRowShape,
});
export type ClaimRow = z.infer<typeof claimRowSchema>;
export const claimPageSchema = pageResultSchema(claimRowSchema);

/** A claim as the editor and the reading view show it. */
export const claimDetailSchema = claimRowSchema.extend({
  faultDescription: z.string(),
  cause: z.string().nullable(),
  repairMeasures: z.string().nullable(),
  photos: z.array(z.string()),
  /** Whether the caller has the claim among their favorites. */
  favorite: z.boolean(),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

/**
 * The claim filter: keyword (claim number or VIN), claim number, category, brand, series, submit,
 * verify (approval result) and publish state, the discard flag (the authoring list leaves discarded
 * claims out unless it asks for them) and the created date range.
 */
export const claimQuerySchema = pageQuerySchema()
  .extend({
    claimNo: filterText(CLAIM_NO_MAX_LENGTH),
    category: z.preprocess((v) => (v === '' ? undefined : v), categorySchema.optional()),
    brandCode: filterText(100),
    seriesCode: filterText(100),
    submitState: documentStateFilter([0, 1, 2]),
    verifyState: documentStateFilter([0, 1, 2]),
    publishState: documentStateFilter([0, 1, 2]),
    discard: documentStateFilter([0, 1]),
    startTime: dayFilterSchema,
    endTime: dayFilterSchema,
  })
  .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, { message: 'validation.dateRangeOrder', path: ['endTime'] });
export type ClaimQuery = z.infer<typeof claimQuerySchema>;
export type ClaimQueryInput = z.input<typeof claimQuerySchema>;

/** The API paths of claim cases, under /tis/api. */
export const CLAIM_API = {
  base: 'documentService/claim',
  /** The authoring list (/ClaimManage): the caller's organisation's claims and those waiting for them. */
  workList: 'documentService/claim/work/list',
  /** Published claims (/ClaimList) of the brands the caller works with. */
  list: 'documentService/claim/list',
  /** The two lists as Excel workbooks (the list's filters; at most DOCUMENT_EXPORT_MAX_ROWS rows). */
  workExport: 'documentService/claim/work/export',
  listExport: 'documentService/claim/export',
} as const;
