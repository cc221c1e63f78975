import type { DataSource } from 'typeorm';

/**
 * The dialect-specific piece of the per-day counts: an SQL expression giving the UTC day
 * ('YYYY-MM-DD') of a datetime column. SQLite keeps datetimes as UTC text; MySQL and MariaDB
 * connections run in UTC (timezone 'Z').
 */
export function utcDayExpression(ds: DataSource, column: string): string {
  const type = ds.options.type;
  if (type === 'better-sqlite3') return `substr(${column}, 1, 10)`;
  if (type === 'mysql' || type === 'mariadb') return `DATE_FORMAT(${column}, '%Y-%m-%d')`;
  throw new Error(`no day expression for ${type}`);
}
