import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { LANGUAGES } from '@tis/contracts';
import { loadTexts } from '../i18n';

// Every part of every bundled language, so tests render and switch languages without waiting.
await Promise.all(LANGUAGES.flatMap((lang) => [loadTexts('shell', lang), loadTexts('portal', lang)]));

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
});

afterEach(() => {
  cleanup();
});
