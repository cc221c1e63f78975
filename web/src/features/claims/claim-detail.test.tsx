import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, type FakeHandler } from '../../test/fake-server';
import { expectFavoriteOnAndOff, favoriteAnswers, refusalRecord, renderReadingPage } from '../../test/reading-page-kit';
import { API, claimDetail } from './claim-test-kit';
import { ClaimDetailPage } from './pages/claim-detail-page';

const published = claimDetail({ submitState: 1, verifyState: 1, publishState: 1, publishTime: '2026-01-06T08:00:00.000Z', actions: [], cause: 'Seal worn', photos: ['/tis/file/p1.jpg', '/tis/file/p2.jpg'] });

function renderDetail(detail: ClaimDetail, handler?: FakeHandler) {
  return renderReadingPage({ path: '/ClaimDetail', page: <ClaimDetailPage />, api: API, detail, history: [refusalRecord('Attach the pump photo')], handler });
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
    const { sent } = renderDetail(published, favoriteAnswers('claim', 'cl-1', 'CL-0001'));
    await expectFavoriteOnAndOff(userEvent.setup(), sent, 'claim', 'cl-1');
  });

  it('opens the editor on the claim from its edit button', async () => {
    const actor = userEvent.setup();
    renderDetail(claimDetail(), ({ url }) => (url.pathname.startsWith('/tis/api/vehicleService/') ? envelopeAnswer([]) : undefined));
    expect(screen.queryByTestId('claim-no')).toBeNull();
    await actor.click(await screen.findByTestId('claim-action-edit'));
    expect(await screen.findByTestId('claim-no')).toBeTruthy();
  });

  it('says so for a claim the caller may not read', async () => {
    renderDetail(published, ({ url }) => (url.pathname === `${API}/cl-1` ? { status: 404, body: { code: '404', mesg: 'The requested data does not exist', data: null } } : undefined));
    expect(await screen.findByText('The claim does not exist or you may not read it')).toBeTruthy();
  });
});
