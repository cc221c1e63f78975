import { useEffect, useState } from 'react';
import { API_PREFIX, SUCCESS_CODE, SUPPORTED_LANGUAGES_MAX_PAGE_SIZE } from '@tis/contracts';
import { clientEnvironment } from '../api/client-environment';
import { isLanguageCode, type LanguageCode } from './language';

/** A language the selector offers: its code and its name as the stored list has it. */
export interface LanguageOption {
  code: LanguageCode;
  name: string;
  /** The deployment's default language. */
  isDefault: boolean;
}

/** The supported languages of the stored list (spec section 7: supported yes, pageSize 999; public). */
export const SUPPORTED_LANGUAGES_URL = `${API_PREFIX}/systemService/language/supported?pageNo=1&pageSize=${SUPPORTED_LANGUAGES_MAX_PAGE_SIZE}`;

/** The languages of a supported-languages answer; null for any other answer or an empty list. */
export function languageOptionsOf(body: unknown): LanguageOption[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, data } = body as { code?: unknown; data?: unknown };
  if (code !== SUCCESS_CODE || typeof data !== 'object' || data === null) return null;
  const list = (data as { list?: unknown }).list;
  if (!Array.isArray(list)) return null;
  const options: LanguageOption[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { langCode, langName, isDefault } = entry as { langCode?: unknown; langName?: unknown; isDefault?: unknown };
    if (typeof langCode !== 'string' || !isLanguageCode(langCode)) continue;
    options.push({ code: langCode, name: typeof langName === 'string' && langName.trim() ? langName : langCode, isDefault: isDefault === true });
  }
  return options.length > 0 ? options : null;
}

/** One request per page load and fetch function (tests bring their own); a failure is asked again next time. */
const requests = new WeakMap<typeof fetch, Promise<LanguageOption[] | null>>();

/** The supported languages of the stored list, or null when the server cannot say (the caller keeps the bundled ones). */
export function fetchSupportedLanguages(fetchImpl: typeof fetch = clientEnvironment().fetch): Promise<LanguageOption[] | null> {
  let request = requests.get(fetchImpl);
  if (!request) {
    request = fetchImpl(SUPPORTED_LANGUAGES_URL, { headers: { Accept: 'application/json' } })
      .then(async (response) => (response.ok ? languageOptionsOf(await response.json()) : null))
      .catch(() => null)
      .then((options) => {
        if (!options) requests.delete(fetchImpl);
        return options;
      });
    requests.set(fetchImpl, request);
  }
  return request;
}

/**
 * The stored list's supported languages once `wanted` and known; null until then or when the call
 * fails. Asked only when wanted, so a page that shows the selector costs no call until someone
 * reaches for it.
 */
export function useSupportedLanguages(wanted: boolean): LanguageOption[] | null {
  const [options, setOptions] = useState<LanguageOption[] | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void fetchSupportedLanguages().then((found) => {
      if (live) setOptions(found);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return options;
}
