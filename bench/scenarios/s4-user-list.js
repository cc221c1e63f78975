/**
 * S4 — a filtered page and its total on the largest list there is today: the accounts
 * (`GET /tis/api/oauthService/user/list`, screen /baseinfouser), on the embedded SQLite files
 * and on MariaDB.
 *
 * Data: the embedded portal starts on a fresh database with the demo accounts (TIS_DEMO_DATA),
 * then the generator (bench/generate.js, a child) adds dealers and accounts straight into it:
 * quick 20,000 accounts of 300 dealers, full 200,000 of 3,000.
 * Ours: the list through the portal, signed in as admin, filter userType=dealer & status=normal
 * (~76 % of the accounts), page size 20, page 1 and a deep page (quick 500, full 5,000).
 * Baseline: the same three queries the service runs (page, total, role names; lib/list-sql.js)
 * through the driver in its own process (lib/sql-server.js: better-sqlite3 on the SQLite file,
 * mysql2 on MariaDB), timed inside that process.
 * Method: both sides are checked to return the same total and the same user codes; warm-up,
 * then blocks alternating portal / raw for page 1 and the deep page; p95 by nearest rank.
 * Targets: portal p95 <= 1.2x raw p95 + 2 ms (each page); deep page p95 <= 1.5x page-1 p95.
 */
import { Agent } from 'node:http';
import { join } from 'node:path';
import { loginAs } from '@tis/nest/testing';
import { serviceUrl } from '../generate/sql.js';
import { userListSearch } from '../lib/list-sql.js';
import { sequentialLatencies } from '../lib/load.js';
import { generateData, startBenchMariaDb, startEmbeddedPortal, startSqlServer } from '../lib/servers.js';
import { percentile, round, summarize } from '../lib/stats.js';
import { fmt, fmtSigned } from '../lib/table.js';

export const id = 'S4';
export const title = 'Account list: filtered page + total, portal vs the same SQL through the driver (SQLite, MariaDB)';

const PATH = '/tis/api/oauthService/user/list';
const FILTER = { userType: 'dealer', status: 'normal' };
const PAGE_SIZE = 20;
const TARGET = { factor: 1.2, extraMs: 2, deepFactor: 1.5 };

export function settings(quick) {
  // A deep page costs a scan of every row before it (OFFSET): at 200,000 accounts one request takes
  // most of a second, so the full run takes fewer samples than a fast endpoint would.
  return quick
    ? { users: 20_000, dealers: 300, deepPage: 500, warmup: 5, blocks: 4, perBlock: 10 }
    : { users: 200_000, dealers: 3_000, deepPage: 5_000, warmup: 5, blocks: 6, perBlock: 10 };
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);
  // MariaDB starts while the SQLite part prepares; it is idle before anything is measured.
  ctx.log('starting MariaDB (in the background)');
  const mariaDb = startBenchMariaDb(ctx.pool, join(ctx.runDir, 's4-mariadb'));
  mariaDb.catch(() => undefined);

  const rows = [];
  const notes = [];
  const details = { settings: s, filter: FILTER, pageSize: PAGE_SIZE, databases: {} };
  for (const dialect of /** @type {const} */ (['sqlite', 'mariadb'])) {
    const label = dialect === 'sqlite' ? 'SQLite' : 'MariaDB';
    const dataDir = join(ctx.runDir, `s4-${dialect}`);
    /** @type {Record<string, string>} */
    const env = { TIS_DEMO_DATA: 'true' };
    let db = `sqlite:${dataDir}/{service}.sqlite`;
    if (dialect === 'mariadb') {
      db = `${(await mariaDb).url()}/bench_{service}`;
      env['TIS_DB_URL'] = db;
    }

    ctx.log(`${label}: starting the embedded portal (migrations, demo accounts)`);
    const portal = await startEmbeddedPortal(ctx.pool, { dataDir, name: `s4-portal-${dialect}`, env });
    ctx.log(`${label}: generating ${fmt(s.users)} accounts of ${fmt(s.dealers)} dealers`);
    const generated = await generateData(ctx.pool, { db, dealers: s.dealers, users: s.users, name: `s4-generate-${dialect}` });
    const users = generated.tables.find((t) => t.table === 'user_account');
    notes.push(
      `S4 ${label}: generated ${generated.tables.map((t) => `${fmt(t.rows)} ${t.table}`).join(', ')} in ${fmt(generated.seconds, 1)} s` +
        (users ? ` (accounts ${fmt(users.rowsPerSecond)} rows/s)` : ''),
    );
    if (dialect === 'sqlite') await mariaDb;

    const raw = await startSqlServer(ctx.pool, serviceUrl(db, 'oauth'), `s4-sql-${dialect}`);
    const token = await loginAs(portal.url, 'admin');
    const pages = [1, s.deepPage];
    /** @type {Record<number, { portal: number[], raw: number[], total: number }>} */
    const figures = {};
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const headers = { authorization: `Bearer ${token}` };
    try {
      for (const pageNo of pages) {
        const search = userListSearch(FILTER, { pageNo, pageSize: PAGE_SIZE });
        const ours = await fetch(`${portal.url}${PATH}?${search}`, { headers });
        const body = /** @type {any} */ (await ours.json());
        const theirs = await rawRun(raw.url, search, 1);
        const ourCodes = (body?.data?.list ?? []).map((/** @type {{ userCode: string }} */ u) => u.userCode);
        if (ours.status !== 200 || body?.code !== '000000') throw new Error(`${label} ${PATH}?${search} answered ${ours.status} ${JSON.stringify(body).slice(0, 300)}`);
        if (body.data.total !== theirs.total || ourCodes.join() !== theirs.codes.join()) {
          throw new Error(`${label} page ${pageNo}: the portal and the raw SQL disagree (total ${body.data.total} vs ${theirs.total}; codes ${ourCodes.slice(0, 3).join()}… vs ${theirs.codes.slice(0, 3).join()}…)`);
        }
        if (ourCodes.length !== PAGE_SIZE) throw new Error(`${label} page ${pageNo} has ${ourCodes.length} rows: too few matching accounts (${theirs.total})`);
        figures[pageNo] = { portal: [], raw: [], total: theirs.total };
        await sequentialLatencies(`${portal.url}${PATH}?${search}`, s.warmup, agent, { headers });
        await rawRun(raw.url, search, s.warmup);
      }
      ctx.log(`${label}: ${fmt(figures[1].total)} accounts match; measuring pages ${pages.join(' and ')} (${s.blocks} blocks of ${s.perBlock})`);
      for (let block = 0; block < s.blocks; block++) {
        for (const pageNo of pages) {
          const search = userListSearch(FILTER, { pageNo, pageSize: PAGE_SIZE });
          figures[pageNo].portal.push(...(await sequentialLatencies(`${portal.url}${PATH}?${search}`, s.perBlock, agent, { headers })));
          figures[pageNo].raw.push(...(await rawRun(raw.url, search, s.perBlock)).times);
        }
      }
    } finally {
      agent.destroy();
    }
    await ctx.pool.stop(raw.proc);
    await ctx.pool.stop(portal.proc);

    const p95 = Object.fromEntries(pages.map((p) => [p, { portal: percentile(figures[p].portal, 95), raw: percentile(figures[p].raw, 95) }]));
    for (const pageNo of pages) {
      const { portal: ours, raw: base } = p95[pageNo];
      ctx.log(`${label} page ${String(pageNo).padEnd(5)} p95 portal ${fmt(ours, 2)} ms, raw SQL ${fmt(base, 2)} ms`);
      rows.push({
        scenario: `S4 account list p.${pageNo} (${label})`,
        metric: `p95 ms, ${figures[pageNo].portal.length} req, ${fmt(figures[pageNo].total)} of ${fmt(s.users)} match`,
        ours: fmt(ours, 2),
        baseline: fmt(base, 2),
        ratio: `${fmt(ours / base, 2)}x (${fmtSigned(ours - base, 2)} ms)`,
        target: `<= ${TARGET.factor}x raw + ${TARGET.extraMs} ms`,
        pass: ours <= TARGET.factor * base + TARGET.extraMs,
      });
    }
    const deep = p95[s.deepPage].portal;
    const first = p95[1].portal;
    rows.push({
      scenario: `S4 deep page vs p.1 (${label})`,
      metric: `p95 ms, portal, p.${s.deepPage} vs p.1`,
      ours: fmt(deep, 2),
      baseline: fmt(first, 2),
      ratio: `${fmt(deep / first, 2)}x`,
      target: `<= ${TARGET.deepFactor}x p.1`,
      pass: deep <= TARGET.deepFactor * first,
    });
    const r3 = (/** @type {number[]} */ v) => Object.fromEntries(Object.entries(summarize(v)).map(([k, x]) => [k, k === 'count' ? x : round(x, 3)]));
    details.databases[dialect] = {
      generated,
      pages: Object.fromEntries(pages.map((p) => [p, { total: figures[p].total, p95: p95[p], portal: r3(figures[p].portal), raw: r3(figures[p].raw) }])),
    };
  }
  notes.push(
    'S4: the raw side runs the same three queries as the service (page, COUNT(1), role names; SQL in lib/list-sql.js) in its own process and times ' +
      'only the driver calls; the portal side is the whole request (access check, validation, the three queries, mapping, JSON, envelope).',
  );
  return { rows, notes, details };
}

/**
 * Runs the list's SQL `n` times in the raw-driver process; its own timings (ms) come back.
 * @param {string} base @param {string} search @param {number} n
 * @returns {Promise<{ times: number[], total: number, codes: string[] }>}
 */
async function rawRun(base, search, n) {
  const res = await fetch(`${base}/user-list?${search}&n=${n}`);
  if (res.status !== 200) throw new Error(`raw SQL process answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  return /** @type {any} */ (await res.json());
}
