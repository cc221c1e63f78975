import { crc32, constants, deflateRawSync } from 'node:zlib';

/**
 * Hand-made .xlsx archives for the tests of the workbook reader and the imports: honest ones, and
 * zip bombs — an archive whose directory lies about the size of its sheet, and an honest one whose
 * sheet inflates far past any bound. Built in memory in milliseconds: the bomb's deflate stream is
 * one fully flushed block of filler repeated, so a gigabyte of sheet costs about a megabyte.
 */

interface ZipPart {
  name: string;
  /** The deflated bytes. */
  data: Buffer;
  /** The uncompressed size the archive declares. */
  size: number;
  crc: number;
}

function part(name: string, text: string): ZipPart {
  const raw = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
}

function zip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.data.length, 20);
    central.writeUInt32LE(p.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    centrals.push(central, name);
    offset += local.length + name.length + p.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SHEET_HEAD = `${XML}<worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

function packageParts(): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part('_rels/.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    part('xl/workbook.xml', `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    part('xl/_rels/workbook.xml.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
  ];
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The XML of one row of inline-string and number cells. */
export function sheetRowXml(number: number, cells: readonly (string | number | null)[]): string {
  const xml = cells.map((value, i) => {
    const ref = `${String.fromCharCode(65 + i)}${number}`;
    if (value === null) return '';
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
  });
  return `<row r="${number}">${xml.join('')}</row>`;
}

/** A zip archive of these text files (name → text, in order): test files of Office packages (a docx …) and plain zips. */
export function zipOf(files: Readonly<Record<string, string>>): Buffer {
  return zip(Object.entries(files).map(([name, text]) => part(name, text)));
}

/** An honest workbook of one sheet with these rows (row 1 first). */
export function xlsxOf(rows: readonly (readonly (string | number | null)[])[]): Buffer {
  const sheet = `${SHEET_HEAD}${rows.map((cells, i) => sheetRowXml(i + 1, cells)).join('')}${SHEET_TAIL}`;
  return zip([...packageParts(), part('xl/worksheets/sheet1.xml', sheet)]);
}

export interface BombOptions {
  /** Rows written first (e.g. the import's header), then the filler. */
  rows: readonly (readonly (string | number | null)[])[];
  /** How much filler the sheet inflates to, in bytes (rounded up to whole blocks). */
  inflatedBytes: number;
  /** What the directory declares for the sheet; default the truth (an honest, highly compressible archive). */
  declaredSize?: number;
  /**
   * The filler: empty elements between the rows (default; cheap to parse, no rows), or one cell
   * value that never ends ('text').
   */
  filler?: 'elements' | 'text';
}

/**
 * A zip bomb: a valid workbook whose first sheet holds `rows` and then `inflatedBytes` of filler.
 * The sheet's deflate stream is the head, one fully flushed block of filler repeated, and the tail.
 */
export function xlsxBomb(options: BombOptions): Buffer {
  const head = `${SHEET_HEAD}${options.rows.map((cells, i) => sheetRowXml(i + 1, cells)).join('')}`;
  const text = options.filler === 'text';
  const unit = Buffer.from(text ? ' '.repeat(1024 * 1024) : '<x/>'.repeat(256 * 1024));
  const blocks = Math.ceil(options.inflatedBytes / unit.length);
  const tail = text ? '</t></is></c></row>' + SHEET_TAIL : SHEET_TAIL;
  const open = text ? `${head}<row r="${options.rows.length + 1}"><c r="A${options.rows.length + 1}" t="inlineStr"><is><t>` : head;
  const deflater = (flush: number, input: Buffer): Buffer => deflateRawSync(input, { finishFlush: flush, level: 9 });
  const first = deflater(constants.Z_FULL_FLUSH, Buffer.from(open));
  const filler = deflater(constants.Z_FULL_FLUSH, unit);
  const last = deflater(constants.Z_FINISH, Buffer.from(tail));
  const data = Buffer.concat([first, ...Array<Buffer>(blocks).fill(filler), last]);
  const size = Buffer.byteLength(open) + blocks * unit.length + Buffer.byteLength(tail);
  const sheet: ZipPart = { name: 'xl/worksheets/sheet1.xml', data, size: Math.min(options.declaredSize ?? size, 0xfffffffe), crc: 0 };
  return zip([...packageParts(), sheet]);
}

/**
 * Runs `work`, sampling this process's resident memory every few milliseconds: the growth of the
 * peak over the start (MB) and the CPU time spent (ms, the whole process: an embedded portal's
 * request included).
 */
export async function resourcesDuring<T>(work: () => Promise<T>): Promise<{ result: T; rssGrowthMb: number; cpuMs: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const cpu = process.cpuUsage();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    const used = process.cpuUsage(cpu);
    return { result, rssGrowthMb: (peak - before) / (1024 * 1024), cpuMs: (used.user + used.system) / 1000 };
  } finally {
    clearInterval(sampler);
  }
}
