import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { fieldMessages, isStarred } from '../../test/form-messages';
import { UsersPage } from './pages/users-page';

const API = '/tis/api/oauthService';
const ROLES = [
  { roleCode: 'admin', roleName: 'Administrator' },
  { roleCode: 'dealer', roleName: 'Dealer' },
];

const account = (overrides: Partial<UserView>): UserView => ({
  id: '11111111-1111-4111-8111-111111111111',
  userCode: 'admin',
  userName: 'Administrator',
  email: 'admin@tis.local',
  userType: 'oem',
  status: 'normal',
  roleCode: 'admin',
  roleName: 'Administrator',
  userAgentCode: null,
  brandCodes: [],
  effectiveDate: null,
  expirationDate: null,
  passwordSet: true,
  singleSession: false,
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const ADMIN = account({});
const DEALER = account({
  id: '22222222-2222-4222-8222-222222222222',
  userCode: 'dealer01',
  userName: 'Dealer One',
  email: null,
  userType: 'dealer',
  roleCode: 'dealer',
  roleName: 'Dealer',
  userAgentCode: 'D1001',
  brandCodes: ['TIS'],
  expirationDate: '2027-12-31',
  singleSession: true,
  version: 9,
});

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

function renderUsers(list: UserView[]) {
  return renderWithFakeServer(<UsersPage />, {
    signedInAs: { userCode: 'admin', userName: 'Administrator' },
    handler: ({ method, path, body }) => {
      if (path.startsWith(`${API}/user/list`)) return envelopeAnswer({ list, total: list.length });
      if (path === `${API}/role/options`) return envelopeAnswer(ROLES);
      if (path.startsWith(`${API}/agency`) || path.includes('/agency/')) return envelopeAnswer({ list: [], total: 0 });
      if (method === 'PUT') return envelopeAnswer({ ...ADMIN, ...(body as object) });
      return undefined;
    },
  });
}

describe('the account dialog', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('a new user saved empty: one message per field ("请输入密码" once for each password field), every required field starred', async () => {
    const actor = userEvent.setup();
    const { sent } = renderUsers([]);
    await actor.click(await screen.findByTestId('user-add'));
    const dialog = await lastDialog();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));

    const field = (testId: string) => within(dialog).getByTestId(testId);
    await waitFor(() => expect(fieldMessages(field('user-confirm'))).toEqual(['请输入密码']));
    expect(fieldMessages(field('user-password'))).toEqual(['请输入密码']);
    expect(within(dialog).getAllByText('请输入密码')).toHaveLength(2);
    for (const testId of ['user-code', 'user-name', 'user-role']) expect(fieldMessages(field(testId)), testId).toEqual(['该字段不能为空']);
    for (const testId of ['user-code', 'user-name', 'user-type', 'user-role', 'user-password', 'user-confirm']) {
      expect(isStarred(field(testId)), testId).toBe(true);
    }
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('edit dealer01, cancel, edit admin: shows admin and saves admin’s own values under admin’s id', async () => {
    const actor = userEvent.setup();
    const { sent } = renderUsers([DEALER, ADMIN]);
    await screen.findByText('dealer01');
    const [editDealer, editAdmin] = screen.getAllByTestId('row-edit');

    await actor.click(editDealer!);
    let dialog = await lastDialog();
    expect(within(dialog).getByTestId<HTMLInputElement>('user-name').value).toBe('Dealer One');
    await actor.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    await actor.click(editAdmin!);
    dialog = await lastDialog();
    expect(within(dialog).getByTestId<HTMLInputElement>('user-code').value).toBe('admin');
    expect(within(dialog).getByTestId<HTMLInputElement>('user-name').value).toBe('Administrator');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.path).toBe(`${API}/user/${ADMIN.id}`);
    expect(put.body).toEqual({
      userName: 'Administrator',
      email: 'admin@tis.local',
      userType: 'oem',
      roleCode: 'admin',
      userAgentCode: null,
      brandCodes: [],
      effectiveDate: null,
      expirationDate: null,
      singleSession: false,
      version: 4,
    });
  });
});
