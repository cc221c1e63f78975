import { type MessageKey, TisError } from '@tis/contracts';
import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { VersionedEntity } from './audited.entity.js';
import { isUniqueViolation } from './query-helpers.js';
import { findOnePlanned } from './read-plans.js';

/**
 * Writes of master-data rows (VersionedEntity) with the spec's answers: 409002 for a repeated
 * code, 409001 "data state changed, reopen" for a stale edit, 409003 "item in use" for a delete
 * of a row others still refer to, 404 for a missing row.
 */

/** 409002 with the message the screens show for it (coding repeated, same region exists, …). */
export function duplicateError(key: MessageKey = 'error.codingRepeated'): TisError {
  return new TisError('duplicate', {}, null, key);
}

/** Inserts a row whose unique index may refuse it (two saves racing past the duplicate check): 409002 with `key`. */
export async function insertUnique<T extends VersionedEntity>(manager: EntityManager, entity: EntityTarget<T>, values: Partial<T>, key?: MessageKey): Promise<T> {
  try {
    return await manager.save(manager.create(entity, values as T));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateError(key);
    throw error;
  }
}

/** A row by id, or 404. */
export async function rowById<T extends VersionedEntity>(manager: EntityManager, entity: EntityTarget<T>, id: string): Promise<T> {
  const row = await findOnePlanned(manager, entity, { where: { id } });
  if (!row) throw new TisError('notFound');
  return row;
}

/**
 * A row by id inside a transaction that will change it: locked until the commit on the database
 * servers (`FOR UPDATE`; SQLite runs one write transaction at a time), so that what the transaction
 * read stays what it changes. 404 when missing.
 */
export async function rowForUpdate<T extends VersionedEntity>(manager: EntityManager, entity: EntityTarget<T>, id: string): Promise<T> {
  const row = await findOnePlanned(manager, entity, { where: { id }, lock: 'pessimistic_write' });
  if (!row) throw new TisError('notFound');
  return row;
}

/** A time as a `datetime` column keeps it: whole seconds (MariaDB's DATETIME, SQLite's CURRENT_TIMESTAMP). */
export function wholeSeconds(at: Date): Date {
  return new Date(at.getTime() - (at.getTime() % 1000));
}

/**
 * Applies `changes` to `row` (read by `rowForUpdate` in the same transaction) if it still has its
 * version, with `at` (whole seconds) as its update time, and answers the row as the database now
 * holds it without reading it again: the locked row, the changes, the next version and `at`.
 * 409001 when the row changed meanwhile. The changes must be values as the entity holds them
 * (states, times in whole seconds, codes), not values the database transforms on the way.
 */
export async function updateLockedRow<T extends VersionedEntity>(manager: EntityManager, entity: new () => T, row: T, changes: Partial<T>, at: Date): Promise<T> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('updateLockedRow changes a row its transaction locked: call it inside that transaction');
  const updatedAt = wholeSeconds(at);
  // Written here, not by the update builder: every value bound, so each action's statement has one
  // text (TypeORM writes SQLite's numbers, the version among them, into the text).
  const { driver } = manager.dataSource;
  const metadata = manager.dataSource.getMetadata(entity);
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [property, value] of Object.entries({ ...changes, updatedAt })) {
    const column = metadata.findColumnWithPropertyPath(property);
    if (!column) throw new Error(`${metadata.name} has no column ${property}`);
    sets.push(`${driver.escape(column.databaseName)} = ?`);
    params.push(driver.preparePersistentValue(value, column));
  }
  const version = driver.escape('version');
  const sql = `UPDATE ${driver.escape(metadata.tableName)} SET ${sets.join(', ')}, ${version} = ${version} + 1 WHERE ${driver.escape('id')} = ? AND ${version} = ?`;
  const result = await runner.query(sql, [...params, row.id, row.version], true);
  if (result.affected !== 1) throw new TisError('dataStateChanged');
  return Object.assign(new entity(), row, changes, { version: row.version + 1, updatedAt });
}

/**
 * Applies `changes` to row `id` only if it still has `version` (optimistic lock; version and
 * updated-at advance with it) and answers the row as it is now: 409001 when it changed
 * meanwhile, 404 when it is gone.
 */
export async function updateVersioned<T extends VersionedEntity>(manager: EntityManager, entity: EntityTarget<T>, id: string, version: number, changes: Partial<T>): Promise<T> {
  const result = await manager.createQueryBuilder().update(entity).set(changes as never).where('id = :id AND version = :version', { id, version }).execute();
  const row = await findOnePlanned(manager, entity, { where: { id } });
  if (!row) throw new TisError('notFound');
  if (result.affected !== 1) throw new TisError('dataStateChanged');
  return row;
}

/** One reference that keeps a row from being deleted: a table and the rows of it that point at the row. */
export type Reference = readonly [entity: EntityTarget<ObjectLiteral>, where: FindOptionsWhere<ObjectLiteral>];

/** Deletes row `id` unless one of `references(row)` still points at it (409003); 404 when missing. Answers the row as it was. */
export async function removeUnlessUsed<T extends VersionedEntity>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: string,
  references: (row: T) => readonly Reference[] | Promise<readonly Reference[]>,
): Promise<T> {
  const row = await rowById(manager, entity, id);
  for (const [target, where] of await references(row)) {
    if (await manager.existsBy(target, where)) throw new TisError('inUse');
  }
  await manager.delete(entity, { id });
  return row;
}
