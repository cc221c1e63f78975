import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoleRightItem, TechProveOperation } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { afterButtonLock, filterLookups } from '../../shared/document-filter/filter-test-kit';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { TechProvePage } from './pages/tech-prove-page';
import { API, PROPOSER, techProveDetail, techProveRow } from './tech-proof-test-kit';

const CREATE: RoleRightItem = { itemId: 9, funLink: 'create', headApi: 'documentService/techProve' };

const pending = techProveRow();
const accepted = techProveRow({ id: 'tp-2', proveCode: 'TP2026010400002', state: 1, version: 5, actions: ['finish', 'cancel'] });
const improved = techProveRow({ id: 'tp-3', proveCode: 'TP2026010400003', state: 2, actions: ['reject', 'prove'], openQuestions: 2 });
const proven = techProveRow({ id: 'tp-4', proveCode: 'TP2026010400004', state: 3, actions: ['close'] });
const closed = techProveRow({ id: 'tp-5', proveCode: 'TP2026010400005', state: 4, actions: [] });
const cancelled = techProveRow({ id: 'tp-6', proveCode: 'TP2026010400006', state: -1, actions: [] });
const ROWS = [pending, accepted, improved, proven, closed, cancelled];

const listed: FakeHandler = ({ url }) => (url.pathname === `${API}/list` ? envelopeAnswer({ list: ROWS, total: ROWS.length }) : undefined);

function renderPage(handler: FakeHandler, roleRight: RoleRightItem[] = []) {
  return renderRoutesWithFakeServer([{ path: '/TechProve', element: <TechProvePage /> }], '/TechProve', {
    signedInAs: PROPOSER,
    roleRight,
    handler: async (r) => (await handler(r)) ?? listed(r) ?? filterLookups(r),
  });
}

function rowActions(code: string): string[] {
  return within(screen.getByTestId(`tp-row-${code}`))
    .queryAllByTestId(/^tp-action-/)
    .map((b) => (b.dataset.testid ?? '').replace('tp-action-', ''));
}

const writes = (sent: SentRequest[]) => sent.filter((s) => s.method !== 'GET');

describe('/TechProve', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows each state and per row exactly the operations the server lists; "New" only with the create action', async () => {
    const { sent } = renderPage(() => undefined);
    await screen.findByTestId('tp-row-TP2026010400001');
    const expected: Record<string, TechProveOperation[]> = {
      TP2026010400001: ['edit', 'withdraw'],
      TP2026010400002: ['finish', 'cancel'],
      TP2026010400003: ['reject', 'prove'],
      TP2026010400004: ['close'],
      TP2026010400005: [],
      TP2026010400006: [],
    };
    for (const [code, actions] of Object.entries(expected)) expect(rowActions(code), code).toEqual(actions);
    expect(screen.getAllByTestId('tp-state').map((tag) => tag.textContent)).toEqual(['Pending', 'Improving', 'Improved, awaiting proof', 'Proven', 'Closed', 'Cancelled']);
    expect(screen.queryByTestId('tp-new')).toBeNull();
    expect(sent.find((s) => s.url.pathname === `${API}/list`)?.url.searchParams.toString()).toBe('pageNo=1&pageSize=20');
  });

  it('offers "New" with the create action', async () => {
    renderPage(() => undefined, [CREATE]);
    expect(await screen.findByTestId('tp-new')).toBeTruthy();
  });

  it('asks for the remark a step needs and sends it with the row’s version', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(({ method, url }) => {
      if (method === 'POST' && url.pathname === `${API}/tp-2/finish`) return envelopeAnswer(techProveDetail({ id: 'tp-2', state: 2, actions: [] }));
      if (method === 'POST' && url.pathname === `${API}/tp-4/close`) return envelopeAnswer(techProveDetail({ id: 'tp-4', state: 4, actions: [] }));
      return undefined;
    });
    await actor.click(within(await screen.findByTestId('tp-row-TP2026010400002')).getByTestId('tp-action-finish'));
    const dialog = await screen.findByTestId('tp-step-dialog');
    expect(within(dialog).getByText('Improvement done: TP2026010400002')).toBeTruthy();
    await actor.click(screen.getByTestId('tp-step-ok'));
    expect(await within(dialog).findByText('Please give a remark: the reason or the measures taken')).toBeTruthy();
    expect(writes(sent)).toEqual([]);
    await actor.type(within(dialog).getByTestId('tp-step-remark'), '  Pad chamfer changed ');
    await actor.click(screen.getByTestId('tp-step-ok'));
    await waitFor(() => expect(writes(sent).map((s) => [s.path, s.body])).toEqual([[`${API}/tp-2/finish`, { version: 5, remark: 'Pad chamfer changed' }]]));
  });

  it('sends a step whose remark is optional with an empty remark', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(({ method, url }) => (method === 'POST' && url.pathname === `${API}/tp-4/close` ? envelopeAnswer(techProveDetail({ id: 'tp-4', state: 4, actions: [] })) : undefined));
    await actor.click(within(await screen.findByTestId('tp-row-TP2026010400004')).getByTestId('tp-action-close'));
    await actor.click(await screen.findByTestId('tp-step-ok'));
    await waitFor(() => expect(writes(sent).map((s) => [s.path, s.body])).toEqual([[`${API}/tp-4/close`, { version: 3, remark: '' }]]));
  });

  it('opens the proposer’s edit with the proof’s values and saves it with its version', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(({ method, url }) => {
      if (method === 'GET' && url.pathname === `${API}/tp-1`) return envelopeAnswer(techProveDetail({ partCodes: ['BP-200', 'BD-7'] }));
      if (method === 'PUT' && url.pathname === `${API}/tp-1`) return envelopeAnswer(techProveDetail({ title: 'Rear brake squeal when cold', version: 4 }));
      return undefined;
    });
    await actor.click(within(await screen.findByTestId('tp-row-TP2026010400001')).getByTestId('tp-action-edit'));
    const dialog = await screen.findByTestId('edit-modal');
    const title = within(dialog).getByTestId('tp-title');
    expect((title as HTMLInputElement).value).toBe('Rear brake squeal');
    await actor.type(title, ' when cold');
    await actor.click(screen.getByTestId('edit-modal-save'));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toMatchObject({
      method: 'PUT',
      path: `${API}/tp-1`,
      body: { title: 'Rear brake squeal when cold', brandCode: 'PC', seriesCode: 'PC-A5', modelCode: null, description: '<p>Squeal on the first stops</p>', partCodes: ['BP-200', 'BD-7'], attachments: [], version: 3 },
    });
  });

  it('sends the keyword of the filter', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(() => undefined);
    await screen.findByTestId('tp-row-TP2026010400001');
    await afterButtonLock();
    await actor.type(within(screen.getByTestId('filter-bar')).getAllByRole('textbox')[0]!, 'squeal');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.filter((s) => s.url.pathname === `${API}/list`).at(-1)?.url.searchParams.get('keyword')).toBe('squeal'));
  });
});
