import { z } from 'zod';
import { wholeNumberSchema } from './validators/whole-number.js';
import { DEFAULT_PAGE_SIZE, KEYWORD_MAX_LENGTH, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from './page-sizes.js';

/**
 * Query of every paged list: page, page size and keyword (spec section 7). The page size is one a
 * table offers, 5 to 500 (spec section 9); `dropdownSize` is the one larger size the spec names for
 * this call's dropdown (999, 1000 or 99999, DROPDOWN_LIMITS), allowed there only.
 */
export function pageQuerySchema(opts: { dropdownSize?: number } = {}) {
  const { dropdownSize } = opts;
  return z.object({
    pageNo: wholeNumberSchema('validation.pageNo')
      .pipe(z.number().min(1, 'validation.pageNo'))
      .default(1),
    pageSize: wholeNumberSchema('validation.pageSize')
      .refine((n) => (n >= MIN_PAGE_SIZE && n <= MAX_PAGE_SIZE) || n === dropdownSize, 'validation.pageSize')
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
