import deDE from './web.de_DE.json' with { type: 'json' };
import enUS from './web.en_US.json' with { type: 'json' };
import zhCN from './web.zh_CN.json' with { type: 'json' };
import type { Language } from '../messages/index.js';

/** Keys of the SPA's own texts (`feature.page.element`); zh_CN defines them. */
export type WebTextKey = keyof typeof zhCN;

/**
 * The SPA's own texts per language. They live here, not in web/, because the system service seeds
 * its translation table from them (the SPA bundles them as the fallback of the server's list).
 * Every language has exactly the zh_CN keys (checked by the compiler here).
 */
export const WEB_TEXTS: Record<Language, Record<WebTextKey, string>> = {
  zh_CN: zhCN,
  en_US: enUS satisfies Record<WebTextKey, string>,
  de_DE: deDE satisfies Record<WebTextKey, string>,
};
