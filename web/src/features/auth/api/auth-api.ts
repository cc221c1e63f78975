import type { PublicKeyAnswer, RoleRightItem, UserInfo } from '@tis/contracts';
import { oauthApi } from '../../../api/clients';
import type { ClientError } from '../../../api/base-query';
import type { ReceivedEnvelope } from '../../../api/code-handling';
import { bytesToBase64 } from '../base64';

/**
 * Login payload (spec section 3): type 1 password (encrypted with the challenge's key, plus the
 * challenge's keyId and the privacy policy version the user accepted), 2 enterprise-chat code.
 */
export type LoginRequest =
  | { type: 1; userCode: string; password: string; keyId: string; privacyVersion: string }
  | { type: 2; wechatCode: string; companyType?: string };

/** What the oauth client answered, with the envelope for screens that show its message. */
export interface LoginAnswer {
  value: unknown;
  envelope: ReceivedEnvelope | null;
}

export type LoginFailure = ClientError & { envelope: ReceivedEnvelope | null };

export interface ResetLinkRequest {
  email: string;
  userCode: string;
  redirectUrl: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirm: string;
}

export interface SsoAuthorizeRequest {
  privacyVersion: string;
  /** This SPA's /ssoPage address, where the provider sends the browser back. */
  redirectUri: string;
}

/** The provider's answer on /ssoPage (query parameters). */
export interface SsoReturn {
  state: string;
  code?: string;
  iss?: string;
  error?: string;
}

/** The signed-in user and their rights (`GET /userInfo`). */
export interface SessionInfo {
  userInfo: UserInfo;
  roleRight: RoleRightItem[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A challenge answer, checked by hand (zod stays out of the login page's first download). */
export function asChallenge(value: unknown): PublicKeyAnswer | null {
  if (!isRecord(value)) return null;
  const { keyId, publicKey, nonce, expiresAt, privacyVersion } = value;
  if (typeof keyId !== 'string' || typeof publicKey !== 'string' || typeof nonce !== 'string') return null;
  if (typeof expiresAt !== 'string' || typeof privacyVersion !== 'string') return null;
  return { keyId, publicKey, nonce, expiresAt, privacyVersion };
}

const withEnvelope = (value: unknown, meta: { envelope?: ReceivedEnvelope } | undefined): LoginAnswer => ({
  value,
  envelope: meta?.envelope ?? null,
});
const failureWithEnvelope = (error: ClientError, meta: { envelope?: ReceivedEnvelope } | undefined): LoginFailure => ({
  ...error,
  envelope: meta?.envelope ?? null,
});

/**
 * The identity endpoints on the oauth client (/tis/api/oauth, form-urlencoded, spec section 7).
 * Calls whose screens show the server's own message keep the envelope (`LoginAnswer`).
 */
export const authApi = oauthApi.injectEndpoints({
  endpoints: (build) => ({
    /** A fresh key and single-use nonce for one password login (a mutation: never cached). */
    publicKey: build.mutation<PublicKeyAnswer | null, undefined>({
      query: () => ({ url: '/publicKey', method: 'GET' }),
      transformResponse: asChallenge,
    }),
    login: build.mutation<LoginAnswer, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: withEnvelope,
      transformErrorResponse: failureWithEnvelope,
    }),
    /** The privacy policy version a login must name as accepted (a mutation: read when needed). */
    privacyVersion: build.mutation<string | null, undefined>({
      query: () => ({ url: '/privacyPolicy/version', method: 'GET' }),
      transformResponse: (value: unknown) => (isRecord(value) && typeof value.version === 'string' ? value.version : null),
    }),
    /** Starts an OA single sign-on: `{ url }` of the provider, or a login result (8) with its message. */
    ssoAuthorize: build.mutation<LoginAnswer, SsoAuthorizeRequest>({
      query: (params) => ({ url: '/sso/authorize', method: 'GET', params: { ...params } }),
      transformResponse: withEnvelope,
      transformErrorResponse: failureWithEnvelope,
    }),
    /** Finishes an OA single sign-on with what the provider sent back to /ssoPage. */
    ssoLogin: build.mutation<LoginAnswer, SsoReturn>({
      query: (body) => ({ url: '/sso/login', method: 'POST', body: { ...body } }),
      transformResponse: withEnvelope,
      transformErrorResponse: failureWithEnvelope,
    }),
    /** Ends the session on the server; the caller then clears it locally. */
    logout: build.mutation<unknown, undefined>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    /** The session's user and roleRight, as the server has them now. */
    userInfo: build.query<SessionInfo | null, undefined>({
      query: () => ({ url: '/userInfo', method: 'GET' }),
      transformResponse: (value: unknown) =>
        isRecord(value) && isRecord(value.userInfo) && Array.isArray(value.roleRight) ? (value as unknown as SessionInfo) : null,
      providesTags: ['Session'],
    }),
    sendResetLink: build.mutation<LoginAnswer, ResetLinkRequest>({
      query: (params) => ({ url: '/sendResetLink', method: 'GET', params: { ...params } }),
      transformResponse: withEnvelope,
      transformErrorResponse: failureWithEnvelope,
    }),
    /** The account of a reset link (`{ userCode }`), or the envelope saying why the link is not usable. */
    checkResetToken: build.query<LoginAnswer, string>({
      query: (token) => ({ url: '/resetPassword/check', method: 'GET', params: { token } }),
      transformResponse: withEnvelope,
      transformErrorResponse: failureWithEnvelope,
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<LoginAnswer, ResetPasswordRequest>({
      query: (body) => ({ url: '/resetPassword', method: 'POST', body }),
      transformResponse: withEnvelope,
      transformErrorResponse: failureWithEnvelope,
    }),
    /**
     * The privacy policy PDF as base64 (a string keeps the store serializable), or null when the
     * answer is not a file. The dialog draws it with pdf.js (no frame, no blob: URL to allow).
     */
    privacyPolicy: build.query<string | null, undefined>({
      query: () => ({ url: '/privacyPolicy', method: 'GET', responseType: 'blob' }),
      transformResponse: async (value: unknown) => (value instanceof Blob ? bytesToBase64(new Uint8Array(await value.arrayBuffer())) : null),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  usePublicKeyMutation,
  useLoginMutation,
  usePrivacyVersionMutation,
  useSsoAuthorizeMutation,
  useSsoLoginMutation,
  useLogoutMutation,
  useUserInfoQuery,
  useSendResetLinkMutation,
  useCheckResetTokenQuery,
  useResetPasswordMutation,
  useLazyPrivacyPolicyQuery,
} = authApi;
