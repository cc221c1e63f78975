/**
 * S8 — memory: resident set size (RSS, /proc/<pid>/status VmRSS) of every portal process.
 *
 * - The embedded portal idle: fresh SQLite files, read 10 s after it answers its health check.
 * - The embedded portal under S1-like load: autocannon on GET /tis/api/systemService/clientConfig
 *   (10 connections) while VmRSS is sampled every 100 ms; the largest sample is the peak.
 * - Each of the ten processes of the distributed mode (nine services + gateway, SQLite, as in
 *   S2) idle: read 10 s after the last of them is up.
 * Baseline (information): a bare Fastify process serving a copy of the clientConfig answer (as in
 * S1), idle and under the same load.
 * Targets: embedded idle <= 400 MB; embedded peak under load <= 600 MB; each distributed
 * process idle <= 150 MB. MB = 2^20 bytes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { fetchJson, throughput } from '../lib/load.js';
import { rssOf, sampleRss } from '../lib/memory.js';
import { startBaseline, startDistributedPortal, startEmbeddedPortal } from '../lib/servers.js';
import { fmt } from '../lib/table.js';

export const id = 'S8';
export const title = 'Memory: RSS of the embedded portal (idle, under load) and of each distributed process (idle)';

const PATH = '/tis/api/systemService/clientConfig';
const MB = 2 ** 20;
const TARGET_MB = { embeddedIdle: 400, embeddedPeak: 600, distributedIdle: 150 };

export function settings(quick) {
  return { idleSec: 10, connections: 10, loadSec: quick ? 3 : 20 };
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);
  const mb = (/** @type {number | undefined} */ bytes) => (bytes === undefined ? '-' : fmt(bytes / MB, 1));
  const times = (/** @type {number | undefined} */ a, /** @type {number | undefined} */ b) => (a === undefined || !b ? '-' : `${fmt(a / b, 2)}x`);
  const rows = [];
  const details = { settings: s, bytes: /** @type {Record<string, unknown>} */ ({}) };

  ctx.log('starting the embedded portal and a bare Fastify baseline');
  const portal = await startEmbeddedPortal(ctx.pool, { dataDir: join(ctx.runDir, 's8-embedded'), name: 's8-portal' });
  const answer = await fetchJson(`${portal.url}${PATH}`);
  if (answer.status !== 200) throw new Error(`${PATH} answered ${answer.status}`);
  const fastify = await startBaseline(ctx.pool, { kind: 'fastify', answer: answer.json, path: PATH, runDir: ctx.runDir });
  ctx.log(`idle for ${s.idleSec} s`);
  await sleep(s.idleSec * 1000);
  const idle = { portal: rssOf(portal.proc.pid), fastify: rssOf(fastify.proc.pid) };
  ctx.log(`idle RSS: portal ${mb(idle.portal)} MB, bare Fastify ${mb(idle.fastify)} MB`);

  const peak = {};
  for (const [key, server] of /** @type {const} */ ([['portal', portal], ['fastify', fastify]])) {
    const sampler = sampleRss(server.proc.pid, 100);
    const load = await throughput({ url: `${server.url}${PATH}`, connections: s.connections, durationSec: s.loadSec, pid: server.proc.pid, title: `s8 ${key}` });
    const { max, samples } = sampler.stop();
    peak[key] = max;
    ctx.log(`under load (${fmt(load.rps)} req/s, ${s.loadSec} s): ${key} peak RSS ${mb(max)} MB (${samples} samples)`);
  }
  rows.push(
    {
      scenario: 'S8 RSS embedded idle',
      metric: `MB, ${s.idleSec} s after start`,
      ours: mb(idle.portal),
      baseline: mb(idle.fastify),
      ratio: times(idle.portal, idle.fastify),
      target: `<= ${TARGET_MB.embeddedIdle} MB`,
      pass: idle.portal !== undefined && idle.portal <= TARGET_MB.embeddedIdle * MB,
    },
    {
      scenario: 'S8 RSS embedded peak',
      metric: `MB, S1-like load ${s.loadSec} s, ${s.connections} conn`,
      ours: mb(peak.portal),
      baseline: mb(peak.fastify),
      ratio: times(peak.portal, peak.fastify),
      target: `<= ${TARGET_MB.embeddedPeak} MB`,
      pass: peak.portal <= TARGET_MB.embeddedPeak * MB,
    },
  );
  details.bytes['embedded'] = { idle, peak };
  await ctx.pool.stopAll();

  ctx.log('starting the distributed portal (nine services + gateway)');
  const distributed = await startDistributedPortal(ctx.pool, { dataDir: join(ctx.runDir, 's8-distributed') });
  ctx.log(`idle for ${s.idleSec} s`);
  await sleep(s.idleSec * 1000);
  const processes = [...Object.entries(distributed.services).map(([name, svc]) => [`svc-${name}`, svc.proc]), ['gateway', distributed.gateway.proc]];
  /** @type {Record<string, number | undefined>} */
  const distributedRss = {};
  for (const [name, proc] of processes) {
    const rss = rssOf(proc.pid);
    distributedRss[name] = rss;
    rows.push({
      scenario: `S8 RSS ${name} idle`,
      metric: `MB, distributed, ${s.idleSec} s after start`,
      ours: mb(rss),
      baseline: mb(idle.fastify),
      ratio: times(rss, idle.fastify),
      target: `<= ${TARGET_MB.distributedIdle} MB`,
      pass: rss !== undefined && rss <= TARGET_MB.distributedIdle * MB,
    });
  }
  ctx.log(`idle RSS: ${Object.entries(distributedRss).map(([n, v]) => `${n} ${mb(v)}`).join(', ')} MB`);
  details.bytes['distributed'] = distributedRss;
  return {
    rows,
    notes: [
      'S8: RSS from /proc/<pid>/status (VmRSS), MB = 2^20 bytes; the baseline column is a bare Fastify 5 process serving the same ' +
        'clientConfig copy (idle, and its peak under the same load).',
    ],
    details,
  };
}
