import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';

export interface KeyPageOptions {
  /** The list's filters on the query builder's alias (the same for the page and the total). */
  where: <Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>) => SelectQueryBuilder<Q>;
  /**
   * The property of the list order. It must be unique, or made unique by `then` (the rows after a
   * page are those with a greater key), and an index should start with the filters' columns and go
   * on with it.
   */
  orderBy: string;
  /**
   * When `orderBy` is not unique (a time): the unique property that orders the rows of one `orderBy`
   * value, in the same direction (e.g. 'id'); the index then goes on with both. The rows after a
   * page are compared with its last row as the database keeps it (a datetime keeps the microseconds
   * a Date drops). `orderBy` must then hold a value on every row of the list.
   */
  then?: string;
  /** Ascending (default) or descending: the rows after a page are then those with a smaller key. */
  direction?: 'ASC' | 'DESC';
  skip: number;
  take: number;
  /** The alias of the row query (default 'r'). */
  alias?: string;
}

/**
 * A page of a filtered list in the order of a unique property, and the total, stepping over each
 * matching index entry about once, however deep the page (OFFSET must step over every entry before it):
 *
 * - The page is a deferred join: a subquery takes the page's ids from the index of the filters and
 *   the order (aliased "f"; SQLite and InnoDB find the primary key in the index entry), stepping over
 *   OFFSET entries there, not rows; then only those rows are read by primary key ("ids", joined on id).
 * - The total is the rows before the page, the page, and a count of the rows after its last key only
 *   (`orderBy > last`, a range of the same index): a deep page walks the entries before it and counts
 *   those after it — what page 1 counts. A page that is not full needs no count (nothing comes
 *   after it); only a page past the end counts every match.
 *
 * `pageQuery` is the page's query builder (for query-plan tests).
 */
export async function keyPage<T extends ObjectLiteral>(repo: Repository<T>, options: KeyPageOptions): Promise<[T[], number]> {
  const rows = await pageQuery(repo, options).getMany();
  const { skip, take } = options;
  if (rows.length < take && (rows.length > 0 || skip === 0)) return [rows, skip + rows.length];
  const last = rows.at(-1);
  const rest = await restCount(repo, options, last).getCount();
  return [rows, (last === undefined ? 0 : skip + rows.length) + rest];
}

/** The deferred-join page of `keyPage`. */
export function pageQuery<T extends ObjectLiteral>(repo: Repository<T>, { where, orderBy, then, direction = 'ASC', skip, take, alias = 'r' }: KeyPageOptions): SelectQueryBuilder<T> {
  const ordered = <Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, on: string): SelectQueryBuilder<Q> => {
    qb.orderBy(`${on}.${orderBy}`, direction);
    return then === undefined ? qb : qb.addOrderBy(`${on}.${then}`, direction);
  };
  return ordered(
    repo.createQueryBuilder(alias).innerJoin((sub) => ordered(where(sub.select('f.id', 'id').from(repo.target, 'f')), 'f').offset(skip).limit(take), 'ids', `ids.id = ${alias}.id`),
    alias,
  );
}

/** The rows of the filters after the page's `last` row (all of them for none), for `keyPage`'s total. */
function restCount<T extends ObjectLiteral>(repo: Repository<T>, { where, orderBy, then, direction = 'ASC', alias = 'r' }: KeyPageOptions, last: T | undefined): SelectQueryBuilder<T> {
  const qb = where(repo.createQueryBuilder(alias));
  const after = direction === 'ASC' ? '>' : '<';
  if (last === undefined) return qb;
  if (then === undefined) {
    const key = last[orderBy] as unknown;
    return key === null ? qb : qb.andWhere(`${alias}.${orderBy} ${after} :keyPageAfter`, { keyPageAfter: key });
  }
  // The last row by its primary key (one row, read first): its keys are compared as stored.
  const k = 'keyPageLast';
  return qb
    .innerJoin(repo.metadata.target, k, `${k}.id = :keyPageLastId`, { keyPageLastId: last['id'] as unknown })
    .andWhere(`(${alias}.${orderBy} ${after} ${k}.${orderBy} OR (${alias}.${orderBy} = ${k}.${orderBy} AND ${alias}.${then} ${after} ${k}.${then}))`);
}
