import { type MessageKey, TisError } from '@tis/contracts';
import type { TisRequest, VersionedEntity } from '@tis/nest';
import { type EntityManager, type EntityTarget, QueryFailedError } from 'typeorm';

/** The user a change is recorded for. */
export function actorOf(req: TisRequest): string {
  return req.user?.userCode ?? 'system';
}

/**
 * A `LIKE` pattern containing `keyword`, for `… LIKE :kw ESCAPE '!'`. '!' is the escape character
 * on every dialect (SQLite has no default one, MySQL's backslash needs dialect-specific quoting).
 */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export const LIKE_ESCAPE = "ESCAPE '!'";

/** A unique index refused the row (two saves raced past the duplicate check). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, errno } = error.driverError as { code?: string; errno?: number };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'ER_DUP_ENTRY' || errno === 1062;
}

/** 409002 with the message the screens show for it (code repeated, same region exists, …). */
export function duplicateError(key: MessageKey): TisError {
  return new TisError('duplicate', {}, null, key);
}

export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

/** id, version and who changed the row when, as every view carries them. */
export function rowMeta(row: VersionedEntity): { id: string; version: number; updatedAt: string; updatedBy: string | null } {
  return { id: row.id, version: row.version, updatedAt: isoOf(row.updatedAt), updatedBy: row.updatedBy };
}

/**
 * Applies `changes` to row `id` only if it still has `version` (optimistic lock; the version and
 * updated-at columns advance with it). A row changed meanwhile answers 409001 "data state changed,
 * reopen"; a missing row 404.
 */
export async function updateVersioned<T extends VersionedEntity>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: string,
  version: number,
  changes: Partial<T>,
): Promise<void> {
  const result = await manager
    .createQueryBuilder()
    .update(entity)
    .set(changes as never)
    .where('id = :id AND version = :version', { id, version })
    .execute();
  if (result.affected === 1) return;
  const exists = await manager.getRepository(entity).existsBy({ id } as never);
  throw new TisError(exists ? 'dataStateChanged' : 'notFound');
}

/** The one item of a list built from one row. */
export function only<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined || items.length !== 1) throw new Error(`expected exactly one item, got ${items.length}`);
  return item;
}
