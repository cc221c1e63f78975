import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MeteredStream } from './metered.js';
import { assertSafeKey, type ByteRange, type ObjectStat, type ObjectStorage, type StoredObject } from './object-storage.js';

/** Files under a local folder; content type kept in a sidecar `.meta.json`. */
export class DiskStorage implements ObjectStorage {
  readonly kind = 'disk';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Readable, options: { contentType: string; maxBytes?: number }): Promise<StoredObject> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.part-${process.pid}-${Date.now()}`;
    const meter = new MeteredStream(options.maxBytes);
    const out = createWriteStream(partial, { flags: 'wx' });
    try {
      await pipeline(body, meter, out);
      await writeFile(`${target}.meta.json`, JSON.stringify({ contentType: options.contentType }));
      await rename(partial, target);
    } catch (err) {
      // A stream destroyed while it was still opening its file creates the file when the open
      // completes: remove the partial only once the stream has closed.
      if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
      await rm(partial, { force: true });
      throw err;
    }
    return { key, size: meter.size, sha256: meter.digest() };
  }

  async stat(key: string): Promise<ObjectStat | null> {
    const file = this.path(key);
    try {
      const s = await stat(file);
      if (!s.isFile()) return null;
      const meta = JSON.parse(await readFile(`${file}.meta.json`, 'utf8').catch(() => '{}')) as { contentType?: string };
      return { size: s.size, contentType: meta.contentType ?? 'application/octet-stream', modifiedAt: s.mtime };
    } catch {
      return null;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.path(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    const file = this.path(key);
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }

  /** The folder exists and is writable (created on the first call only). */
  async isUp(): Promise<boolean> {
    try {
      await access(this.root, constants.W_OK);
    } catch {
      await mkdir(this.root, { recursive: true });
    }
    return true;
  }
}
