import { oauthApi } from '../../../api/clients';
import type { ClientError } from '../../../api/base-query';
import type { ReceivedEnvelope } from '../../../api/code-handling';

/** Login payload (spec section 3): type 1 password, 2 enterprise-chat code. */
export type LoginRequest =
  | { type: 1; userCode: string; password: string }
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

/**
 * Login endpoints on the oauth client (/tis/api/oauth, form-urlencoded, spec section 7).
 * The server side is built in a later issue; these are the paths it must answer.
 */
export const authApi = oauthApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (value: unknown, meta): LoginAnswer => ({ value, envelope: meta?.envelope ?? null }),
      transformErrorResponse: (error, meta): LoginFailure => ({ ...error, envelope: meta?.envelope ?? null }),
    }),
    sendResetLink: build.mutation<unknown, ResetLinkRequest>({
      query: (params) => ({ url: '/sendResetLink', method: 'GET', params: { ...params } }),
    }),
    /**
     * The privacy policy PDF as an object URL (a string keeps the store serializable), or null when
     * the answer is not a file. The dialog that shows it revokes the URL.
     */
    privacyPolicy: build.query<string | null, undefined>({
      query: () => ({ url: '/privacyPolicy', method: 'GET', responseType: 'blob' }),
      transformResponse: (value: unknown) => (value instanceof Blob ? URL.createObjectURL(value) : null),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLoginMutation, useSendResetLinkMutation, useLazyPrivacyPolicyQuery } = authApi;
