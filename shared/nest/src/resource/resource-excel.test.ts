import { PassThrough } from 'node:stream';
import { defineResource, postsResource, RESOURCE_IMPORT_MAX_PROBLEMS, RESOURCE_IMPORT_MAX_ROWS, TisError } from '@tis/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { xlsxOf } from '../testing/workbooks.js';
import { cellText, readFirstSheet } from '../workbook/workbook-reader.js';
import { type ImportContext, type ImportOutcome, type ImportRow, importWorkbook, readResourceSheet, writeResourceSheet } from './resource-excel.js';

const EN_HEADER = ['Post code', 'Post name', 'Remark'];

/** A resource with every kind of dialog input, for the cell conversions. */
const gadgets = defineResource({
  name: 'gadget',
  noun: 'a gadget',
  base: 'systemService',
  path: 'gadget',
  page: 'BaseinfoUserPost',
  row: z.object({ id: z.string(), version: z.number(), updatedAt: z.string(), updatedBy: z.string().nullable(), code: z.string(), size: z.number(), active: z.boolean(), kind: z.number(), tags: z.array(z.string()) }),
  query: z.object({}),
  create: z.object({ code: z.string().min(1), size: z.number().int(), active: z.boolean(), kind: z.union([z.literal(1), z.literal(2)]), tags: z.array(z.string()) }),
  update: z.object({ size: z.number().int(), version: z.number() }),
  fields: [
    { name: 'code', label: 'organisation.post.postCode', form: { input: 'text' } },
    { name: 'size', label: 'organisation.post.postName', form: { input: 'number' } },
    { name: 'active', label: 'organisation.post.remark', form: { input: 'switch' } },
    { name: 'kind', label: 'organisation.agencyKind.kindCode', form: { input: 'select', options: [{ value: 1, label: 'common.flag.yes' }, { value: 2, label: 'common.flag.no' }] } },
    { name: 'tags', label: 'organisation.agencyKind.kindName', form: { input: 'tags' } },
  ],
  keywordFields: ['code'],
  codeFields: ['code'],
  excel: { fileName: 'gadgets' },
  texts: { title: 'organisation.post.pageTitle', add: 'organisation.post.add', edit: 'organisation.post.edit', keyword: 'organisation.common.codeOrName' },
});

/** The cells of the first sheet of a workbook, as text. */
async function sheetOf(data: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readFirstSheet(data)) rows.push(row.values.map((v) => cellText(v)));
  return rows;
}

async function written(rows: Record<string, unknown>[] | null, lang: 'zh_CN' | 'en_US' | 'de_DE' = 'en_US'): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  async function* each() {
    for (const row of rows ?? []) yield row as never;
  }
  await writeResourceSheet(out, postsResource, lang, rows ? each() : null);
  out.end();
  return Buffer.concat(chunks);
}

describe('writeResourceSheet', () => {
  it('writes the header in the caller\'s language and the rows in the column order; the template is the header alone', async () => {
    const data = await written([
      { postCode: 'ENG', postName: 'Engineer', remark: null, id: 'x' },
      { postCode: 'MGR', postName: 'Manager', remark: 'leads' },
    ]);
    expect(await sheetOf(data)).toEqual([EN_HEADER, ['ENG', 'Engineer'], ['MGR', 'Manager', 'leads']]);
    expect(await sheetOf(await written(null, 'zh_CN'))).toEqual([['岗位编码', '岗位名称', '备注']]);
  });
});

describe('readResourceSheet', () => {
  it('reads the rows under headers in any language or by field name, in any order, through the create schema', async () => {
    const data = xlsxOf([
      ['Bemerkung', 'postcode', '岗位名称'],
      ['first', 'ENG', 'Engineer'],
      [null, null, null],
      [null, 'MGR', 'Manager'],
    ]);
    const sheet = await readResourceSheet(postsResource, data, 'en_US');
    expect(sheet).toMatchObject({ count: 2, problems: [], fatal: false });
    expect(sheet.rows).toEqual([
      { row: 2, input: { remark: 'first', postCode: 'ENG', postName: 'Engineer' }, values: { remark: 'first', postCode: 'ENG', postName: 'Engineer' } },
      { row: 4, input: { remark: undefined, postCode: 'MGR', postName: 'Manager' }, values: { remark: null, postCode: 'MGR', postName: 'Manager' } },
    ]);
  });

  it('names each bad cell by row and header, in the caller\'s language, and a code repeated in any case', async () => {
    const data = xlsxOf([EN_HEADER, ['ok-1', 'Fine', null], ['bad code', null, null], ['OK-1', 'Again', null]]);
    const sheet = await readResourceSheet(postsResource, data, 'zh_CN');
    expect(sheet.fatal).toBe(false);
    expect(sheet.rows.map((r) => r.row)).toEqual([2]);
    expect(sheet.problems).toEqual([
      { row: 3, column: '岗位编码', message: '编码最多64个字符，只能包含字母、数字、"-"、"_"或"."，且以字母或数字开头' },
      { row: 3, column: '岗位名称', message: '该字段不能为空' },
      { row: 4, column: '岗位编码', message: '编码 OK-1 出现了多次（首次出现在第 2 行）' },
    ]);
  });

  it('refuses headers that are unknown, repeated or missing, before reading any row', async () => {
    const sheet = await readResourceSheet(postsResource, xlsxOf([['Post code', 'Colour', 'post code'], ['ENG', 'red', 'x']]), 'en_US');
    expect(sheet.fatal).toBe(true);
    expect(sheet.problems).toEqual([
      { row: 1, column: 'Colour', message: 'The column "Colour" is not a column of the template' },
      { row: 1, column: 'post code', message: 'The column "post code" appears more than once' },
      { row: 1, column: 'Post name', message: 'The column "Post name" is missing: the first row must hold the headers of the template' },
      { row: 1, column: 'Remark', message: 'The column "Remark" is missing: the first row must hold the headers of the template' },
    ]);
    // The headers belong in row 1.
    const late = await readResourceSheet(postsResource, xlsxOf([[null], EN_HEADER, ['ENG', 'Engineer']]), 'en_US');
    expect(late).toMatchObject({ fatal: true, rows: [] });
    expect(late.problems.map((p) => p.column)).toEqual(EN_HEADER);
  });

  it('refuses a file without rows, more than the row limit, and one that is no workbook', async () => {
    expect((await readResourceSheet(postsResource, xlsxOf([EN_HEADER]), 'en_US')).problems).toEqual([{ row: 0, column: null, message: 'The file contains no rows' }]);
    const many = xlsxOf([EN_HEADER, ...Array.from({ length: RESOURCE_IMPORT_MAX_ROWS + 1 }, (_, i) => [`P${i}`, 'Name', null])]);
    expect((await readResourceSheet(postsResource, many, 'en_US')).problems).toEqual([{ row: 0, column: null, message: `The file has more than ${RESOURCE_IMPORT_MAX_ROWS} rows: please import it in parts` }]);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    expect(await readResourceSheet(postsResource, broken, 'de_DE')).toMatchObject({ fatal: true, problems: [{ row: 0, message: 'Die Datei kann nicht als Excel-Arbeitsmappe (.xlsx) gelesen werden' }] });
  });

  it('reads numbers, yes / no, choices and lists as their inputs take them', async () => {
    const data = xlsxOf([
      ['code', 'size', 'active', 'kind', 'tags'],
      ['a', 3, 'TRUE', 2, 'u1, u2; u3'],
      ['b', '4', '0', '1', 'u4'],
      ['c', 'big', 'maybe', 3, null],
    ]);
    const sheet = await readResourceSheet(gadgets, data, 'en_US');
    expect(sheet.rows.map((r) => r.values)).toEqual([
      { code: 'a', size: 3, active: true, kind: 2, tags: ['u1', 'u2', 'u3'] },
      { code: 'b', size: 4, active: false, kind: 1, tags: ['u4'] },
    ]);
    expect(sheet.problems.filter((p) => p.row === 4).map((p) => p.column)).toEqual(['Post name', 'Remark', 'Kind code', 'Kind name']);
  });
});

describe('importWorkbook', () => {
  const context = { by: 'admin', lang: 'en_US', fileName: 'posts.xlsx' } as const;
  const service = (outcome: Partial<ImportOutcome> = {}) => ({
    importRows: vi.fn(async (rows: readonly ImportRow[], context: ImportContext): Promise<ImportOutcome> => ({ created: rows.length > 0 && !context.refused ? 1 : 0, updated: 1, unchanged: 0, problems: [], ...outcome })),
  });

  it('answers 415 for a file that is no zip archive, without writing', async () => {
    const rows = service();
    await expect(importWorkbook(postsResource, rows, Buffer.from('postCode,postName\nA,B\n'), context)).rejects.toSatisfy((e) => e instanceof TisError && e.http === 415);
    expect(rows.importRows).not.toHaveBeenCalled();
  });

  it('writes the checked rows and answers the counts', async () => {
    const rows = service();
    const report = await importWorkbook(postsResource, rows, xlsxOf([EN_HEADER, ['A', 'Alpha', null], ['B', 'Beta', null]]), context);
    expect(report).toEqual({ imported: true, rows: 2, created: 1, updated: 1, unchanged: 0, problems: [] });
    expect(rows.importRows).toHaveBeenCalledWith([expect.objectContaining({ row: 2 }), expect.objectContaining({ row: 3 })], { ...context, refused: false });
  });

  it("lets the rows be checked against the table but refused when the file has problems; the report merges both by row", async () => {
    const rows = service({ created: 1, problems: [{ row: 2, column: null, message: 'The department does not exist' }] });
    const report = await importWorkbook(postsResource, rows, xlsxOf([EN_HEADER, ['A', 'Alpha', null], ['B', null, null]]), context);
    expect(rows.importRows).toHaveBeenCalledWith([expect.objectContaining({ row: 2 })], { ...context, refused: true });
    expect(report).toEqual({
      imported: false,
      rows: 2,
      created: 0,
      updated: 0,
      unchanged: 0,
      problems: [
        { row: 2, column: null, message: 'The department does not exist' },
        { row: 3, column: 'Post name', message: 'This field cannot be empty' },
      ],
    });
  });

  it('lists at most RESOURCE_IMPORT_MAX_PROBLEMS problems and says how many more there are', async () => {
    const bad = Array.from({ length: RESOURCE_IMPORT_MAX_PROBLEMS + 5 }, (_, i) => [`P${i}`, null, null]);
    const report = await importWorkbook(postsResource, service(), xlsxOf([EN_HEADER, ...bad]), context);
    expect(report.problems).toHaveLength(RESOURCE_IMPORT_MAX_PROBLEMS + 1);
    expect(report.problems.at(-1)).toEqual({ row: 0, column: null, message: '5 further problems are not listed' });
  });

  it('does not write at all when the headers are wrong', async () => {
    const rows = service();
    const report = await importWorkbook(postsResource, rows, xlsxOf([['Post code'], ['A']]), context);
    expect(report.imported).toBe(false);
    expect(rows.importRows).not.toHaveBeenCalled();
  });
});
