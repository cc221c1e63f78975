import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BulletinDetail, BulletinRow, RoleRightItem } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, renderWithFakeServer } from '../../test/fake-server';
import { fieldMessages } from '../../test/form-messages';
import { BulletinBell } from './components/bulletin-bell';
import { HomeBulletins } from './components/home-bulletins';
import { BulletinDetailPage } from './pages/bulletin-detail-page';
import { BulletinListPage } from './pages/bulletin-list-page';

const API = '/tis/api/systemService/bulletin';
const right = (itemId: number, funLink: string, headApi: string | null = null): RoleRightItem => ({ itemId, funLink, headApi });
const READER: RoleRightItem[] = [right(1, 'BulletinList'), right(2, 'BulletinDetail')];
const STAFF: RoleRightItem[] = [...READER, right(3, 'FUNC-notice'), ...['create', 'edit', 'publish', 'delete'].map((a, i) => right(10 + i, a, '/tis/api/'))];

function row(id: string, title: string, extra: Partial<BulletinRow> = {}): BulletinRow {
  return {
    id,
    version: 1,
    updatedAt: '2026-03-01T08:00:00.000Z',
    updatedBy: 'oem01',
    title,
    userTypes: ['dealer'],
    brandCodes: ['CV'],
    publishState: 1,
    publishTime: '2026-03-01T08:00:00.000Z',
    authorCode: 'oem01',
    authorName: 'Wang Fang',
    createdAt: '2026-03-01T07:00:00.000Z',
    timesRead: 3,
    attachmentCount: 0,
    read: false,
    actions: [],
    ...extra,
  };
}

function detailOf(r: BulletinRow, extra: Partial<BulletinDetail> = {}): BulletinDetail {
  return { ...r, content: `<p>${r.title} 正文</p>`, attachments: [], canSeeReaders: false, ...extra };
}

async function lastDialog(): Promise<HTMLElement> {
  return (await screen.findAllByRole('dialog')).at(-1)!;
}

async function save(dialog: HTMLElement, actor: UserEvent): Promise<void> {
  const button = within(dialog).getByTestId<HTMLButtonElement>('edit-modal-save');
  await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2_000 });
  await actor.click(button);
}

describe('system notices', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('a reader sees the notices meant for them, the unread ones new, without the staff’s columns and buttons', async () => {
    const actor = userEvent.setup();
    const { sent } = renderRoutesWithFakeServer([{ path: '/BulletinList', element: <BulletinListPage /> }], '/BulletinList', {
      signedInAs: { userCode: 'dealer01', userName: 'Li Lei' },
      roleRight: READER,
      handler: ({ path }) => (path.startsWith(`${API}/list`) ? envelopeAnswer({ list: [row('b-1', '春节值班安排'), row('b-2', '系统升级通知', { read: true })], total: 2 }) : undefined),
    });
    expect(await screen.findByText('春节值班安排')).toBeTruthy();
    expect(screen.getAllByTestId('bulletin-new')).toHaveLength(1);
    expect(screen.getAllByText('服务网点用户 · CV')).toHaveLength(2);
    expect(screen.queryByTestId('bulletin-add')).toBeNull();
    expect(screen.queryByTestId('filter-publish-state')).toBeNull();
    expect(screen.queryByTestId('bulletin-publish-state')).toBeNull();

    await actor.click(screen.getByTestId('filter-unread'));
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.map((s) => s.path)).toContain(`${API}/list?unread=true&pageNo=1&pageSize=20`));
  });

  it('the staff edit the row they clicked after cancelling another, with that row’s version, and publish with the version read', async () => {
    const actor = userEvent.setup();
    const drafts = [row('b-1', '第一条草稿', { publishState: 0, publishTime: null, actions: ['publish', 'edit', 'delete'], version: 4 }), row('b-2', '第二条草稿', { publishState: 0, publishTime: null, actions: ['publish', 'edit', 'delete'], version: 7, brandCodes: [] })];
    const { sent } = renderRoutesWithFakeServer([{ path: '/BulletinList', element: <BulletinListPage /> }], '/BulletinList', {
      signedInAs: { userCode: 'oem01', userName: 'Wang Fang' },
      roleRight: STAFF,
      handler: ({ method, path, body }) => {
        if (path.startsWith(`${API}/list`)) return envelopeAnswer({ list: drafts, total: 2 });
        if (path.startsWith('/tis/api/vehicleService/brand/options')) return envelopeAnswer([{ brandCode: 'CV', brandName: '商用车' }]);
        const match = /\/bulletin\/(b-\d)(\/\w+)?$/.exec(path);
        const found = drafts.find((d) => d.id === match?.[1]);
        if (method === 'GET' && found && !match?.[2]) return envelopeAnswer(detailOf(found, { canSeeReaders: true }));
        if (method === 'PUT' && found) return envelopeAnswer(detailOf({ ...found, ...(body as Partial<BulletinRow>), version: found.version + 1 }));
        if (method === 'POST' && found) return envelopeAnswer(detailOf({ ...found, publishState: 1, version: found.version + 1 }));
        return undefined;
      },
    });
    expect(await screen.findByText('第一条草稿')).toBeTruthy();
    expect(screen.getAllByTestId('bulletin-publish-state').map((tag) => tag.textContent)).toEqual(['未发布', '未发布']);

    await actor.click(screen.getByTestId('bulletin-b-1-action-edit'));
    let dialog = await lastDialog();
    await waitFor(() => expect(within(dialog).getByTestId<HTMLInputElement>('bulletin-title').value).toBe('第一条草稿'));
    await actor.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    await actor.click(screen.getByTestId('bulletin-b-2-action-edit'));
    dialog = await lastDialog();
    const title = within(dialog).getByTestId<HTMLInputElement>('bulletin-title');
    await waitFor(() => expect(title.value).toBe('第二条草稿'));
    await actor.clear(title);
    await save(dialog, actor);
    await waitFor(() => expect(fieldMessages(title)).toEqual(['该字段不能为空']));
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
    await actor.type(title, '第二条公告');
    await save(dialog, actor);
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT')).toMatchObject({
        path: `${API}/b-2`,
        body: { title: '第二条公告', content: '<p>第二条草稿 正文</p>', userTypes: ['dealer'], brandCodes: [], attachments: [], version: 7 },
      }),
    );

    await actor.click(screen.getByTestId('bulletin-b-1-action-publish'));
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')).toMatchObject({ path: `${API}/b-1/publish`, body: { version: 4 } }));
  });

  it('the reading view shows the text and attachments, and shares a published notice with an account', async () => {
    const actor = userEvent.setup();
    const notice = detailOf(row('b-1', '春节值班安排', { read: true, timesRead: 4 }), { attachments: [{ url: '/tis/file/2026/a.pdf', name: '值班表.pdf' }] });
    const { sent } = renderRoutesWithFakeServer([{ path: '/BulletinDetail', element: <BulletinDetailPage /> }], '/BulletinDetail?id=b-1', {
      signedInAs: { userCode: 'dealer01', userName: 'Li Lei' },
      roleRight: READER,
      handler: ({ path }) => {
        if (path === `${API}/b-1`) return envelopeAnswer(notice);
        if (path.startsWith(`${API}/share`)) return envelopeAnswer(true);
        return undefined;
      },
    });
    expect((await screen.findByTestId('bulletin-content')).textContent).toBe('春节值班安排 正文');
    expect(screen.getByTestId('bulletin-times-read').textContent).toBe('4');
    expect(within(screen.getByTestId('bulletin-attachments')).getByText('值班表.pdf')).toBeTruthy();
    // Readers, history and workflow buttons are the staff's.
    expect(screen.queryByTestId('bulletin-readers')).toBeNull();

    await actor.click(screen.getByTestId('toolbar-share'));
    const dialog = await lastDialog();
    await actor.type(within(dialog).getByTestId('share-user'), ' dealer02 ');
    await save(dialog, actor);
    await waitFor(() => expect(sent.map((s) => s.path)).toContain(`${API}/share?bulletinId=b-1&receivingUser=dealer02`));
  });

  it('an unknown or foreign notice says so', async () => {
    renderRoutesWithFakeServer([{ path: '/BulletinDetail', element: <BulletinDetailPage /> }], '/BulletinDetail?id=b-9', {
      signedInAs: { userCode: 'dealer02', userName: 'Zhao Min' },
      roleRight: READER,
      handler: ({ path }) => (path === `${API}/b-9` ? { status: 404, body: { code: '404', mesg: '数据不存在', data: null } } : undefined),
    });
    expect(await screen.findByText('该公告不存在或不面向您')).toBeTruthy();
  });

  it('the header bell counts the unread notices and lists them; the home page shows the newest, the unread ones new', async () => {
    const actor = userEvent.setup();
    renderRoutesWithFakeServer(
      [
        {
          path: '/index',
          element: (
            <>
              <BulletinBell />
              <HomeBulletins />
            </>
          ),
        },
      ],
      '/index',
      {
        signedInAs: { userCode: 'dealer01', userName: 'Li Lei' },
        roleRight: READER,
        handler: ({ path }) => {
          if (path === `${API}/news?unreadOnly=true`) return envelopeAnswer({ unread: 12, list: [row('b-1', '春节值班安排')] });
          if (path === `${API}/news?unreadOnly=false`) return envelopeAnswer({ unread: 12, list: [row('b-1', '春节值班安排'), row('b-2', '系统升级通知', { read: true })] });
          return undefined;
        },
      },
    );
    await waitFor(() => expect(screen.getByTestId('bulletin-bell').getAttribute('aria-label')).toBe('公告：12 条未读'));
    const home = await screen.findByTestId('home-bulletins');
    expect(within(home).getAllByTestId('home-bulletin-link').map((a) => a.textContent)).toEqual(['春节值班安排', '系统升级通知']);
    expect(within(home).getAllByTestId('bulletin-new')).toHaveLength(1);
    await actor.click(screen.getByTestId('bulletin-bell'));
    const list = await screen.findByTestId('bulletin-bell-list');
    expect(within(list).getByTestId('bulletin-bell-item').getAttribute('href')).toBe('/BulletinDetail?id=b-1');
  });

  it('shows no bell and no home notices to a user without the notice pages', async () => {
    const { sent } = renderWithFakeServer(
      <>
        <BulletinBell />
        <HomeBulletins />
      </>,
      { signedInAs: { userCode: 'x', userName: 'X' }, roleRight: [], handler: () => undefined },
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('bulletin-bell')).toBeNull();
    expect(sent.filter((s) => s.path.startsWith(API))).toHaveLength(0);
  });
});
