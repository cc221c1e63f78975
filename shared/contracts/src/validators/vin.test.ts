import { describe, expect, it } from 'vitest';
import { validateVin, vinCheckDigit, vinSchema, vinWithCheckDigitSchema } from './vin.js';

describe('vinCheckDigit', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['1HGCM82633A004352', '3'],
    ['JH4KA7561PC008269', '1'],
    ['5YJSA1E26HF000337', '7'],
    ['LSVAU2180N2183294', 'X'],
  ])('%s -> %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });

  it('answers null for text that is not 17 valid characters', () => {
    expect(vinCheckDigit('1M8GDM9AXKP04278')).toBeNull();
    expect(vinCheckDigit('1M8GDM9AXKP04278O')).toBeNull();
  });
});

describe('validateVin', () => {
  it('accepts real VINs with a correct check digit, upper-casing and trimming', () => {
    for (const vin of ['1M8GDM9AXKP042788', '11111111111111111', '1HGCM82633A004352', '5YJSA1E27HF000337']) {
      expect(validateVin(vin, { checkDigit: true })).toEqual({ ok: true, vin });
    }
    expect(validateVin(' 1hgcm82633a004352 ', { checkDigit: true })).toEqual({ ok: true, vin: '1HGCM82633A004352' });
  });

  it('rejects a changed check digit only when asked', () => {
    expect(validateVin('1HGCM82643A004352', { checkDigit: true })).toEqual({ ok: false, reason: 'checkDigit' });
    expect(validateVin('5YJSA1E26HF000337', { checkDigit: true })).toEqual({ ok: false, reason: 'checkDigit' });
    expect(validateVin('1M8GDM9A1KP042788', { checkDigit: true })).toEqual({ ok: false, reason: 'checkDigit' });
    // European VINs carry no check digit.
    expect(validateVin('WVWZZZ1JZXW000001')).toEqual({ ok: true, vin: 'WVWZZZ1JZXW000001' });
    expect(validateVin('WVWZZZ1JZXW000001', { checkDigit: true })).toEqual({ ok: false, reason: 'checkDigit' });
  });

  it('rejects 16 and 18 characters', () => {
    expect(validateVin('1HGCM82633A00435')).toEqual({ ok: false, reason: 'length' });
    expect(validateVin('1HGCM82633A0043521')).toEqual({ ok: false, reason: 'length' });
    expect(validateVin('')).toEqual({ ok: false, reason: 'length' });
  });

  it('names the letters I, O and Q apart from other characters', () => {
    expect(validateVin('1HGCM82633A00435I')).toEqual({ ok: false, reason: 'forbiddenLetters' });
    expect(validateVin('1HGCM82633AO04352')).toEqual({ ok: false, reason: 'forbiddenLetters' });
    expect(validateVin('qHGCM82633A004352')).toEqual({ ok: false, reason: 'forbiddenLetters' });
    expect(validateVin('1HGCM82633A-04352')).toEqual({ ok: false, reason: 'characters' });
    expect(validateVin('1HGCM826 3A004352')).toEqual({ ok: false, reason: 'characters' });
    expect(validateVin('1HGCM82633AÄ04352')).toEqual({ ok: false, reason: 'characters' });
  });

  it('names the characters before the length: a short VIN with an O is told about the O', () => {
    expect(validateVin('1HGCM82633AO0435')).toEqual({ ok: false, reason: 'forbiddenLetters' });
    expect(validateVin('1HGCM82633A_0435')).toEqual({ ok: false, reason: 'characters' });
    expect(validateVin('1HGCM82633A00435')).toEqual({ ok: false, reason: 'length' });
  });
});

describe('vinSchema', () => {
  it('normalises and answers message keys', () => {
    expect(vinSchema.parse('1hgcm82633a004352')).toBe('1HGCM82633A004352');
    expect(vinSchema.safeParse('1HGCM82633A00435').error?.issues.map((i) => i.message)).toEqual([
      'validation.vinLength',
    ]);
    expect(vinSchema.safeParse('1HGCM82633A00435I').error?.issues.map((i) => i.message)).toEqual([
      'validation.vinForbiddenLetters',
    ]);
    expect(vinSchema.safeParse('1HGCM82633A0043/2').error?.issues.map((i) => i.message)).toEqual([
      'validation.vinCharacters',
    ]);
    expect(vinSchema.safeParse(' 1HGCM82633A00435O').error?.issues.map((i) => i.message)).toEqual([
      'validation.vinForbiddenLetters',
    ]);
    expect(vinSchema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['validation.required']);
    expect(vinSchema.parse('WVWZZZ1JZXW000001')).toBe('WVWZZZ1JZXW000001');
  });

  it('checks position 9 in the check-digit variant', () => {
    expect(vinWithCheckDigitSchema.parse('1m8gdm9axkp042788')).toBe('1M8GDM9AXKP042788');
    expect(vinWithCheckDigitSchema.safeParse('WVWZZZ1JZXW000001').error?.issues.map((i) => i.message)).toEqual([
      'validation.vinCheckDigit',
    ]);
  });
});
