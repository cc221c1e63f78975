import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QualityFbDetail, VerifyRecordRow } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler } from '../../test/fake-server';
import { QualityFeedbackPreviewPage } from './pages/quality-feedback-preview-page';
import { API, qualityFbDetail } from './quality-fb-test-kit';

const READER = { userCode: 'reader1', userName: 'Rita Reader' };
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
const refusal: VerifyRecordRow = { id: 1, action: 'verify', verifyResult: 0, verifyRemark: 'Add a photo of the seal', fullName: 'Vera Verifier', post: 'Engineer', verifyTime: '2026-01-05T09:00:00.000Z' };

function renderPreview(detail: QualityFbDetail, handler: FakeHandler = () => undefined) {
  return renderRoutesWithFakeServer([{ path: '/QualityFeedbackPreview', element: <QualityFeedbackPreviewPage /> }], `/QualityFeedbackPreview?id=${detail.id}`, {
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

  it('says so for a feedback the caller may not read', async () => {
    renderPreview(published, ({ url }) => (url.pathname === `${API}/qf-1` ? { status: 404, body: { code: '404', mesg: 'The requested data does not exist', data: null } } : undefined));
    expect(await screen.findByText('The quality feedback does not exist or you may not read it')).toBeTruthy();
  });
});
