import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Envelope } from '@tis/contracts';

/** A multipart/form-data body with one file field, as a browser would send it. */
export function multipartBody(field: string, fileName: string, contentType: string, data: Buffer): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----tis${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    body: new Uint8Array(Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)])),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The smallest valid PNG (1x1), followed by `padding` bytes. */
export function pngBytes(padding = 0): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([png, Buffer.alloc(padding, 7)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real grey 8-bit PNG of this size (image checks read its header, storage sniffs its signature). */
export function sizedPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (width + 1), 0x80);
  for (let row = 0; row < height; row++) raw[row * (width + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** fetch + JSON envelope, for tests. */
export async function call<T = unknown>(url: string, init: RequestInit = {}): Promise<CallResult<T>> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status} with a non-JSON body: ${text.slice(0, 300)}`);
  }
  return { status: res.status, body, headers: res.headers };
}

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}${last instanceof Error ? `: ${last.message}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
