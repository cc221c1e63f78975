import { z } from 'zod';
import { HOMEPAGE_IMAGE_URL_PATTERN } from './homepage-images.js';
import { LIMITS } from './limits.js';
import { pageQuerySchema } from './paging.js';
import { defineResource } from './resource/resource.js';
import { linkTarget } from './validators/link.js';
import { requiredText, rowMetaShape, sortNoSchema, SORT_NO_MAX, versionSchema } from './vehicle/vehicle-fields.js';

/**
 * Common applications (/FastAPP, spec sections 2, 5 and 9): tiles of the home page that open
 * another application — a name, a link (a portal path, or an https address of a site the
 * deployment allows: TIS_ALLOWED_LINK_ORIGINS, checked by the system service), a type and an icon,
 * a stored PNG of exactly 96 x 96 pixels (checked by the system service from the file itself).
 */

export const FAST_APP_ICON = LIMITS.appIcon;
export const FAST_APP_NAME_MAX = 50;
export const FAST_APP_LINK_MAX = 300;
export const FAST_APP_TYPE_MAX = 50;
/** The home page shows at most this many applications. */
export const FAST_APP_ACTIVE_MAX = 48;

const REQUIRED = 'validation.required';

const editable = {
  appName: requiredText(FAST_APP_NAME_MAX),
  link: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(FAST_APP_LINK_MAX, 'validation.tooLong')
    // Which https sites are allowed the system service checks (TIS_ALLOWED_LINK_ORIGINS).
    .refine((v) => linkTarget(v) !== null, 'validation.fastApp.link'),
  appType: requiredText(FAST_APP_TYPE_MAX),
  appIcon: z.string({ error: 'validation.fastApp.iconRequired' }).trim().regex(HOMEPAGE_IMAGE_URL_PATTERN, 'validation.fastApp.iconRequired'),
  sortNo: sortNoSchema,
};

export const createFastAppSchema = z.object(editable);
export type CreateFastApp = z.input<typeof createFastAppSchema>;
export const updateFastAppSchema = z.object({ ...editable, version: versionSchema });
export type UpdateFastApp = z.input<typeof updateFastAppSchema>;

export const fastAppSchema = z.object({
  ...rowMetaShape,
  appName: z.string(),
  link: z.string(),
  appType: z.string(),
  appIcon: z.string(),
  sortNo: z.number().int(),
});
export type FastAppView = z.infer<typeof fastAppSchema>;

export const fastAppQuerySchema = pageQuerySchema();
export type FastAppQuery = z.infer<typeof fastAppQuerySchema>;

/** What a tile of the home page needs. */
export const activeFastAppSchema = fastAppSchema.pick({ id: true, appName: true, link: true, appType: true, appIcon: true });
export type ActiveFastApp = z.infer<typeof activeFastAppSchema>;

/**
 * /FastAPP, in tile order. No code: the name is what the keyword matches and the operation log
 * names. The home page's tiles are `GET fastApp/active` (any signed-in user).
 */
export const fastAppsResource = defineResource({
  name: 'fastApp',
  noun: 'a common application',
  base: 'systemService',
  path: 'fastApp',
  page: 'FastAPP',
  row: fastAppSchema,
  query: fastAppQuerySchema,
  create: createFastAppSchema,
  update: updateFastAppSchema,
  fields: [
    // The page gives the upload with its preview, and the icon in the cell.
    { name: 'appIcon', label: 'fastApp.field.appIcon', column: { width: 90 }, form: { input: 'text' } },
    { name: 'appName', label: 'fastApp.field.appName', column: { width: 200 }, form: { input: 'text', maxLength: FAST_APP_NAME_MAX } },
    { name: 'appType', label: 'fastApp.field.appType', column: { width: 160 }, form: { input: 'text', maxLength: FAST_APP_TYPE_MAX } },
    { name: 'link', label: 'fastApp.field.link', column: { ellipsis: true }, form: { input: 'text', maxLength: FAST_APP_LINK_MAX }, hint: 'fastApp.field.linkHint' },
    { name: 'sortNo', label: 'fastApp.field.sortNo', column: { width: 90 }, form: { input: 'number', min: 0, max: SORT_NO_MAX } },
  ],
  keywordFields: ['appName', 'appType'],
  codeFields: [],
  order: [
    ['sortNo', 'ASC'],
    ['createdAt', 'ASC'],
    ['id', 'ASC'],
  ],
  texts: { title: 'fastApp.list.pageTitle', add: 'fastApp.list.add', edit: 'fastApp.list.edit', keyword: 'fastApp.list.keyword' },
});
