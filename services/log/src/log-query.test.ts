import { prefixPattern } from '@tis/nest';
import { describe, expect, it } from 'vitest';
import { dayRange, rawCount, rawDate, startOfUtcDay } from './log-query.js';

describe('log query helpers', () => {
  it('turns a date range into whole UTC days, the end day included', () => {
    expect(dayRange(new Date('2025-03-01'), new Date('2025-03-31'))).toEqual({
      from: new Date('2025-03-01T00:00:00Z'),
      to: new Date('2025-04-01T00:00:00Z'),
    });
    expect(dayRange(new Date('2025-03-01T17:45:00Z'), undefined)).toEqual({ from: new Date('2025-03-01T00:00:00Z') });
    expect(dayRange(undefined, undefined)).toEqual({});
    expect(startOfUtcDay(new Date('2024-02-29T23:59:59.999Z'))).toEqual(new Date('2024-02-29T00:00:00Z'));
  });

  it('makes a prefix pattern whose wildcards and escape character are literal', () => {
    expect(prefixPattern('admin')).toBe('admin%');
    expect(prefixPattern('50%_off!')).toBe('50!%!_off!!%');
  });

  it('reads raw datetimes and counts of every dialect', () => {
    expect(rawDate('2025-01-02 03:04:05.678')).toEqual(new Date('2025-01-02T03:04:05.678Z'));
    expect(rawDate(new Date('2025-01-02T03:04:05Z'))).toEqual(new Date('2025-01-02T03:04:05Z'));
    expect(rawDate('2025-01-02T03:04:05.000Z')).toEqual(new Date('2025-01-02T03:04:05Z'));
    expect(rawCount('42')).toBe(42);
    expect(rawCount(null)).toBe(0);
  });
});
