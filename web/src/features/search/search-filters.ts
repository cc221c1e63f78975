import { useCallback, useMemo } from 'react';
import { type ACCURATE_MODES, SEARCH_KINDS, type SearchKind } from '@tis/contracts';
import { useSearchParams } from 'react-router';

/** The path of the exact search page and the parameter of its mode. */
export const ACCURATE_PATH = '/AccurateSearchPage';
export const MODE_PARAM = 'mode';
export type AccurateMode = (typeof ACCURATE_MODES)[number];

/** The filters of the document results, kept in the URL beside the keyword (a reload or a link shows the same page). */
export interface DocumentFilters {
  kinds: SearchKind[];
  brandCode: string | null;
  seriesCode: string | null;
  /** `all`: every language; `mine`: the reader's language and language-free documents. */
  languages: 'mine' | 'all';
  pageNo: number;
}

/** The URL parameters of the filters. */
export const FILTER_PARAMS = ['kinds', 'brandCode', 'seriesCode', 'languages', 'pageNo'] as const;

/** Results per page (the server's default page size). */
export const DOCUMENT_PAGE_SIZE = 10;

const KIND_SET = new Set<string>(SEARCH_KINDS);

/** The filters of a URL: unknown kinds and a page number that is not a positive whole number are left out. */
export function filtersOf(params: URLSearchParams): DocumentFilters {
  const kinds = (params.get('kinds') ?? '')
    .split(',')
    .filter((kind, i, all): kind is SearchKind => KIND_SET.has(kind) && all.indexOf(kind) === i);
  const pageNo = Number(params.get('pageNo'));
  return {
    kinds,
    brandCode: params.get('brandCode')?.trim() || null,
    seriesCode: params.get('seriesCode')?.trim() || null,
    languages: params.get('languages') === 'all' ? 'all' : 'mine',
    pageNo: Number.isSafeInteger(pageNo) && pageNo >= 1 ? pageNo : 1,
  };
}

/** `params` with the filters written into them (defaults left out); the other parameters (keyword, mode) are kept. */
export function withFilters(params: URLSearchParams, filters: DocumentFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.kinds.length > 0) next.set('kinds', filters.kinds.join(','));
  if (filters.brandCode) next.set('brandCode', filters.brandCode);
  if (filters.seriesCode) next.set('seriesCode', filters.seriesCode);
  if (filters.languages === 'all') next.set('languages', 'all');
  if (filters.pageNo > 1) next.set('pageNo', String(filters.pageNo));
  return next;
}

/** Whether a filter narrows the results (the page number does not). */
export function isFiltered(filters: DocumentFilters): boolean {
  return filters.kinds.length > 0 || filters.brandCode !== null || filters.seriesCode !== null;
}

/** The query of `GET search` (searchQuerySchema; `search/accurate` adds the mode) as sent. */
export type DocumentQuery = {
  keyword: string;
  kinds?: string;
  brandCode?: string;
  seriesCode?: string;
  languages: 'mine' | 'all';
  pageNo: number;
  pageSize: number;
};

/** The query of `GET search` (and `search/accurate` with a mode) for a keyword and filters. */
export function searchQueryOf(keyword: string, filters: DocumentFilters): DocumentQuery {
  return {
    keyword,
    kinds: filters.kinds.length > 0 ? filters.kinds.join(',') : undefined,
    brandCode: filters.brandCode ?? undefined,
    seriesCode: filters.seriesCode ?? undefined,
    languages: filters.languages,
    pageNo: filters.pageNo,
    pageSize: DOCUMENT_PAGE_SIZE,
  };
}

/** Whether the server can search a keyword: it needs a letter or a digit. */
export function hasWord(keyword: string): boolean {
  return /[\p{L}\p{N}]/u.test(keyword);
}


/** The exact search's mode in a URL; `code` unless it says `phrase`. */
export function modeOf(params: URLSearchParams): AccurateMode {
  return params.get(MODE_PARAM) === 'phrase' ? 'phrase' : 'code';
}

/**
 * The filters of the current URL and a setter that writes them into it. A change of any filter but
 * the page starts again at page 1.
 */
export function useDocumentFilters(): [DocumentFilters, (change: Partial<DocumentFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const change = useCallback(
    (next: Partial<DocumentFilters>) => {
      setParams((current) => withFilters(current, { ...filtersOf(current), pageNo: 1, ...next }));
    },
    [setParams],
  );
  return [filters, change];
}
