export * from './object-storage.js';
export * from './disk.storage.js';
export * from './s3.storage.js';
export * from './metered.js';
import { DiskStorage } from './disk.storage.js';
import type { ObjectStorage } from './object-storage.js';
import { parseS3Url, S3Storage } from './s3.storage.js';

export function createStorage(url: string): ObjectStorage {
  if (url.startsWith('file:')) return new DiskStorage(url.slice('file:'.length));
  return new S3Storage(parseS3Url(url));
}
export * from './sniff.js';
