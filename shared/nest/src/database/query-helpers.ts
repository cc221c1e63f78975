import { insertPlanned } from './insert-plans.js';
import { Brackets, type EntityManager, type EntityTarget, type FindOperator, type ObjectLiteral, type QueryDeepPartialEntity, QueryFailedError, Raw, type WhereExpressionBuilder } from 'typeorm';

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

/**
 * The keyword filter of every list: rows where one of `columns` (`alias.property`) contains
 * `keyword`, its `%`, `_` and `!` matched literally on every dialect; nothing when there is no keyword.
 */
export function andKeyword<Q extends WhereExpressionBuilder>(qb: Q, columns: readonly string[], keyword: string | undefined): Q {
  if (!keyword || columns.length === 0) return qb;
  const keywordPattern = containsPattern(keyword);
  qb.andWhere(
    new Brackets((w) => {
      for (const column of columns) w.orWhere(`${column} LIKE :keywordPattern ${LIKE_ESCAPE}`, { keywordPattern });
    }),
  );
  return qb;
}

let codeParams = 0;

/**
 * A find-options condition: the column holds `code` regardless of case (codes are unique without
 * case, createCodeIndexes). A LIKE without wildcards: MariaDB's collation and SQLite's LIKE both
 * ignore case, and both use the code's unique index (on SQLite its NOCASE one).
 */
export function sameCode(code: string): FindOperator<string> {
  const name = `sameCode${(codeParams = (codeParams + 1) % 1_000_000)}`; // one name per condition: they may share a query
  return Raw((column) => `${column} LIKE :${name} ${LIKE_ESCAPE}`, { [name]: escapeLike(code) }) as FindOperator<string>;
}

/** A unique index or primary key refused the row (two saves raced past a duplicate check), on every dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, errno } = (error.driverError ?? {}) as { code?: unknown; errno?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'ER_DUP_ENTRY' || errno === 1062;
}

/** InnoDB chose this statement as a deadlock's victim (MySQL and MariaDB; SQLite has one writer and none). */
export function isDeadlock(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, errno } = (error.driverError ?? {}) as { code?: unknown; errno?: unknown };
  return code === 'ER_LOCK_DEADLOCK' || errno === 1213;
}

/**
 * Runs a single-statement write again when InnoDB rolls it back as a deadlock's victim, as MySQL
 * asks of its clients: two statements that lock the same rows through different indexes (a lease
 * scanning a secondary index, an update by primary key) can each hold what the other waits for.
 * Only for statements that are safe to repeat; gives up after `tries`.
 */
export async function retryOnDeadlock<T>(statement: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (err) {
      if (!isDeadlock(err) || attempt >= tries) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * INSERTs rows without reading back what the database filled in. `manager.insert` follows each
 * INSERT with a SELECT of the generated columns (created time, auto-increment key) by primary key,
 * to copy them into the given objects; where nobody reads those objects afterwards, that SELECT is
 * wasted (three of a login's statements; the whole chunk again on a bulk import).
 */
export async function insertRows<E extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<E>, rows: QueryDeepPartialEntity<E> | QueryDeepPartialEntity<E>[]): Promise<void> {
  if (Array.isArray(rows) && rows.length === 0) return;
  const [only, ...more] = Array.isArray(rows) ? rows : [rows];
  if (only !== undefined && more.length === 0) return insertPlanned(manager, target, only);
  await manager.createQueryBuilder().insert().into(target).values(rows).updateEntity(false).execute();
}
