import { z } from 'zod';
import type { RoleRightItem } from '../permissions.js';
import { LOGIN_TYPE, USER_STATUSES, USER_TYPES } from './identity-codes.js';

/** The user part of the session (spec section 3, Session data.userInfo). */
export const userInfoSchema = z.object({
  userCode: z.string(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
  userAgentCode: z.string().nullable(),
  roleCode: z.string().nullable(),
  email: z.string().nullable(),
  brandCodes: z.array(z.string()),
  lang: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const roleRightItemSchema = z.object({
  itemId: z.number().int(),
  funLink: z.string(),
  headApi: z.string().nullable(),
}) satisfies z.ZodType<RoleRightItem>;

/** The login result (spec section 3) plus the session data the SPA keeps. */
export const loginResultSchema = z.object({
  userCode: z.string(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
  userAgentCode: z.string().nullable(),
  accessToken: z.string(),
  userInfo: userInfoSchema,
  roleRight: z.array(roleRightItemSchema),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** What a service learns about the caller of a request from the oauth service (session resolve). */
export const resolvedSessionSchema = z.object({
  sessionId: z.string(),
  user: userInfoSchema,
  rights: z.array(roleRightItemSchema),
});
export type ResolvedSession = z.infer<typeof resolvedSessionSchema>;

/** Password challenge (`GET /tis/api/oauth/publicKey`). */
export const publicKeyAnswerSchema = z.object({
  keyId: z.string(),
  /** SPKI PEM of an RSA key; encrypt `{"p":password,"n":nonce}` with RSA-OAEP SHA-256. */
  publicKey: z.string(),
  nonce: z.string(),
  expiresAt: z.string(),
  /** The privacy policy version the login must name as accepted. */
  privacyVersion: z.string(),
});
export type PublicKeyAnswer = z.infer<typeof publicKeyAnswerSchema>;

/** The plaintext the SPA encrypts for a password login. */
export interface PasswordEnvelope {
  p: string;
  n: string;
}

/** `POST /tis/api/oauth/login` (form-urlencoded): the spec's login payload plus the challenge's key and the accepted privacy version. */
export const loginFormSchema = z.object({
  type: z.coerce.number().pipe(z.union([z.literal(LOGIN_TYPE.password), z.literal(LOGIN_TYPE.enterpriseChat)])),
  userCode: z.string().trim().max(64).optional(),
  password: z.string().max(2048).optional(),
  keyId: z.string().max(36).optional(),
  privacyVersion: z.string().max(20).optional(),
  companyType: z.string().max(20).optional(),
  wechatCode: z.string().max(512).optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;


/**
 * `GET /tis/api/oauth/sso/authorize`: starts an OA single sign-on. The privacy policy version the
 * user accepted (spec section 4: acceptance before OA login) and the SPA's own /ssoPage address.
 */
export const ssoAuthorizeQuerySchema = z.object({
  privacyVersion: z.string().max(20).default(''),
  redirectUri: z.string().max(500),
});
export type SsoAuthorizeQuery = z.infer<typeof ssoAuthorizeQuerySchema>;

/** Where the browser goes next: the provider's login page. */
export const ssoAuthorizeAnswerSchema = z.object({ url: z.string() });
export type SsoAuthorizeAnswer = z.infer<typeof ssoAuthorizeAnswerSchema>;

/** `POST /tis/api/oauth/sso/login` (form-urlencoded): the query the provider sent back to /ssoPage. */
export const ssoLoginFormSchema = z.object({
  state: z.string().max(200).default(''),
  code: z.string().max(2048).optional(),
  iss: z.string().max(500).optional(),
  /** The provider's error (access_denied, …) instead of a code. */
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  /** Sent by some providers (session management); not used. */
  session_state: z.string().max(500).optional(),
});
export type SsoLoginForm = z.infer<typeof ssoLoginFormSchema>;

/**
 * Service call `oauth.user.audience`: the active accounts of some user types that work with one of
 * `brandCodes` (none: every brand; an account without brands works with every brand), a page at a
 * time in user-code order after `after` — whom a notice reaches. `next` is the cursor of the next
 * page, null after the last.
 */
export const OAUTH_USER_AUDIENCE = 'oauth.user.audience';
export const USER_AUDIENCE_PAGE_MAX = 1000;
export const userAudienceRequestSchema = z.object({
  userTypes: z.array(z.enum(USER_TYPES)).min(1).max(USER_TYPES.length),
  brandCodes: z.array(z.string().min(1).max(64)).max(100),
  after: z.string().max(64).nullable(),
  limit: z.number().int().min(1).max(USER_AUDIENCE_PAGE_MAX),
});
export type UserAudienceRequest = z.input<typeof userAudienceRequestSchema>;
export interface UserAudiencePage {
  userCodes: string[];
  next: string | null;
}

/**
 * Service call `oauth.user.profile`: the accounts with these codes (unknown codes are left out), as
 * documents need them — their name, organisation keys and language (a shared case reaches the
 * receiver in their own language).
 */
export const OAUTH_USER_PROFILE = 'oauth.user.profile';
export const USER_PROFILE_MAX_CODES = 500;
export const userProfileRequestSchema = z.object({ userCodes: z.array(z.string().min(1).max(64)).min(1).max(USER_PROFILE_MAX_CODES) });
export type UserProfileRequest = z.input<typeof userProfileRequestSchema>;
export const userProfileSchema = z.object({
  userCode: z.string(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  agentCode: z.string().nullable(),
  departmentCode: z.string().nullable(),
  postCode: z.string().nullable(),
  lang: z.string().nullable(),
  /** The brands the account works with; none: every brand. */
  brandCodes: z.array(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userProfileAnswerSchema = z.array(userProfileSchema);
