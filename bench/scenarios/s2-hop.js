/**
 * S2 — the cost of the gateway hop in the distributed mode (latency).
 *
 * The nine services and the gateway run as separate processes (SQLite files, in-process
 * events). Ours: GET /tis/api/logService/health through the gateway (edge hooks + proxy to the
 * log service over HTTP). Baseline: the same request sent straight to the log service's port.
 * Method: one keep-alive connection per side, one request at a time; a warm-up per side, then
 * blocks of 100 alternating gateway / direct until each side has its count; p50 and p99 by
 * nearest rank. Target: gateway p50 <= direct p50 + 0.5 ms.
 */
import { Agent } from 'node:http';
import { join } from 'node:path';
import { fetchJson, sequentialLatencies } from '../lib/load.js';
import { startDistributedPortal } from '../lib/servers.js';
import { round, summarize } from '../lib/stats.js';
import { fmt, fmtSigned } from '../lib/table.js';

export const id = 'S2';
export const title = 'Gateway hop: distributed gateway vs the log service directly (sequential latency)';

const PATH = '/tis/api/logService/health';
const TARGET_EXTRA_P50_MS = 0.5;

export function settings(quick) {
  // Small blocks, alternating, so that noise from the shared machine falls on both sides alike.
  return quick ? { warmup: 300, blocks: 5, perBlock: 100 } : { warmup: 1000, blocks: 20, perBlock: 100 };
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);

  ctx.log('starting the distributed portal (nine services + gateway)');
  const started = Date.now();
  const portal = await startDistributedPortal(ctx.pool, { dataDir: join(ctx.runDir, 's2-distributed') });
  ctx.log(`distributed portal up in ${fmt((Date.now() - started) / 1000, 1)} s`);
  const log = portal.services.log;
  const sides = [
    { key: 'gateway', label: 'via gateway', url: `${portal.gateway.url}${PATH}` },
    { key: 'direct', label: 'direct to log', url: `${log.url}${PATH}` },
  ];
  for (const side of sides) {
    const answer = await fetchJson(side.url);
    if (answer.status !== 200 || answer.json?.data?.service !== 'log' || answer.json?.data?.pid !== log.proc.pid) {
      throw new Error(`${side.label}: ${side.url} did not answer from the log service process: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
    side.bodyBytes = answer.bytes;
    side.agent = new Agent({ keepAlive: true, maxSockets: 1 });
    side.times = [];
  }

  try {
    for (const side of sides) {
      ctx.log(`warm-up ${side.label}: ${s.warmup} requests`);
      await sequentialLatencies(side.url, s.warmup, side.agent);
    }
    for (let block = 1; block <= s.blocks; block++) {
      for (const side of sides) side.times.push(...(await sequentialLatencies(side.url, s.perBlock, side.agent)));
    }
  } finally {
    for (const side of sides) side.agent.destroy();
  }

  const [gw, direct] = sides.map((side) => ({ ...summarize(side.times) }));
  for (const [side, sum] of [[sides[0], gw], [sides[1], direct]]) {
    ctx.log(`${side.label.padEnd(14)} n=${sum.count} p50 ${fmt(sum.p50, 2)} ms  p99 ${fmt(sum.p99, 2)} ms  mean ${fmt(sum.mean, 2)} ms`);
  }
  const extraP50 = gw.p50 - direct.p50;
  const extraP99 = gw.p99 - direct.p99;
  const rows = [
    {
      scenario: 'S2 gateway hop vs direct',
      metric: `p50 ms, ${gw.count} sequential req`,
      ours: fmt(gw.p50, 2),
      baseline: fmt(direct.p50, 2),
      ratio: `${fmt(gw.p50 / direct.p50, 2)}x (${fmtSigned(extraP50, 2)} ms)`,
      target: `<= direct + ${fmt(TARGET_EXTRA_P50_MS, 2)} ms`,
      pass: extraP50 <= TARGET_EXTRA_P50_MS,
    },
    {
      scenario: 'S2 gateway hop vs direct',
      metric: `p99 ms, ${gw.count} sequential req`,
      ours: fmt(gw.p99, 2),
      baseline: fmt(direct.p99, 2),
      ratio: `${fmt(gw.p99 / direct.p99, 2)}x (${fmtSigned(extraP99, 2)} ms)`,
      target: '(info)',
      pass: undefined,
    },
  ];
  const r3 = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, k === 'count' ? v : round(v, 3)]));
  return {
    rows,
    details: {
      path: PATH,
      bodyBytes: Object.fromEntries(sides.map((side) => [side.key, side.bodyBytes])),
      settings: s,
      latencyMs: { gateway: r3(gw), direct: r3(direct) },
      extraMs: { p50: round(extraP50, 3), p99: round(extraP99, 3) },
      processes: { gateway: portal.gateway.proc.pid, log: log.proc.pid },
    },
  };
}
