import { describe, expect, it } from 'vitest';
import { isTsbCode, parseTsbCode, tsbCodeSchema } from './tsb-code.js';

describe('TSB code (spec section 5)', () => {
  it('accepts the spec examples 0000000-01-A and …-A1', () => {
    expect(isTsbCode('0000000-01-A')).toBe(true);
    expect(isTsbCode('0000000-01-A1')).toBe(true);
    expect(isTsbCode('1234567-12-Z9')).toBe(true);
  });

  it.each([
    '000000-01-A',
    '00000000-01-A',
    '0000000-1-A',
    '0000000-001-A',
    '0000000-01-',
    '0000000-01-1',
    '0000000-01-AB',
    '0000000-01-A12',
    '0000000-01-a',
    '0000000_01_A',
    'A000000-01-A',
  ])('rejects %s', (code) => {
    expect(isTsbCode(code)).toBe(false);
  });

  it('parses part number, type number and version', () => {
    expect(parseTsbCode('1234567-02-B3')).toEqual({ partNumber: '1234567', typeNumber: '02', version: 'B3' });
    expect(parseTsbCode('0000000-01-A')).toEqual({ partNumber: '0000000', typeNumber: '01', version: 'A' });
    expect(parseTsbCode('0000000-01')).toBeNull();
  });

  it('answers the message key from the schema', () => {
    expect(tsbCodeSchema.parse(' 0000000-01-A ')).toBe('0000000-01-A');
    expect(tsbCodeSchema.safeParse('0000000-01').error?.issues.map((i) => i.message)).toEqual([
      'validation.tsbCodeFormat',
    ]);
  });
});
