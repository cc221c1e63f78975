import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, KEYWORD_MAX_LENGTH, MAX_PAGE_SIZE } from './page-sizes.js';

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
