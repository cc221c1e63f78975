import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SensitiveWordView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { fieldMessages, isStarred } from '../../test/form-messages';
import { SensitiveWordPage } from './pages/sensitive-word-page';

const API = '/tis/api/systemService/sensitiveWord';
const word: SensitiveWordView = { id: 'w-1', version: 1, updatedAt: '2026-01-05T08:00:00.000Z', updatedBy: 'admin', word: '代开发票', remark: 'Invoice fraud' };

describe('/Sensitive', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('lists the words, refuses a blank one and adds a word with its remark', async () => {
    const actor = userEvent.setup();
    const { sent } = renderWithFakeServer(<SensitiveWordPage />, {
      signedInAs: { userCode: 'admin', userName: 'Administrator' },
      handler: ({ method, path, body }) => {
        if (path.startsWith(`${API}/list`)) return envelopeAnswer({ list: [word], total: 1 });
        if (method === 'POST' && path === API) return envelopeAnswer({ ...word, id: 'w-2', ...(body as object) });
        return undefined;
      },
    });
    expect(await screen.findByText('代开发票')).toBeTruthy();
    for (const header of ['敏感词', '备注']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);

    await actor.click(screen.getByTestId('sensitive-word-add'));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    const input = within(dialog).getByTestId('word');
    expect(isStarred(input)).toBe(true);
    await actor.type(input, '   ');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(fieldMessages(input)).toEqual(['该字段不能为空']));

    await actor.clear(input);
    await actor.type(input, '赌博');
    await actor.type(within(dialog).getByTestId('remark'), 'Gambling');
    // The save button is locked for 1 s after the first click (spec section 5).
    const save = within(dialog).getByTestId<HTMLButtonElement>('edit-modal-save');
    await waitFor(() => expect(save.disabled).toBe(false), { timeout: 2_000 });
    await actor.click(save);
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ word: '赌博', remark: 'Gambling' }));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1);
  });
});
