import { KEYWORD_MAX_LENGTH, PAGE_GROUPS, validateVin, type PageGroup } from '@tis/contracts';
import type { MenuGroup } from '../../app/layouts/side-menu';
import type { TextKey, TextParams } from '../../i18n/keys';

/** The path of the search page and the query parameter that carries the keyword. */
export const SEARCH_PATH = '/SearchPage';
export const KEYWORD_PARAM = 'keyword';
/** The path of the menu-group landing page and its query parameter. */
export const BLANK_PATH = '/Blank';
export const GROUP_PARAM = 'group';

export type KeywordCheck = { ok: true; keyword: string } | { ok: false; problem: { key: TextKey; params?: TextParams } };

/** A typed keyword, trimmed: required, at most KEYWORD_MAX_LENGTH characters. */
export function checkKeyword(typed: string | null | undefined): KeywordCheck {
  const keyword = (typed ?? '').trim();
  if (keyword === '') return { ok: false, problem: { key: 'search.keyword.required' } };
  if (keyword.length > KEYWORD_MAX_LENGTH) return { ok: false, problem: { key: 'search.keyword.tooLong', params: { max: KEYWORD_MAX_LENGTH } } };
  return { ok: true, keyword };
}

/** `/SearchPage?keyword=…` for a checked keyword. */
export function searchUrl(keyword: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [KEYWORD_PARAM]: keyword }).toString()}`;
}

/** `/Blank?group=…`, the landing page of a menu group. */
export function groupUrl(group: PageGroup): string {
  return `${BLANK_PATH}?${new URLSearchParams({ [GROUP_PARAM]: group }).toString()}`;
}

/** The keyword as a VIN (upper-cased) when it is shaped like one: 17 VIN characters; otherwise null. */
export function vinOfKeyword(keyword: string): string | null {
  const result = validateVin(keyword);
  return result.ok ? result.vin : null;
}

/** A page group named in PAGE_GROUPS, or null. */
export function pageGroupOf(name: string | null): PageGroup | null {
  return name !== null && Object.hasOwn(PAGE_GROUPS, name) ? (name as PageGroup) : null;
}

/** One page the search found. */
export interface FunctionMatch {
  path: string;
  titleKey: TextKey;
  /** The title in the current language. */
  title: string;
  group: PageGroup;
}

/**
 * The pages of the side menu (already filtered by the route table and the roleRight, side-menu.ts)
 * whose title in the current language or whose path contains the keyword, case-insensitive, in menu
 * order. The search page itself is left out.
 */
export function matchFunctions(menu: readonly MenuGroup[], keyword: string, translate: (key: TextKey) => string): FunctionMatch[] {
  const wanted = keyword.trim().toLocaleLowerCase();
  if (wanted === '') return [];
  const matches: FunctionMatch[] = [];
  for (const group of menu) {
    for (const page of group.pages) {
      if (page.path === SEARCH_PATH) continue;
      const title = translate(page.titleKey);
      if (title.toLocaleLowerCase().includes(wanted) || page.path.toLocaleLowerCase().includes(wanted)) {
        matches.push({ path: page.path, titleKey: page.titleKey, title, group: group.group });
      }
    }
  }
  return matches;
}

/** `text` cut into the parts that match `keyword` (case-insensitive) and those that do not, for highlighting. */
export function splitByKeyword(text: string, keyword: string): { text: string; match: boolean }[] {
  const wanted = keyword.trim().toLocaleLowerCase();
  if (wanted === '') return [{ text, match: false }];
  const lower = text.toLocaleLowerCase();
  // Lower-casing can change the length of some characters; then highlight nothing rather than the wrong part.
  if (lower.length !== text.length) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + wanted.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + wanted.length), match: true });
    from = at + wanted.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
