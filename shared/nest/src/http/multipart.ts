import type { Readable } from 'node:stream';
import { Busboy, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import { TisError } from '@tis/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * multipart/form-data bodies are not parsed up front: the request stream becomes the body, and a
 * route that takes files reads them with `firstFile`. Routes that take none, and every other
 * request, pay nothing for it (no per-request hooks).
 */
export function registerMultipartStream(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('multipart/form-data', (_req, payload, done) => {
    done(null, payload);
  });
}

export function isMultipart(req: FastifyRequest): boolean {
  return (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
}

export interface UploadedFile {
  /** The file's bytes as they arrive; consume it (or resume it) to finish the request. */
  stream: Readable;
  fileName: string;
  declaredType: string;
  /** Fields sent before the file. */
  fields: Record<string, string>;
}

/**
 * The first file of a multipart request, streamed. Bytes past `maxBytes` are cut off (the
 * storage's own limit then refuses the upload with payloadTooLarge).
 */
export function firstFile(req: FastifyRequest, field: string, maxBytes: number): Promise<UploadedFile | null> {
  const body = req.body as Readable | undefined;
  if (!isMultipart(req) || !body || typeof body.pipe !== 'function') return Promise.reject(new TisError('unsupportedMediaType'));
  return new Promise((resolve, reject) => {
    let busboy: BusboyInstance;
    try {
      busboy = new Busboy({ headers: req.headers as BusboyHeaders, limits: { files: 1, fields: 50, fileSize: maxBytes + 1 } });
    } catch {
      reject(new TisError('validation', { detail: 'multipart' }));
      return;
    }
    const fields: Record<string, string> = {};
    let found = false;
    busboy.on('field', (name: string, value: string) => {
      fields[name] = value;
    });
    busboy.on('file', (name: string, stream: Readable, fileName: string, _encoding: string, mimeType: string) => {
      if (found || name !== field) {
        stream.resume();
        return;
      }
      found = true;
      resolve({ stream, fileName, declaredType: mimeType, fields });
    });
    busboy.on('error', (err: unknown) => {
      if (!found) reject(err instanceof Error ? err : new Error(String(err)));
    });
    busboy.on('finish', () => {
      if (!found) resolve(null);
    });
    body.on('error', (err) => busboy.destroy(err));
    body.pipe(busboy);
  });
}

/** Reads an uploaded file into memory, refusing more than `maxBytes` (413): a workbook to import. */
export async function readUpload(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > maxBytes) {
      stream.resume();
      throw new TisError('payloadTooLarge');
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
