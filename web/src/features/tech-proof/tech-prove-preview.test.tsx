import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TechProveDetail, TechQuaRow } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { TechProvePreviewPage } from './pages/tech-prove-preview-page';
import { API, techProveDetail } from './tech-proof-test-kit';
import { afterButtonLock } from '../../shared/document-filter/filter-test-kit';

const STAFF = { userCode: 'oem1', userName: 'Olga OEM' };
const question = (over: Partial<TechQuaRow>): TechQuaRow => ({
  id: 'q-1',
  version: 1,
  question: 'Does the shim fit the old calipers?',
  state: 0,
  askerCode: 'dealer1',
  askerName: 'Dan Dealer',
  askedAt: '2026-01-05T08:00:00.000Z',
  answer: null,
  answerName: null,
  answerTime: null,
  cancelRemark: null,
  actions: ['answer', 'cancel'],
  ...over,
});
const improved = techProveDetail({
  state: 2,
  actions: ['reject', 'prove', 'cancel'],
  attachments: [{ url: '/tis/file/a/pad.pdf', name: 'pad.pdf' }],
  history: [
    { id: 1, operation: 'submit', fromState: null, toState: 0, remark: null, userCode: 'dealer1', fullName: 'Dan Dealer', at: '2026-01-04T08:00:00.000Z' },
    { id: 2, operation: 'accept', fromState: 0, toState: 1, remark: null, userCode: 'oem1', fullName: 'Olga OEM', at: '2026-01-04T09:00:00.000Z' },
    { id: 3, operation: 'finish', fromState: 1, toState: 2, remark: 'Pad chamfer changed', userCode: 'oem1', fullName: 'Olga OEM', at: '2026-01-05T09:00:00.000Z' },
  ],
  questions: [
    question({}),
    question({ id: 'q-2', question: 'Is a recall planned?', state: 4, answer: 'No recall, a service campaign.', answerName: 'Olga OEM', answerTime: '2026-01-05T10:00:00.000Z', actions: [] }),
  ],
  openQuestions: 1,
});

const writes = (sent: SentRequest[]) => sent.filter((s) => s.method !== 'GET');

function renderPreview(detail: TechProveDetail, handler: FakeHandler = () => undefined) {
  return renderRoutesWithFakeServer([{ path: '/TechProvePreview', element: <TechProvePreviewPage /> }], `/TechProvePreview?id=${detail.id}`, {
    signedInAs: STAFF,
    handler: async (request) => {
      const answer = await handler(request);
      if (answer) return answer;
      if (request.url.pathname === `${API}/${detail.id}`) return envelopeAnswer(detail);
      return undefined;
    },
  });
}

describe('/TechProvePreview', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows the head, the fault, the attachments, every step of the history and the questions with their answers', async () => {
    renderPreview(improved);
    expect((await screen.findByTestId('tp-title')).textContent).toBe('Rear brake squeal');
    const head = screen.getByTestId('tp-head');
    expect(within(head).getByText('TP2026010400001')).toBeTruthy();
    expect(within(head).getByText('A5 Sedan')).toBeTruthy();
    expect(within(head).getByText('BP-200')).toBeTruthy();
    expect(screen.getByTestId('tp-description').textContent).toBe('Squeal on the first stops');
    expect(within(screen.getByTestId('tp-attachments')).getByText('pad.pdf')).toBeTruthy();
    const rows = within(screen.getByTestId('tp-history')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 4).map((c) => c.textContent))).toEqual([
      ['Submitted', 'Pending', '', 'Dan Dealer'],
      ['Accept', 'Pending → Improving', '', 'Olga OEM'],
      ['Improvement done', 'Improving → Improved, awaiting proof', 'Pad chamfer changed', 'Olga OEM'],
    ]);
    const answered = screen.getByTestId('tq-q-2');
    expect(within(answered).getByTestId('tq-answer').textContent).toContain('No recall, a service campaign.');
    expect(within(answered).queryByTestId('tq-answer-input')).toBeNull();
    expect(screen.queryAllByTestId(/^tp-action-/).map((b) => b.dataset.testid)).toEqual(['tp-action-reject', 'tp-action-prove', 'tp-action-cancel']);
  });

  it('answers a question only with more than 5 characters, and asks a new one', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent } = renderPreview(improved, ({ method, url }) => {
      if (method === 'POST' && url.pathname === `${API}/techQua/q-1/answer`) return envelopeAnswer({ ...improved, questions: [question({ state: 4, answer: 'Yes, from 2024 on.', answerName: 'Olga OEM', actions: [] }), improved.questions[1]!], version: improved.version });
      if (method === 'POST' && url.pathname === `${API}/techQua`) return envelopeAnswer(improved);
      return undefined;
    });
    const open = await screen.findByTestId('tq-q-1');
    await actor.type(within(open).getByTestId('tq-answer-input'), 'Yes.');
    await actor.click(within(open).getByTestId('tq-answer-send'));
    expect(await within(open).findByText('The answer must be longer than 5 characters')).toBeTruthy();
    expect(writes(sent)).toEqual([]);
    await actor.type(within(open).getByTestId('tq-answer-input'), ' From 2024 on.');
    // The send button locks for a second after a click (spec section 5): typing may be quicker.
    await afterButtonLock();
    await actor.click(within(open).getByTestId('tq-answer-send'));
    await waitFor(() => expect(writes(sent).map((s) => [s.path, s.body])).toEqual([[`${API}/techQua/q-1/answer`, { version: 1, answer: 'Yes. From 2024 on.' }]]));

    await actor.type(screen.getByTestId('tq-ask-input'), 'Does it fit the estate?');
    await actor.click(screen.getByTestId('tq-ask'));
    await waitFor(() => expect(writes(sent).at(-1)).toMatchObject({ path: `${API}/techQua`, body: { proveId: 'tp-1', question: 'Does it fit the estate?' } }));
  });

  it('offers no question box on a closed proof and no button the server does not list', async () => {
    renderPreview(techProveDetail({ state: 4, actions: [], canAsk: false }));
    await screen.findByTestId('tp-title');
    expect(screen.queryByTestId('tq-ask-input')).toBeNull();
    expect(screen.queryAllByTestId(/^tp-action-/)).toEqual([]);
    expect(screen.getByText('No questions yet')).toBeTruthy();
  });

  it('says so for a proof the caller may not read', async () => {
    renderPreview(improved, ({ url }) => (url.pathname === `${API}/tp-1` ? { status: 404, body: { code: '404', mesg: 'The requested data does not exist', data: null } } : undefined));
    expect(await screen.findByText('The technical proof does not exist or you may not read it')).toBeTruthy();
  });
});
