import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoleRightItem, WorkflowAction } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { afterButtonLock, filterLookups, KNOWN_VIN } from '../../shared/document-filter/filter-test-kit';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { QualityFeedbackPage } from './pages/quality-feedback-page';
import { API, AUTHOR, qualityFbDetail, qualityFbRow } from './quality-fb-test-kit';

const CREATE: RoleRightItem = { itemId: 9, funLink: 'create', headApi: 'documentService/qualityFb' };

const draft = qualityFbRow();
const waiting = qualityFbRow({ id: 'qf-2', fbCode: 'QF2026010400002', version: 5, authorCode: 'other', submitState: 1, actions: ['verify'] });
const approved = qualityFbRow({ id: 'qf-3', fbCode: 'QF2026010400003', submitState: 1, verifyState: 1, actions: ['publish', 'discard'] });
const published = qualityFbRow({ id: 'qf-4', fbCode: 'QF2026010400004', submitState: 1, verifyState: 1, publishState: 1, actions: ['cancelPublish'] });
const foreign = qualityFbRow({ id: 'qf-5', fbCode: 'QF2026010400005', authorCode: 'other', actions: [] });
const ROWS = [draft, waiting, approved, published, foreign];

const listed: FakeHandler = ({ url }) => (url.pathname === `${API}/list` ? envelopeAnswer({ list: ROWS, total: ROWS.length }) : undefined);

function renderPage(handler: FakeHandler, roleRight: RoleRightItem[] = []) {
  return renderRoutesWithFakeServer([{ path: '/QualityFeedback', element: <QualityFeedbackPage /> }], '/QualityFeedback', {
    signedInAs: AUTHOR,
    roleRight,
    handler: async (r) => (await handler(r)) ?? listed(r) ?? filterLookups(r),
  });
}

function rowActions(fbCode: string): string[] {
  return within(screen.getByTestId(`qfb-row-${fbCode}`))
    .queryAllByTestId(/^(qfb-action-.*|row-delete)$/)
    .map((b) => (b.dataset.testid === 'row-delete' ? 'delete' : (b.dataset.testid ?? '').replace('qfb-action-', '')));
}

const writes = (sent: SentRequest[]) => sent.filter((s) => s.method !== 'GET');

describe('/QualityFeedback', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows per row exactly the workflow buttons the server lists, and "New" only with the create action', async () => {
    const { sent } = renderPage(() => undefined);
    await screen.findByTestId('qfb-row-QF2026010400001');
    const expected: Record<string, WorkflowAction[]> = {
      QF2026010400001: ['submit', 'discard', 'edit', 'delete'],
      QF2026010400002: ['verify'],
      QF2026010400003: ['publish', 'discard'],
      QF2026010400004: ['cancelPublish'],
      QF2026010400005: [],
    };
    for (const [code, actions] of Object.entries(expected)) expect(rowActions(code), code).toEqual(actions);
    expect(screen.queryByTestId('qfb-new')).toBeNull();
    expect(sent.find((s) => s.url.pathname === `${API}/list`)?.url.searchParams.toString()).toBe('pageNo=1&pageSize=20');
  });

  it("sends a step with the row's version and asks before discarding", async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(({ method, url }) => {
      if (method === 'POST' && url.pathname === `${API}/qf-3/publish`) return envelopeAnswer(qualityFbDetail({ id: 'qf-3', publishState: 1, actions: ['cancelPublish'] }));
      if (method === 'POST' && url.pathname === `${API}/qf-1/discard`) return envelopeAnswer(qualityFbDetail({ discard: 1, actions: ['delete'] }));
      return undefined;
    });
    await actor.click(within(await screen.findByTestId('qfb-row-QF2026010400003')).getByTestId('qfb-action-publish'));
    await waitFor(() => expect(writes(sent).map((s) => [s.path, s.body])).toEqual([[`${API}/qf-3/publish`, { version: 3 }]]));
    await actor.click(within(screen.getByTestId('qfb-row-QF2026010400001')).getByTestId('qfb-action-discard'));
    const question = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(question).getByText(/QF2026010400001/)).toBeTruthy();
    expect(writes(sent)).toHaveLength(1);
    await actor.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(writes(sent).at(-1)?.path).toBe(`${API}/qf-1/discard`));
  });

  it('files a new feedback with parts: the VIN shows brand and series; a bad quantity sends nothing', { timeout: 60_000 }, async () => {
    const actor = userEvent.setup();
    const { sent, messages } = renderPage(({ method, url }) => (method === 'POST' && url.pathname === API ? envelopeAnswer(qualityFbDetail({ id: 'qf-9' })) : undefined), [CREATE]);
    await actor.click(await screen.findByTestId('qfb-new'));
    const dialog = await screen.findByTestId('edit-modal');
    await actor.type(within(dialog).getByTestId('qfb-title'), 'Wiper judders');
    await actor.type(within(dialog).getByTestId('qfb-vin'), KNOWN_VIN.toLowerCase());
    expect((await within(dialog).findByTestId('qfb-vin-series')).textContent).toBe('A5 Sedan (PC-A5)');
    fireEvent.change(within(dialog).getByTestId('qfb-mileage'), { target: { value: '8000' } });
    await actor.type(within(dialog).getByTestId('qfb-description'), 'Judders at low speed');
    await actor.type(within(dialog).getByTestId('qfb-part-code-0'), 'wp-9');
    await actor.type(within(dialog).getByTestId('qfb-part-name-0'), 'Wiper blade');
    fireEvent.change(within(dialog).getByTestId('qfb-part-qty-0'), { target: { value: '0' } });
    await actor.click(within(dialog).getByTestId('qfb-part-add'));
    await actor.type(within(dialog).getByTestId('qfb-part-code-1'), 'WA-2');
    await actor.type(within(dialog).getByTestId('qfb-part-name-1'), 'Wiper arm');
    fireEvent.change(within(dialog).getByTestId('qfb-part-qty-1'), { target: { value: '1' } });
    // A third row, taken out again: not sent.
    await actor.click(within(dialog).getByTestId('qfb-part-add'));
    await actor.type(within(dialog).getByTestId('qfb-part-code-2'), 'XX-1');
    await actor.click(within(dialog).getByTestId('qfb-part-remove-2'));
    expect(within(dialog).queryByTestId('qfb-part-code-2')).toBeNull();

    await actor.click(screen.getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText('The quantity must be a whole number from 1 to 9999')).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    fireEvent.change(within(dialog).getByTestId('qfb-part-qty-0'), { target: { value: '2' } });
    await afterButtonLock();
    await actor.click(screen.getByTestId('edit-modal-save'));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toEqual({
      title: 'Wiper judders',
      vin: KNOWN_VIN,
      mileage: 8000,
      description: 'Judders at low speed',
      cause: null,
      parts: [
        { partCode: 'wp-9', partName: 'Wiper blade', qty: 2 },
        { partCode: 'WA-2', partName: 'Wiper arm', qty: 1 },
      ],
      photos: [],
    });
    await waitFor(() => expect(messages.at(-1)?.level).toBe('success'));
  });

  it('opens one row’s edit, cancels, opens another and saves the second row’s values with its version', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const other = qualityFbDetail({
      id: 'qf-6',
      fbCode: 'QF2026010400006',
      title: 'Gearbox whine',
      mileage: 777,
      description: 'Whines in third gear',
      parts: [
        { partCode: 'GB-1', partName: 'Gearbox', qty: 1 },
        { partCode: 'BR-2', partName: 'Bearing', qty: 4 },
      ],
      partCodes: ['GB-1', 'BR-2'],
      version: 7,
    });
    const { sent } = renderPage(({ method, url }) => {
      if (url.pathname === `${API}/list`) return envelopeAnswer({ list: [draft, qualityFbRow(other)], total: 2 });
      if (method === 'GET' && url.pathname === `${API}/qf-1`) return envelopeAnswer(qualityFbDetail());
      if (method === 'GET' && url.pathname === `${API}/qf-6`) return envelopeAnswer(other);
      if (method === 'PUT' && url.pathname === `${API}/qf-6`) return envelopeAnswer({ ...other, version: 8 });
      return undefined;
    });
    await actor.click(within(await screen.findByTestId('qfb-row-QF2026010400001')).getByTestId('qfb-action-edit'));
    let dialog = await screen.findByTestId('edit-modal');
    await waitFor(() => expect(within(dialog).getByTestId<HTMLInputElement>('qfb-title').value).toBe('Door seal lets water in'));
    expect(within(dialog).getByTestId<HTMLInputElement>('qfb-part-code-0').value).toBe('DS-100');
    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await actor.click(within(screen.getByTestId('qfb-row-QF2026010400006')).getByTestId('qfb-action-edit'));
    await waitFor(() => expect(screen.getAllByTestId<HTMLInputElement>('qfb-title').at(-1)?.value).toBe('Gearbox whine'));
    dialog = screen.getAllByTestId('edit-modal').at(-1)!;
    expect(within(dialog).getByTestId<HTMLInputElement>('qfb-part-code-1').value).toBe('BR-2');
    await afterButtonLock();
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(writes(sent).map((s) => s.path)).toEqual([`${API}/qf-6`]));
    expect(writes(sent)[0]?.body).toEqual({
      title: 'Gearbox whine',
      vin: KNOWN_VIN,
      mileage: 777,
      description: 'Whines in third gear',
      cause: null,
      parts: [
        { partCode: 'GB-1', partName: 'Gearbox', qty: 1 },
        { partCode: 'BR-2', partName: 'Bearing', qty: 4 },
      ],
      photos: [],
      version: 7,
    });
  });

  it('shows the statistics per series, then per part code, as the server counts them', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(({ url }) => {
      if (url.pathname !== `${API}/stats`) return undefined;
      return url.searchParams.get('by') === 'part'
        ? envelopeAnswer({ list: [{ key: 'ST-1', name: 'Strut', count: 3, qty: 6 }], total: 1 })
        : envelopeAnswer({ list: [{ key: 'PC-A5', name: 'A5 Sedan', count: 4, qty: null }, { key: 'PC-A7', name: 'A7', count: 1, qty: null }], total: 2 });
    });
    await actor.click(await screen.findByRole('tab', { name: 'Statistics' }));
    const stats = await screen.findByTestId('qfb-stats');
    expect(await within(stats).findByText('A5 Sedan')).toBeTruthy();
    expect(within(stats).getByText('4')).toBeTruthy();
    expect(sent.find((s) => s.url.pathname === `${API}/stats`)?.url.searchParams.get('by')).toBe('series');

    await actor.click(within(stats).getByText('By part'));
    await actor.click(within(stats).getByRole('button', { name: /search/i }));
    expect(await within(stats).findByText('Strut')).toBeTruthy();
    expect(within(stats).getByText('6')).toBeTruthy();
    expect(sent.filter((s) => s.url.pathname === `${API}/stats`).at(-1)?.url.searchParams.get('by')).toBe('part');
  });
});
