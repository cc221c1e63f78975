// Types of search-sql.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export type Dialect = 'sqlite' | 'mysql';
export type Query = { sql: string; params: unknown[] };
export type Reader = { kinds: readonly string[]; userType: string; brandCodes: readonly string[] };
export const SUGGESTIONS_MAX: number;
export function scopeOf(reader: Reader): { where: string[]; params: unknown[] };
export function searchQueries(
  dialect: Dialect,
  keyword: string,
  reader: Reader,
  page: { pageNo: number; pageSize: number },
): { exact: Query | null; ranked: (exactIds: readonly number[]) => Query; whole: (ids: readonly number[]) => boolean; facets: Query; rows: (ids: readonly number[]) => Query | null } | null;
export function entryRowsQuery(dialect: Dialect, ids: readonly number[]): Query;
export function suggestQueries(dialect: Dialect, keyword: string, reader: Reader): { codes: Query | null; codeEntries: (codes: readonly string[]) => Query | null; titles: Query } | null;
export function suggestionTexts(codes: readonly Record<string, unknown>[], titles: readonly Record<string, unknown>[]): string[];
