import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SERVICE_NAMES } from '@tis/contracts';
import { createApp, loadConfig } from '@tis/nest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureGateway } from '../gateway.js';

const SMALL = Buffer.from(JSON.stringify({ code: '000000', mesg: 'success', data: { text: 'ä'.repeat(100) } }));
/** Above the size the gateway reads whole: streamed through. */
const LARGE = Buffer.alloc(200 * 1024, 'x');
/** Small, but written by the upstream in three pieces. */
const PIECES = [Buffer.alloc(10_000, 'a'), Buffer.alloc(10_000, 'b'), Buffer.alloc(10_000, 'c')];

/**
 * The distributed gateway's proxy against a plain HTTP upstream (every service's address): answers
 * of every shape arrive byte for byte with their status and headers.
 */
describe('the gateway proxy', () => {
  let upstream: Server;
  let app: NestFastifyApplication;
  let gateway: string;
  let dataDir: string;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const path = req.url ?? '';
      if (path.startsWith('/tis/api/logService/small')) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': SMALL.length, 'x-upstream': 'log' });
        res.end(req.method === 'HEAD' ? undefined : SMALL);
      } else if (path.startsWith('/tis/api/logService/cached')) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': SMALL.length, 'cache-control': 'public, max-age=60' });
        res.end(SMALL);
      } else if (path.startsWith('/tis/api/logService/large')) {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': LARGE.length });
        res.end(LARGE);
      } else if (path.startsWith('/tis/api/logService/pieces')) {
        res.writeHead(201, { 'content-type': 'text/plain', 'content-length': PIECES.reduce((n, p) => n + p.length, 0) });
        for (const piece of PIECES) res.write(piece);
        res.end();
      } else if (path.startsWith('/tis/api/logService/chunked')) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (const piece of PIECES) res.write(piece);
        res.end();
      } else if (path.startsWith('/tis/api/logService/broken')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 1000 });
        res.write('{"code":"0');
        setTimeout(() => res.destroy(), 20);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'tis-gateway-'));
    const config = loadConfig({
      TIS_HOST: '127.0.0.1',
      TIS_PORT: '0',
      TIS_DATA_DIR: dataDir,
      TIS_LOG_LEVEL: 'silent',
      TIS_JWT_SECRET: 'g'.repeat(40),
      TIS_SERVICE_URLS: SERVICE_NAMES.map((s) => `${s}=${upstreamUrl}`).join(','),
    });
    ({ app } = await createApp({ name: 'gateway', modules: [], config, configureFastify: configureGateway }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    gateway = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (path: string, method = 'GET') => {
    const res = await fetch(`${gateway}/tis/api/logService/${path}`, { method });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('passes a small answer on whole: status, headers and bytes', async () => {
    const answer = await get('small?x=1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-length')).toBe(String(SMALL.length));
    expect(answer.headers.get('x-upstream')).toBe('log');
    expect(answer.body.equals(SMALL)).toBe(true);
    const head = await get('small', 'HEAD');
    expect([head.status, head.headers.get('content-length'), head.body.length]).toEqual([200, String(SMALL.length), 0]);
  });

  it("marks answers not to be sniffed nor stored, unless the owner's answer says it may be cached; the gateway's own errors too", async () => {
    const small = await get('small');
    expect([small.headers.get('x-content-type-options'), small.headers.get('cache-control')]).toEqual(['nosniff', 'no-store']);
    const cached = await get('cached');
    expect([cached.headers.get('x-content-type-options'), cached.headers.get('cache-control')]).toEqual(['nosniff', 'public, max-age=60']);
    const unknown = await fetch(`${gateway}/tis/api/noSuchBase/x`);
    expect([unknown.status, unknown.headers.get('x-content-type-options'), unknown.headers.get('cache-control')]).toEqual([404, 'nosniff', 'no-store']);
  });

  it('joins a small answer that arrives in pieces, and streams a large one and one without a length', async () => {
    const pieces = await get('pieces');
    expect([pieces.status, pieces.body.equals(Buffer.concat(PIECES))]).toEqual([201, true]);
    const large = await get('large');
    expect([large.status, large.headers.get('content-length'), large.body.equals(LARGE)]).toEqual([200, String(LARGE.length), true]);
    const chunked = await get('chunked');
    expect([chunked.status, chunked.body.equals(Buffer.concat(PIECES))]).toEqual([200, true]);
  });

  it('closes the connection of an answer that breaks off, and goes on serving', async () => {
    await expect(get('broken')).rejects.toThrow();
    expect((await get('small')).body.equals(SMALL)).toBe(true);
  });
});
