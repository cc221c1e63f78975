import { z } from 'zod';
import { bulletinAttachmentSchema } from '../bulletins.js';
import { defineEvent, type EventContract } from '../events/event-contract.js';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import type { ActionKey } from '../permissions.js';
import { RICH_TEXT_COLUMN_MAX_LENGTH, requiredRichText } from '../rich-text.js';
import { USER_CODE_MAX_LENGTH } from '../user-messages.js';
import { filterText, nullableText, requiredText, rowMetaShape, versionSchema } from '../vehicle/vehicle-fields.js';
import { defineStateMachine } from '../workflow/state-machine.js';
import { QUALITY_FB_PART_CODE_MAX_LENGTH, QUALITY_FB_PART_CODE_PATTERN } from './quality-feedback.js';
import { dayFilterSchema, documentStateFilter } from './repair-cases.js';

/**
 * Technical proof and improvement (spec sections 2 to 4, data-source keyword `techProve`, issue 16):
 * someone in the network raises a product problem — title, brand, series, optional model, the fault
 * in rich text, the part codes concerned, attachments it owns — and the quality staff (the holders of
 * the action key TECH_PROVE_STAFF_ACTION on this api, with the page) accept it, improve the product,
 * have the improvement proven and close it. ONE state column moves through TECH_PROVE_MACHINE; each
 * step is recorded (who, when, remark) and announced as `tis.document.techProve.<operation>.v1`.
 * TechQua are the technical questions asked on one proof and answered by the staff
 * (TECH_QUA_MACHINE). Routes under /tis/api/documentService/techProve.
 */

export const TECH_PROVE_KIND = 'techProve' as const;
export const TECH_PROVE_PAGE = 'TechProve' as const;
export const TECH_PROVE_PREVIEW_PAGE = 'TechProvePreview' as const;
/** The pages from which a proof is read (the list opens the reading view). */
export const TECH_PROVE_READING_PAGES = [TECH_PROVE_PREVIEW_PAGE, TECH_PROVE_PAGE] as const;
/** The action key (spec section 6) of the quality staff who manage proofs: accept, improve, prove, close, cancel, answer. */
export const TECH_PROVE_STAFF_ACTION: ActionKey = 'verify';
/** The action key of those who raise a proof (with the page TechProve). */
export const TECH_PROVE_CREATE_ACTION: ActionKey = 'create';

export const TECH_PROVE_TITLE_MAX_LENGTH = 200;
export const TECH_PROVE_DESCRIPTION_MAX_LENGTH = RICH_TEXT_COLUMN_MAX_LENGTH;
export const TECH_PROVE_PARTS_MAX = 50;
export const TECH_PROVE_ATTACHMENTS_MAX = 10;
export const TECH_PROVE_MODEL_MAX_LENGTH = 64;
export const TECH_PROVE_REMARK_MAX_LENGTH = 500;
export const TECH_QUA_TEXT_MAX_LENGTH = 2000;
/** Spec section 5: replies must be longer than 5 characters. */
export const TECH_QUA_ANSWER_MIN_LENGTH = 6;
/** The most questions one proof takes (each is a row of its reading view). */
export const TECH_QUA_PER_PROOF_MAX = 200;

// --- States and operations (spec section 4) ---

/** The one state column of a proof: 0 pending (submitted), 1 improving, 2 improved, 3 proven, 4 closed, -1 cancelled. */
export const TECH_PROVE_STATE = {
  pending: 0,
  improving: 1,
  improved: 2,
  proven: 3,
  closed: 4,
  cancelled: -1,
} as const;
export type TechProveState = (typeof TECH_PROVE_STATE)[keyof typeof TECH_PROVE_STATE];
export const TECH_PROVE_STATES = [0, 1, 2, 3, 4, -1] as const satisfies readonly TechProveState[];

/** Who acts on a proof: the one who raised it, or the quality staff. */
export type TechProveRole = 'proposer' | 'staff';

export const TECH_PROVE_OPERATIONS = ['accept', 'finish', 'reject', 'prove', 'close', 'edit', 'withdraw', 'cancel'] as const;
export type TechProveOperation = (typeof TECH_PROVE_OPERATIONS)[number];
/** The operations taken with `POST techProve/:id/<operation>` (edit is PUT). */
export const TECH_PROVE_STEPS = ['accept', 'finish', 'reject', 'prove', 'close', 'withdraw', 'cancel'] as const satisfies readonly TechProveOperation[];
export type TechProveStep = (typeof TECH_PROVE_STEPS)[number];

const S = TECH_PROVE_STATE;

/**
 * The transition table; every operation from any other state answers 409001 and changes nothing.
 *
 * | operation | from                       | to        | by                | remark   |
 * |-----------|----------------------------|-----------|-------------------|----------|
 * | accept    | pending                    | improving | staff             | optional |
 * | finish    | improving                  | improved  | staff             | required (the measures taken) |
 * | reject    | improved                   | improving | staff, proposer   | required (why the proof failed) |
 * | prove     | improved                   | proven    | staff, proposer   | optional |
 * | close     | proven                     | closed    | staff             | optional |
 * | edit      | pending                    | —         | proposer          | —        |
 * | withdraw  | pending                    | cancelled | proposer          | optional |
 * | cancel    | pending, improving, improved | cancelled | staff           | required (why) |
 */
export const TECH_PROVE_MACHINE = defineStateMachine<TechProveState, TechProveRole, TechProveOperation>({
  name: TECH_PROVE_KIND,
  states: TECH_PROVE_STATES,
  operations: TECH_PROVE_OPERATIONS,
  wrongState: 'techProve.wrongState',
  remarkRequired: 'techProve.remarkRequired',
  transitions: {
    accept: { from: [S.pending], to: S.improving, by: ['staff'], remark: 'optional' },
    finish: { from: [S.improving], to: S.improved, by: ['staff'], remark: 'required' },
    // The proof of an improvement: the one who raised the problem, or the staff, confirm it or send it back.
    reject: { from: [S.improved], to: S.improving, by: ['staff', 'proposer'], remark: 'required' },
    prove: { from: [S.improved], to: S.proven, by: ['staff', 'proposer'], remark: 'optional' },
    close: { from: [S.proven], to: S.closed, by: ['staff'], remark: 'optional' },
    edit: { from: [S.pending], to: null, by: ['proposer'], remark: 'optional' },
    withdraw: { from: [S.pending], to: S.cancelled, by: ['proposer'], remark: 'optional' },
    cancel: { from: [S.pending, S.improving, S.improved], to: S.cancelled, by: ['staff'], remark: 'required' },
  },
});

/** States in which questions may be asked on a proof (not closed, not cancelled). */
export const TECH_PROVE_OPEN_STATES: readonly TechProveState[] = [S.pending, S.improving, S.improved, S.proven];

/** The states of a question: 0 submitted, 4 answered (closed), -1 cancelled. */
export const TECH_QUA_STATE = { submitted: 0, answered: 4, cancelled: -1 } as const;
export type TechQuaState = (typeof TECH_QUA_STATE)[keyof typeof TECH_QUA_STATE];
export const TECH_QUA_STATES = [0, 4, -1] as const satisfies readonly TechQuaState[];
export type TechQuaRole = 'asker' | 'staff';
export const TECH_QUA_OPERATIONS = ['answer', 'cancel'] as const;
export type TechQuaOperation = (typeof TECH_QUA_OPERATIONS)[number];

/** A question is answered by the staff (the answer is the remark) or cancelled by who asked it or the staff, while submitted. */
export const TECH_QUA_MACHINE = defineStateMachine<TechQuaState, TechQuaRole, TechQuaOperation>({
  name: 'techQua',
  states: TECH_QUA_STATES,
  operations: TECH_QUA_OPERATIONS,
  wrongState: 'techQua.wrongState',
  remarkRequired: 'techQua.answerRequired',
  transitions: {
    answer: { from: [TECH_QUA_STATE.submitted], to: TECH_QUA_STATE.answered, by: ['staff'], remark: 'required' },
    cancel: { from: [TECH_QUA_STATE.submitted], to: TECH_QUA_STATE.cancelled, by: ['asker', 'staff'], remark: 'optional' },
  },
});

// --- Schemas ---

const partCodeSchema = requiredText(QUALITY_FB_PART_CODE_MAX_LENGTH)
  .regex(QUALITY_FB_PART_CODE_PATTERN, 'validation.qualityFb.partCode')
  .transform((code) => code.toUpperCase());

/** What the proposer writes. Part codes upper-cased, each once; attachments each once. */
const techProveContentShape = {
  title: requiredText(TECH_PROVE_TITLE_MAX_LENGTH),
  brandCode: requiredText(100),
  seriesCode: requiredText(100),
  modelCode: nullableText(TECH_PROVE_MODEL_MAX_LENGTH),
  description: requiredRichText(TECH_PROVE_DESCRIPTION_MAX_LENGTH),
  partCodes: z
    .array(partCodeSchema)
    .max(TECH_PROVE_PARTS_MAX, 'validation.techProve.tooManyParts')
    .refine((codes) => new Set(codes).size === codes.length, 'validation.qualityFb.duplicatePart')
    .default([]),
  attachments: z
    .array(bulletinAttachmentSchema)
    .max(TECH_PROVE_ATTACHMENTS_MAX, 'validation.techProve.tooManyAttachments')
    .refine((files) => new Set(files.map((f) => f.url)).size === files.length, 'validation.techProve.repeatedAttachment')
    .default([]),
};

/** `POST techProve`: a new proof of the caller, pending (submitted). */
export const createTechProveSchema = z.strictObject(techProveContentShape);
export type CreateTechProve = z.input<typeof createTechProveSchema>;
export type CreateTechProveValues = z.infer<typeof createTechProveSchema>;

/** `PUT techProve/:id`: the proposer's edit while pending, with the version read. */
export const updateTechProveSchema = z.strictObject({ ...techProveContentShape, version: versionSchema });
export type UpdateTechProve = z.input<typeof updateTechProveSchema>;
export type UpdateTechProveValues = z.infer<typeof updateTechProveSchema>;

/** `POST techProve/:id/<step>`: the version read and the remark (required where the table says so). */
export const techProveStepBodySchema = z.strictObject({
  version: versionSchema,
  remark: z.string().trim().max(TECH_PROVE_REMARK_MAX_LENGTH, 'validation.tooLong').default(''),
});
export type TechProveStepBody = z.input<typeof techProveStepBodySchema>;

export const techProveIdParamsSchema = z.object({ id: z.string().min(1).max(36) });

/** A proof in the list, with the operations the caller may take. */
export const techProveRowSchema = z.object({
  ...rowMetaShape,
  proveCode: z.string(),
  title: z.string(),
  brandCode: z.string(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  modelCode: z.string().nullable(),
  partCodes: z.array(z.string()),
  state: z.number().int(),
  proposerCode: z.string(),
  proposerName: z.string(),
  orgCode: z.string().nullable(),
  orgName: z.string().nullable(),
  /** Questions still waiting for an answer. */
  openQuestions: z.number().int(),
  createdAt: z.string(),
  actions: z.array(z.enum(TECH_PROVE_OPERATIONS)),
});
export type TechProveRow = z.infer<typeof techProveRowSchema>;
export const techProvePageSchema = pageResultSchema(techProveRowSchema);

/** One recorded step of a proof (its history): who, when, from which state to which, the remark. */
export const techProveStepRecordSchema = z.object({
  id: z.number().int(),
  operation: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  remark: z.string().nullable(),
  userCode: z.string(),
  fullName: z.string(),
  at: z.string(),
});
export type TechProveStepRecord = z.infer<typeof techProveStepRecordSchema>;

/** A question on a proof and its answer, with the operations the caller may take on it. */
export const techQuaRowSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  question: z.string(),
  state: z.number().int(),
  askerCode: z.string(),
  askerName: z.string(),
  askedAt: z.string(),
  answer: z.string().nullable(),
  answerName: z.string().nullable(),
  answerTime: z.string().nullable(),
  /** The cancelled question: why, when given. */
  cancelRemark: z.string().nullable(),
  actions: z.array(z.enum(TECH_QUA_OPERATIONS)),
});
export type TechQuaRow = z.infer<typeof techQuaRowSchema>;

/** A proof as the editor and the reading view show it. */
export const techProveDetailSchema = techProveRowSchema.extend({
  description: z.string(),
  attachments: z.array(bulletinAttachmentSchema),
  /** The recorded steps, oldest first (the first is the submission). */
  history: z.array(techProveStepRecordSchema),
  questions: z.array(techQuaRowSchema),
  /** Whether the caller may ask a question (the proof is open). */
  canAsk: z.boolean(),
});
export type TechProveDetail = z.infer<typeof techProveDetailSchema>;

/** The list filter: keyword (code or title), state, brand, series, part code and the created days. */
export const techProveQuerySchema = pageQuerySchema()
  .extend({
    state: documentStateFilter(TECH_PROVE_STATES),
    brandCode: filterText(100),
    seriesCode: filterText(100),
    partCode: filterText(QUALITY_FB_PART_CODE_MAX_LENGTH),
    startTime: dayFilterSchema,
    endTime: dayFilterSchema,
  })
  .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, { message: 'validation.dateRangeOrder', path: ['endTime'] });
export type TechProveQuery = z.infer<typeof techProveQuerySchema>;
export type TechProveQueryInput = z.input<typeof techProveQuerySchema>;

/** `POST techProve/techQua`: a question on an open proof. */
export const createTechQuaSchema = z.strictObject({ proveId: z.string().trim().min(1).max(36), question: requiredText(TECH_QUA_TEXT_MAX_LENGTH) });
export type CreateTechQua = z.input<typeof createTechQuaSchema>;
export const techQuaIdParamsSchema = z.object({ quaId: z.string().min(1).max(36) });
/** `POST techProve/techQua/:quaId/answer`: the staff's answer (longer than 5 characters). */
export const answerTechQuaSchema = z.strictObject({
  version: versionSchema,
  answer: requiredText(TECH_QUA_TEXT_MAX_LENGTH).refine((text) => text.length >= TECH_QUA_ANSWER_MIN_LENGTH, 'validation.techQua.answerTooShort'),
});
export type AnswerTechQua = z.input<typeof answerTechQuaSchema>;
/** `POST techProve/techQua/:quaId/cancel`. */
export const cancelTechQuaSchema = techProveStepBodySchema;
export type CancelTechQua = z.input<typeof cancelTechQuaSchema>;

/** The API paths of technical proof, under /tis/api. */
export const TECH_PROVE_API = {
  base: 'documentService/techProve',
  list: 'documentService/techProve/list',
  /** The list as an Excel workbook (the list's filters; at most 100,000 rows). */
  export: 'documentService/techProve/export',
  /** Questions: `POST …/techQua` asks, `…/techQua/:quaId/answer`, `…/techQua/:quaId/cancel`. */
  techQua: 'documentService/techProve/techQua',
} as const;

// --- Events ---

/** The operations announced: the submission and every step that changes the state. */
export const TECH_PROVE_EVENT_OPERATIONS = ['submit', ...TECH_PROVE_STEPS] as const;
export type TechProveEventOperation = (typeof TECH_PROVE_EVENT_OPERATIONS)[number];

/** What a step of a proof announces: the proof, the step, who, the states before and after, the remark. */
export const techProveTransitionSchema = z.object({
  proveId: z.string().min(1).max(36),
  proveCode: z.string(),
  operation: z.enum(TECH_PROVE_EVENT_OPERATIONS),
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  brandCode: z.string(),
  seriesCode: z.string(),
  byUser: z.string().min(1).max(USER_CODE_MAX_LENGTH),
  remark: z.string().nullable(),
  occurredAt: z.iso.datetime(),
});
export type TechProveTransition = z.infer<typeof techProveTransitionSchema>;

/** `tis.document.techProve.<operation>.v1`: search indexes proven and closed proofs from them. */
export const TECH_PROVE_EVENTS: Record<TechProveEventOperation, EventContract<typeof techProveTransitionSchema>> = Object.fromEntries(
  TECH_PROVE_EVENT_OPERATIONS.map((operation) => [
    operation,
    defineEvent({
      topic: `tis.document.${TECH_PROVE_KIND}.${operation}.v1`,
      producer: 'document',
      description: `A technical proof went through the step ${operation}.`,
      schema: techProveTransitionSchema,
    }),
  ]),
) as Record<TechProveEventOperation, EventContract<typeof techProveTransitionSchema>>;
