import type { Writable } from 'node:stream';
import {
  type ExcelColumn,
  excelColumns,
  type FormHint,
  type Language,
  LANGUAGES,
  type MessageKey,
  type MessageParams,
  type QueryOf,
  RESOURCE_IMPORT_MAX_PROBLEMS,
  RESOURCE_IMPORT_MAX_ROWS,
  type ResourceDescriptor,
  type ResourceImportResult,
  type RowOf,
  TisError,
  type TranslationImportProblem,
  translate,
  WEB_TEXTS,
} from '@tis/contracts';
import { type CellValue, cellText, looksLikeZip, readFirstSheet, UnreadableWorkbookError } from '../workbook/workbook-reader.js';
import { writeSheet } from '../workbook/workbook-writer.js';
import type { ResourceCaller } from './versioned-crud.service.js';

/**
 * The Excel workbooks of a resource with `excel` (ADR 0018): the export and the template are one
 * worksheet headed by the columns' labels in the caller's language; an import is read with the
 * bounded reader, checked row by row with the create schema and the codes (in the file and, by
 * `importRows`, in the table) and written all or nothing.
 */

export type ImportProblem = TranslationImportProblem;

/** One data row of an import: its worksheet row, its cells by field (what the schemas read) and the create body they make. */
export interface ImportRow {
  row: number;
  input: Record<string, unknown>;
  values: Record<string, unknown>;
}

/** What writing the rows of an import gave: the counts, or the problems (then nothing was written). */
export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
}

/** The export and import of a resource's rows (VersionedCrudService has them). */
export interface ResourceExcelService<D extends ResourceDescriptor> {
  /** How many rows the export of `query` (the list's keyword and filters) holds. */
  exportCount(query: QueryOf<D>, caller: ResourceCaller): Promise<number>;
  /** The rows of `query` in the list's order, read in batches, at most `limit`. */
  exportRows(query: QueryOf<D>, caller: ResourceCaller, limit: number): AsyncIterable<RowOf<D>>;
  /** Writes the rows in one transaction; with any problem, or when `refused` (the file had problems already), nothing. */
  importRows(rows: readonly ImportRow[], context: ImportContext): Promise<ImportOutcome>;
}

/** Who imports which file, in which language the problems are told, and whether the file had problems already. */
export interface ImportContext {
  by: string;
  lang: Language;
  fileName: string;
  refused?: boolean;
}

/** A problem of an import row: its message (a message key, or a text as it is) in `lang`. */
export function importProblem(lang: Language, row: number, column: string | null, key: string, params?: MessageParams): ImportProblem {
  return { row, column, message: translate(lang, key, params) };
}

/** The header of a column in `lang` (the bundled texts). */
export function columnHeader(column: ExcelColumn, lang: Language): string {
  return WEB_TEXTS[lang][column.label];
}

/** The header of field `name` in `lang`, or null when it is no column of the workbooks. */
export function fieldHeader(descriptor: ResourceDescriptor, name: unknown, lang: Language): string | null {
  const column = excelColumns(descriptor).find((c) => c.name === name);
  return column ? columnHeader(column, lang) : null;
}

/** Separates the codes of a list in one cell ("a, b; c"). */
const LIST_SEPARATOR = /[,;\n]/;

/** A value of a row as a cell: text, number and yes / no as they are, a list comma-separated, anything else as JSON. */
function cellOf(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return JSON.stringify(value);
}

/** Streams the workbook of `rows` (the export) or, without rows, the import template. */
export async function writeResourceSheet<D extends ResourceDescriptor>(out: Writable, descriptor: D, lang: Language, rows: AsyncIterable<RowOf<D>> | null): Promise<void> {
  const columns = excelColumns(descriptor);
  async function* lines(): AsyncGenerator<CellValue[]> {
    if (!rows) return;
    for await (const row of rows) yield columns.map((c) => cellOf((row as Record<string, unknown>)[c.name]));
  }
  await writeSheet(out, descriptor.excel?.fileName ?? descriptor.name, columns.map((c) => columnHeader(c, lang)), lines());
}

/**
 * A cell as its field's schema reads it: empty is absent; a number input takes numbers, a switch
 * yes / no (TRUE, FALSE, 1, 0), a select the value of one of its choices, tags a list separated by
 * commas, semicolons or line breaks; anything else the text.
 */
function inputOf(value: CellValue | undefined, hint: FormHint | undefined): unknown {
  const text = cellText(value).trim();
  if (text === '') return undefined;
  switch (hint?.input) {
    case 'number': {
      if (typeof value === 'number') return value;
      const n = Number(text);
      return Number.isFinite(n) ? n : text;
    }
    case 'switch': {
      if (typeof value === 'boolean') return value;
      const flag = text.toLowerCase();
      if (flag === 'true' || flag === '1') return true;
      if (flag === 'false' || flag === '0') return false;
      return text;
    }
    case 'select':
      return hint.options.find((o) => String(o.value) === text)?.value ?? text;
    case 'tags':
      return text.split(LIST_SEPARATOR).map((code) => code.trim()).filter((code) => code !== '');
    case 'text':
    case 'textarea':
    case undefined:
      return text;
  }
}

/** What the worksheet of an import holds: its data rows that passed the checks, the problems, and whether reading stopped. */
export interface ResourceSheet {
  rows: ImportRow[];
  /** Non-empty data rows read. */
  count: number;
  problems: ImportProblem[];
  /** The file cannot be imported at all (no workbook, wrong headers, no or too many rows): no row was checked further. */
  fatal: boolean;
}

/** The columns of the header row: each header is a column's field name or its label in any language, in any order, each once. */
function readHeader(descriptor: ResourceDescriptor, cells: readonly CellValue[], lang: Language, problems: ImportProblem[]): { col: number; column: ExcelColumn }[] {
  const columns = excelColumns(descriptor);
  const known = new Map<string, ExcelColumn>();
  for (const column of columns) {
    known.set(column.name.toLowerCase(), column);
    for (const language of LANGUAGES) if (!known.has(columnHeader(column, language).toLowerCase())) known.set(columnHeader(column, language).toLowerCase(), column);
  }
  const found: { col: number; column: ExcelColumn }[] = [];
  cells.forEach((cell, i) => {
    const text = cellText(cell).trim();
    if (text === '') return;
    const column = known.get(text.toLowerCase());
    if (!column) problems.push(importProblem(lang, 1, text, 'resource.import.unknownHeader', { value: text }));
    else if (found.some((f) => f.column === column)) problems.push(importProblem(lang, 1, text, 'resource.import.duplicateHeader', { value: text }));
    else found.push({ col: i + 1, column });
  });
  for (const column of columns) {
    const header = columnHeader(column, lang);
    if (!found.some((f) => f.column === column)) problems.push(importProblem(lang, 1, header, 'resource.import.missingHeader', { value: header }));
  }
  return found;
}

/**
 * Reads and checks the first worksheet of an import with the shared bounded reader: row 1 the
 * headers of the template, then one row per resource row, at most RESOURCE_IMPORT_MAX_ROWS. Each
 * row goes through the create schema, and its codes must not repeat in the file (regardless of
 * case). Every problem is collected, in `lang`, so the file can be corrected in one go; nothing is
 * written here. A workbook past the reader's bounds throws `workbookTooLarge` (413001).
 */
export async function readResourceSheet(descriptor: ResourceDescriptor, data: Buffer, lang: Language): Promise<ResourceSheet> {
  const problems: ImportProblem[] = [];
  const hints = new Map(descriptor.fields.map((f) => [f.name, f.form]));
  const firstRowOf = new Map(descriptor.codeFields.map((f) => [f, new Map<string, number>()]));
  const rows: ImportRow[] = [];
  let columns: { col: number; column: ExcelColumn }[] | null = null;
  let count = 0;
  const fatal = (key?: MessageKey, params?: MessageParams): ResourceSheet => {
    if (key) problems.push(importProblem(lang, 0, null, key, params));
    return { rows: [], count, problems, fatal: true };
  };
  try {
    for await (const { number, values: cells } of readFirstSheet(data)) {
      if (columns === null) {
        // An empty first row is a missing header.
        columns = readHeader(descriptor, number === 1 ? cells : [], lang, problems);
        if (problems.length > 0) return fatal();
        if (number === 1) continue;
      }
      const input = Object.fromEntries(columns.map(({ col, column }) => [column.name, inputOf(cells[col - 1], hints.get(column.name))]));
      if (Object.values(input).every((v) => v === undefined)) continue;
      count += 1;
      if (count > RESOURCE_IMPORT_MAX_ROWS) return fatal('resource.import.tooManyRows', { max: RESOURCE_IMPORT_MAX_ROWS });
      const parsed = descriptor.create.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push(importProblem(lang, number, fieldHeader(descriptor, issue.path[0], lang), issue.message));
        continue;
      }
      const values = parsed.data;
      let repeated = false;
      for (const [field, seen] of firstRowOf) {
        const code = values[field];
        if (typeof code !== 'string') continue;
        // A code repeats only with the same values of the descriptor's code scope.
        const key = [code.toLowerCase(), ...(descriptor.codeScope ?? []).map((f) => String(values[f]))].join('\u0000');
        const first = seen.get(key);
        if (first === undefined) seen.set(key, number);
        else {
          problems.push(importProblem(lang, number, fieldHeader(descriptor, field, lang), 'resource.import.duplicateCode', { code, row: first }));
          repeated = true;
        }
      }
      if (!repeated) rows.push({ row: number, input, values });
    }
  } catch (error) {
    if (error instanceof UnreadableWorkbookError) return fatal('resource.import.notWorkbook');
    throw error;
  }
  if (columns === null) {
    readHeader(descriptor, [], lang, problems);
    return fatal();
  }
  if (count === 0) return fatal('resource.import.noRows');
  return { rows, count, problems, fatal: false };
}

/**
 * Imports an uploaded workbook (ADR 0018): 415 when it is not an .xlsx (zip) file; the sheet's
 * problems, then each row written by `service.importRows` in one transaction. With any problem
 * nothing changes and the report lists them (at most RESOURCE_IMPORT_MAX_PROBLEMS, by row).
 */
export async function importWorkbook<D extends ResourceDescriptor>(
  descriptor: D,
  service: Pick<ResourceExcelService<D>, 'importRows'>,
  data: Buffer,
  context: Omit<ImportContext, 'refused'>,
): Promise<ResourceImportResult> {
  if (!looksLikeZip(data)) throw new TisError('unsupportedMediaType');
  const { lang } = context;
  const sheet = await readResourceSheet(descriptor, data, lang);
  const outcome = sheet.fatal ? null : await service.importRows(sheet.rows, { ...context, refused: sheet.problems.length > 0 });
  const problems = [...sheet.problems, ...(outcome?.problems ?? [])].sort((a, b) => a.row - b.row);
  if (outcome && problems.length === 0) return { imported: true, rows: sheet.count, created: outcome.created, updated: outcome.updated, unchanged: outcome.unchanged, problems: [] };
  const listed = problems.slice(0, RESOURCE_IMPORT_MAX_PROBLEMS);
  if (problems.length > listed.length) listed.push(importProblem(lang, 0, null, 'resource.import.moreProblems', { count: problems.length - listed.length }));
  return { imported: false, rows: sheet.count, created: 0, updated: 0, unchanged: 0, problems: listed };
}
