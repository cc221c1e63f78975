import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  DROPDOWN_LIMITS,
  PAGE_SIZES,
  SIMPLE_TABLE_PAGE_SIZES,
  pageQuerySchema,
  pageResultSchema,
  toSkipTake,
} from './index.js';

const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => i.message);

describe('page sizes (spec sections 2 and 9)', () => {
  it('offers 5 to 500, default 20; the simple table 20 to 500', () => {
    expect(PAGE_SIZES).toEqual([5, 20, 50, 100, 200, 300, 400, 500]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(SIMPLE_TABLE_PAGE_SIZES).toEqual([20, 50, 100, 200, 300, 400, 500]);
  });

  it('fetches dropdowns with 999, 1000 or 99999 records', () => {
    expect(DROPDOWN_LIMITS).toMatchObject({ kind: 999, model: 1000, translation: 99999 });
  });
});

describe('pageQuerySchema', () => {
  it('defaults to page 1 of 20', () => {
    expect(pageQuerySchema().parse({})).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('coerces query-string numbers and trims the keyword', () => {
    expect(pageQuerySchema().parse({ pageNo: '3', pageSize: '500', keyword: '  brake  ' })).toEqual({
      pageNo: 3,
      pageSize: 500,
      keyword: 'brake',
    });
  });

  it('rejects page 0, fractional pages and sizes over 500 with message keys', () => {
    expect(messages(pageQuerySchema().safeParse({ pageNo: 0 }))).toEqual(['validation.pageNo']);
    expect(messages(pageQuerySchema().safeParse({ pageNo: '1.5' }))).toEqual(['validation.pageNo']);
    expect(messages(pageQuerySchema().safeParse({ pageNo: 'x' }))).toEqual(['validation.pageNo']);
    expect(messages(pageQuerySchema().safeParse({ pageSize: 501 }))).toEqual(['validation.pageSize']);
    expect(messages(pageQuerySchema().safeParse({ pageSize: 0 }))).toEqual(['validation.pageSize']);
  });

  it('takes a larger maximum for dropdown calls', () => {
    const schema = pageQuerySchema({ maxPageSize: DROPDOWN_LIMITS.translation });
    expect(schema.parse({ pageSize: 99999 }).pageSize).toBe(99999);
    expect(schema.safeParse({ pageSize: 100000 }).success).toBe(false);
  });

  it('limits the keyword to 200 characters', () => {
    expect(pageQuerySchema().safeParse({ keyword: 'a'.repeat(200) }).success).toBe(true);
    expect(messages(pageQuerySchema().safeParse({ keyword: 'a'.repeat(201) }))).toEqual([
      'validation.keywordTooLong',
    ]);
  });
});

describe('toSkipTake and pageResultSchema', () => {
  it('turns page 3 of 20 into skip 40, take 20', () => {
    expect(toSkipTake({ pageNo: 3, pageSize: 20 })).toEqual({ skip: 40, take: 20 });
    expect(toSkipTake({ pageNo: 1, pageSize: 5 })).toEqual({ skip: 0, take: 5 });
  });

  it('validates { list, total }', () => {
    const schema = pageResultSchema(z.object({ id: z.number() }));
    expect(schema.parse({ list: [{ id: 1 }], total: 41 })).toEqual({ list: [{ id: 1 }], total: 41 });
    expect(schema.safeParse({ list: [{ id: 'a' }], total: 1 }).success).toBe(false);
    expect(schema.safeParse({ list: [], total: -1 }).success).toBe(false);
  });
});
