import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleRightItem, UserMessageView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { renderRoutesWithFakeServer } from '../../test/fake-server';
import { UNREAD_POLL_MS } from './api/messages-api';
import { MessageBell } from './components/message-bell';
import { MyMessagePage } from './pages/my-message-page';

type Handler = (method: string, path: string) => unknown;

const API = '/tis/api/systemService/myMessage';
const ok = (data: unknown) => ({ code: '000000', mesg: 'ok', data });
const rights = (...funLinks: string[]): RoleRightItem[] => funLinks.map((funLink, i) => ({ itemId: i + 1, funLink, headApi: null }));

/** Renders `element` at /MyMessage (and /index) against a fake systemService that answers through `handler`. */
function renderAt(element: React.ReactElement, handler: Handler, roleRight = rights('index', 'MyMessage')) {
  return renderRoutesWithFakeServer(
    [
      { path: '/MyMessage', element },
      { path: '/index', element: <div data-testid="index-page">index</div> },
    ],
    '/MyMessage',
    {
      handler: ({ method, path }) => {
        const body = handler(method, path);
        return body === undefined ? undefined : { body };
      },
      signedInAs: { userCode: 'u1', userName: 'User One' },
      roleRight,
    },
  );
}

const message = (overrides: Partial<UserMessageView>): UserMessageView => ({
  id: 'm-1',
  messageType: 'security',
  messageTypeString: 'Security',
  textKey: 'userMessage.passwordChanged',
  params: {},
  text: 'Your password was changed. If you did not do this, contact your administrator at once.',
  link: null,
  read: false,
  readAt: null,
  sentAt: '2026-03-02T08:30:00.000Z',
  ...overrides,
});

const unreadRole = message({
  id: 'm-2',
  messageType: 'account',
  textKey: 'userMessage.roleChanged',
  params: { admin: 'admin', role: 'Service outlet' },
  text: 'The administrator admin changed your role to "Service outlet".',
  link: '/index',
});
const readPassword = message({ id: 'm-1', read: true, readAt: '2026-03-02T09:00:00.000Z' });

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

describe('/MyMessage', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('lists the messages paged on the server, in the reader’s language, unread ones in bold', async () => {
    const { sent } = renderAt(<MyMessagePage />, (_method, path) => {
      if (path.startsWith(`${API}/list`)) return ok({ list: [unreadRole, readPassword], total: 2 });
      if (path === `${API}/unreadCount`) return ok({ count: 1 });
      return undefined;
    });
    // Rendered from key and params, not the server's English text.
    const roleText = await screen.findByText('管理员 admin 已将您的角色改为“Service outlet”。您的菜单和权限随新角色变化。');
    const passwordText = screen.getByText('您的密码已修改。如果不是您本人操作，请立即联系管理员。');
    expect(roleText.closest('tr')?.className).toContain('tis-message-unread');
    expect(passwordText.closest('tr')?.className).not.toContain('tis-message-unread');
    for (const text of ['账号', '安全', '未读', '已读']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(sent.find((s) => s.path.startsWith(`${API}/list`))?.path).toBe(`${API}/list?pageNo=1&pageSize=20`);

    // The texts follow a language switch without asking the server again.
    const lists = sent.filter((s) => s.path.startsWith(`${API}/list`)).length;
    await act(() => i18n.changeLanguage('en_US'));
    expect(await screen.findByText('Your password was changed. If you did not do this, contact your administrator at once.')).toBeTruthy();
    expect(sent.filter((s) => s.path.startsWith(`${API}/list`))).toHaveLength(lists);
  });

  it('filters by read state and kind', async () => {
    const actor = userEvent.setup();
    const { sent } = renderAt(<MyMessagePage />, (_method, path) => {
      if (path.startsWith(`${API}/list`)) return ok({ list: [], total: 0 });
      if (path === `${API}/unreadCount`) return ok({ count: 0 });
      return undefined;
    });
    await waitFor(() => expect(sent.some((s) => s.path.startsWith(`${API}/list`))).toBe(true));
    fireEvent.mouseDown(screen.getByTestId('filter-state').querySelector('input')!);
    await actor.click(await screen.findByTitle('未读'));
    fireEvent.mouseDown(screen.getByTestId('filter-type').querySelector('input')!);
    await actor.click(await screen.findByTitle('安全'));
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/list?state=unread&messageType=security&pageNo=1&pageSize=20`)).toBe(true));
    // Nothing unread: nothing to mark.
    expect(screen.getByTestId<HTMLButtonElement>('mark-all-read').disabled).toBe(true);
  });

  it('opens a message in a drawer with its link, marks it read and refreshes the list and the count', async () => {
    const actor = userEvent.setup();
    let read = false;
    const { sent, router } = renderAt(<MyMessagePage />, (method, path) => {
      if (path.startsWith(`${API}/list`)) return ok({ list: [{ ...unreadRole, read, readAt: read ? '2026-03-02T10:00:00.000Z' : null }], total: 1 });
      if (path === `${API}/unreadCount`) return ok({ count: read ? 0 : 1 });
      if (method === 'POST' && path === `${API}/m-2/read`) {
        read = true;
        return ok(true);
      }
      return undefined;
    });
    await actor.click(await screen.findByTestId('message-open'));
    const drawer = await screen.findByTestId('message-drawer');
    expect(within(drawer).getByTestId('message-body').textContent).toBe('管理员 admin 已将您的角色改为“Service outlet”。您的菜单和权限随新角色变化。');
    await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.path === `${API}/m-2/read`)).toBe(true));
    // The list and the count are asked again: the row is no longer bold and nothing is left to mark.
    await waitFor(() => expect(screen.getByText('已读').closest('tr')?.className).not.toContain('tis-message-unread'));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('mark-all-read').disabled).toBe(true));

    await actor.click(within(drawer).getByTestId('message-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('does not mark a read message again when it is opened', async () => {
    const actor = userEvent.setup();
    const { sent } = renderAt(<MyMessagePage />, (_method, path) => {
      if (path.startsWith(`${API}/list`)) return ok({ list: [readPassword], total: 1 });
      if (path === `${API}/unreadCount`) return ok({ count: 0 });
      return undefined;
    });
    await actor.click(await screen.findByTestId('message-open'));
    expect(await screen.findByTestId('message-drawer')).toBeTruthy();
    expect(screen.queryByTestId('message-link')).toBeNull();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('marks all read and deletes a message only after confirmation', async () => {
    const actor = userEvent.setup();
    const { sent, messages } = renderAt(<MyMessagePage />, (method, path) => {
      if (path.startsWith(`${API}/list`)) return ok({ list: [unreadRole], total: 1 });
      if (path === `${API}/unreadCount`) return ok({ count: 3 });
      if (method === 'POST' && path === `${API}/readAll`) return ok({ count: 3 });
      if (method === 'DELETE' && path === `${API}/m-2`) return ok(true);
      return undefined;
    });
    await screen.findByTestId('message-open');
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('mark-all-read').disabled).toBe(false));
    await actor.click(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.path === `${API}/readAll`)).toBe(true));
    await waitFor(() => expect(messages.some((m) => m.level === 'success')).toBe(true));

    await actor.click(screen.getByTestId('row-delete'));
    const confirm = await lastDialog();
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    await actor.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(sent.some((s) => s.method === 'DELETE' && s.path === `${API}/m-2`)).toBe(true));
  });
});

describe('the header bell', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the unread count, links to /MyMessage, asks again every 60 s and on focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 3;
    const { sent } = renderAt(<MessageBell />, (_method, path) => (path === `${API}/unreadCount` ? ok({ count }) : undefined));
    const bell = await screen.findByTestId('message-bell');
    await waitFor(() => expect(bell.textContent).toContain('3'));
    expect(bell.getAttribute('href')).toBe('/MyMessage');
    expect(bell.getAttribute('aria-label')).toBe('我的消息：3 条未读');
    const asked = () => sent.filter((s) => s.path === `${API}/unreadCount`).length;
    expect(asked()).toBe(1);

    count = 120;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await waitFor(() => expect(asked()).toBe(2));
    await waitFor(() => expect(bell.textContent).toContain('99+'));

    count = 0;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(asked()).toBe(3));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('我的消息：0 条未读'));
  });

  it('is not there for a role without /MyMessage, and asks nothing', async () => {
    const { sent } = renderAt(<MessageBell />, () => ok({ count: 5 }), rights('index'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('message-bell')).toBeNull();
    expect(sent).toEqual([]);
  });
});
