import { DEFAULT_LANGUAGE, LANGUAGES, type PageResult, toSkipTake } from '@tis/contracts';
import { andKeyword, type RequestUser } from '@tis/nest';
import { type EntityManager, type EntityTarget, type FindOptionsWhere, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

export { duplicateError, insertUnique, type Reference, removeUnlessUsed, rowById, updateVersioned } from '@tis/nest';

/** `alias.column = value` for each filter that is set (an indexed column each). */
export function whereEqual<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, filters: Record<string, string | number | boolean | undefined>): SelectQueryBuilder<T> {
  for (const [column, value] of Object.entries(filters)) {
    if (value !== undefined) qb.andWhere(`${qb.alias}.${column} = :${column}`, { [column]: value });
  }
  return qb;
}

/** `alias.column IN (values)` when `values` is given; an empty list matches nothing. */
export function whereAnyOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, values: readonly string[] | null | undefined): SelectQueryBuilder<T> {
  if (!values) return qb;
  if (values.length === 0) return qb.andWhere('1 = 0');
  return qb.andWhere(`${qb.alias}.${column} IN (:...${column}List)`, { [`${column}List`]: values });
}

/** The keyword of a list: part of any of these columns (a scan of the filtered rows: master-data sizes). */
export function whereKeyword<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, keyword: string | undefined, columns: readonly string[]): SelectQueryBuilder<T> {
  return andKeyword(qb, columns.map((column) => `${qb.alias}.${column}`), keyword);
}

/** The named fields of a row, for its view. */
export function pick<T extends object, const K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
}

/** One page of a filtered, ordered query. */
export async function pageOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: { pageNo: number; pageSize: number }): Promise<[T[], number]> {
  const { skip, take } = toSkipTake(query);
  return qb.skip(skip).take(take).getManyAndCount();
}

/** The distinct non-null values. */
export function distinct(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
}

/** code → name of the rows of `entity` with these codes: one query per referenced table, never one per row. */
export async function namesByCode<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  codeField: keyof T & string,
  nameField: keyof T & string,
  codes: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const wanted = distinct(codes);
  if (wanted.length === 0) return new Map();
  const rows = await manager.find(entity, {
    select: { [codeField]: true, [nameField]: true } as never,
    where: { [codeField]: In(wanted) } as FindOptionsWhere<T>,
  });
  return new Map(rows.map((r) => [String(r[codeField]), String(r[nameField])]));
}

/**
 * One row per code of rows in several languages: the one in `lang`, else in the default language,
 * then the other interface languages, then any other (by language code). The codes keep the order
 * of their first rows.
 */
export function inLanguage<T extends { langCode: string }>(rows: readonly T[], codeOf: (row: T) => string, lang: string): T[] {
  const preferred: string[] = [lang, DEFAULT_LANGUAGE, ...LANGUAGES];
  const rank = (row: T) => {
    const at = preferred.indexOf(row.langCode);
    return at === -1 ? preferred.length : at;
  };
  const best = new Map<string, T>();
  for (const row of rows) {
    const code = codeOf(row);
    const current = best.get(code);
    if (!current || rank(row) < rank(current) || (rank(row) === rank(current) && row.langCode < current.langCode)) best.set(code, row);
  }
  return [...best.values()];
}

/**
 * code → name of coded texts with one row per language (kinds, energy types, classifications, car
 * types), in the request's language or, for a code without a row in it, another (`inLanguage`).
 */
export async function localizedNamesByCode<T extends ObjectLiteral & { langCode: string }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  codeField: keyof T & string,
  nameField: keyof T & string,
  codes: readonly (string | null | undefined)[],
  lang: string,
): Promise<Map<string, string>> {
  const wanted = distinct(codes);
  if (wanted.length === 0) return new Map();
  const rows = await manager.find(entity, {
    select: { [codeField]: true, [nameField]: true, langCode: true } as never,
    where: { [codeField]: In(wanted) } as FindOptionsWhere<T>,
  });
  return new Map(inLanguage(rows, (r) => String(r[codeField]), lang).map((r) => [String(r[codeField]), String(r[nameField])]));
}

/** The only item of a list built from one row. */
export function only<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined || items.length !== 1) throw new Error(`expected exactly one item, got ${items.length}`);
  return item;
}

/** Page results of views built from rows. */
export async function pageView<R, V>([rows, total]: [R[], number], views: (rows: R[]) => Promise<V[]> | V[]): Promise<PageResult<V>> {
  return { list: await views(rows), total };
}

/**
 * Factory (OEM) staff, administrators included, see every series and model; service outlets and
 * public users only what is visible to them (ADR 0015).
 */
export function isOemUser(user: RequestUser | undefined): boolean {
  return user?.userType === 'oem';
}

/**
 * The brands a user's lookups are limited to, or null for "no limit" (ADR 0015): the user's brand
 * list when it has one. An empty list means every brand for OEM staff and administrators, and no
 * brand for service outlets and public users (a brand must be granted to them). `roleCheck` 0 lifts
 * the limit for OEM staff only; the other users are always limited.
 */
export function brandScope(user: RequestUser | undefined, roleCheck: number): string[] | null {
  const oem = isOemUser(user);
  if (oem && roleCheck === 0) return null;
  const brands = user?.brandCodes ?? [];
  if (brands.length > 0) return brands;
  return oem ? null : [];
}
