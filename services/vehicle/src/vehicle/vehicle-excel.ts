import type { Writable } from 'node:stream';
import { businessError, VEHICLE_SHEET_COLUMNS, VEHICLE_SHEET_NAME, VIN_IMPORT_MAX, type VehicleSheetColumn } from '@tis/contracts';
import { type CellValue, cellText, readFirstSheet, UnreadableWorkbookError } from '@tis/nest';
import type ExcelJS from 'exceljs';

/** exceljs (and its zip, csv and stream libraries) is loaded on the first export, not at start: idle memory (bench S8). */
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

/** The text of a cell, trimmed; null when empty. */
function textOf(value: CellValue | undefined): string | null {
  const text = cellText(value).trim();
  return text === '' ? null : text;
}

/**
 * Reads the first worksheet of an import file with the shared workbook reader (bounded inflating,
 * time and rows: `workbookTooLarge`): row 1 must hold the template headers, every other non-empty
 * row is a vehicle. More than VIN_IMPORT_MAX vehicles stop the reading at once: "More than 50000
 * VINs are not processed" (spec section 9).
 */
export async function readVehicleSheet(data: Buffer): Promise<ParsedSheet> {
  const rows: SheetRow[] = [];
  let header = false;
  try {
    for await (const { number, values } of readFirstSheet(data)) {
      if (number === 1) {
        header = VEHICLE_SHEET_COLUMNS.every((column, i) => textOf(values[i])?.toLowerCase() === column.toLowerCase());
        if (!header) return { ok: false, reason: 'header' };
        continue;
      }
      if (!header) return { ok: false, reason: 'header' };
      const cells = Object.fromEntries(VEHICLE_SHEET_COLUMNS.map((column, i) => [column, textOf(values[i])])) as SheetRow['cells'];
      if (Object.values(cells).every((v) => v === null)) continue;
      if (rows.length === VIN_IMPORT_MAX) throw businessError('vehicle.import.tooManyVins');
      rows.push({ row: number, cells });
    }
  } catch (error) {
    if (error instanceof UnreadableWorkbookError) return { ok: false, reason: 'notWorkbook' };
    throw error;
  }
  return header ? { ok: true, rows } : { ok: false, reason: 'header' };
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
