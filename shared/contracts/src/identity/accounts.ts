import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import { passwordSchema } from '../validators/password.js';
import { USER_STATUSES, USER_TYPES } from './identity-codes.js';

/*
 * Administration of accounts, roles and the permission tree (spec sections 3 and 6; screens
 * /baseinfouser, /baseinforole, /baseinfoauthority; base oauthService).
 */

/** Codes (user, role, dealer, brand, funLink): letters, digits and . _ - @, no spaces. */
export const ACCOUNT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]*$/;

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, 'validation.accounts.tooLong');

const code = (max: number) => text(max).regex(ACCOUNT_CODE_PATTERN, 'validation.accounts.codeFormat');

/** Empty strings from a form count as "not given". */
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), text(max).nullable().optional());

const optionalCode = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), code(max).nullable().optional());

/** A calendar day 'YYYY-MM-DD', or null for "no limit". */
const day = z.preprocess(
  (v) => (v === '' ? null : v),
  z.iso.date({ error: 'validation.invalidDate' }).nullable().optional(),
);

const email = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(200, 'validation.accounts.tooLong').pipe(z.email({ error: 'validation.accounts.email' })).nullable().optional(),
);

/** At most this many brands per user (they are stored comma-separated in 500 characters). */
export const BRAND_CODES_MAX = 15;

/** Account states an administrator may put a user in (spec section 3: frozen, normal, not activated; section 6: invalid). */
export const USER_STATUS_ACTIONS = ['freeze', 'unfreeze', 'invalidate', 'activate'] as const;
export type UserStatusAction = (typeof USER_STATUS_ACTIONS)[number];

/** The status an action leads to, and the statuses it may start from. */
export const USER_STATUS_TRANSITIONS: Record<UserStatusAction, { to: (typeof USER_STATUSES)[number]; from: readonly (typeof USER_STATUSES)[number][] }> = {
  freeze: { to: 'frozen', from: ['normal', 'inactive'] },
  unfreeze: { to: 'normal', from: ['frozen'] },
  invalidate: { to: 'invalid', from: ['normal', 'frozen', 'inactive'] },
  activate: { to: 'normal', from: ['inactive', 'invalid'] },
};

/** The actions a user in `status` offers. */
export function statusActionsFor(status: (typeof USER_STATUSES)[number]): UserStatusAction[] {
  return USER_STATUS_ACTIONS.filter((action) => USER_STATUS_TRANSITIONS[action].from.includes(status));
}

// --- Users ---

export const userQuerySchema = pageQuerySchema().extend({
  userType: z.enum(USER_TYPES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  roleCode: z.string().trim().max(64).optional(),
  agentCode: z.string().trim().max(64).optional(),
});
export type UserQuery = z.infer<typeof userQuerySchema>;

export const userViewSchema = z.object({
  id: z.string(),
  userCode: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  roleCode: z.string().nullable(),
  roleName: z.string().nullable(),
  userAgentCode: z.string().nullable(),
  brandCodes: z.array(z.string()),
  effectiveDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  /** False until the user sets a password of their own (the next login asks for one). */
  passwordSet: z.boolean(),
  singleSession: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof userViewSchema>;
export const userPageSchema = pageResultSchema(userViewSchema);

const userFields = z.object({
  userName: text(100),
  email,
  userType: z.enum(USER_TYPES, { error: 'validation.required' }),
  roleCode: code(64),
  /** userAgentCode: the dealer of a service-outlet user (required for them, ignored for others). */
  userAgentCode: optionalCode(64),
  brandCodes: z.array(code(32)).max(BRAND_CODES_MAX, 'validation.accounts.tooMany').default([]),
  effectiveDate: day,
  expirationDate: day,
  singleSession: z.boolean().default(false),
});

type UserFieldsShape = z.infer<typeof userFields>;

/** Start must not exceed end (spec section 5); a service-outlet user needs a dealer code. */
function checkUserFields(value: Pick<UserFieldsShape, 'effectiveDate' | 'expirationDate' | 'userType' | 'userAgentCode'>, ctx: z.RefinementCtx): void {
  if (value.effectiveDate && value.expirationDate && value.effectiveDate > value.expirationDate) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateRangeOrder', path: ['expirationDate'] });
  }
  if (value.userType === 'dealer' && !value.userAgentCode) {
    ctx.addIssue({ code: 'custom', message: 'validation.accounts.agentCodeRequired', path: ['userAgentCode'] });
  }
}

/** A new account: its initial password is entered twice and follows the password policy. */
export const userCreateSchema = userFields
  .extend({
    userCode: code(64),
    status: z.enum(['normal', 'inactive']).default('normal'),
    password: passwordSchema,
    confirm: z.string({ error: 'validation.passwordRequired' }),
  })
  .superRefine((value, ctx) => {
    checkUserFields(value, ctx);
    if (value.password !== value.confirm) ctx.addIssue({ code: 'custom', message: 'validation.passwordMismatch', path: ['confirm'] });
  });
export type UserCreate = z.infer<typeof userCreateSchema>;
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** An edit of the account's data; the version read with it guards against a lost update. */
export const userUpdateSchema = userFields.extend({ version: z.number().int().min(1) }).superRefine(checkUserFields);
export type UserUpdate = z.infer<typeof userUpdateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const userStatusChangeSchema = z.object({
  action: z.enum(USER_STATUS_ACTIONS),
  version: z.number().int().min(1),
});
export type UserStatusChange = z.infer<typeof userStatusChangeSchema>;

/** An administrator sets a new password; the user must choose their own at the next login. */
export const userPasswordResetSchema = z
  .object({ password: passwordSchema, confirm: z.string({ error: 'validation.passwordRequired' }) })
  .refine((pair) => pair.password === pair.confirm, { error: 'validation.passwordMismatch', path: ['confirm'] });
export type UserPasswordReset = z.infer<typeof userPasswordResetSchema>;

export const accountIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.accounts.invalidId' }) });
export type AccountIdParams = z.infer<typeof accountIdParamsSchema>;

// --- Roles ---

export const roleQuerySchema = pageQuerySchema();
export type RoleQuery = z.infer<typeof roleQuerySchema>;

export const roleViewSchema = z.object({
  id: z.string(),
  roleCode: z.string(),
  roleName: z.string(),
  remark: z.string().nullable(),
  /** How many users hold the role (a role held by users cannot be deleted). */
  userCount: z.number().int().nonnegative(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoleView = z.infer<typeof roleViewSchema>;
export const rolePageSchema = pageResultSchema(roleViewSchema);

/** Roles for a dropdown (spec section 9: dropdowns fetch up to 999 records). */
export const ROLE_OPTIONS_LIMIT = 999;
export const roleOptionSchema = z.object({ roleCode: z.string(), roleName: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const roleCreateSchema = z.object({
  roleCode: code(64),
  roleName: text(100),
  remark: optionalText(500),
});
export type RoleCreate = z.infer<typeof roleCreateSchema>;
export type RoleCreateInput = z.input<typeof roleCreateSchema>;

/** The code of a role is its identity (users and rights refer to it): only name and remark change. */
export const roleUpdateSchema = z.object({
  roleName: text(100),
  remark: optionalText(500),
  version: z.number().int().min(1),
});
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;
export type RoleUpdateInput = z.input<typeof roleUpdateSchema>;

export const RIGHT_ITEMS_MAX = 5000;

/** The rights of a role: the item ids it holds, replaced as a whole. */
export const roleRightsSchema = z.object({
  itemIds: z.array(z.number().int().positive()).max(RIGHT_ITEMS_MAX, 'validation.accounts.tooMany'),
});
export type RoleRights = z.infer<typeof roleRightsSchema>;

// --- Permission tree ---

/** Items from this id up are created by administrators; lower ids belong to the built-in tree. */
export const CUSTOM_RIGHT_ITEM_START = 100_000;

export interface RightNode {
  itemId: number;
  parentItemId: number | null;
  name: string;
  funLink: string;
  headApi: string | null;
  sortNo: number;
  /** Part of the tree every installation starts with: cannot be deleted, its funLink is fixed. */
  builtIn: boolean;
  children: RightNode[];
}

export const rightNodeSchema: z.ZodType<RightNode> = z.object({
  itemId: z.number().int(),
  parentItemId: z.number().int().nullable(),
  name: z.string(),
  funLink: z.string(),
  headApi: z.string().nullable(),
  sortNo: z.number().int(),
  builtIn: z.boolean(),
  get children(): z.ZodArray<z.ZodType<RightNode>> {
    return z.array(rightNodeSchema);
  },
});

/** The whole tree: its roots (normally the one root item) with their children, sorted. */
export const rightTreeSchema = z.array(rightNodeSchema);

const funLink = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string().trim().max(100, 'validation.accounts.tooLong').regex(/^$|^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'validation.accounts.codeFormat'),
);

/** For actions: the api the action is allowed on, contained in the called path (spec section 6). */
const headApi = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(200, 'validation.accounts.tooLong').startsWith('/tis/api/', 'validation.accounts.headApiFormat').nullable().optional(),
);

const sortNo = z.number().int().min(0).max(99_999).default(0);

export const rightCreateSchema = z.object({
  parentItemId: z.number().int().positive(),
  name: text(100),
  funLink,
  headApi,
  sortNo,
});
export type RightCreate = z.infer<typeof rightCreateSchema>;
export type RightCreateInput = z.input<typeof rightCreateSchema>;

export const rightUpdateSchema = z.object({
  name: text(100),
  funLink,
  headApi,
  sortNo,
});
export type RightUpdate = z.infer<typeof rightUpdateSchema>;
export type RightUpdateInput = z.input<typeof rightUpdateSchema>;

export const itemIdParamsSchema = z.object({ itemId: z.coerce.number({ error: 'validation.accounts.invalidId' }).int('validation.accounts.invalidId').positive('validation.accounts.invalidId') });
export type ItemIdParams = z.infer<typeof itemIdParamsSchema>;
