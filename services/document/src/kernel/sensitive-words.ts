import { businessError, type SensitiveFindAnswer, SYSTEM_SENSITIVE_FIND } from '@tis/contracts';
import type { ServiceClient } from '@tis/nest';

/**
 * Sensitive words block submission (spec section 5): the system service looks for its words in a
 * document's texts (at most SENSITIVE_FIND_MAX_TEXTS, each at most SENSITIVE_FIND_MAX_TEXT_LENGTH
 * long); any it finds refuse the submission, named in the message.
 */
export async function refuseSensitiveWords(services: ServiceClient, texts: readonly string[]): Promise<void> {
  const { words } = await services.send<SensitiveFindAnswer>('system', SYSTEM_SENSITIVE_FIND, { texts });
  if (words.length > 0) throw businessError('cases.sensitiveWords', { words: words.join(', ') });
}
