import { z } from 'zod';
import { EXCELLENT_FLAG } from '../document-states.js';
import { STORED_FILE_PREFIX } from '../files.js';
import { LANGUAGES } from '../languages.js';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import { optionalRichText, requiredRichText } from '../rich-text.js';
import { USER_CODE_MAX_LENGTH } from '../user-messages.js';
import { vinSchema } from '../validators/vin.js';
import { wholeNumberSchema } from '../validators/whole-number.js';
import { flagSchema, rowMetaShape, versionSchema } from '../vehicle/vehicle-fields.js';
import { documentRowShape } from './document-kernel.js';

/**
 * Repair cases (spec sections 2, 3, 4 and 7): a dealer or OEM author writes a case — the vehicle,
 * the fault and how it was found and fixed, in fault, check, analysis and solution rows with
 * photos, audio and video — and it goes through the document workflow (`caseWorkflow`) until it is
 * published for every reader of its brand. Routes under /tis/api/documentService/case.
 */

export const CASE_TITLE_MAX_LENGTH = 200;
export const CASE_TEXT_MAX_LENGTH = 4000;
export const CASE_SHORT_TEXT_MAX_LENGTH = 100;
export const CASE_STEP_TEXT_MAX_LENGTH = 2000;
/** At most this many rows per section (fault, check, analysis, solution). */
export const CASE_STEPS_PER_SECTION_MAX = 50;
/** Media per row: photos, audio clips, videos. */
export const CASE_STEP_MEDIA_MAX = { images: 9, audio: 3, video: 3 } as const;
export const CASE_MILEAGE_MAX = 9_999_999;
export const FILE_URL_MAX_LENGTH = 300;

export const CASE_STEP_SECTIONS = ['fault', 'check', 'analysis', 'solution'] as const;
/** The case texts written in the rich-text editor (spec section 3: description, check and analysis process, solution, summary). */
export const CASE_RICH_TEXTS = ['description', 'checkProcess', 'solution', 'summary'] as const;
export type CaseRichText = (typeof CASE_RICH_TEXTS)[number];
export type CaseStepSection = (typeof CASE_STEP_SECTIONS)[number];

const REQUIRED = 'validation.required';

const requiredText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, 'validation.tooLong');
/** An optional text: trimmed; blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => (v ? v : null));

/** A stored upload (/tis/file/…) that the case claims when saved. */
const fileUrlSchema = z
  .string()
  .trim()
  .max(FILE_URL_MAX_LENGTH, 'validation.tooLong')
  .refine((url) => url.startsWith(STORED_FILE_PREFIX) && !url.includes('..'), 'validation.cases.fileUrl');
const mediaSchema = (max: number) => z.array(fileUrlSchema).max(max, 'validation.cases.tooManyFiles').default([]);

const mediaShape = {
  description: optionalText(CASE_STEP_TEXT_MAX_LENGTH),
  images: mediaSchema(CASE_STEP_MEDIA_MAX.images),
  audio: mediaSchema(CASE_STEP_MEDIA_MAX.audio),
  video: mediaSchema(CASE_STEP_MEDIA_MAX.video),
};
const word = () => optionalText(CASE_SHORT_TEXT_MAX_LENGTH);

/** The fields of each section's rows (spec section 3, Repair case rows). */
export const CASE_STEP_FIELDS = {
  fault: ['runningStatus', 'driverOperation', 'direction', 'roadType', 'weather', 'durationString', 'position', 'positionSuffix', 'symptom', 'symptomPrefix'],
  check: ['objectSystem', 'object', 'objectCode', 'parameter', 'systemCode', 'value', 'dtcCode'],
  analysis: [],
  solution: ['action'],
} as const satisfies Record<CaseStepSection, readonly string[]>;
export type CaseStepField = (typeof CASE_STEP_FIELDS)[CaseStepSection][number];
export const CASE_STEP_FIELD_NAMES = [...new Set(Object.values(CASE_STEP_FIELDS).flat())] as CaseStepField[];

const faultStepSchema = z.strictObject({
  section: z.literal('fault'),
  runningStatus: word(),
  driverOperation: word(),
  direction: word(),
  roadType: word(),
  weather: word(),
  durationString: word(),
  position: word(),
  positionSuffix: word(),
  symptom: word(),
  symptomPrefix: word(),
  ...mediaShape,
});
const checkStepSchema = z.strictObject({
  section: z.literal('check'),
  objectSystem: word(),
  object: word(),
  objectCode: word(),
  parameter: word(),
  systemCode: word(),
  value: word(),
  dtcCode: word(),
  ...mediaShape,
});
const analysisStepSchema = z.strictObject({ section: z.literal('analysis'), ...mediaShape });
const solutionStepSchema = z.strictObject({ section: z.literal('solution'), action: optionalText(200), ...mediaShape });

/** One row of a case as the editor sends it; a row says something (a field, a text or a file). */
export const caseStepInputSchema = z
  .discriminatedUnion('section', [faultStepSchema, checkStepSchema, analysisStepSchema, solutionStepSchema], { error: 'validation.invalidOption' })
  .refine((step) => Object.entries(step).some(([key, value]) => key !== 'section' && (Array.isArray(value) ? value.length > 0 : value !== null)), 'validation.cases.emptyStep');
export type CaseStepInput = z.input<typeof caseStepInputSchema>;

/** A row as the API answers it: every field of the union, null where the section has none. */
export const caseStepSchema = z.object({
  section: z.enum(CASE_STEP_SECTIONS),
  sno: z.number().int(),
  ...Object.fromEntries(CASE_STEP_FIELD_NAMES.map((f) => [f, z.string().nullable()])),
  description: z.string().nullable(),
  images: z.array(z.string()),
  audio: z.array(z.string()),
  video: z.array(z.string()),
}) as z.ZodObject<{
  section: z.ZodEnum<{ [K in CaseStepSection]: K }>;
  sno: z.ZodNumber;
  description: z.ZodNullable<z.ZodString>;
  images: z.ZodArray<z.ZodString>;
  audio: z.ZodArray<z.ZodString>;
  video: z.ZodArray<z.ZodString>;
} & Record<CaseStepField, z.ZodNullable<z.ZodString>>>;
export type CaseStepView = z.infer<typeof caseStepSchema>;

/** Kilometres: a whole number from 0 to CASE_MILEAGE_MAX. */
const mileageSchema = () => wholeNumberSchema('validation.cases.mileage').pipe(z.number().min(0, 'validation.cases.mileage').max(CASE_MILEAGE_MAX, 'validation.cases.mileage'));

/** What the author writes (spec section 3, Repair case); the rest comes from the session and the workflow. */
const caseContentShape = {
  title: requiredText(CASE_TITLE_MAX_LENGTH),
  brandCode: requiredText(CASE_SHORT_TEXT_MAX_LENGTH),
  seriesCode: requiredText(CASE_SHORT_TEXT_MAX_LENGTH),
  vin: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), vinSchema.nullish()).transform((v) => v ?? null),
  mileage: mileageSchema(),
  mileageElectric: mileageSchema()
    .nullish()
    .transform((v) => v ?? null),
  runningStatus: word(),
  roadType: word(),
  weather: word(),
  symptom: word(),
  faultPart: word(),
  duration: word(),
  dtcCode: optionalText(200),
  source: word(),
  description: requiredRichText(CASE_TEXT_MAX_LENGTH),
  checkProcess: optionalRichText(CASE_TEXT_MAX_LENGTH),
  solution: optionalRichText(CASE_TEXT_MAX_LENGTH),
  summary: optionalRichText(CASE_TEXT_MAX_LENGTH),
  steps: z
    .array(caseStepInputSchema)
    .max(CASE_STEPS_PER_SECTION_MAX * CASE_STEP_SECTIONS.length, 'validation.cases.tooManySteps')
    .refine((steps) => CASE_STEP_SECTIONS.every((s) => steps.filter((step) => step.section === s).length <= CASE_STEPS_PER_SECTION_MAX), 'validation.cases.tooManySteps')
    .default([]),
};

/** `POST case`: a new draft in the caller's language unless `langCode` names another. */
export const createCaseSchema = z.strictObject({ ...caseContentShape, langCode: z.enum(LANGUAGES, { error: 'validation.invalidOption' }).optional() });
export type CreateCase = z.input<typeof createCaseSchema>;
export type CreateCaseValues = z.infer<typeof createCaseSchema>;

/** `PUT case/:id`: the author's edit of the whole content (the rows are replaced), with the version read. */
export const updateCaseSchema = z.strictObject({ ...caseContentShape, version: versionSchema });
export type UpdateCase = z.input<typeof updateCaseSchema>;
export type UpdateCaseValues = z.infer<typeof updateCaseSchema>;

/** A case in a list (spec section 3 fields the lists show) with the workflow buttons the caller has. */
export const caseRowSchema = z.object({
  ...rowMetaShape,
  caseCode: z.string(),
  title: z.string(),
  langCode: z.string(),
  brandCode: z.string(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  vin: z.string().nullable(),
  mileage: z.number().int(),
  mileageElectric: z.number().int().nullable(),
  isExcellent: z.number().int(),
  timesRead: z.number().int(),
  lastVerifierPost: z.string().nullable(),
  ...documentRowShape,
});
export type CaseRow = z.infer<typeof caseRowSchema>;
export const casePageSchema = pageResultSchema(caseRowSchema);

/** A case as the editor and the reading view show it. */
export const caseDetailSchema = caseRowSchema.extend({
  runningStatus: z.string().nullable(),
  roadType: z.string().nullable(),
  weather: z.string().nullable(),
  symptom: z.string().nullable(),
  faultPart: z.string().nullable(),
  duration: z.string().nullable(),
  dtcCode: z.string().nullable(),
  source: z.string().nullable(),
  description: z.string(),
  checkProcess: z.string().nullable(),
  solution: z.string().nullable(),
  summary: z.string().nullable(),
  steps: z.array(caseStepSchema),
  /** Whether the caller has the case among their favorites. */
  favorite: z.boolean(),
  /** Whether the caller may set the excellent flag (the publish permission). */
  canMarkExcellent: z.boolean(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

const REQUIRED_OPTION = 'validation.invalidOption';
const optionalState = (values: readonly number[]) =>
  wholeNumberSchema(REQUIRED_OPTION)
    .pipe(z.number().refine((n) => values.includes(n), REQUIRED_OPTION))
    .optional();
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')
  .optional();
const filterText = (max = CASE_SHORT_TEXT_MAX_LENGTH) => z.string().trim().max(max, 'validation.tooLong').optional();

/**
 * The case filter (spec section 2): keyword (case code or title), case code, title, brand, series,
 * the fault parameters, submit, verify and publish state, last verifier post, excellent flag, area /
 * region / district, organisation name, created and published date ranges. The authoring list adds
 * the discard flag (discarded cases are left out unless it asks for them).
 */
export const caseQuerySchema = pageQuerySchema()
  .extend({
    caseCode: filterText(),
    title: filterText(CASE_TITLE_MAX_LENGTH),
    brandCode: filterText(),
    seriesCode: filterText(),
    runningStatus: filterText(),
    roadType: filterText(),
    weather: filterText(),
    symptom: filterText(),
    driverOperation: filterText(),
    direction: filterText(),
    position: filterText(),
    positionSuffix: filterText(),
    symptomPrefix: filterText(),
    submitState: optionalState([0, 1, 2]),
    verifyState: optionalState([0, 1, 2]),
    publishState: optionalState([0, 1, 2]),
    discard: optionalState([0, 1]),
    lastVerifierPost: filterText(),
    excellent: optionalState([EXCELLENT_FLAG.ordinary, EXCELLENT_FLAG.excellent]),
    areaId: filterText(36),
    regionId: filterText(36),
    districtId: filterText(36),
    orgName: filterText(200),
    langCode: z.enum(LANGUAGES, { error: REQUIRED_OPTION }).optional(),
    startTime: dateSchema,
    endTime: dateSchema,
    publishStartTime: dateSchema,
    publishEndTime: dateSchema,
  })
  .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, { message: 'validation.dateRangeOrder', path: ['endTime'] })
  .refine((q) => !q.publishStartTime || !q.publishEndTime || q.publishStartTime <= q.publishEndTime, { message: 'validation.dateRangeOrder', path: ['publishEndTime'] });
export type CaseQuery = z.infer<typeof caseQuerySchema>;
export type CaseQueryInput = z.input<typeof caseQuerySchema>;

/** The body of submit, publish, cancel a publication and discard: the version the screen read. */
export const caseVersionBodySchema = z.strictObject({ version: versionSchema });
/** `POST case/:id/verify`: approve, or refuse with a remark. */
export const caseVerifyBodySchema = z.strictObject({
  version: versionSchema,
  approved: z.boolean({ error: REQUIRED }),
  remark: z.string().max(500, 'validation.tooLong').optional(),
});
export type CaseVerifyBody = z.input<typeof caseVerifyBodySchema>;
/** `PUT case/:id/excellent`: mark a published case for the home page, or unmark it. */
export const caseExcellentBodySchema = z.strictObject({ version: versionSchema, isExcellent: flagSchema });
export type CaseExcellentBody = z.input<typeof caseExcellentBodySchema>;

export const caseIdParamsSchema = z.object({ id: z.string().min(1).max(36) });

/** A reader of a published case (the reader list) and how often they opened it. */
export const caseReaderSchema = z.object({ userCode: z.string(), fullName: z.string(), timesRead: z.number().int(), lastReadAt: z.string() });
export const caseReaderPageSchema = pageResultSchema(caseReaderSchema);
export type CaseReader = z.infer<typeof caseReaderSchema>;
export const caseReaderQuerySchema = pageQuerySchema();

/** `GET case/share` (spec section 7: share case): the case goes to another account's messages in their language. */
export const caseShareQuerySchema = z.object({
  caseId: z.string().min(1).max(36),
  receivingUser: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(USER_CODE_MAX_LENGTH, 'validation.tooLong'),
  langCode: z.enum(LANGUAGES, { error: REQUIRED_OPTION }).optional(),
});
export type CaseShareQuery = z.input<typeof caseShareQuerySchema>;

/** The home page's excellent cases: the newest published excellent ones the caller may read. */
export const EXCELLENT_CASES_ON_HOME = 10;

/** The API paths of repair cases, under /tis/api. */
export const CASE_API = {
  base: 'documentService/case',
  /** The authoring list (/CaseWork): the caller's organisation's cases and those waiting for them. */
  workList: 'documentService/case/work/list',
  /** Published cases (/CaseList) of the brands the caller works with. */
  list: 'documentService/case/list',
  /** The two lists as Excel workbooks (the list's filters; at most DOCUMENT_EXPORT_MAX_ROWS rows). */
  workExport: 'documentService/case/work/export',
  listExport: 'documentService/case/export',
  excellent: 'documentService/case/excellent',
  share: 'documentService/case/share',
  params: 'documentService/caseParam/list',
} as const;

/** The case's field rules that the other document kinds of the case rules reuse (claim cases). */
export { fileUrlSchema, mileageSchema, optionalState as documentStateFilter, dateSchema as dayFilterSchema };
