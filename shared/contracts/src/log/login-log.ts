import { z } from 'zod';
import { LOGIN_KINDS } from '../identity/identity-codes.js';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import { dateRangeSchema } from '../validators/date-range.js';

/** The outcome filter of /UserLoginList: successful logins, or every kind of refusal. */
export const LOGIN_OUTCOME_FILTERS = ['success', 'failure'] as const;
export type LoginOutcomeFilter = (typeof LOGIN_OUTCOME_FILTERS)[number];

/** One login attempt as /UserLoginList shows it; never a password or token. */
export const loginLogSchema = z.object({
  id: z.string(),
  userCode: z.string(),
  userName: z.string().nullable(),
  kind: z.enum(LOGIN_KINDS),
  /** 'success' or the reason of the refusal (wrongPassword, unknownUser, frozen, throttled, …). */
  outcome: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  loginAt: z.string(),
});
export type LoginLogView = z.infer<typeof loginLogSchema>;

/**
 * `GET logService/loginLog/list`: `keyword` is a prefix of the user code or the user name
 * (both indexed), the date range covers whole UTC days.
 */
export const loginLogQuerySchema = dateRangeSchema()
  .extend(pageQuerySchema().shape)
  .extend({ outcome: z.enum(LOGIN_OUTCOME_FILTERS, { error: 'validation.loginOutcome' }).optional() });
export type LoginLogQuery = z.infer<typeof loginLogQuerySchema>;
export type LoginLogQueryInput = z.input<typeof loginLogQuerySchema>;

export const loginLogPageSchema = pageResultSchema(loginLogSchema);
