import { de_DE } from './de_DE.js';
import { en_US, type MessageKey } from './en_US.js';
import { zh_CN } from './zh_CN.js';

export type { MessageKey } from './en_US.js';

/** The interface languages of spec section 1. */
export const LANGUAGES = ['zh_CN', 'en_US', 'de_DE'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Default language; overseas deployments default to en_US (spec sections 1 and 9). */
export const DEFAULT_LANGUAGE: Language = 'zh_CN';
export const OVERSEAS_DEFAULT_LANGUAGE: Language = 'en_US';
/**
 * Texts of a language the portal does not bundle (one of the stored language list, e.g. fr_FR) fall
 * back to English, key by key (spec section 1: other locales come from a stored language list).
 */
export const OTHER_LANGUAGE_FALLBACK: Language = 'en_US';

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { zh_CN, en_US, de_DE };

export type MessageParams = Readonly<Record<string, string | number>>;

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en_US, key);
}

/**
 * The bundled language for a Language or Accept-Language header: 'en_US', 'en-US', 'en',
 * 'de-DE,de;q=0.9' … Another language ('fr_FR', 'ja') gives en_US (OTHER_LANGUAGE_FALLBACK);
 * no header or one that names no language gives `fallback`.
 */
export function pickLanguage(
  headerValue: string | null | undefined,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  const first = headerValue?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  const [lang = '', region = ''] = first.replace('-', '_').split('_');
  const primary = lang.toLowerCase();
  const exact = `${primary}_${region.toUpperCase()}`;
  if (isLanguage(exact)) return exact;
  const sameLanguage = LANGUAGES.find((l) => l.startsWith(`${primary}_`));
  if (sameLanguage) return sameLanguage;
  return /^[a-z]{2,3}$/.test(primary) ? OTHER_LANGUAGE_FALLBACK : fallback;
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
