import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form, Input } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { antdLocaleOf } from '../../i18n/antd-locale';
import { FilterBar } from './filter-bar';

function renderBar(ui: React.ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocaleOf('zh_CN')}>{ui}</ConfigProvider>
    </I18nextProvider>,
  );
}

describe('FilterBar on a phone', () => {
  it('folds the screen’s own fields behind "more filters" and keeps what was typed in them while folded', async () => {
    const user = userEvent.setup();
    const search = vi.fn();
    renderBar(
      <FilterBar<{ orgName?: string }> onSearch={search}>
        <Form.Item name="orgName" label="Org">
          <Input data-testid="org-name" />
        </Form.Item>
      </FilterBar>,
    );
    const bar = screen.getByTestId('filter-bar');
    const fold = screen.getByTestId('filter-fold');
    // Folded (admin.css hides .tis-filter-fields below 768 px unless the bar is unfolded).
    expect(bar.classList.contains('tis-filter-unfolded')).toBe(false);
    expect(screen.getByTestId('org-name').closest('.tis-filter-fields')).not.toBeNull();
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(fold.textContent).toContain('更多筛选');

    await user.click(fold);
    expect(bar.classList.contains('tis-filter-unfolded')).toBe(true);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect(fold.textContent).toContain('收起筛选');
    await user.type(screen.getByTestId('org-name'), 'Xinghai');

    // Folded again, the field is still in the form: the search sends it.
    await user.click(fold);
    expect(bar.classList.contains('tis-filter-unfolded')).toBe(false);
    expect(fold.textContent).toContain('更多筛选 (1)');
    await user.click(screen.getByTestId('filter-search'));
    expect(search).toHaveBeenLastCalledWith({ orgName: 'Xinghai' });
  });

  it('has nothing to fold on a screen with only the keyword', () => {
    renderBar(<FilterBar onSearch={vi.fn()} />);
    expect(screen.queryByTestId('filter-fold')).toBeNull();
    expect(document.querySelector('.tis-filter-fields')).toBeNull();
  });
});
