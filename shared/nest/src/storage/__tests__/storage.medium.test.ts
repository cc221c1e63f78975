import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3 } from '../../testing/index.js';
import { createStorage } from '../index.js';
import type { ObjectStorage } from '../object-storage.js';

const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
const chunks = (b: Buffer) => Readable.from([b.subarray(0, 1000), b.subarray(1000, 3000), b.subarray(3000)]);

describe.each(['disk', 's3'] as const)('object storage on %s', (kind) => {
  let storage: ObjectStorage;
  let dir: string;
  let s3: S3Server | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tis-storage-'));
    if (kind === 's3') s3 = await startS3({ bucket: 'tis' });
    storage = await createStorage(kind === 's3' ? s3!.url : `file:${dir}`);
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('streams in, reports size and hash, and streams out whole or by range', async () => {
    const stored = await storage.put('uploads/2026/11/a.bin', chunks(data), { contentType: 'application/pdf' });
    expect(stored.size).toBe(5000);
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await storage.stat('uploads/2026/11/a.bin')).toMatchObject({ size: 5000, contentType: 'application/pdf' });
    expect(await buffer(await storage.get('uploads/2026/11/a.bin'))).toEqual(data);
    expect(await buffer(await storage.get('uploads/2026/11/a.bin', { start: 10, end: 19 }))).toEqual(data.subarray(10, 20));
    expect(await storage.isUp()).toBe(true);
    await storage.delete('uploads/2026/11/a.bin');
    expect(await storage.stat('uploads/2026/11/a.bin')).toBeNull();
  });

  it('refuses a stream over its limit and leaves nothing behind', async () => {
    // Again and again: a refusal may come while the partial file is still being opened.
    for (let i = 0; i < 5; i += 1) {
      await expect(storage.put(`uploads/2026/11/big-${i}.bin`, chunks(data), { contentType: 'image/png', maxBytes: 1500 })).rejects.toMatchObject({ code: '413' });
      expect(await storage.stat(`uploads/2026/11/big-${i}.bin`)).toBeNull();
    }
    // Not even a partial file on the disk.
    if (kind === 'disk') expect(readdirSync(join(dir, 'uploads', '2026', '11')).filter((name) => name.startsWith('big-'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.put('../etc/passwd', chunks(data), { contentType: 'text/plain' })).rejects.toThrow(/unsafe/);
    await expect(storage.stat('uploads/../../x')).rejects.toThrow(/unsafe/);
  });
});
