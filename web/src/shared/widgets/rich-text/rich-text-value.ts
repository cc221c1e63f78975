import { isBlankRichText } from '@tis/contracts';
import type { WebTextKey } from '../../../i18n/keys';

/** The message of spec section 5 for empty or whitespace-only rich text (key tisPartqa02 of the old system). */
export const RICH_TEXT_EMPTY_KEY: WebTextKey = 'widgets.richText.tisPartqa02';

/** The value a rich-text field gives (spec section 5): '' when blank, otherwise the HTML. */
export function richTextValue(html: string | null | undefined): string {
  return isBlankRichText(html) ? '' : (html ?? '');
}
