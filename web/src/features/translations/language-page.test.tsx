import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LanguageView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { fieldMessages, isStarred } from '../../test/form-messages';
import { LanguagePage } from './pages/language-page';

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

describe('LanguagePage: the add dialog', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('stars the required language code and name, and says "required" once per empty or blank field', async () => {
    const actor = userEvent.setup();
    const { sent } = renderWithFakeServer(<LanguagePage />, {
      signedInAs: { userCode: 'admin', userName: 'Administrator' },
      handler: ({ path }) => (path.includes('/language/list') ? envelopeAnswer({ list: [], total: 0 }) : undefined),
    });
    await actor.click(await screen.findByTestId('language-add'));
    const dialog = await lastDialog();
    const code = within(dialog).getByTestId('language-code');
    const name = within(dialog).getByTestId('lang-name');
    expect([isStarred(code), isStarred(name)]).toEqual([true, true]);

    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(fieldMessages(code)).toEqual(['该字段不能为空']));
    expect(fieldMessages(name)).toEqual(['该字段不能为空']);

    await actor.type(code, '  ');
    await actor.type(name, '  ');
    await waitFor(() => expect(fieldMessages(name)).toEqual(['该字段不能为空']));
    expect(fieldMessages(code)).toEqual(['该字段不能为空']);
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('marks the default language, keeps it from being deleted or unsupported, and places a new language last', async () => {
    const actor = userEvent.setup();
    const meta = { version: 1, updatedAt: '2026-01-05T08:00:00.000Z', updatedBy: 'admin' };
    const languages: LanguageView[] = [
      { id: 'l-zh', ...meta, langCode: 'zh_CN', langName: '简体中文', supported: true, sortNo: 1, isDefault: true },
      { id: 'l-fr', ...meta, langCode: 'fr_FR', langName: 'Français', supported: false, sortNo: 2, isDefault: false },
    ];
    const { sent } = renderWithFakeServer(<LanguagePage />, {
      signedInAs: { userCode: 'admin', userName: 'Administrator' },
      handler: ({ method, path, body }) => {
        if (path.includes('/language/list')) return envelopeAnswer({ list: languages, total: 2 });
        if (method === 'POST' && path.endsWith('/language')) return envelopeAnswer({ ...languages[1], ...(body as object), id: 'l-new' });
        return undefined;
      },
    });
    await screen.findByText('Français');
    const rows = screen.getAllByRole('row');
    const rowOf = (code: string) => rows.find((r) => within(r).queryByText(code))!;
    expect(within(rowOf('zh_CN')).getByText('默认语言')).toBeTruthy();
    expect(within(rowOf('fr_FR')).queryByText('默认语言')).toBeNull();
    expect(within(rowOf('zh_CN')).getByTestId<HTMLButtonElement>('row-delete').disabled).toBe(true);
    expect(within(rowOf('fr_FR')).getByTestId<HTMLButtonElement>('row-delete').disabled).toBe(false);

    await actor.click(within(rowOf('zh_CN')).getByTestId('row-edit'));
    const edit = await lastDialog();
    expect(within(edit).getByTestId<HTMLInputElement>('language-code').disabled).toBe(true);
    expect(within(edit).getByTestId<HTMLButtonElement>('language-supported').disabled).toBe(true);
    await actor.click(within(edit).getByRole('button', { name: /取\s*消/ }));

    await actor.click(screen.getByTestId('language-add'));
    const add = await lastDialog();
    await actor.type(within(add).getByTestId('language-code'), 'it_IT');
    await actor.type(within(add).getByTestId('lang-name'), 'Italiano');
    await actor.click(within(add).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ langCode: 'it_IT', langName: 'Italiano', supported: true, sortNo: 3 }));
  });
});
