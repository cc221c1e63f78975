import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductChangeVinAnswer, RoleRightItem, WorkflowAction } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { afterButtonLock, choose, clickSearch, filterLookups, KNOWN_VIN } from '../../shared/document-filter/filter-test-kit';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { ProductChangeManagementPage } from './pages/product-change-management-page';
import { ProductChangePage } from './pages/product-change-page';
import { API, productChangeDetail, productChangeRow, STAFF } from './product-change-test-kit';

const CREATE: RoleRightItem = { itemId: 9, funLink: 'create', headApi: 'documentService/productChange' };
const EDITOR_PAGE: RoleRightItem = { itemId: 10, funLink: 'EditProductChange', headApi: null };

const draft = productChangeRow();
const waiting = productChangeRow({ id: 'pc-2', changeCode: 'PCN-002', version: 5, authorCode: 'other', submitState: 1, actions: ['verify'] });
const approved = productChangeRow({ id: 'pc-3', changeCode: 'PCN-003', submitState: 1, verifyState: 1, actions: ['publish', 'discard'] });
const published = productChangeRow({ id: 'pc-4', changeCode: 'PCN-004', submitState: 1, verifyState: 1, publishState: 1, actions: ['cancelPublish'] });
const byDate = productChangeRow({
  id: 'pc-5',
  changeCode: 'PCN-005',
  authorCode: 'other',
  applyBy: 'productionDate',
  vinFrom: null,
  vinTo: null,
  productionFrom: '2026-01-01',
  productionTo: '2026-03-31',
  modelCodes: ['PC-A5-15T'],
  actions: [],
});
const ROWS = [draft, waiting, approved, published, byDate];

const writes = (sent: SentRequest[]) => sent.filter((s) => s.method !== 'GET');

function rowActions(code: string): string[] {
  return within(screen.getByTestId(`pcn-row-${code}`))
    .queryAllByTestId(/^(pcn-action-.*|row-delete)$/)
    .map((b) => (b.dataset.testid === 'row-delete' ? 'delete' : (b.dataset.testid ?? '').replace('pcn-action-', '')));
}

describe('/ProductChangeManagement', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  const listed: FakeHandler = ({ url }) => (url.pathname === `${API}/list` ? envelopeAnswer({ list: ROWS, total: ROWS.length }) : undefined);
  const renderPage = (handler: FakeHandler, roleRight: RoleRightItem[] = []) =>
    renderRoutesWithFakeServer([{ path: '/ProductChangeManagement', element: <ProductChangeManagementPage /> }], '/ProductChangeManagement', {
      signedInAs: STAFF,
      roleRight,
      handler: async (r) => (await handler(r)) ?? listed(r) ?? filterLookups(r),
    });

  it('shows per row the range and exactly the workflow buttons the server lists; "New" needs the create key and the editor page', async () => {
    const { sent } = renderPage(() => undefined, [CREATE]);
    await screen.findByTestId('pcn-row-PCN-001');
    const expected: Record<string, WorkflowAction[]> = {
      'PCN-001': ['submit', 'discard', 'edit', 'delete'],
      'PCN-002': ['verify'],
      'PCN-003': ['publish', 'discard'],
      'PCN-004': ['cancelPublish'],
      'PCN-005': [],
    };
    for (const [code, actions] of Object.entries(expected)) expect(rowActions(code), code).toEqual(actions);
    expect(screen.getByText('Production date: 2026-01-01 – 2026-03-31')).toBeTruthy();
    expect(screen.getByText('PC-A5-15T')).toBeTruthy();
    expect(screen.getAllByText('All models').length).toBeGreaterThan(0);
    // The create key alone (a dealer's, for their own kinds) does not show "New".
    expect(screen.queryByTestId('pcn-new')).toBeNull();
    expect(screen.getByTestId('pcn-export')).toBeTruthy();
    expect(sent.find((s) => s.url.pathname === `${API}/list`)?.url.searchParams.toString()).toBe('pageNo=1&pageSize=20');
  });

  it('offers "New" with the create key and the editor page, and sends a step with the row’s version', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(({ method, url }) => (method === 'POST' && url.pathname === `${API}/pc-3/publish` ? envelopeAnswer(productChangeDetail({ id: 'pc-3', publishState: 1, actions: ['cancelPublish'] })) : undefined), [CREATE, EDITOR_PAGE]);
    expect(await screen.findByTestId('pcn-new')).toBeTruthy();
    await actor.click(within(await screen.findByTestId('pcn-row-PCN-003')).getByTestId('pcn-action-publish'));
    await waitFor(() => expect(writes(sent).map((s) => [s.path, s.body])).toEqual([[`${API}/pc-3/publish`, { version: 3 }]]));
  });

  it('filters by series and states', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage(() => undefined);
    await screen.findByTestId('pcn-row-PCN-001');
    await choose('filter-brand', 'Passenger Cars (PC)', actor);
    await choose('filter-series', 'A5 Sedan (PC-A5)', actor);
    await afterButtonLock();
    await clickSearch(actor);
    await waitFor(() => expect(sent.filter((s) => s.url.pathname === `${API}/list`).at(-1)?.url.searchParams.toString()).toBe('brandCode=PC&seriesCode=PC-A5&pageNo=1&pageSize=20'));
  });
});

describe('/ProductChange', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  const answer: ProductChangeVinAnswer = {
    vehicle: { vin: KNOWN_VIN, brandCode: 'PC', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', modelCode: 'PC-A5-15T' },
    productionDate: null,
    changes: [
      { ...productChangeRow({ ...published, actions: [] }), match: 'vin' },
      { ...productChangeRow({ ...byDate, publishState: 1 }), match: 'needsProductionDate' },
    ],
  };
  const renderPage = (handler: FakeHandler = () => undefined) =>
    renderRoutesWithFakeServer([{ path: '/ProductChange', element: <ProductChangePage /> }], '/ProductChange', {
      signedInAs: { userCode: 'dealer1', userName: 'Dan Dealer' },
      handler: async (r) =>
        (await handler(r)) ??
        (r.url.pathname === `${API}/published` ? envelopeAnswer({ list: [published, byDate], total: 2 }) : undefined) ??
        (r.url.pathname === `${API}/byVin` ? envelopeAnswer(answer) : undefined) ??
        filterLookups(r),
    });

  it('lists the published changes with links to their reading view and no workflow button', async () => {
    const { sent } = renderPage();
    const link = (await screen.findAllByTestId('pcn-link')).find((a) => a.textContent === 'PCN-004');
    expect(link?.getAttribute('href')).toBe('/ViewProductChange?id=pc-4');
    expect(screen.queryAllByTestId(/^pcn-action-/)).toEqual([]);
    expect(sent.find((s) => s.url.pathname === `${API}/published`)?.url.searchParams.toString()).toBe('pageNo=1&pageSize=20');
  });

  it('asks which changes apply to a VIN and shows why each applies', async () => {
    const actor = userEvent.setup();
    const { sent } = renderPage();
    await screen.findAllByTestId('pcn-link');
    const check = screen.getByTestId('pcn-vin-check');
    expect(within(check).getByTestId<HTMLButtonElement>('pcn-vin-submit').disabled).toBe(true);
    await actor.type(within(check).getByTestId('pcn-vin'), KNOWN_VIN.toLowerCase());
    await actor.click(within(check).getByTestId('pcn-vin-submit'));
    const result = await within(check).findByTestId('pcn-vin-answer');
    expect(within(result).getByText(`Vehicle ${KNOWN_VIN}: brand PC, series A5 Sedan, model PC-A5-15T`)).toBeTruthy();
    expect(within(result).getByTestId('pcn-match-PCN-004').textContent).toBe('The VIN is in the range');
    expect(within(result).getByTestId('pcn-match-PCN-005').textContent).toBe('Applies if built in the date range: enter the production date');
    expect(sent.find((s) => s.url.pathname === `${API}/byVin`)?.url.searchParams.get('vin')).toBe(KNOWN_VIN);
  });

  it('says when no published change applies', async () => {
    const actor = userEvent.setup();
    renderPage(({ url }) => (url.pathname === `${API}/byVin` ? envelopeAnswer({ ...answer, changes: [] }) : undefined));
    await screen.findAllByTestId('pcn-link');
    await actor.type(screen.getByTestId('pcn-vin'), KNOWN_VIN);
    await actor.click(screen.getByTestId('pcn-vin-submit'));
    expect(await screen.findByText('No published product change applies to this vehicle')).toBeTruthy();
  });
});
