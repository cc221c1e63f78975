import { describe, expect, it } from 'vitest';
import {
  FAULT_RANK,
  addMonths,
  dateRangeSchema,
  diagnosisRangeSchema,
  faultRankSchema,
  isDateRangeOrdered,
  isDiagnosisRange,
  isFaultRankPeriod,
} from './date-range.js';

const d = (text: string) => new Date(`${text}T00:00:00Z`);
const issues = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('addMonths', () => {
  it('keeps the calendar day and clamps to the month end', () => {
    expect(addMonths(d('2024-01-15'), 1).toISOString()).toBe('2024-02-15T00:00:00.000Z');
    expect(addMonths(d('2024-01-31'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonths(d('2023-01-31'), 1).toISOString()).toBe('2023-02-28T00:00:00.000Z');
    expect(addMonths(d('2024-12-10'), 1).toISOString()).toBe('2025-01-10T00:00:00.000Z');
  });
});

describe('start must not exceed end', () => {
  it('allows equal dates and refuses a later start', () => {
    expect(isDateRangeOrdered(d('2024-03-01'), d('2024-03-01'))).toBe(true);
    expect(isDateRangeOrdered(d('2024-03-02'), d('2024-03-01'))).toBe(false);
  });

  it('checks the filter range only when both ends are given', () => {
    const schema = dateRangeSchema();
    expect(schema.parse({ startTime: '2024-03-01', endTime: '2024-03-05' })).toEqual({
      startTime: d('2024-03-01'),
      endTime: d('2024-03-05'),
    });
    expect(schema.parse({ startTime: '', endTime: null })).toEqual({});
    expect(schema.parse({ startTime: '2024-03-01' })).toEqual({ startTime: d('2024-03-01') });
    expect(issues(schema.safeParse({ startTime: '2024-03-06', endTime: '2024-03-05' }))).toEqual([
      ['endTime', 'validation.dateRangeOrder'],
    ]);
    expect(issues(schema.safeParse({ startTime: 'soon' }))).toEqual([['startTime', 'validation.invalidDate']]);
  });

  it('limits the days with maxDays (both ends counted) and carries the limit as a param', () => {
    const schema = dateRangeSchema({ maxDays: 7 });
    expect(schema.safeParse({ startTime: '2024-03-01', endTime: '2024-03-07' }).success).toBe(true);
    const tooLong = schema.safeParse({ startTime: '2024-03-01', endTime: '2024-03-08' });
    expect(issues(tooLong)).toEqual([['endTime', 'validation.dateRangeTooLong']]);
    expect(tooLong.error?.issues[0]).toMatchObject({ params: { days: 7 } });
  });

  it('asks for both ends when required', () => {
    expect(issues(dateRangeSchema({ required: true }).safeParse({ startTime: '2024-03-01' }))).toEqual([
      ['endTime', 'validation.required'],
    ]);
  });
});

describe('diagnosis range: at most 1 month', () => {
  it('allows up to the same calendar day next month', () => {
    expect(isDiagnosisRange(d('2024-01-15'), d('2024-02-15'))).toBe(true);
    expect(isDiagnosisRange(d('2024-01-15'), new Date('2024-02-15T23:59:59Z'))).toBe(true);
    expect(isDiagnosisRange(d('2024-01-31'), d('2024-02-29'))).toBe(true);
  });

  it('refuses one day more or a reversed range', () => {
    expect(isDiagnosisRange(d('2024-01-15'), d('2024-02-16'))).toBe(false);
    expect(isDiagnosisRange(d('2024-01-31'), d('2024-03-01'))).toBe(false);
    expect(isDiagnosisRange(d('2024-02-15'), d('2024-01-15'))).toBe(false);
  });

  it('answers message keys from the schema', () => {
    expect(diagnosisRangeSchema.safeParse({ startTime: '2024-01-15', endTime: '2024-02-15' }).success).toBe(true);
    expect(issues(diagnosisRangeSchema.safeParse({ startTime: '2024-01-15', endTime: '2024-02-16' }))).toEqual([
      ['endTime', 'validation.diagnosisRangeTooLong'],
    ]);
    expect(issues(diagnosisRangeSchema.safeParse({ startTime: '2024-02-16', endTime: '2024-01-15' }))).toEqual([
      ['endTime', 'validation.dateRangeOrder'],
    ]);
    expect(issues(diagnosisRangeSchema.safeParse({ endTime: '2024-01-15' }))).toEqual([
      ['startTime', 'validation.required'],
    ]);
  });
});

describe('fault code ranking', () => {
  it('ranks 1 to 500 over at most 4 weeks', () => {
    expect(FAULT_RANK).toEqual({ min: 1, max: 500, maxWeeks: 4 });
  });

  // 2024-03-04 is a Monday, 2024-03-10 a Sunday.
  it('needs a Monday-to-Sunday period of 1 to 4 weeks', () => {
    expect(isFaultRankPeriod(d('2024-03-04'), d('2024-03-10'))).toBe(true);
    expect(isFaultRankPeriod(d('2024-03-04'), d('2024-03-31'))).toBe(true);
    expect(isFaultRankPeriod(d('2024-03-04'), d('2024-04-07'))).toBe(false);
    expect(isFaultRankPeriod(d('2024-03-05'), d('2024-03-10'))).toBe(false);
    expect(isFaultRankPeriod(d('2024-03-04'), d('2024-03-09'))).toBe(false);
    expect(isFaultRankPeriod(d('2024-03-11'), d('2024-03-10'))).toBe(false);
  });

  it('validates rank and period in the schema', () => {
    const period = { startTime: '2024-03-04', endTime: '2024-03-31' };
    expect(faultRankSchema.parse({ rank: '500', ...period })).toEqual({
      rank: 500,
      startTime: d('2024-03-04'),
      endTime: d('2024-03-31'),
    });
    expect(issues(faultRankSchema.safeParse({ rank: 0, ...period }))).toEqual([['rank', 'validation.faultRankRange']]);
    expect(issues(faultRankSchema.safeParse({ rank: 501, ...period }))).toEqual([['rank', 'validation.faultRankRange']]);
    expect(issues(faultRankSchema.safeParse({ rank: 10, startTime: '2024-03-04', endTime: '2024-04-07' }))).toEqual([
      ['endTime', 'validation.faultRankPeriod'],
    ]);
  });
});
