import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/de';
import { STORAGE_KEYS, readItem, writeItem } from '../app/session-storage';
import { isOverseas } from '../app/runtime-config';
import { dayjsLocaleOf, htmlLang, initialLanguage, OTHER_LANGUAGE_FALLBACK, type LanguageCode } from './language';
import { staticBundles } from './resources';
import type { TextKey, TextParams, TextRef } from './keys';

export const i18n: I18n = i18next.createInstance();

/** Applies a language everywhere but React: dayjs, <html lang> and localStorage (tis.lang). */
function applyLanguage(lang: LanguageCode): void {
  dayjs.locale(dayjsLocaleOf(lang));
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
  writeItem(STORAGE_KEYS.lang, lang);
}

/**
 * Initialises i18next with the static bundles (shared messages + web texts). Synchronous. A language
 * of the stored list that the SPA does not bundle shows the server's texts (features/translations/
 * server-texts) and English for the keys it lacks.
 */
export function initI18n(lang: LanguageCode = initialLanguage(readItem(STORAGE_KEYS.lang), isOverseas())): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: staticBundles(),
      lng: lang,
      // The bundled languages have every key; other languages fall back to English key by key.
      fallbackLng: OTHER_LANGUAGE_FALLBACK,
      // Keys are flat ('auth.login.title'), like the shared message catalogue.
      keySeparator: false,
      nsSeparator: false,
      // The shared catalogue uses {name} placeholders.
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
      returnNull: false,
      initAsync: false,
      // Re-render when the server's texts are added to a bundle (features/translations/server-texts).
      react: { bindI18nStore: 'added' },
    });
    i18n.on('languageChanged', (next) => applyLanguage(next));
  }
  applyLanguage(i18n.language);
  return i18n;
}

/** The interface language, also sent as the Language header of every call. */
export function currentLanguage(): LanguageCode {
  return i18n.language || initialLanguage(readItem(STORAGE_KEYS.lang), isOverseas());
}

export async function changeLanguage(lang: LanguageCode): Promise<void> {
  await i18n.changeLanguage(lang);
}

/** Translates outside React (base queries, notifications). */
export function translateText(key: TextKey, params?: TextParams): string {
  return i18n.t(key, params);
}

export function resolveText(text: TextRef): string {
  return 'raw' in text ? text.raw : translateText(text.key, text.params);
}
