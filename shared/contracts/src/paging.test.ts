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

  it('accepts the table sizes 5 to 500 only: 4 and 501 are refused', () => {
    expect(pageQuerySchema().parse({ pageSize: '5' }).pageSize).toBe(5);
    expect(pageQuerySchema().parse({ pageSize: '500' }).pageSize).toBe(500);
    for (const size of ['4', '1', '501', '999', '-5', 'abc', '']) {
      expect(messages(pageQuerySchema().safeParse({ pageSize: size })), size).toEqual(['validation.pageSize']);
    }
  });

  it('takes the one dropdown size the spec names for a call, and no other large size', () => {
    const schema = pageQuerySchema({ dropdownSize: DROPDOWN_LIMITS.translation });
    expect(schema.parse({ pageSize: 99999 }).pageSize).toBe(99999);
    expect(schema.parse({ pageSize: 20 }).pageSize).toBe(20);
    for (const size of [100000, 99998, 999, 4]) expect(schema.safeParse({ pageSize: size }).success, String(size)).toBe(false);
    expect(pageQuerySchema({ dropdownSize: DROPDOWN_LIMITS.model }).safeParse({ pageSize: 999 }).success).toBe(false);
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
