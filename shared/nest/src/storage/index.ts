export * from './object-storage.js';
export * from './disk.storage.js';
export * from './s3.storage.js';
export * from './metered.js';
import { DiskStorage } from './disk.storage.js';
import type { ObjectStorage } from './object-storage.js';
import { parseS3Url, S3Storage } from './s3.storage.js';

export async function createStorage(url: string): Promise<ObjectStorage> {
  if (url.startsWith('file:')) return new DiskStorage(url.slice('file:'.length));
  return S3Storage.open(parseS3Url(url));
}
export * from './sniff.js';
export * from './claims.js';
