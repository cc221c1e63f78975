import type { TextKey, TextParams } from './keys';
import { useText } from './use-text';

/** A translated text as an element: it follows language changes (e.g. in antd form rule messages). */
export function Text({ k, params }: { k: TextKey; params?: TextParams }) {
  const { t } = useText();
  return <>{t(k, params)}</>;
}
