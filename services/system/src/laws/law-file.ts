import { type LawFileType, STORED_FILE_PREFIX } from '@tis/contracts';
import { type ObjectStorage, sniff } from '@tis/nest';

/** Bytes the type is sniffed from. */
const HEAD_BYTES = 512;
/** The end of a zip holds its directory's end record: 22 bytes and a comment of at most 64 KB. */
const ZIP_TAIL_BYTES = 22 + 0xffff;
/** A regulation's zip directory is read up to this size (an Office file's directory is a few KB). */
const ZIP_DIRECTORY_MAX = 4 * 1024 * 1024;

async function readRange(storage: ObjectStorage, key: string, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key, { start, end })) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The names of a zip's entries, from its central directory (null when the zip has none it can read). */
async function zipEntryNames(storage: ObjectStorage, key: string, size: number): Promise<string[] | null> {
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const tail = await readRange(storage, key, tailStart, size - 1);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const directorySize = tail.readUInt32LE(at + 12);
  const directoryOffset = tail.readUInt32LE(at + 16);
  if (directorySize === 0 || directorySize > ZIP_DIRECTORY_MAX || directoryOffset + directorySize > size) return null;
  const directory = await readRange(storage, key, directoryOffset, directoryOffset + directorySize - 1);
  const names: string[] = [];
  for (let p = 0; p + 46 <= directory.length && directory.readUInt32LE(p) === 0x02014b50; ) {
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    names.push(directory.subarray(p + 46, p + 46 + nameLength).toString('utf8'));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * What a stored upload (/tis/file/…) really is among the regulation types, read from its bytes,
 * whatever its name says: a PDF by its header; a docx or xlsx is a zip whose directory holds the
 * Office package's parts ([Content_Types].xml and word/… or xl/…); a doc or xls is an OLE2 compound
 * file (the file service kept its .doc / .xls extension from the uploaded name). `missing` when no
 * such file is stored; `type` null for anything else (a plain zip, an image, a pptx …).
 */
export async function readLawFileType(storage: ObjectStorage, url: string): Promise<{ missing: true } | { missing: false; type: LawFileType | null }> {
  if (!url.startsWith(STORED_FILE_PREFIX)) return { missing: true };
  const key = url.slice(STORED_FILE_PREFIX.length);
  const stat = await storage.stat(key).catch(() => null);
  if (!stat) return { missing: true };
  if (stat.size <= 0) return { missing: false, type: null };
  const sniffed = sniff(await readRange(storage, key, 0, Math.min(stat.size, HEAD_BYTES) - 1));
  const ext = /\.([a-z0-9]{1,5})$/.exec(key.toLowerCase())?.[1];
  const kind = sniffed?.kind;
  if (kind === 'pdf') return { missing: false, type: 'pdf' };
  if (kind === 'ole2') return { missing: false, type: ext === 'doc' || ext === 'xls' ? ext : null };
  if (kind !== 'zip') return { missing: false, type: null };
  const names = (await zipEntryNames(storage, key, stat.size)) ?? [];
  if (!names.includes('[Content_Types].xml')) return { missing: false, type: null };
  if (names.some((n) => n.startsWith('word/'))) return { missing: false, type: 'docx' };
  if (names.some((n) => n.startsWith('xl/'))) return { missing: false, type: 'xlsx' };
  return { missing: false, type: null };
}
