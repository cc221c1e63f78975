import { z } from 'zod';

/*
 * Dates are compared by calendar day in UTC: a date-only string such as '2024-01-31'
 * parses to UTC midnight, so its day is the one written.
 */

const DAY_MS = 86_400_000;

/** Days since the epoch of a date's UTC calendar day. */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** The same calendar day `months` later, clamped to the month's last day (31 Jan + 1 = 29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Start must not exceed end (spec section 5). */
export function isDateRangeOrdered(start: Date, end: Date): boolean {
  return start.getTime() <= end.getTime();
}

/** The diagnosis date range is at most 1 month: the end may be the same calendar day next month. */
export const DIAGNOSIS_MAX_RANGE = { months: 1 } as const;

export function isDiagnosisRange(start: Date, end: Date): boolean {
  return (
    isDateRangeOrdered(start, end) &&
    dayNumber(end) <= dayNumber(addMonths(start, DIAGNOSIS_MAX_RANGE.months))
  );
}

/** Fault code ranking: rank 1 to 500, period Monday to Sunday of at most 4 weeks (spec section 5). */
export const FAULT_RANK = { min: 1, max: 500, maxWeeks: 4 } as const;

export function isFaultRankPeriod(start: Date, end: Date): boolean {
  const days = dayNumber(end) - dayNumber(start) + 1;
  return (
    start.getUTCDay() === 1 &&
    end.getUTCDay() === 0 &&
    days > 0 &&
    days <= FAULT_RANK.maxWeeks * 7
  );
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** An optional date: absent, null or '' give undefined; anything else must parse. */
const optionalDate = z.preprocess(
  (v) => (isEmpty(v) ? undefined : v),
  z.coerce.date({ error: 'validation.invalidDate' }).optional(),
);

/** A required date: absent, null or '' are 'required', anything else must parse. */
const requiredDate = z.preprocess((v, ctx) => {
  if (isEmpty(v)) ctx.addIssue({ code: 'custom', message: 'validation.required' });
  return v;
}, z.coerce.date({ error: 'validation.invalidDate' }));

/**
 * A filter range { startTime, endTime } (spec filter fields): start must not exceed end,
 * and with `maxDays` the range covers at most that many days, both ends counted
 * (issue params carry `days` for the message).
 */
export function dateRangeSchema(opts: { maxDays?: number; required?: boolean } = {}) {
  const date = opts.required ? requiredDate : optionalDate;
  return z.object({ startTime: date, endTime: date }).superRefine(({ startTime, endTime }, ctx) => {
    if (!startTime || !endTime) return;
    if (!isDateRangeOrdered(startTime, endTime)) {
      ctx.addIssue({ code: 'custom', message: 'validation.dateRangeOrder', path: ['endTime'] });
    } else if (opts.maxDays !== undefined && dayNumber(endTime) - dayNumber(startTime) + 1 > opts.maxDays) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.dateRangeTooLong',
        path: ['endTime'],
        params: { days: opts.maxDays },
      });
    }
  });
}

/** The diagnosis range: both dates, start not after end, at most 1 month. */
export const diagnosisRangeSchema = z
  .object({ startTime: requiredDate, endTime: requiredDate })
  .superRefine(({ startTime, endTime }, ctx) => {
    if (!isDateRangeOrdered(startTime, endTime)) {
      ctx.addIssue({ code: 'custom', message: 'validation.dateRangeOrder', path: ['endTime'] });
    } else if (!isDiagnosisRange(startTime, endTime)) {
      ctx.addIssue({ code: 'custom', message: 'validation.diagnosisRangeTooLong', path: ['endTime'] });
    }
  });

/** The fault code ranking query: how many codes and the Monday-to-Sunday period. */
export const faultRankSchema = z
  .object({
    rank: z.coerce
      .number({ error: 'validation.faultRankRange' })
      .int('validation.faultRankRange')
      .min(FAULT_RANK.min, 'validation.faultRankRange')
      .max(FAULT_RANK.max, 'validation.faultRankRange'),
    startTime: requiredDate,
    endTime: requiredDate,
  })
  .superRefine(({ startTime, endTime }, ctx) => {
    if (!isFaultRankPeriod(startTime, endTime)) {
      ctx.addIssue({ code: 'custom', message: 'validation.faultRankPeriod', path: ['endTime'] });
    }
  });
