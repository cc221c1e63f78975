import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { isBundledLanguage, type Language, type LanguageCode } from './language';

/** antd's texts per bundled language; English is antd's own default (always there), the others load with their language. */
const LOADERS: Record<Exclude<Language, 'en_US'>, () => Promise<Locale>> = {
  zh_CN: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  de_DE: () => import('antd/es/locale/de_DE').then((m) => m.default),
};

const loaded: Partial<Record<string, Locale>> = { en_US: enUS };

/** Loads antd's texts for `lang` (i18n/index.ts does, with the language's bundled texts). */
export async function loadAntdLocale(lang: LanguageCode): Promise<void> {
  if (!isBundledLanguage(lang) || lang === 'en_US' || loaded[lang]) return;
  loaded[lang] = await LOADERS[lang]();
}

/** The antd locale that follows the interface language; a language the SPA does not bundle uses English. */
export function antdLocaleOf(lang: LanguageCode): Locale {
  return loaded[lang] ?? enUS;
}
