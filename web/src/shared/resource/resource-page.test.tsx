import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineResource, postsResource, type PostView, type RoleRightItem } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { isStarred } from '../../test/form-messages';
import { ResourcePage } from './resource-page';

const API = '/tis/api/systemService';

/** Posts whose writes need action keys (spec section 6), with an equality filter on the name. */
const guarded = defineResource({
  ...postsResource,
  actions: { create: 'create', update: 'edit', remove: 'delete' },
  fields: postsResource.fields.map((f) => (f.name === 'postName' ? { ...f, filter: { input: 'text' as const } } : f)),
});

const post: PostView = { id: 'p-1', version: 4, updatedAt: '2026-01-05T08:00:00.000Z', updatedBy: 'admin', postCode: 'ENG', postName: 'Engineer', remark: null };
const PAGE: RoleRightItem = { itemId: 1, funLink: 'BaseinfoUserPost', headApi: null };
const action = (funLink: string, headApi = `${API}/post`): RoleRightItem => ({ itemId: 2, funLink, headApi });

function render(roleRight: RoleRightItem[]) {
  return renderWithFakeServer(<ResourcePage resource={guarded} />, {
    signedInAs: { userCode: 'admin', userName: 'Administrator' },
    roleRight,
    handler: ({ method, path, body }) => {
      if (path.startsWith(`${API}/post/list`)) return envelopeAnswer({ list: [post], total: 1 });
      if (method === 'PUT' && path === `${API}/post/p-1`) return envelopeAnswer({ ...post, ...(body as object), version: 5 });
      return undefined;
    },
  });
}

describe('ResourcePage', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('hides add, edit and delete from a role without their action keys (or with them for another api)', async () => {
    render([PAGE, action('create', `${API}/department`), action('edit', `${API}/department`)]);
    expect(await screen.findByText('Engineer')).toBeTruthy();
    expect(screen.queryByTestId('post-add')).toBeNull();
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.queryByTestId('row-delete')).toBeNull();
  });

  it('draws the descriptor: columns, filter, a fixed code on edit and the update body with the row version', async () => {
    const actor = userEvent.setup();
    const { sent } = render([PAGE, action('create'), action('edit'), action('delete')]);
    expect(await screen.findByText('Engineer')).toBeTruthy();
    for (const header of ['岗位编码', '岗位名称', '修改人', '修改时间', '操作']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByTestId('post-add')).toBeTruthy();
    expect(screen.getByTestId('row-delete')).toBeTruthy();

    await actor.type(within(screen.getByTestId('filter-bar')).getByTestId('filter-post-name'), 'Eng');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.map((s) => s.path)).toContain(`${API}/post/list?postName=Eng&pageNo=1&pageSize=20`));

    await actor.click(screen.getByTestId('row-edit'));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(dialog).getByTestId<HTMLInputElement>('post-code').disabled).toBe(true);
    expect(isStarred(within(dialog).getByTestId('post-name'))).toBe(true);
    const name = within(dialog).getByTestId('post-name');
    await actor.clear(name);
    await actor.type(name, 'Senior engineer');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ postName: 'Senior engineer', remark: '', version: 4 });
  });
});
