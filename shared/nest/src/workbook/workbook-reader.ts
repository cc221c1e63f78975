import { Readable, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { TisError } from '@tis/contracts';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * The one reader of uploaded Excel workbooks (.xlsx): every import reads its sheet here.
 *
 * An .xlsx file is a zip archive of XML parts, and a zip archive may say anything about how large
 * its parts are: a 1 MB file can inflate to gigabytes. So nothing the archive declares is trusted.
 * The parts an import needs (workbook, its relationships, the shared strings and the first sheet)
 * are inflated as streams, and the bytes that come out are counted while they come: past the
 * bound, past the time budget, or past the row limit, the reading stops at once with
 * `workbookTooLarge`. The shared strings and the sheet are inflated twice: first only counted (so
 * a bomb is refused before any row is handed out, at the cost of inflating, not of parsing), then
 * parsed as the bytes arrive, the rows handed out one by one, so memory stays bounded by what the
 * caller keeps.
 */

const MB = 1024 * 1024;

export interface WorkbookLimits {
  /** Inflated bytes a workbook may hold at most, whatever its size. */
  maxInflatedBytes: number;
  /** Inflated bytes per byte of the file: the bound is `ratio × file size`, at least `minInflatedBytes`, at most `maxInflatedBytes`. */
  inflateRatio: number;
  /** Inflated bytes any workbook may hold, however small its file (repetitive sheets compress very well). */
  minInflatedBytes: number;
  /** Time the whole reading may take, in milliseconds (inflating and parsing). */
  maxMillis: number;
  /** Rows of the sheet (header and empty rows included) read at most. */
  maxRows: number;
  /** Bytes between two XML tags at most: one cell's text (a text the parser would hold whole). */
  maxTextBytes: number;
}

/**
 * Honest workbooks inflate about 5 to 20 times (the vehicle export of 50000 VINs: 1.2 MB to 13.7
 * MB, 11 times; read in about 1 s). A 1 MB bomb is stopped after inflating 60 MB (a fraction of a
 * second; it is never parsed); no workbook is inflated past 100 MB.
 */
export const WORKBOOK_LIMITS: WorkbookLimits = {
  maxInflatedBytes: 100 * MB,
  inflateRatio: 60,
  minInflatedBytes: 16 * MB,
  maxMillis: 20_000,
  maxRows: 100_000,
  maxTextBytes: 1 * MB,
};

/** A cell as stored: text, number, boolean; null for an empty cell. Formulas give their last result. */
export type CellValue = string | number | boolean | null;

/** One row of a sheet: its number (1 = the first row) and its cells, `values[0]` being column A. */
export interface SheetRow {
  number: number;
  values: CellValue[];
}

/** The file is not a workbook this reader can read (not a zip, no workbook part, broken XML, …). */
export class UnreadableWorkbookError extends Error {
  constructor(reason: string) {
    super(`unreadable workbook: ${reason}`);
    this.name = 'UnreadableWorkbookError';
  }
}

/** The text of a cell as the user sees it ('' for an empty cell); booleans as TRUE / FALSE like Excel. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** A zip archive (and so an .xlsx file) starts with a local file header. */
export function looksLikeZip(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32LE(0) === ZIP_LOCAL_HEADER;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** The entries of the central directory; sizes of the content are not read (they are not trusted). */
function zipEntries(data: Buffer): Map<string, ZipEntry> {
  const minEnd = 22;
  const stop = Math.max(0, data.length - minEnd - 0xffff);
  for (let i = data.length - minEnd; i >= stop; i--) {
    if (data.readUInt32LE(i) !== ZIP_END_OF_CENTRAL_DIRECTORY) continue;
    const count = data.readUInt16LE(i + 10);
    let p = data.readUInt32LE(i + 16);
    const entries = new Map<string, ZipEntry>();
    for (let e = 0; e < count; e++) {
      if (p + 46 > data.length || data.readUInt32LE(p) !== ZIP_CENTRAL_HEADER) throw new UnreadableWorkbookError('central directory');
      const flags = data.readUInt16LE(p + 8);
      const nameLength = data.readUInt16LE(p + 28);
      const entry: ZipEntry = {
        name: data.toString('utf8', p + 46, p + 46 + nameLength),
        method: data.readUInt16LE(p + 10),
        compressedSize: data.readUInt32LE(p + 20),
        localHeaderOffset: data.readUInt32LE(p + 42),
      };
      if (flags & 1) throw new UnreadableWorkbookError('encrypted');
      entries.set(entry.name, entry);
      p += 46 + nameLength + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
    }
    return entries;
  }
  throw new UnreadableWorkbookError('no central directory');
}

/** Counts what one workbook inflates, against its bounds. */
class Budget {
  private inflated = 0;
  private rows = 0;
  private readonly deadline: number;
  readonly maxBytes: number;

  constructor(
    fileSize: number,
    readonly limits: WorkbookLimits,
  ) {
    this.maxBytes = Math.min(limits.maxInflatedBytes, Math.max(limits.minInflatedBytes, limits.inflateRatio * fileSize));
    this.deadline = Date.now() + limits.maxMillis;
  }

  private refuse(key: 'error.workbookTooLarge' | 'error.workbookTooSlow' | 'error.workbookTooManyRows'): TisError {
    return new TisError(
      'workbookTooLarge',
      { mb: Math.round(this.maxBytes / MB), seconds: Math.round(this.limits.maxMillis / 1000), rows: this.limits.maxRows },
      null,
      key,
    );
  }

  /** Throws once the bytes or the time are spent. */
  spend(bytes: number): void {
    this.inflated += bytes;
    this.fits(0);
  }

  /** Throws unless `bytes` more fit in what is left; nothing is spent (parts are measured before they are read). */
  fits(bytes: number): void {
    if (this.inflated + bytes > this.maxBytes) throw this.refuse('error.workbookTooLarge');
    this.checkTime();
  }

  /** A text longer than any cell may hold (Excel: 32767 characters): refused like a bomb. */
  refuseText(): never {
    throw this.refuse('error.workbookTooLarge');
  }

  checkTime(): void {
    if (Date.now() > this.deadline) throw this.refuse('error.workbookTooSlow');
  }

  row(): void {
    this.rows += 1;
    if (this.rows > this.limits.maxRows) throw this.refuse('error.workbookTooManyRows');
    this.checkTime();
  }
}

/** The inflated bytes of one entry as a stream (a stored entry as it is); its errors are the inflater's. */
function inflatedEntry(data: Buffer, entry: ZipEntry): Readable {
  const p = entry.localHeaderOffset;
  if (p + 30 > data.length || data.readUInt32LE(p) !== ZIP_LOCAL_HEADER) throw new UnreadableWorkbookError('local header');
  const start = p + 30 + data.readUInt16LE(p + 26) + data.readUInt16LE(p + 28);
  const end = Math.min(data.length, start + entry.compressedSize);
  if (start > end) throw new UnreadableWorkbookError('entry bounds');
  const raw = Readable.from([data.subarray(start, end)]);
  if (entry.method === 0) return raw;
  if (entry.method !== 8) throw new UnreadableWorkbookError(`compression method ${entry.method}`);
  const inflater = createInflateRaw();
  inflater.on('close', () => raw.destroy());
  return raw.pipe(inflater);
}

/** A stream's failure as the reader reports it: its own refusals pass, anything else makes the workbook unreadable. */
const asUnreadable = (error: unknown): Error =>
  error instanceof TisError || error instanceof UnreadableWorkbookError ? error : new UnreadableWorkbookError(error instanceof Error ? error.message : String(error));

/**
 * Inflates one entry as a stream. The counter sits behind the inflater: each chunk the inflater
 * hands out is counted before it is passed on, so a bomb stops after at most one chunk past the
 * bound; the inflater itself never runs ahead further than the stream's buffer.
 */
function openEntry(data: Buffer, entry: ZipEntry, budget: Budget): Readable {
  let sinceTag = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        budget.spend(chunk.length);
        // The longest stretch without '<' bounds the text the XML parser holds at once.
        let from = 0;
        for (let lt = chunk.indexOf(0x3c); lt !== -1; lt = chunk.indexOf(0x3c, from)) {
          if (sinceTag + lt - from > budget.limits.maxTextBytes) budget.refuseText();
          sinceTag = 0;
          from = lt + 1;
        }
        sinceTag += chunk.length - from;
        if (sinceTag > budget.limits.maxTextBytes) budget.refuseText();
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });
  const inflated = inflatedEntry(data, entry);
  inflated.on('error', (error) => counter.destroy(asUnreadable(error)));
  counter.on('close', () => inflated.destroy());
  return inflated.pipe(counter);
}

/** Parses an XML stream with saxes, handing each chunk's events to `on`; the stream's own errors pass through. */
async function* parseXml(stream: Readable, on: Handlers): AsyncGenerator<void> {
  const parser = new SaxesParser();
  const state: { failure: Error | null } = { failure: null };
  parser.on('error', (error) => {
    state.failure ??= error;
  });
  if (on.open) parser.on('opentag', on.open);
  if (on.text) parser.on('text', on.text);
  if (on.close) parser.on('closetag', on.close);
  // A character's UTF-8 bytes may be split between two inflated chunks: the decoder keeps the first
  // part until the rest arrives (decoding each chunk on its own turned 业 into three U+FFFD).
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) {
      parser.write(decoder.write(chunk as Buffer));
      if (state.failure) throw new UnreadableWorkbookError(String(state.failure));
      yield;
    }
    parser.write(decoder.end());
    parser.close();
    if (state.failure) throw new UnreadableWorkbookError(String(state.failure));
  } finally {
    stream.destroy();
  }
}

interface Handlers {
  open?: (tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
  close?: (tag: SaxesTagPlain) => void;
}

/** Parses a whole part; its events are handled as they come. */
async function drain(stream: Readable, on: Handlers): Promise<void> {
  const parsing = parseXml(stream, on);
  while (!(await parsing.next()).done) {
    // One chunk parsed.
  }
}

/** The local name of a tag ('x:row' → 'row'): some writers prefix SpreadsheetML. */
const local = (name: string): string => name.slice(name.indexOf(':') + 1);

/** Excel's escapes of control characters in texts: _x000D_. */
const unescapeText = (text: string): string => text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** 'B12' → 2 (columns from 1); null without letters. */
function columnOf(ref: string | undefined): number | null {
  if (!ref) return null;
  let col = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    col = col * 26 + (code - 64);
  }
  return col === 0 ? null : col;
}

/** 'xl/' + 'worksheets/sheet1.xml', or an absolute '/xl/worksheets/sheet1.xml'. */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

class WorkbookParts {
  constructor(
    private readonly data: Buffer,
    private readonly entries: Map<string, ZipEntry>,
    private readonly budget: Budget,
  ) {}

  /**
   * Inflates these parts keeping nothing, only counting: refuses the workbook once they hold more
   * than the budget has left. Inflating costs a fraction of parsing (a 1 MB bomb is refused after
   * inflating 60 MB in 0.3 to 0.4 s of CPU; parsing those 60 MB took over 6 s), so the parts are
   * measured before they are parsed.
   */
  async measure(paths: readonly (string | null)[]): Promise<void> {
    let total = 0;
    for (const path of paths) {
      const entry = path === null ? undefined : this.entries.get(path);
      if (!entry) continue;
      const stream = inflatedEntry(this.data, entry);
      try {
        for await (const chunk of stream) {
          total += (chunk as Buffer).length;
          this.budget.fits(total);
        }
      } catch (error) {
        throw asUnreadable(error);
      } finally {
        stream.destroy();
      }
    }
  }

  open(path: string): Readable | null {
    const entry = this.entries.get(path);
    return entry ? openEntry(this.data, entry, this.budget) : null;
  }

  /** The first sheet in the workbook's order and the shared strings part, from workbook.xml and its relationships. */
  async locate(): Promise<{ sheet: string; sharedStrings: string | null }> {
    const book = this.open('xl/workbook.xml');
    const rels = this.open('xl/_rels/workbook.xml.rels');
    if (!book || !rels) throw new UnreadableWorkbookError('no workbook part');
    const sheetRels: string[] = [];
    await drain(book, {
      open: (tag) => {
        const rel = tag.attributes['r:id'];
        if (local(tag.name) === 'sheet' && rel) sheetRels.push(rel);
      },
    });
    const targets = new Map<string, string>();
    let sharedStrings: string | null = null;
    await drain(rels, {
      open: (tag) => {
        if (local(tag.name) !== 'Relationship') return;
        const { Id: id, Target: target, Type: type } = tag.attributes;
        if (!id || !target) return;
        targets.set(id, target);
        if (type?.endsWith('/sharedStrings')) sharedStrings = partPath(target);
      },
    });
    const target = sheetRels[0] === undefined ? undefined : targets.get(sheetRels[0]);
    if (!target) throw new UnreadableWorkbookError('no sheet');
    return { sheet: partPath(target), sharedStrings };
  }

  /** The shared strings, rich texts joined (phonetic runs left out). */
  async sharedStrings(path: string | null): Promise<string[]> {
    const stream = path === null ? null : this.open(path);
    if (!stream) return [];
    const strings: string[] = [];
    let text = '';
    let inText = false;
    let inPhonetic = false;
    await drain(stream, {
      open: (tag) => {
        const name = local(tag.name);
        if (name === 'si') text = '';
        else if (name === 'rPh') inPhonetic = true;
        else if (name === 't' && !inPhonetic) inText = true;
      },
      text: (value) => {
        if (inText) text += value;
      },
      close: (tag) => {
        const name = local(tag.name);
        if (name === 't') inText = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'si') strings.push(unescapeText(text));
      },
    });
    return strings;
  }

  /** The rows of a sheet part, as they are parsed. */
  async *rows(path: string, shared: readonly string[]): AsyncGenerator<SheetRow> {
    const stream = this.open(path);
    if (!stream) throw new UnreadableWorkbookError('no sheet part');
    const ready: SheetRow[] = [];
    let row: SheetRow | null = null;
    let lastRow = 0;
    let cell: { col: number; type: string; text: string; inValue: boolean; inFormula: boolean; inPhonetic: boolean } | null = null;
    let nextCol = 1;
    const budget = this.budget;
    const finishCell = (): void => {
      if (!row || !cell) return;
      const { type, text } = cell;
      let value: CellValue = null;
      if (type === 's') value = shared[Number.parseInt(text, 10)] ?? null;
      else if (type === 'inlineStr' || type === 'str') value = unescapeText(text);
      else if (type === 'b') value = text.trim() !== '' ? Number.parseInt(text, 10) !== 0 : null;
      else if (type === 'e') value = text;
      else if (text.trim() !== '') {
        const n = Number(text);
        value = type === 'd' || Number.isNaN(n) ? text : n;
      }
      if (value !== null && value !== '') {
        while (row.values.length < cell.col - 1) row.values.push(null);
        row.values[cell.col - 1] = value;
      }
      nextCol = cell.col + 1;
    };
    const parsing = parseXml(stream, {
      open: (tag) => {
        const name = local(tag.name);
        if (name === 'row') {
          budget.row();
          const r = Number.parseInt(tag.attributes.r ?? '', 10);
          lastRow = Number.isFinite(r) && r > 0 ? r : lastRow + 1;
          row = { number: lastRow, values: [] };
          nextCol = 1;
        } else if (name === 'c' && row) {
          cell = { col: columnOf(tag.attributes.r) ?? nextCol, type: tag.attributes.t ?? 'n', text: '', inValue: false, inFormula: false, inPhonetic: false };
        } else if (cell) {
          if (name === 'v' || (name === 't' && !cell.inPhonetic)) cell.inValue = true;
          else if (name === 'f') cell.inFormula = true;
          else if (name === 'rPh') cell.inPhonetic = true;
        }
      },
      text: (value) => {
        if (cell?.inValue && !cell.inFormula) cell.text += value;
      },
      close: (tag) => {
        const name = local(tag.name);
        if (name === 'row' && row) {
          if (row.values.length > 0) ready.push(row);
          row = null;
        } else if (name === 'c') {
          finishCell();
          cell = null;
        } else if (cell) {
          if (name === 'v' || name === 't') cell.inValue = false;
          else if (name === 'f') cell.inFormula = false;
          else if (name === 'rPh') cell.inPhonetic = false;
        }
      },
    });
    try {
      while (!(await parsing.next()).done) {
        for (let next = ready.shift(); next !== undefined; next = ready.shift()) {
          budget.checkTime();
          yield next;
        }
      }
    } finally {
      // A caller that stops early closes the parser and its inflating stream.
      await parsing.return(undefined);
    }
  }
}

/**
 * The non-empty rows of the workbook's first sheet, in order, read within `limits`. Throws
 * `UnreadableWorkbookError` for a file that is not a readable workbook, and TisError
 * `workbookTooLarge` (its message says which bound) once a bound is passed. Too many bytes are
 * refused before the first row; past the time budget or the row limit the caller has received some
 * rows, and must change nothing.
 */
export async function* readFirstSheet(data: Buffer, limits: Partial<WorkbookLimits> = {}): AsyncGenerator<SheetRow> {
  if (!looksLikeZip(data)) throw new UnreadableWorkbookError('not a zip archive');
  const budget = new Budget(data.length, { ...WORKBOOK_LIMITS, ...limits });
  const parts = new WorkbookParts(data, zipEntries(data), budget);
  const { sheet, sharedStrings } = await parts.locate();
  await parts.measure([sharedStrings, sheet]);
  const shared = await parts.sharedStrings(sharedStrings);
  yield* parts.rows(sheet, shared);
}
