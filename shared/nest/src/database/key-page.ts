import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';

export interface KeyPageOptions {
  /** The list's filters on the query builder's alias (the same for the page and the total). */
  where: <Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>) => SelectQueryBuilder<Q>;
  /**
   * The property of the list order. It must be unique (the rows after a page are those with a greater
   * key), and an index should start with the filters' columns and go on with it.
   */
  orderBy: string;
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
  const { skip, take, orderBy } = options;
  if (rows.length < take && (rows.length > 0 || skip === 0)) return [rows, skip + rows.length];
  const last = rows.at(-1);
  const after = last === undefined ? null : (last[orderBy] as unknown);
  const rest = await restCount(repo, options, after).getCount();
  return [rows, (last === undefined ? 0 : skip + rows.length) + rest];
}

/** The deferred-join page of `keyPage`. */
export function pageQuery<T extends ObjectLiteral>(repo: Repository<T>, { where, orderBy, direction = 'ASC', skip, take, alias = 'r' }: KeyPageOptions): SelectQueryBuilder<T> {
  return repo
    .createQueryBuilder(alias)
    .innerJoin((sub) => where(sub.select('f.id', 'id').from(repo.target, 'f')).orderBy(`f.${orderBy}`, direction).offset(skip).limit(take), 'ids', `ids.id = ${alias}.id`)
    .orderBy(`${alias}.${orderBy}`, direction);
}

/** The rows of the filters after the key `after` (all of them for null), for `keyPage`'s total. */
function restCount<T extends ObjectLiteral>(repo: Repository<T>, { where, orderBy, direction = 'ASC', alias = 'r' }: KeyPageOptions, after: unknown): SelectQueryBuilder<T> {
  const qb = where(repo.createQueryBuilder(alias));
  return after === null ? qb : qb.andWhere(`${alias}.${orderBy} ${direction === 'ASC' ? '>' : '<'} :keyPageAfter`, { keyPageAfter: after });
}
