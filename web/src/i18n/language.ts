import {
  DEFAULT_LANGUAGE,
  LANG_CODE_MAX_LENGTH,
  LANG_CODE_PATTERN,
  LANGUAGES,
  OTHER_LANGUAGE_FALLBACK,
  OVERSEAS_DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
} from '@tis/contracts';

export { LANGUAGES, OTHER_LANGUAGE_FALLBACK };

/** One of the three languages whose texts the SPA bundles (zh_CN, en_US, de_DE). */
export type { Language };

/**
 * A language of the stored language list (spec section 1: "other locales come from a stored
 * language list"): a bundled one, or any other code such as fr_FR, whose texts come from the
 * server's translation list with en_US for the keys it lacks.
 */
export type LanguageCode = Language | (string & Record<never, never>);

/** The SPA bundles this language's texts (no server call needed to show it). */
export function isBundledLanguage(code: string): code is Language {
  return isLanguage(code);
}

/** Shaped like a code of the language list (zh_CN, fr_FR, pt_BR, ja …). */
export function isLanguageCode(value: string): value is LanguageCode {
  return value.length <= LANG_CODE_MAX_LENGTH && LANG_CODE_PATTERN.test(value);
}

/**
 * The language to start with: the stored choice (a bundled language or one of the stored list),
 * else zh_CN, or en_US on overseas deployments (spec sections 1 and 9).
 */
export function initialLanguage(stored: string | null | undefined, overseas: boolean): LanguageCode {
  if (stored && isLanguageCode(stored)) return stored;
  return overseas ? OVERSEAS_DEFAULT_LANGUAGE : DEFAULT_LANGUAGE;
}

/** BCP 47 tag for <html lang>: zh_CN → zh-CN. */
export function htmlLang(lang: LanguageCode): string {
  return lang.replace('_', '-');
}

/** The dayjs locale name of a language: the bundled ones have theirs, others use English. */
export function dayjsLocaleOf(lang: LanguageCode): string {
  switch (lang) {
    case 'zh_CN':
      return 'zh-cn';
    case 'de_DE':
      return 'de';
    case 'en_US':
    default:
      return 'en';
  }
}
