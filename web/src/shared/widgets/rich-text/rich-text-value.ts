import type { WebTextKey } from '../../../i18n/keys';

/** The message of spec section 5 for empty or whitespace-only rich text (key tisPartqa02 of the old system). */
export const RICH_TEXT_EMPTY_KEY: WebTextKey = 'widgets.richText.tisPartqa02';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Plain text as rich text (spec section 5): '' for empty or whitespace-only text (the caller shows
 * RICH_TEXT_EMPTY_KEY); otherwise the text HTML-escaped, spaces as &nbsp; and newlines as <br>.
 */
export function plainTextToHtml(text: string): string {
  if (text.trim() === '') return '';
  return escapeHtml(text).replace(/ /g, '&nbsp;').replace(/\r\n|\r|\n/g, '<br>');
}

/** Content that counts without any text. */
const CONTENT_ELEMENTS = 'img, table, hr, video, audio, iframe';

/** Empty or whitespace-only rich text: no text (spaces and &nbsp; do not count), no image, no table. */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (!html || html.trim() === '') return true;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  if (body.querySelector(CONTENT_ELEMENTS)) return false;
  return body.textContent.trim() === '';
}

/** The value a rich-text field gives (spec section 5): '' when blank, otherwise the HTML. */
export function richTextValue(html: string | null | undefined): string {
  return isBlankRichText(html) ? '' : (html ?? '');
}
