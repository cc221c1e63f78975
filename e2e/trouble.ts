import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * What the browser saw go wrong during a test, for the report of a failed one: a test that times
 * out waiting for a row says only that the row never came; this says whether the server refused a
 * request (429, 5xx), the SPA threw, or the page showed something else.
 */
const NOTES_KEPT = 40;
const TEXT_SHOWN = 400;

const notes: string[] = [];
const pages = new Set<Page>();

function note(text: string): void {
  notes.push(`${new Date().toISOString()} ${text}`);
  if (notes.length > NOTES_KEPT) notes.shift();
}

/** Notes what a window's pages go through: refused API and file requests, uncaught errors, console errors. */
export function watchContext(context: BrowserContext): void {
  context.on('page', (page) => {
    pages.add(page);
    page.on('close', () => pages.delete(page));
  });
  context.on('response', (response) => {
    const status = response.status();
    if (status !== 429 && status < 500) return;
    const url = new URL(response.url());
    if (url.pathname.startsWith('/tis/api/') || url.pathname.startsWith('/tis/file/')) note(`${status} ${response.request().method()} ${url.pathname}`);
  });
  context.on('weberror', (error) => note(`uncaught in ${error.page()?.url() ?? 'a page'}: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') note(`console error in ${message.page()?.url() ?? 'a page'}: ${message.text().slice(0, TEXT_SHOWN)}`);
  });
}

/** The browser with every new window watched. */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  return browser;
}

/** Forgets what earlier tests saw. */
export function clearTrouble(): void {
  notes.length = 0;
}

/** The notes of this test and, for every page still open, its address and the start of its content's text. */
export async function troubleReport(): Promise<string> {
  const open = await Promise.all(
    [...pages].map(async (page) => {
      // The page's own content (without the header and menu) when the main layout shows.
      const main = page.locator('.tis-main-content');
      const text = await main
        .count()
        .then((found) => (found > 0 ? main.first() : page.locator('body')).innerText({ timeout: 2_000 }))
        .catch((err: unknown) => `(no text: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
      return `${page.url()}\n  ${text.replace(/\s+/g, ' ').slice(0, TEXT_SHOWN)}`;
    }),
  );
  return [`browser notes: ${notes.length ? `\n${notes.join('\n')}` : 'none'}`, `open pages: ${open.length ? `\n${open.join('\n')}` : 'none'}`].join('\n');
}
