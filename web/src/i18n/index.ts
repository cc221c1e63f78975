import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import { STORAGE_KEYS, readItem, writeItem } from '../app/session-storage';
import { isOverseas } from '../app/runtime-config';
import { loadAntdLocale } from './antd-locale';
import { loadBundledTexts, type TextPart } from './bundled-texts';
import { dayjsLocaleOf, htmlLang, initialLanguage, isBundledLanguage, OTHER_LANGUAGE_FALLBACK, type Language, type LanguageCode } from './language';
import type { TextKey, TextParams, TextRef } from './keys';

export const i18n: I18n = i18next.createInstance();

/** dayjs's locale data per bundled language (English is dayjs's own); each registers itself when loaded. */
const DAYJS_LOCALES: Partial<Record<string, () => Promise<unknown>>> = {
  zh_CN: () => import('dayjs/locale/zh-cn'),
  de_DE: () => import('dayjs/locale/de'),
};

/** Applies a language everywhere but React: dayjs, <html lang> and localStorage (tis.lang). */
function applyLanguage(lang: LanguageCode): void {
  dayjs.locale(dayjsLocaleOf(lang));
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
  writeItem(STORAGE_KEYS.lang, lang);
}

/** The bundled texts loaded before i18next starts, per language (it takes them at init; later ones go to its store). */
const loadedTexts: Partial<Record<Language, Record<string, string>>> = {};
/** The parts of the bundled texts the pages shown so far needed; a language change loads them all. */
const wantedParts = new Set<TextPart>(['shell']);

/** The bundled language whose texts show `lang`: itself, or English for a language of the stored list. */
function bundleLanguageOf(lang: LanguageCode): Language {
  return isBundledLanguage(lang) ? lang : OTHER_LANGUAGE_FALLBACK;
}

/** The language the SPA starts in: the stored choice, else the deployment's default. */
export function startLanguage(): LanguageCode {
  return initialLanguage(readItem(STORAGE_KEYS.lang), isOverseas());
}

/**
 * Makes one part of the bundled texts (bundled-texts.ts) available in `lang`, before a page that
 * needs it renders. Texts the server sent for a key stay over the bundled ones.
 */
export async function loadTexts(part: TextPart, lang: LanguageCode = currentLanguage()): Promise<void> {
  wantedParts.add(part);
  const bundleLang = bundleLanguageOf(lang);
  const [texts] = await Promise.all([
    loadBundledTexts(bundleLang, part),
    part === 'shell' ? loadAntdLocale(lang) : undefined,
    part === 'shell' ? DAYJS_LOCALES[lang]?.() : undefined,
  ]);
  if (i18n.isInitialized) i18n.addResourceBundle(bundleLang, 'translation', texts, true, false);
  else loadedTexts[bundleLang] = { ...loadedTexts[bundleLang], ...texts };
}

/**
 * Initialises i18next (once) in `lang` with the bundled texts loaded so far (the app loads the shell part first:
 * `loadTexts('shell', lang)`). Synchronous. A language of the stored list that the SPA does not
 * bundle shows the server's texts (features/translations/server-texts) and English for the keys it lacks.
 */
export function initI18n(lang: LanguageCode = startLanguage()): I18n {
  if (!i18n.isInitialized) {
    const resources = Object.fromEntries(Object.entries(loadedTexts).map(([code, texts]) => [code, { translation: { ...texts } }]));
    void i18n.use(initReactI18next).init({
      resources,
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
  } else if (i18n.language !== lang) {
    // Already running (a second start in the same page): show the language asked for. Its texts are
    // in the store already (loadTexts), so the change is immediate.
    void i18n.changeLanguage(lang);
  }
  applyLanguage(i18n.language);
  return i18n;
}

/** The interface language, also sent as the Language header of every call. */
export function currentLanguage(): LanguageCode {
  return i18n.language || startLanguage();
}

/** Switches the interface language once the texts the shown pages need are there in it. */
export async function changeLanguage(lang: LanguageCode): Promise<void> {
  await Promise.all([...wantedParts].map((part) => loadTexts(part, lang)));
  await i18n.changeLanguage(lang);
}

/** Translates outside React (base queries, notifications). */
export function translateText(key: TextKey, params?: TextParams): string {
  return i18n.t(key, params);
}

export function resolveText(text: TextRef): string {
  return 'raw' in text ? text.raw : translateText(text.key, text.params);
}
