import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseDetail, WaitingDocument } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler } from '../../test/fake-server';
import { expectFavoriteOnAndOff, favoriteAnswers, READER, refusalRecord, renderReadingPage } from '../../test/reading-page-kit';
import { afterButtonLock } from '../../shared/document-filter/filter-test-kit';
import { fieldMessages } from '../../test/form-messages';
import { AUTHOR, caseDetail, caseLookups, caseStep, DOCUMENT_API } from './case-test-kit';
import { CaseDetailPage } from './pages/case-detail-page';
import { MyVerifyPage } from './pages/my-verify-page';
import { ExcellentCases } from './components/excellent-cases';
import { useClaimWorkListQuery } from '../claims/api/claims-api';

/** A screen that keeps the claims' authoring list in the cache (as /ClaimManage does). */
function ClaimListProbe() {
  const { data } = useClaimWorkListQuery({ pageNo: 1, pageSize: 10 });
  return <span data-testid="claim-total">{data?.total ?? '-'}</span>;
}

const published = caseDetail({
  submitState: 1,
  verifyState: 1,
  publishState: 1,
  publishTime: '2026-01-06T08:00:00.000Z',
  timesRead: 7,
  actions: [],
  steps: [caseStep('fault', 1, { symptom: 'Squeal', images: ['/tis/file/p1.jpg', '/tis/file/p2.jpg'], audio: ['/tis/file/noise.mp3'] }), caseStep('solution', 1, { action: 'Replaced the pads', video: ['/tis/file/fix.mp4'] })],
});

function renderDetail(detail: CaseDetail, handler?: FakeHandler, user = READER) {
  return renderReadingPage({
    path: '/CaseDetail',
    page: <CaseDetailPage />,
    api: `${DOCUMENT_API}/case`,
    detail,
    history: [refusalRecord('Add photos')],
    handler,
    fallback: caseLookups,
    signedInAs: user,
    routes: [{ path: '/SearchPage', element: <div data-testid="opened-search" /> }],
  });
}

describe('/CaseDetail', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows the case with its rows, media, verify history and read count', async () => {
    renderDetail(published);
    expect(await screen.findByText('Brake noise at low speed')).toBeTruthy();
    expect(screen.getByTestId('case-times-read').textContent).toBe('7');
    const fault = screen.getByTestId('view-section-fault');
    expect(within(fault).getByText('Squeal')).toBeTruthy();
    expect(within(fault).getAllByRole('img', { name: /Photo/ })).toHaveLength(2);
    expect(within(fault).getAllByTestId('case-audio')).toHaveLength(1);
    expect(within(screen.getByTestId('view-section-solution')).getAllByTestId('case-video')).toHaveLength(1);
    expect(await screen.findByText('Add photos')).toBeTruthy();
    // A reader has no workflow buttons, no readers list and no excellent switch.
    expect(screen.queryByTestId('case-readers')).toBeNull();
    expect(screen.queryByTestId('case-excellent')).toBeNull();
  });

  it('adds the case to the favorites and takes it out again', { timeout: 30_000 }, async () => {
    const { sent } = renderDetail(published, favoriteAnswers('case', 'c-1', 'Brake noise at low speed'));
    await expectFavoriteOnAndOff(userEvent.setup(), sent, 'case', 'c-1');
  });

  it('shares the case with the account typed in', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const { sent, messages } = renderDetail(published, ({ url }) => (url.pathname === `${DOCUMENT_API}/case/share` ? envelopeAnswer(true) : undefined));
    await actor.click(await screen.findByTestId('toolbar-share'));
    const dialog = await screen.findByTestId('share-dialog');
    const ok = within(dialog).getByRole('button', { name: 'Share' });
    await actor.click(ok);
    await waitFor(() => expect(fieldMessages(within(dialog).getByTestId('share-user'))).toEqual(['This field cannot be empty']));
    expect(sent.some((s) => s.url.pathname.endsWith('/share'))).toBe(false);

    await actor.type(within(dialog).getByTestId('share-user'), ' dealer01 ');
    await afterButtonLock();
    await actor.click(ok);
    await waitFor(() => expect(sent.find((s) => s.url.pathname.endsWith('/share'))?.path).toBe(`${DOCUMENT_API}/case/share?caseId=c-1&receivingUser=dealer01`));
    await waitFor(() => expect(messages.some((m) => m.level === 'success')).toBe(true));
  });

  it('offers sharing only for a published case, and the readers list to its author', async () => {
    renderDetail(caseDetail({ actions: ['submit', 'edit'] }), undefined, AUTHOR);
    await screen.findByTestId('case-detail');
    expect(screen.queryByTestId('toolbar-share')).toBeNull();
    expect(screen.getByTestId('toolbar-print')).toBeTruthy();
    expect(screen.getByTestId('case-readers')).toBeTruthy();
    expect(screen.getByTestId('case-action-submit')).toBeTruthy();
    expect(screen.getByTestId('case-action-edit')).toBeTruthy();
  });
});

describe('/MyVerify', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('lists what waits for the caller, links each to its reading view, and approves in place', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const waiting: WaitingDocument[] = [
      { kind: 'case', id: 'c-1', code: 'RC-1', title: 'Brake noise', authorName: 'Ann Author', orgName: 'Beijing Service', submitTime: '2026-01-05T08:00:00.000Z', version: 4 },
      { kind: 'claim', id: 'cl-1', code: 'CL-1', title: 'Pump leak', authorName: 'Bob', orgName: null, submitTime: null, version: 2 },
    ];
    const { sent } = renderRoutesWithFakeServer([{ path: '/MyVerify', element: <MyVerifyPage /> }], '/MyVerify', {
      signedInAs: READER,
      handler: ({ method, url }) => {
        if (url.pathname === `${DOCUMENT_API}/verify/mine`) return envelopeAnswer({ list: waiting, total: 2 });
        if (method === 'POST' && url.pathname === `${DOCUMENT_API}/case/c-1/verify`) return envelopeAnswer(caseDetail({ verifyState: 1, submitState: 1 }));
        return undefined;
      },
    });
    const links = await screen.findAllByTestId('waiting-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/CaseDetail?id=c-1', '/ClaimDetail?id=cl-1']);
    expect(screen.getByText('Claim case')).toBeTruthy();

    await actor.click(screen.getAllByTestId('waiting-verify')[0]!);
    await actor.click(within(await screen.findByTestId('verify-dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ version: 4, approved: true }));
  });

  it('refreshes the claims’ lists when a claim is approved from /MyVerify', { timeout: 30_000 }, async () => {
    const actor = userEvent.setup();
    const waiting: WaitingDocument[] = [{ kind: 'claim', id: 'cl-1', code: 'CL-1', title: 'Pump leak', authorName: 'Bob', orgName: null, submitTime: null, version: 2 }];
    const { sent } = renderRoutesWithFakeServer(
      [{ path: '/MyVerify', element: <><MyVerifyPage /><ClaimListProbe /></> }],
      '/MyVerify',
      {
        signedInAs: READER,
        handler: ({ method, url }) => {
          if (url.pathname === `${DOCUMENT_API}/verify/mine`) return envelopeAnswer({ list: waiting, total: 1 });
          if (url.pathname.endsWith('/claim/work/list')) return envelopeAnswer({ list: [], total: 1 });
          if (method === 'POST' && url.pathname.endsWith('/claim/cl-1/verify')) return envelopeAnswer({ id: 'cl-1' });
          return undefined;
        },
      },
    );
    const claimLists = () => sent.filter((s) => s.method === 'GET' && s.url.pathname.endsWith('/claim/work/list')).length;
    await waitFor(() => expect(screen.getByTestId('claim-total').textContent).toBe('1'));
    expect(claimLists()).toBe(1);
    await actor.click(await screen.findByTestId('waiting-verify'));
    await actor.click(within(await screen.findByTestId('verify-dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(claimLists()).toBe(2));
  });

  it('lists the excellent cases on the home page, each opening its reading view, and nothing when there are none', async () => {
    const rows = [published, { ...published, id: 'c-2', title: 'Idle stall when cold', seriesName: null, orgName: null }];
    renderRoutesWithFakeServer([{ path: '/index', element: <ExcellentCases /> }], '/index', {
      signedInAs: READER,
      handler: ({ url }) => (url.pathname === `${DOCUMENT_API}/case/excellent` ? envelopeAnswer(rows) : undefined),
    });
    const links = await screen.findAllByTestId('excellent-case-link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Brake noise at low speed', '/CaseDetail?id=c-1'],
      ['Idle stall when cold', '/CaseDetail?id=c-2'],
    ]);
    expect(screen.getByText('A5 Sedan · Beijing Service')).toBeTruthy();
  });

  it('shows no excellent-case card while there are none', async () => {
    const { sent } = renderRoutesWithFakeServer([{ path: '/index', element: <div data-testid="home">{<ExcellentCases />}</div> }], '/index', {
      signedInAs: READER,
      handler: ({ url }) => (url.pathname === `${DOCUMENT_API}/case/excellent` ? envelopeAnswer([]) : undefined),
    });
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/case/excellent'))).toBe(true));
    expect(screen.queryByTestId('excellent-cases')).toBeNull();
  });
});
