import { businessError, DOCUMENT_EXPORT_MAX_ROWS, type Language, type PageResult, WEB_TEXTS, type WebTextKey } from '@tis/contracts';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { sendWorkbook } from '../http/workbook-download.js';
import type { CellValue } from './workbook-reader.js';
import { writeSheet } from './workbook-writer.js';

/** Rows one page of an export reads. */
const EXPORT_PAGE_SIZE = 500;

/** A column of a list's workbook: its header (the list's column title) and its cell of a row, in the caller's language. */
export interface ExportColumn<R> {
  header: WebTextKey;
  cell: (row: R, lang: Language) => CellValue;
}

/** A list as the export reads it: one page (1-based) of the list's filters, with the total. */
export type ListPage<R> = (pageNo: number, pageSize: number) => Promise<PageResult<R>>;

/**
 * A list as an Excel workbook (issue 15: Excel export of every list; document lists and other
 * hand-written lists — resources have theirs in the kernel): the rows of the
 * list's filters in the list's order, read a page at a time and streamed, headed by the list's
 * column titles in the caller's language. A list of more than DOCUMENT_EXPORT_MAX_ROWS rows is
 * refused before anything is sent (narrow the filters), never cut off silently.
 */
export async function sendListExport<R>(
  reply: FastifyReply,
  logger: Logger,
  options: { fileName: string; lang: Language; columns: readonly ExportColumn<R>[]; list: ListPage<R> },
): Promise<void> {
  const { fileName, lang, columns, list } = options;
  const first = await list(1, EXPORT_PAGE_SIZE);
  if (first.total > DOCUMENT_EXPORT_MAX_ROWS) throw businessError('resource.export.tooManyRows', { max: DOCUMENT_EXPORT_MAX_ROWS });
  async function* rows(): AsyncGenerator<readonly CellValue[]> {
    let page = first;
    for (let pageNo = 1; ; pageNo += 1) {
      for (const row of page.list) yield columns.map((column) => column.cell(row, lang));
      if (page.list.length < EXPORT_PAGE_SIZE || pageNo * EXPORT_PAGE_SIZE >= first.total) return;
      page = await list(pageNo + 1, EXPORT_PAGE_SIZE);
    }
  }
  const headers = columns.map((column) => webText(lang, column.header));
  const name = `${fileName}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  await sendWorkbook(reply, name, (out) => writeSheet(out, fileName, headers, rows()), logger);
}

/** A text of the SPA in a language (the list's column titles, state names). */
export function webText(lang: Language, key: WebTextKey): string {
  return WEB_TEXTS[lang][key];
}

/** A time cell (UTC): the ISO text as the lists show it (day and time), empty when none. */
export function timeCell(value: string | null): CellValue {
  return value ? value.slice(0, 19).replace('T', ' ') : '';
}
