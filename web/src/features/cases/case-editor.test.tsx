import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseDetail } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderRoutesWithFakeServer, type FakeHandler, type SentRequest } from '../../test/fake-server';
import { afterButtonLock, choose } from '../../shared/document-filter/filter-test-kit';
import { fieldMessages } from '../../test/form-messages';
import { richTextBox, writeRichText } from '../../test/rich-text-kit';
import { AUTHOR, caseDetail, caseLookups, caseStep, DOCUMENT_API } from './case-test-kit';
import { CaseWorkDetailPage } from './pages/case-work-detail-page';

function renderEditor(path: string, handler: FakeHandler) {
  return renderRoutesWithFakeServer([{ path: '/CaseWorkDetail', element: <CaseWorkDetailPage /> }], path, {
    signedInAs: AUTHOR,
    handler: async (r) => (await handler(r)) ?? caseLookups(r),
  });
}

/** Answers `GET case/:id` and its verify history from these cases. */
const casesById =
  (...cases: CaseDetail[]): FakeHandler =>
  ({ method, url }) => {
    if (method !== 'GET') return undefined;
    const [, id, rest] = /^\/tis\/api\/documentService\/case\/([^/]+)(\/verifyList)?$/.exec(url.pathname) ?? [];
    const found = cases.find((c) => c.id === id);
    if (!found) return undefined;
    return rest ? envelopeAnswer([]) : envelopeAnswer(found);
  };

const input = (testId: string, within_: HTMLElement = document.body) => within(within_).getByTestId<HTMLInputElement>(testId);
const writes = (sent: SentRequest[]) => sent.filter((s) => s.method !== 'GET' && s.url.pathname.startsWith(`${DOCUMENT_API}/case`));

describe('/CaseWorkDetail', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('opened on case A, then on case B, shows B (nothing of A stays in the form)', { timeout: 45_000 }, async () => {
    const a = caseDetail({ id: 'c-a', caseCode: 'RC-A', title: 'Case A', summary: 'Summary A', steps: [caseStep('fault', 1, { runningStatus: 'At idle', description: 'A squeals' })] });
    const b = caseDetail({ id: 'c-b', caseCode: 'RC-B', title: 'Case B', summary: null, steps: [caseStep('check', 1, { objectSystem: 'Brakes' })] });
    const { router } = renderEditor('/CaseWorkDetail?id=c-a', casesById(a, b));
    await waitFor(() => expect(input('case-title').value).toBe('Case A'));
    expect(input('step-description', screen.getByTestId('step-fault-0')).value).toBe('A squeals');
    expect((await richTextBox('case-summary')).textContent).toBe('Summary A');
    await writeRichText('case-summary', 'Summary A edited');

    await act(() => router.navigate('/CaseWorkDetail?id=c-b'));
    await waitFor(() => expect(input('case-title').value).toBe('Case B'));
    expect(screen.getByText('Edit case RC-B')).toBeTruthy();
    await waitFor(async () => expect((await richTextBox('case-summary')).textContent).toBe(''));
    expect(screen.queryByTestId('step-fault-0')).toBeNull();
    expect(within(screen.getByTestId('step-check-0')).getByTestId<HTMLInputElement>('step-objectSystem').value).toBe('Brakes');
  });

  it('checks the case with its schema, sends the rows of every section with their files, then names the new case in the URL and submits it', { timeout: 90_000 }, async () => {
    const actor = userEvent.setup();
    const created = caseDetail({ id: 'c-new', caseCode: 'RC-NEW', version: 1, actions: ['submit', 'discard', 'edit', 'delete'] });
    const { sent, router } = renderEditor('/CaseWorkDetail', (request) => {
      const { method, url, body } = request;
      if (method === 'POST' && url.pathname === '/tis/api/fileconverter/upload') {
        return envelopeAnswer({ id: 'f-1', originalName: 'pad.jpg', contentType: 'image/jpeg', size: 3, url: '/tis/file/2026/pad.jpg' });
      }
      if (method === 'POST' && url.pathname === `${DOCUMENT_API}/case`) return envelopeAnswer({ ...created, ...(body as object) });
      if (method === 'PUT' && url.pathname === `${DOCUMENT_API}/case/c-new`) return envelopeAnswer({ ...created, version: 2 });
      if (method === 'POST' && url.pathname === `${DOCUMENT_API}/case/c-new/submit`) return envelopeAnswer({ ...created, version: 3, submitState: 1, actions: [] });
      return casesById(created)(request);
    });
    await screen.findByTestId('case-editor');
    expect(screen.queryByTestId('case-submit')).toBeNull();

    // An empty row says nothing: the schema's message at the row, and nothing is sent.
    await actor.click(screen.getByTestId('step-check-add'));
    await actor.click(screen.getByTestId('case-save'));
    await waitFor(() => expect(fieldMessages(input('case-title'))).toEqual(['This field cannot be empty']));
    // The rich-text field reports its message in a render of its own (later on a loaded machine).
    await waitFor(() => expect(fieldMessages(input('case-description'))).toEqual(['The content cannot be empty']));
    expect(writes(sent)).toEqual([]);

    await actor.type(input('case-title'), 'Idle squeal');
    await choose('case-brand', 'Passenger Cars (PC)', actor);
    await choose('case-series', 'A5 Sedan (PC-A5)', actor);
    await actor.type(input('case-mileage'), '12000');
    await writeRichText('case-description', 'Squeal at idle');
    await afterButtonLock();
    await actor.click(screen.getByTestId('case-save'));
    const checkRow = screen.getByTestId('step-check-0');
    await waitFor(() => expect(fieldMessages(input('step-description', checkRow))).toEqual(['A row must hold at least one value, text or file']));
    expect(writes(sent)).toEqual([]);
    await actor.click(within(checkRow).getByTestId('step-remove'));

    // A fault row with a word the parameters do not offer, a text and a photo; a solution row.
    await actor.click(screen.getByTestId('step-fault-add'));
    const faultRow = screen.getByTestId('step-fault-0');
    const running = within(faultRow).getByTestId('step-runningStatus');
    await actor.type(within(running).getByRole('combobox'), 'Cold start');
    await actor.type(input('step-description', faultRow), 'Squeal');
    const file = new File(['jpg'], 'pad.jpg', { type: 'image/jpeg' });
    const picker = within(faultRow).getByTestId('media-images').querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(picker, { target: { files: [file] } });
    await waitFor(() => expect(within(faultRow).getByTestId('case-photos')).toBeTruthy());
    expect(sent.find((s) => s.url.pathname === '/tis/api/fileconverter/upload')?.url.searchParams.get('category')).toBe('image');
    await actor.click(screen.getByTestId('step-solution-add'));
    await actor.type(input('step-action', screen.getByTestId('step-solution-0')), 'Replaced the pads');

    await afterButtonLock();
    await actor.click(screen.getByTestId('case-save'));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    const nulls = (...names: string[]) => Object.fromEntries(names.map((n) => [n, null]));
    expect(writes(sent)[0]?.body).toEqual({
      title: 'Idle squeal',
      brandCode: 'PC',
      seriesCode: 'PC-A5',
      vin: null,
      mileage: 12000,
      mileageElectric: null,
      description: '<p>Squeal at idle</p>',
      ...nulls('runningStatus', 'roadType', 'weather', 'symptom', 'faultPart', 'duration', 'dtcCode', 'source', 'checkProcess', 'solution', 'summary'),
      steps: [
        {
          section: 'fault',
          runningStatus: 'Cold start',
          ...nulls('driverOperation', 'direction', 'roadType', 'weather', 'durationString', 'position', 'positionSuffix', 'symptom', 'symptomPrefix'),
          description: 'Squeal',
          images: ['/tis/file/2026/pad.jpg'],
          audio: [],
          video: [],
        },
        { section: 'solution', action: 'Replaced the pads', description: null, images: [], audio: [], video: [] },
      ],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=c-new'));
    expect(await screen.findByText('Edit case RC-NEW')).toBeTruthy();

    // Submit saves the form with the version read, then submits with the version saved.
    await afterButtonLock();
    await actor.click(await screen.findByTestId('case-submit'));
    await waitFor(() => expect(writes(sent)).toHaveLength(3));
    expect(writes(sent).map((s) => `${s.method} ${s.url.pathname}`)).toEqual([`POST ${DOCUMENT_API}/case`, `PUT ${DOCUMENT_API}/case/c-new`, `POST ${DOCUMENT_API}/case/c-new/submit`]);
    expect(writes(sent)[1]?.body).toMatchObject({ title: 'Idle squeal', version: 1 });
    expect(writes(sent)[2]?.body).toEqual({ version: 2 });
  });

  it('shows a case the caller may not edit read-only, without save', async () => {
    const submitted = caseDetail({ id: 'c-s', submitState: 1, actions: [] });
    renderEditor('/CaseWorkDetail?id=c-s', casesById(submitted));
    expect(await screen.findByTestId('case-read-only')).toBeTruthy();
    expect(input('case-title').disabled).toBe(true);
    expect(screen.queryByTestId('case-save')).toBeNull();
  });
});
