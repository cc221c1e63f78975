/**
 * S4 — a filtered page and its total on the largest lists: the accounts
 * (`GET /tis/api/oauthService/user/list`, screen /baseinfouser), the VIN registry
 * (`GET /tis/api/vehicleService/vehicle/list`, screen /vehicle) and the published repair cases
 * (`GET /tis/api/documentService/case/list`, screen /CaseList), on the embedded SQLite files and on
 * MariaDB.
 *
 * Data: the embedded portal starts on a fresh database with the demo data (TIS_DEMO_DATA: demo
 * accounts, series, models, case parameters), then the generator (bench/generate.js, a child) adds
 * dealers, accounts, vehicles and repair cases straight into it: quick 20,000 accounts of 300
 * dealers, 200,000 vehicles and 200,000 cases, full 200,000 of 3,000, 1,000,000 and 1,000,000.
 * Ours: each list through the portal, signed in as admin, page size 20, page 1 and a deep page (quick
 * 500, full 5,000): accounts filtered userType=dealer & status=normal (~76 % of the accounts),
 * vehicles filtered brandCode=PC (7 of the 22 demo models: ~32 % of the vehicles), published cases
 * filtered brandCode=PC (4 of the 13 demo series, 60 % published: ~18 % of the cases), newest first.
 * Baseline: the same queries the service runs (page, total, names; lib/list-sql.js) through the
 * driver in its own process (lib/sql-server.js: better-sqlite3 on the SQLite file, mysql2 on
 * MariaDB), timed inside that process.
 * Method: both sides are checked to return the same total and the same rows (user codes / VINs / case codes);
 * warm-up, then blocks alternating portal / raw for page 1 and the deep page; p95 by nearest rank.
 * Targets: portal p95 <= 1.2x raw p95 + 2 ms (each list and page); deep page p95 <= 1.5x page-1 p95.
 */
import { Agent } from 'node:http';
import { join } from 'node:path';
import { loginAs } from '@tis/nest/testing';
import { serviceUrl } from '../generate/sql.js';
import { caseListSearch, userListSearch, vehicleListSearch } from '../lib/list-sql.js';
import { sequentialLatencies } from '../lib/load.js';
import { generateData, startBenchMariaDb, startDemoPortal, startSqlServer } from '../lib/servers.js';
import { percentile, round, summarize } from '../lib/stats.js';
import { fmt, fmtSigned } from '../lib/table.js';

export const id = 'S4';
export const title = 'Account, vehicle and published case lists: filtered page + total, portal vs the same SQL through the driver (SQLite, MariaDB)';

const PAGE_SIZE = 20;
const TARGET = { factor: 1.2, extraMs: 2, deepFactor: 1.5 };

/**
 * The lists: the portal path, the filter, the row key both sides must agree on, the service whose
 * database the raw side opens and its route (lib/sql-server.js).
 * @typedef {{ name: 'account' | 'vehicle' | 'case', label: string, path: string, filter: Record<string, string>, search: (page: { pageNo: number, pageSize: number }) => string, key: string, service: string, route: string, rows: (s: ReturnType<typeof settings>) => number }} ListDef
 */
/** @type {ListDef[]} */
const LISTS = [
  {
    name: 'account',
    label: 'account list',
    path: '/tis/api/oauthService/user/list',
    filter: { userType: 'dealer', status: 'normal' },
    search: (page) => userListSearch({ userType: 'dealer', status: 'normal' }, page),
    key: 'userCode',
    service: 'oauth',
    route: '/user-list',
    rows: (s) => s.users,
  },
  {
    name: 'vehicle',
    label: 'vehicle list',
    path: '/tis/api/vehicleService/vehicle/list',
    filter: { brandCode: 'PC' },
    search: (page) => vehicleListSearch({ brandCode: 'PC' }, page),
    key: 'vin',
    service: 'vehicle',
    route: '/vehicle-list',
    rows: (s) => s.vehicles,
  },
  {
    name: 'case',
    label: 'case list',
    path: '/tis/api/documentService/case/list',
    filter: { brandCode: 'PC' },
    search: (page) => caseListSearch({ brandCode: 'PC' }, page),
    key: 'caseCode',
    service: 'document',
    route: '/case-list',
    rows: (s) => s.cases,
  },
];

export function settings(quick) {
  // A p95 needs samples: of 40 or 60 it is the second or third slowest request. And five warm-up
  // requests left the JIT compiling the route during the measured ones. So more of both; the full
  // run's requests count 150,000 – 350,000 index entries each (up to 120 ms on MariaDB), which
  // bounds how many fit in the bench's time.
  return quick
    ? { users: 20_000, dealers: 300, vehicles: 200_000, cases: 200_000, deepPage: 500, warmup: 50, blocks: 4, perBlock: 25 }
    : { users: 200_000, dealers: 3_000, vehicles: 1_000_000, cases: 1_000_000, deepPage: 5_000, warmup: 30, blocks: 10, perBlock: 12 };
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
  const details = { settings: s, pageSize: PAGE_SIZE, lists: Object.fromEntries(LISTS.map((l) => [l.name, { path: l.path, filter: l.filter }])), databases: {} };
  for (const dialect of /** @type {const} */ (['sqlite', 'mariadb'])) {
    const { label, db, portal } = await startDemoPortal(ctx, { prefix: 's4', dialect, mariaDb, database: 'bench' });
    ctx.log(`${label}: generating ${fmt(s.users)} accounts of ${fmt(s.dealers)} dealers, ${fmt(s.vehicles)} vehicles and ${fmt(s.cases)} repair cases`);
    const generated = await generateData(ctx.pool, { db, dealers: s.dealers, users: s.users, vehicles: s.vehicles, cases: s.cases, name: `s4-generate-${dialect}` });
    const rate = (/** @type {string} */ table) => {
      const t = generated.tables.find((x) => x.table === table);
      return t ? `${table} ${fmt(t.rowsPerSecond)} rows/s` : null;
    };
    notes.push(
      `S4 ${label}: generated ${generated.tables.map((t) => `${fmt(t.rows)} ${t.table}`).join(', ')} in ${fmt(generated.seconds, 1)} s (` +
        ['user_account', 'vehicle', 'repair_case'].map(rate).filter(Boolean).join(', ') +
        ')',
    );
    if (dialect === 'sqlite') await mariaDb;

    const token = await loginAs(portal.url, 'admin');
    const headers = { authorization: `Bearer ${token}` };
    details.databases[dialect] = { generated, lists: {} };
    for (const list of LISTS) {
      const raw = await startSqlServer(ctx.pool, serviceUrl(db, list.service), `s4-sql-${list.name}-${dialect}`);
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const pages = [1, s.deepPage];
      /** @type {Record<number, { portal: number[], raw: number[], total: number }>} */
      const figures = {};
      const url = (/** @type {number} */ pageNo) => `${portal.url}${list.path}?${list.search({ pageNo, pageSize: PAGE_SIZE })}`;
      const rawRun = (/** @type {number} */ pageNo, /** @type {number} */ n) => rawList(raw.url, list.route, list.search({ pageNo, pageSize: PAGE_SIZE }), n);
      try {
        for (const pageNo of pages) {
          const ours = await fetch(url(pageNo), { headers });
          const body = /** @type {any} */ (await ours.json());
          const theirs = await rawRun(pageNo, 1);
          const ourKeys = (body?.data?.list ?? []).map((/** @type {Record<string, string>} */ r) => r[list.key]);
          if (ours.status !== 200 || body?.code !== '000000') throw new Error(`${label} ${url(pageNo)} answered ${ours.status} ${JSON.stringify(body).slice(0, 300)}`);
          if (body.data.total !== theirs.total || ourKeys.join() !== theirs.codes.join()) {
            throw new Error(
              `${label} ${list.label} page ${pageNo}: the portal and the raw SQL disagree (total ${body.data.total} vs ${theirs.total}; ` +
                `${ourKeys.slice(0, 3).join()}… vs ${theirs.codes.slice(0, 3).join()}…)`,
            );
          }
          if (ourKeys.length !== PAGE_SIZE) throw new Error(`${label} ${list.label} page ${pageNo} has ${ourKeys.length} rows: too few matching rows (${theirs.total})`);
          figures[pageNo] = { portal: [], raw: [], total: theirs.total };
          await sequentialLatencies(url(pageNo), s.warmup, agent, { headers });
          await rawRun(pageNo, s.warmup);
        }
        ctx.log(`${label} ${list.label}: ${fmt(figures[1].total)} rows match; measuring pages ${pages.join(' and ')} (${s.blocks} blocks of ${s.perBlock})`);
        for (let block = 0; block < s.blocks; block++) {
          for (const pageNo of pages) {
            figures[pageNo].portal.push(...(await sequentialLatencies(url(pageNo), s.perBlock, agent, { headers })));
            figures[pageNo].raw.push(...(await rawRun(pageNo, s.perBlock)).times);
          }
        }
      } finally {
        agent.destroy();
        await ctx.pool.stop(raw.proc);
      }

      const p95 = Object.fromEntries(pages.map((p) => [p, { portal: percentile(figures[p].portal, 95), raw: percentile(figures[p].raw, 95) }]));
      for (const pageNo of pages) {
        const { portal: ours, raw: base } = p95[pageNo];
        ctx.log(`${label} ${list.label} page ${String(pageNo).padEnd(5)} p95 portal ${fmt(ours, 2)} ms, raw SQL ${fmt(base, 2)} ms`);
        rows.push({
          scenario: `S4 ${list.label} p.${pageNo} (${label})`,
          metric: `p95 ms, ${figures[pageNo].portal.length} req, ${fmt(figures[pageNo].total)} of ${fmt(list.rows(s))} match`,
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
        scenario: `S4 ${list.name} deep page vs p.1 (${label})`,
        metric: `p95 ms, portal, p.${s.deepPage} vs p.1`,
        ours: fmt(deep, 2),
        baseline: fmt(first, 2),
        ratio: `${fmt(deep / first, 2)}x`,
        target: `<= ${TARGET.deepFactor}x p.1`,
        pass: deep <= TARGET.deepFactor * first,
      });
      const r3 = (/** @type {number[]} */ v) => Object.fromEntries(Object.entries(summarize(v)).map(([k, x]) => [k, k === 'count' ? x : round(x, 3)]));
      details.databases[dialect].lists[list.name] = {
        pages: Object.fromEntries(pages.map((p) => [p, { total: figures[p].total, p95: p95[p], portal: r3(figures[p].portal), raw: r3(figures[p].raw) }])),
      };
    }
    await ctx.pool.stop(portal.proc);
  }
  notes.push(
    'S4: the raw side runs the same queries as the service (the page as a deferred join, COUNT(1), the names of the page: roles / brands, series, models, none for cases; ' +
      'SQL in lib/list-sql.js) in its own process and times only the driver calls; the portal side is the whole request (access check, validation, ' +
      'the queries, mapping, JSON, envelope).',
  );
  return { rows, notes, details };
}

/**
 * Runs a list's SQL `n` times in the raw-driver process; its own timings (ms) come back.
 * @param {string} base @param {string} route @param {string} search @param {number} n
 * @returns {Promise<{ times: number[], total: number, codes: string[] }>}
 */
async function rawList(base, route, search, n) {
  const res = await fetch(`${base}${route}?${search}&n=${n}`);
  if (res.status !== 200) throw new Error(`raw SQL process answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  return /** @type {any} */ (await res.json());
}
