import { describe, expect, it } from 'vitest';
import { createFastAppSchema } from './fast-apps.js';
import { createMailListSchema } from './mail-lists.js';

const entry = { mailCode: 'ML-1', area: 'North', subject: 'Warranty', contactName: 'Li Wei', phone: '+86 (10) 5555-0101', email: 'li.wei@example.com' };
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('contact list and common application bodies', () => {
  it('accepts a contact, folding blank email and remark to none and the order to 0', () => {
    expect(createMailListSchema.parse({ ...entry, email: '  ', remark: '' })).toEqual({ ...entry, email: null, remark: null, sortNo: 0 });
  });

  it('refuses phones with other characters or without a digit, and malformed emails', () => {
    for (const phone of ['0301234 ext. 5', '+-()', '030/1234']) expect(messageOf(createMailListSchema.safeParse({ ...entry, phone })), phone).toBe('validation.phoneFormat');
    for (const email of ['li.wei@', '@example.com', 'li wei@example.com', 'li.wei@example', 'a@b@example.com']) {
      expect(messageOf(createMailListSchema.safeParse({ ...entry, email })), email).toBe('validation.accounts.email');
    }
    expect(messageOf(createMailListSchema.safeParse({ ...entry, mailCode: 'ML 1' }))).toBe('validation.codeFormat');
  });

  it('takes an application link to a portal path or an https address only, and the icon as a stored file', () => {
    const app = { appName: 'Wiki', link: '/HelperDoc', appType: 'Knowledge', appIcon: '/tis/file/uploads/2026/01/wiki.png' };
    expect(createFastAppSchema.parse(app)).toEqual({ ...app, sortNo: 0 });
    expect(createFastAppSchema.safeParse({ ...app, link: 'https://parts.example.com/x' }).success).toBe(true);
    for (const link of ['http://parts.example.com/x', '//evil.example.com', 'javascript:alert(1)']) expect(messageOf(createFastAppSchema.safeParse({ ...app, link })), link).toBe('validation.fastApp.link');
    expect(messageOf(createFastAppSchema.safeParse({ ...app, appIcon: 'https://parts.example.com/icon.png' }))).toBe('validation.fastApp.iconRequired');
  });
});
