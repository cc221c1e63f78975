import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

export interface ObjectStat {
  size: number;
  contentType: string;
  modifiedAt: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * One storage interface for files (ARCHITECTURE.md "Files"): local disk in the embedded
 * default, the S3 API (MinIO) when distributed. Bodies are streams, never whole buffers.
 */
export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** Streams `body` to `key`; fails with 'payloadTooLarge' past `maxBytes` and leaves nothing behind. */
  put(key: string, body: Readable, options: { contentType: string; maxBytes?: number }): Promise<StoredObject>;
  /** null when the key does not exist. */
  stat(key: string): Promise<ObjectStat | null>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  isUp(): Promise<boolean>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Keys are server-generated: `<folder>/<yyyy>/<mm>/<uuid><.ext>`; anything else is refused. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((p) => p === '..' || p === '.')) {
    throw new Error(`unsafe storage key "${key}"`);
  }
}
