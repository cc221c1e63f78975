import { useEffect } from 'react';
import { Table, type TableProps } from 'antd';
import type { PageResult } from '@tis/contracts';
import { useText } from '../../i18n/use-text';
import { TABLE_PAGE_SIZES, type PageChange } from './page-query';

export interface PagedTableProps<T extends object> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'onChange'> {
  /** The server's answer `{ list, total }`; undefined while the first page loads. */
  result: PageResult<T> | undefined;
  /** The query the result belongs to (from `usePageQuery`). */
  query: PageChange;
  /** Another page or page size: `{ pageNo, pageSize, keyword }` (spec section 7). */
  onPageChange: (change: PageChange) => void;
  /** The page sizes offered; the paged table's 5 … 500 unless given (the simple table's 20 … 500). */
  pageSizes?: readonly number[];
}

/** `{ pageNo, pageSize, keyword }` for a pagination change; a new page size starts at page 1. */
export function pageChangeOf(query: PageChange, page: number, pageSize: number): PageChange {
  const change: PageChange = { pageNo: pageSize === query.pageSize ? page : 1, pageSize };
  if (query.keyword !== undefined) change.keyword = query.keyword;
  return change;
}

/** The last page that has rows: after deleting the last row of the last page, step back. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A table paged on the server (spec sections 2 and 7): page sizes 5 … 500 (default 20, or
 * `pageSizes`), the total, and `onPageChange({ pageNo, pageSize, keyword })` when the user pages.
 * Columns and the rest are antd Table props; `rowKey` is required in practice (ids are uuid strings).
 */
export function PagedTable<T extends object>({ result, query, onPageChange, loading, pageSizes = TABLE_PAGE_SIZES, ...tableProps }: PagedTableProps<T>) {
  const { t } = useText();
  const total = result?.total ?? 0;
  const emptyPastEnd = result !== undefined && result.list.length === 0 && total > 0 && query.pageNo > 1;

  useEffect(() => {
    if (emptyPastEnd) onPageChange({ ...query, pageNo: lastPageOf(total, query.pageSize) });
  }, [emptyPastEnd, onPageChange, query, total]);

  return (
    <Table<T>
      size="middle"
      scroll={{ x: 'max-content' }}
      {...tableProps}
      loading={loading}
      dataSource={result?.list ?? []}
      pagination={{
        current: query.pageNo,
        pageSize: query.pageSize,
        total,
        pageSizeOptions: pageSizes.map(String),
        showSizeChanger: true,
        showTotal: (count) => t('common.table.total', { total: count }),
        onChange: (page, pageSize) => onPageChange(pageChangeOf(query, page, pageSize)),
      }}
    />
  );
}
