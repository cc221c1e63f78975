import { envelopeText } from '../../api/envelope-text';
import { LOGIN_RESULT, type RoleRightItem } from '@tis/contracts';
import type { ReceivedEnvelope } from '../../api/code-handling';
import { rawText, textKey, type TextRef } from '../../i18n/keys';
import type { SessionUser } from '../../app/session-storage';

export interface LoginSession {
  token: string;
  user: SessionUser;
  roleRight: RoleRightItem[];
}

/** What the login screen does with the answer of a login call (spec section 4, login result codes). */
export type LoginOutcome =
  | { kind: 'success'; session: LoginSession }
  /** 10: first login or the password must change; the reset dialog opens. */
  | { kind: 'passwordMustChange'; text: TextRef }
  | { kind: 'failed'; level: 'info' | 'error'; text: TextRef };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The session user from a userInfo object (login result, `GET /userInfo`); absent fields stay out. */
export function sessionUserOf(info: Record<string, unknown>, fallbackUserCode = ''): SessionUser {
  const userCode = str(info.userCode) ?? fallbackUserCode;
  const user: SessionUser = { userCode, userName: str(info.userName) ?? userCode };
  const userType = info.userType;
  if (typeof userType === 'string' || typeof userType === 'number') user.userType = userType;
  const agent = str(info.userAgentCode);
  if (agent) user.userAgentCode = agent;
  const roleCode = str(info.roleCode);
  if (roleCode) user.roleCode = roleCode;
  const email = str(info.email);
  if (email) user.email = email;
  if (Array.isArray(info.brandCodes)) user.brandCodes = info.brandCodes.filter((b): b is string => typeof b === 'string');
  return user;
}

/** The session from a login result object (accessToken; the enterprise-chat result has token). */
export function sessionOf(value: Record<string, unknown>, fallbackUserCode = ''): LoginSession | null {
  const token = str(value.accessToken) ?? str(value.token);
  if (!token) return null;
  const info = isRecord(value.userInfo) ? { ...value, ...value.userInfo } : value;
  const user = sessionUserOf(info, fallbackUserCode);
  const roleRight = Array.isArray(value.roleRight) ? (value.roleRight as RoleRightItem[]) : [];
  return { token, user, roleRight };
}

const RESULT_TEXT: Partial<Record<number, TextRef>> = {
  [LOGIN_RESULT.timeout]: textKey('error.loginTimeout'),
  [LOGIN_RESULT.enterpriseChatFailed]: textKey('error.enterpriseChatLoginFailed'),
  [LOGIN_RESULT.generic]: textKey('error.loginFailed'),
  [LOGIN_RESULT.wrongUser]: textKey('error.userNotFound'),
  [LOGIN_RESULT.invalidUser]: textKey('error.accountInvalid'),
};

/**
 * The login result (spec section 4): an object with a token signs in; 8 or 14 informational
 * message; 9 login timeout; 10 first login / password must change; 11 enterprise-chat login failed;
 * 12 generic error; 13 wrong user; 15 invalid user. Any other non-object result is a failed login:
 * the envelope's message when the server sent one, else "incorrect username or password".
 */
export function interpretLoginResult(
  value: unknown,
  envelope: ReceivedEnvelope | null,
  userCode = '',
): LoginOutcome {
  if (isRecord(value)) {
    const session = sessionOf(value, userCode);
    if (session) return { kind: 'success', session };
    return { kind: 'failed', level: 'error', text: envelopeText(envelope) ?? textKey('error.loginFailed') };
  }
  if (typeof value === 'number') {
    if (value === LOGIN_RESULT.info || value === LOGIN_RESULT.infoAlternate) {
      // The result travels as data of a success envelope; its mesg is the text to show.
      const mesg = envelope?.mesg;
      return { kind: 'failed', level: 'info', text: mesg ? rawText(mesg) : textKey('auth.login.failed') };
    }
    if (value === LOGIN_RESULT.passwordMustChange) {
      return { kind: 'passwordMustChange', text: textKey('auth.login.passwordMustChange') };
    }
    const text = RESULT_TEXT[value];
    if (text) return { kind: 'failed', level: 'error', text };
  }
  return { kind: 'failed', level: 'error', text: envelopeText(envelope) ?? textKey('error.wrongPassword') };
}

/** A login call that failed outright (HTTP failure, network): the envelope's message, else the client's error text. */
export function interpretLoginFailure(message: string, envelope: ReceivedEnvelope | null): LoginOutcome {
  return { kind: 'failed', level: 'error', text: envelopeText(envelope) ?? rawText(message) };
}
