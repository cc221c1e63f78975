import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailListView, RoleRightItem } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { fieldMessages, isStarred } from '../../test/form-messages';
import { MailListPage } from './pages/mail-list-page';

const API = '/tis/api/systemService/mailList';
const PAGE: RoleRightItem = { itemId: 1, funLink: 'MailList', headApi: null };
const IMPORT: RoleRightItem = { itemId: 2, funLink: 'import', headApi: API };
const entry: MailListView = {
  id: 'm-1',
  version: 2,
  updatedAt: '2026-01-05T08:00:00.000Z',
  updatedBy: 'admin',
  mailCode: 'ML-1',
  area: 'North',
  subject: 'Warranty claims',
  contactName: 'Li Wei',
  phone: '+86 (10) 5555-0101',
  email: 'li.wei@example.com',
  remark: null,
  sortNo: 1,
};

function renderPage(roleRight: RoleRightItem[] = [PAGE, IMPORT]) {
  return renderWithFakeServer(<MailListPage />, {
    signedInAs: { userCode: 'admin', userName: 'Administrator' },
    roleRight,
    handler: ({ method, path, body }) => {
      if (path.startsWith(`${API}/list`)) return envelopeAnswer({ list: [entry], total: 1 });
      if (method === 'POST' && path === API) return envelopeAnswer({ ...entry, id: 'm-2', version: 1, ...(body as object) });
      return undefined;
    },
  });
}

describe('/MailList', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('lists the contacts with the area filter and offers export, template and, with the import action, import', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Li Wei')).toBeTruthy();
    for (const text of ['ML-1', 'North', 'Warranty claims', '+86 (10) 5555-0101', 'li.wei@example.com']) expect(within(table).getByText(text)).toBeTruthy();
    for (const header of ['Code', 'Area', 'Subject', 'Contact', 'Phone', 'Email', 'Order']) expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByTestId('mail-list-export')).toBeTruthy();
    expect(screen.getByTestId('mail-list-template')).toBeTruthy();
    expect(screen.getByTestId('mail-list-import')).toBeTruthy();

    await actor.type(screen.getByTestId('filter-area'), 'North');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/list?area=North&pageNo=1&pageSize=20`)).toBe(true));
  });

  it('keeps the import to a role with the import action', async () => {
    renderPage([PAGE]);
    expect(await screen.findByText('Li Wei')).toBeTruthy();
    expect(screen.getByTestId('mail-list-export')).toBeTruthy();
    expect(screen.queryByTestId('mail-list-import')).toBeNull();
  });

  it('refuses a wrong phone and email in the dialog, then adds the contact', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage();
    await actor.click(await screen.findByTestId('mail-list-add'));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    const field = (id: string) => within(dialog).getByTestId(id);
    for (const id of ['mail-code', 'area', 'subject', 'contact-name', 'phone']) expect(isStarred(field(id)), id).toBe(true);
    expect(isStarred(field('email'))).toBe(false);

    await actor.type(field('mail-code'), 'ML-7');
    await actor.type(field('area'), 'South');
    await actor.type(field('subject'), 'Parts orders');
    await actor.type(field('contact-name'), 'Anna Schmidt');
    await actor.type(field('phone'), '030 ext. 7');
    await actor.type(field('email'), 'anna@');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(fieldMessages(field('phone'))).toEqual(['A phone number may only contain digits, spaces and + - ( )']));
    expect(fieldMessages(field('email'))).toEqual(['Invalid email address']);
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    await actor.clear(field('phone'));
    await actor.type(field('phone'), '+49 30 1234');
    await actor.clear(field('email'));
    await actor.type(field('email'), 'anna@example.com');
    const save = within(dialog).getByTestId<HTMLButtonElement>('edit-modal-save');
    await waitFor(() => expect(save.disabled).toBe(false), { timeout: 2_000 });
    await actor.click(save);
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'POST')?.body).toMatchObject({ mailCode: 'ML-7', area: 'South', subject: 'Parts orders', contactName: 'Anna Schmidt', phone: '+49 30 1234', email: 'anna@example.com', sortNo: 0 });
  });
});
