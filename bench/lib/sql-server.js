/**
 * The raw-driver side of S4, run as its own process: `node sql-server.js <port> <database url>`.
 *
 * It opens the same database the portal uses — better-sqlite3 on the SQLite file, mysql2 on
 * MariaDB — and, on `GET /user-list?pageNo&pageSize&userType&status&…&n=<count>`, runs the
 * account list's SQL (list-sql.js: page, count, role names — the three queries the service runs)
 * `n` times one after the other, timing each round from the first query to the last row with
 * process.hrtime. HTTP only carries the order and the figures: it is not part of the timing.
 * Answers `{ times: number[] (ms), total, codes: string[] (the page's user codes) }`.
 *
 * Like TypeORM's better-sqlite3 driver, prepared statements are cached by SQL text; like its
 * mysql driver, queries go through mysql2's `query` (client-side placeholders).
 * Prints `listening on <port>` when ready; stops on SIGTERM / SIGINT.
 */
import { createServer } from 'node:http';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { dialectOfUrl, mysqlOptionsOf, sqliteFileOf } from '../generate/sql.js';
import { roleNamesQuery, userListQueries } from './list-sql.js';

const [portText, url] = process.argv.slice(2);
const port = Number(portText);
if (!Number.isInteger(port) || !url) {
  console.error('usage: sql-server.js <port> <sqlite:<file> | mariadb://…/<database>>');
  process.exit(2);
}
const dialect = dialectOfUrl(url);

/** @type {(sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>} */
let all;
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
  closeDb = async () => {
    db.close();
  };
} else {
  const conn = await createConnection({ ...mysqlOptionsOf(url), charset: 'utf8mb4_unicode_ci', timezone: 'Z' });
  all = async (sql, params) => {
    const [rows] = await conn.query(sql, params);
    return /** @type {Record<string, unknown>[]} */ (rows);
  };
  closeDb = () => conn.end();
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

const server = createServer((req, res) => {
  const target = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' || target.pathname !== '/user-list') {
    res.writeHead(404).end();
    return;
  }
  userList(target.searchParams).then(
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
