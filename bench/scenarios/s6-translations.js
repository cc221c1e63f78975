/**
 * S6 — the translation list of one language with ~100k keys vs the same bytes served static.
 *
 * Data: the embedded portal starts once on fresh SQLite files (migrations; the bundled texts
 * are seeded), stops; the generator (a child) then tops en_US up to the list's size straight in
 * the system database — full: 99,999 keys, the page size the SPA asks for
 * (TRANSLATION_LIST_MAX_PAGE_SIZE), so one answer holds every key; quick: 20,000 — and advances
 * the language's content version, as the service's import does; then the portal starts again.
 * Ours: GET /tis/api/systemService/translation/list?lang=en_US&pageNo=1&pageSize=99999, the
 * public URL the SPA loads (web/src/features/translations/server-texts.ts), with
 * `Accept-Encoding: gzip` (the portal sends its cached gzip encoding).
 * Baseline: bare Fastify in its own process answering the same path with the very bytes the
 * portal sent (gzip) and the same content-type / content-encoding.
 * Also: an ETag round trip — If-None-Match with the answer's ETag must give 304 (both encodings).
 * Method: one keep-alive connection per side, one request at a time, timed to the last byte
 * (not decompressed); warm-up, then blocks alternating; p50 by nearest rank.
 * Target: portal p50 <= 1.3x static p50.
 */
import { Agent } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { TRANSLATION_LIST_MAX_PAGE_SIZE } from '@tis/contracts';
import { getRaw, sequentialLatencies } from '../lib/load.js';
import { generateData, startBytesBaseline, startEmbeddedPortal } from '../lib/servers.js';
import { percentile, round, summarize } from '../lib/stats.js';
import { fmt } from '../lib/table.js';

export const id = 'S6';
export const title = 'Translation list of ~100k keys (one language, gzip) vs the same bytes from bare Fastify';

const LANG = 'en_US';
const PATH = `/tis/api/systemService/translation/list?lang=${LANG}&pageNo=1&pageSize=${TRANSLATION_LIST_MAX_PAGE_SIZE}`;
const GZIP = { 'accept-encoding': 'gzip' };
const TARGET_RATIO = 1.3;

export function settings(quick) {
  // Warm-up as long as S3's: the portal's first answer builds the list (99,999 rows read, 7 MB of
  // JSON, its gzip), and for the next ~3,000 requests its p50 falls from ~0.55 to ~0.27 ms while
  // that garbage is collected and the path compiled (rounds of 1,000 after 50 warm-up requests:
  // 0.54, 0.46, 0.36, 0.28, 0.27, 0.28 ms). 50 warm-up requests measured the start, not the answer.
  return quick
    ? { keys: 20_000, warmup: 3_000, blocks: 5, perBlock: 40 }
    : { keys: TRANSLATION_LIST_MAX_PAGE_SIZE, warmup: 3_000, blocks: 10, perBlock: 100 };
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);
  const dataDir = join(ctx.runDir, 's6-portal');

  ctx.log('first start of the embedded portal (migrations, bundled texts)');
  let portal = await startEmbeddedPortal(ctx.pool, { dataDir, name: 's6-portal-first' });
  const bundled = await listOf(portal.url, {});
  await ctx.pool.stop(portal.proc);
  const add = s.keys - bundled.total;
  if (add <= 0) throw new Error(`${LANG} already has ${bundled.total} texts, not fewer than ${s.keys}`);
  ctx.log(`${LANG} has ${fmt(bundled.total)} bundled texts; generating ${fmt(add)} more with the portal stopped`);
  const generated = await generateData(ctx.pool, { db: `sqlite:${dataDir}/{service}.sqlite`, texts: add, textsLang: LANG, name: 's6-generate' });

  portal = await startEmbeddedPortal(ctx.pool, { dataDir, name: 's6-portal' });
  const ours = await getRaw(`${portal.url}${PATH}`, GZIP);
  if (ours.status !== 200 || ours.headers['content-encoding'] !== 'gzip') {
    throw new Error(`${PATH} answered ${ours.status} with content-encoding ${String(ours.headers['content-encoding'])}, not 200 gzip`);
  }
  const json = JSON.parse(gunzipSync(ours.body).toString('utf8'));
  if (json?.data?.total !== s.keys || json.data.list.length !== s.keys) {
    throw new Error(`the list holds ${json?.data?.list?.length} of ${json?.data?.total} texts, expected ${s.keys}: the cached list was not rebuilt`);
  }
  const plainBytes = gunzipSync(ours.body).length;
  ctx.log(`${PATH} answers ${fmt(s.keys)} texts: ${fmt(plainBytes / 1024)} KB JSON, ${fmt(ours.body.length / 1024)} KB gzip`);

  // ETag round trip: the tag of each encoding brings a 304 without a body.
  const etagGzip = String(ours.headers['etag']);
  const plain = await getRaw(`${portal.url}${PATH}`);
  const etagPlain = String(plain.headers['etag']);
  const revalidated = {
    gzip: (await getRaw(`${portal.url}${PATH}`, { ...GZIP, 'if-none-match': etagGzip })).status,
    identity: (await getRaw(`${portal.url}${PATH}`, { 'if-none-match': etagPlain })).status,
  };
  const etagOk = revalidated.gzip === 304 && revalidated.identity === 304 && etagGzip !== 'undefined' && etagPlain !== 'undefined';

  const headers = { 'content-type': String(ours.headers['content-type']), 'content-encoding': 'gzip' };
  const path = PATH.split('?')[0] ?? PATH;
  const baseline = await startBytesBaseline(ctx.pool, { bytes: ours.body, headers, path, runDir: ctx.runDir, name: 's6-static' });
  const check = await getRaw(`${baseline.url}${PATH}`, GZIP);
  if (check.status !== 200 || !check.body.equals(ours.body)) throw new Error('the static baseline does not answer the same bytes');

  const sides = [
    { key: 'portal', label: 'portal', url: `${portal.url}${PATH}`, agent: new Agent({ keepAlive: true, maxSockets: 1 }), times: /** @type {number[]} */ ([]) },
    { key: 'static', label: 'bare Fastify', url: `${baseline.url}${PATH}`, agent: new Agent({ keepAlive: true, maxSockets: 1 }), times: /** @type {number[]} */ ([]) },
  ];
  try {
    for (const side of sides) await sequentialLatencies(side.url, s.warmup, side.agent, { headers: GZIP });
    for (let block = 0; block < s.blocks; block++) {
      for (const side of sides) side.times.push(...(await sequentialLatencies(side.url, s.perBlock, side.agent, { headers: GZIP })));
    }
  } finally {
    for (const side of sides) side.agent.destroy();
  }
  const [p, b] = sides.map((side) => summarize(side.times));
  const p95 = sides.map((side) => percentile(side.times, 95));
  ctx.log(`portal p50 ${fmt(p.p50, 2)} ms, p95 ${fmt(p95[0], 2)} ms; bare Fastify p50 ${fmt(b.p50, 2)} ms, p95 ${fmt(p95[1], 2)} ms`);
  const size = `${fmt(s.keys)} keys, ${fmt(ours.body.length / 1024)} KB gz`;
  const r3 = (/** @type {Record<string, number>} */ o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, k === 'count' ? v : round(v, 3)]));
  return {
    rows: [
      {
        scenario: 'S6 translation list vs static',
        metric: `p50 ms, ${p.count} req, ${size}`,
        ours: fmt(p.p50, 2),
        baseline: fmt(b.p50, 2),
        ratio: `${fmt(p.p50 / b.p50, 2)}x`,
        target: `<= ${fmt(TARGET_RATIO, 1)}x`,
        pass: p.p50 <= TARGET_RATIO * b.p50,
      },
      {
        scenario: 'S6 translation list vs static',
        metric: `p95 ms, ${p.count} req`,
        ours: fmt(p95[0], 2),
        baseline: fmt(p95[1], 2),
        ratio: `${fmt(p95[0] / p95[1], 2)}x`,
        target: '(info)',
        pass: undefined,
      },
      {
        scenario: 'S6 translation list ETag',
        metric: 'If-None-Match: gzip / identity tag',
        ours: `${revalidated.gzip} / ${revalidated.identity}`,
        baseline: '-',
        ratio: '-',
        target: '304 / 304',
        pass: etagOk,
      },
    ],
    notes: [
      `S6: ${LANG} topped up from ${fmt(bundled.total)} bundled texts to ${fmt(s.keys)} by the generator (${fmt(generated.tables[0]?.rowsPerSecond)} rows/s) ` +
        'with the portal stopped; the list answer is built once per content version and kept gzipped, the baseline sends the same bytes.',
    ],
    details: {
      settings: s,
      path: PATH,
      bytes: { json: plainBytes, gzip: ours.body.length },
      etag: { gzip: etagGzip, identity: etagPlain, revalidated },
      latencyMs: { portal: r3(p), static: r3(b), p95: { portal: round(p95[0], 3), static: round(p95[1], 3) } },
      generated,
    },
  };
}

/** @param {string} url @param {Record<string, string>} headers */
async function listOf(url, headers) {
  const res = await fetch(`${url}${PATH}`, { headers });
  const body = /** @type {any} */ (await res.json());
  if (res.status !== 200 || typeof body?.data?.total !== 'number') throw new Error(`${PATH} answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}
