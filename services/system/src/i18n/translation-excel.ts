import type { Writable } from 'node:stream';
import {
  type MessageKey,
  TRANSLATION_SHEET_KEY_HEADER,
  TRANSLATION_SHEET_NAME,
  TRANSLATION_VALUE_MAX_LENGTH,
  type TranslationImportProblem,
  translate,
  translationKeySchema,
} from '@tis/contracts';
import { type CellValue, cellText, readFirstSheet, UnreadableWorkbookError } from '@tis/nest';
import type ExcelJS from 'exceljs';

/** exceljs (and its zip, csv and stream libraries) is loaded on the first export, not at start: idle memory (bench S8). */
async function excel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

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
 * Reads and checks the first worksheet of an import with the shared workbook reader (bounded
 * inflating, time and rows): header "key" then language codes of the language list, then one row
 * per key. Every problem is collected (with its row and column, in `lang`), so the user can fix the
 * file in one go; nothing is written here. A workbook past the reader's bounds throws
 * `workbookTooLarge`.
 */
export async function readTranslationWorkbook(data: Buffer, knownLanguages: ReadonlySet<string>, lang: string): Promise<ParsedWorkbook> {
  const problems: TranslationImportProblem[] = [];
  const problem = (row: number, column: string | null, key: MessageKey, params?: Record<string, string | number>) =>
    problems.push({ row, column, message: translate(lang, key, params) });

  let columns: { col: number; langCode: string }[] | null = null;
  const readHeader = (header: readonly CellValue[]): { col: number; langCode: string }[] => {
    const found: { col: number; langCode: string }[] = [];
    if (cellText(header[0]).trim().toLowerCase() !== TRANSLATION_SHEET_KEY_HEADER) problem(1, columnLetter(1), 'translation.import.keyHeader');
    for (let col = 2; col <= header.length; col++) {
      const code = cellText(header[col - 1]).trim();
      if (code === '') continue;
      if (!knownLanguages.has(code)) problem(1, columnLetter(col), 'translation.import.languageHeader', { value: code });
      else if (found.some((c) => c.langCode === code)) problem(1, columnLetter(col), 'translation.import.duplicateHeader', { value: code });
      else found.push({ col, langCode: code });
    }
    if (found.length === 0 && problems.length === 0) problem(1, null, 'translation.import.noLanguageColumns');
    return found;
  };

  const rows: ImportRow[] = [];
  const firstRowOf = new Map<string, number>();
  try {
    for await (const { number: rowNumber, values: cells } of readFirstSheet(data)) {
      if (columns === null) {
        // An empty first row is a missing header.
        columns = readHeader(rowNumber === 1 ? cells : []);
        if (rowNumber === 1) continue;
      }
      const key = cellText(cells[0]).trim();
      const values = columns.map(({ col }) => {
        const text = cellText(cells[col - 1]);
        return text.trim() === '' ? null : text;
      });
      if (key === '' && values.every((v) => v === null)) continue;
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
          problem(rowNumber, columns?.[i]?.langCode ?? null, 'validation.translationValueTooLong');
        }
      });
      if (problems.length === start) rows.push({ row: rowNumber, key, values });
    }
  } catch (error) {
    if (!(error instanceof UnreadableWorkbookError)) throw error;
    return { languages: [], rows: [], problems: [{ row: 0, column: null, message: translate(lang, 'translation.import.notWorkbook') }] };
  }
  columns ??= readHeader([]);
  if (rows.length === 0 && problems.length === 0) problem(0, null, 'translation.import.noRows');
  return { languages: columns.map((c) => c.langCode), rows, problems };
}
