import { RICH_TEXT_ALLOW_LIST } from '@tis/contracts';
import sanitizeHtml from 'sanitize-html';
import type { ValueTransformer } from 'typeorm';

const list = RICH_TEXT_ALLOW_LIST;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...list.tags],
  allowedAttributes: Object.fromEntries(Object.entries(list.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedStyles: { '*': Object.fromEntries(Object.entries(list.styles).map(([name, value]) => [name, [value]])) },
  allowedSchemes: [...list.linkSchemes],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script, style and the like go with their content; other unknown tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens elsewhere never hands the portal's window to the page it opens.
    a: (tagName, attribs) => {
      const { target, ...kept } = attribs;
      delete kept['rel'];
      return { tagName, attribs: target === '_blank' ? { ...kept, target, rel: 'noopener noreferrer nofollow' } : kept };
    },
  },
  // Images only from the portal's own file store: no tracking pixels, no inline data.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isStoredImage(frame.attribs['src']),
};

function isStoredImage(src: string | undefined): boolean {
  return !!src && src.startsWith(list.imagePrefix) && !src.includes('..');
}

/**
 * Rich text as it may be stored and shown (spec section 5): only the tags, attributes, styles and
 * link schemes of the one allow-list in `RICH_TEXT_ALLOW_LIST`; scripts, event handlers, frames
 * and foreign images removed. Used on every save (`RICH_TEXT_COLUMN`), never trusted from a client.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * The column transformer of a rich-text column: whatever writes the column (a service, the resource
 * kernel, an import) stores sanitized HTML. Reads are unchanged.
 */
export const RICH_TEXT_COLUMN: ValueTransformer = {
  to: (value: unknown) => (typeof value === 'string' ? sanitizeRichText(value) : value),
  from: (value: unknown) => value,
};
