import { oauthApi } from '../../../api/clients';
import type { ClientError } from '../../../api/base-query';
import type { ReceivedEnvelope } from '../../../api/code-handling';

/** The form of /RegistVDS: the account, a password card and the account's first own password (twice). */
export interface ActivationForm {
  userCode: string;
  cardNo: string;
  secret: string;
  password: string;
  confirm: string;
}

/** The answer with its envelope: a refusal ("Wrong secret card", …) is a '000001' with its message. */
export interface ActivationAnswer {
  value: unknown;
  envelope: ReceivedEnvelope | null;
}

export type ActivationFailure = ClientError & { envelope: ReceivedEnvelope | null };

/** `POST /tis/api/oauth/activate` (oauth client: form-urlencoded, no token needed). */
export const activationApi = oauthApi.injectEndpoints({
  endpoints: (build) => ({
    activateAccount: build.mutation<ActivationAnswer, ActivationForm>({
      query: (body) => ({ url: '/activate', method: 'POST', body }),
      transformResponse: (value: unknown, meta: { envelope?: ReceivedEnvelope } | undefined): ActivationAnswer => ({
        value,
        envelope: meta?.envelope ?? null,
      }),
      transformErrorResponse: (error: ClientError, meta: { envelope?: ReceivedEnvelope } | undefined): ActivationFailure => ({
        ...error,
        envelope: meta?.envelope ?? null,
      }),
    }),
  }),
});

export const { useActivateAccountMutation } = activationApi;
