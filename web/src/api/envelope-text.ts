import { errorByCode, SUCCESS_CODE } from '@tis/contracts';
import { rawText, textKey, type TextRef } from '../i18n/keys';
import type { ReceivedEnvelope } from './code-handling';

/** Why a call did not succeed: the envelope's own (server-translated) message, else the catalogue text of its code. */
export function envelopeText(envelope: ReceivedEnvelope | null | undefined): TextRef | undefined {
  if (!envelope?.hasCode || envelope.code === SUCCESS_CODE || envelope.code === '200') return undefined;
  if (envelope.mesg) return rawText(envelope.mesg);
  const known = errorByCode(envelope.code);
  return known ? textKey(known.key) : undefined;
}
