import type { i18n as I18n } from 'i18next';
import { API_PREFIX, SUCCESS_CODE, TRANSLATION_LIST_MAX_PAGE_SIZE } from '@tis/contracts';
import { clientEnvironment } from '../../api/client-environment';

/** The translation list of a language (spec section 7: GET translation list, pageSize 99999; public). */
export function translationListUrl(lang: string): string {
  return `${API_PREFIX}/systemService/translation/list?lang=${encodeURIComponent(lang)}&pageNo=1&pageSize=${TRANSLATION_LIST_MAX_PAGE_SIZE}`;
}

/** The texts of a translation-list answer as a flat i18next bundle; null for any other answer. */
export function bundleOf(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, data } = body as { code?: unknown; data?: unknown };
  if (code !== SUCCESS_CODE || typeof data !== 'object' || data === null) return null;
  const list = (data as { list?: unknown }).list;
  if (!Array.isArray(list)) return null;
  const bundle: Record<string, string> = {};
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, value } = entry as { key?: unknown; value?: unknown };
    if (typeof key === 'string' && typeof value === 'string') bundle[key] = value;
  }
  return bundle;
}

/**
 * Loads the server's texts of `lang` over the bundled ones (which stay the fallback for keys the
 * server lacks). The browser revalidates with the list's ETag, so an unchanged list costs a 304.
 * Answers whether texts were added; a failure leaves the bundled texts in place.
 */
export async function loadServerTexts(i18n: I18n, lang: string, fetchImpl: typeof fetch = clientEnvironment().fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(translationListUrl(lang), { headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    const bundle = bundleOf(await response.json());
    if (!bundle) return false;
    i18n.addResourceBundle(lang, 'translation', bundle, true, true);
    return true;
  } catch {
    return false;
  }
}

/** Loads the server's texts for the current language now and on every language change; returns the stop function. */
export function syncServerTexts(i18n: I18n, fetchImpl?: typeof fetch): () => void {
  const onChange = (lang: string): void => {
    void loadServerTexts(i18n, lang, fetchImpl);
  };
  i18n.on('languageChanged', onChange);
  onChange(i18n.language);
  return () => i18n.off('languageChanged', onChange);
}
