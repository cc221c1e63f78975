import type { MessageKey, WebTextKey } from '@tis/contracts';

export type { WebTextKey };

/** Every key the SPA can translate: its own texts plus the shared message catalogue. */
export type TextKey = WebTextKey | MessageKey;

export type TextParams = Readonly<Record<string, string | number>>;

/** A text to show, by key (translated when shown) or as given (a server message). */
export type TextRef = { key: TextKey; params?: TextParams } | { raw: string };

export function textKey(key: TextKey, params?: TextParams): TextRef {
  return params ? { key, params } : { key };
}

export function rawText(raw: string): TextRef {
  return { raw };
}
