import { describe, expect, it } from 'vitest';
import { max, mean, median, min, percentile, ratio, round, summarize } from './stats.js';

describe('bench statistics', () => {
  it('take percentiles by nearest rank: always a measured value, never an interpolation', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile(values, 11)).toBe(2);
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 100)).toBe(10);
    expect(values).toEqual([5, 1, 4, 2, 3, 10, 9, 8, 7, 6]);
  });

  it('put the 99.9th percentile of 2,000 samples at rank 1,998 despite binary rounding', () => {
    const values = Array.from({ length: 2000 }, (_, i) => i + 1);
    expect(percentile(values, 99.9)).toBe(1998);
    expect(percentile(values, 95)).toBe(1900);
  });

  it('take the lower middle value as the median of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([7])).toBe(7);
  });

  it('summarize a sample', () => {
    expect(summarize([3, 1, 2, 4])).toEqual({ count: 4, min: 1, mean: 2.5, p50: 2, p90: 4, p99: 4, max: 4 });
    expect([min([3, -1, 2]), max([3, -1, 2]), mean([1, 2, 6])]).toEqual([-1, 3, 3]);
  });

  it('refuse empty samples, non-finite values and percentiles out of range', () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => mean([1, Number.NaN])).toThrow(TypeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], -1)).toThrow(RangeError);
  });

  it('give no ratio against a zero baseline, and round for display', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(3, 0)).toBeUndefined();
    expect(round(1.23456, 3)).toBe(1.235);
    expect(round(2.5)).toBe(2.5);
  });
});
