import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Client } from 'minio';
import { MeteredStream } from './metered.js';
import { assertSafeKey, type ByteRange, type ObjectStat, type ObjectStorage, type StoredObject } from './object-storage.js';

export interface S3Location {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** s3://KEY:SECRET@host:port/bucket?ssl=false&region=us-east-1 */
export function parseS3Url(url: string): S3Location {
  const u = new URL(url);
  if (u.protocol !== 's3:') throw new Error('storage url must start with s3://');
  const useSSL = u.searchParams.get('ssl') !== 'false';
  return {
    endPoint: u.hostname,
    port: Number(u.port || (useSSL ? 443 : 80)),
    useSSL,
    accessKey: decodeURIComponent(u.username),
    secretKey: decodeURIComponent(u.password),
    bucket: u.pathname.replace(/^\//, ''),
    region: u.searchParams.get('region') ?? 'us-east-1',
  };
}

/** The S3 API through the `minio` client (MinIO in production, s3rver in tests). */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';

  /**
   * Loads minio and checks the location (a bad endpoint stops the start). Only a process on S3
   * storage loads minio: idle memory of the others (bench S8).
   */
  static async open(location: S3Location): Promise<S3Storage> {
    const { Client } = await import('minio');
    const client = new Client({
      endPoint: location.endPoint,
      port: location.port,
      useSSL: location.useSSL,
      accessKey: location.accessKey,
      secretKey: location.secretKey,
      region: location.region,
      pathStyle: true,
    });
    return new S3Storage(client, location.bucket);
  }

  private constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  /**
   * Spools the stream to a temporary file (size limit and hash checked on the way), then sends it
   * with its length known: nothing reaches the bucket unless the whole upload was acceptable.
   */
  async put(key: string, body: Readable, options: { contentType: string; maxBytes?: number }): Promise<StoredObject> {
    assertSafeKey(key);
    const dir = await mkdtemp(join(tmpdir(), 'tis-s3-'));
    const spool = join(dir, 'upload');
    const meter = new MeteredStream(options.maxBytes);
    try {
      await pipeline(body, meter, createWriteStream(spool));
      await this.client.putObject(this.bucket, key, createReadStream(spool), meter.size, { 'Content-Type': options.contentType });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return { key, size: meter.size, sha256: meter.digest() };
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertSafeKey(key);
    try {
      const s = await this.client.statObject(this.bucket, key);
      const meta = s.metaData as Record<string, string | undefined>;
      return {
        size: s.size,
        contentType: meta['content-type'] ?? 'application/octet-stream',
        modifiedAt: s.lastModified,
      };
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFound' || (err as { code?: string }).code === 'NoSuchKey') return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    if (range) return this.client.getPartialObject(this.bucket, key, range.start, range.end - range.start + 1);
    return this.client.getObject(this.bucket, key);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.removeObject(this.bucket, key);
  }

  async isUp(): Promise<boolean> {
    return this.client.bucketExists(this.bucket);
  }
}
