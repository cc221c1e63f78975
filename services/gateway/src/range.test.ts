import { describe, expect, it } from 'vitest';
import { parseRange } from './range.js';
import { baseOfUrl } from './edge.js';

describe('parseRange', () => {
  it('reads single byte ranges of RFC 9110', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });
  it('refuses what cannot be satisfied', () => {
    expect(parseRange('bytes=100-', 100)).toBe('invalid');
    expect(parseRange('bytes=9-3', 100)).toBe('invalid');
    expect(parseRange('bytes=-0', 100)).toBe('invalid');
    expect(parseRange('items=0-1', 100)).toBe('invalid');
    expect(parseRange('bytes=0-1,5-6', 100)).toBe('invalid');
  });
});

describe('baseOfUrl', () => {
  it('finds the base of an API path', () => {
    expect(baseOfUrl('/tis/api/logService/operationLog/list?pageNo=1')).toBe('logService');
    expect(baseOfUrl('/tis/api/oauth')).toBe('oauth');
    expect(baseOfUrl('/tis/index')).toBeUndefined();
  });
});
