/**
 * S1 — a small JSON endpoint through the portal's edge vs a bare handler (requests/s).
 *
 * Ours: GET /tis/api/systemService/clientConfig of the embedded portal, a 2.3 KB JSON answer
 * (all-in-one: the gateway edge's hooks — rate limit, timeout, anti-script filter — then the
 * system service's Nest controller, the endpoint guard and the envelope).
 * Baselines, each in its own process, answering the same path with a copy of a real answer of
 * the portal (same bytes, same shape, serialised per request):
 *   - a bare Fastify 5 handler (the target: ours >= 0.6x its requests/s);
 *   - raw node:http (reported for information).
 * Method: autocannon in the bench process, the same connections and duration for each side;
 * a warm-up per side, then rounds of A, B, C, A, B, C, …; the best round of each side counts
 * (noise from a shared machine only ever lowers a throughput figure).
 */
import { join } from 'node:path';
import { fetchJson, throughput } from '../lib/load.js';
import { startBaseline, startEmbeddedPortal } from '../lib/servers.js';
import { max, median, ratio, round } from '../lib/stats.js';
import { fmt } from '../lib/table.js';

export const id = 'S1';
export const title = 'JSON endpoint: embedded portal vs bare Fastify / node:http (requests/s)';

const PATH = '/tis/api/systemService/clientConfig';
const TARGET_RATIO = 0.6;

export function settings(quick) {
  return quick
    ? { connections: 10, warmupSec: 2, durationSec: 3, rounds: 2 }
    : { connections: 10, warmupSec: 5, durationSec: 10, rounds: 3 };
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);

  ctx.log('starting the embedded portal');
  const portal = await startEmbeddedPortal(ctx.pool, { dataDir: join(ctx.runDir, 's1-portal') });
  const real = await fetchJson(`${portal.url}${PATH}`);
  if (real.status !== 200 || real.json?.code !== '000000') {
    throw new Error(`${PATH} answered ${real.status} ${JSON.stringify(real.json)}`);
  }
  ctx.log(`${PATH} answers ${real.bytes} bytes (${real.contentType}); baselines serve a copy of it`);

  const fastify = await startBaseline(ctx.pool, { kind: 'fastify', answer: real.json, path: PATH, runDir: ctx.runDir });
  const node = await startBaseline(ctx.pool, { kind: 'node', answer: real.json, path: PATH, runDir: ctx.runDir });
  const sides = [
    { key: 'portal', label: 'portal (embedded)', server: portal },
    { key: 'fastify', label: 'bare Fastify', server: fastify },
    { key: 'node', label: 'raw node:http', server: node },
  ];
  for (const side of sides) {
    const answer = await fetchJson(`${side.server.url}${PATH}`);
    if (answer.status !== 200) throw new Error(`${side.label} answered ${answer.status}`);
    side.bodyBytes = answer.bytes;
  }
  if (sides[1].bodyBytes !== real.bytes || sides[2].bodyBytes !== real.bytes) {
    ctx.log(`warning: baseline bodies are ${sides[1].bodyBytes} / ${sides[2].bodyBytes} bytes, the portal's ${real.bytes}`);
  }

  for (const side of sides) {
    ctx.log(`warm-up ${side.label}: ${s.warmupSec} s`);
    await throughput({ url: `${side.server.url}${PATH}`, connections: s.connections, durationSec: s.warmupSec, title: `warm-up ${side.key}` });
  }
  for (const side of sides) side.runs = [];
  for (let round = 1; round <= s.rounds; round++) {
    for (const side of sides) {
      const r = await throughput({
        url: `${side.server.url}${PATH}`,
        connections: s.connections,
        durationSec: s.durationSec,
        pid: side.server.proc.pid,
        title: `${side.key} round ${round}`,
      });
      side.runs.push(r);
      ctx.log(
        `round ${round}/${s.rounds} ${side.label.padEnd(17)} ${fmt(r.rps).padStart(7)} req/s  p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms` +
          (r.serverCpu !== undefined ? `  server CPU ${fmt(r.serverCpu * 100)}%` : ''),
      );
    }
  }
  const after = await fetchJson(`${portal.url}${PATH}`);

  const figures = Object.fromEntries(
    sides.map((side) => {
      const rps = side.runs.map((r) => r.rps);
      return [side.key, { best: max(rps), median: median(rps), rounds: rps.map((v) => round(v, 1)) }];
    }),
  );
  const vsFastify = ratio(figures.portal.best, figures.fastify.best);
  const vsNode = ratio(figures.portal.best, figures.node.best);
  const metric = `req/s, best of ${s.rounds}, ${real.bytes} B body`;
  const rows = [
    {
      scenario: 'S1 portal vs bare Fastify',
      metric,
      ours: fmt(figures.portal.best),
      baseline: fmt(figures.fastify.best),
      ratio: `${fmt(vsFastify, 2)}x`,
      target: `>= ${fmt(TARGET_RATIO, 2)}x`,
      pass: vsFastify !== undefined && vsFastify >= TARGET_RATIO,
    },
    {
      scenario: 'S1 portal vs raw node:http',
      metric,
      ours: fmt(figures.portal.best),
      baseline: fmt(figures.node.best),
      ratio: `${fmt(vsNode, 2)}x`,
      target: '(info)',
      pass: undefined,
    },
  ];
  const cpuOfBest = (side) => {
    const best = side.runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    return best.serverCpu === undefined ? '?' : `${fmt(best.serverCpu * 100)}%`;
  };
  const notes = [
    `S1: server CPU in each side's best round: portal ${cpuOfBest(sides[0])}, Fastify ${cpuOfBest(sides[1])}, node:http ${cpuOfBest(sides[2])} ` +
      'of one core. A side well below 100% was held back by the load driver (autocannon shares the CPUs) or by other work on the machine, ' +
      'so its req/s is a lower bound; for a baseline that makes the ratio an upper bound.',
    `S1: ${PATH} answers the deployment facts the SPA reads at start (2.3 KB), through every per-request step of the ` +
      'portal (rate limit, timeout tracking, access gate, envelope); the baselines serialise a stored copy of the same answer.',
  ];
  return {
    rows,
    notes,
    details: {
      path: PATH,
      bodyBytes: { portal: real.bytes, portalAfterRun: after.bytes, fastify: sides[1].bodyBytes, node: sides[2].bodyBytes },
      answerCopied: real.json,
      settings: s,
      figures,
      ratios: { portalVsFastify: round(vsFastify ?? NaN, 3), portalVsNode: round(vsNode ?? NaN, 3) },
      runs: Object.fromEntries(sides.map((side) => [side.key, side.runs])),
    },
  };
}
