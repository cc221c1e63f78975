import { de_DE } from './de_DE.js';
import { en_US, type MessageKey } from './en_US.js';
import { zh_CN } from './zh_CN.js';
import { pickLanguage, type Language } from '../languages.js';

export type { MessageKey } from './en_US.js';

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { zh_CN, en_US, de_DE };

export type MessageParams = Readonly<Record<string, string | number>>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en_US, key);
}

/** Fills `{name}` placeholders; a placeholder without a value stays as it is. */
export function formatMessage(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The text of `key` in `lang` (no language: zh_CN; a language not bundled: en_US; unknown keys return the key). */
export function translate(lang: string | undefined, key: string, params?: MessageParams): string {
  if (!isMessageKey(key)) return key;
  return formatMessage(MESSAGES[pickLanguage(lang)][key], params);
}
