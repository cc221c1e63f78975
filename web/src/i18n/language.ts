import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  OVERSEAS_DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
} from '@tis/contracts';

export type { Language };
export { LANGUAGES };

/**
 * The language to start with: the stored choice when it is a known language, else zh_CN, or en_US
 * on overseas deployments (spec sections 1 and 9).
 */
export function initialLanguage(stored: string | null | undefined, overseas: boolean): Language {
  if (stored && isLanguage(stored)) return stored;
  return overseas ? OVERSEAS_DEFAULT_LANGUAGE : DEFAULT_LANGUAGE;
}

/** BCP 47 tag for <html lang>: zh_CN → zh-CN. */
export function htmlLang(lang: Language): string {
  return lang.replace('_', '-');
}

/** The dayjs locale name of a language. */
export function dayjsLocaleOf(lang: Language): string {
  switch (lang) {
    case 'zh_CN':
      return 'zh-cn';
    case 'de_DE':
      return 'de';
    case 'en_US':
      return 'en';
  }
}
