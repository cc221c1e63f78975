import { xlsxBomb } from '@tis/nest/testing';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { defaultLanguageOf } from './i18n.common.js';
import { ListRepresentation } from './translation-bundles.js';
import { readTranslationWorkbook } from './translation-excel.js';

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('import workbook checks', () => {
  it('reads the workbook with the shared reader: a zip bomb whose directory lies is refused while inflating', { timeout: 30_000 }, async () => {
    const bomb = xlsxBomb({ rows: [['key', 'en_US']], inflatedBytes: 1024 ** 3, declaredSize: 100 });
    await expect(readTranslationWorkbook(bomb, new Set(['en_US']), 'zh_CN')).rejects.toMatchObject({ errorName: 'workbookTooLarge', http: 413 });
    const broken = await readTranslationWorkbook(Buffer.from('PK\u0003\u0004 not really a zip'), new Set(['en_US']), 'en_US');
    expect(broken.problems.map((p) => p.message)).toEqual(['The file cannot be read as an Excel workbook (.xlsx)']);
  });

  it('reads keys and texts per language column; numbers become text, empty cells stay null', async () => {
    const file = await xlsx([
      ['Key', 'en_US', 'de_DE'],
      ['a.b.c', 'Text', null],
      ['a.b.d', 42, 'Zweiundvierzig'],
      [null, null, null],
    ]);
    const parsed = await readTranslationWorkbook(file, new Set(['en_US', 'de_DE']), 'en_US');
    expect(parsed).toEqual({
      languages: ['en_US', 'de_DE'],
      rows: [
        { row: 2, key: 'a.b.c', values: ['Text', null] },
        { row: 3, key: 'a.b.d', values: ['42', 'Zweiundvierzig'] },
      ],
      problems: [],
    });
  });

  it('names a missing key header, a sheet without language columns and an empty file', async () => {
    const noKey = await readTranslationWorkbook(await xlsx([['code', 'en_US'], ['a.b.c', 'x']]), new Set(['en_US']), 'de_DE');
    expect(noKey.problems).toEqual([{ row: 1, column: 'A', message: 'Die erste Spalte muss die Überschrift „key“ haben' }]);
    const noLanguages = await readTranslationWorkbook(await xlsx([['key'], ['a.b.c']]), new Set(['en_US']), 'en_US');
    expect(noLanguages.problems.map((p) => p.message)).toEqual(['The worksheet has no language columns']);
    const empty = await readTranslationWorkbook(await xlsx([['key', 'en_US']]), new Set(['en_US']), 'en_US');
    expect(empty.problems.map((p) => p.message)).toEqual(['The file contains no translations']);
  });
});

describe('translation list answers', () => {
  it('carries a strong tag per encoding and matches If-None-Match as RFC 9110 says for GET', () => {
    const answer = ListRepresentation.of({ list: [{ key: 'a.b.c', value: 'x' }], total: 1 });
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ code: '000000', mesg: 'success', data: { list: [{ key: 'a.b.c', value: 'x' }], total: 1 } });
    expect(answer.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(answer.gzipEtag).toBe(`${answer.etag.slice(0, -1)}-gz"`);
    expect(answer.matches(answer.etag)).toBe(true);
    expect(answer.matches(`"other", W/${answer.gzipEtag}`)).toBe(true);
    expect(answer.matches('*')).toBe(true);
    expect(answer.matches('"other"')).toBe(false);
    expect(answer.matches(undefined)).toBe(false);
    const changed = ListRepresentation.of({ list: [{ key: 'a.b.c', value: 'y' }], total: 1 });
    expect(changed.etag).not.toBe(answer.etag);
  });

  it('names zh_CN the default language, en_US on overseas deployments (spec sections 1 and 9)', () => {
    expect(defaultLanguageOf({ TIS_OVERSEAS: false })).toBe('zh_CN');
    expect(defaultLanguageOf({ TIS_OVERSEAS: true })).toBe('en_US');
  });
});
