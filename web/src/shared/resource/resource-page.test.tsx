import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource, postsResource, type PostView, type ResourceImportResult, type RoleRightItem } from '@tis/contracts';
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
    // The filtered list loads: until its spinner is gone, the rows take no clicks.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());

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

  describe('Excel', () => {
    const refused: ResourceImportResult = {
      imported: false,
      rows: 2,
      created: 0,
      updated: 0,
      unchanged: 0,
      problems: [{ row: 3, column: '岗位编码', message: '编码 eng 出现了多次（首次出现在第 2 行）' }],
    };

    function renderExcel(roleRight: RoleRightItem[], report: ResourceImportResult = refused) {
      return renderWithFakeServer(<ResourcePage resource={postsResource} />, {
        signedInAs: { userCode: 'admin', userName: 'Administrator' },
        roleRight,
        handler: ({ method, path, url }) => {
          if (path.startsWith(`${API}/post/list`)) return envelopeAnswer({ list: [post], total: 1 });
          if (method === 'POST' && path === `${API}/post/import`) return envelopeAnswer(report);
          if (url.pathname === `${API}/post/export` || url.pathname === `${API}/post/template`) {
            const response = new Response('PK', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
            // jsdom's Blob, as a browser's fetch would give the page.
            response.blob = async () => new Blob(['PK']);
            return response;
          }
          return undefined;
        },
      });
    }

    it('offers the import only to a role with the import action; export and template with the page', async () => {
      renderExcel([PAGE]);
      expect(await screen.findByText('Engineer')).toBeTruthy();
      expect(screen.getByTestId('post-export')).toBeTruthy();
      expect(screen.getByTestId('post-template')).toBeTruthy();
      expect(screen.queryByTestId('post-import')).toBeNull();
    });

    it('imports a dropped workbook and lists the problems of a refused one by row and column; the dialog stays for the corrected file', async () => {
      // The file dialog may be switched to "all files": the page checks the type itself.
      const actor = userEvent.setup({ applyAccept: false });
      const { sent, messages } = renderExcel([PAGE, action('import')]);
      await actor.click(await screen.findByTestId('post-import'));
      const dialog = await screen.findByTestId('post-import-dialog');
      expect(within(dialog).getByText('点击或将 Excel 文件（.xlsx）拖到此处')).toBeTruthy();
      expect(within(dialog).getByTestId('post-import-template')).toBeTruthy();
      const fileInput = () => dialog.querySelector<HTMLInputElement>('input[type=file]')!;

      await actor.upload(fileInput(), new File(['a,b'], 'posts.csv', { type: 'text/csv' }));
      await waitFor(() => expect(messages).toContainEqual({ level: 'warning', text: '请选择 .xlsx 格式的 Excel 文件' }));
      expect(sent.filter((s) => s.path.endsWith('/import'))).toEqual([]);

      await actor.upload(fileInput(), new File(['PK'], 'posts.xlsx'));
      const report = await screen.findByTestId('import-report');
      const upload = sent.find((s) => s.path === `${API}/post/import`)!;
      expect(((upload.body as FormData).get('file') as File).name).toBe('posts.xlsx');
      expect(within(report).getByText('文件存在以下问题，未导入任何数据，请修改后重新导入。')).toBeTruthy();
      const problem = within(report).getByText('编码 eng 出现了多次（首次出现在第 2 行）').closest('tr')!;
      expect([...problem.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['3', '岗位编码', '编码 eng 出现了多次（首次出现在第 2 行）']);
      expect(screen.getByTestId('post-import-dialog')).toBeTruthy();
    });

    it('downloads the export of the current keyword and the template under their names', async () => {
      const actor = userEvent.setup();
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      URL.createObjectURL = vi.fn(() => 'blob:posts');
      URL.revokeObjectURL = vi.fn();
      const { sent, messages } = renderExcel([PAGE]);
      await screen.findByText('Engineer');
      await actor.type(within(screen.getByTestId('filter-bar')).getByRole('textbox'), 'Eng');
      await actor.click(screen.getByTestId('filter-search'));
      await actor.click(screen.getByTestId('post-export'));
      await actor.click(screen.getByTestId('post-template'));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(messages).toEqual([]);
      expect(saved[0]).toMatch(/^posts-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(saved[1]).toBe('posts-template.xlsx');
      expect(sent.find((s) => s.url.pathname === `${API}/post/export`)?.path).toBe(`${API}/post/export?keyword=Eng`);
    });
  });
});
