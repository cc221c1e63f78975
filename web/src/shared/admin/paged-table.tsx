import { useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { PageResult } from '@tis/contracts';
import { useText } from '../../i18n/use-text';
import { TABLE_PAGE_SIZES, type PageChange } from './page-query';
import './admin.css';

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

/**
 * From this page size on, the table is a virtual list: only the rows in view are in the page, so
 * 500 rows render about as fast as 20 (rendering all 500 rows blocked the page for seconds).
 */
export const VIRTUAL_FROM_PAGE_SIZE = 100;
/** Width of a column that sets none, where the table needs every width (the virtual list). */
export const DEFAULT_COLUMN_WIDTH = 160;
/** Height of the virtual list's scroll area: the window below header, filters and pager. */
const virtualHeight = (): number => Math.max(320, (typeof window === 'undefined' ? 768 : window.innerHeight) - 320);

/** On hover, a cut cell text gets its full text as the title (a text that fits gets none). */
function showFullText(event: MouseEvent<HTMLElement>): void {
  const cell = event.currentTarget;
  cell.title = cell.scrollWidth > cell.clientWidth ? cell.textContent : '';
}

/** A cell's text, cut with an ellipsis at the kit's maximum width, in full on hover. */
function cellText(content: unknown): unknown {
  return typeof content === 'string' && content !== '' ? (
    <span className="tis-cell-text" onMouseEnter={showFullText}>
      {content}
    </span>
  ) : content;
}

/**
 * The kit's columns: a text cell (a column's value, or what its `render` gives, when that is a
 * string) ends in an ellipsis past its maximum width and shows in full on hover, so a 100-character
 * name keeps its column narrow. The virtual list needs every column's width (missing ones get
 * `DEFAULT_COLUMN_WIDTH`); `width` is their sum.
 */
export function kitColumns<T>(columns: TableColumnsType<T> | undefined, virtual: boolean): { columns: TableColumnsType<T>; width: number } {
  let width = 0;
  const out = (columns ?? []).map((column): TableColumnsType<T>[number] => {
    const sized = virtual && column.width === undefined ? { ...column, width: DEFAULT_COLUMN_WIDTH } : column;
    width += typeof sized.width === 'number' ? sized.width : DEFAULT_COLUMN_WIDTH;
    if ('children' in sized) return sized;
    const { render } = sized;
    if (!render && !('dataIndex' in sized)) return sized;
    return { ...sized, render: (value: unknown, record: T, index: number) => cellText(render ? render(value, record, index) : value) as ReactNode };
  });
  return { columns: out, width };
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
 * Long texts end in an ellipsis with the full text on hover (`kitColumns`); from
 * `VIRTUAL_FROM_PAGE_SIZE` rows per page the body is a virtual list with its own scroll bar.
 */
export function PagedTable<T extends object>({
  result,
  query,
  onPageChange,
  loading,
  pageSizes = TABLE_PAGE_SIZES,
  columns,
  scroll,
  ...tableProps
}: PagedTableProps<T>) {
  const { t } = useText();
  const virtual = query.pageSize >= VIRTUAL_FROM_PAGE_SIZE;
  const kit = useMemo(() => kitColumns(columns, virtual), [columns, virtual]);
  const total = result?.total ?? 0;
  const emptyPastEnd = result !== undefined && result.list.length === 0 && total > 0 && query.pageNo > 1;

  useEffect(() => {
    if (emptyPastEnd) onPageChange({ ...query, pageNo: lastPageOf(total, query.pageSize) });
  }, [emptyPastEnd, onPageChange, query, total]);

  return (
    <Table<T>
      size="middle"
      {...tableProps}
      columns={kit.columns}
      virtual={virtual}
      scroll={virtual ? { x: kit.width, y: virtualHeight() } : (scroll ?? { x: 'max-content' })}
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
