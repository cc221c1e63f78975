import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/de';
import { STORAGE_KEYS, readItem, writeItem } from '../app/session-storage';
import { isOverseas } from '../app/runtime-config';
import { dayjsLocaleOf, htmlLang, initialLanguage, type Language } from './language';
import { staticBundles } from './resources';
import type { TextKey, TextParams, TextRef } from './keys';

export const i18n: I18n = i18next.createInstance();

/** Applies a language everywhere but React: dayjs, <html lang> and localStorage (tis.lang). */
function applyLanguage(lang: Language): void {
  dayjs.locale(dayjsLocaleOf(lang));
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
  writeItem(STORAGE_KEYS.lang, lang);
}

/** Initialises i18next with the static bundles (shared messages + web texts). Synchronous. */
export function initI18n(lang: Language = initialLanguage(readItem(STORAGE_KEYS.lang), isOverseas())): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: staticBundles(),
      lng: lang,
      fallbackLng: initialLanguage(null, isOverseas()),
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
    i18n.on('languageChanged', (next) => applyLanguage(next as Language));
  }
  applyLanguage(i18n.language as Language);
  return i18n;
}

export function currentLanguage(): Language {
  return (i18n.language || initialLanguage(readItem(STORAGE_KEYS.lang), isOverseas())) as Language;
}

export async function changeLanguage(lang: Language): Promise<void> {
  await i18n.changeLanguage(lang);
}

/** Translates outside React (base queries, notifications). */
export function translateText(key: TextKey, params?: TextParams): string {
  return i18n.t(key, params);
}

export function resolveText(text: TextRef): string {
  return 'raw' in text ? text.raw : translateText(text.key, text.params);
}
