import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClientEnvironment } from '../../../api/client-environment';
import { i18n, initI18n, resolveText } from '../../../i18n';
import { renderWithFakeServer } from '../../../test/fake-server';
import { isOldInternetExplorer, printWithWatermark, usePrint, Watermark, watermarkSvg, watermarkText } from './index';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';

const DEALER = { userCode: 'u-dealer', userName: 'Li Lei', userType: 'dealer', userAgentCode: 'D1001' };
const OEM = { userCode: 'u-oem', userName: 'Han Meimei', userType: 'oem' };

function overlay(): HTMLElement | null {
  return document.getElementById('tis-print-watermark');
}

describe('print watermark', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
    // As main.tsx wires it: messages are translated by the app's i18n.
    configureClientEnvironment({ translate: resolveText });
  });
  afterEach(() => {
    vi.useRealTimers();
    overlay()?.remove();
  });

  it('shows user name plus agent code for service-outlet users, otherwise the user code', () => {
    expect(watermarkText(DEALER)).toBe('Li Lei D1001');
    expect(watermarkText(OEM)).toBe('u-oem');
    expect(watermarkText({ userCode: 'u-social', userName: 'Guest', userType: 'social' })).toBe('u-social');
    expect(watermarkText(null)).toBe('');
  });

  it('draws a 220x180 tile with the text rotated 27 degrees at 10 % opacity, the text escaped', () => {
    const svg = new DOMParser().parseFromString(watermarkSvg('<b>Li & Lei</b>'), 'image/svg+xml').documentElement;
    expect(svg.getAttribute('width')).toBe('220');
    expect(svg.getAttribute('height')).toBe('180');
    const text = svg.querySelector('text')!;
    expect(text.getAttribute('transform')).toBe('rotate(-27 110 90)');
    expect(text.getAttribute('fill-opacity')).toBe('0.1');
    expect(text.textContent).toBe('<b>Li & Lei</b>');
    expect(svg.querySelector('b')).toBeNull();
  });

  it('recognises old Internet Explorer only', () => {
    expect(isOldInternetExplorer(IE11)).toBe(true);
    expect(isOldInternetExplorer(IE10)).toBe(true);
    expect(isOldInternetExplorer(CHROME)).toBe(false);
  });

  it('lays the watermark over the page and prints 800 ms later, then removes it after printing', async () => {
    vi.useFakeTimers();
    const print = vi.fn();
    const done = printWithWatermark({ text: 'Li Lei D1001', environment: { userAgent: CHROME, print } });
    const layer = overlay()!;
    expect(layer.className).toContain('tis-watermark-print-only');
    expect(layer.style.backgroundImage).toContain(encodeURIComponent('Li Lei D1001'));
    expect(layer.style.backgroundSize).toBe('220px 180px');
    await vi.advanceTimersByTimeAsync(799);
    expect(print).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(overlay()).toBeNull();
  });

  it('prints nothing when the page went away during the delay', async () => {
    vi.useFakeTimers();
    const print = vi.fn();
    const controller = new AbortController();
    const done = printWithWatermark({ text: 'u-oem', signal: controller.signal, environment: { userAgent: CHROME, print } });
    expect(overlay()).not.toBeNull();
    controller.abort();
    await vi.advanceTimersByTimeAsync(800);
    await expect(done).resolves.toBe(false);
    expect(print).not.toHaveBeenCalled();
    expect(overlay()).toBeNull();
  });

  it('refuses to print on old Internet Explorer with the translated hint', async () => {
    const print = vi.fn();
    const refuse = vi.fn();
    await expect(printWithWatermark({ text: 'u-oem', environment: { userAgent: IE11, print, refuse } })).resolves.toBe(false);
    expect(refuse).toHaveBeenCalledWith('Please use the Chrome browser to print');
    await act(() => i18n.changeLanguage('zh_CN'));
    await printWithWatermark({ text: 'u-oem', environment: { userAgent: IE10, print, refuse } });
    expect(refuse).toHaveBeenLastCalledWith('请使用Chrome浏览器打印');
    expect(print).not.toHaveBeenCalled();
    expect(overlay()).toBeNull();
  });

  it('prints with the signed-in user’s watermark from a page button, and tells old IE users why not', async () => {
    vi.useFakeTimers();
    const print = vi.fn();
    let userAgent = CHROME;
    function Page() {
      const printer = usePrint({ environment: { get userAgent() { return userAgent; }, print } });
      return (
        <button type="button" disabled={printer.printing} onClick={() => void printer.print()}>
          print
        </button>
      );
    }
    const server = renderWithFakeServer(<Page />, { handler: () => undefined, signedInAs: DEALER });
    fireEvent.click(screen.getByRole('button', { name: 'print' }));
    expect(overlay()!.style.backgroundImage).toContain(encodeURIComponent('Li Lei D1001'));
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(print).toHaveBeenCalledTimes(1);

    userAgent = IE11;
    fireEvent.click(screen.getByRole('button', { name: 'print' }));
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(print).toHaveBeenCalledTimes(1);
    expect(server.messages).toEqual([{ level: 'error', text: 'Please use the Chrome browser to print' }]);
  });

  it('shows the session watermark as a full-page layer; none without a user', () => {
    renderWithFakeServer(<Watermark />, { handler: () => undefined, signedInAs: OEM });
    const layer = screen.getByTestId('watermark');
    expect(layer.style.backgroundImage).toContain(encodeURIComponent('u-oem'));
    expect(layer.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the watermark and hides the app chrome when printing', () => {
    // Vitest does not load stylesheets: the rules are read from the file the app bundles.
    const printCss = readFileSync(join(import.meta.dirname, 'print.css'), 'utf8');
    const print = /@media print\s*{([\s\S]*)}\s*$/.exec(printCss)?.[1] ?? '';
    expect(print).toMatch(/\.tis-watermark-print-only\s*{\s*display: block !important;/);
    expect(print).toMatch(/print-color-adjust: exact/);
    expect(print).toMatch(/\.tis-main-header,[\s\S]*\.tis-main-sider,[\s\S]*\.tis-print-hide,[\s\S]*{\s*display: none !important;/);
    expect(printCss).toMatch(/\.tis-watermark {[^}]*position: fixed;[^}]*inset: 0;/);
  });
});
