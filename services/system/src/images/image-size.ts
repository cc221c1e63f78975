/** Width and height of an image file, read from its first bytes. */
export interface ImageSize {
  kind: 'png' | 'jpeg' | 'gif' | 'bmp';
  width: number;
  height: number;
}

/** How many bytes the size of any supported image is found in (JPEG's frame header may follow large metadata). */
export const IMAGE_HEAD_BYTES = 256 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(head: Buffer): ImageSize | null {
  // Signature, then the IHDR chunk: length (4), "IHDR", width (4), height (4).
  if (head.length < 24 || !head.subarray(0, 8).equals(PNG_SIGNATURE) || head.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { kind: 'png', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, …): not DHT (C4), JPG (C8) or DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(head: Buffer): ImageSize | null {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= head.length) {
    if (head[offset] !== 0xff) return null;
    const marker = head[offset + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = head.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > head.length) return null;
      return { kind: 'jpeg', height: head.readUInt16BE(offset + 5), width: head.readUInt16BE(offset + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    offset += 2 + length;
  }
  return null;
}

function gifSize(head: Buffer): ImageSize | null {
  const magic = head.toString('latin1', 0, 6);
  if (head.length < 10 || (magic !== 'GIF87a' && magic !== 'GIF89a')) return null;
  return { kind: 'gif', width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
}

function bmpSize(head: Buffer): ImageSize | null {
  // File header (14 bytes), then a BITMAPINFOHEADER or later: width and height as signed 32-bit.
  if (head.length < 26 || head.toString('latin1', 0, 2) !== 'BM' || head.readUInt32LE(14) < 40) return null;
  return { kind: 'bmp', width: Math.abs(head.readInt32LE(18)), height: Math.abs(head.readInt32LE(22)) };
}

/** The size of a PNG, JPEG, GIF or BMP image; null for anything else or a header cut short. */
export function imageSize(head: Buffer): ImageSize | null {
  return pngSize(head) ?? jpegSize(head) ?? gifSize(head) ?? bmpSize(head);
}
