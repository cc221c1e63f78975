import { z } from 'zod';
import { LIMITS } from './limits.js';
import { pageQuerySchema } from './paging.js';
import { defineResource } from './resource/resource.js';
import { linkTarget } from './validators/link.js';

/**
 * Homepage images (/MainpageImageList, spec sections 2 and 9): the carousel of the home page. Each
 * image is a stored upload of exactly 1600 x 400 pixels, with an optional link (a portal path, or an
 * https address of a site the deployment allows), an order, an on/off switch and an optional period
 * in which it shows.
 */

export const HOMEPAGE_IMAGE_SIZE = LIMITS.homepageImage;
/** The home page shows at most this many images. */
export const HOMEPAGE_IMAGE_ACTIVE_MAX = 20;
export const HOMEPAGE_IMAGE_TITLE_MAX = 100;
export const HOMEPAGE_IMAGE_LINK_MAX = 300;
export const HOMEPAGE_IMAGE_SORT_MAX = 9999;

const REQUIRED = 'validation.required';

/** A stored file of the file service: /tis/file/<folder>/<yyyy>/<mm>/<uuid>.<ext>. */
export const HOMEPAGE_IMAGE_URL_PATTERN = /^\/tis\/file\/[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** A day 'YYYY-MM-DD'; absent, null and '' mean none (null). */
const day = z.preprocess((v) => (v === '' ? null : v), z.iso.date({ error: 'validation.invalidDate' }).nullable().optional()).transform((v) => v ?? null);

const fields = {
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(HOMEPAGE_IMAGE_TITLE_MAX, 'validation.tooLong'),
  imageUrl: z.string({ error: 'validation.homepageImage.imageRequired' }).trim().regex(HOMEPAGE_IMAGE_URL_PATTERN, 'validation.homepageImage.imageRequired'),
  link: z
    .string()
    .trim()
    .max(HOMEPAGE_IMAGE_LINK_MAX, 'validation.tooLong')
    // A portal path or an https address; which other sites are allowed the system service checks (TIS_ALLOWED_LINK_ORIGINS).
    .refine((v) => linkTarget(v) !== null, 'validation.homepageImage.link')
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  sortNo: z.coerce.number({ error: 'validation.sortNo' }).int('validation.sortNo').min(0, 'validation.sortNo').max(HOMEPAGE_IMAGE_SORT_MAX, 'validation.sortNo'),
  enabled: z.boolean({ error: REQUIRED }),
  startDate: day,
  endDate: day,
};

function checkPeriod(value: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx): void {
  if (value.startDate && value.endDate && value.startDate > value.endDate) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateRangeOrder', path: ['endDate'] });
  }
}

export const createHomepageImageSchema = z.object(fields).strict().superRefine(checkPeriod);
export type CreateHomepageImage = z.input<typeof createHomepageImageSchema>;

export const updateHomepageImageSchema = z
  .object({ ...fields, version: z.number({ error: REQUIRED }).int().min(1) })
  .strict()
  .superRefine(checkPeriod);
export type UpdateHomepageImage = z.input<typeof updateHomepageImageSchema>;

export const homepageImageSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  title: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  sortNo: z.number().int(),
  enabled: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type HomepageImageView = z.infer<typeof homepageImageSchema>;

export const homepageImageQuerySchema = pageQuerySchema().extend({
  enabled: z
    .enum(['true', 'false'], { error: 'validation.invalidOption' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type HomepageImageQuery = z.infer<typeof homepageImageQuerySchema>;

/** What the home page's carousel needs. */
export const activeHomepageImageSchema = homepageImageSchema.pick({ id: true, title: true, imageUrl: true, link: true });
export type ActiveHomepageImage = z.infer<typeof activeHomepageImageSchema>;

export const homepageImageIdParamsSchema = z.object({ id: z.string().min(1).max(36) });

/**
 * Homepage images: /MainpageImageList, in carousel order. They have no code: the title is what the
 * keyword matches and the operation log names. The stored file is checked by the system service
 * (1600 x 400) when an image is added or its file changes; the carousel's `GET active` and the
 * file upload are routes of their own.
 */
export const homepageImagesResource = defineResource({
  name: 'homepageImage',
  noun: 'a homepage image',
  base: 'systemService',
  path: 'homepageImage',
  page: 'MainpageImageList',
  row: homepageImageSchema,
  query: homepageImageQuerySchema,
  create: createHomepageImageSchema,
  update: updateHomepageImageSchema,
  fields: [
    // The page gives the upload with its preview, and the thumbnail in the cell.
    { name: 'imageUrl', label: 'homepageImages.field.image', column: { width: 200 }, form: { input: 'text' } },
    { name: 'title', label: 'homepageImages.field.title', column: { ellipsis: true }, form: { input: 'text', maxLength: HOMEPAGE_IMAGE_TITLE_MAX } },
    { name: 'link', label: 'homepageImages.field.link', column: { width: 180, ellipsis: true }, form: { input: 'text', maxLength: HOMEPAGE_IMAGE_LINK_MAX }, hint: 'homepageImages.field.linkHint' },
    { name: 'sortNo', label: 'homepageImages.field.sortNo', column: { width: 90 }, form: { input: 'number', min: 0, max: HOMEPAGE_IMAGE_SORT_MAX } },
    {
      name: 'enabled',
      label: 'homepageImages.field.enabled',
      column: { width: 100 },
      form: { input: 'switch' },
      filter: {
        input: 'select',
        options: [
          { value: 'true', label: 'homepageImages.enabled.yes' },
          { value: 'false', label: 'homepageImages.enabled.no' },
        ],
      },
    },
    // The period: one range of the page over startDate and endDate, shown in one cell.
    { name: 'startDate', label: 'homepageImages.field.period', column: { width: 210 }, form: { input: 'text' } },
  ],
  keywordFields: ['title'],
  codeFields: [],
  order: [
    ['sortNo', 'ASC'],
    ['createdAt', 'ASC'],
    ['id', 'ASC'],
  ],
  texts: { title: 'homepageImages.list.pageTitle', add: 'homepageImages.list.add', edit: 'homepageImages.list.edit', keyword: 'homepageImages.list.keywordPlaceholder' },
});
