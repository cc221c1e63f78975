import { LANGUAGES, MESSAGES, WEB_TEXTS, type Language } from '@tis/contracts';

export { WEB_TEXTS };

/** One flat i18next bundle per language: shared messages plus the web texts. */
export function staticBundles(): Record<Language, { translation: Record<string, string> }> {
  const bundles = {} as Record<Language, { translation: Record<string, string> }>;
  for (const lang of LANGUAGES) bundles[lang] = { translation: { ...MESSAGES[lang], ...WEB_TEXTS[lang] } };
  return bundles;
}
