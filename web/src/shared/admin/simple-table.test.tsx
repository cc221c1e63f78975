import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIMPLE_TABLE_PAGE_SIZES } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { antdLocaleOf } from '../../i18n/antd-locale';
import type { PageChange } from './page-query';
import { SimpleTable } from './simple-table';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 60 }, (_, i) => ({ id: `id-${i + 1}`, name: `row ${i + 1}` }));

/** The page size changer's options, as their titles ("20 条/页" …). */
async function sizeOptions(): Promise<(string | null)[]> {
  const changer = document.querySelector<HTMLElement>('.ant-pagination-options .ant-select');
  if (!changer) throw new Error('no page size changer');
  fireEvent.mouseDown(changer.querySelector('input') ?? changer);
  await screen.findByTitle('50 条/页');
  return [...document.querySelectorAll('.ant-select-item-option')].map((el) => el.getAttribute('title'));
}

describe('SimpleTable (spec section 2: the simple table offers 20 to 500)', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('offers the page sizes 20 … 500 only and pages like the paged table', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn<(change: PageChange) => void>();
    const query = { pageNo: 1, pageSize: 20, keyword: 'row' };
    render(
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={antdLocaleOf('zh_CN')}>
          <SimpleTable<Row>
            rowKey="id"
            columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
            result={{ list: ROWS.slice(0, 20), total: ROWS.length }}
            query={query}
            onPageChange={onPageChange}
          />
        </ConfigProvider>
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(1 + 20);
    expect(screen.getByText('共 60 条')).toBeTruthy();

    const titles = await sizeOptions();
    expect(titles).toEqual(['20 条/页', '50 条/页', '100 条/页', '200 条/页', '300 条/页', '400 条/页', '500 条/页']);
    expect(titles).toEqual(SIMPLE_TABLE_PAGE_SIZES.map((size) => `${size} 条/页`));

    await user.click(screen.getByTitle('500 条/页'));
    expect(onPageChange).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 500, keyword: 'row' });
    await user.click(document.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    expect(onPageChange).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 20, keyword: 'row' });
  });
});
