import { QueryFailedError } from 'typeorm';

/**
 * LIKE patterns that treat the user's `%`, `_` and `!` literally, escaped with '!': SQLite has no
 * default escape character and MySQL reads '\' in literals, so every LIKE built from these writes
 * `LIKE :p ESCAPE '!'` (LIKE_ESCAPE), the same on every dialect.
 */
export const LIKE_ESCAPE = "ESCAPE '!'";

function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** Values that contain `text` (a scan: only for small tables). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Values that start with `text` (uses an index on MySQL and MariaDB). */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/** A unique index or primary key refused the row (two saves raced past a duplicate check), on every dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, errno } = (error.driverError ?? {}) as { code?: unknown; errno?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'ER_DUP_ENTRY' || errno === 1062;
}
