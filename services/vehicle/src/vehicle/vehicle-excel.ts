import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { businessError, TisError, VEHICLE_SHEET_COLUMNS, VEHICLE_SHEET_NAME, VIN_IMPORT_MAX, type VehicleSheetColumn } from '@tis/contracts';
import type ExcelJS from 'exceljs';

/** exceljs (and its zip, csv and stream libraries) is loaded on the first import or export, not at start: idle memory (bench S8). */
async function excel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** One data row of an import: its worksheet row and the text of each template column (null: empty). */
export interface SheetRow {
  row: number;
  cells: Record<VehicleSheetColumn, string | null>;
}

/** What the first worksheet holds: its data rows, or why it cannot be read. */
export type ParsedSheet = { ok: true; rows: SheetRow[] } | { ok: false; reason: 'notWorkbook' | 'header' };

/**
 * Saves an upload to a temporary file, refusing more than `maxBytes` (413), and answers its path.
 * The caller removes it with `removeUpload`.
 */
export async function saveUpload(stream: Readable, maxBytes: number): Promise<string> {
  const path = join(tmpdir(), `tis-vehicle-import-${randomUUID()}.xlsx`);
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? new TisError('payloadTooLarge') : null, chunk);
    },
  });
  try {
    await pipeline(stream, limit, createWriteStream(path));
    return path;
  } catch (error) {
    stream.resume();
    await removeUpload(path);
    throw error;
  }
}

export async function removeUpload(path: string): Promise<void> {
  await rm(path, { force: true });
}

/** An .xlsx file is a zip archive: it starts with a local file header. */
async function looksLikeZip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await file.read(head, 0, 4, 0);
    return bytesRead === 4 && head.readUInt32LE(0) === 0x04034b50;
  } finally {
    await file.close();
  }
}

/** The text of a cell value as the user sees it: numbers as written, rich text joined, formulas by their result. */
export function cellText(value: ExcelJS.CellValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return cellText(value.richText.map((part) => part.text).join(''));
    if ('text' in value) return cellText(typeof value.text === 'string' ? value.text : null);
    if ('result' in value) return cellText(value.result);
    return null;
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}

/**
 * Reads the first worksheet of an import file with exceljs's streaming reader: row 1 must hold the
 * template headers, every other non-empty row is a vehicle. More than VIN_IMPORT_MAX vehicles stop
 * the reading at once: "More than 50000 VINs are not processed" (spec section 9).
 */
export async function readVehicleSheet(path: string): Promise<ParsedSheet> {
  if (!(await looksLikeZip(path))) return { ok: false, reason: 'notWorkbook' };
  const { stream } = await excel();
  const input = createReadStream(path);
  const reader = new stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  const rows: SheetRow[] = [];
  try {
    for await (const sheet of reader) {
      let header = false;
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        if (row.number === 1) {
          header = VEHICLE_SHEET_COLUMNS.every((column, i) => cellText(values[i + 1])?.toLowerCase() === column.toLowerCase());
          if (!header) return { ok: false, reason: 'header' };
          continue;
        }
        if (!header) return { ok: false, reason: 'header' };
        const cells = Object.fromEntries(VEHICLE_SHEET_COLUMNS.map((column, i) => [column, cellText(values[i + 1])])) as SheetRow['cells'];
        if (Object.values(cells).every((v) => v === null)) continue;
        if (rows.length === VIN_IMPORT_MAX) throw businessError('vehicle.import.tooManyVins');
        rows.push({ row: row.number, cells });
      }
      return header ? { ok: true, rows } : { ok: false, reason: 'header' };
    }
    return { ok: false, reason: 'header' };
  } catch (error) {
    if (error instanceof TisError) throw error;
    return { ok: false, reason: 'notWorkbook' };
  } finally {
    input.destroy();
  }
}

/**
 * Streams a workbook with the template columns and the given rows (the export; without rows, the
 * import template). Rows are written as they come: the whole list is never in memory.
 */
export async function writeVehicleSheet(out: Writable, rows: AsyncIterable<(string | number | null)[]>): Promise<void> {
  const { stream } = await excel();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(VEHICLE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = VEHICLE_SHEET_COLUMNS.map((column) => ({ header: column, key: column, width: column === 'vin' ? 22 : 16 }));
  for await (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}
