import type { Readable, Writable } from 'node:stream';
import {
  type MessageKey,
  TisError,
  TRANSLATION_SHEET_KEY_HEADER,
  TRANSLATION_SHEET_NAME,
  TRANSLATION_VALUE_MAX_LENGTH,
  type TranslationImportProblem,
  translate,
  translationKeySchema,
} from '@tis/contracts';
import type ExcelJS from 'exceljs';

/** exceljs (and its zip, csv and stream libraries) is loaded on the first import or export, not at start: idle memory (bench S8). */
async function excel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** The uncompressed content an import workbook may declare: a 10 MB upload of text stays far below it. */
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;

/** One key of the export: its text per language code. */
export interface ExportRow {
  key: string;
  values: Record<string, string>;
}

/**
 * Streams the workbook of the export: column "key", then one column per language code, one row
 * per key. Rows are written as they come, so the whole table is never in memory.
 */
export async function writeTranslationWorkbook(out: Writable, languages: readonly string[], rows: AsyncIterable<ExportRow>): Promise<void> {
  const { stream } = await excel();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(TRANSLATION_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: TRANSLATION_SHEET_KEY_HEADER, key: TRANSLATION_SHEET_KEY_HEADER, width: 48 },
    ...languages.map((lang) => ({ header: lang, key: lang, width: 60 })),
  ];
  for await (const row of rows) {
    sheet.addRow([row.key, ...languages.map((lang) => row.values[lang] ?? null)]).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Reads an upload into memory, refusing more than `maxBytes` (413). */
export async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > maxBytes) {
      stream.resume();
      throw new TisError('payloadTooLarge');
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** An .xlsx file is a zip archive: it starts with a local file header. */
export function looksLikeXlsx(data: Buffer): boolean {
  return data.length >= 4 && data.readUInt32LE(0) === ZIP_LOCAL_HEADER;
}

/**
 * The uncompressed size a zip archive declares for its entries (from the central directory), or
 * null when the directory cannot be read. ZIP64 archives count as unbounded. A guard against
 * archives that would inflate far beyond what a translation workbook can hold.
 */
export function zipDeclaredSize(data: Buffer): number | null {
  const minEnd = 22;
  if (data.length < minEnd) return null;
  const stop = Math.max(0, data.length - minEnd - 0xffff);
  for (let i = data.length - minEnd; i >= stop; i--) {
    if (data.readUInt32LE(i) !== ZIP_END_OF_CENTRAL_DIRECTORY) continue;
    const entries = data.readUInt16LE(i + 10);
    let p = data.readUInt32LE(i + 16);
    if (entries === 0xffff || p === 0xffffffff) return Number.POSITIVE_INFINITY;
    let total = 0;
    for (let e = 0; e < entries; e++) {
      if (p + 46 > data.length || data.readUInt32LE(p) !== ZIP_CENTRAL_HEADER) return null;
      const size = data.readUInt32LE(p + 24);
      if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
      total += size;
      p += 46 + data.readUInt16LE(p + 28) + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
    }
    return total;
  }
  return null;
}

/** A row of the import: its worksheet row, key and the text per language column (null: empty cell, leave as it is). */
export interface ImportRow {
  row: number;
  key: string;
  values: (string | null)[];
}

export interface ParsedWorkbook {
  /** Language codes of the value columns, in column order. */
  languages: string[];
  rows: ImportRow[];
  problems: TranslationImportProblem[];
}

/** The text of a cell as the user sees it; dates as ISO text. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return cell.text;
}

/** Column letters: 1 → A, 27 → AA. */
function columnLetter(col: number): string {
  let n = col;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/**
 * Reads and checks the first worksheet of an import: header "key" then language codes of the
 * language list, then one row per key. Every problem is collected (with its row and column, in
 * `lang`), so the user can fix the file in one go; nothing is written here.
 */
export async function readTranslationWorkbook(data: Buffer, knownLanguages: ReadonlySet<string>, lang: string): Promise<ParsedWorkbook> {
  const problems: TranslationImportProblem[] = [];
  const problem = (row: number, column: string | null, key: MessageKey, params?: Record<string, string | number>) =>
    problems.push({ row, column, message: translate(lang, key, params) });

  const { Workbook } = await excel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    problem(0, null, 'translation.import.notWorkbook');
    return { languages: [], rows: [], problems };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    problem(0, null, 'translation.import.noSheet');
    return { languages: [], rows: [], problems };
  }

  const header = sheet.getRow(1);
  if (cellText(header.getCell(1)).trim().toLowerCase() !== TRANSLATION_SHEET_KEY_HEADER) {
    problem(1, columnLetter(1), 'translation.import.keyHeader');
  }
  const columns: { col: number; langCode: string }[] = [];
  for (let col = 2; col <= header.cellCount; col++) {
    const code = cellText(header.getCell(col)).trim();
    if (code === '') continue;
    if (!knownLanguages.has(code)) problem(1, columnLetter(col), 'translation.import.languageHeader', { value: code });
    else if (columns.some((c) => c.langCode === code)) problem(1, columnLetter(col), 'translation.import.duplicateHeader', { value: code });
    else columns.push({ col, langCode: code });
  }
  if (columns.length === 0 && problems.length === 0) problem(1, null, 'translation.import.noLanguageColumns');

  const rows: ImportRow[] = [];
  const firstRowOf = new Map<string, number>();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const key = cellText(row.getCell(1)).trim();
    const values = columns.map(({ col }) => {
      const text = cellText(row.getCell(col));
      return text.trim() === '' ? null : text;
    });
    if (key === '' && values.every((v) => v === null)) return;
    const start = problems.length;
    if (key === '') {
      problem(rowNumber, TRANSLATION_SHEET_KEY_HEADER, 'validation.required');
    } else if (!translationKeySchema.safeParse(key).success) {
      problem(rowNumber, TRANSLATION_SHEET_KEY_HEADER, 'validation.translationKeyFormat');
    } else {
      const first = firstRowOf.get(key);
      if (first !== undefined) problem(rowNumber, TRANSLATION_SHEET_KEY_HEADER, 'translation.import.duplicateKey', { key, row: first });
      else firstRowOf.set(key, rowNumber);
    }
    values.forEach((value, i) => {
      if (value !== null && value.length > TRANSLATION_VALUE_MAX_LENGTH) {
        problem(rowNumber, columns[i]?.langCode ?? null, 'validation.translationValueTooLong');
      }
    });
    if (problems.length === start) rows.push({ row: rowNumber, key, values });
  });
  if (rows.length === 0 && problems.length === 0) problem(0, null, 'translation.import.noRows');
  return { languages: columns.map((c) => c.langCode), rows, problems };
}
