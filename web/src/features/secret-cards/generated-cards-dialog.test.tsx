import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { antdLocaleOf } from '../../i18n/antd-locale';
import type { GeneratedSeries } from './api/secret-cards-api';
import { GeneratedCardsDialog } from './components/generated-cards-dialog';

const GENERATED: GeneratedSeries = {
  series: {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    seriesCode: 'VDS2026',
    seriesName: 'VDS activation 2026',
    cardCount: 45,
    usedCount: 0,
    remark: null,
    createdBy: 'admin',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  cards: Array.from({ length: 45 }, (_, i) => ({ cardNo: `VDS2026-${String(i + 1).padStart(6, '0')}`, secret: `SECRET${String(i + 1).padStart(6, '0')}` })),
};

describe('GeneratedCardsDialog', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('pages the new cards with the spec’s table sizes (5 … 500, 20 by default)', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={antdLocaleOf('zh_CN')}>
          <GeneratedCardsDialog generated={GENERATED} onClose={() => undefined} />
        </ConfigProvider>
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId('generated-secret')).toHaveLength(DEFAULT_PAGE_SIZE);

    const sizeChanger = dialog.querySelector<HTMLElement>('.ant-pagination-options .ant-select')!;
    fireEvent.mouseDown(sizeChanger.querySelector('input') ?? sizeChanger);
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(PAGE_SIZES.map((size) => `${size} 条/页`));
  });
});
