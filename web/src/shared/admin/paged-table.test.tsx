import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageResult } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { antdLocaleOf } from '../../i18n/antd-locale';
import { FilterBar } from './filter-bar';
import { toPageParams, usePageQuery, type PageChange } from './page-query';
import { PagedTable, VIRTUAL_FROM_PAGE_SIZE, lastPageOf, pageChangeOf } from './paged-table';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: `id-${i + 1}`, name: `${i % 2 ? 'odd' : 'even'} row ${i + 1}` }));

/** The server side of a paged list: keyword filter, then one page. */
function serve(params: Record<string, unknown>): PageResult<Row> {
  const keyword = typeof params.keyword === 'string' ? params.keyword : '';
  const matching = ROWS.filter((r) => r.name.includes(keyword));
  const pageNo = Number(params.pageNo);
  const pageSize = Number(params.pageSize);
  return { list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: matching.length };
}

const columns = [{ title: 'Name', dataIndex: 'name', key: 'name' }];

/** A list screen made of the kit, recording every query it sends. */
function ListScreen({ sent }: { sent: Record<string, unknown>[] }) {
  const { query, search, changePage } = usePageQuery();
  const params = toPageParams(query);
  const [lastSent, setLastSent] = useState('');
  const key = JSON.stringify(params);
  if (key !== lastSent) {
    setLastSent(key);
    sent.push(params);
  }
  return (
    <>
      <FilterBar onSearch={search} />
      <PagedTable<Row> rowKey="id" columns={columns} result={serve(params)} query={query} onPageChange={changePage} />
    </>
  );
}

function renderWithText(ui: React.ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocaleOf('zh_CN')}>{ui}</ConfigProvider>
    </I18nextProvider>,
  );
}

function pageItem(n: number): HTMLElement {
  const item = document.querySelector<HTMLElement>(`.ant-pagination-item-${n}`);
  if (!item) throw new Error(`no pagination item ${n}`);
  return item;
}

async function choosePageSize(user: ReturnType<typeof userEvent.setup>, size: number) {
  const changer = document.querySelector<HTMLElement>('.ant-pagination-options .ant-select');
  if (!changer) throw new Error('no page size changer');
  fireEvent.mouseDown(changer.querySelector('input') ?? changer);
  const option = await screen.findByTitle(`${size} 条/页`);
  await user.click(option);
}

describe('paging helpers', () => {
  it('a new page keeps the size and keyword; a new size starts at page 1', () => {
    const query = { pageNo: 3, pageSize: 20, keyword: 'abs' };
    expect(pageChangeOf(query, 4, 20)).toEqual({ pageNo: 4, pageSize: 20, keyword: 'abs' });
    expect(pageChangeOf(query, 3, 50)).toEqual({ pageNo: 1, pageSize: 50, keyword: 'abs' });
    expect(pageChangeOf({ pageNo: 1, pageSize: 5 }, 2, 5)).toEqual({ pageNo: 2, pageSize: 5 });
  });
  it('the last page with rows', () => {
    expect(lastPageOf(45, 20)).toBe(3);
    expect(lastPageOf(40, 20)).toBe(2);
    expect(lastPageOf(0, 20)).toBe(1);
  });
  it('query parameters leave out an empty keyword and unset filters', () => {
    expect(toPageParams({ pageNo: 1, pageSize: 20, keyword: '  ', status: undefined, brand: 'B1', ids: [] })).toEqual({
      pageNo: 1,
      pageSize: 20,
      brand: 'B1',
    });
  });
  it('a list of values is sent comma-joined', () => {
    expect(toPageParams({ pageNo: 2, pageSize: 5, districtIds: ['d1', 'd2'] })).toEqual({ pageNo: 2, pageSize: 5, districtIds: 'd1,d2' });
  });
});

describe('PagedTable (spec sections 2 and 7)', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('shows the page, the total and emits pageNo, pageSize and keyword when the user pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn<(change: PageChange) => void>();
    const query = { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, keyword: 'row' };
    renderWithText(<PagedTable<Row> rowKey="id" columns={columns} result={serve(query)} query={query} onPageChange={onPageChange} />);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 20);
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(document.querySelectorAll('.ant-pagination-item')).toHaveLength(3);

    await user.click(pageItem(2));
    expect(onPageChange).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 20, keyword: 'row' });

    await choosePageSize(user, 50);
    expect(onPageChange).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 50, keyword: 'row' });
  });

  it('offers the spec’s page sizes 5 … 500', async () => {
    const query = { pageNo: 1, pageSize: 20 };
    renderWithText(<PagedTable<Row> rowKey="id" columns={columns} result={serve(query)} query={query} onPageChange={() => undefined} />);
    const changer = document.querySelector<HTMLElement>('.ant-pagination-options .ant-select');
    fireEvent.mouseDown(changer!.querySelector('input') ?? changer!);
    await screen.findByTitle('5 条/页');
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((el) => el.getAttribute('title'));
    expect(titles).toEqual(PAGE_SIZES.map((size) => `${size} 条/页`));
  });

  it('steps back to the last page when the current page came back empty (rows deleted)', async () => {
    const onPageChange = vi.fn<(change: PageChange) => void>();
    const query = { pageNo: 3, pageSize: 20 };
    renderWithText(<PagedTable<Row> rowKey="id" columns={columns} result={{ list: [], total: 40 }} query={query} onPageChange={onPageChange} />);
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith({ pageNo: 2, pageSize: 20 }));
  });

  it('cuts a long text with an ellipsis and keeps the full text for hovering, also what a render gives', () => {
    const name = `${'长名称'.repeat(33)}X`;
    const query = { pageNo: 1, pageSize: 20 };
    renderWithText(
      <PagedTable<Row>
        rowKey="id"
        columns={[...columns, { title: 'Upper', key: 'upper', render: (_, row) => row.name.toUpperCase() }]}
        result={{ list: [{ id: 'long', name: `${name}x` }], total: 1 }}
        query={query}
        onPageChange={() => undefined}
      />,
    );
    const cells = [...document.querySelectorAll<HTMLElement>('.ant-table-tbody .tis-cell-text')];
    expect(cells.map((cell) => cell.textContent)).toEqual([`${name}x`, `${name}X`]);
    // jsdom lays nothing out: a cell is cut when its text is wider than the cell.
    for (const cell of cells) {
      Object.defineProperty(cell, 'clientWidth', { configurable: true, value: 320 });
      Object.defineProperty(cell, 'scrollWidth', { configurable: true, value: 1600 });
      fireEvent.mouseEnter(cell);
    }
    expect(cells.map((cell) => cell.title)).toEqual([`${name}x`, `${name}X`]);

    Object.defineProperty(cells[0], 'scrollWidth', { configurable: true, value: 320 });
    fireEvent.mouseEnter(cells[0]!);
    expect(cells[0]!.title).toBe('');
  });

  it(`renders ${VIRTUAL_FROM_PAGE_SIZE} rows and more as a virtual list: the first rows show, not all 500 are in the page`, () => {
    const many: Row[] = Array.from({ length: 500 }, (_, i) => ({ id: `id-${i + 1}`, name: `row ${i + 1}` }));
    const query = { pageNo: 1, pageSize: 500 };
    renderWithText(<PagedTable<Row> rowKey="id" columns={columns} result={{ list: many, total: 1200 }} query={query} onPageChange={() => undefined} />);
    expect(screen.getByText('row 1')).toBeTruthy();
    const rendered = document.querySelectorAll('.ant-table-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByText('共 1200 条')).toBeTruthy();
  });

  it('with the filter bar: searching goes back to page 1 with the keyword, paging keeps it', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    renderWithText(<ListScreen sent={sent} />);
    expect(sent).toEqual([{ pageNo: 1, pageSize: 20 }]);

    await user.click(pageItem(3));
    expect(sent.at(-1)).toEqual({ pageNo: 3, pageSize: 20 });
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5);

    await user.type(screen.getByTestId('filter-keyword'), '  odd ');
    await user.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ pageNo: 1, pageSize: 20, keyword: 'odd' }));
    expect(screen.getByText('共 22 条')).toBeTruthy();

    await user.click(pageItem(2));
    expect(sent.at(-1)).toEqual({ pageNo: 2, pageSize: 20, keyword: 'odd' });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 2);

    await choosePageSize(user, 5);
    expect(sent.at(-1)).toEqual({ pageNo: 1, pageSize: 5, keyword: 'odd' });

    await user.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ pageNo: 1, pageSize: 5 }));
    expect(screen.getByText('共 45 条')).toBeTruthy();
  });
});
