import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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
    const name = within(dialog).getByTestId('language-name');
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
});
