import { describe, expect, it } from 'vitest';
import { MAX_STEP_TIME_SECONDS, secondsToStepTime, stepTimeSchema, stepTimeToSeconds } from './step-time.js';

describe('step time hh:mm:ss (spec section 5)', () => {
  it('converts to seconds', () => {
    expect(stepTimeToSeconds('01:02:03')).toBe(3723);
    expect(stepTimeToSeconds('00:00:00')).toBe(0);
    expect(stepTimeToSeconds('00:59:59')).toBe(3599);
    expect(stepTimeToSeconds('99:59:59')).toBe(MAX_STEP_TIME_SECONDS);
  });

  it.each(['1:02:03', '01:2:03', '01:02:3', '01:60:00', '01:00:60', 'aa:bb:cc', '01-02-03', '01:02', ' 01:02:03', '001:02:03', ''])(
    'rejects %s',
    (text) => {
      expect(stepTimeToSeconds(text)).toBeNull();
    },
  );

  it('converts back with zero padding', () => {
    expect(secondsToStepTime(3723)).toBe('01:02:03');
    expect(secondsToStepTime(0)).toBe('00:00:00');
    expect(secondsToStepTime(59)).toBe('00:00:59');
    expect(secondsToStepTime(36000)).toBe('10:00:00');
    expect(secondsToStepTime(MAX_STEP_TIME_SECONDS)).toBe('99:59:59');
  });

  it('answers null for seconds hh:mm:ss cannot show', () => {
    expect(secondsToStepTime(-1)).toBeNull();
    expect(secondsToStepTime(1.5)).toBeNull();
    expect(secondsToStepTime(MAX_STEP_TIME_SECONDS + 1)).toBeNull();
  });

  it('round-trips', () => {
    for (const s of [0, 1, 61, 3599, 3600, 86399, 123456]) expect(stepTimeToSeconds(secondsToStepTime(s) ?? '')).toBe(s);
  });

  it('parses to seconds in the schema and rejects with "time format wrong"', () => {
    expect(stepTimeSchema.parse('00:10:30')).toBe(630);
    expect(stepTimeSchema.safeParse('10:30').error?.issues.map((i) => i.message)).toEqual([
      'validation.timeFormatWrong',
    ]);
    expect(stepTimeSchema.safeParse(630).error?.issues.map((i) => i.message)).toEqual(['validation.timeFormatWrong']);
  });
});
