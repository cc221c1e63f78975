import { describe, expect, it } from 'vitest';
import { passwordPairIssues } from './password-pair';

describe('passwordPairIssues (spec section 5, password policy)', () => {
  it('accepts 8+ characters with upper case, lower case and digits, entered twice alike', () => {
    expect(passwordPairIssues('Abcdefg1', 'Abcdefg1')).toEqual({ password: [], confirm: [] });
  });
  it('names every rule the password breaks', () => {
    expect(passwordPairIssues('abc', 'abc').password).toEqual([
      'validation.passwordLength',
      'validation.passwordUpper',
      'validation.passwordDigit',
    ]);
    expect(passwordPairIssues('ABCDEFGH1', 'ABCDEFGH1').password).toEqual(['validation.passwordLower']);
  });
  it('the second entry must match', () => {
    expect(passwordPairIssues('Abcdefg1', 'Abcdefg2')).toEqual({ password: [], confirm: ['validation.passwordMismatch'] });
  });
  it('says the entries differ even while the password still breaks the policy', () => {
    expect(passwordPairIssues('abc', 'abd').confirm).toEqual(['validation.passwordMismatch']);
  });
  it('both are required', () => {
    expect(passwordPairIssues('', '')).toEqual({ password: ['validation.passwordRequired'], confirm: ['validation.passwordRequired'] });
  });
});
