import { z } from 'zod';
import { bulletinAttachmentSchema } from '../bulletins.js';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import { requiredRichText, RICH_TEXT_COLUMN_MAX_LENGTH } from '../rich-text.js';
import { vinSchema } from '../validators/vin.js';
import { brandCodeSchema, filterText, requiredText, rowMetaShape, vehicleCode, versionSchema } from '../vehicle/vehicle-fields.js';
import { documentRowShape } from './document-kernel.js';
import { dayFilterSchema, documentStateFilter } from './repair-cases.js';

/**
 * Product-change notices (spec section 2: /ProductChange, /EditProductChange,
 * /ProductChangeManagement, /ViewProductChange; issue 16): OEM staff describe a change that applies
 * to a brand's series (and, if named, some of their models) over a VIN range or a production-date
 * range, with rich text and attachments. It goes through submit, review by another holder of the
 * verify key, and publish (`productChangeWorkflow`); publishing tells the brand's dealer users in
 * /MyMessage. Readers list the published changes and ask which of them apply to a VIN.
 * Routes under /tis/api/documentService/productChange.
 */

export const PRODUCT_CHANGE_CODE_MAX_LENGTH = 40;
/** Letters, digits, '-', '.' and '_'; kept upper-cased, so a code is unique regardless of case. */
export const PRODUCT_CHANGE_CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PRODUCT_CHANGE_TITLE_MAX_LENGTH = 200;
export const PRODUCT_CHANGE_DESCRIPTION_MAX_LENGTH = RICH_TEXT_COLUMN_MAX_LENGTH;
export const PRODUCT_CHANGE_SERIES_MAX = 20;
/** Spec section 9: a limit of 100 model codes. */
export const PRODUCT_CHANGE_MODELS_MAX = 100;
export const PRODUCT_CHANGE_ATTACHMENTS_MAX = 10;
/** What the attachment upload accepts: the notices' attachments (150 MB, content checked by the file service). */
export const PRODUCT_CHANGE_ATTACHMENT_UPLOAD = { category: 'attachment', maxBytes: 150 * 1024 * 1024 } as const;
/** The most published changes one VIN check weighs (those of the VIN's brand and series). */
export const PRODUCT_CHANGE_VIN_CHECK_MAX = 500;

/** How a change names the vehicles it applies to: a VIN range, or a production-date range. */
export const PRODUCT_CHANGE_APPLY_BY = ['vinRange', 'productionDate'] as const;
export type ProductChangeApplyBy = (typeof PRODUCT_CHANGE_APPLY_BY)[number];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string): boolean => {
  const at = new Date(`${value}T00:00:00.000Z`);
  return DAY_PATTERN.test(value) && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};
/** A calendar day 'YYYY-MM-DD'. */
export const productChangeDaySchema = z.string({ error: 'validation.required' }).trim().refine(isDay, 'validation.invalidDate');

/*
 * A VIN range (ISO 3779): both ends share the manufacturer and vehicle description (characters 1 to
 * 8) and the model year and plant (10 and 11); the check digit (9) differs from VIN to VIN. The
 * serial (12 to 17) of the first is not after that of the last. A VIN is in the range when it has
 * the same characters 1 to 8, 10 and 11 and its serial lies between.
 */

/** The characters a VIN range holds fixed: 1 to 8, 10 and 11. */
export function vinRangeKey(vin: string): string {
  return `${vin.slice(0, 8)}${vin.slice(9, 11)}`;
}

/** The serial of a VIN: characters 12 to 17. */
export function vinSerial(vin: string): string {
  return vin.slice(11);
}

/** What is wrong with a VIN range, or null: another prefix, or the first after the last. */
export function vinRangeProblem(from: string, to: string): 'validation.productChange.vinPrefix' | 'validation.productChange.vinOrder' | null {
  if (vinRangeKey(from) !== vinRangeKey(to)) return 'validation.productChange.vinPrefix';
  return vinSerial(from) <= vinSerial(to) ? null : 'validation.productChange.vinOrder';
}

export function vinInRange(vin: string, from: string, to: string): boolean {
  const serial = vinSerial(vin);
  return vinRangeKey(vin) === vinRangeKey(from) && serial >= vinSerial(from) && serial <= vinSerial(to);
}

const upperUnique = (values: readonly string[]) => new Set(values.map((v) => v.toUpperCase())).size === values.length;

/** What the author writes; series and models are checked against the vehicle master data on the server. */
const productChangeContentShape = {
  changeCode: requiredText(PRODUCT_CHANGE_CODE_MAX_LENGTH)
    .regex(PRODUCT_CHANGE_CODE_PATTERN, 'validation.productChange.code')
    .transform((code) => code.toUpperCase()),
  title: requiredText(PRODUCT_CHANGE_TITLE_MAX_LENGTH),
  description: requiredRichText(PRODUCT_CHANGE_DESCRIPTION_MAX_LENGTH),
  brandCode: brandCodeSchema,
  seriesCodes: z
    .array(vehicleCode(), { error: 'validation.productChange.seriesRequired' })
    .min(1, 'validation.productChange.seriesRequired')
    .max(PRODUCT_CHANGE_SERIES_MAX, 'validation.productChange.tooManySeries')
    .refine(upperUnique, 'validation.productChange.repeatedSeries'),
  /** None: every model of the series. */
  modelCodes: z
    .array(vehicleCode())
    .max(PRODUCT_CHANGE_MODELS_MAX, 'validation.productChange.tooManyModels')
    .refine(upperUnique, 'validation.productChange.repeatedModel')
    .default([]),
  applyBy: z.enum(PRODUCT_CHANGE_APPLY_BY, { error: 'validation.invalidOption' }),
  vinFrom: vinSchema.nullish(),
  vinTo: vinSchema.nullish(),
  productionFrom: productChangeDaySchema.nullish(),
  productionTo: productChangeDaySchema.nullish(),
  effectiveDate: productChangeDaySchema,
  attachments: z
    .array(bulletinAttachmentSchema)
    .max(PRODUCT_CHANGE_ATTACHMENTS_MAX, 'validation.productChange.tooManyAttachments')
    .refine((files) => new Set(files.map((f) => f.url)).size === files.length, 'validation.productChange.repeatedAttachment')
    .default([]),
};

type ApplicabilityInput = { applyBy: ProductChangeApplyBy; vinFrom?: string | null; vinTo?: string | null; productionFrom?: string | null; productionTo?: string | null };

/** The range of `applyBy` is complete and ordered (the other range's fields are ignored and not kept). */
function checkApplicability(value: ApplicabilityInput, ctx: z.RefinementCtx): void {
  const required = (path: string) => ctx.addIssue({ code: 'custom', message: 'validation.required', path: [path] });
  if (value.applyBy === 'vinRange') {
    if (!value.vinFrom) required('vinFrom');
    if (!value.vinTo) required('vinTo');
    if (value.vinFrom && value.vinTo) {
      const problem = vinRangeProblem(value.vinFrom, value.vinTo);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['vinTo'] });
    }
    return;
  }
  if (!value.productionFrom) required('productionFrom');
  if (!value.productionTo) required('productionTo');
  if (value.productionFrom && value.productionTo && value.productionFrom > value.productionTo) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateRangeOrder', path: ['productionTo'] });
  }
}

/** `POST productChange`: a new draft of the caller. */
export const createProductChangeSchema = z.strictObject(productChangeContentShape).superRefine(checkApplicability);
export type CreateProductChange = z.input<typeof createProductChangeSchema>;
export type CreateProductChangeValues = z.infer<typeof createProductChangeSchema>;

/** `PUT productChange/:id`: the author's edit of the whole change, with the version read. */
export const updateProductChangeSchema = z.strictObject({ ...productChangeContentShape, version: versionSchema }).superRefine(checkApplicability);
export type UpdateProductChange = z.input<typeof updateProductChangeSchema>;
export type UpdateProductChangeValues = z.infer<typeof updateProductChangeSchema>;

/** A series a change names, with the name the master data gave it. */
export const productChangeSeriesSchema = z.object({ seriesCode: z.string(), seriesName: z.string().nullable() });

/** A change in the lists, with the workflow buttons the caller has. */
export const productChangeRowSchema = z.object({
  ...rowMetaShape,
  changeCode: z.string(),
  title: z.string(),
  brandCode: z.string(),
  series: z.array(productChangeSeriesSchema),
  modelCodes: z.array(z.string()),
  applyBy: z.enum(PRODUCT_CHANGE_APPLY_BY),
  vinFrom: z.string().nullable(),
  vinTo: z.string().nullable(),
  productionFrom: z.string().nullable(),
  productionTo: z.string().nullable(),
  effectiveDate: z.string(),
  attachmentCount: z.number().int(),
  ...documentRowShape,
});
export type ProductChangeRow = z.infer<typeof productChangeRowSchema>;
export const productChangePageSchema = pageResultSchema(productChangeRowSchema);

/** A change as the editor and the reading view show it. */
export const productChangeDetailSchema = productChangeRowSchema.extend({
  description: z.string(),
  attachments: z.array(bulletinAttachmentSchema),
});
export type ProductChangeDetail = z.infer<typeof productChangeDetailSchema>;

const dayRangeOrdered = (q: { startTime?: string; endTime?: string }) => !q.startTime || !q.endTime || q.startTime <= q.endTime;

/**
 * The staff list (/ProductChangeManagement): keyword (code or title), brand, series, submit, verify
 * and publish state, the discard flag (discarded changes are left out unless asked for) and the
 * created days.
 */
export const productChangeQuerySchema = pageQuerySchema()
  .extend({
    brandCode: filterText(100),
    seriesCode: filterText(100),
    submitState: documentStateFilter([0, 1, 2]),
    verifyState: documentStateFilter([0, 1, 2]),
    publishState: documentStateFilter([0, 1, 2]),
    discard: documentStateFilter([0, 1]),
    startTime: dayFilterSchema,
    endTime: dayFilterSchema,
  })
  .refine(dayRangeOrdered, { message: 'validation.dateRangeOrder', path: ['endTime'] });
export type ProductChangeQuery = z.infer<typeof productChangeQuerySchema>;
export type ProductChangeQueryInput = z.input<typeof productChangeQuerySchema>;

/** The readers' list (/ProductChange): the published changes of the caller's brands by keyword, brand, series and effective days. */
export const publishedProductChangeQuerySchema = pageQuerySchema()
  .extend({
    brandCode: filterText(100),
    seriesCode: filterText(100),
    startTime: dayFilterSchema,
    endTime: dayFilterSchema,
  })
  .refine(dayRangeOrdered, { message: 'validation.dateRangeOrder', path: ['endTime'] });
export type PublishedProductChangeQuery = z.infer<typeof publishedProductChangeQuerySchema>;
export type PublishedProductChangeQueryInput = z.input<typeof publishedProductChangeQuerySchema>;

/** "Does it apply to my VIN": the VIN and, when known (the vehicle's plate), its production day. */
export const productChangeVinQuerySchema = z.object({
  vin: vinSchema,
  productionDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), productChangeDaySchema.optional()),
});
export type ProductChangeVinQuery = z.infer<typeof productChangeVinQuerySchema>;
export type ProductChangeVinQueryInput = z.input<typeof productChangeVinQuerySchema>;

/**
 * Why a published change applies to a vehicle: its VIN is in the change's range, its production day
 * is in the change's dates, or the change goes by production date and the day was not given (the
 * vehicle registry keeps no production date: the reader checks the plate).
 */
export const PRODUCT_CHANGE_MATCHES = ['vin', 'productionDate', 'needsProductionDate'] as const;
export type ProductChangeMatch = (typeof PRODUCT_CHANGE_MATCHES)[number];

/** What a change names of the vehicles it applies to. */
export interface ProductChangeScope {
  brandCode: string;
  seriesCodes: readonly string[];
  modelCodes: readonly string[];
  applyBy: ProductChangeApplyBy;
  vinFrom: string | null;
  vinTo: string | null;
  productionFrom: string | null;
  productionTo: string | null;
}

/** A vehicle as the VIN query knows it. */
export interface ProductChangeVehicle {
  vin: string;
  brandCode: string;
  seriesCode: string;
  modelCode: string | null;
}

/**
 * Whether a change applies to a vehicle, and why (null: it does not): the brand, one of the series
 * and, when the change names models, one of them (codes regardless of case); then the VIN range, or
 * the production dates (the day given, or `needsProductionDate` without one).
 */
export function productChangeMatch(change: ProductChangeScope, vehicle: ProductChangeVehicle, productionDate?: string | null): ProductChangeMatch | null {
  const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
  if (!same(change.brandCode, vehicle.brandCode)) return null;
  if (!change.seriesCodes.some((s) => same(s, vehicle.seriesCode))) return null;
  if (change.modelCodes.length > 0 && !change.modelCodes.some((m) => vehicle.modelCode !== null && same(m, vehicle.modelCode))) return null;
  if (change.applyBy === 'vinRange') {
    return change.vinFrom && change.vinTo && vinInRange(vehicle.vin.toUpperCase(), change.vinFrom, change.vinTo) ? 'vin' : null;
  }
  if (!change.productionFrom || !change.productionTo) return null;
  if (!productionDate) return 'needsProductionDate';
  return productionDate >= change.productionFrom && productionDate <= change.productionTo ? 'productionDate' : null;
}

/** The answer of the VIN check: the vehicle, and the published changes that apply (or may: needsProductionDate). */
export const productChangeVinAnswerSchema = z.object({
  vehicle: z.object({ vin: z.string(), brandCode: z.string(), seriesCode: z.string(), seriesName: z.string().nullable(), modelCode: z.string().nullable() }),
  productionDate: z.string().nullable(),
  changes: z.array(productChangeRowSchema.extend({ match: z.enum(PRODUCT_CHANGE_MATCHES) })),
});
export type ProductChangeVinAnswer = z.infer<typeof productChangeVinAnswerSchema>;

/** The API paths of product changes, under /tis/api. */
export const PRODUCT_CHANGE_API = {
  base: 'documentService/productChange',
  /** /ProductChangeManagement: the changes the caller works on (own, their organisation's, those to review or publish). */
  list: 'documentService/productChange/list',
  /** The staff list as an Excel workbook (the list's filters; at most DOCUMENT_EXPORT_MAX_ROWS rows). */
  export: 'documentService/productChange/export',
  /** /ProductChange: the published changes of the caller's brands. */
  published: 'documentService/productChange/published',
  /** Which published changes apply to a VIN. */
  byVin: 'documentService/productChange/byVin',
} as const;
