import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey, TextParams, TextRef } from './keys';
import type { LanguageCode } from './language';

/** Typed translation for components: `t('auth.login.title')`, re-rendering on language change. */
export function useText(): {
  t: (key: TextKey, params?: TextParams) => string;
  text: (ref: TextRef) => string;
  lang: LanguageCode;
} {
  const { t: translate, i18n } = useTranslation();
  const t = useCallback(
    (key: TextKey, params?: TextParams): string => translate(key, params),
    [translate],
  );
  const text = useCallback((ref: TextRef) => ('raw' in ref ? ref.raw : t(ref.key, ref.params)), [t]);
  return { t, text, lang: i18n.language };
}
