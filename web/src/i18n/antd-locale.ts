import type { Locale } from 'antd/es/locale';
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Language, LanguageCode } from './language';

const ANTD_LOCALES: Partial<Record<string, Locale>> = { zh_CN: zhCN, en_US: enUS, de_DE: deDE } satisfies Record<Language, Locale>;

/** The antd locale that follows the interface language; a language the SPA does not bundle uses English. */
export function antdLocaleOf(lang: LanguageCode): Locale {
  return ANTD_LOCALES[lang] ?? enUS;
}
