import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tis/contracts';
import type { QueryValue } from '../../api/base-query';

/** What a paged table emits on change (spec section 7): page, page size and keyword. */
export interface PageChange {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

/** Filter values of a list screen: query parameters; a list of values is sent comma-joined. */
export type FilterValues = Record<string, QueryValue | readonly QueryValue[]>;

/** The `params` of a list endpoint; type list endpoints' args with it. */
export type PageParams = Record<string, QueryValue>;

/** The query a list screen sends: paging, keyword and its own filters. */
export type PageQueryState<F extends FilterValues = FilterValues> = PageChange & Partial<F>;

/** The page sizes the table offers (spec sections 2 and 9: 5 … 500, default 20). */
export const TABLE_PAGE_SIZES: readonly number[] = PAGE_SIZES;

/** Trims strings and drops empty values (and empty lists), so the server only gets filters the user set. */
export function cleanFilters<F extends object>(values: Partial<F>): Partial<F> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries<unknown>(values)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as Partial<F>;
}

/**
 * The query parameters of a list call: pageNo, pageSize, keyword (when set) and the set filters;
 * a list of values becomes one comma-joined parameter.
 */
export function toPageParams<F extends FilterValues>(query: PageQueryState<F>): PageParams {
  const params: PageParams = {};
  for (const [key, value] of Object.entries(cleanFilters<FilterValues>(query))) {
    params[key] = Array.isArray(value) ? value.join(',') : (value as QueryValue);
  }
  return params;
}

export interface PageQueryControls<F extends FilterValues> {
  /** The current query; pass it (or `toPageParams(query)`) to the list endpoint. */
  query: PageQueryState<F>;
  /** From the table: another page or page size; the keyword and filters stay. */
  changePage: (change: PageChange) => void;
  /** From the filter bar: new keyword and filters, back to page 1 (the page size stays). */
  search: (filters: Partial<F> & { keyword?: string }) => void;
  /** Back to the first page with the initial filters and no keyword. */
  reset: () => void;
}

/**
 * The state of one list screen: `{ pageNo: 1, pageSize: 20, keyword?, ...filters }` (spec section
 * 7). The filter bar calls `search`, the table calls `changePage`; the screen passes `query` to
 * its RTK Query hook, which refetches when it changes.
 */
export function usePageQuery<F extends FilterValues = FilterValues>(
  initialFilters: Partial<F> = {},
  initialPageSize: number = DEFAULT_PAGE_SIZE,
): PageQueryControls<F> {
  const [initial] = useState<PageQueryState<F>>(() => ({
    ...cleanFilters(initialFilters),
    pageNo: 1,
    pageSize: initialPageSize,
  }));
  const [query, setQuery] = useState<PageQueryState<F>>(initial);

  const changePage = useCallback((change: PageChange) => {
    setQuery((q) => ({ ...q, pageNo: change.pageNo, pageSize: change.pageSize }));
  }, []);

  const search = useCallback((filters: Partial<F> & { keyword?: string }) => {
    setQuery((q) => ({ ...cleanFilters(filters), pageNo: 1, pageSize: q.pageSize }) as PageQueryState<F>);
  }, []);

  const reset = useCallback(() => setQuery((q) => ({ ...initial, pageSize: q.pageSize })), [initial]);

  return useMemo(() => ({ query, changePage, search, reset }), [query, changePage, search, reset]);
}
