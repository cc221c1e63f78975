/**
 * The anti-script-injection filter every request body passes (spec section 5).
 * Pure string work, no DOM: it removes script-like markup and leaves prose alone.
 */

/** Elements removed with their content; an unclosed one is removed to the end of the text. */
const BLOCK_OPEN = /<(script|iframe|object)\b/gi;
/** <embed …> and stray closing tags (an opening tag left by a split is removed next pass). */
const SINGLE_TAGS = /<\/(?:embed|script|iframe|object)\b[^<>]*>?|<embed\b[^<>]*>?/gi;
/** javascript: and vbscript: URL schemes, also with whitespace between the letters. */
const SCRIPT_SCHEMES = /(?:j\s*a\s*v\s*a|v\s*b)\s*s\s*c\s*r\s*i\s*p\s*t\s*:/gi;
/**
 * on*= event-handler attributes inside a tag, with the whitespace before them, or right
 * after '/' or a closing quote. (?<!\s) starts a whitespace run once, keeping it linear.
 */
const EVENT_HANDLER = /(?:(?<!\s)\s+|(?<=[/"']))on[a-z]+\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*)/gi;

const MAX_PASSES = 5;

function removeBlocks(text: string): string {
  let out = '';
  let from = 0;
  BLOCK_OPEN.lastIndex = 0;
  for (let open = BLOCK_OPEN.exec(text); open; open = BLOCK_OPEN.exec(text)) {
    out += text.slice(from, open.index);
    const close = new RegExp(`</${open[1] ?? ''}\\b[^<>]*>`, 'gi');
    close.lastIndex = BLOCK_OPEN.lastIndex;
    const end = close.exec(text);
    if (!end) return out;
    from = end.index + end[0].length;
    BLOCK_OPEN.lastIndex = from;
  }
  return out + text.slice(from);
}

/** Applies `edit` to every tag: '<' plus a letter up to '>' outside quotes, or the end. */
function editTags(text: string, edit: (tag: string) => string): string {
  let out = '';
  let from = 0;
  for (let i = text.indexOf('<'); i !== -1 && i < text.length; i = text.indexOf('<', i + 1)) {
    if (!/[a-z]/i.test(text.charAt(i + 1))) continue;
    let end = i + 1;
    let quote = '';
    for (; end < text.length; end++) {
      const c = text.charAt(end);
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    end = Math.min(end + 1, text.length);
    out += text.slice(from, i) + edit(text.slice(i, end));
    from = end;
    i = end - 1;
  }
  return out + text.slice(from);
}

function filterOnce(text: string): string {
  const withoutTags = removeBlocks(text).replace(SINGLE_TAGS, '').replace(SCRIPT_SCHEMES, '');
  return editTags(withoutTags, (tag) => tag.replace(EVENT_HANDLER, ''));
}

/** The text without script markup. Repeats until stable so split tags cannot reassemble. */
export function filterScriptText(text: string): string {
  if (!/[<:]/.test(text)) return text;
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = filterOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` whose strings, in plain objects and arrays at any depth, are filtered.
 * Other values (numbers, dates, buffers, class instances) are kept as they are.
 */
export function filterScripts<T>(value: T): T {
  return walk(value, new WeakMap()) as T;
}

function walk(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return filterScriptText(value);
  if (Array.isArray(value)) {
    const done = seen.get(value);
    if (done !== undefined) return done;
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(walk(item, seen));
    return copy;
  }
  if (isPlainObject(value)) {
    const done = seen.get(value);
    if (done !== undefined) return done;
    const copy: Record<string, unknown> = {};
    seen.set(value, copy);
    for (const [key, item] of Object.entries(value)) {
      // defineProperty: a '__proto__' key from JSON stays a plain property.
      Object.defineProperty(copy, key, { value: walk(item, seen), enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }
  return value;
}

/** True when some string in `value` would be changed by the filter. */
export function containsScript(value: unknown): boolean {
  return find(value, new WeakSet());
}

function find(value: unknown, seen: WeakSet<object>): boolean {
  if (typeof value === 'string') return filterScriptText(value) !== value;
  if (Array.isArray(value) || isPlainObject(value)) {
    if (seen.has(value)) return false;
    seen.add(value);
    return Object.values(value).some((item) => find(item, seen));
  }
  return false;
}
