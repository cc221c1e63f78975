/**
 * The servers under test, each started as its own process through the run's ProcessPool:
 * the embedded portal (all-in-one), the distributed portal (nine services + gateway), and the
 * bare baselines (Fastify, node:http).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basesOf, SERVICE_NAMES } from '@tis/contracts';
import { freePort } from '@tis/nest/testing';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOST = '127.0.0.1';
const BASELINE_SCRIPT = fileURLToPath(new URL('./baseline-server.js', import.meta.url));

/** Settings every portal process of the bench gets: quiet logs, no rate limit in the way. */
const QUIET = { TIS_HOST: HOST, TIS_LOG_LEVEL: 'warn', TIS_LOG_FORMAT: 'json' };
const NO_RATE_LIMIT = { TIS_RATE_LIMIT_PER_MINUTE: '100000000' };

/** The compiled entry points the bench runs; tells how to build them when one is missing. */
export function missingBuildOutputs() {
  const entries = ['all-in-one', 'gateway', ...SERVICE_NAMES].map((s) => `services/${s}/dist/main.js`);
  entries.push('shared/nest/dist/testing/index.js');
  return entries.filter((e) => !existsSync(join(ROOT, e)));
}

/** A clean environment for a child: ours, without TIS_* settings leaking in from the shell. */
/** Node flags every portal process runs with in production (Dockerfile, scripts/start.sh; ADR 0008). */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

function childEnv(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('TIS_')));
  return { ...env, ...extra };
}

/**
 * The embedded default: gateway edge and all nine services in one process, on SQLite in a
 * fresh data directory (migrations run at boot; that is all the data these scenarios need).
 * @param {import('./processes.js').ProcessPool} pool
 * @param {{ dataDir: string, name?: string }} options
 */
export async function startEmbeddedPortal(pool, { dataDir, name = 'portal-embedded' }) {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const proc = await pool.start({
    name,
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, 'services/all-in-one/dist/main.js'],
    cwd: ROOT,
    env: childEnv({ ...QUIET, ...NO_RATE_LIMIT, TIS_PORT: String(port), TIS_DATA_DIR: dataDir }),
    ready: { kind: 'http', url: `${url}/tis/api/systemService/health`, accept: (s) => s === 200 },
    timeoutMs: 120_000,
  });
  return { name, url, port, proc };
}

/**
 * The distributed mode: each of the nine services as its own process on its own SQLite file,
 * and the gateway proxying to them over HTTP.
 * @param {import('./processes.js').ProcessPool} pool
 * @param {{ dataDir: string }} options
 */
export async function startDistributedPortal(pool, { dataDir }) {
  mkdirSync(dataDir, { recursive: true });
  // One signing secret for all processes (each would otherwise make its own).
  const jwtSecret = randomBytes(48).toString('base64url');
  const common = { ...QUIET, TIS_JWT_SECRET: jwtSecret, TIS_STORAGE_URL: `file:${join(dataDir, 'files')}` };
  const ports = {};
  for (const service of SERVICE_NAMES) ports[service] = await freePort();
  const services = {};
  // Started two at a time: nine NestJS boots at once on two cores only make each one slower.
  const queue = [...SERVICE_NAMES];
  const startNext = async () => {
    for (let service = queue.shift(); service !== undefined; service = queue.shift()) {
      const serviceDir = join(dataDir, service);
      mkdirSync(serviceDir, { recursive: true });
      const url = `http://${HOST}:${ports[service]}`;
      const proc = await pool.start({
        name: `svc-${service}`,
        command: process.execPath,
        args: [...SERVER_NODE_FLAGS, `services/${service}/dist/main.js`],
        cwd: ROOT,
        env: childEnv({
          ...common,
          TIS_PORT: String(ports[service]),
          TIS_DATA_DIR: serviceDir,
          TIS_DB_URL: `sqlite:${join(serviceDir, `${service}.sqlite`)}`,
        }),
        ready: { kind: 'http', url: `${url}/tis/api/${basesOf(service)[0]}/health`, accept: (s) => s === 200 },
        timeoutMs: 120_000,
      });
      services[service] = { url, port: ports[service], proc };
    }
  };
  await Promise.all([startNext(), startNext()]);

  const gatewayPort = await freePort();
  const gatewayUrl = `http://${HOST}:${gatewayPort}`;
  const gateway = await pool.start({
    name: 'gateway',
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, 'services/gateway/dist/main.js'],
    cwd: ROOT,
    env: childEnv({
      ...common,
      ...NO_RATE_LIMIT,
      TIS_PORT: String(gatewayPort),
      TIS_DATA_DIR: join(dataDir, 'gateway'),
      TIS_SERVICE_URLS: SERVICE_NAMES.map((s) => `${s}=${services[s].url}`).join(','),
    }),
    ready: { kind: 'http', url: `${gatewayUrl}/tis/healthz`, accept: (s) => s === 200 },
    timeoutMs: 60_000,
  });
  return { gateway: { url: gatewayUrl, port: gatewayPort, proc: gateway }, services };
}

/**
 * A bare baseline server answering GET `path` with a copy of `answer` (see baseline-server.js).
 * @param {import('./processes.js').ProcessPool} pool
 * @param {{ kind: 'fastify' | 'node', answer: unknown, path: string, runDir: string }} options
 */
export async function startBaseline(pool, { kind, answer, path, runDir }) {
  const bodyFile = join(runDir, `baseline-body.json`);
  writeFileSync(bodyFile, JSON.stringify(answer));
  const port = await freePort();
  const name = `baseline-${kind}`;
  const proc = await pool.start({
    name,
    command: process.execPath,
    args: [BASELINE_SCRIPT, kind, String(port), bodyFile, path],
    cwd: ROOT,
    env: childEnv({}),
    ready: { kind: 'output', pattern: /^listening on \d+/ },
    timeoutMs: 30_000,
    stopGraceMs: 3_000,
  });
  return { name, url: `http://${HOST}:${port}`, port, proc };
}
