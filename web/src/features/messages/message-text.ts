import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type MessageKey, USER_MESSAGE_TYPE_TEXT, type UserMessageView } from '@tis/contracts';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';

/** A kind this SPA does not know yet (a newer server) shows the server's `messageTypeString`. */
const TYPE_TEXT: Readonly<Partial<Record<string, MessageKey>>> = USER_MESSAGE_TYPE_TEXT;

/**
 * A message's text and kind in the interface language: rendered here from its key and params (the
 * server's translation list included), so they follow a language switch without asking again. A key
 * this SPA does not know yet (a newer server) shows the text the server rendered.
 */
export function useMessageText(): { textOf: (message: UserMessageView) => string; typeOf: (message: UserMessageView) => string } {
  const { t } = useText();
  const { i18n } = useTranslation();
  const textOf = useCallback(
    (message: UserMessageView) => (i18n.exists(message.textKey) ? t(message.textKey as TextKey, message.params) : message.text),
    [i18n, t],
  );
  const typeOf = useCallback(
    (message: UserMessageView) => {
      const key = TYPE_TEXT[message.messageType];
      return key ? t(key) : message.messageTypeString;
    },
    [t],
  );
  return { textOf, typeOf };
}

/** The tag colour of each kind. */
export const MESSAGE_TYPE_COLOR: Readonly<Record<string, string>> = { security: 'red', account: 'blue', system: 'default' };
