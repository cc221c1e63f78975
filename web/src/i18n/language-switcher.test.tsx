import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { commonHeaders } from '../api/base-query';
import { startFakeServer, type FakeAnswer } from '../test/fake-server';
import { currentLanguage, i18n, initI18n } from './index';
import { LanguageSwitcher } from './language-switcher';

const ok = (data: unknown) => ({ code: '000000', mesg: 'ok', data });

/** A fake server that knows the stored language list and translation lists by path; answers the paths asked so far. */
function fakeServer(answers: Record<string, FakeAnswer>): () => string[] {
  const { sent } = startFakeServer({ handler: ({ path }) => answers[path] });
  return () => sent.map((request) => request.path);
}

const SUPPORTED = '/tis/api/systemService/language/supported?pageNo=1&pageSize=999';
const FRENCH_TEXTS = '/tis/api/systemService/translation/list?lang=fr_FR&pageNo=1&pageSize=99999';
const STORED_LIST = {
  body: ok({
    list: [
      { langCode: 'zh_CN', langName: '简体中文', isDefault: true },
      { langCode: 'en_US', langName: 'English', isDefault: false },
      { langCode: 'fr_FR', langName: 'Français', isDefault: false },
    ],
    total: 3,
  }),
};

function renderSwitcher() {
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageSwitcher />
    </I18nextProvider>,
  );
  return screen.getByTestId('language-switcher');
}

describe('LanguageSwitcher (spec section 2)', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
    // No server: the switcher offers the bundled languages.
    fakeServer({});
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

  it('offers the supported languages of the stored list; a language the SPA does not bundle gets the server texts, English for the rest', async () => {
    const asked = fakeServer({
      [SUPPORTED]: STORED_LIST,
      [FRENCH_TEXTS]: { body: ok({ list: [{ key: 'auth.login.submit', value: 'Se connecter' }], total: 1 }) },
    });
    const user = userEvent.setup();
    const button = renderSwitcher();
    // Nothing is asked until someone reaches for the selector.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked()).toEqual([]);
    await user.click(button);
    // de_DE is not supported in the stored list: not offered.
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['简体中文', 'English', 'Français']));
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));

    await waitFor(() => expect(i18n.language).toBe('fr_FR'));
    // The texts came before the switch: no English moment for translated keys.
    expect(asked().indexOf(FRENCH_TEXTS)).toBeGreaterThan(asked().indexOf(SUPPORTED));
    expect(i18n.t('auth.login.submit')).toBe('Se connecter');
    expect(i18n.t('app.header.logout')).toBe('Log out');
    expect(button.textContent).toContain('Français');
    // Kept for the next visit and sent with every call.
    expect(window.localStorage.getItem('tis.lang')).toBe('fr_FR');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(commonHeaders({ token: () => null, language: currentLanguage }).Language).toBe('fr_FR');
    // The list is asked once per page load.
    expect(asked().filter((path) => path === SUPPORTED)).toHaveLength(1);
  });

  it('offers the three bundled languages when the stored list cannot be read', async () => {
    const asked = fakeServer({ [SUPPORTED]: { status: 500, body: { code: '500', mesg: 'down', data: null } } });
    const user = userEvent.setup();
    await user.click(renderSwitcher());
    await waitFor(() => expect(asked()).toContain(SUPPORTED));
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['简体中文', 'English', 'Deutsch']);
  });

  it('goes back to the default language when a stored choice is no longer offered', async () => {
    fakeServer({ [SUPPORTED]: STORED_LIST });
    await act(() => i18n.changeLanguage('it_IT'));
    const button = renderSwitcher();
    await waitFor(() => expect(i18n.language).toBe('zh_CN'));
    expect(button.textContent).toContain('简体中文');
  });
});
