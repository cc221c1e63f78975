import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimRowSchema, type RoleRightItem, type WorkflowAction } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { afterButtonLock, choose, filterLookups, KNOWN_VIN } from '../../shared/document-filter/filter-test-kit';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { API, AUTHOR, claimDetail, claimRow } from './claim-test-kit';
import { ClaimManagePage } from './pages/claim-manage-page';

const CREATE: RoleRightItem = { itemId: 9, funLink: 'create', headApi: 'documentService/claim' };

const draft = claimRow({ actions: ['submit', 'discard', 'edit', 'delete'] });
const waiting = claimRow({ id: 'cl-2', claimNo: 'CL-0002', version: 5, authorCode: 'other', submitState: 1, actions: ['verify'] });
const approved = claimRow({ id: 'cl-3', claimNo: 'CL-0003', submitState: 1, verifyState: 1, actions: ['publish', 'discard'] });
const published = claimRow({ id: 'cl-4', claimNo: 'CL-0004', submitState: 1, verifyState: 1, publishState: 1, actions: ['cancelPublish'] });
const foreign = claimRow({ id: 'cl-5', claimNo: 'CL-0005', authorCode: 'other', actions: [] });
const ROWS = [draft, waiting, approved, published, foreign];

const listed: FakeHandler = ({ url }) => (url.pathname === `${API}/work/list` ? envelopeAnswer({ list: ROWS, total: ROWS.length }) : undefined);

function renderManage(handler: FakeHandler, roleRight: RoleRightItem[] = []) {
  return renderRoutesWithFakeServer([{ path: '/ClaimManage', element: <ClaimManagePage /> }], '/ClaimManage', {
    signedInAs: AUTHOR,
    roleRight,
    handler: async (r) => (await handler(r)) ?? listed(r) ?? filterLookups(r),
  });
}

/** The workflow buttons of a row, as the actions they run. */
function rowActions(claimNo: string): string[] {
  return within(screen.getByTestId(`claim-row-${claimNo}`))
    .queryAllByTestId(/^(claim-action-.*|row-delete)$/)
    .map((b) => (b.dataset.testid === 'row-delete' ? 'delete' : (b.dataset.testid ?? '').replace('claim-action-', '')));
}

const writes = (sent: SentRequest[]) => sent.filter((s) => s.method !== 'GET');

describe('/ClaimManage', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows per row exactly the workflow buttons the server lists, and "New claim" only with the create action', async () => {
    const { sent } = renderManage(() => undefined);
    await screen.findByTestId('claim-row-CL-0001');
    const expected: Record<string, WorkflowAction[]> = { 'CL-0001': ['submit', 'discard', 'edit', 'delete'], 'CL-0002': ['verify'], 'CL-0003': ['publish', 'discard'], 'CL-0004': ['cancelPublish'], 'CL-0005': [] };
    for (const [claimNo, actions] of Object.entries(expected)) expect(rowActions(claimNo), claimNo).toEqual(actions);
    expect(screen.queryByTestId('claim-new')).toBeNull();
    expect(sent.find((s) => s.url.pathname === `${API}/work/list`)?.url.searchParams.toString()).toBe('pageNo=1&pageSize=20');
  });

  it("sends a step with the row's version and asks before discarding", async () => {
    const actor = userEvent.setup();
    const { sent } = renderManage(({ method, url }) => {
      if (method === 'POST' && url.pathname === `${API}/cl-3/publish`) return envelopeAnswer(claimDetail({ id: 'cl-3', publishState: 1, actions: ['cancelPublish'] }));
      if (method === 'POST' && url.pathname === `${API}/cl-1/discard`) return envelopeAnswer(claimDetail({ discard: 1, actions: ['delete'] }));
      return undefined;
    });
    await actor.click(within(await screen.findByTestId('claim-row-CL-0003')).getByTestId('claim-action-publish'));
    await waitFor(() => expect(writes(sent).map((s) => [s.path, s.body])).toEqual([[`${API}/cl-3/publish`, { version: 3 }]]));

    await actor.click(within(screen.getByTestId('claim-row-CL-0001')).getByTestId('claim-action-discard'));
    const question = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(question).getByText(/CL-0001/)).toBeTruthy();
    expect(writes(sent)).toHaveLength(1);
    await actor.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(writes(sent).at(-1)?.body).toEqual({ version: 3 }));
    expect(writes(sent).at(-1)?.path).toBe(`${API}/cl-1/discard`);
  });

  it('files a new claim: 17 VIN characters show its brand and series; the server’s refusal keeps the dialog', { timeout: 60_000 }, async () => {
    const actor = userEvent.setup();
    let duplicate = true;
    const { sent, messages } = renderManage(({ method, url }) => {
      if (method !== 'POST' || url.pathname !== API) return undefined;
      return duplicate ? envelopeAnswer(null, '409002', 'Data duplicated, please check before submitting') : envelopeAnswer(claimDetail({ id: 'cl-9', claimNo: 'CL-0009' }));
    }, [CREATE]);
    await actor.click(await screen.findByTestId('claim-new'));
    const dialog = await screen.findByTestId('edit-modal');

    await actor.type(within(dialog).getByTestId('claim-no'), 'CL-0009');
    await choose('claim-category', 'Electrical', actor);
    const vin = within(dialog).getByTestId('claim-vin');
    await actor.type(vin, KNOWN_VIN.slice(0, 16).toLowerCase());
    expect(within(dialog).queryByTestId('claim-vin-series')).toBeNull();
    await actor.type(vin, KNOWN_VIN.slice(16));
    expect((await within(dialog).findByTestId('claim-vin-series')).textContent).toBe('A5 Sedan (PC-A5)');
    expect(within(dialog).getByTestId('claim-vin-brand').textContent).toBe('Passenger Cars (PC)');
    fireEvent.change(within(dialog).getByTestId('claim-mileage'), { target: { value: '48210' } });
    fireEvent.change(within(dialog).getByTestId('claim-working-time'), { target: { value: '1.25' } });
    await actor.type(within(dialog).getByTestId('claim-faultDescription'), 'Coolant leaks');

    // One decimal only: nothing is sent.
    await actor.click(screen.getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText(/The working time must be a number of hours/)).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    fireEvent.change(within(dialog).getByTestId('claim-working-time'), { target: { value: '1.5' } });
    await afterButtonLock();
    await actor.click(screen.getByTestId('edit-modal-save'));
    await waitFor(() => expect(messages).toContainEqual({ level: 'warning', text: 'Data duplicated, please check before submitting' }));
    expect(writes(sent)[0]?.body).toEqual({ claimNo: 'CL-0009', category: 'electrical', vin: KNOWN_VIN, totalMileage: 48210, workingTime: 1.5, faultDescription: 'Coolant leaks', photos: [] });
    expect(screen.getByTestId('edit-modal')).toBeTruthy();

    duplicate = false;
    await afterButtonLock();
    await actor.click(screen.getByTestId('edit-modal-save'));
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    await waitFor(() => expect(messages.at(-1)?.level).toBe('success'));
  });

  it('edits the claim that was opened, and sends its version', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const other = claimDetail({ id: 'cl-6', claimNo: 'CL-0006', faultDescription: 'Gearbox whine', category: 'transmission', actions: ['submit', 'discard', 'edit', 'delete'], version: 7 });
    const { sent } = renderManage(({ method, url }) => {
      if (url.pathname === `${API}/work/list`) return envelopeAnswer({ list: [draft, claimRowSchema.parse(other)], total: 2 });
      if (method === 'GET' && url.pathname === `${API}/cl-1`) return envelopeAnswer(claimDetail());
      if (method === 'GET' && url.pathname === `${API}/cl-6`) return envelopeAnswer(other);
      if (method === 'PUT' && url.pathname === `${API}/cl-6`) return envelopeAnswer({ ...other, version: 8 });
      return undefined;
    });
    await actor.click(within(await screen.findByTestId('claim-row-CL-0001')).getByTestId('claim-action-edit'));
    let dialog = await screen.findByTestId('edit-modal');
    expect(within(dialog).getByTestId<HTMLInputElement>('claim-no').value).toBe('CL-0001');
    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await actor.click(within(screen.getByTestId('claim-row-CL-0006')).getByTestId('claim-action-edit'));
    await waitFor(() => expect(screen.getAllByTestId<HTMLInputElement>('claim-no').at(-1)?.value).toBe('CL-0006'));
    dialog = screen.getAllByTestId('edit-modal').at(-1)!;
    expect(within(dialog).getByTestId<HTMLTextAreaElement>('claim-faultDescription').value).toBe('Gearbox whine');
    await afterButtonLock();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(writes(sent).map((s) => s.path)).toEqual([`${API}/cl-6`]));
    expect(writes(sent)[0]?.body).toMatchObject({ claimNo: 'CL-0006', category: 'transmission', faultDescription: 'Gearbox whine', version: 7 });
  });
});
