import { randomUUID } from 'node:crypto';
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
