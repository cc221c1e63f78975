import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleRightItem, WorkflowAction } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { afterButtonLock } from '../../shared/document-filter/filter-test-kit';
import { AUTHOR, caseDetail, caseLookups, caseRow, DOCUMENT_API } from './case-test-kit';
import { CaseWorkPage } from './pages/case-work-page';

const draft = caseRow({ id: 'c-1', caseCode: 'RC-1', actions: ['submit', 'discard', 'edit', 'delete'] });
const waiting = caseRow({ id: 'c-2', caseCode: 'RC-2', version: 5, authorCode: 'other', submitState: 1, actions: ['verify'] });
const approved = caseRow({ id: 'c-3', caseCode: 'RC-3', submitState: 1, verifyState: 1, actions: ['publish', 'discard'] });
const published = caseRow({ id: 'c-4', caseCode: 'RC-4', submitState: 1, verifyState: 1, publishState: 1, actions: ['cancelPublish'] });
const readOnly = caseRow({ id: 'c-5', caseCode: 'RC-5', authorCode: 'other', actions: [] });
const ROWS = [draft, waiting, approved, published, readOnly];

const CREATE: RoleRightItem = { itemId: 9, funLink: 'create', headApi: 'documentService/case' };

function renderWork(handler: FakeHandler, roleRight: RoleRightItem[] = []) {
  return renderRoutesWithFakeServer(
    [
      { path: '/CaseWork', element: <CaseWorkPage /> },
      { path: '/CaseWorkDetail', element: <div data-testid="opened-editor" /> },
    ],
    '/CaseWork',
    { signedInAs: AUTHOR, roleRight, handler: async (r) => (await handler(r)) ?? caseLookups(r) },
  );
}

const listCalls = (sent: SentRequest[]) => sent.filter((s) => s.url.pathname === `${DOCUMENT_API}/case/work/list`);

/** The workflow buttons of a row, as the actions they run. */
function rowActions(caseCode: string): string[] {
  const cell = screen.getByTestId(`case-row-${caseCode}`);
  return within(cell)
    .queryAllByTestId(/^(case-action-.*|row-delete)$/)
    .map((b) => (b.dataset.testid === 'row-delete' ? 'delete' : (b.dataset.testid ?? '').replace('case-action-', '')));
}

describe('/CaseWork', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows per row exactly the workflow buttons the server lists, and "New case" only with the create action', async () => {
    const list: FakeHandler = ({ url }) => (url.pathname === `${DOCUMENT_API}/case/work/list` ? envelopeAnswer({ list: ROWS, total: ROWS.length }) : undefined);
    const { sent } = renderWork(list);
    await screen.findByTestId('case-row-RC-1');
    const expected: Record<string, WorkflowAction[]> = { 'RC-1': ['submit', 'discard', 'edit', 'delete'], 'RC-2': ['verify'], 'RC-3': ['publish', 'discard'], 'RC-4': ['cancelPublish'], 'RC-5': [] };
    for (const [code, actions] of Object.entries(expected)) expect(rowActions(code), code).toEqual(actions);
    // Every row can be read.
    expect(screen.getAllByTestId('case-view')).toHaveLength(ROWS.length);
    expect(screen.queryByTestId('case-new')).toBeNull();
    expect(listCalls(sent)[0]?.url.searchParams.toString()).toBe('pageNo=1&pageSize=20');
    // The fault parameters of the interface language fill the filter.
    expect(sent.some((s) => s.url.pathname === `${DOCUMENT_API}/caseParam/list` && s.url.searchParams.get('langCode') === 'en_US' && s.url.searchParams.get('pageSize') === '99999')).toBe(true);
  });

  it('exports the list of the current filters (not its page) as a workbook the browser saves', async () => {
    const actor = userEvent.setup();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:cases');
    URL.revokeObjectURL = vi.fn();
    const { sent, messages } = renderWork(({ url }) => {
      if (url.pathname === `${DOCUMENT_API}/case/work/list`) return envelopeAnswer({ list: ROWS, total: ROWS.length });
      if (url.pathname === `${DOCUMENT_API}/case/work/export`) {
        const response = new Response('PK', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
        // jsdom's Blob, as a browser's fetch would give the page.
        response.blob = async () => new Blob(['PK']);
        return response;
      }
      return undefined;
    });
    await screen.findByTestId('case-row-RC-1');
    await actor.type(within(screen.getByTestId('filter-bar')).getAllByRole('textbox')[0]!, 'Brake');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(listCalls(sent).at(-1)?.url.searchParams.get('keyword')).toBe('Brake'));
    await actor.click(screen.getByTestId('case-work-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^cases-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sent.find((s) => s.url.pathname === `${DOCUMENT_API}/case/work/export`)?.url.searchParams.toString()).toBe('keyword=Brake');
    expect(messages).toEqual([]);
  });

  it('offers "New case" to a role with the create action; it opens the editor', async () => {
    const actor = userEvent.setup();
    const { router } = renderWork(({ url }) => (url.pathname === `${DOCUMENT_API}/case/work/list` ? envelopeAnswer({ list: [], total: 0 }) : undefined), [CREATE]);
    await actor.click(await screen.findByTestId('case-new'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CaseWorkDetail'));
  });

  it("sends an action with the row's version, refreshes the list, and shows the server's refusal", async () => {
    const actor = userEvent.setup();
    let refuse = false;
    const { sent, messages } = renderWork(({ method, url }) => {
      if (url.pathname === `${DOCUMENT_API}/case/work/list`) return envelopeAnswer({ list: ROWS, total: ROWS.length });
      if (method === 'POST' && url.pathname === `${DOCUMENT_API}/case/c-1/submit`) {
        return refuse ? envelopeAnswer(null, '409001', 'The document has already been submitted') : envelopeAnswer(caseDetail({ submitState: 1, version: 4, actions: [] }));
      }
      return undefined;
    });
    await screen.findByTestId('case-row-RC-1');
    const before = listCalls(sent).length;
    await actor.click(within(screen.getByTestId('case-row-RC-1')).getByTestId('case-action-submit'));
    await waitFor(() => expect(listCalls(sent).length).toBeGreaterThan(before));
    expect(sent.find((s) => s.url.pathname.endsWith('/c-1/submit'))?.body).toEqual({ version: 3 });

    refuse = true;
    await afterButtonLock();
    await actor.click(within(screen.getByTestId('case-row-RC-1')).getByTestId('case-action-submit'));
    await waitFor(() => expect(messages).toContainEqual({ level: 'warning', text: 'The document has already been submitted' }));
  });

  it('discards and deletes only after confirmation, with the version', async () => {
    const actor = userEvent.setup();
    const { sent } = renderWork(({ method, url }) => {
      if (url.pathname === `${DOCUMENT_API}/case/work/list`) return envelopeAnswer({ list: [draft], total: 1 });
      if (method === 'POST' && url.pathname === `${DOCUMENT_API}/case/c-1/discard`) return envelopeAnswer(caseDetail({ discard: 1, actions: [] }));
      if (method === 'DELETE' && url.pathname === `${DOCUMENT_API}/case/c-1`) return envelopeAnswer(true);
      return undefined;
    });
    await screen.findByTestId('case-row-RC-1');
    await actor.click(screen.getByTestId('case-action-discard'));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(confirm).getByText(/RC-1 Brake noise at low speed/)).toBeTruthy();
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
    await actor.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ version: 3 }));

    await actor.click(screen.getByTestId('row-delete'));
    const question = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    await actor.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'DELETE')?.path).toBe(`${DOCUMENT_API}/case/c-1?version=3`));
  });

  it('the verify dialog needs a remark to refuse', { timeout: 45_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderWork(({ method, url }) => {
      if (url.pathname === `${DOCUMENT_API}/case/work/list`) return envelopeAnswer({ list: [waiting], total: 1 });
      if (method === 'POST' && url.pathname === `${DOCUMENT_API}/case/c-2/verify`) return envelopeAnswer(caseDetail({ id: 'c-2', submitState: 2, verifyState: 0, actions: [] }));
      return undefined;
    });
    const verifies = () => sent.filter((s) => s.url.pathname.endsWith('/verify'));
    await actor.click(await screen.findByTestId('case-action-verify'));
    const dialog = await screen.findByTestId('verify-dialog');
    await actor.click(within(dialog).getByRole('radio', { name: 'Refuse' }));
    await actor.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please give a remark for the refusal')).toBeTruthy();
    expect(verifies()).toEqual([]);

    await actor.type(within(dialog).getByTestId('verify-remark'), ' No photos ');
    await afterButtonLock();
    await actor.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(verifies()).toHaveLength(1));
    expect(verifies()[0]?.body).toEqual({ version: 5, approved: false, remark: 'No photos' });
    // The dialog closes (jsdom leaves it in its closing animation).
    await waitFor(() => expect(within(dialog).getByRole('dialog').className).toContain('ant-zoom-leave'));
  });
});
