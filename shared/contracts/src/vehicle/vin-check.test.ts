import { describe, expect, it } from 'vitest';
import { checkVin, normaliseVin, vinPrefixFilterSchema, vinPrefixRange } from './vin-check.js';

/** Real VINs published in recalls, registries and decoder documentation; their 9th character is the check digit. */
const REAL_VALID = [
  '1M8GDM9AXKP042788', // the classic example of the North-American scheme (check digit X)
  '1HGCM82633A004352', // Honda Accord 2003
  'JH4KA7561PC008269', // Acura Legend 1993
  '1FAFP40634F172825', // Ford Mustang 2004
  '1GNEK13ZX3R298984', // Chevrolet Tahoe 2003 (check digit X)
  'WBA3A5C57CF256651', // BMW 328i 2012 (a European VIN that carries the digit)
  '4T1BE46K19U856421', // Toyota Camry 2009
  'YV1MS382X62194711', // Volvo S40 2006
  '1G1JC124627237595', // Chevrolet Cavalier 2002
  'JHMCM56557C404453', // Honda Accord 2007
  '2T1BURHE0JC014702', // Toyota Corolla 2018 (check digit 0)
];

/** Replaces the 9th character. */
const withDigit = (vin: string, digit: string) => `${vin.slice(0, 8)}${digit}${vin.slice(9)}`;

describe('checkVin', () => {
  it.each(REAL_VALID)('accepts the real VIN %s with and without the check-digit rule', (vin) => {
    expect(checkVin(vin, { checkDigit: true })).toBeNull();
    expect(checkVin(vin, { checkDigit: false })).toBeNull();
  });

  it('accepts 11111111111111111, whose check digit is 1', () => {
    expect(checkVin('11111111111111111', { checkDigit: true })).toBeNull();
  });

  it.each(REAL_VALID)('refuses %s with any other 9th character when the brand uses the check digit', (vin) => {
    for (const digit of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'].filter((d) => d !== vin.charAt(8))) {
      expect(checkVin(withDigit(vin, digit), { checkDigit: true })).toBe('validation.vinCheckDigit');
      expect(checkVin(withDigit(vin, digit), { checkDigit: false })).toBeNull();
    }
  });

  it('accepts European VINs without a check digit only for brands that do not use it', () => {
    // Volkswagen and Mercedes-Benz write Z or a plant code in position 9.
    expect(checkVin('WVWZZZ1JZXW000001', { checkDigit: false })).toBeNull();
    expect(checkVin('WVWZZZ1JZXW000001', { checkDigit: true })).toBe('validation.vinCheckDigit');
    expect(checkVin('11111111111111112', { checkDigit: true })).toBe('validation.vinCheckDigit');
  });

  it('trims and upper-cases before checking', () => {
    expect(checkVin('  1m8gdm9axkp042788 ', { checkDigit: true })).toBeNull();
    expect(normaliseVin(' jh4ka7561pc008269\t')).toBe('JH4KA7561PC008269');
  });

  it('answers the length, character and required keys', () => {
    expect(checkVin('', { checkDigit: true })).toBe('validation.required');
    expect(checkVin('   ', { checkDigit: false })).toBe('validation.required');
    expect(checkVin('1M8GDM9AXKP04278', { checkDigit: false })).toBe('validation.vinLength');
    expect(checkVin('1M8GDM9AXKP0427881', { checkDigit: false })).toBe('validation.vinLength');
    expect(checkVin('1M8GDM9AXKP04278I', { checkDigit: false })).toBe('validation.vinForbiddenLetters');
    expect(checkVin('1M8GDM9AXKPO42788', { checkDigit: false })).toBe('validation.vinForbiddenLetters');
    expect(checkVin('QM8GDM9AXKP042788', { checkDigit: true })).toBe('validation.vinForbiddenLetters');
    expect(checkVin('1M8GDM9AX-P042788', { checkDigit: false })).toBe('validation.vinCharacters');
  });
});

describe('VIN prefix filter', () => {
  it('upper-cases a prefix of up to 17 VIN characters; blank means no filter', () => {
    expect(vinPrefixFilterSchema.parse(' lsv ')).toBe('LSV');
    expect(vinPrefixFilterSchema.parse('')).toBeUndefined();
    expect(vinPrefixFilterSchema.parse(undefined)).toBeUndefined();
    expect(vinPrefixFilterSchema.safeParse('LSVI').error?.issues[0]?.message).toBe('validation.vehicle.vinPrefix');
    expect(vinPrefixFilterSchema.safeParse('1M8GDM9AXKP0427881').error?.issues[0]?.message).toBe('validation.vehicle.vinPrefix');
  });

  it('covers exactly the VINs that start with the prefix', () => {
    const { low, high } = vinPrefixRange('1M8');
    expect([low, high]).toEqual(['1M8', '1M8ZZZZZZZZZZZZZZ']);
    const inRange = (vin: string) => vin >= low && vin <= high;
    expect(inRange('1M8GDM9AXKP042788')).toBe(true);
    expect(inRange('1M8000000000000000'.slice(0, 17))).toBe(true);
    expect(inRange('1M8ZZZZZZZZZZZZZZ')).toBe(true);
    expect(inRange('1M7ZZZZZZZZZZZZZZ')).toBe(false);
    expect(inRange('1M90000000000000')).toBe(false);
    expect(vinPrefixRange('1M8GDM9AXKP042788')).toEqual({ low: '1M8GDM9AXKP042788', high: '1M8GDM9AXKP042788' });
  });
});
