import { type MessageKey, TisError } from '@tis/contracts';
import type { VersionedEntity } from '@tis/nest';
import type { EntityManager, EntityTarget } from 'typeorm';

/** 409002 with the message the screens show for it (code repeated, same region exists, …). */
export function duplicateError(key: MessageKey): TisError {
  return new TisError('duplicate', {}, null, key);
}

export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
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
