import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClaimDetail, VerifyRecordRow } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { afterButtonLock } from '../../shared/document-filter/filter-test-kit';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler } from '../../test/fake-server';
import { API, claimDetail } from './claim-test-kit';
import { ClaimDetailPage } from './pages/claim-detail-page';

const READER = { userCode: 'reader1', userName: 'Rita Reader' };
const FAVORITE_API = '/tis/api/documentService/favorite';
const published = claimDetail({ submitState: 1, verifyState: 1, publishState: 1, publishTime: '2026-01-06T08:00:00.000Z', actions: [], cause: 'Seal worn', photos: ['/tis/file/p1.jpg', '/tis/file/p2.jpg'] });
const refusal: VerifyRecordRow = { id: 1, action: 'verify', verifyResult: 0, verifyRemark: 'Attach the pump photo', fullName: 'Vera Verifier', post: 'Engineer', verifyTime: '2026-01-05T09:00:00.000Z' };

function renderDetail(detail: ClaimDetail, handler: FakeHandler = () => undefined) {
  return renderRoutesWithFakeServer([{ path: '/ClaimDetail', element: <ClaimDetailPage /> }], `/ClaimDetail?id=${detail.id}`, {
    signedInAs: READER,
    handler: async (request) => {
      const answer = await handler(request);
      if (answer) return answer;
      if (request.url.pathname === `${API}/${detail.id}`) return envelopeAnswer(detail);
      if (request.url.pathname === `${API}/${detail.id}/verifyList`) return envelopeAnswer([refusal]);
      return undefined;
    },
  });
}

describe('/ClaimDetail', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows the claim with its photos and approval details, and no workflow button the server does not offer', async () => {
    renderDetail(published);
    expect((await screen.findByTestId('claim-title')).textContent).toBe('CL-0001');
    const head = screen.getByTestId('claim-head');
    expect(within(head).getByText('PC / A5 Sedan')).toBeTruthy();
    expect(within(head).getByText('Engine')).toBeTruthy();
    expect(screen.getByText('Seal worn')).toBeTruthy();
    expect(within(screen.getByTestId('case-photos')).getAllByRole('img', { name: /Photo/ })).toHaveLength(2);
    expect(await screen.findByText('Attach the pump photo')).toBeTruthy();
    expect(screen.queryAllByTestId(/^claim-action-/)).toEqual([]);
  });

  it('adds the claim to the favorites and takes it out again', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderDetail(published, ({ method, url }) => {
      if (url.pathname !== FAVORITE_API) return undefined;
      return envelopeAnswer(method === 'POST' ? { id: '1', itemType: 'claim', itemCode: 'cl-1', itemName: 'CL-0001', seriesCode: 'PC-A5', createdAt: '2026-01-07T08:00:00.000Z' } : true);
    });
    await actor.click(await screen.findByTestId('toolbar-favorite'));
    await waitFor(() => expect(screen.getByTestId('toolbar-favorite').getAttribute('aria-pressed')).toBe('true'));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ itemType: 'claim', itemCode: 'cl-1' });
    // The toolbar's buttons lock for 1 s after a click.
    await afterButtonLock();
    await actor.click(screen.getByTestId('toolbar-favorite'));
    await waitFor(() => expect(screen.getByTestId('toolbar-favorite').getAttribute('aria-pressed')).toBe('false'));
    expect(sent.find((s) => s.method === 'DELETE')?.path).toBe(`${FAVORITE_API}?itemType=claim&itemCode=cl-1`);
  });

  it('says so for a claim the caller may not read', async () => {
    renderDetail(published, ({ url }) => (url.pathname === `${API}/cl-1` ? { status: 404, body: { code: '404', mesg: 'The requested data does not exist', data: null } } : undefined));
    expect(await screen.findByText('The claim does not exist or you may not read it')).toBeTruthy();
  });
});
