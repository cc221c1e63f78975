import { LIMITS } from './limits.js';
import { DROPDOWN_LIMITS } from './page-sizes.js';

/**
 * Languages (spec section 1) and the limits of the stored language list and translations. Plain
 * values without schemas, so the SPA's first download does not carry the schema library.
 */

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

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
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

/*
 * The stored language list (/TisosLanguage) and the translation table (/TisosTranslate).
 */

export const LANG_CODE_MAX_LENGTH = 20;
export const LANG_NAME_MAX_LENGTH = 100;
export const TRANSLATION_KEY_MAX_LENGTH = 200;
export const TRANSLATION_VALUE_MAX_LENGTH = 4000;
/** zh_CN, en_US, de_DE, fr, pt_BR, zh_Hant … */
export const LANG_CODE_PATTERN = /^[a-z]{2,3}(_[A-Za-z0-9]{2,4})?$/;
/** 'auth.login.title', 'error.codingRepeated': letters, digits, '.', '_', '-', starting with a letter or digit. */
export const TRANSLATION_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** The translation list the SPA loads answers up to this many entries per page (spec section 7: 99999). */
export const TRANSLATION_LIST_MAX_PAGE_SIZE = DROPDOWN_LIMITS.translation;
/** The supported-language dropdown asks for up to 999 (spec section 7). */
export const SUPPORTED_LANGUAGES_MAX_PAGE_SIZE = DROPDOWN_LIMITS.language;
/** Import files are Excel workbooks of at most 10 MB (spec section 9: excel 10M). */
export const TRANSLATION_IMPORT_MAX_BYTES = LIMITS.excelBytes;
/** The multipart field of the import file. */
export const TRANSLATION_IMPORT_FIELD = 'file';
/** Header of the first column of the export and import workbook; the other columns are language codes. */
export const TRANSLATION_SHEET_KEY_HEADER = 'key';
/** Name of the worksheet the export writes (the import reads the first worksheet, whatever its name). */
export const TRANSLATION_SHEET_NAME = 'translations';
