import { LANGUAGES, MESSAGES, type Language } from '@tis/contracts';
import deDE from './locales/de_DE.json';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';
import type { WebTextKey } from './keys';

/** The SPA's own texts per language; every language has exactly the zh_CN keys (checked here). */
export const WEB_TEXTS: Record<Language, Record<WebTextKey, string>> = {
  zh_CN: zhCN,
  en_US: enUS satisfies Record<WebTextKey, string>,
  de_DE: deDE satisfies Record<WebTextKey, string>,
};

/** One flat i18next bundle per language: shared messages plus the web texts. */
export function staticBundles(): Record<Language, { translation: Record<string, string> }> {
  const bundles = {} as Record<Language, { translation: Record<string, string> }>;
  for (const lang of LANGUAGES) bundles[lang] = { translation: { ...MESSAGES[lang], ...WEB_TEXTS[lang] } };
  return bundles;
}
