/**
 * The raw-driver side of S4 and S3, run as its own process: `node sql-server.js <port> <database url>`.
 *
 * It opens the same database the portal uses — better-sqlite3 on the SQLite file, mysql2 on
 * MariaDB — and, on `GET /user-list?pageNo&pageSize&userType&status&…&n=<count>`, runs the
 * account list's SQL (list-sql.js: the page, the count of the rows after it, role names — the
 * queries the service runs, in its order) `n` times one after the other, timing each round from the
 * first query to the last row with process.hrtime. HTTP only carries the order and the figures: it
 * is not part of the timing. Answers `{ times: number[] (ms), total, codes: string[] (the page's user
 * codes) }`. `GET /vehicle-list?pageNo&pageSize&brandCode&seriesCode&modelCode&modelYear&n=<count>`
 * runs the vehicle list's SQL the same way: the page, the count after it, then the brand, series and
 * model names of the page at once (Promise.all, pooled on MariaDB, as VehicleService.list); `codes`
 * are the page's VINs.
 *
 * S3: `GET /vin?vins=<VIN>,<VIN>,…` runs the VIN query's SQL (vin-sql.js: one statement) once per
 * VIN, one VIN after the other, each timed from sending the query to its last row (on MariaDB through
 * a pool of 10 connections, as TypeORM's mysql driver does). Answers `{ times, answers: [{ vin, found,
 * brandCode, brandName, seriesCode, seriesName, modelCode, modelYear, shielded }] }`.
 *
 * Like TypeORM's better-sqlite3 driver, prepared statements are cached by SQL text; like its
 * mysql driver, queries go through mysql2's `query` (client-side placeholders).
 * Prints `listening on <port>` when ready; stops on SIGTERM / SIGINT.
 */
import { createServer } from 'node:http';
import Database from 'better-sqlite3';
import { createConnection, createPool } from 'mysql2/promise';
import { dialectOfUrl, mysqlOptionsOf, sqliteFileOf } from '../generate/sql.js';
import { roleNamesQuery, totalAfterPage, userListQueries, vehicleListQueries, vehicleNamesQueries } from './list-sql.js';
import { vinInfoQuery } from './vin-sql.js';

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

/**
 * A list's page rows and total as the service reads them (keyPage of @tis/nest): the page, then —
 * unless the page tells the total — the count of the rows after its last key.
 * @param {import('./list-sql.js').ListQueries} queries @param {{ pageNo: number, pageSize: number }} page
 * @returns {Promise<{ rows: Record<string, unknown>[], total: number }>}
 */
async function pageAndTotal(queries, page) {
  const rows = await all(queries.page.sql, queries.page.params);
  const { query, total } = totalAfterPage(queries, rows, page);
  if (!query) return { rows, total: total(0) };
  const [counted] = await all(query.sql, query.params);
  return { rows, total: total(Number(counted?.['cnt'])) };
}

/** @param {URLSearchParams} search */
async function userList(search) {
  const n = Number(search.get('n') ?? '1');
  const page = { pageNo: Number(search.get('pageNo') ?? '1'), pageSize: Number(search.get('pageSize') ?? '20') };
  const filter = Object.fromEntries(['userType', 'status', 'roleCode', 'agentCode'].flatMap((k) => (search.has(k) ? [[k, String(search.get(k))]] : [])));
  const times = [];
  let total = 0;
  /** @type {string[]} */
  let codes = [];
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    const result = await pageAndTotal(userListQueries(dialect, filter, page), page);
    const roles = roleNamesQuery(dialect, result.rows.map((r) => /** @type {string | null} */ (r['u_role_code'])));
    if (roles) await all(roles.sql, roles.params);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    total = result.total;
    codes = result.rows.map((r) => String(r['u_user_code']));
  }
  return { times, total, codes };
}

/** @param {URLSearchParams} search */
async function vehicleList(search) {
  const n = Number(search.get('n') ?? '1');
  const page = { pageNo: Number(search.get('pageNo') ?? '1'), pageSize: Number(search.get('pageSize') ?? '20') };
  const filter = Object.fromEntries(
    ['brandCode', 'seriesCode', 'modelCode', 'modelYear'].flatMap((k) => (search.has(k) ? [[k, k === 'modelYear' ? Number(search.get(k)) : String(search.get(k))]] : [])),
  );
  const times = [];
  let total = 0;
  /** @type {string[]} */
  let codes = [];
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    const result = await pageAndTotal(vehicleListQueries(dialect, filter, page), page);
    const names = vehicleNamesQueries(dialect, result.rows);
    await Promise.all([names.brand, names.series, names.model].flatMap((q) => (q ? [pooled(q.sql, q.params)] : [])));
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    total = result.total;
    codes = result.rows.map((r) => String(r['v_vin']));
  }
  return { times, total, codes };
}

/** @param {URLSearchParams} search */
async function vinQueries(search) {
  const vins = (search.get('vins') ?? '').split(',').filter(Boolean);
  const times = [];
  const answers = [];
  for (const vin of vins) {
    const query = vinInfoQuery(vin);
    const started = process.hrtime.bigint();
    const [row] = await pooled(query.sql, query.params);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    answers.push(
      row
        ? {
            vin,
            found: true,
            brandCode: String(row['brand_code']),
            brandName: row['brand_name'] ?? null,
            seriesCode: String(row['series_code']),
            seriesName: row['series_name'] ?? null,
            modelCode: String(row['model_code']),
            modelYear: Number(row['model_year']),
            shielded: Number(row['shielded']) === 1,
          }
        : { vin, found: false },
    );
  }
  return { times, answers };
}

/** @type {Record<string, (search: URLSearchParams) => Promise<unknown>>} */
const ROUTES = { '/user-list': userList, '/vehicle-list': vehicleList, '/vin': vinQueries };

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
