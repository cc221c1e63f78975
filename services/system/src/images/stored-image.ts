import { STORED_FILE_PREFIX } from '@tis/contracts';
import type { ObjectStorage } from '@tis/nest';
import { IMAGE_HEAD_BYTES, type ImageSize, imageSize } from './image-size.js';

/**
 * A stored upload (/tis/file/…) read as an image from the head of its bytes, whatever its name
 * says: `missing` when no such file is stored, `size` null when the head is no image the portal
 * reads (homepage images, common-application icons).
 */
export async function readStoredImage(storage: ObjectStorage, url: string): Promise<{ missing: true } | { missing: false; size: ImageSize | null }> {
  const key = url.slice(STORED_FILE_PREFIX.length);
  const stat = await storage.stat(key).catch(() => null);
  if (!stat) return { missing: true };
  const bytes = Math.min(stat.size, IMAGE_HEAD_BYTES);
  if (bytes <= 0) return { missing: false, size: null };
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key, { start: 0, end: bytes - 1 })) chunks.push(Buffer.from(chunk as Uint8Array));
  return { missing: false, size: imageSize(Buffer.concat(chunks)) };
}
