import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './index';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher (spec section 2)', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('opens a menu of the languages, switches and closes', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    const button = screen.getByTestId('language-switcher');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['简体中文', 'English', 'Deutsch']);
    // The current language has focus; arrow keys move on.
    expect(document.activeElement?.textContent).toBe('简体中文');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('English');
    await user.keyboard('{Enter}');
    expect(i18n.language).toBe('en_US');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.textContent).toContain('English');
  });

  it('Escape and a click outside close it without switching', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <p>outside</p>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    await user.click(screen.getByTestId('language-switcher'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(i18n.language).toBe('zh_CN');
  });
});
