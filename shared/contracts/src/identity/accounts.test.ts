import { describe, expect, it } from 'vitest';
import { rightCreateSchema, statusActionsFor, userCreateSchema, userUpdateSchema } from './accounts.js';

const base = {
  userCode: 'oem08',
  userName: 'Sun Li',
  userType: 'oem',
  roleCode: 'oem_approver',
  password: 'Strong#2026',
  confirm: 'Strong#2026',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('account contracts', () => {
  it('accepts a new account and fills the defaults', () => {
    const parsed = userCreateSchema.parse({ ...base, email: '', effectiveDate: '' });
    expect(parsed).toMatchObject({ status: 'normal', brandCodes: [], singleSession: false, email: null, effectiveDate: null });
  });

  it('applies the password policy and the match (spec section 5)', () => {
    expect(messages(userCreateSchema.safeParse({ ...base, password: 'abc', confirm: 'abc' }))).toEqual(
      expect.arrayContaining(['validation.passwordLength', 'validation.passwordUpper', 'validation.passwordDigit']),
    );
    expect(messages(userCreateSchema.safeParse({ ...base, confirm: 'Strong#2027' }))).toEqual(['validation.passwordMismatch']);
  });

  it('keeps the start date not after the end date, and asks a dealer for a dealer code', () => {
    const dates = { effectiveDate: '2026-03-02', expirationDate: '2026-03-01' };
    expect(messages(userCreateSchema.safeParse({ ...base, ...dates }))).toEqual(['validation.dateRangeOrder']);
    expect(userCreateSchema.safeParse({ ...base, effectiveDate: '2026-03-01', expirationDate: '2026-03-01' }).success).toBe(true);
    expect(messages(userUpdateSchema.safeParse({ ...base, userType: 'dealer', version: 1 }))).toEqual(['validation.accounts.agentCodeRequired']);
    expect(messages(userCreateSchema.safeParse({ ...base, userCode: 'has space' }))).toEqual(['validation.accounts.codeFormat']);
    expect(messages(userCreateSchema.safeParse({ ...base, effectiveDate: '2026-02-30' }))).toEqual(['validation.invalidDate']);
  });

  it('offers the status actions each status allows', () => {
    expect(statusActionsFor('normal')).toEqual(['freeze', 'invalidate']);
    expect(statusActionsFor('frozen')).toEqual(['unfreeze', 'invalidate']);
    expect(statusActionsFor('inactive')).toEqual(['freeze', 'invalidate', 'activate']);
    expect(statusActionsFor('invalid')).toEqual(['activate']);
  });

  it('requires a headApi under /tis/api/ for permission items', () => {
    expect(rightCreateSchema.parse({ parentItemId: 1, name: 'Submit', funLink: 'submit', headApi: '/tis/api/documentService/tsb' })).toMatchObject({ sortNo: 0 });
    expect(messages(rightCreateSchema.safeParse({ parentItemId: 1, name: 'Submit', funLink: 'submit', headApi: 'documentService' }))).toEqual(['validation.accounts.headApiFormat']);
    expect(rightCreateSchema.parse({ parentItemId: 1, name: 'Folder', funLink: null, headApi: '' })).toMatchObject({ funLink: '', headApi: null });
  });
});
