import { SIMPLE_TABLE_PAGE_SIZES } from '@tis/contracts';
import { PagedTable, type PagedTableProps } from './paged-table';

/** The page sizes the simple table offers (spec section 2: 20 … 500). */
export const SIMPLE_TABLE_SIZES: readonly number[] = SIMPLE_TABLE_PAGE_SIZES;

export type SimpleTableProps<T extends object> = Omit<PagedTableProps<T>, 'pageSizes'>;

/**
 * The simple table of spec section 2: the paged table (paged on the server, default 20, emits
 * `{ pageNo, pageSize, keyword }`) offering the page sizes 20 … 500 only.
 */
export function SimpleTable<T extends object>(props: SimpleTableProps<T>) {
  return <PagedTable<T> {...props} pageSizes={SIMPLE_TABLE_SIZES} />;
}
