import { z } from 'zod';
import { STORED_FILE_PREFIX } from './files.js';
import { USER_TYPES } from './identity/identity-codes.js';
import { LANGUAGES } from './languages.js';
import { pageQuerySchema, pageResultSchema } from './paging.js';
import { requiredRichText, RICH_TEXT_COLUMN_MAX_LENGTH } from './rich-text.js';
import { USER_CODE_MAX_LENGTH } from './user-messages.js';
import { dateRangeSchema } from './validators/date-range.js';
import { wholeNumberSchema } from './validators/whole-number.js';
import { PUBLISH_STATE } from './vehicle/master-data.js';
import { brandCodeSchema, filterText, requiredText, rowMetaShape, versionSchema } from './vehicle/vehicle-fields.js';
import { WORKFLOW_ACTIONS } from './workflow/workflow.js';

/**
 * System notices (bulletins; FUNC-notice; spec section 2: /BulletinList, /BulletinDetail; base
 * systemService). Staff holding FUNC-notice write a notice — a title, rich text, attachments — for
 * some user types and brands and publish it (the `bulletinWorkflow`: publish, cancel, edit and
 * delete while not published). Every user it targets reads it: a new one shows on the home page and
 * in the header until they open it; the readers and read counts are kept; a published notice can be
 * shared with another account it targets.
 */

export const BULLETIN_TITLE_MAX_LENGTH = 200;
export const BULLETIN_CONTENT_MAX_LENGTH = RICH_TEXT_COLUMN_MAX_LENGTH;
export const BULLETIN_ATTACHMENTS_MAX = 10;
const ATTACHMENT_NAME_MAX_LENGTH = 200;
const ATTACHMENT_URL_MAX_LENGTH = 500;
/** At most this many brands a notice targets (none: every brand). */
export const BULLETIN_BRANDS_MAX = 20;
/** The newest notices the home page shows. */
export const BULLETINS_ON_HOME = 6;
/** The unread notices the header's list shows (its badge counts them all). */
export const BULLETINS_IN_HEADER = 10;

/** What the attachment upload accepts (spec sections 5 and 9): attachments up to the 150 MB upload limit; the file service checks the content. */
export const BULLETIN_ATTACHMENT_UPLOAD = { category: 'attachment', maxBytes: 150 * 1024 * 1024 } as const;

/** An uploaded attachment (/tis/file/…) under the name it had when it was uploaded. */
export const bulletinAttachmentSchema = z.object({
  url: z
    .string()
    .trim()
    .max(ATTACHMENT_URL_MAX_LENGTH, 'validation.tooLong')
    .refine((url) => url.startsWith(STORED_FILE_PREFIX) && !url.includes('..'), 'validation.cases.fileUrl'),
  name: requiredText(ATTACHMENT_NAME_MAX_LENGTH),
});
export type BulletinAttachment = z.infer<typeof bulletinAttachmentSchema>;

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

/** What the editor sends: the notice's content and whom it targets. */
export const bulletinValuesSchema = z.strictObject({
  title: requiredText(BULLETIN_TITLE_MAX_LENGTH),
  content: requiredRichText(BULLETIN_CONTENT_MAX_LENGTH),
  /** The user types that read it (at least one). */
  userTypes: z
    .array(z.enum(USER_TYPES, { error: 'validation.invalidOption' }))
    .min(1, 'validation.bulletins.noUserType')
    .refine(unique, 'validation.invalidOption'),
  /** The brands whose users read it; none: every brand. */
  brandCodes: z.array(brandCodeSchema).max(BULLETIN_BRANDS_MAX, 'validation.bulletins.tooManyBrands').refine(unique, 'validation.invalidOption').default([]),
  attachments: z
    .array(bulletinAttachmentSchema)
    .max(BULLETIN_ATTACHMENTS_MAX, 'validation.bulletins.tooManyAttachments')
    .refine((files) => unique(files.map((f) => f.url)), 'validation.bulletins.repeatedAttachment')
    .default([]),
});
export type BulletinValues = z.infer<typeof bulletinValuesSchema>;
export type BulletinInput = z.input<typeof bulletinValuesSchema>;

export const createBulletinSchema = bulletinValuesSchema;
export const updateBulletinSchema = bulletinValuesSchema.extend({ version: versionSchema });
export type UpdateBulletinInput = z.input<typeof updateBulletinSchema>;
export type UpdateBulletinValues = z.infer<typeof updateBulletinSchema>;

export const bulletinIdParamsSchema = z.object({ id: z.string().min(1).max(36) });
export type BulletinIdParams = z.infer<typeof bulletinIdParamsSchema>;

/** The workflow actions a notice's route takes with the version read (delete: `DELETE bulletin/:id?version=`). */
export const BULLETIN_STEPS = ['publish', 'cancelPublish'] as const;
export type BulletinStep = (typeof BULLETIN_STEPS)[number];
export const bulletinStepParamsSchema = z.object({ id: z.string().min(1).max(36), action: z.enum(BULLETIN_STEPS, { error: 'workflow.noSuchAction' }) });
export const bulletinVersionSchema = z.object({ version: versionSchema });
export const bulletinDeleteQuerySchema = z.object({ version: wholeNumberSchema('validation.invalidOption').pipe(versionSchema) });

/** A row of /BulletinList. */
export const bulletinRowSchema = z.object({
  ...rowMetaShape,
  title: z.string(),
  userTypes: z.array(z.enum(USER_TYPES)),
  brandCodes: z.array(z.string()),
  publishState: z.number().int(),
  publishTime: z.string().nullable(),
  authorCode: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  timesRead: z.number().int(),
  attachmentCount: z.number().int(),
  /** Whether the caller has opened it (their own notices count as read). */
  read: z.boolean(),
  /** The workflow actions the caller may take (exactly the buttons the screen shows). */
  actions: z.array(z.enum(WORKFLOW_ACTIONS)),
});
export type BulletinRow = z.infer<typeof bulletinRowSchema>;
export const bulletinPageSchema = pageResultSchema(bulletinRowSchema);

/** /BulletinDetail: the row with its text and attachments. */
export const bulletinDetailSchema = bulletinRowSchema.extend({
  content: z.string(),
  attachments: z.array(bulletinAttachmentSchema),
  /** Whether the caller may see who read it (staff holding FUNC-notice). */
  canSeeReaders: z.boolean(),
});
export type BulletinDetail = z.infer<typeof bulletinDetailSchema>;

const optionalPublishState = wholeNumberSchema('validation.invalidOption')
  .pipe(z.number().refine((n) => (Object.values(PUBLISH_STATE) as number[]).includes(n), 'validation.invalidOption'))
  .optional();

/**
 * /BulletinList: keyword over the title, publish state, unread only, created between two days.
 * Staff holding FUNC-notice see every notice; everyone else the published ones that target them.
 */
export const bulletinQuerySchema = dateRangeSchema()
  .extend(pageQuerySchema().shape)
  .extend({
    publishState: optionalPublishState,
    unread: z.preprocess((v) => (v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === '' || v === undefined ? undefined : v), z.literal(true, { error: 'validation.invalidOption' }).optional()),
    brandCode: filterText(),
  });
export type BulletinQuery = z.infer<typeof bulletinQuerySchema>;
export type BulletinQueryInput = z.input<typeof bulletinQuerySchema>;

/** What the header and the home page show: the caller's newest notices and how many are unread. */
export const bulletinNewsSchema = z.object({
  unread: z.number().int(),
  list: z.array(bulletinRowSchema),
});
export type BulletinNews = z.infer<typeof bulletinNewsSchema>;
export const bulletinNewsQuerySchema = z.object({
  /** Only the unread ones (the header) or the newest ones (the home page). */
  unreadOnly: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()).default(false),
});

/** A reader of a notice (spec section 3: reader list with read counts). */
export const bulletinReaderSchema = z.object({ userCode: z.string(), fullName: z.string(), timesRead: z.number().int(), lastReadAt: z.string() });
export type BulletinReader = z.infer<typeof bulletinReaderSchema>;
export const bulletinReaderPageSchema = pageResultSchema(bulletinReaderSchema);
export const bulletinReaderQuerySchema = pageQuerySchema();

/** `GET bulletin/share` (spec section 7: share case or bulletin): the notice goes to another account it targets. */
export const bulletinShareQuerySchema = z.object({
  bulletinId: z.string().min(1).max(36),
  receivingUser: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(USER_CODE_MAX_LENGTH, 'validation.tooLong'),
  langCode: z.enum(LANGUAGES, { error: 'validation.invalidOption' }).optional(),
});
export type BulletinShareQuery = z.input<typeof bulletinShareQuerySchema>;

/** The API paths of notices, under /tis/api. */
export const BULLETIN_API = {
  base: 'systemService/bulletin',
  list: 'systemService/bulletin/list',
  news: 'systemService/bulletin/news',
  export: 'systemService/bulletin/export',
  share: 'systemService/bulletin/share',
} as const;

/** The page of the admin function: who holds it writes, publishes and deletes notices and sees their readers. */
export const BULLETIN_STAFF_FUNCTION = 'FUNC-notice';
