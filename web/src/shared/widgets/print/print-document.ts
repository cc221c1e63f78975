import { clientEnvironment } from '../../../api/client-environment';
import { BASENAME } from '../../../app/paths';
import { textKey } from '../../../i18n/keys';

/** A document handed to /PrintPage: its title and HTML body (sanitised by the page). */
export interface PrintDocument {
  title: string;
  html: string;
}

/** sessionStorage key of the document; a tab opened by window.open starts with a copy of it. */
export const PRINT_DOCUMENT_KEY = 'tis.printDocument';

export const PRINT_PAGE_PATH = '/PrintPage';

function isPrintDocument(value: unknown): value is PrintDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Record<string, unknown>;
  return typeof doc.title === 'string' && typeof doc.html === 'string';
}

/** The document the opener handed over, or null. */
export function readPrintDocument(storage: Storage = window.sessionStorage): PrintDocument | null {
  const raw = storage.getItem(PRINT_DOCUMENT_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isPrintDocument(value) ? value : null;
  } catch {
    return null;
  }
}

export interface OpenPrintPageEnvironment {
  storage: Storage;
  open(url: string): Window | null;
  /** Used when the browser blocks the new tab. */
  assign(url: string): void;
}

/**
 * Opens /PrintPage in a new tab with this document (spec section 2); the page shows it with the
 * user's watermark and prints it. False (with a message) when the browser cannot hold the document.
 */
export function openPrintPage(doc: PrintDocument, env: Partial<OpenPrintPageEnvironment> = {}): boolean {
  const { storage, open, assign } = {
    storage: window.sessionStorage,
    // No 'noopener': the new tab must start with a copy of this tab's sessionStorage.
    open: (url: string) => window.open(url, '_blank'),
    assign: (url: string) => window.location.assign(url),
    ...env,
  };
  try {
    storage.setItem(PRINT_DOCUMENT_KEY, JSON.stringify({ title: doc.title, html: doc.html }));
  } catch {
    // QuotaExceededError: the document is larger than the browser's session storage.
    const env = clientEnvironment();
    env.notifier.message('error', env.translate(textKey('widgets.printPage.tooLarge')));
    return false;
  }
  const url = `${BASENAME}${PRINT_PAGE_PATH}`;
  if (open(url) === null) assign(url);
  return true;
}
