import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { CellValue } from './workbook-reader.js';

/** exceljs (and its zip, csv and stream libraries) is loaded on the first workbook written, not at start: idle memory (bench S8). */
async function excel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** A worksheet name as Excel takes it: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, '_').slice(0, 31) || 'Sheet1';
}

/**
 * Streams a workbook of one worksheet: the header row (kept in view), then `rows` as they come,
 * each written out at once, so the sheet is never whole in memory (exports of any size).
 */
export async function writeSheet(out: Writable, name: string, headers: readonly string[], rows: AsyncIterable<readonly CellValue[]>): Promise<void> {
  const { stream } = await excel();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header, i) => ({ header, key: `c${i}`, width: Math.max(16, Math.min(60, header.length + 4)) }));
  for await (const row of rows) sheet.addRow([...row]).commit();
  sheet.commit();
  await workbook.commit();
}
