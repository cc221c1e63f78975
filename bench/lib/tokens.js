/**
 * A pool of real sessions, one of each role the portal has, for load drivers that call signed-in
 * endpoints: each request takes the next account's token in turn, so the portal verifies and
 * resolves several sessions (different user types, roles and brands) as it does in real use,
 * not one token that stays in every cache.
 */
import { USER_TYPES } from '@tis/contracts';
import { attemptLogin, DEMO_PASSWORDS } from '@tis/nest/testing';

/**
 * The demo accounts of every role (README's table): system administrator, OEM approver, the
 * outlets of two dealers (other brands), a social user. All are normal, have a password and are
 * not single-session (a login must not end another client's session).
 */
export const ROLE_ACCOUNTS = /** @type {const} */ (['admin', 'oem01', 'dealer01', 'dealer02', 'public01']);

/**
 * Signs every account in through `baseUrl`'s login (challenge, RSA-OAEP, form post) and returns
 * the pool. Fails when a login fails or a user type (contracts' USER_TYPES) is missing.
 * @param {string} baseUrl
 * @param {readonly (keyof typeof DEMO_PASSWORDS)[]} [accounts]
 * @returns {Promise<TokenPool>}
 */
export async function signInPool(baseUrl, accounts = ROLE_ACCOUNTS) {
  /** @type {TokenPool['sessions']} */
  const sessions = [];
  for (const userCode of accounts) {
    const { answer } = await attemptLogin(baseUrl, { userCode, password: DEMO_PASSWORDS[userCode] });
    const data = answer.body.data;
    if (answer.status !== 200 || typeof data !== 'object' || data === null || !data.accessToken) {
      throw new Error(`login of ${userCode} at ${baseUrl} failed: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    sessions.push({ userCode, userType: data.userType, headers: { authorization: `Bearer ${data.accessToken}` } });
  }
  const missing = USER_TYPES.filter((type) => !sessions.some((s) => s.userType === type));
  if (missing.length > 0) throw new Error(`the token pool has no ${missing.join(', ')} user (${sessions.map((s) => `${s.userCode}: ${s.userType}`).join(', ')})`);
  let turn = 0;
  return {
    sessions,
    next: () => {
      const session = sessions[turn % sessions.length];
      turn++;
      return /** @type {TokenPool['sessions'][number]} */ (session).headers;
    },
  };
}

/**
 * @typedef {object} TokenPool
 * @property {{ userCode: string, userType: string, headers: Record<string, string> }[]} sessions
 * @property {() => Record<string, string>} next  the next session's Authorization header, in turn
 */
