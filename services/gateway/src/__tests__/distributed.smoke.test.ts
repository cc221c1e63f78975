import { BASE_NAMES, BASES, type CaseDetail, type OperationLogView, type PageResult, type SearchAnswer, SERVICE_NAMES } from '@tis/contracts';
import { call, eventually, freePort, loginAs, multipartBody, pngBytes } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributedPortal } from './distributed-portal.js';

/**
 * The distributed mode for real: the gateway and the nine services as separate processes,
 * on MariaDB, a Kafka wire-protocol cluster, an S3 server and Redis.
 */
describe('distributed portal', () => {
  const portal = new DistributedPortal();
  const procs = portal.procs;
  const startService = (service: Parameters<DistributedPortal['startService']>[0], extra: Record<string, string> = {}) => portal.startService(service, { extra });
  const startGateway = (name: string, port: number, extra: Record<string, string> = {}) => portal.startGateway(name, port, extra);
  let gateway: string;
  let token: string;

  beforeAll(async () => {
    await portal.startInfrastructure();
    await Promise.all(SERVICE_NAMES.map((s) => startService(s)));
    const port = await freePort();
    await startGateway('gateway', port);
    gateway = `http://127.0.0.1:${port}`;
    token = await loginAs(gateway, 'admin');
  });

  afterAll(() => portal.stop());

  it('routes every base of spec section 7 to its owner, each on MariaDB and Kafka', async () => {
    for (const base of BASE_NAMES) {
      const { status, body } = await call<{ service: string; status: string; pid: number; database: { dialect: string }; events: { transport: string } }>(
        `${gateway}/tis/api/${base}/health`,
      );
      expect(status, base).toBe(200);
      expect(body.data).toMatchObject({ service: BASES[base].owner, status: 'up', database: { dialect: 'mariadb' }, events: { transport: 'kafka' } });
      expect(body.data!.pid).toBe(procs.get(BASES[base].owner)!.pid);
    }
    const unknown = await call(`${gateway}/tis/api/nosuchbase/health`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('404');
  });

  it('carries an upload through the gateway, S3, Kafka and the log service, and answers its history over TCP', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const png = pngBytes(5000);
    const { body, contentType } = multipartBody('file', 'engine.png', 'image/png', png);
    const up = await call<{ id: string; url: string }>(`${gateway}/tis/api/fileconverter/upload?category=image`, {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType },
      body,
    });
    expect(up.body.code).toBe('000000');
    const fileId = up.body.data!.id;
    const logged = await eventually(async () => {
      const r = await call<PageResult<OperationLogView>>(`${gateway}/tis/api/logService/operationLog/list?targetId=${fileId}`, { headers: auth });
      return r.body.data?.total === 1 ? r.body.data : undefined;
    }, 30_000, 'the log service to consume tis.fileconverter.file.stored.v1 from Kafka');
    expect(logged.list[0]).toMatchObject({ action: 'file.stored', userCode: 'admin' });
    const detail = await call<{ history: OperationLogView[] }>(`${gateway}/tis/api/fileconverter/files/${fileId}`, { headers: auth });
    expect(detail.body.data!.history).toHaveLength(1);
    const part = await fetch(`${gateway}${up.body.data!.url}`, { headers: { ...auth, range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.subarray(0, 8));
  });

  it('loses no event when the fileconverter dies between commit and publish', async () => {
    const auth = { authorization: `Bearer ${token}` };
    await procs.get('fileconverter')!.stop();
    // Restarted with its relay held: the upload commits, the event waits in the outbox.
    const held = await startService('fileconverter', { TIS_OUTBOX_PAUSED: 'true' });
    const { body, contentType } = multipartBody('file', 'crash.png', 'image/png', pngBytes(10));
    const up = await call<{ id: string }>(`${gateway}/tis/api/fileconverter/upload?category=image`, {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType },
      body,
    });
    expect(up.body.code).toBe('000000');
    process.kill(held.pid, 'SIGKILL');
    await held.exited;
    await new Promise((r) => setTimeout(r, 1000));
    const before = await call<PageResult<OperationLogView>>(`${gateway}/tis/api/logService/operationLog/list?targetId=${up.body.data!.id}`, { headers: auth });
    expect(before.body.data!.total).toBe(0);
    await startService('fileconverter');
    await eventually(async () => {
      const r = await call<PageResult<OperationLogView>>(`${gateway}/tis/api/logService/operationLog/list?targetId=${up.body.data!.id}`, { headers: auth });
      return r.body.data?.total === 1 ? true : undefined;
    }, 30_000, 'the restarted relay to publish the held event');
  });

  it('ends a session in every service process at once when the user logs out through the gateway', async () => {
    const session = await loginAs(gateway, 'oem01');
    const auth = { authorization: session };
    // Another process (the log service) resolved and cached the session…
    expect((await call(`${gateway}/tis/api/logService/operationLog/list`, { headers: auth })).status).toBe(200);
    const out = await call(`${gateway}/tis/api/oauth/logout`, { method: 'POST', headers: auth });
    const t0 = Date.now();
    expect(out.body.data).toBe(true);
    // …and forgets it when the revocation arrives over Kafka, long before its cache time (30 s here).
    await eventually(async () => ((await call(`${gateway}/tis/api/logService/operationLog/list`, { headers: auth })).status === 401 ? true : undefined), 3_000, 'the log service to refuse the ended session');
    expect(Date.now() - t0).toBeLessThan(3_000);
    expect((await call(`${gateway}/tis/api/oauth/userInfo`, { headers: auth })).status).toBe(401);
  });

  it('limits requests per client IP with the spec code 429, counting in Redis across gateway instances', async () => {
    // This client sends 6 requests this minute through the first gateway; a second instance sharing
    // the Redis counters with a limit of 5 refuses it at once. The windows are whole minutes: the
    // requests keep clear of a window's last seconds, so that they and the check share one.
    const port = await freePort();
    await startGateway('gateway-limited', port, { TIS_RATE_LIMIT_PER_MINUTE: '5' });
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${gateway}/tis/api/vehicleService/health`)).status).toBe(200);
    const limited = await call(`http://127.0.0.1:${port}/tis/api/vehicleService/health`, { headers: { Language: 'en_US' } });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('429');
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await fetch(`${gateway}/tis/api/vehicleService/health`)).status).toBe(200);
  });

  it('indexes the demo cases over TCP, and finds a case published in the document service through the search service', async () => {
    const find = async (keyword: string, as: string) => {
      const r = await call<SearchAnswer>(`${gateway}/tis/api/searchService/search?languages=all&keyword=${encodeURIComponent(keyword)}`, { headers: { authorization: as } });
      return r.body.data;
    };
    // The first reindex pages through the document service's published demo cases (search → document over TCP).
    await eventually(async () => ((await find('发动机', token))?.total ?? 0) > 0 || undefined, 60_000, 'the demo cases in the index');
    const dealer = await loginAs(gateway, 'dealer01');
    const oem = await loginAs(gateway, 'oem01');
    const step = async (path: string, as: string, body: unknown) => {
      const r = await call<CaseDetail>(`${gateway}/tis/api/documentService/case${path}`, { method: 'POST', headers: { authorization: as, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (r.body.code !== '000000') throw new Error(JSON.stringify(r.body));
      return r.body.data as CaseDetail;
    };
    let c = await step('', dealer, { title: 'Kühlmittelverlust am Wasserpumpengehäuse', brandCode: 'PC', seriesCode: 'PC-A5', mileage: 5000, description: 'Kühlmittel tropft.', solution: 'Dichtung ersetzt.', steps: [{ section: 'fault', symptom: 'Leck' }] });
    c = await step(`/${c.id}/submit`, dealer, { version: c.version });
    c = await step(`/${c.id}/verify`, oem, { version: c.version, approved: true });
    await step(`/${c.id}/publish`, oem, { version: c.version });
    // document (outbox) → Kafka → search, read through the gateway.
    const found = await eventually(async () => ((await find('wasserpumpengehause', dealer))?.list[0]?.documentId === c.id ? true : undefined), 30_000, 'the published case in the index');
    expect(found).toBe(true);
    expect((await find(c.caseCode, dealer))?.list[0]?.documentId).toBe(c.id);
  });

  it('answers for a service that is down with a clear envelope, quickly', async () => {
    await procs.get('search')!.stop();
    const started = Date.now();
    const res = await call(`${gateway}/tis/api/searchService/health`);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('503');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
