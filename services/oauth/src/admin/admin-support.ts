import { TisError } from '@tis/contracts';
import type { TisRequest } from '@tis/nest';
import { QueryFailedError } from 'typeorm';

/** The signed-in administrator's user code (the gate has resolved the session). */
export function actorOf(req: TisRequest): string {
  if (!req.user) throw new TisError('unauthorized');
  return req.user.userCode;
}

/** A unique index refused the row (SQLite, MySQL and MariaDB). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: unknown; errno?: unknown } | undefined;
  return driver?.code === 'SQLITE_CONSTRAINT_UNIQUE' || driver?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || driver?.code === 'ER_DUP_ENTRY' || driver?.errno === 1062;
}

/** A LIKE pattern "contains keyword", escaped with '!' (the same on every dialect: use `ESCAPE '!'`). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** A 'date' column's value as 'YYYY-MM-DD' (drivers answer a string or a Date). */
export function dayOf(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}
