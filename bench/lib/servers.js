/**
 * The servers under test, each started as its own process through the run's ProcessPool:
 * the embedded portal (all-in-one), the distributed portal (nine services + gateway), the bare
 * baselines (Fastify, node:http, static files), a private MariaDB, and the data generator.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { basesOf, SERVICE_NAMES } from '@tis/contracts';
import { freePort, startMariaDb } from '@tis/nest/testing';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOST = '127.0.0.1';
const BASELINE_SCRIPT = fileURLToPath(new URL('./baseline-server.js', import.meta.url));
const GENERATOR_SCRIPT = fileURLToPath(new URL('../generate.js', import.meta.url));
const SQL_SERVER_SCRIPT = fileURLToPath(new URL('./sql-server.js', import.meta.url));

/** Settings every portal process of the bench gets: quiet logs, no rate limit in the way. */
const QUIET = { TIS_HOST: HOST, TIS_LOG_LEVEL: 'warn', TIS_LOG_FORMAT: 'json' };
const NO_RATE_LIMIT = { TIS_RATE_LIMIT_PER_MINUTE: '100000000' };

/** The compiled entry points the bench runs (tsc -b tsconfig.build.json makes them). */
export function missingBuildOutputs() {
  const entries = ['all-in-one', 'gateway', ...SERVICE_NAMES].map((s) => `services/${s}/dist/main.js`);
  entries.push('shared/nest/dist/testing/index.js', 'services/oauth/dist/login/password-hasher.js');
  return entries.filter((e) => !existsSync(join(ROOT, e)));
}

/** The built SPA the portal serves (S7; `pnpm --filter @tis/web build` makes it). */
export const WEB_DIST = join(ROOT, 'web/dist');

/** Node flags every portal process runs with in production (Dockerfile, scripts/start.sh; ADR 0008), and
 * BENCH_SERVER_NODE_FLAGS for a look inside (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile of
 * each portal process when the scenario stops it; Node refuses --cpu-prof in NODE_OPTIONS). */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--expose-gc', ...(process.env['BENCH_SERVER_NODE_FLAGS'] ?? '').split(' ').filter(Boolean)];

/**
 * A clean environment for a child: ours, without TIS_* settings leaking in from the shell.
 * @param {Record<string, string>} extra
 */
export function childEnv(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('TIS_')));
  return { ...env, ...extra };
}

/**
 * The embedded default: gateway edge and all nine services in one process, on SQLite files in
 * `dataDir` (migrations run at boot), or on the databases of `env.TIS_DB_URL`. `env` adds
 * settings such as TIS_DEMO_DATA=true (the demo accounts, seeded into an empty account table).
 * @param {import('./processes.js').ProcessPool} pool
 * @param {{ dataDir: string, name?: string, env?: Record<string, string> }} options
 */
export async function startEmbeddedPortal(pool, { dataDir, name = 'portal-embedded', env = {} }) {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const proc = await pool.start({
    name,
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, 'services/all-in-one/dist/main.js'],
    cwd: ROOT,
    env: childEnv({ ...QUIET, ...NO_RATE_LIMIT, ...env, TIS_PORT: String(port), TIS_DATA_DIR: dataDir }),
    ready: { kind: 'http', url: `${url}/tis/api/systemService/health`, accept: (s) => s === 200 },
    // Nine services migrating a fresh MariaDB take a while on a loaded machine.
    timeoutMs: 300_000,
  });
  return { name, url, port, proc };
}

/**
 * A scenario's embedded portal on a fresh database with the demo data (TIS_DEMO_DATA: accounts,
 * dealers, series, models, case parameters): SQLite files under `<run dir>/<prefix>-sqlite`, or the
 * databases `<database>_{service}` of the scenario's MariaDB. Answers the portal, the databases in
 * the TIS_DB_URL form (for the generator and the raw side) and the database's label.
 * @param {import('../run.js').ScenarioContext} ctx
 * @param {{ prefix: string, dialect: 'sqlite' | 'mariadb', mariaDb: Promise<{ url: () => string }>, database: string }} options
 */
export async function startDemoPortal(ctx, { prefix, dialect, mariaDb, database }) {
  const label = dialect === 'sqlite' ? 'SQLite' : 'MariaDB';
  const dataDir = join(ctx.runDir, `${prefix}-${dialect}`);
  /** @type {Record<string, string>} */
  const env = { TIS_DEMO_DATA: 'true' };
  let db = `sqlite:${dataDir}/{service}.sqlite`;
  if (dialect === 'mariadb') {
    db = `${(await mariaDb).url()}/${database}_{service}`;
    env['TIS_DB_URL'] = db;
  }
  ctx.log(`${label}: starting the embedded portal (migrations, demo data)`);
  const portal = await startEmbeddedPortal(ctx.pool, { dataDir, name: `${prefix}-portal-${dialect}`, env });
  return { label, db, portal };
}

/**
 * A private MariaDB (@tis/nest/testing's startMariaDb: the project's my.cnf, a free port, data
 * under `dir`), stopped with the pool's other processes.
 * @param {import('./processes.js').ProcessPool} pool @param {string} dir
 */
export async function startBenchMariaDb(pool, dir) {
  mkdirSync(dir, { recursive: true });
  // Sized like a production server for millions of rows: the working set fits the buffer pool
  // (5M vehicles with their indexes take ~2 GB), and bulk loads are not throttled by a small redo log.
  const server = await startMariaDb({ dir, timeoutMs: 120_000, innodb: { bufferPool: '3G', redoLog: '1G' } });
  pool.onStop(() => server.stop());
  return server;
}

/** An address nothing listens on: the gateway's upstream for a service a scenario does not start. */
const CLOSED_UPSTREAM = `http://${HOST}:1`;

/**
 * The distributed mode: each service as its own process and the gateway proxying to them over HTTP,
 * with one signing secret; sessions are resolved by the oauth service over TCP (TIS_TCP_PEERS), as
 * in deploy/docker-compose. By default all nine services, each on its own SQLite file under
 * `dataDir`; `services` starts only some (the gateway's other upstreams point at a closed port),
 * `db` gives every service the databases of a TIS_DB_URL (`{service}` replaced per service, e.g.
 * an embedded portal's files or a MariaDB). `prefix` names the processes (logs).
 * @param {import('./processes.js').ProcessPool} pool
 * @param {{ dataDir: string, services?: readonly import('@tis/contracts').ServiceName[], db?: string, prefix?: string }} options
 */
export async function startDistributedPortal(pool, { dataDir, services: wanted = SERVICE_NAMES, db, prefix = '' }) {
  mkdirSync(dataDir, { recursive: true });
  // One signing secret for all processes (each would otherwise make its own).
  const jwtSecret = randomBytes(48).toString('base64url');
  const common = { ...QUIET, TIS_JWT_SECRET: jwtSecret, TIS_STORAGE_URL: `file:${join(dataDir, 'files')}` };
  const ports = {};
  for (const service of wanted) ports[service] = await freePort();
  const oauthTcp = wanted.includes('oauth') ? `${HOST}:${await freePort()}` : undefined;
  const sessionPeer = oauthTcp ? { TIS_TCP_PEERS: `oauth=${oauthTcp}` } : {};
  const services = {};
  // Started two at a time: nine NestJS boots at once on two cores only make each one slower.
  const queue = [...wanted];
  const startNext = async () => {
    for (let service = queue.shift(); service !== undefined; service = queue.shift()) {
      const serviceDir = join(dataDir, service);
      mkdirSync(serviceDir, { recursive: true });
      const url = `http://${HOST}:${ports[service]}`;
      const proc = await pool.start({
        name: `${prefix}svc-${service}`,
        command: process.execPath,
        args: [...SERVER_NODE_FLAGS, `services/${service}/dist/main.js`],
        cwd: ROOT,
        env: childEnv({
          ...common,
          ...(service === 'oauth' && oauthTcp ? { TIS_TCP_PORT: oauthTcp.split(':')[1] } : sessionPeer),
          TIS_PORT: String(ports[service]),
          TIS_DATA_DIR: serviceDir,
          TIS_DB_URL: db ?? `sqlite:${join(serviceDir, `${service}.sqlite`)}`,
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
    name: `${prefix}gateway`,
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, 'services/gateway/dist/main.js'],
    cwd: ROOT,
    env: childEnv({
      ...common,
      ...NO_RATE_LIMIT,
      ...sessionPeer,
      TIS_PORT: String(gatewayPort),
      TIS_DATA_DIR: join(dataDir, 'gateway'),
      TIS_SERVICE_URLS: SERVICE_NAMES.map((s) => `${s}=${services[s]?.url ?? CLOSED_UPSTREAM}`).join(','),
    }),
    ready: { kind: 'http', url: `${gatewayUrl}/tis/healthz`, accept: (s) => s === 200 },
    timeoutMs: 60_000,
  });
  return { gateway: { url: gatewayUrl, port: gatewayPort, proc: gateway }, services };
}

/**
 * A bare baseline server answering GET `path` with a copy of `answer` (see baseline-server.js).
 * @param {import('./processes.js').ProcessPool} pool
 * @param {{ kind: 'fastify' | 'node', answer: unknown, path: string, runDir: string, name?: string }} options
 */
export async function startBaseline(pool, { kind, answer, path, runDir, name = `baseline-${kind}` }) {
  const bodyFile = join(runDir, `${name}.json`);
  writeFileSync(bodyFile, JSON.stringify(answer));
  return startBaselineProcess(pool, name, [kind, bodyFile, path]);
}

/**
 * A bare Fastify server answering GET `path` with `bytes` as they are and `headers` (see
 * baseline-server.js `fastify-bytes`).
 * @param {import('./processes.js').ProcessPool} pool
 * @param {{ bytes: Buffer, headers: Record<string, string>, path: string, runDir: string, name?: string }} options
 */
export async function startBytesBaseline(pool, { bytes, headers, path, runDir, name = 'baseline-fastify-bytes' }) {
  const bodyFile = join(runDir, `${name}.body`);
  const headersFile = join(runDir, `${name}.headers.json`);
  writeFileSync(bodyFile, bytes);
  writeFileSync(headersFile, JSON.stringify(headers));
  return startBaselineProcess(pool, name, ['fastify-bytes', bodyFile, path, headersFile]);
}

/**
 * A raw node:http server of the files of a built single-page app at `/` (baseline-server.js `static`).
 * @param {import('./processes.js').ProcessPool} pool @param {{ dir: string, name?: string }} options
 */
export async function startStaticBaseline(pool, { dir, name = 'baseline-static' }) {
  return startBaselineProcess(pool, name, ['static', dir]);
}

/**
 * The raw-driver process of S3 / S4 (sql-server.js) on one service's database.
 * @param {import('./processes.js').ProcessPool} pool @param {string} url the database (`{service}` replaced) @param {string} name
 */
export async function startSqlServer(pool, url, name, more = {}) {
  const port = await freePort();
  const proc = await pool.start({
    name,
    command: process.execPath,
    args: [SQL_SERVER_SCRIPT, String(port), url, ...Object.entries(more).map(([service, moreUrl]) => `${service}=${moreUrl}`)],
    cwd: ROOT,
    env: childEnv({}),
    ready: { kind: 'output', pattern: /^listening on \d+/ },
    timeoutMs: 30_000,
    stopGraceMs: 3_000,
  });
  return { url: `http://${HOST}:${port}`, proc };
}

/**
 * @param {import('./processes.js').ProcessPool} pool @param {string} name
 * @param {[string, ...string[]]} args kind, then what follows the port
 */
async function startBaselineProcess(pool, name, [kind, ...rest]) {
  const port = await freePort();
  const proc = await pool.start({
    name,
    command: process.execPath,
    args: [BASELINE_SCRIPT, kind, String(port), ...rest],
    cwd: ROOT,
    env: childEnv({}),
    ready: { kind: 'output', pattern: /^listening on \d+/ },
    timeoutMs: 30_000,
    stopGraceMs: 3_000,
  });
  return { name, url: `http://${HOST}:${port}`, port, proc };
}

/**
 * Runs the data generator (bench/generate.js) as a child and returns its summary: rows and
 * rows/s per table. `db` is the TIS_DB_URL form (`{service}` replaced per service). Then it
 * flushes the written data to the disk (`sync`) before it answers: hundreds of MB of dirty pages
 * written back while a scenario measures made the first measured requests up to 2x slower (S4 on
 * SQLite, page 1 measured right after the generation).
 * @param {import('./processes.js').ProcessPool} pool
 * @param {{ db: string, seed?: number, dealers?: number, users?: number, texts?: number, textsLang?: string, vehicles?: number, cases?: number, drafts?: number, now?: Date, name?: string }} options
 * @returns {Promise<{ seconds: number, rows: number, tables: { table: string, rows: number, seconds: number, rowsPerSecond: number }[] }>}
 */
export async function generateData(pool, { db, seed = 42, dealers, users, texts, textsLang, vehicles, cases, drafts, now = new Date(), name = 'generate' }) {
  const args = [GENERATOR_SCRIPT, '--db', db, '--seed', String(seed), '--now', now.toISOString()];
  for (const [flag, value] of /** @type {const} */ ([['--dealers', dealers], ['--users', users], ['--texts', texts], ['--texts-lang', textsLang], ['--vehicles', vehicles], ['--cases', cases], ['--drafts', drafts]])) {
    if (value !== undefined) args.push(flag, String(value));
  }
  const lines = await pool.run({ name, command: process.execPath, args, cwd: ROOT, env: childEnv({}), timeoutMs: 30 * 60_000 });
  const summary = lines.find((l) => l.startsWith('summary '));
  if (!summary) throw new Error(`the generator printed no summary:\n${lines.slice(-20).join('\n')}`);
  await promisify(execFile)('sync', [], { timeout: 10 * 60_000 });
  return JSON.parse(summary.slice('summary '.length));
}
