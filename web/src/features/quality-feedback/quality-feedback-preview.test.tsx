import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QualityFbDetail } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, type FakeHandler } from '../../test/fake-server';
import { expectFavoriteOnAndOff, FAVORITE_API, favoriteAnswers, refusalRecord, renderReadingPage } from '../../test/reading-page-kit';
import { QualityFeedbackPreviewPage } from './pages/quality-feedback-preview-page';
import { API, qualityFbDetail } from './quality-fb-test-kit';

const published = qualityFbDetail({
  submitState: 1,
  verifyState: 1,
  publishState: 1,
  publishTime: '2026-01-06T08:00:00.000Z',
  actions: [],
  cause: 'Seal lip folded',
  parts: [
    { partCode: 'DS-100', partName: 'Door seal', qty: 2 },
    { partCode: 'CL-7', partName: 'Clip', qty: 6 },
  ],
  photos: ['/tis/file/p1.jpg', '/tis/file/p2.jpg'],
});

function renderPreview(detail: QualityFbDetail, handler?: FakeHandler) {
  return renderReadingPage({ path: '/QualityFeedbackPreview', page: <QualityFeedbackPreviewPage />, api: API, detail, history: [refusalRecord('Add a photo of the seal')], handler });
}

describe('/QualityFeedbackPreview', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows the head fields, the parts, the photos and the review history, and no button the server does not offer', async () => {
    renderPreview(published);
    expect((await screen.findByTestId('qfb-title')).textContent).toBe('Door seal lets water in');
    const head = screen.getByTestId('qfb-head');
    expect(within(head).getByText('QF2026010400001')).toBeTruthy();
    expect(within(head).getByText('A5 Sedan')).toBeTruthy();
    expect(within(head).getByText('12345')).toBeTruthy();
    expect(screen.getByText('Seal lip folded')).toBeTruthy();
    const parts = screen.getByTestId('qfb-parts-table');
    expect(within(parts).getByText('Clip')).toBeTruthy();
    expect(within(parts).getByText('6')).toBeTruthy();
    expect(within(screen.getByTestId('case-photos')).getAllByRole('img', { name: /Photo/ })).toHaveLength(2);
    expect(await screen.findByText('Add a photo of the seal')).toBeTruthy();
    expect(screen.queryAllByTestId(/^qfb-action-/)).toEqual([]);
  });

  it('offers the author the buttons the server lists', async () => {
    renderPreview(qualityFbDetail());
    await screen.findByTestId('qfb-title');
    expect(screen.getByTestId('qfb-action-submit')).toBeTruthy();
    expect(screen.getByTestId('qfb-action-edit')).toBeTruthy();
  });

  it('opens the editor on the feedback from its edit button', async () => {
    const actor = userEvent.setup();
    renderPreview(qualityFbDetail(), ({ url }) => (url.pathname.startsWith('/tis/api/vehicleService/') ? envelopeAnswer([]) : undefined));
    await screen.findByTestId('qfb-detail');
    expect(screen.queryByTestId('qfb-description')).toBeNull();
    await actor.click(screen.getByTestId('qfb-action-edit'));
    expect(await screen.findByTestId('qfb-description')).toBeTruthy();
  });

  it('adds the feedback to the favorites and takes it out again', { timeout: 30_000 }, async () => {
    const { sent } = renderPreview(published, favoriteAnswers('qualityFb', 'qf-1', 'Door seal lets water in'));
    await expectFavoriteOnAndOff(userEvent.setup(), sent, 'qualityFb', 'qf-1');
  });

  it('keeps the star off and shows the server’s refusal when the feedback is a favorite already', async () => {
    const actor = userEvent.setup();
    const { messages } = renderPreview(published, ({ url }) => (url.pathname === FAVORITE_API ? envelopeAnswer(null, '400', 'This item is already in your favorites') : undefined));
    await actor.click(await screen.findByTestId('toolbar-favorite'));
    await waitFor(() => expect(messages).toContainEqual({ level: 'warning', text: 'This item is already in your favorites' }));
    expect(screen.getByTestId('toolbar-favorite').getAttribute('aria-pressed')).toBe('false');
  });

  it('says so for a feedback the caller may not read', async () => {
    renderPreview(published, ({ url }) => (url.pathname === `${API}/qf-1` ? { status: 404, body: { code: '404', mesg: 'The requested data does not exist', data: null } } : undefined));
    expect(await screen.findByText('The quality feedback does not exist or you may not read it')).toBeTruthy();
  });
});
