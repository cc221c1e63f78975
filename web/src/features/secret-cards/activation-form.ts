import { checkPassword, errorByCode, passwordPairSchema, SUCCESS_CODE, type MessageKey } from '@tis/contracts';
import type { ReceivedEnvelope } from '../../api/code-handling';
import { rawText, textKey, type TextRef } from '../../i18n/keys';
import type { ActivationAnswer, ActivationFailure } from './api/activation-api';

export interface PasswordPairIssues {
  password: MessageKey[];
  confirm: MessageKey[];
}

/**
 * What is wrong with the new password entered twice, per field, as the contracts' message keys
 * (spec section 5: at least 8 characters with upper case, lower case and digits; both entries
 * the same). The server checks the same `passwordPairSchema`.
 */
export function passwordPairIssues(password: string, confirm: string): PasswordPairIssues {
  const issues: PasswordPairIssues = {
    password: password === '' ? ['validation.passwordRequired'] : checkPassword(password),
    confirm: confirm === '' ? ['validation.passwordRequired'] : [],
  };
  if (confirm === '') return issues;
  const parsed = passwordPairSchema.safeParse({ password, confirm });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) if (issue.path[0] === 'confirm') issues.confirm.push(issue.message as MessageKey);
  }
  // The schema compares the pair only once the password passes the policy; say it at once.
  if (issues.confirm.length === 0 && password !== confirm) issues.confirm.push('validation.passwordMismatch');
  return issues;
}

/** The activation succeeded: '000000' with true. */
export function isActivated(answer: ActivationAnswer | undefined): boolean {
  return answer?.envelope?.code === SUCCESS_CODE && answer.value === true;
}

function envelopeText(envelope: ReceivedEnvelope | null | undefined): TextRef | undefined {
  if (!envelope?.hasCode || envelope.code === SUCCESS_CODE) return undefined;
  if (envelope.mesg) return rawText(envelope.mesg);
  const known = errorByCode(envelope.code);
  return known ? textKey(known.key) : undefined;
}

/**
 * Why the activation was refused: the server's own translated message ("Wrong secret card",
 * "Activation failed: invalid password card", too many attempts, unknown account), else the
 * catalogue text of its code, else "operation failed".
 */
export function activationRefusal(answer: ActivationAnswer | undefined, failure: ActivationFailure | undefined): TextRef {
  return envelopeText(answer?.envelope) ?? envelopeText(failure?.envelope) ?? textKey('error.operationFailed');
}
