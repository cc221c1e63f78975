/**
 * The raw-driver side of S4 and S3, run as its own process: `node sql-server.js <port> <database url>`.
 *
 * It opens the same database the portal uses — better-sqlite3 on the SQLite file, mysql2 on
 * MariaDB — and, on `GET /user-list?pageNo&pageSize&userType&status&…&n=<count>`, runs the
 * account list's SQL (list-sql.js: page, count, role names — the three queries the service runs)
 * `n` times one after the other, timing each round from the first query to the last row with
 * process.hrtime. HTTP only carries the order and the figures: it is not part of the timing.
 * Answers `{ times: number[] (ms), total, codes: string[] (the page's user codes) }`.
 *
 * S3: `GET /vin?vins=<VIN>,<VIN>,…` runs the VIN query's SQL (vin-sql.js) once per VIN, one VIN
 * after the other, each timed from the first query to the last row: the vehicle by VIN, then — when
 * found — brand, series, model and the shield check at once (Promise.all; on MariaDB on a pool of
 * connections, as TypeORM's mysql driver does). Answers `{ times, answers: [{ vin, found, brandCode,
 * brandName, seriesCode, seriesName, modelCode, modelYear, shielded }] }`.
 *
 * Like TypeORM's better-sqlite3 driver, prepared statements are cached by SQL text; like its
 * mysql driver, queries go through mysql2's `query` (client-side placeholders).
 * Prints `listening on <port>` when ready; stops on SIGTERM / SIGINT.
 */
import { createServer } from 'node:http';
import Database from 'better-sqlite3';
import { createConnection, createPool } from 'mysql2/promise';
import { dialectOfUrl, mysqlOptionsOf, sqliteFileOf } from '../generate/sql.js';
import { roleNamesQuery, userListQueries } from './list-sql.js';
import { vehicleByVinQuery, vinDetailQueries } from './vin-sql.js';

const [portText, url] = process.argv.slice(2);
const port = Number(portText);
if (!Number.isInteger(port) || !url) {
  console.error('usage: sql-server.js <port> <sqlite:<file> | mariadb://…/<database>>');
  process.exit(2);
}
const dialect = dialectOfUrl(url);

/** @type {(sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>} */
let all;
/** @type {(sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>} queries that may run at the same time (Promise.all) */
let pooled;
/** @type {() => Promise<void>} */
let closeDb;
if (dialect === 'sqlite') {
  const db = new Database(sqliteFileOf(url), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();
  all = async (sql, params) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return /** @type {Record<string, unknown>[]} */ (statement.all(...params));
  };
  pooled = all;
  closeDb = async () => {
    db.close();
  };
} else {
  const settings = { ...mysqlOptionsOf(url), charset: 'utf8mb4_unicode_ci', timezone: 'Z' };
  const conn = await createConnection(settings);
  // TypeORM's mysql driver: a pool of 10 connections.
  const pool = createPool({ ...settings, connectionLimit: 10 });
  all = async (sql, params) => {
    const [rows] = await conn.query(sql, params);
    return /** @type {Record<string, unknown>[]} */ (rows);
  };
  pooled = async (sql, params) => {
    const [rows] = await pool.query(sql, params);
    return /** @type {Record<string, unknown>[]} */ (rows);
  };
  closeDb = async () => {
    await conn.end();
    await pool.end();
  };
}

/** @param {URLSearchParams} search */
async function userList(search) {
  const n = Number(search.get('n') ?? '1');
  const page = { pageNo: Number(search.get('pageNo') ?? '1'), pageSize: Number(search.get('pageSize') ?? '20') };
  const filter = Object.fromEntries(['userType', 'status', 'roleCode', 'agentCode'].flatMap((k) => (search.has(k) ? [[k, String(search.get(k))]] : [])));
  const queries = userListQueries(dialect, filter, page);
  const times = [];
  let total = 0;
  /** @type {string[]} */
  let codes = [];
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    const rows = await all(queries.page.sql, queries.page.params);
    const [count] = await all(queries.count.sql, queries.count.params);
    const roles = roleNamesQuery(dialect, rows.map((r) => /** @type {string | null} */ (r['u_role_code'])));
    if (roles) await all(roles.sql, roles.params);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    total = Number(count?.['cnt']);
    codes = rows.map((r) => String(r['u_user_code']));
  }
  return { times, total, codes };
}

/** @param {URLSearchParams} search */
async function vinQueries(search) {
  const vins = (search.get('vins') ?? '').split(',').filter(Boolean);
  const times = [];
  const answers = [];
  for (const vin of vins) {
    const started = process.hrtime.bigint();
    const first = vehicleByVinQuery(dialect, vin);
    const [vehicle] = await pooled(first.sql, first.params);
    let answer = { vin, found: false };
    if (vehicle) {
      const found = { vin, brandCode: String(vehicle['v_brand_code']), seriesCode: String(vehicle['v_series_code']), modelCode: String(vehicle['v_model_code']) };
      const q = vinDetailQueries(dialect, found);
      const [brands, series, , shield] = await Promise.all([q.brand, q.series, q.model, q.shield].map((x) => pooled(x.sql, x.params)));
      answer = {
        ...found,
        found: true,
        brandName: brands?.[0]?.['Brand_brand_name'] ?? null,
        seriesName: series?.[0]?.['Series_series_name'] ?? null,
        modelYear: Number(vehicle['v_model_year']),
        shielded: (shield?.length ?? 0) > 0,
      };
    }
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    answers.push(answer);
  }
  return { times, answers };
}

/** @type {Record<string, (search: URLSearchParams) => Promise<unknown>>} */
const ROUTES = { '/user-list': userList, '/vin': vinQueries };

const server = createServer((req, res) => {
  const target = new URL(req.url ?? '/', 'http://localhost');
  const route = ROUTES[target.pathname];
  if (req.method !== 'GET' || !route) {
    res.writeHead(404).end();
    return;
  }
  route(target.searchParams).then(
    (result) => {
      const body = JSON.stringify(result);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    },
    (error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error instanceof Error ? error.stack : error));
    },
  );
});
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, '127.0.0.1', () => resolve(undefined));
});
console.log(`listening on ${port} (${dialect})`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    void closeDb().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
