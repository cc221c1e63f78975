import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductChangeDetail, VerifyRecordRow } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { afterButtonLock, filterLookups } from '../../shared/document-filter/filter-test-kit';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { EditProductChangePage } from './pages/edit-product-change-page';
import { ViewProductChangePage } from './pages/view-product-change-page';
import { API, productChangeDetail, STAFF } from './product-change-test-kit';

const writes = (sent: SentRequest[]) => sent.filter((s) => s.method !== 'GET');

describe('/EditProductChange', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  const detail = productChangeDetail({ attachments: [{ url: '/tis/file/a/bracket.pdf', name: 'bracket.pdf' }], attachmentCount: 1, modelCodes: ['PC-A5-15T'] });
  const renderEditor = (path: string, handler: FakeHandler = () => undefined) =>
    renderRoutesWithFakeServer(
      [
        { path: '/EditProductChange', element: <EditProductChangePage /> },
        { path: '/ViewProductChange', element: <div data-testid="view-page" /> },
      ],
      path,
      {
        signedInAs: STAFF,
        handler: async (r) =>
          (await handler(r)) ??
          (r.method === 'GET' && r.url.pathname === `${API}/pc-1` ? envelopeAnswer(detail) : undefined) ??
          (r.url.pathname === '/tis/api/vehicleService/model/options'
            ? envelopeAnswer({ list: [{ modelCode: 'PC-A5-15T', modelName: 'A5 1.5T', brandCode: 'PC', seriesCode: 'PC-A5', state: 1 }], total: 1 })
            : undefined) ??
          filterLookups(r),
      },
    );

  it('opens a change with its values and saves the edit with the version read, then shows the change', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderEditor('/EditProductChange?id=pc-1', ({ method, url }) => (method === 'PUT' && url.pathname === `${API}/pc-1` ? envelopeAnswer({ ...detail, title: 'Bracket, reinforced', version: 4 }) : undefined));
    const title = await screen.findByTestId<HTMLInputElement>('pcn-title');
    await waitFor(() => expect(title.value).toBe('New rear brake hose bracket'));
    expect(screen.getByTestId<HTMLInputElement>('pcn-code').value).toBe('PCN-001');
    expect(screen.getByText('Edit product change PCN-001')).toBeTruthy();
    expect(screen.getByText('bracket.pdf')).toBeTruthy();
    await actor.clear(title);
    await actor.type(title, 'Bracket, reinforced');
    await afterButtonLock();
    await actor.click(screen.getByTestId('pcn-save'));
    await waitFor(() => expect(writes(sent).map((s) => s.path)).toEqual([`${API}/pc-1`]));
    const body = writes(sent)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      changeCode: 'PCN-001',
      title: 'Bracket, reinforced',
      brandCode: 'PC',
      seriesCodes: ['PC-A5'],
      modelCodes: ['PC-A5-15T'],
      applyBy: 'vinRange',
      vinFrom: 'LTPHNUB30PA000000',
      vinTo: 'LTPHNUB30PA999999',
      productionFrom: null,
      productionTo: null,
      effectiveDate: '2026-03-01',
      attachments: [{ url: '/tis/file/a/bracket.pdf', name: 'bracket.pdf' }],
      version: 3,
    });
    expect(String(body.description)).toContain('reinforced');
    expect(await screen.findByTestId('view-page')).toBeTruthy();
  });

  it('refuses to send a new change while required fields are empty', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderEditor('/EditProductChange');
    expect(await screen.findByText('New product change')).toBeTruthy();
    await actor.click(screen.getByTestId('pcn-save'));
    expect((await screen.findAllByText('This field cannot be empty')).length).toBeGreaterThan(2);
    expect(await screen.findByText('Choose at least one series')).toBeTruthy();
    expect(writes(sent)).toEqual([]);
  });

  it('says so for a change the caller may not edit', async () => {
    renderEditor('/EditProductChange?id=pc-1', ({ url }) => (url.pathname === `${API}/pc-1` ? { status: 404, body: { code: '404', mesg: 'The requested data does not exist', data: null } } : undefined));
    expect(await screen.findByText('The product change does not exist or you may not edit it')).toBeTruthy();
  });
});

describe('/ViewProductChange', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  const refusal: VerifyRecordRow = { id: 1, action: 'verify', verifyResult: 0, verifyRemark: 'Name the part number', fullName: 'Vera Verifier', post: null, verifyTime: '2026-01-05T09:00:00.000Z' };
  const published = productChangeDetail({
    submitState: 1,
    verifyState: 1,
    publishState: 1,
    publishTime: '2026-01-06T08:00:00.000Z',
    actions: [],
    applyBy: 'productionDate',
    vinFrom: null,
    vinTo: null,
    productionFrom: '2026-01-01',
    productionTo: '2026-03-31',
    series: [
      { seriesCode: 'PC-A5', seriesName: 'A5 Sedan' },
      { seriesCode: 'PC-X7', seriesName: 'X7 SUV' },
    ],
    attachments: [{ url: '/tis/file/a/bracket.pdf', name: 'bracket.pdf' }],
    attachmentCount: 1,
  });
  const renderView = (detail: ProductChangeDetail, handler: FakeHandler = () => undefined) =>
    renderRoutesWithFakeServer([{ path: '/ViewProductChange', element: <ViewProductChangePage /> }], `/ViewProductChange?id=${detail.id}`, {
      signedInAs: { userCode: 'reader1', userName: 'Rita Reader' },
      handler: async (r) => {
        const answer = await handler(r);
        if (answer) return answer;
        if (r.url.pathname === `${API}/${detail.id}`) return envelopeAnswer(detail);
        if (r.url.pathname === `${API}/${detail.id}/verifyList`) return envelopeAnswer([refusal]);
        return undefined;
      },
    });

  it('shows the head fields, the description and the attachments, and no button the server does not offer', async () => {
    renderView(published);
    expect((await screen.findByTestId('pcn-detail-title')).textContent).toBe('New rear brake hose bracket');
    const head = screen.getByTestId('pcn-head');
    expect(within(head).getByText('PCN-001')).toBeTruthy();
    expect(within(head).getByText('A5 Sedan, X7 SUV')).toBeTruthy();
    expect(within(head).getByText('All models')).toBeTruthy();
    expect(within(head).getByText('Production date')).toBeTruthy();
    expect(within(head).getByText('2026-01-01 – 2026-03-31')).toBeTruthy();
    expect(await screen.findByText('reinforced')).toBeTruthy();
    expect(screen.getByTestId('pcn-attachment').textContent).toBe('bracket.pdf');
    expect(screen.queryAllByTestId(/^pcn-action-/)).toEqual([]);
  });

  it('offers the author the buttons the server lists, and the review history', async () => {
    renderView(productChangeDetail({ submitState: 2, verifyState: 0, actions: ['discard', 'edit', 'delete'] }));
    await screen.findByTestId('pcn-detail-title');
    expect(screen.getByTestId('pcn-action-edit')).toBeTruthy();
    expect(screen.getByTestId('pcn-action-discard')).toBeTruthy();
    expect(screen.queryByTestId('pcn-action-submit')).toBeNull();
    expect(await screen.findByText('Name the part number')).toBeTruthy();
  });

  it('says so for a change the caller may not read', async () => {
    renderView(published, ({ url }) => (url.pathname === `${API}/pc-1` ? { status: 404, body: { code: '404', mesg: 'The requested data does not exist', data: null } } : undefined));
    expect(await screen.findByText('The product change does not exist or you may not read it')).toBeTruthy();
  });
});
