import { z } from 'zod';
import { LOGIN_KINDS } from '../identity/identity-codes.js';
import { defineEvent } from './event-contract.js';

/** Sessions ended before their token expired: logout, freeze, password change, a newer login. */
export const sessionRevokedV1 = defineEvent({
  topic: 'tis.oauth.session.revoked.v1',
  producer: 'oauth',
  description: 'Sessions were ended; every service forgets them at once.',
  schema: z.object({
    userCode: z.string(),
    sessionIds: z.array(z.string()).min(1),
    reason: z.enum(['logout', 'frozen', 'passwordChanged', 'replaced', 'invalid', 'deleted']),
    revokedAt: z.string(),
  }),
});

/** A login attempt and its outcome (login log, /UserLoginList). Never carries a password or token. */
export const loginRecordedV1 = defineEvent({
  topic: 'tis.oauth.login.recorded.v1',
  producer: 'oauth',
  description: 'A login attempt was made; the log service keeps the login log.',
  schema: z.object({
    userCode: z.string(),
    userName: z.string().nullable(),
    kind: z.enum(LOGIN_KINDS),
    /** 'success' or the reason of the failure (wrongPassword, frozen, …). */
    outcome: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    at: z.string(),
  }),
});
