import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import type { MessageKey } from '../messages/index.js';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import type { ActionKey } from '../permissions.js';
import { vinSchema } from '../validators/vin.js';
import { wholeNumberSchema } from '../validators/whole-number.js';
import { filterText, nullableText, rowMetaShape, vehicleCode, versionSchema } from './vehicle-fields.js';
import { vinInfoSchema } from './vehicles.js';

/**
 * Four-wheel alignment standards (/StandardParametersManager, spec sections 3 and 4): per series
 * and model, each parameter of PARAMETERS as a nominal angle with a checking band (the tolerance a
 * vehicle in service may deviate) and a setting band (the narrower tolerance the workshop adjusts
 * to). Angles are stored exactly, in whole minutes of arc (-0°36' is -36), and shown both as
 * degrees and minutes and as decimal degrees (-0°36' and -0.60°).
 */

export const ALIGNMENT_API = {
  base: 'vehicleService/alignmentStandard',
  list: 'vehicleService/alignmentStandard/list',
  export: 'vehicleService/alignmentStandard/export',
  byVin: 'vehicleService/alignmentStandard/byVin',
} as const;

export const ALIGNMENT_PAGE = 'StandardParametersManager' as const;

/** The parameters of a standard (front axle: camber, caster, kingpin inclination, toe per wheel and total; rear: camber, toe per wheel and total). */
export const ALIGNMENT_PARAMETERS = ['frontCamber', 'frontCaster', 'frontKingpin', 'frontToe', 'frontTotalToe', 'rearCamber', 'rearToe', 'rearTotalToe'] as const;
export type AlignmentParameter = (typeof ALIGNMENT_PARAMETERS)[number];

/** |nominal| and each tolerance are at most 20° (1200'). */
export const ALIGNMENT_MAX_MINUTES = 20 * 60;

// --- States and operations (spec section 4) ---

/** The seven states of a standard: one `state` column. */
export const ALIGNMENT_STATE = {
  pendingSubmit: 0,
  pendingFirstReview: 1,
  pendingFinalReview: 2,
  pendingPublish: 3,
  rejected: 4,
  published: 5,
  cancelled: 6,
} as const;
export type AlignmentState = (typeof ALIGNMENT_STATE)[keyof typeof ALIGNMENT_STATE];
export const ALIGNMENT_STATES = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly AlignmentState[];

export const ALIGNMENT_OPERATIONS = ['submit', 'firstReview', 'finalReview', 'publish', 'cancel', 'edit', 'delete'] as const;
export type AlignmentOperation = (typeof ALIGNMENT_OPERATIONS)[number];
/** The operations a screen takes with `POST alignmentStandard/:id/<operation>` (edit is PUT, delete DELETE). */
export const ALIGNMENT_STEPS = ['submit', 'firstReview', 'finalReview', 'publish', 'cancel'] as const;
export type AlignmentStep = (typeof ALIGNMENT_STEPS)[number];

/** Who may not take a review: the author (nobody reviews their own standard) and, for the final review, the first reviewer. */
export type AlignmentActorRule = 'anyone' | 'notAuthor' | 'notAuthorNorFirstReviewer';

export interface AlignmentTransition {
  /** The roleRight action key (spec section 6) of the page StandardParametersManager. */
  permission: ActionKey;
  /** The only states the operation accepts. */
  from: readonly AlignmentState[];
  /** The state it leaves (a review: when approved); 'deleted' removes the row. */
  to: AlignmentState | 'deleted';
  /** Reviews: the state a refusal (with a remark) leaves. */
  refusedTo?: AlignmentState;
  actor: AlignmentActorRule;
  /** The 409001 message when the row is in another state ("data state changed, close and reopen"). */
  wrongState: MessageKey;
  /** Whether it writes a line of the review history. */
  recorded: boolean;
}

/** The transition table: the server enforces it, the screen shows exactly the buttons it allows. */
export const ALIGNMENT_TRANSITIONS: Record<AlignmentOperation, AlignmentTransition> = {
  submit: { permission: 'submit', from: [ALIGNMENT_STATE.pendingSubmit], to: ALIGNMENT_STATE.pendingFirstReview, actor: 'anyone', wrongState: 'alignment.state.submit', recorded: true },
  firstReview: {
    permission: 'verify',
    from: [ALIGNMENT_STATE.pendingFirstReview],
    to: ALIGNMENT_STATE.pendingFinalReview,
    refusedTo: ALIGNMENT_STATE.rejected,
    actor: 'notAuthor',
    wrongState: 'alignment.state.firstReview',
    recorded: true,
  },
  finalReview: {
    permission: 'verify',
    from: [ALIGNMENT_STATE.pendingFinalReview],
    to: ALIGNMENT_STATE.pendingPublish,
    refusedTo: ALIGNMENT_STATE.rejected,
    actor: 'notAuthorNorFirstReviewer',
    wrongState: 'alignment.state.finalReview',
    recorded: true,
  },
  publish: { permission: 'publish', from: [ALIGNMENT_STATE.pendingPublish], to: ALIGNMENT_STATE.published, actor: 'anyone', wrongState: 'alignment.state.publish', recorded: true },
  cancel: { permission: 'publish', from: [ALIGNMENT_STATE.published], to: ALIGNMENT_STATE.cancelled, actor: 'anyone', wrongState: 'alignment.state.cancel', recorded: true },
  // Editing a rejected standard is its revision: it is pending submit again.
  edit: { permission: 'edit', from: [ALIGNMENT_STATE.pendingSubmit, ALIGNMENT_STATE.rejected], to: ALIGNMENT_STATE.pendingSubmit, actor: 'anyone', wrongState: 'alignment.state.edit', recorded: false },
  delete: { permission: 'delete', from: [ALIGNMENT_STATE.pendingSubmit, ALIGNMENT_STATE.rejected], to: 'deleted', actor: 'anyone', wrongState: 'alignment.state.delete', recorded: false },
};

/** What the table reads of a row and of the caller. */
export interface AlignmentRowState {
  state: number;
  authorCode: string;
  firstReviewerCode: string | null;
}
export interface AlignmentCaller {
  userCode: string;
  /** The action keys the caller's role grants on the alignment api. */
  actions: readonly ActionKey[];
}

export interface AlignmentRefusal {
  error: ErrorName;
  key: MessageKey;
}

/**
 * Why `caller` may not take `operation` on `row`, or null: the action key (403), the state (409001
 * with the operation's message: the screen showed a state the row no longer has), then who reviews
 * (403: the author never, the first reviewer not the final review).
 */
export function checkAlignmentOperation(row: AlignmentRowState, caller: AlignmentCaller, operation: AlignmentOperation): AlignmentRefusal | null {
  const rule = ALIGNMENT_TRANSITIONS[operation];
  if (!caller.actions.includes(rule.permission)) return { error: 'forbidden', key: 'error.forbidden' };
  if (!(rule.from as readonly number[]).includes(row.state)) return { error: 'dataStateChanged', key: rule.wrongState };
  if (rule.actor !== 'anyone' && row.authorCode === caller.userCode) return { error: 'forbidden', key: 'alignment.ownStandard' };
  if (rule.actor === 'notAuthorNorFirstReviewer' && row.firstReviewerCode === caller.userCode) return { error: 'forbidden', key: 'alignment.sameReviewer' };
  return null;
}

/** The operations `caller` may take on `row`: exactly the buttons the screen shows. */
export function allowedAlignmentOperations(row: AlignmentRowState, caller: AlignmentCaller): AlignmentOperation[] {
  return ALIGNMENT_OPERATIONS.filter((operation) => checkAlignmentOperation(row, caller, operation) === null);
}

// --- Angles ---

/** -36 → "-0°36'". */
export function formatDegreesMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}°${String(abs % 60).padStart(2, '0')}'`;
}

/** -36 → "-0.60°" (two decimals: a minute is 0.0167°, so the decimal is rounded). */
export function formatDecimalDegrees(minutes: number): string {
  const text = (Math.abs(minutes) / 60).toFixed(2);
  return `${minutes < 0 && text !== '0.00' ? '-' : ''}${text}°`;
}

/** A tolerance: 45 → "±0°45'". */
export function formatTolerance(minutes: number): string {
  return `±${formatDegreesMinutes(minutes)}`;
}

const DEG_MIN = /^([+-]?)\s*(\d{1,2})\s*°\s*(?:(\d{1,2})\s*(?:'|′)?)?$/;
const MIN_ONLY = /^([+-]?)\s*(\d{1,4})\s*(?:'|′)$/;
const DECIMAL = /^([+-]?)\s*(\d{1,2}(?:\.\d{1,4})?|\.\d{1,4})\s*°?$/;

/**
 * An angle as people type it, in whole minutes of arc, or null when it is not one: degrees and
 * minutes ("-0°36'", "1°5'", "0°"), minutes ("45'", "±45'" for a tolerance) or decimal degrees
 * ("-0.60", "-0.6°") that are a whole number of minutes.
 */
export function parseAngle(input: string): number | null {
  const text = input.trim().replace(/^±/, '');
  let match = DEG_MIN.exec(text);
  if (match) {
    const minutes = Number(match[3] ?? '0');
    if (minutes >= 60) return null;
    const value = Number(match[2]) * 60 + minutes;
    return match[1] === '-' ? -value : value;
  }
  match = MIN_ONLY.exec(text);
  if (match) return match[1] === '-' ? -Number(match[2]) : Number(match[2]);
  match = DECIMAL.exec(text);
  if (match) {
    const exact = Number(match[2]) * 60;
    const value = Math.round(exact);
    if (Math.abs(exact - value) > 1e-6) return null;
    return match[1] === '-' ? -value : value;
  }
  return null;
}

// --- Schemas ---

const minutesSchema = (min: number) =>
  z
    .number({ error: 'validation.alignment.angle' })
    .int('validation.alignment.angle')
    .min(min, min === 0 ? 'validation.alignment.tolerance' : 'validation.alignment.range')
    .max(ALIGNMENT_MAX_MINUTES, min === 0 ? 'validation.alignment.tolerance' : 'validation.alignment.range');

/** One parameter: the nominal angle and the half-widths of the checking and setting bands, in minutes of arc. */
export const alignmentValueSchema = z
  .object({
    nominal: minutesSchema(-ALIGNMENT_MAX_MINUTES),
    check: minutesSchema(0),
    set: minutesSchema(0),
  })
  .strict()
  .refine((v) => v.set <= v.check, { message: 'validation.alignment.setWiderThanCheck', path: ['set'] });
export type AlignmentValue = z.infer<typeof alignmentValueSchema>;

export const alignmentValuesSchema = z
  .object(Object.fromEntries(ALIGNMENT_PARAMETERS.map((p) => [p, alignmentValueSchema])) as Record<AlignmentParameter, typeof alignmentValueSchema>)
  .strict();
export type AlignmentValues = z.infer<typeof alignmentValuesSchema>;

export const ALIGNMENT_REMARK_MAX_LENGTH = 500;

/** A new standard: its series, its model (none: the series' standard) and its values. */
export const createAlignmentStandardSchema = z
  .object({
    seriesCode: vehicleCode(),
    modelCode: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), vehicleCode().nullable().default(null)),
    values: alignmentValuesSchema,
    remark: nullableText(ALIGNMENT_REMARK_MAX_LENGTH),
  })
  .strict();
export type AlignmentStandardInput = z.input<typeof createAlignmentStandardSchema>;
export type AlignmentStandardValues = z.infer<typeof createAlignmentStandardSchema>;

/** An edit: the values and remark with the version read (the series and model are fixed once created). */
export const updateAlignmentStandardSchema = z.object({ values: alignmentValuesSchema, remark: nullableText(ALIGNMENT_REMARK_MAX_LENGTH), version: versionSchema }).strict();
export type UpdateAlignmentStandardInput = z.input<typeof updateAlignmentStandardSchema>;
export type UpdateAlignmentStandardValues = z.infer<typeof updateAlignmentStandardSchema>;

/** The body of a step: the version read; a review also approves, or refuses with a remark. */
export const alignmentStepSchema = z
  .object({
    version: versionSchema,
    approved: z.boolean().optional(),
    remark: z.string().trim().max(ALIGNMENT_REMARK_MAX_LENGTH, 'validation.tooLong').default(''),
  })
  .strict();
export type AlignmentStepInput = z.input<typeof alignmentStepSchema>;
export type AlignmentStepBody = z.infer<typeof alignmentStepSchema>;

export const alignmentIdParamsSchema = z.object({ id: z.string().min(1).max(36) });
export const alignmentDeleteQuerySchema = z.object({ version: wholeNumberSchema('validation.invalidOption').pipe(versionSchema) });

const optionalState = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
  z
    .number()
    .int()
    .min(0, 'validation.invalidOption')
    .max(6, 'validation.invalidOption')
    .optional(),
);

/** The list: keyword over series and model codes and names; brand, series and state filters. */
export const alignmentQuerySchema = pageQuerySchema().extend({
  brandCode: filterText(),
  seriesCode: filterText(),
  state: optionalState,
});
export type AlignmentQuery = z.infer<typeof alignmentQuerySchema>;
export type AlignmentQueryInput = z.input<typeof alignmentQuerySchema>;

/** A line of the review history (spec section 3, Verify record): submit, reviews, publish and cancel. */
export const alignmentReviewSchema = z.object({
  id: z.string(),
  step: z.enum(ALIGNMENT_STEPS),
  /** Reviews: 1 approved, 0 refused; null for the other steps. */
  result: z.number().int().nullable(),
  remark: z.string().nullable(),
  userCode: z.string(),
  fullName: z.string(),
  at: z.string(),
});
export type AlignmentReview = z.infer<typeof alignmentReviewSchema>;

const valueView = z.object({ nominal: z.number().int(), check: z.number().int(), set: z.number().int() });

export const alignmentStandardSchema = z.object({
  ...rowMetaShape,
  brandCode: z.string(),
  seriesCode: z.string(),
  seriesName: z.string().nullable(),
  modelCode: z.string().nullable(),
  modelName: z.string().nullable(),
  state: z.number().int(),
  values: z.object(Object.fromEntries(ALIGNMENT_PARAMETERS.map((p) => [p, valueView])) as Record<AlignmentParameter, typeof valueView>),
  remark: z.string().nullable(),
  authorCode: z.string(),
  authorName: z.string(),
  firstReviewerCode: z.string().nullable(),
  submitTime: z.string().nullable(),
  publishTime: z.string().nullable(),
  createdAt: z.string(),
  /** The operations the caller may take now (the buttons). */
  actions: z.array(z.enum(ALIGNMENT_OPERATIONS)),
});
export type AlignmentStandardView = z.infer<typeof alignmentStandardSchema>;
export const alignmentPageSchema = pageResultSchema(alignmentStandardSchema);

export const alignmentDetailSchema = alignmentStandardSchema.extend({ history: z.array(alignmentReviewSchema) });
export type AlignmentStandardDetail = z.infer<typeof alignmentDetailSchema>;

/** The reader's query: a VIN. */
export const alignmentByVinQuerySchema = z.object({ vin: vinSchema }).strict();
export type AlignmentByVinQuery = z.infer<typeof alignmentByVinQuerySchema>;

/** What a reader sees for a VIN: the vehicle, and the published standard of its model, else of its series (null: none published). */
export const alignmentByVinSchema = z.object({
  vehicle: vinInfoSchema,
  /** Whether the standard is the model's own or its series'. */
  matchedBy: z.enum(['model', 'series']).nullable(),
  standard: alignmentStandardSchema.omit({ actions: true }).nullable(),
});
export type AlignmentByVin = z.infer<typeof alignmentByVinSchema>;
