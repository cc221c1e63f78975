import { z } from 'zod';

/** Paged table page sizes and default (spec sections 2 and 9). */
export const PAGE_SIZES = [5, 20, 50, 100, 200, 300, 400, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The simple table offers 20 to 500. */
export const SIMPLE_TABLE_PAGE_SIZES = [20, 50, 100, 200, 300, 400, 500] as const;
export const MAX_PAGE_SIZE = 500;
export const KEYWORD_MAX_LENGTH = 200;

/**
 * Page sizes the dropdown calls ask for (spec sections 7 and 9): kind, energy, car-type and
 * language lists 999, models 1000, translations and case parameters 99999.
 */
export const DROPDOWN_LIMITS = {
  kind: 999,
  energy: 999,
  carType: 999,
  language: 999,
  model: 1000,
  translation: 99999,
  caseParameter: 99999,
} as const;

/** Query of every paged list: page, page size and keyword (spec section 7). */
export function pageQuerySchema(opts: { maxPageSize?: number } = {}) {
  const max = opts.maxPageSize ?? MAX_PAGE_SIZE;
  return z.object({
    pageNo: z.coerce
      .number({ error: 'validation.pageNo' })
      .int('validation.pageNo')
      .min(1, 'validation.pageNo')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'validation.pageSize' })
      .int('validation.pageSize')
      .min(1, 'validation.pageSize')
      .max(max, 'validation.pageSize')
      .default(DEFAULT_PAGE_SIZE),
    keyword: z.string().trim().max(KEYWORD_MAX_LENGTH, 'validation.keywordTooLong').optional(),
  });
}

export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

export interface PageResult<T> {
  list: T[];
  total: number;
}

export function pageResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().nonnegative() });
}

/** Offset and limit for a repository query. */
export function toSkipTake(q: Pick<PageQuery, 'pageNo' | 'pageSize'>): { skip: number; take: number } {
  return { skip: (q.pageNo - 1) * q.pageSize, take: q.pageSize };
}
