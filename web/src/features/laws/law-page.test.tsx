import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LawView, RoleRightItem } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer, type FakeHandler } from '../../test/fake-server';
import { LawPage } from './pages/law-page';

const API = '/tis/api/systemService/law';
const PAGE: RoleRightItem = { itemId: 1, funLink: 'Laws', headApi: null };
const MANAGE: RoleRightItem[] = [
  { itemId: 2, funLink: 'create', headApi: '/api/' },
  { itemId: 3, funLink: 'edit', headApi: '/api/' },
  { itemId: 4, funLink: 'delete', headApi: '/api/' },
];
const meta = { version: 1, updatedAt: '2026-01-05T08:00:00.000Z', updatedBy: 'admin' };
const pdfLaw: LawView = {
  ...meta,
  id: 'law-1',
  lawCode: 'GB-7258',
  title: 'Safety of power-driven vehicles',
  category: 'Safety',
  issuer: 'Ministry of Transport',
  effectiveDate: '2026-01-01',
  lawState: 2,
  remark: null,
  fileUrl: '/tis/file/uploads/2026/01/gb-7258.pdf',
  fileName: 'GB-7258.pdf',
};
const wordLaw: LawView = { ...pdfLaw, id: 'law-2', lawCode: 'RECALL-1', title: 'Recall of defective vehicles', lawState: 0, fileUrl: '/tis/file/uploads/2026/01/recall.docx', fileName: 'recall.docx' };
const stored = { id: 'f-1', originalName: 'emissions.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 2048, url: '/tis/file/uploads/2026/02/emissions.xlsx' };

function server(extra: FakeHandler = () => undefined): FakeHandler {
  return async (request) => {
    if (request.path.startsWith(`${API}/list`)) return envelopeAnswer({ list: [pdfLaw, wordLaw], total: 2 });
    if (request.path.startsWith('/tis/file/')) return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
    return (await extra(request)) ?? undefined;
  };
}

function renderPage(roleRight: RoleRightItem[], handler = server()) {
  return renderWithFakeServer(<LawPage />, { signedInAs: { userCode: 'admin', userName: 'Administrator' }, roleRight, handler });
}

describe('/Laws', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
    URL.createObjectURL = vi.fn(() => 'blob:law');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets a reader list, filter by state, preview a PDF and download any file, without the writes', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const actor = userEvent.setup();
    const { sent } = renderPage([PAGE]);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('GB-7258')).toBeTruthy();
    // lawState 2 shows as "New", 0 as "Repealed".
    expect(within(table).getByText('New')).toBeTruthy();
    expect(within(table).getByText('Repealed')).toBeTruthy();
    expect(screen.queryByTestId('law-add')).toBeNull();
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.getByTestId('law-export')).toBeTruthy();

    // A PDF has a preview; the Word file only a download.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByTestId('law-preview')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('law-preview')).toBeNull();
    await actor.click(within(rows[0]!).getByTestId('law-preview'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:law', '_blank', 'noopener'));
    expect(sent.some((s) => s.path === pdfLaw.fileUrl && s.headers.Authorization === 'token')).toBe(true);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await actor.click(within(rows[1]!).getByTestId('law-download'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(sent.some((s) => s.path === wordLaw.fileUrl && s.headers.Authorization === 'token')).toBe(true);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('recall.docx');
    click.mockRestore();

    await actor.click(screen.getByTestId('filter-law-state'));
    await actor.click(await screen.findByTitle('In force'));
    await actor.type(screen.getByPlaceholderText('Code or title'), 'GB');
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.some((s) => s.path === `${API}/list?keyword=GB&lawState=1&pageNo=1&pageSize=20`)).toBe(true));
  });

  it('opened from a search result (/Laws?keyword=<code>), lists that regulation with the code in the keyword box', async () => {
    window.history.pushState({}, '', '/Laws?keyword=GB-7258');
    try {
      const { sent } = renderPage([PAGE]);
      await waitFor(() => expect(sent.some((s) => s.path === `${API}/list?keyword=GB-7258&pageNo=1&pageSize=20`)).toBe(true));
      expect(sent.filter((s) => s.path.startsWith(`${API}/list`)).every((s) => s.path.includes('keyword=GB-7258'))).toBe(true);
      expect(screen.getByPlaceholderText<HTMLInputElement>('Code or title').value).toBe('GB-7258');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('refuses a new regulation without its file, then uploads an Excel file and saves it with its name', async () => {
    const created: unknown[] = [];
    const { sent, messages } = renderPage(
      [PAGE, ...MANAGE],
      server((r) => {
        if (r.path === '/tis/api/fileconverter/upload?category=document') return envelopeAnswer(stored);
        if (r.method === 'POST' && r.path === API) {
          created.push(r.body);
          return envelopeAnswer({ ...pdfLaw, id: 'law-3' });
        }
        return undefined;
      }),
    );
    const actor = userEvent.setup();
    await actor.click(await screen.findByTestId('law-add'));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input().getAttribute('accept')).toBe('.pdf,.doc,.docx,.xls,.xlsx');
    expect(within(dialog).getByText('One file: PDF, Word (doc, docx) or Excel (xls, xlsx), at most 150 MB')).toBeTruthy();

    await actor.type(within(dialog).getByTestId('law-code'), 'EM-6');
    await actor.type(within(dialog).getByTestId('title'), 'Emission limits, stage 6');
    await actor.type(within(dialog).getByTestId('issuer'), 'Ministry of Ecology');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText('Upload the regulation file first')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST' && s.path === API)).toHaveLength(0);

    // A type of another screen is refused before anything is sent.
    fireEvent.change(input(), { target: { files: [new File(['x'], 'slides.pptx')] } });
    await waitFor(() => expect(messages.map((m) => m.text)).toContain('Only pdf, doc, docx, xls, xlsx files can be uploaded here'));
    expect(sent.some((s) => s.path.includes('/upload'))).toBe(false);
    fireEvent.change(input(), { target: { files: [new File(['xlsx'], 'emissions.xlsx')] } });
    await waitFor(() => expect(within(dialog).getByText('emissions.xlsx')).toBeTruthy());
    const save = within(dialog).getByTestId<HTMLButtonElement>('edit-modal-save');
    await waitFor(() => expect(save.disabled).toBe(false), { timeout: 2_000 });
    await actor.click(save);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      lawCode: 'EM-6',
      title: 'Emission limits, stage 6',
      issuer: 'Ministry of Ecology',
      lawState: 2,
      fileUrl: stored.url,
      fileName: 'emissions.xlsx',
    });
    expect((created[0] as { effectiveDate: string }).effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
