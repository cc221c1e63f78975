import { z } from 'zod';
import { ORG_CODE_PATTERN, ORG_PHONE_PATTERN } from './organisation.js';
import { pageQuerySchema } from './paging.js';
import { defineResource } from './resource/resource.js';
import { filterText, nullableText, requiredText, rowMetaShape, sortNoSchema, SORT_NO_MAX, versionSchema } from './vehicle/vehicle-fields.js';

/**
 * Contact lists (/MailList, spec sections 1 and 2: "contact lists"): who to contact per area and
 * subject — a contact's name, phone and email, a remark and an order. Each entry has a code (unique
 * regardless of case) so an exported list edited in Excel imports back onto its rows.
 */

export const MAIL_LIST_CODE_MAX = 64;
export const MAIL_LIST_AREA_MAX = 50;
export const MAIL_LIST_SUBJECT_MAX = 100;
export const MAIL_LIST_CONTACT_MAX = 50;
export const MAIL_LIST_PHONE_MAX = 30;
export const MAIL_LIST_EMAIL_MAX = 100;
export const MAIL_LIST_REMARK_MAX = 200;

/** An email address: one @, no spaces, a dot in the domain (what mail clients accept, no more). */
export const MAIL_LIST_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const REQUIRED = 'validation.required';

const phone = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .max(MAIL_LIST_PHONE_MAX, 'validation.tooLong')
  .regex(ORG_PHONE_PATTERN, 'validation.phoneFormat')
  // At least one digit: "+ -" is no number.
  .regex(/\d/, 'validation.phoneFormat');

const email = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(MAIL_LIST_EMAIL_MAX, 'validation.tooLong').regex(MAIL_LIST_EMAIL_PATTERN, 'validation.accounts.email').nullable().default(null),
);

const editable = {
  area: requiredText(MAIL_LIST_AREA_MAX),
  subject: requiredText(MAIL_LIST_SUBJECT_MAX),
  contactName: requiredText(MAIL_LIST_CONTACT_MAX),
  phone,
  email,
  remark: nullableText(MAIL_LIST_REMARK_MAX),
  sortNo: sortNoSchema,
};

export const mailListCodeSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .max(MAIL_LIST_CODE_MAX, 'validation.codeFormat')
  .regex(ORG_CODE_PATTERN, 'validation.codeFormat');

export const createMailListSchema = z.object({ mailCode: mailListCodeSchema, ...editable });
export type CreateMailList = z.input<typeof createMailListSchema>;
/** The code is fixed once created. */
export const updateMailListSchema = z.object({ ...editable, version: versionSchema });
export type UpdateMailList = z.input<typeof updateMailListSchema>;

export const mailListSchema = z.object({
  ...rowMetaShape,
  mailCode: z.string(),
  area: z.string(),
  subject: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  remark: z.string().nullable(),
  sortNo: z.number().int(),
});
export type MailListView = z.infer<typeof mailListSchema>;

/** The keyword, and the area (as written) as a filter. */
export const mailListQuerySchema = pageQuerySchema().extend({ area: filterText(MAIL_LIST_AREA_MAX) });
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

/** /MailList: contacts per area and subject, in their order; Excel export, import and template. Nothing refers to an entry. */
export const mailListsResource = defineResource({
  name: 'mailList',
  noun: 'a contact list entry',
  base: 'systemService',
  path: 'mailList',
  page: 'MailList',
  actions: { import: 'import' },
  row: mailListSchema,
  query: mailListQuerySchema,
  create: createMailListSchema,
  update: updateMailListSchema,
  fields: [
    { name: 'mailCode', label: 'mailList.field.mailCode', column: { width: 130 }, form: { input: 'text', maxLength: MAIL_LIST_CODE_MAX } },
    { name: 'area', label: 'mailList.field.area', column: { width: 140 }, form: { input: 'text', maxLength: MAIL_LIST_AREA_MAX }, filter: { input: 'text' } },
    { name: 'subject', label: 'mailList.field.subject', column: { width: 200, ellipsis: true }, form: { input: 'text', maxLength: MAIL_LIST_SUBJECT_MAX } },
    { name: 'contactName', label: 'mailList.field.contactName', column: { width: 130 }, form: { input: 'text', maxLength: MAIL_LIST_CONTACT_MAX } },
    { name: 'phone', label: 'mailList.field.phone', column: { width: 150 }, form: { input: 'text', maxLength: MAIL_LIST_PHONE_MAX }, hint: 'mailList.field.phoneHint' },
    { name: 'email', label: 'mailList.field.email', column: { width: 200, ellipsis: true }, form: { input: 'text', maxLength: MAIL_LIST_EMAIL_MAX } },
    { name: 'remark', label: 'mailList.field.remark', column: { ellipsis: true }, form: { input: 'textarea', maxLength: MAIL_LIST_REMARK_MAX } },
    { name: 'sortNo', label: 'mailList.field.sortNo', column: { width: 90 }, form: { input: 'number', min: 0, max: SORT_NO_MAX } },
  ],
  keywordFields: ['mailCode', 'area', 'subject', 'contactName', 'phone', 'email'],
  codeFields: ['mailCode'],
  order: [
    ['area', 'ASC'],
    ['sortNo', 'ASC'],
    ['mailCode', 'ASC'],
  ],
  excel: { fileName: 'mail-list' },
  texts: { title: 'mailList.list.pageTitle', add: 'mailList.list.add', edit: 'mailList.list.edit', keyword: 'mailList.list.keyword' },
});
