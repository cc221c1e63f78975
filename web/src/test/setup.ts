import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { LANGUAGES } from '@tis/contracts';
import { initI18n, loadTexts } from '../i18n';
import { forgetStoredFiles } from '../shared/widgets/file-upload/stored-file-url';

// Runs before every test file. Files share one module registry (the web project does not isolate
// them), so each starts from the same state, whatever ran before it in the worker: every part of
// every bundled language loaded (over any server texts an earlier file added), i18next started,
// in zh_CN (the default without a stored choice).
await Promise.all(LANGUAGES.flatMap((lang) => [loadTexts('shell', lang), loadTexts('portal', lang)]));
initI18n('zh_CN');

// The CI machine has two cores shared by every test project: give async queries time to settle
// (a screen that loads again after a save took over 5 s there).
configure({ asyncUtilTimeout: 10_000 });

// antd reads these browser APIs that jsdom lacks.
const noop = () => undefined;
if (typeof (window as Partial<Window>).matchMedia !== 'function') {
  // Old listener methods included: some libraries still call them.
  const list: Record<string, unknown> = {
    matches: false,
    onchange: null,
    addListener: noop,
    removeListener: noop,
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ ...list, media: query }) as unknown as MediaQueryList,
  });
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// ProseMirror (the rich-text editor) measures the selection to scroll it into view; jsdom has no layout.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;

beforeEach(() => {
  window.localStorage.clear();
  window.__TIS_CONFIG__ = undefined;
  // Files fetched in an earlier test (or file) are fetched again, under this test's fake server.
  forgetStoredFiles();
});

afterEach(() => {
  cleanup();
});
