import { z } from 'zod';
import { STORED_FILE_PREFIX } from './files.js';

/**
 * Rich text (spec sections 2 and 5): the HTML the portal's editor writes (bold, italic, underline,
 * strike, headings, lists, indent, colours, font, alignment, images, tables). The server keeps only
 * what this one allow-list names (shared/nest `sanitizeRichText`), on every save of every kind.
 */
export const RICH_TEXT_ALLOW_LIST = {
  tags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'span', 'sub', 'sup',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'a', 'img',
    'table', 'colgroup', 'col', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  /** Attributes per tag ('*': every tag). `style` keeps only the properties of `styles`. */
  attributes: {
    '*': ['style', 'data-indent'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    td: ['colspan', 'rowspan', 'colwidth'],
    th: ['colspan', 'rowspan', 'colwidth'],
  },
  /** Style properties and the values each may take. */
  styles: {
    color: /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i,
    'background-color': /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i,
    'text-align': /^(left|right|center|justify)$/,
    'margin-left': /^\d{1,3}(\.\d+)?em$/,
    'font-family': /^[\w\s,"'-]{1,100}$/,
    'min-width': /^\d{1,5}px$/,
    width: /^\d{1,5}(px|%)$/,
  },
  /** Link schemes; images only from the portal's own file store (a stored upload the document claims). */
  linkSchemes: ['http', 'https', 'mailto'],
  imagePrefix: STORED_FILE_PREFIX,
} as const;

/** Elements that are content without any text. */
const CONTENT_TAG = /<(img|table|hr)\b/i;
const NAMED_ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|blockquote|pre)\s*>|<br\s*\/?>|<\/t[dh]\s*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The words of rich text, for sensitive words and search: tags removed (a block's end and a line
 * break become a newline, so words of two paragraphs do not run together), entities decoded.
 */
export function richTextToPlain(html: string): string {
  return decodeEntities(html.replace(BLOCK_END, '\n').replace(/<[^>]*>/g, ''))
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]*\n[ \t\n]*/g, '\n')
    .trim();
}

/** Empty or whitespace-only rich text (spec section 5): no text (spaces and &nbsp; do not count), no image, table or rule. */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (!html || html.trim() === '') return true;
  if (CONTENT_TAG.test(html)) return false;
  return richTextToPlain(html).trim() === '';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Plain text as rich text (spec section 5): '' for empty or whitespace-only text (the caller shows
 * tisPartqa02); otherwise the text HTML-escaped, spaces as &nbsp; and newlines as <br>.
 */
export function plainTextToRichText(text: string): string {
  if (text.trim() === '') return '';
  return escapeHtml(text).replace(/ /g, '&nbsp;').replace(/\r\n|\r|\n/g, '<br>');
}

/** The message of spec section 5 for empty or whitespace-only rich text (key tisPartqa02 of the old system). */
export const RICH_TEXT_EMPTY = 'validation.richTextEmpty';

/**
 * The most characters of rich text a document keeps in one `text` column: 64 KB on MySQL, which
 * holds this many characters of up to 4 bytes each.
 */
export const RICH_TEXT_COLUMN_MAX_LENGTH = 16_000;

/** A required rich-text field: at most `max` characters of HTML, and not blank (tisPartqa02). */
export const requiredRichText = (max: number) =>
  z
    .string({ error: RICH_TEXT_EMPTY })
    .max(max, 'validation.tooLong')
    .refine((html) => !isBlankRichText(html), RICH_TEXT_EMPTY);

/** An optional rich-text field: blank content becomes null. */
export const optionalRichText = (max: number) =>
  z
    .string()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((html) => (isBlankRichText(html) ? null : (html as string)));

/** The stored files (/tis/file/…) rich text shows as images: the document claims them with its other files. */
export function richTextImageUrls(html: string | null | undefined): string[] {
  if (!html) return [];
  const urls = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const src = decodeEntities(match[2] ?? match[3] ?? '');
    if (src.startsWith(STORED_FILE_PREFIX) && !src.includes('..')) urls.add(src);
  }
  return [...urls];
}
