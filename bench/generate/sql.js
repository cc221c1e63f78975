/**
 * Pure SQL helpers of the data generator and the bench: database URLs (the portal's TIS_DB_URL
 * form, `{service}` replaced by the service name), identifier quoting, multi-row INSERTs and the
 * text forms of dates both SQLite (as TypeORM stores them) and MariaDB/MySQL accept.
 */

/** @typedef {'sqlite' | 'mysql'} SqlDialect  MariaDB speaks the mysql dialect. */

/**
 * The SQL dialect of a database URL: `sqlite:<file>`, `mariadb://…` or `mysql://…`.
 * @param {string} url @returns {SqlDialect}
 */
export function dialectOfUrl(url) {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('mariadb://') || url.startsWith('mysql://')) return 'mysql';
  throw new RangeError(`unsupported database url "${url.replace(/\/\/[^@]*@/, '//***@')}": use sqlite:<file>, mariadb://… or mysql://…`);
}

/**
 * The URL of one service's database: `{service}` replaced, as the portal does with TIS_DB_URL.
 * A URL without `{service}` holds every service's tables in one database.
 * @param {string} template @param {string} service
 */
export function serviceUrl(template, service) {
  return template.replaceAll('{service}', service);
}

/** The file of a `sqlite:<file>` URL. @param {string} url */
export function sqliteFileOf(url) {
  if (!url.startsWith('sqlite:')) throw new RangeError(`not a sqlite: url: ${url}`);
  const file = url.slice('sqlite:'.length);
  if (file === '') throw new RangeError('sqlite: url without a file');
  return file;
}

/**
 * Connection settings of a `mariadb://` / `mysql://` URL (user and password URL-decoded).
 * @param {string} url
 */
export function mysqlOptionsOf(url) {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[A-Za-z0-9_$]{1,64}$/.test(database)) throw new RangeError(`bad database name "${database}" in ${parsed.protocol}// url`);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
  };
}

/** @param {SqlDialect} dialect @param {string} name */
export function quoteIdent(dialect, name) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new RangeError(`not a plain identifier: ${name}`);
  return dialect === 'mysql' ? `\`${name}\`` : `"${name}"`;
}

/**
 * `INSERT INTO t (c1, c2) VALUES (?, ?), (?, ?), …` for `rowCount` rows; `?` placeholders work
 * with better-sqlite3 and mysql2 alike.
 * @param {SqlDialect} dialect @param {string} table @param {readonly string[]} columns @param {number} rowCount
 */
export function insertSql(dialect, table, columns, rowCount) {
  if (columns.length === 0) throw new RangeError('insertSql: no columns');
  if (!Number.isInteger(rowCount) || rowCount < 1) throw new RangeError(`insertSql: bad row count ${rowCount}`);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const values = new Array(rowCount).fill(tuple).join(', ');
  return `INSERT INTO ${quoteIdent(dialect, table)} (${columns.map((c) => quoteIdent(dialect, c)).join(', ')}) VALUES ${values}`;
}

/** SQLite allows 32,766 bound values per statement (since 3.32); MySQL 65,535. */
const MAX_PARAMS = { sqlite: 32_766, mysql: 65_535 };

/**
 * Rows per INSERT statement: at most `maxRows`, and never more bound values than the dialect allows.
 * @param {SqlDialect} dialect @param {number} columnCount @param {number} [maxRows]
 */
export function rowsPerInsert(dialect, columnCount, maxRows = 500) {
  if (!Number.isInteger(columnCount) || columnCount < 1) throw new RangeError(`rowsPerInsert: bad column count ${columnCount}`);
  return Math.max(1, Math.min(maxRows, Math.floor(MAX_PARAMS[dialect] / columnCount)));
}

const pad = (/** @type {number} */ n, /** @type {number} */ width = 2) => String(n).padStart(width, '0');

/**
 * `YYYY-MM-DD HH:MM:SS.mmm` in UTC (TypeORM's form for SQLite, accepted by DATETIME(6) in MySQL);
 * without milliseconds when `millis` is false (plain DATETIME columns).
 * @param {Date} date @param {boolean} [millis]
 */
export function sqlDateTime(date, millis = true) {
  const base = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return millis ? `${base}.${pad(date.getUTCMilliseconds(), 3)}` : base;
}

/** `YYYY-MM-DD` in UTC (DATE columns). @param {Date} date */
export function sqlDate(date) {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
