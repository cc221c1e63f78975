import dayjs from 'dayjs';
import type { LoginKind } from '@tis/contracts';
import type { WebTextKey } from '../../i18n/keys';

/** A server timestamp in the browser's time zone. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
}

/** 'YYYY-MM-DD' of a day `offset` days from today (negative: in the past). */
export function dayString(offset = 0): string {
  return dayjs().add(offset, 'day').format('YYYY-MM-DD');
}

export const LOGIN_KIND_TEXT: Record<LoginKind, WebTextKey> = {
  password: 'logs.kind.password',
  enterpriseChat: 'logs.kind.enterpriseChat',
  oidc: 'logs.kind.oidc',
};

/** The outcomes the oauth service records; an outcome not listed here is shown as recorded. */
const OUTCOME_TEXT: Readonly<Record<string, WebTextKey>> = {
  success: 'logs.outcome.success',
  wrongPassword: 'logs.outcome.wrongPassword',
  unknownUser: 'logs.outcome.unknownUser',
  throttled: 'logs.outcome.throttled',
  challengeExpired: 'logs.outcome.challengeExpired',
  verificationFailed: 'logs.outcome.verificationFailed',
  frozen: 'logs.outcome.frozen',
  inactive: 'logs.outcome.inactive',
  notYetEffective: 'logs.outcome.notYetEffective',
  expired: 'logs.outcome.expired',
  invalid: 'logs.outcome.invalid',
  passwordMustChange: 'logs.outcome.passwordMustChange',
  enterpriseChatFailed: 'logs.outcome.enterpriseChatFailed',
};

export function outcomeTextKey(outcome: string): WebTextKey | undefined {
  return Object.prototype.hasOwnProperty.call(OUTCOME_TEXT, outcome) ? OUTCOME_TEXT[outcome] : undefined;
}
