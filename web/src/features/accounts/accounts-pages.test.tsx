import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RightNode, RoleView, UserView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, type FakeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { RolesPage } from './pages/roles-page';
import { UsersPage } from './pages/users-page';

type Handler = (method: string, path: string, body: unknown) => FakeAnswer | undefined;

const envelope = envelopeAnswer;
const ADMIN = { userCode: 'admin', userName: 'Administrator' };

/** Renders a page against a fake oauthService that answers through `handler`. */
function renderPage(page: React.ReactElement, handler: Handler) {
  return renderWithFakeServer(page, { handler: (r) => handler(r.method, r.path, r.body), signedInAs: ADMIN });
}

const user = (overrides: Partial<UserView>): UserView => ({
  id: '11111111-1111-4111-8111-111111111111',
  userCode: 'oem07',
  userName: 'Wang Qiang',
  email: 'oem07@tis.local',
  userType: 'oem',
  status: 'normal',
  roleCode: 'oem_approver',
  roleName: 'OEM staff',
  userAgentCode: null,
  brandCodes: [],
  effectiveDate: null,
  expirationDate: null,
  passwordSet: true,
  singleSession: false,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

describe('account screens', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('lists users, offers no freeze or delete on the own account, and freezes another after confirmation with its version', async () => {
    const actor = userEvent.setup();
    const me = user({ id: '22222222-2222-4222-8222-222222222222', userCode: 'admin', userName: 'Administrator', roleCode: 'sysadmin', version: 1 });
    const other = user({});
    const { sent } = renderPage(<UsersPage />, (method, path) => {
      if (path.startsWith('/tis/api/oauthService/user/list')) return envelope({ list: [me, other], total: 2 });
      if (path === '/tis/api/oauthService/role/options') return envelope([{ roleCode: 'oem_approver', roleName: 'OEM staff' }]);
      if (method === 'POST' && path.endsWith('/status')) return envelope({ ...other, status: 'frozen', version: 4 });
      return undefined;
    });
    await screen.findByText('oem07');
    const rows = screen.getAllByRole('row');
    const row = (code: string) => rows.find((r) => within(r).queryByText(code))!;
    expect(within(row('admin')).queryByTestId('row-freeze')).toBeNull();
    expect(within(row('admin')).queryByTestId('row-delete')).toBeNull();
    expect(sent[0]?.path).toBe('/tis/api/oauthService/user/list?pageNo=1&pageSize=20');

    await actor.click(within(row('oem07')).getByTestId('row-freeze'));
    const dialog = await lastDialog();
    expect(within(dialog).getByText(/确定冻结用户 Wang Qiang \(oem07\) 吗/)).toBeTruthy();
    await actor.click(within(dialog).getByRole('button', { name: /冻\s*结/ }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.path.endsWith(`/user/${other.id}/status`))).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ action: 'freeze', version: 3 });
  });

  it('refuses a weak or mismatched initial password before anything is sent, then creates the user', async () => {
    const actor = userEvent.setup();
    const { sent, messages } = renderPage(<UsersPage />, (method, path, body) => {
      if (path.startsWith('/tis/api/oauthService/user/list')) return envelope({ list: [], total: 0 });
      if (path === '/tis/api/oauthService/role/options') return envelope([{ roleCode: 'oem_approver', roleName: 'OEM staff' }]);
      if (method === 'POST' && path === '/tis/api/oauthService/user') return envelope(user(body as Partial<UserView>));
      return undefined;
    });
    await actor.click(await screen.findByTestId('user-add'));
    const dialog = await lastDialog();
    await actor.type(within(dialog).getByTestId('user-code'), 'oem08');
    await actor.type(within(dialog).getByTestId('user-name'), 'Sun Li');
    fireEvent.mouseDown(within(dialog).getByTestId('user-role').querySelector('input') ?? within(dialog).getByTestId('user-role'));
    await actor.click(await screen.findByTitle('OEM staff (oem_approver)'));
    await actor.type(within(dialog).getByTestId('user-password'), 'weakpass');
    await actor.type(within(dialog).getByTestId('user-confirm'), 'weakpas');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText(/密码必须包含大写字母/)).toBeTruthy();
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    await actor.clear(within(dialog).getByTestId('user-password'));
    await actor.type(within(dialog).getByTestId('user-password'), 'Strong#2026');
    await actor.clear(within(dialog).getByTestId('user-confirm'));
    await actor.type(within(dialog).getByTestId('user-confirm'), 'Strong#2026');
    await new Promise((r) => setTimeout(r, 1100)); // the save button's 1 s lock
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toMatchObject({
      userCode: 'oem08',
      userName: 'Sun Li',
      userType: 'oem',
      roleCode: 'oem_approver',
      status: 'normal',
      password: 'Strong#2026',
      confirm: 'Strong#2026',
      userAgentCode: null,
      effectiveDate: null,
      expirationDate: null,
    });
    await waitFor(() => expect(messages.some((m) => m.level === 'success')).toBe(true));
  }, 20_000);

  it('shows why a save was refused (409001: the data changed meanwhile)', async () => {
    const actor = userEvent.setup();
    const { messages } = renderPage(<UsersPage />, (method, path) => {
      if (path.startsWith('/tis/api/oauthService/user/list')) return envelope({ list: [user({})], total: 1 });
      if (path === '/tis/api/oauthService/role/options') return envelope([{ roleCode: 'oem_approver', roleName: 'OEM staff' }]);
      if (method === 'PUT') return { status: 200, ...envelope(null, '409001', '数据状态已变更，请关闭后重新打开') };
      return undefined;
    });
    await actor.click(await screen.findByTestId('row-edit'));
    const dialog = await lastDialog();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(messages.map((m) => m.text)).toContain('数据状态已变更，请关闭后重新打开'));
  });

  it('assigns rights on the tree: ticking a folder ticks its pages, saving sends the item ids', async () => {
    const actor = userEvent.setup();
    const role: RoleView = { id: '33333333-3333-4333-8333-333333333333', roleCode: 'auditor', roleName: 'Auditor', remark: null, userCount: 0, version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const leaf = (itemId: number, funLink: string): RightNode => ({ itemId, parentItemId: 104, name: funLink, funLink, headApi: null, sortNo: itemId, builtIn: true, children: [] });
    const tree: RightNode[] = [
      {
        itemId: 1,
        parentItemId: null,
        name: 'TIS',
        funLink: '',
        headApi: null,
        sortNo: 0,
        builtIn: true,
        children: [{ itemId: 104, parentItemId: 1, name: 'Logs', funLink: '', headApi: null, sortNo: 4, builtIn: true, children: [leaf(1010, 'UserLoginList'), leaf(1011, 'UserOperationLog')] }],
      },
    ];
    const { sent } = renderPage(<RolesPage />, (method, path, body) => {
      if (path.startsWith('/tis/api/oauthService/role/list')) return envelope({ list: [role], total: 1 });
      if (path === '/tis/api/oauthService/right/tree') return envelope(tree);
      if (path === `/tis/api/oauthService/role/${role.id}/rights`) return envelope(method === 'PUT' ? (body as { itemIds: number[] }).itemIds : [1011]);
      return undefined;
    });
    await actor.click(await screen.findByTestId('row-rights'));
    await screen.findByTestId('role-rights-tree');
    expect(screen.getByTestId('role-rights-count').textContent).toBe('已选 1 项');
    await actor.click(screen.getByText('Logs'));
    await waitFor(() => expect(screen.getByTestId('role-rights-count').textContent).toBe('已选 4 项'));
    await actor.click(screen.getByTestId('role-rights-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.path).toBe(`/tis/api/oauthService/role/${role.id}/rights`);
    expect([...(put.body as { itemIds: number[] }).itemIds].sort((a, b) => a - b)).toEqual([1, 104, 1010, 1011]);
  });

  it('names the rights tree in the user language and half-ticks a parent holding part of its items; saves only the ticked items', async () => {
    const actor = userEvent.setup();
    const role: RoleView = { id: '44444444-4444-4444-8444-444444444444', roleCode: 'dealer', roleName: 'Dealer', remark: null, userCount: 2, version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const item = (itemId: number, parentItemId: number, name: string, funLink: string, children: RightNode[] = [], headApi: string | null = null): RightNode => ({
      itemId,
      parentItemId,
      name,
      funLink,
      headApi,
      sortNo: itemId,
      builtIn: true,
      children,
    });
    // As the oauth seed names them: folders by text keys, pages and actions by their funLink.
    const tree: RightNode[] = [
      item(1, 0, 'TIS', '', [
        item(103, 1, 'app.menu.group.baseInfo', '', [item(1001, 103, 'baseinfoauthority', 'baseinfoauthority'), item(1002, 103, 'baseinforole', 'baseinforole')]),
        item(91, 1, 'accounts.right.group.documentActions', '', [item(5000, 91, 'submit', 'submit', [], '/tis/api/')]),
      ]),
    ];
    const { sent } = renderPage(<RolesPage />, (method, path, body) => {
      if (path.startsWith('/tis/api/oauthService/role/list')) return envelope({ list: [role], total: 1 });
      if (path === '/tis/api/oauthService/right/tree') return envelope(tree);
      // A seeded role holds its pages, not their folders.
      if (path === `/tis/api/oauthService/role/${role.id}/rights`) return envelope(method === 'PUT' ? (body as { itemIds: number[] }).itemIds : [1001]);
      return undefined;
    });
    await actor.click(await screen.findByTestId('row-rights'));
    await screen.findByTestId('role-rights-tree');
    await actor.click(screen.getByText('全部展开'));
    await screen.findByTestId('right-1001');
    const name = (itemId: number) => screen.getByTestId(`right-${itemId}`).querySelector('span')?.textContent;
    expect([name(103), name(1001), name(1002), name(91), name(5000)]).toEqual(['基础信息', '权限管理', '角色管理', '文档操作', '提交']);
    const box = (itemId: number) => {
      const classes = screen.getByTestId(`right-${itemId}`).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!.classList;
      return classes.contains('ant-tree-checkbox-checked') ? 'ticked' : classes.contains('ant-tree-checkbox-indeterminate') ? 'half' : 'empty';
    };
    expect([box(1), box(103), box(1001), box(1002), box(91), box(5000)]).toEqual(['half', 'half', 'ticked', 'empty', 'empty', 'empty']);

    await actor.click(within(screen.getByTestId('right-1002')).getByText('角色管理'));
    await waitFor(() => expect(box(1002)).toBe('ticked'));
    expect([box(1), box(103), box(1001), box(91)]).toEqual(['half', 'ticked', 'ticked', 'empty']);
    expect(screen.getByTestId('role-rights-count').textContent).toBe('已选 4 项');
    await actor.click(screen.getByTestId('role-rights-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect([...(sent.find((s) => s.method === 'PUT')!.body as { itemIds: number[] }).itemIds].sort((a, b) => a - b)).toEqual([1, 103, 1001, 1002]);
  }, 20_000);

  it('shows seeded role names (text keys) in the user language and an administrator\'s as typed; an unchanged name keeps its key', async () => {
    const actor = userEvent.setup();
    const meta = { remark: null, userCount: 1, version: 2, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const sysadmin: RoleView = { id: '55555555-5555-4555-8555-555555555555', roleCode: 'sysadmin', roleName: 'accounts.role.name.sysadmin', ...meta };
    const auditor: RoleView = { id: '66666666-6666-4666-8666-666666666666', roleCode: 'auditor', roleName: 'Auditor', ...meta };
    const { sent } = renderPage(<RolesPage />, (method, path, body) => {
      if (path.startsWith('/tis/api/oauthService/role/list')) return envelope({ list: [sysadmin, auditor], total: 2 });
      if (method === 'PUT') return envelope({ ...sysadmin, ...(body as object), version: 3 });
      return undefined;
    });
    expect(await screen.findByText('系统管理员')).toBeTruthy();
    expect(screen.getByText('Auditor')).toBeTruthy();
    expect(screen.queryByText('accounts.role.name.sysadmin')).toBeNull();
    await actor.click((await screen.findAllByTestId('row-edit'))[0]!);
    const dialog = await lastDialog();
    expect(within(dialog).getByTestId<HTMLInputElement>('role-name').value).toBe('系统管理员');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')!.body).toMatchObject({ roleName: 'accounts.role.name.sysadmin', version: 2 });
    await act(() => i18n.changeLanguage('de_DE'));
    expect(await screen.findByText('Systemadministrator')).toBeTruthy();
  });

  it('shows a user\'s seeded role in the user language in the list and in the role choice of the form', async () => {
    const actor = userEvent.setup();
    const other = user({ roleName: 'accounts.role.name.oemApprover' });
    renderPage(<UsersPage />, (_method, path) => {
      if (path.startsWith('/tis/api/oauthService/user/list')) return envelope({ list: [other], total: 1 });
      if (path === '/tis/api/oauthService/role/options') return envelope([{ roleCode: 'oem_approver', roleName: 'accounts.role.name.oemApprover' }]);
      return undefined;
    });
    const row = (await screen.findByText('oem07')).closest('tr')!;
    expect(within(row).getByText('主机厂员工（审核）')).toBeTruthy();
    await actor.click(within(row).getByTestId('row-edit'));
    const dialog = await lastDialog();
    expect(await within(dialog).findByText('主机厂员工（审核） (oem_approver)')).toBeTruthy();
  });
});
