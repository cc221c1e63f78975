import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASENAME, findRoute, guardLoader } from '../../app/routes';
import { STORAGE_KEYS } from '../../app/session-storage';
import { i18n, initI18n } from '../../i18n';
import { openPrintPage, PRINT_DOCUMENT_KEY, readPrintDocument } from '../../shared/widgets/print';
import { renderWithFakeServer } from '../../test/fake-server';
import { PrintPage } from './pages/print-page';

const DEALER = { userCode: 'u-dealer', userName: 'Li Lei', userType: 'dealer', userAgentCode: 'D1001' };

function guard(path: string): string | null {
  const result = guardLoader({ request: new Request(`http://localhost${BASENAME}${path}`), params: {}, context: {} } as never);
  return result === null ? null : result.headers.get('Location');
}

describe('/PrintPage', () => {
  beforeEach(async () => {
    window.sessionStorage.clear();
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the handed-over document sanitised, under the user’s watermark, and prints it after 800 ms', async () => {
    vi.useFakeTimers();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    window.sessionStorage.setItem(
      PRINT_DOCUMENT_KEY,
      JSON.stringify({
        title: 'TSB 0000000-01-A',
        html: '<p style="color: rgb(255, 0, 0)">Replace the filter</p><img src="/tis/file/a.png" onerror="alert(1)"><script>window.hacked = 1</script><a href="javascript:alert(1)">x</a>',
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:tis/a') }));
    const { sent } = renderWithFakeServer(<PrintPage />, {
      handler: (request) => (request.path === '/tis/file/a.png' ? new Response('png', { headers: { 'Content-Type': 'image/png' } }) : undefined),
      signedInAs: DEALER,
    });

    expect(screen.getByRole('heading', { name: 'TSB 0000000-01-A' })).toBeTruthy();
    const body = screen.getByTestId('print-document-body');
    expect(body.querySelector('p')?.getAttribute('style')).toBe('color: rgb(255, 0, 0)');
    const img = body.querySelector('img')!;
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(screen.getByTestId('watermark').style.backgroundImage).toContain(encodeURIComponent('Li Lei D1001'));

    // The stored image comes with the session token (an <img> could not send it), then printing waits 800 ms.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent.map((r) => [r.path, r.headers.Authorization])).toEqual([['/tis/file/a.png', 'token']]);
    expect(img.getAttribute('src')).toBe('blob:tis/a');
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(print).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(print).toHaveBeenCalledTimes(1);
    // The page's own watermark is printed: no second layer.
    expect(document.getElementById('tis-print-watermark')).toBeNull();
  });

  it('says how to use it and prints nothing when no document was handed over', async () => {
    vi.useFakeTimers();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithFakeServer(<PrintPage />, { handler: () => undefined, signedInAs: DEALER });
    expect(screen.getByText("Nothing to print: open this page with a document's print button")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(print).not.toHaveBeenCalled();
  });

  it('hands the document over in sessionStorage and opens the page in a new tab (same tab when blocked)', () => {
    const open = vi.fn<(url: string) => Window | null>(() => window);
    const assign = vi.fn<(url: string) => void>();
    expect(openPrintPage({ title: 'Case 1', html: '<p>a</p>' }, { open, assign })).toBe(true);
    expect(open).toHaveBeenCalledWith('/tis/PrintPage');
    expect(assign).not.toHaveBeenCalled();
    expect(readPrintDocument()).toEqual({ title: 'Case 1', html: '<p>a</p>' });

    open.mockReturnValue(null);
    openPrintPage({ title: 'Case 2', html: '' }, { open, assign });
    expect(assign).toHaveBeenCalledWith('/tis/PrintPage');
    expect(readPrintDocument()?.title).toBe('Case 2');
  });

  it('tells the user when the document does not fit the browser storage', () => {
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    const open = vi.fn<(url: string) => Window | null>();
    const server = renderWithFakeServer(<div />, { handler: () => undefined });
    expect(openPrintPage({ title: 'Huge', html: 'x' }, { storage: full, open })).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(server.messages).toEqual([{ level: 'error', text: 'The document is too large to print in the browser' }]);
  });

  it('is a signed-in page outside the main layout', () => {
    expect(findRoute('/PrintPage')).toMatchObject({ layout: 'blank', permission: null, hideInMenu: true });
    expect(guard('/PrintPage')).toBe('/login');
    window.localStorage.setItem(STORAGE_KEYS.token, 'abc');
    expect(guard('/PrintPage')).toBeNull();
  });
});
