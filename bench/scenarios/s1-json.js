/**
 * S1 — small JSON endpoints through the portal's edge vs a bare handler (requests/s).
 *
 * Ours, the embedded portal (all-in-one: the gateway edge's hooks — rate limit, timeout,
 * anti-script filter — then the service's Nest controller, the endpoint guard and the envelope):
 *   - public: GET /tis/api/systemService/clientConfig, a 2.3 KB JSON answer (the target);
 *   - signed in: GET /tis/api/vehicleService/brand/options, the brand list every filter asks for
 *     (spec section 7), each request with the next session of a pool of every role (lib/tokens.js:
 *     admin, OEM, two dealers, social), so the token check, the session check and the query run
 *     for several users as in real use.
 * Baselines, each in its own process, answering the same path with a copy of a real answer of
 * the portal (same bytes, same shape, serialised per request; the signed-in side's requests carry
 * the same Authorization headers, which a bare handler ignores):
 *   - a bare Fastify 5 handler (the target, public endpoint: ours >= 0.6x its requests/s; signed in:
 *     information);
 *   - raw node:http (reported for information; public endpoint only).
 * Method: autocannon in the bench process, the same connections and duration for each side;
 * a warm-up per side, then rounds of A, B, C, A, B, C, …; the best round of each side counts
 * (noise from a shared machine only ever lowers a throughput figure).
 */
import { join } from 'node:path';
import { fetchJson, throughput } from '../lib/load.js';
import { startBaseline, startEmbeddedPortal } from '../lib/servers.js';
import { max, median, ratio, round } from '../lib/stats.js';
import { fmt } from '../lib/table.js';
import { signInPool } from '../lib/tokens.js';

export const id = 'S1';
export const title = 'JSON endpoints, public and signed in: embedded portal vs bare Fastify / node:http (requests/s)';

const TARGET_RATIO = 0.6;

/**
 * The endpoints measured: `signedIn` ones rotate the token pool's sessions; `target` ones must
 * reach TARGET_RATIO of bare Fastify (the issue's S1), the others are information: what a
 * signed-in request with a query costs on top of the same bare handler.
 */
const ENDPOINTS = [
  { key: 'public', label: 'S1 portal', path: '/tis/api/systemService/clientConfig', signedIn: false, target: true, baselines: ['fastify', 'node'] },
  { key: 'signedIn', label: 'S1 signed-in brand list', path: '/tis/api/vehicleService/brand/options', signedIn: true, target: false, baselines: ['fastify'] },
];
const BASELINE_LABELS = { fastify: 'bare Fastify', node: 'raw node:http' };

export function settings(quick) {
  return quick
    ? { connections: 10, warmupSec: 1, durationSec: 2, rounds: 2 }
    : { connections: 10, warmupSec: 5, durationSec: 10, rounds: 3 };
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);

  ctx.log('starting the embedded portal (with the demo accounts)');
  const portal = await startEmbeddedPortal(ctx.pool, { dataDir: join(ctx.runDir, 's1-portal'), env: { TIS_DEMO_DATA: 'true' } });
  const tokens = await signInPool(portal.url);

  /** Every side of every endpoint, in the order the rounds run them. */
  const sides = [];
  const endpoints = [];
  for (const endpoint of ENDPOINTS) {
    const url = `${portal.url}${endpoint.path}`;
    const headerSets = endpoint.signedIn ? tokens.sessions.map((session) => session.headers) : undefined;
    const real = await fetchJson(url, headerSets?.[0]);
    if (real.status !== 200 || real.json?.code !== '000000') throw new Error(`${endpoint.path} answered ${real.status} ${JSON.stringify(real.json).slice(0, 300)}`);
    // The baselines serve one copy: every session must get the very same answer.
    for (const headers of headerSets ?? []) {
      const theirs = await fetchJson(url, headers);
      if (JSON.stringify(theirs.json) !== JSON.stringify(real.json)) throw new Error(`${endpoint.path} answers the sessions of the pool differently`);
    }
    ctx.log(`${endpoint.path} answers ${real.bytes} bytes (${real.contentType}); baselines serve a copy of it`);
    const own = { endpoint, key: 'portal', label: 'portal (embedded)', server: portal, headerSets };
    const baselines = [];
    for (const kind of endpoint.baselines) {
      const server = await startBaseline(ctx.pool, { kind, answer: real.json, path: endpoint.path, runDir: ctx.runDir, name: `baseline-${kind}-${endpoint.key}` });
      const answer = await fetchJson(`${server.url}${endpoint.path}`);
      if (answer.status !== 200) throw new Error(`${BASELINE_LABELS[kind]} answered ${answer.status}`);
      if (answer.bytes !== real.bytes) ctx.log(`warning: ${BASELINE_LABELS[kind]} answers ${answer.bytes} bytes, the portal ${real.bytes}`);
      baselines.push({ endpoint, key: kind, label: BASELINE_LABELS[kind], server, headerSets });
    }
    endpoints.push({ endpoint, real, own, baselines });
    sides.push(own, ...baselines);
  }

  const name = (side) => `${side.endpoint.key} ${side.label}`;
  const measure = (side, durationSec, title, pid) =>
    throughput({ url: `${side.server.url}${side.endpoint.path}`, connections: s.connections, durationSec, pid, title, headerSets: side.headerSets });
  for (const side of sides) {
    ctx.log(`warm-up ${name(side)}: ${s.warmupSec} s`);
    await measure(side, s.warmupSec, `warm-up ${side.endpoint.key} ${side.key}`);
  }
  for (const side of sides) side.runs = [];
  for (let round = 1; round <= s.rounds; round++) {
    for (const side of sides) {
      const r = await measure(side, s.durationSec, `${side.endpoint.key} ${side.key} round ${round}`, side.server.proc.pid);
      side.runs.push(r);
      ctx.log(
        `round ${round}/${s.rounds} ${name(side).padEnd(26)} ${fmt(r.rps).padStart(7)} req/s  p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms` +
          (r.serverCpu !== undefined ? `  server CPU ${fmt(r.serverCpu * 100)}%` : ''),
      );
    }
  }

  const figuresOf = (side) => {
    const rps = side.runs.map((r) => r.rps);
    return { best: max(rps), median: median(rps), rounds: rps.map((v) => round(v, 1)) };
  };
  const cpuOfBest = (side) => {
    const best = side.runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    return best.serverCpu === undefined ? '?' : `${fmt(best.serverCpu * 100)}%`;
  };
  const rows = [];
  const details = {};
  for (const { endpoint, real, own, baselines } of endpoints) {
    const ours = figuresOf(own);
    const metric = `req/s, best of ${s.rounds}, ${real.bytes} B body${endpoint.signedIn ? `, ${tokens.sessions.length} sessions` : ''}`;
    const ratios = {};
    for (const baseline of baselines) {
      const theirs = figuresOf(baseline);
      const r = ratio(ours.best, theirs.best);
      ratios[baseline.key] = round(r ?? NaN, 3);
      const target = endpoint.target && baseline.key === 'fastify';
      rows.push({
        scenario: `${endpoint.label} vs ${baseline.label}`,
        metric,
        ours: fmt(ours.best),
        baseline: fmt(theirs.best),
        ratio: `${fmt(r, 2)}x`,
        target: target ? `>= ${fmt(TARGET_RATIO, 2)}x` : '(info)',
        pass: target ? r !== undefined && r >= TARGET_RATIO : undefined,
      });
    }
    details[endpoint.key] = {
      path: endpoint.path,
      bodyBytes: real.bytes,
      answerCopied: real.json,
      sessions: endpoint.signedIn ? tokens.sessions.map((session) => `${session.userCode} (${session.userType})`) : undefined,
      figures: Object.fromEntries([own, ...baselines].map((side) => [side.key, figuresOf(side)])),
      ratios,
      runs: Object.fromEntries([own, ...baselines].map((side) => [side.key, side.runs])),
    };
  }
  const notes = [
    `S1: server CPU in each side's best round: ${sides.map((side) => `${name(side)} ${cpuOfBest(side)}`).join(', ')} of one core. ` +
      'A side well below 100% was held back by the load driver (autocannon shares the CPUs) or by other work on the machine, ' +
      'so its req/s is a lower bound; for a baseline that makes the ratio an upper bound.',
    `S1: ${ENDPOINTS[0].path} answers the deployment facts the SPA reads at start, through every per-request step of the ` +
      'portal (rate limit, timeout tracking, access gate, envelope); the baselines serialise a stored copy of the same answer.',
    `S1: ${ENDPOINTS[1].path} is the brand list of every filter; each connection sends the sessions of ` +
      `${tokens.sessions.map((session) => session.userCode).join(', ')} in turn, so the portal checks the token and the session and reads the brands per request.`,
  ];
  return { rows, notes, details: { settings: s, ...details } };
}
