import { DISCARD_FLAG, type PageQuery, toSkipTake } from '@tis/contracts';
import { andKeyword, type KeyPageOptions } from '@tis/nest';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { andDayRange } from './document-access.js';

/** What every document kind's list filter has (spec section 2): a keyword, the created days and, on a working list, the discard flag. */
export interface DocumentListQuery {
  keyword?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  discard?: number | undefined;
}

/** How a kind's list reads its filter: the properties its keyword looks in and those its coded fields match. */
export interface DocumentListFilter<F extends string> {
  keywordOn: readonly string[];
  equal: readonly F[];
  /**
   * A working list: discarded documents are left out unless the query asks for them (its discard
   * flag); a published list's scope says it already.
   */
  kept?: boolean;
}

/**
 * The conditions of a document list's filter that every kind words the same way, on the query's
 * main alias (the kind adds its own: a part, a series row, a second keyword): the keyword on any of
 * the kind's columns, each coded field given (brand, series, the states …), the created days
 * (whole UTC days) and, on a working list, the discard flag.
 */
export function documentListScope<Q extends ObjectLiteral, F extends string>(
  qb: SelectQueryBuilder<Q>,
  query: DocumentListQuery & Partial<Record<F, string | number | undefined>>,
  filter: DocumentListFilter<F>,
): SelectQueryBuilder<Q> {
  const c = qb.alias;
  andKeyword(
    qb,
    filter.keywordOn.map((column) => `${c}.${column}`),
    query.keyword,
  );
  for (const field of filter.equal) {
    const value = query[field];
    if (value !== undefined && value !== '') qb.andWhere(`${c}.${field} = :${field}`, { [field]: value });
  }
  andDayRange(qb, 'createdAt', query.startTime, query.endTime);
  if (filter.kept) qb.andWhere(`${c}.discard = :discard`, { discard: query.discard ?? DISCARD_FLAG.kept });
  return qb;
}

/**
 * How a document list of the newest first reads a page with keyPage: its filter and scope (`where`,
 * on the query's alias) over an index that starts with their fixed columns and goes on with the
 * creation time and the id; rows created at one time follow by id, newest first (`then`), as the
 * lists' OFFSET queries ordered them.
 */
export function newestFirstPage<T extends ObjectLiteral>(
  page: Pick<PageQuery, 'pageNo' | 'pageSize'>,
  alias: string,
  where: (qb: SelectQueryBuilder<T>) => void,
): KeyPageOptions {
  const { skip, take } = toSkipTake(page);
  const filtered = <Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>): SelectQueryBuilder<Q> => {
    where(qb as unknown as SelectQueryBuilder<T>);
    return qb;
  };
  return { alias, where: filtered, orderBy: 'createdAt', then: 'id', direction: 'DESC', skip, take };
}
