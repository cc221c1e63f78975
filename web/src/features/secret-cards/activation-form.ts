import { SUCCESS_CODE } from '@tis/contracts';
import { envelopeText } from '../../api/envelope-text';
import { textKey, type TextRef } from '../../i18n/keys';
import type { ActivationAnswer, ActivationFailure } from './api/activation-api';

/** The activation succeeded: '000000' with true. */
export function isActivated(answer: ActivationAnswer | undefined): boolean {
  return answer?.envelope?.code === SUCCESS_CODE && answer.value === true;
}

/**
 * Why the activation was refused: the server's own translated message ("Wrong secret card",
 * "Activation failed: invalid password card", too many attempts, unknown account), else the
 * catalogue text of its code, else "operation failed".
 */
export function activationRefusal(answer: ActivationAnswer | undefined, failure: ActivationFailure | undefined): TextRef {
  return envelopeText(answer?.envelope) ?? envelopeText(failure?.envelope) ?? textKey('error.operationFailed');
}
