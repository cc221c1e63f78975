import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoleRightItem, TisosAreaView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { countryName, TisosAreaPage } from './pages/tisos-area-page';

const API = '/tis/api/systemService/tisosArea';
const PAGE: RoleRightItem = { itemId: 1, funLink: 'TisosArea', headApi: null };
const area: TisosAreaView = { id: 'a-1', version: 1, updatedAt: '2026-01-05T08:00:00.000Z', updatedBy: 'admin', areaCode: 'EU-W', areaName: 'Western Europe', sortNo: 1, countries: ['DE', 'FR'] };

function renderPage(messageOnPost?: string) {
  return renderWithFakeServer(<TisosAreaPage />, {
    signedInAs: { userCode: 'admin', userName: 'Administrator' },
    roleRight: [PAGE],
    handler: ({ method, path, body }) => {
      if (path.startsWith(`${API}/list`)) return envelopeAnswer({ list: [area], total: 1 });
      if (method === 'POST' && path === API) return messageOnPost ? envelopeAnswer(null, '000001', messageOnPost) : envelopeAnswer({ ...area, id: 'a-2', ...(body as object) });
      return undefined;
    },
  });
}

describe('/TisosArea', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('lists the areas with their countries and offers the Excel export', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Western Europe')).toBeTruthy();
    expect(within(table).getAllByTestId('tisos-area-country').map((t) => t.textContent)).toEqual(['DE', 'FR']);
    for (const header of ['Area code', 'Area name', 'Countries', 'Order']) expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByTestId('tisos-area-export')).toBeTruthy();
    expect(countryName('DE', 'de_DE')).toBe('Deutschland');
  });

  it('refuses a code that is no ISO country in the dialog, sends the codes in upper case, and shows the server’s refusal of a taken country', async () => {
    const taken = 'The country DE already belongs to the area EU-W (Western Europe); a country belongs to one area at most';
    const { sent, messages } = renderPage(taken);
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('tisos-area-add'));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await actor.type(within(dialog).getByTestId('area-code'), 'EU-C');
    await actor.type(within(dialog).getByTestId('area-name'), 'Central Europe');
    const countries = within(dialog).getByTestId('countries').querySelector('input')!;
    await actor.type(countries, 'XX,');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText('Enter ISO 3166-1 two-letter country codes, such as DE or FR')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    // Take the wrong code out by its tag's remove button, then type the right ones.
    await actor.click(within(dialog).getByTestId('countries').querySelector<HTMLElement>('.ant-select-selection-item-remove')!);
    await actor.type(countries, 'at,de,');
    const save = within(dialog).getByTestId<HTMLButtonElement>('edit-modal-save');
    await waitFor(() => expect(save.disabled).toBe(false), { timeout: 2_000 });
    await actor.click(save);
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ areaCode: 'EU-C', areaName: 'Central Europe', sortNo: 0, countries: ['AT', 'DE'] });
    await waitFor(() => expect(messages.map((m) => m.text)).toContain(taken));
  });
});
