/** Query helpers shared by the log features. */

const DAY_MS = 86_400_000;

/** Start of a date's UTC calendar day. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

/**
 * A filter range of whole UTC days (the date-range validator compares calendar days in UTC):
 * from the start of the first day, up to (excluding) the start of the day after the last.
 */
export function dayRange(start: Date | undefined, end: Date | undefined): { from?: Date; to?: Date } {
  return {
    ...(start ? { from: startOfUtcDay(start) } : {}),
    ...(end ? { to: new Date(startOfUtcDay(end).getTime() + DAY_MS) } : {}),
  };
}

/** A datetime read by a raw query: a Date (MySQL, MariaDB) or UTC text 'YYYY-MM-DD HH:MM:SS.SSS' (SQLite). */
export function rawDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/** A count read by a raw query (BIGINT and DECIMAL may arrive as strings). */
export function rawCount(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}
