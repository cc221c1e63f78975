import { describe, expect, it } from 'vitest';
import { nextDailyRun, retentionCutoff } from './log-retention.service.js';

describe('log retention schedule', () => {
  it('runs at the next 03:00 UTC, never at the moment it was computed', () => {
    expect(nextDailyRun(new Date('2025-05-10T01:00:00Z'))).toEqual(new Date('2025-05-10T03:00:00Z'));
    expect(nextDailyRun(new Date('2025-05-10T03:00:00Z'))).toEqual(new Date('2025-05-11T03:00:00Z'));
    expect(nextDailyRun(new Date('2025-12-31T22:00:00Z'))).toEqual(new Date('2026-01-01T03:00:00Z'));
  });

  it('keeps logs for whole calendar years (29 Feb falls back to 28 Feb)', () => {
    expect(retentionCutoff(new Date('2026-06-15T12:00:00Z'), 3)).toEqual(new Date('2023-06-15T12:00:00Z'));
    expect(retentionCutoff(new Date('2024-02-29T08:00:00Z'), 2)).toEqual(new Date('2022-02-28T08:00:00Z'));
  });
});
