import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_AGE_MONTHS,
  checkPassword,
  isPasswordExpired,
  passwordPairSchema,
  passwordSchema,
} from './password.js';

const messages = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.message);

describe('checkPassword (spec section 5)', () => {
  it('accepts 8 characters with upper case, lower case and a digit', () => {
    expect(checkPassword('Abcdefg1')).toEqual([]);
    expect(checkPassword('Service2024')).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(checkPassword('Abcdef1')).toEqual(['validation.passwordLength']);
    expect(checkPassword('abcdefg1')).toEqual(['validation.passwordUpper']);
    expect(checkPassword('ABCDEFG1')).toEqual(['validation.passwordLower']);
    expect(checkPassword('Abcdefgh')).toEqual(['validation.passwordDigit']);
    expect(checkPassword('')).toEqual([
      'validation.passwordLength',
      'validation.passwordUpper',
      'validation.passwordLower',
      'validation.passwordDigit',
    ]);
  });
});

describe('password schemas', () => {
  it('reports every broken rule, and only "required" for an empty password', () => {
    expect(passwordSchema.parse('Abcdefg1')).toBe('Abcdefg1');
    expect(messages(passwordSchema.safeParse('abc'))).toEqual([
      'validation.passwordLength',
      'validation.passwordUpper',
      'validation.passwordDigit',
    ]);
    expect(messages(passwordSchema.safeParse(''))).toEqual(['validation.passwordRequired']);
  });

  it('needs both entries to match', () => {
    expect(passwordPairSchema.parse({ password: 'Abcdefg1', confirm: 'Abcdefg1' })).toEqual({
      password: 'Abcdefg1',
      confirm: 'Abcdefg1',
    });
    const mismatch = passwordPairSchema.safeParse({ password: 'Abcdefg1', confirm: 'Abcdefg2' });
    expect(mismatch.error?.issues.map((i) => [i.path, i.message])).toEqual([[['confirm'], 'validation.passwordMismatch']]);
  });
});

describe('isPasswordExpired (older than 3 months)', () => {
  const changed = new Date('2024-01-15T08:00:00Z');
  it('is 3 months', () => {
    expect(PASSWORD_MAX_AGE_MONTHS).toBe(3);
  });
  it('is not expired up to the same time 3 months later', () => {
    expect(isPasswordExpired(changed, new Date('2024-04-15T08:00:00Z'))).toBe(false);
    expect(isPasswordExpired(changed, new Date('2024-02-01T00:00:00Z'))).toBe(false);
  });
  it('is expired after that', () => {
    expect(isPasswordExpired(changed, new Date('2024-04-15T08:00:01Z'))).toBe(true);
    expect(isPasswordExpired(changed, new Date('2025-01-01T00:00:00Z'))).toBe(true);
  });
  it('clamps month ends (30 Nov + 3 months = 29 Feb in a leap year)', () => {
    const end = new Date('2023-11-30T00:00:00Z');
    expect(isPasswordExpired(end, new Date('2024-02-29T00:00:00Z'))).toBe(false);
    expect(isPasswordExpired(end, new Date('2024-03-01T00:00:00Z'))).toBe(true);
  });
});
