/**
 * Database access of the data generator: one small interface over better-sqlite3 (the embedded
 * portal's SQLite files) and mysql2 (MariaDB / MySQL), and the batched writer every table family
 * uses — multi-row INSERTs (`rowsPerInsert` rows each), committed every `rowsPerTransaction` rows.
 */
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { dialectOfUrl, insertSql, mysqlOptionsOf, quoteIdent, rowsPerInsert, sqliteFileOf } from './sql.js';

/**
 * @typedef {object} Target
 * @property {import('./sql.js').SqlDialect} dialect
 * @property {string} label  the database, without credentials
 * @property {(sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]>} all
 * @property {(sql: string, params?: readonly unknown[]) => Promise<void>} run
 * @property {(table: string, columns: readonly string[], rowCount: number, values: unknown[]) => Promise<void>} insert
 * @property {() => Promise<void>} begin
 * @property {() => Promise<void>} commit
 * @property {() => Promise<void>} rollback
 * @property {(table: string) => Promise<boolean>} hasTable
 * @property {(table: string) => Promise<() => Promise<void>>} dropIndexes  drops the table's secondary indexes; resolves what re-creates them, as they were
 * @property {() => Promise<void>} close
 */

/**
 * Opens the database of one service (a URL with `{service}` already replaced).
 * @param {string} url @returns {Promise<Target>}
 */
export async function openTarget(url) {
  return dialectOfUrl(url) === 'sqlite' ? openSqlite(sqliteFileOf(url)) : openMysql(url);
}

/** @param {string} file @returns {Target} */
function openSqlite(file) {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = NORMAL');
  // Random UUID keys land all over the indexes: a large page cache keeps the writes sequential.
  db.pragma('cache_size = -262144');
  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();
  return {
    dialect: 'sqlite',
    label: `sqlite:${file}`,
    all: async (sql, params = []) => /** @type {Record<string, unknown>[]} */ (db.prepare(sql).all(...params)),
    run: async (sql, params = []) => {
      db.prepare(sql).run(...params);
    },
    insert: async (table, columns, rowCount, values) => {
      const sql = insertSql('sqlite', table, columns, rowCount);
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      statement.run(...values);
    },
    // IMMEDIATE: take the write lock at once (the portal may be running on the same file).
    begin: async () => {
      db.exec('BEGIN IMMEDIATE');
    },
    commit: async () => {
      db.exec('COMMIT');
    },
    rollback: async () => {
      if (db.inTransaction) db.exec('ROLLBACK');
    },
    hasTable: async (table) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined,
    dropIndexes: async (table) => {
      // The CREATE INDEX statements as SQLite keeps them (automatic indexes of constraints have none).
      const indexes = /** @type {{ name: string, sql: string }[]} */ (db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").all(table));
      for (const index of indexes) db.exec(`DROP INDEX ${quoteIdent('sqlite', index.name)}`);
      return async () => {
        for (const index of indexes) db.exec(index.sql);
      };
    },
    close: async () => {
      db.close();
    },
  };
}

/** @param {string} url @returns {Promise<Target>} */
async function openMysql(url) {
  const options = mysqlOptionsOf(url);
  // The portal's settings (shared/nest data-source.ts): utf8mb4, UTC.
  const conn = await createConnection({ ...options, charset: 'utf8mb4_unicode_ci', timezone: 'Z' });
  return {
    dialect: 'mysql',
    label: `${url.split('://')[0]}://${options.host}:${options.port}/${options.database}`,
    all: async (sql, params = []) => {
      const [rows] = await conn.query(sql, params);
      return /** @type {Record<string, unknown>[]} */ (rows);
    },
    run: async (sql, params = []) => {
      await conn.query(sql, params);
    },
    insert: async (table, columns, rowCount, values) => {
      await conn.query(insertSql('mysql', table, columns, rowCount), values);
    },
    begin: async () => {
      await conn.beginTransaction();
    },
    commit: async () => {
      await conn.commit();
    },
    rollback: async () => {
      await conn.rollback();
    },
    hasTable: async (table) => {
      const [rows] = await conn.query('SELECT 1 FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?', [table]);
      return /** @type {unknown[]} */ (rows).length > 0;
    },
    dropIndexes: async (table) => {
      // The key definitions as SHOW CREATE TABLE prints them are valid ALTER TABLE … ADD clauses.
      const [rows] = await conn.query(`SHOW CREATE TABLE ${quoteIdent('mysql', table)}`);
      const ddl = String(/** @type {Record<string, unknown>[]} */ (rows)[0]?.['Create Table'] ?? '');
      const keys = ddl
        .split('\n')
        .map((line) => line.trim().replace(/,$/, ''))
        .filter((line) => /^(UNIQUE KEY|KEY|FULLTEXT KEY) `/.test(line));
      if (keys.length === 0) return async () => undefined;
      const names = keys.map((line) => /** @type {string} */ (/`([^`]+)`/.exec(line)?.[1]));
      await conn.query(`ALTER TABLE ${quoteIdent('mysql', table)} ${names.map((n) => `DROP INDEX ${quoteIdent('mysql', n)}`).join(', ')}`);
      return async () => {
        await conn.query(`ALTER TABLE ${quoteIdent('mysql', table)} ${keys.map((k) => `ADD ${k}`).join(', ')}`);
      };
    },
    close: async () => {
      await conn.end();
    },
  };
}

/**
 * Writes rows (arrays in `columns` order) with multi-row INSERTs, committing every
 * `rowsPerTransaction` rows (`onCommit` hears the rows written so far); `then(target)` runs inside
 * the last transaction (e.g. to advance a content version together with the rows). Returns the
 * number of rows written.
 * @param {Target} target @param {string} table @param {readonly string[]} columns
 * @param {Iterable<unknown[]>} rows
 * @param {{ rowsPerTransaction?: number, maxRowsPerInsert?: number, then?: (target: Target) => Promise<void>, onCommit?: (written: number) => void }} [options]
 */
export async function writeRows(target, table, columns, rows, { rowsPerTransaction = 20_000, maxRowsPerInsert = 500, then, onCommit } = {}) {
  const perInsert = rowsPerInsert(target.dialect, columns.length, maxRowsPerInsert);
  let written = 0;
  let inTransaction = 0;
  /** @type {unknown[]} */
  let values = [];
  let batch = 0;
  const flush = async () => {
    if (batch === 0) return;
    await target.insert(table, columns, batch, values);
    written += batch;
    inTransaction += batch;
    values = [];
    batch = 0;
  };
  await target.begin();
  try {
    for (const row of rows) {
      if (row.length !== columns.length) throw new Error(`${table}: a row has ${row.length} values for ${columns.length} columns`);
      for (const v of row) values.push(v);
      if (++batch === perInsert) {
        await flush();
        if (inTransaction >= rowsPerTransaction) {
          await target.commit();
          onCommit?.(written);
          await target.begin();
          inTransaction = 0;
        }
      }
    }
    await flush();
    if (then) await then(target);
    await target.commit();
  } catch (error) {
    await target.rollback();
    throw error;
  }
  return written;
}

/** Below this many rows, writing into the indexes as they are is as quick as rebuilding them. */
export const DEFER_INDEXES_FROM = 100_000;

/**
 * Runs a bulk `write` into `table` with its secondary indexes dropped when `rows` >= DEFER_INDEXES_FROM,
 * and re-creates them afterwards, also when the write failed: building an index from the finished
 * table sorts once, while millions of inserts each update every index at a random place (5M
 * vehicles, six indexes, on MariaDB). Unique indexes are checked when re-created.
 * @template T @param {Target} target @param {string} table @param {number} rows @param {() => Promise<T>} write
 * @returns {Promise<T>}
 */
export async function withDeferredIndexes(target, table, rows, write) {
  if (rows < DEFER_INDEXES_FROM) return write();
  const restore = await target.dropIndexes(table);
  try {
    return await write();
  } finally {
    await restore();
  }
}
