import { LANGUAGES, MESSAGES, WEB_TEXTS, type Language } from '@tis/contracts';

/** Every bundled text of every language as flat i18next bundles (the app loads them in parts: i18n/bundled-texts.ts). */
export function staticBundles(): Record<Language, { translation: Record<string, string> }> {
  const bundles = {} as Record<Language, { translation: Record<string, string> }>;
  for (const lang of LANGUAGES) bundles[lang] = { translation: { ...MESSAGES[lang], ...WEB_TEXTS[lang] } };
  return bundles;
}
