import type { GeneratedCard } from './api/secret-cards-api';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A value a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe so it stays text.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface CardsCsvHeaders {
  seriesCode: string;
  cardNo: string;
  secret: string;
}

/** The generated cards as CSV text: BOM, a header row, one row per card, CRLF line ends. */
export function cardsCsv(seriesCode: string, cards: readonly GeneratedCard[], headers: CardsCsvHeaders): string {
  const rows = [[headers.seriesCode, headers.cardNo, headers.secret], ...cards.map((card) => [seriesCode, card.cardNo, card.secret])];
  return `${UTF8_BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** `secret-cards-VDS2026-20260115-0930.csv` */
export function cardsCsvFileName(seriesCode: string, at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}`;
  return `secret-cards-${seriesCode}-${stamp}.csv`;
}

/** Saves text as a file in the browser (no server round trip: the secrets exist only in this page). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
