import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { BASE_NAMES, BASES, type OperationLogView, type PageResult } from '@tis/contracts';
import { Endpoint, listRoutes, Public } from '@tis/nest';
import { call, eventually, loginAs, multipartBody, pngBytes } from '@tis/nest/testing';
import { DiscoveryService } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SERVICE_MODULES } from '../all-in-one.js';
import { type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/** Test-only routes: a slow one for the gateway timeout and an echo for the anti-script filter. */
@Controller('jobService/test')
class ProbeController {
  @Get('slow')
  @Public()
  @Endpoint({ summary: 'answers after 2 s' })
  async slow(): Promise<string> {
    await new Promise((r) => setTimeout(r, 2000));
    return 'late';
  }

  /** Declares no access: must be refused (deny by default). */
  @Get('undeclared')
  undeclared(): string {
    return 'should never be seen';
  }

  @Post('echo')
  @Public()
  @Endpoint({ summary: 'echo', body: z.object({ text: z.string() }) })
  echo(@Body() body: { text: string }): { text: string } {
    return body;
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('embedded default (all-in-one)', () => {
  let portal: EmbeddedPortal;
  let base: string;
  let token: string;

  beforeAll(async () => {
    // No dialect: the embedded default, SQLite files in the data folder.
    portal = await startEmbeddedPortal({
      name: 'aio',
      env: { TIS_OUTBOX_POLL_MS: '200' },
      modules: [...SERVICE_MODULES, ProbeModule],
      edge: { timeoutMs: (b) => (b === 'jobService' ? 300 : BASES[b].timeoutMs) },
    });
    base = portal.base;
    token = await loginAs(base, 'admin');
  });

  afterAll(() => portal?.stop());

  it('answers health on every base of spec section 7 with its owner, database and bus', async () => {
    for (const name of BASE_NAMES) {
      const { status, body } = await call<{ service: string; status: string; database: { status: string }; events: { transport: string } }>(
        `${base}/tis/api/${name}/health`,
      );
      expect(status, name).toBe(200);
      expect(body.code).toBe('000000');
      expect(body.data).toMatchObject({ service: BASES[name].owner, status: 'up', database: { status: 'up' }, events: { transport: 'inprocess' } });
    }
  });

  it('declares access on every HTTP route of the services, and refuses a route that declares none', async () => {
    const routes = listRoutes(portal.app.get(DiscoveryService)).filter((r) => r.controller !== 'ProbeController');
    expect(routes.length).toBeGreaterThan(BASE_NAMES.length * 2);
    expect(routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const undeclared = await call(`${base}/tis/api/jobService/test/undeclared`);
    expect(undeclared.status).toBe(403);
    expect(undeclared.body.code).toBe('403');
  });

  it('publishes an OpenAPI document per base', async () => {
    const res = await fetch(`${base}/tis/api/logService/openapi.json`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/tis/api/logService/operationLog/list');
    const html = await (await fetch(`${base}/tis/api-docs`)).text();
    expect(html).toContain('TIS API reference');
  });

  it('answers an unknown base or path with an envelope 404, translated', async () => {
    const unknownBase = await call(`${base}/tis/api/nosuchbase/x`, { headers: { Language: 'en_US' } });
    expect(unknownBase.status).toBe(404);
    expect(unknownBase.body).toMatchObject({ code: '404', data: null });
    expect(unknownBase.body.mesg).not.toMatch(/Cannot GET|stack/i);
    const unknownPath = await call(`${base}/tis/api/logService/nothing/here`);
    expect(unknownPath.body.code).toBe('404');
  });

  it('refuses a protected route without a token and unknown query fields', async () => {
    expect((await call(`${base}/tis/api/logService/operationLog/list`)).status).toBe(401);
    const auth = { authorization: `Bearer ${token}` };
    const bad = await call(`${base}/tis/api/logService/operationLog/list?pageSize=9999`, { headers: auth });
    expect(bad.body.code).toBe('400000');
    const unknown = await call(`${base}/tis/api/logService/operationLog/list?evil=1`, { headers: auth });
    expect(unknown.body.code).toBe('400000');
  });

  it('stores an upload, records it through the bus in the log service, and streams it back with Range', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const png = pngBytes(1000);
    const { body, contentType } = multipartBody('file', 'wiring 图.png', 'image/png', png);
    const up = await call<{ id: string; url: string; size: number; originalName: string }>(`${base}/tis/api/fileconverter/upload?category=image`, {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType },
      body,
    });
    expect(up.body.code).toBe('000000');
    expect(up.body.data).toMatchObject({ size: png.length, originalName: 'wiring 图.png' });
    const fileId = up.body.data!.id;

    const logged = await eventually(async () => {
      const list = await call<PageResult<OperationLogView>>(`${base}/tis/api/logService/operationLog/list?targetId=${fileId}`, { headers: auth });
      return list.body.data!.total === 1 ? list.body.data! : undefined;
    }, 10_000, 'the log service to record the upload');
    expect(logged.list[0]).toMatchObject({ module: 'fileconverter', action: 'file.stored', targetId: fileId, userCode: 'admin' });

    const detail = await call<{ history: OperationLogView[] }>(`${base}/tis/api/fileconverter/files/${fileId}`, { headers: auth });
    expect(detail.body.data!.history.map((h) => h.action)).toEqual(['file.stored']);

    const part = await fetch(`${base}${up.body.data!.url}`, { headers: { ...auth, range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${png.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.subarray(1, 4));
    expect((await fetch(`${base}${up.body.data!.url}`)).status).toBe(401);
  });

  it('refuses a file whose content is not of the allowed type, and an image over 20 MB, storing nothing', async () => {
    const auth = { authorization: `Bearer ${token}`, Language: 'en_US' };
    const text = multipartBody('file', 'fake.png', 'image/png', Buffer.from('just text pretending to be an image'));
    const refused = await call(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { ...auth, 'content-type': text.contentType }, body: text.body });
    expect(refused.status).toBe(415);
    expect(refused.body.code).toBe('415');
    const big = multipartBody('file', 'big.png', 'image/png', pngBytes(20 * 1024 * 1024 + 1));
    const tooBig = await call(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { ...auth, 'content-type': big.contentType }, body: big.body });
    expect(tooBig.status).toBe(413);
    const list = await call<PageResult<OperationLogView>>(`${base}/tis/api/logService/operationLog/list?keyword=big.png`, { headers: auth });
    expect(list.body.data!.total).toBe(0);
  });

  it('answers a slow base with a timeout envelope instead of hanging', async () => {
    const started = Date.now();
    const res = await call(`${base}/tis/api/jobService/test/slow`);
    expect(res.status).toBe(504);
    expect(res.body.code).toBe('504');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers an unparsable body and a body with unknown fields with a validation envelope', async () => {
    const broken = await call(`${base}/tis/api/jobService/test/echo`, { method: 'POST', headers: { 'content-type': 'application/json', Language: 'en_US' }, body: '{"text": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('400000');
    const extra = await call(`${base}/tis/api/jobService/test/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'a', admin: true }) });
    expect(extra.body.code).toBe('400000');
  });

  it('filters scripts out of request bodies', async () => {
    const res = await call<{ text: string }>(`${base}/tis/api/jobService/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'brake <script>alert(1)</script>pads <img src=x onerror="steal()">' }),
    });
    expect(res.body.data!.text).not.toMatch(/script|onerror/i);
    expect(res.body.data!.text).toContain('brake');
    expect(res.body.data!.text).toContain('pads');
    const form = await call<{ text: string }>(`${base}/tis/api/jobService/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ text: 'a<script>x()</script>b & c' }).toString(),
    });
    expect(form.body.data!.text).toBe('ab & c');
  });
});
