/**
 * Load drivers, run inside the bench process (the server under test is always another process):
 * - `throughput`: autocannon for a fixed time with N keep-alive connections;
 * - `sequentialLatencies`: one keep-alive connection, one request at a time, each timed.
 */
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { cpuSecondsOf } from './processes.js';

/**
 * Runs autocannon against `url` and returns the figures the bench uses. A run with errors,
 * timeouts or non-2xx answers is refused (its requests/s would not mean anything).
 * `headerSets` (e.g. the sessions of a token pool, lib/tokens.js): each connection sends GET `url`
 * with the first set, then the next, in turn — the requests are built once, so rotating costs the
 * load driver nothing per request.
 * @param {{ url: string, connections: number, durationSec: number, pid?: number, title?: string, headerSets?: readonly Record<string, string>[] }} options
 */
export async function throughput({ url, connections, durationSec, pid, title, headerSets }) {
  const cpuBefore = pid === undefined ? undefined : cpuSecondsOf(pid);
  const started = process.hrtime.bigint();
  const requests = headerSets?.map((headers) => ({ method: 'GET', headers }));
  const result = await autocannon({ url, connections, pipelining: 1, duration: durationSec, title, ...(requests ? { requests } : {}) });
  const elapsedSec = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = pid === undefined ? undefined : cpuSecondsOf(pid);
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `autocannon ${title ?? url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers ` +
        `(status codes: ${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  const duration = result.duration > 0 ? result.duration : elapsedSec;
  return {
    title,
    url,
    connections,
    durationSec: duration,
    requests: result.requests.total,
    rps: result.requests.total / duration,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.mean, max: result.latency.max },
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : undefined,
    /** Share of one core the server process used during the run (1.0 = one full core). */
    serverCpu: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / elapsedSec : undefined,
  };
}

/**
 * GETs `url` `count` times, one after the other, on ONE keep-alive connection, and returns each
 * request's time (ms) from sending to the last byte of the answer (the body is read, not
 * decoded). Fails on any other status than `expectStatus` (200) or when the connection is not
 * reused.
 * @param {string} url
 * @param {number} count
 * @param {Agent} [agent] pass the same agent to keep the connection across calls
 * @param {{ headers?: Record<string, string>, expectStatus?: number }} [options]
 */
export async function sequentialLatencies(url, count, agent = new Agent({ keepAlive: true, maxSockets: 1 }), { headers = {}, expectStatus = 200 } = {}) {
  const times = new Array(count);
  const sockets = new Set();
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint();
    const { status, socket } = await getOnce(url, agent, headers);
    times[i] = Number(process.hrtime.bigint() - started) / 1e6;
    if (status !== expectStatus) throw new Error(`GET ${url} answered ${status}, expected ${expectStatus}`);
    sockets.add(socket);
  }
  if (sockets.size !== 1) throw new Error(`GET ${url}: ${sockets.size} connections were used instead of one`);
  return times;
}

/** One GET; resolves when the whole answer has been read. */
function getOnce(url, agent, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end();
  });
}

/**
 * One GET with node:http: the status, the headers and the body's bytes exactly as sent (a gzip
 * body stays gzipped).
 * @param {string} url @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end();
  });
}

/** GET once with fetch: status, the parsed JSON and the body's size in bytes. @param {string} url @param {Record<string, string>} [headers] */
export async function fetchJson(url, headers = {}) {
  const res = await fetch(url, { headers });
  const buffer = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes: buffer.length, json: JSON.parse(buffer.toString('utf8')), contentType: res.headers.get('content-type') };
}
