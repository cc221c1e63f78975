import { PassThrough, type Readable } from 'node:stream';

/** File kinds recognised by their first bytes (never by name or declared type). */
export type SniffedType = {
  kind: 'png' | 'jpeg' | 'gif' | 'bmp' | 'ico' | 'pdf' | 'zip' | 'ole2' | 'mp4' | 'mov' | 'avi' | 'm4a' | 'mp3' | 'wav' | 'svg' | 'xml';
  ext: string;
  contentType: string;
};

const starts = (head: Buffer, bytes: number[], at = 0): boolean => bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Buffer, text: string, at = 0): boolean => head.subarray(at, at + text.length).toString('latin1') === text;

export function sniff(head: Buffer): SniffedType | null {
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'png', ext: '.png', contentType: 'image/png' };
  if (starts(head, [0xff, 0xd8, 0xff])) return { kind: 'jpeg', ext: '.jpg', contentType: 'image/jpeg' };
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return { kind: 'gif', ext: '.gif', contentType: 'image/gif' };
  if (ascii(head, 'BM') && head.length >= 14) return { kind: 'bmp', ext: '.bmp', contentType: 'image/bmp' };
  if (starts(head, [0x00, 0x00, 0x01, 0x00])) return { kind: 'ico', ext: '.ico', contentType: 'image/x-icon' };
  if (ascii(head, '%PDF-')) return { kind: 'pdf', ext: '.pdf', contentType: 'application/pdf' };
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) return { kind: 'zip', ext: '.zip', contentType: 'application/zip' };
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { kind: 'ole2', ext: '.bin', contentType: 'application/x-ole-storage' };
  }
  if (ascii(head, 'ftyp', 4)) {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand === 'qt  ') return { kind: 'mov', ext: '.mov', contentType: 'video/quicktime' };
    if (brand === 'M4A ') return { kind: 'm4a', ext: '.m4a', contentType: 'audio/mp4' };
    return { kind: 'mp4', ext: '.mp4', contentType: 'video/mp4' };
  }
  if (ascii(head, 'RIFF') && ascii(head, 'AVI ', 8)) return { kind: 'avi', ext: '.avi', contentType: 'video/x-msvideo' };
  if (ascii(head, 'RIFF') && ascii(head, 'WAVE', 8)) return { kind: 'wav', ext: '.wav', contentType: 'audio/wav' };
  // MP3: an ID3v2 tag, or an MPEG audio frame sync (11 set bits) of layer III.
  if (ascii(head, 'ID3') || (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2)) {
    return { kind: 'mp3', ext: '.mp3', contentType: 'audio/mpeg' };
  }
  const text = head.subarray(0, 256).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<svg')) return { kind: 'svg', ext: '.svg', contentType: 'image/svg+xml' };
  if (text.startsWith('<?xml')) return text.includes('<svg') ? { kind: 'svg', ext: '.svg', contentType: 'image/svg+xml' } : { kind: 'xml', ext: '.xml', contentType: 'application/xml' };
  return null;
}

/** Office documents keep their own extension: zip-based docx/xlsx/pptx, OLE2 doc/xls/ppt. */
export function officeExt(sniffed: SniffedType, fileName: string): string {
  const ext = /\.[A-Za-z0-9]{1,5}$/.exec(fileName)?.[0]?.toLowerCase();
  if (sniffed.kind === 'zip' && ext && ['.docx', '.xlsx', '.pptx', '.zip'].includes(ext)) return ext;
  if (sniffed.kind === 'ole2' && ext && ['.doc', '.xls', '.ppt'].includes(ext)) return ext;
  return sniffed.ext;
}

/** Reads the first `bytes` of a stream and hands back a stream that still yields everything. */
export function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean): void => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      const head = Buffer.concat(chunks);
      const out = new PassThrough();
      out.write(head);
      if (ended) {
        out.end();
      } else {
        stream.on('error', (err) => out.destroy(err));
        stream.pipe(out);
      }
      resolve({ head, stream: out });
    };
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) {
        stream.pause();
        finish(false);
      }
    };
    const onEnd = (): void => finish(true);
    const onError = (err: Error): void => {
      stream.off('data', onData).off('end', onEnd);
      reject(err);
    };
    stream.on('data', onData).once('end', onEnd).once('error', onError);
  });
}
