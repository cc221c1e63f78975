import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgencyKindView, AgencyView, AreaChild, AreaNodeView, AreaTreeNode, DepartmentView, PostView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, type FakeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { fieldMessages, isStarred } from '../../test/form-messages';
import { AgencyKindPage } from './pages/agency-kind-page';
import { AgencyPage } from './pages/agency-page';
import { RegionPage } from './pages/area-level-page';
import { DepartmentPage } from './pages/department-page';
import { PostPage } from './pages/post-page';

type Handler = (method: string, path: string, body: unknown) => FakeAnswer | undefined;

const envelope = envelopeAnswer;
const ADMIN = { userCode: 'admin', userName: 'Administrator' };
const API = '/tis/api/systemService';

/** Renders a page against a fake systemService that answers through `handler`. */
function renderPage(page: React.ReactElement, handler: Handler) {
  return renderWithFakeServer(page, { handler: (r) => handler(r.method, r.path, r.body), signedInAs: ADMIN });
}

const meta = { version: 2, updatedAt: '2026-01-05T08:00:00.000Z', updatedBy: 'admin' };

const TREE: AreaTreeNode[] = [
  {
    id: 'a-east',
    level: 'area',
    code: 'CN-E',
    name: 'East China',
    children: [{ id: 'r-sh', level: 'region', code: 'CN-E-SH', name: 'Shanghai', children: [{ id: 'd-pd', level: 'district', code: 'CN-E-SH-PD', name: 'Pudong' }] }],
  },
];

const dealer: AgencyView = {
  id: 'ag-1',
  ...meta,
  agencyCode: 'D1001',
  agencyName: 'Shanghai Pudong Xinghai Auto 4S',
  kindCode: '4S',
  kindName: '4S dealer',
  country: 'China',
  areaId: 'a-east',
  areaName: 'East China',
  regionId: 'r-sh',
  regionName: 'Shanghai',
  districtId: 'd-pd',
  districtName: 'Pudong',
  serviceDepartment: 'AS-RS-E',
  serviceDepartmentName: 'Regional Service Office East',
  status: 'active',
  address: null,
  contactPerson: 'Li Lei',
  contactPhone: '021-5888 1001',
};

const kind: AgencyKindView = { id: 'k-1', ...meta, kindCode: 'ASC', kindName: 'Authorised service centre' };

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

/** Opens an antd Select by its test id and picks the option with this title. */
async function choose(container: HTMLElement, testId: string, title: string, actor: ReturnType<typeof userEvent.setup>) {
  const select = within(container).getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  await actor.click(await screen.findByTitle(title));
}

describe('organisation screens', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('lists dealers with their place and service department, paged on the server with 20 rows', async () => {
    const { sent } = renderPage(<AgencyPage />, (_method, path) => {
      if (path.startsWith(`${API}/agency/list`)) return envelope({ list: [dealer], total: 41 });
      if (path === `${API}/agencyKind/options`) return envelope([{ kindCode: '4S', kindName: '4S dealer' }]);
      if (path === `${API}/department/options`) return envelope([]);
      if (path === `${API}/region/tree`) return envelope(TREE);
      return undefined;
    });
    expect(await screen.findByText('Shanghai Pudong Xinghai Auto 4S')).toBeTruthy();
    for (const text of ['East China', 'Shanghai', 'Pudong', 'Regional Service Office East', '有效']) expect(screen.getByText(text)).toBeTruthy();
    expect(sent.find((s) => s.path.includes('/agency/list'))?.path).toBe(`${API}/agency/list?pageNo=1&pageSize=20`);
    expect(screen.getByText('共 41 条')).toBeTruthy();
  });

  it('edits a dealer with its place as one cascader path and saves area, region and district with the version', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<AgencyPage />, (method, path, body) => {
      if (path.startsWith(`${API}/agency/list`)) return envelope({ list: [dealer], total: 1 });
      if (path === `${API}/agencyKind/options`) return envelope([{ kindCode: '4S', kindName: '4S dealer' }]);
      if (path === `${API}/department/options`) return envelope([{ departmentCode: 'AS-RS-E', departmentName: 'Regional Service Office East', parentCode: null }]);
      if (path === `${API}/region/tree`) return envelope(TREE);
      if (method === 'PUT' && path === `${API}/agency/ag-1`) return envelope({ ...dealer, ...(body as object), version: 3 });
      return undefined;
    });
    await screen.findByText('Shanghai Pudong Xinghai Auto 4S');
    await actor.click(screen.getByTestId('row-edit'));
    const dialog = await lastDialog();
    expect(within(dialog).getByTestId<HTMLInputElement>('agency-code').disabled).toBe(true);
    expect(within(dialog).getByTestId('agency-place').textContent).toContain('Pudong');
    const name = within(dialog).getByTestId('agency-name');
    await actor.clear(name);
    await actor.type(name, 'Pudong Xinghai');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      agencyName: 'Pudong Xinghai',
      kindCode: '4S',
      country: 'China',
      areaId: 'a-east',
      regionId: 'r-sh',
      districtId: 'd-pd',
      serviceDepartment: 'AS-RS-E',
      status: 'active',
      contactPerson: 'Li Lei',
      contactPhone: '021-5888 1001',
      // An empty text is sent as it is: the server keeps none (null).
      address: '',
      version: 2,
    });
  });

  it('filters dealers by the place chosen in one cascader: area and region become their own filters', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<AgencyPage />, (_method, path) => {
      if (path.startsWith(`${API}/agency/list`)) return envelope({ list: [dealer], total: 1 });
      if (path === `${API}/agencyKind/options`) return envelope([]);
      if (path === `${API}/department/options`) return envelope([]);
      if (path === `${API}/region/tree`) return envelope(TREE);
      return undefined;
    });
    await screen.findByText('Shanghai Pudong Xinghai Auto 4S');
    const place = screen.getByTestId('agency-filter-place');
    fireEvent.mouseDown(place.querySelector('input') ?? place);
    const entry = async (title: string) => {
      await waitFor(() => expect(document.querySelector(`.ant-cascader-menu-item[title="${title}"]`)).toBeTruthy());
      return document.querySelector<HTMLElement>(`.ant-cascader-menu-item[title="${title}"]`)!;
    };
    await actor.click(await entry('East China'));
    await actor.click(await entry('Shanghai'));
    await actor.click(screen.getByTestId('filter-search'));
    const query = () => sent.filter((s) => s.path.startsWith(`${API}/agency/list`)).map((s) => Object.fromEntries(s.url.searchParams)).at(-1);
    await waitFor(() => expect(query()).toEqual({ areaId: 'a-east', regionId: 'r-sh', pageNo: '1', pageSize: '20' }));
  });

  it("refuses an empty dealer with 'This field cannot be empty' and sends nothing", async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<AgencyPage />, (_method, path) => {
      if (path.startsWith(`${API}/agency/list`)) return envelope({ list: [], total: 0 });
      if (path === `${API}/agencyKind/options`) return envelope([]);
      if (path === `${API}/department/options`) return envelope([]);
      if (path === `${API}/region/tree`) return envelope(TREE);
      return undefined;
    });
    await actor.click(await screen.findByTestId('agency-add'));
    const dialog = await lastDialog();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    // One message per empty field (the code's schema rule used to add a second "required").
    await waitFor(() => expect(within(dialog).getAllByText('该字段不能为空')).toHaveLength(4));
    for (const field of ['agency-code', 'agency-name', 'agency-kind', 'country']) {
      expect(fieldMessages(within(dialog).getByTestId(field)), field).toEqual(['该字段不能为空']);
      expect(isStarred(within(dialog).getByTestId(field)), field).toBe(true);
    }
    await actor.type(within(dialog).getByTestId('agency-code'), 'D 1');
    expect(await within(dialog).findByText(/编码最多64个字符/)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('says "required" once per empty or blank field of a new post, and stars both required fields', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<PostPage />, (_method, path) => {
      if (path.startsWith(`${API}/post/list`)) return envelope({ list: [] as PostView[], total: 0 });
      return undefined;
    });
    await actor.click(await screen.findByTestId('post-add'));
    const dialog = await lastDialog();
    const code = within(dialog).getByTestId('post-code');
    const name = within(dialog).getByTestId('post-name');
    expect([isStarred(code), isStarred(name)]).toEqual([true, true]);

    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(fieldMessages(name)).toEqual(['该字段不能为空']));
    expect(fieldMessages(code)).toEqual(['该字段不能为空']);

    await actor.type(code, '   ');
    await actor.type(name, '   ');
    await waitFor(() => expect(fieldMessages(code)).toEqual(['该字段不能为空']));
    expect(fieldMessages(name)).toEqual(['该字段不能为空']);
    expect(within(dialog).getAllByText('该字段不能为空')).toHaveLength(2);
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('adds a region to the chosen area and shows the "same region already exists" refusal, keeping the dialog open', async () => {
    const actor = userEvent.setup();
    const areas: AreaChild[] = [{ id: 'a-east', level: 'area', code: 'CN-E', name: 'East China', parentId: null, isLeaf: false }];
    const { sent, messages } = renderPage(<RegionPage />, (method, path) => {
      if (path.startsWith(`${API}/region/list`)) return envelope({ list: [] as AreaNodeView[], total: 0 });
      if (path === `${API}/region/children`) return envelope(areas);
      if (method === 'POST' && path === `${API}/region`) {
        return { status: 200, body: { code: '409002', mesg: '已存在相同区域，请重新确认', data: null } };
      }
      return undefined;
    });
    await actor.click(await screen.findByTestId('region-add'));
    const dialog = await lastDialog();
    await choose(dialog, 'area-select', 'East China', actor);
    await actor.type(within(dialog).getByTestId('node-code'), 'CN-E-SH');
    await actor.type(within(dialog).getByTestId('node-name'), 'Shanghai');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(messages.some((m) => m.text === '已存在相同区域，请重新确认')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ code: 'CN-E-SH', name: 'Shanghai', parentId: 'a-east' });
    expect(within(dialog).getByTestId('node-name')).toBeTruthy();
  });

  it('renames a dealer kind with its version (the code stays fixed) and deletes one only after confirmation', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(<AgencyKindPage />, (method, path, body) => {
      if (path.startsWith(`${API}/agencyKind/list`)) return envelope({ list: [kind], total: 1 });
      if (method === 'PUT' && path === `${API}/agencyKind/k-1`) return envelope({ ...kind, ...(body as object), version: 3 });
      if (method === 'DELETE' && path === `${API}/agencyKind/k-1`) return envelope(true);
      return undefined;
    });
    await screen.findByText('Authorised service centre');
    await actor.click(screen.getByTestId('row-edit'));
    const dialog = await lastDialog();
    expect(within(dialog).getByTestId<HTMLInputElement>('kind-code').disabled).toBe(true);
    const name = within(dialog).getByTestId('kind-name');
    await actor.clear(name);
    await actor.type(name, 'Service centre');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ kindName: 'Service centre', version: 2 });

    await actor.click(screen.getByTestId('row-delete'));
    const confirm = await lastDialog();
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    await actor.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(sent.some((s) => s.method === 'DELETE' && s.path === `${API}/agencyKind/k-1`)).toBe(true));
  });

  it('shows departments with their parent and approvers, filters by parent and offers every other department as parent', async () => {
    const actor = userEvent.setup();
    const tech: DepartmentView = { id: 'd-1', ...meta, departmentCode: 'AS-TECH', departmentName: 'Technical Support Section', parentCode: 'AS', parentName: 'After Sales', approvers: ['oem01', 'admin'] };
    const { sent } = renderPage(<DepartmentPage />, (method, path, body) => {
      if (path.startsWith(`${API}/department/list`)) return envelope({ list: [tech], total: 1 });
      if (path === `${API}/department/options`) {
        return envelope([
          { departmentCode: 'AS', departmentName: 'After Sales', parentCode: null },
          { departmentCode: 'AS-TECH', departmentName: 'Technical Support Section', parentCode: 'AS' },
          { departmentCode: 'QA', departmentName: 'Quality', parentCode: null },
        ]);
      }
      if (method === 'PUT' && path === `${API}/department/d-1`) return envelope({ ...tech, ...(body as object), version: 3 });
      return undefined;
    });
    expect(await screen.findByText('After Sales')).toBeTruthy();
    expect(screen.getByText('oem01, admin')).toBeTruthy();

    await choose(screen.getByTestId('filter-bar'), 'department-parent-filter', 'Quality (QA)', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.map((s) => s.path)).toContain(`${API}/department/list?parentCode=QA&pageNo=1&pageSize=20`));
    // The table takes no clicks while it shows its loading spinner (a loaded machine answers late).
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());

    await actor.click(screen.getByTestId('row-edit'));
    const dialog = await lastDialog();
    fireEvent.mouseDown(within(dialog).getByTestId('department-parent').querySelector('input') ?? within(dialog).getByTestId('department-parent'));
    // The dialog's dropdown is the last one opened.
    const open = () => [...([...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].at(-1)?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])];
    await waitFor(() => expect(open().map((o) => o.getAttribute('title'))).toEqual(['After Sales (AS)', 'Quality (QA)']));
    await actor.click(open().find((o) => o.getAttribute('title') === 'Quality (QA)')!);

    // Approvers are typed user codes: one of a wrong format is refused before anything is sent.
    const approvers = within(dialog).getByTestId('approvers');
    const typed = approvers.querySelector('input') ?? approvers;
    await actor.type(typed, 'bad/code{Enter}');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText(/审批人是用户编码/)).toBeTruthy();
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
    await actor.click(within(approvers).getAllByLabelText('close').at(-1)!);
    await actor.type(typed, 'dealer02{Enter}');
    // The save button is locked for 1 s after the first click (spec section 5).
    const save = within(dialog).getByTestId<HTMLButtonElement>('edit-modal-save');
    await waitFor(() => expect(save.disabled).toBe(false), { timeout: 2_000 });
    await actor.click(save);
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ departmentName: 'Technical Support Section', parentCode: 'QA', approvers: ['oem01', 'admin', 'dealer02'], version: 2 }),
    );
  });
});
