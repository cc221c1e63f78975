import { TisError } from '@tis/contracts';
import { describe, expect, it } from 'vitest';
import { resourcesDuring, xlsxBomb, xlsxOf } from '../testing/workbooks.js';
import { cellText, readFirstSheet, type SheetRow, UnreadableWorkbookError, WORKBOOK_LIMITS, type WorkbookLimits } from './workbook-reader.js';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

async function rowsOf(data: Buffer, limits?: Partial<WorkbookLimits>): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readFirstSheet(data, limits)) rows.push(row);
  return rows;
}

async function refusal(data: Buffer, limits?: Partial<WorkbookLimits>): Promise<unknown> {
  return rowsOf(data, limits).then(
    () => null,
    (error: unknown) => error,
  );
}

/**
 * The default bounds but a time budget no loaded machine reaches: the tests of the size bounds parse
 * tens of MB (seconds of CPU), and a CI machine at half speed once spent the 20 s budget on one, so
 * the refusal named the time instead of the size. The time budget has a test of its own.
 */
const UNHURRIED: Partial<WorkbookLimits> = { maxMillis: 10 * 60_000 };

/** Reads to the end or the refusal, measuring memory and CPU. */
async function measured(data: Buffer): Promise<{ error: unknown; rssGrowthMb: number; cpuMs: number }> {
  const { result, rssGrowthMb, cpuMs } = await resourcesDuring(() => refusal(data, UNHURRIED));
  return { error: result, rssGrowthMb, cpuMs };
}

function expectRefused(error: unknown, key: string): void {
  expect(error).toBeInstanceOf(TisError);
  expect((error as TisError).errorName).toBe('workbookTooLarge');
  expect((error as TisError).key).toBe(key);
  expect((error as TisError).http).toBe(413);
}

describe('workbook reader', () => {
  it('reads the rows of the first sheet: texts, numbers, gaps and the row numbers', async () => {
    const file = xlsxOf([['vin', 'modelYear'], ['LSVAU2180N2183294', 2024], [null, null], ['a & <b>', null, 'C']]);
    expect(await rowsOf(file)).toEqual([
      { number: 1, values: ['vin', 'modelYear'] },
      { number: 2, values: ['LSVAU2180N2183294', 2024] },
      { number: 4, values: ['a & <b>', null, 'C'] },
    ]);
    expect([cellText(2024), cellText(null), cellText(true), cellText(undefined)]).toEqual(['2024', '', 'TRUE', '']);
  });

  it('keeps every character whose UTF-8 bytes fall across two inflated chunks', async () => {
    // ~100 kB of sheet XML: several 16 kB inflate chunks, each boundary likely inside a 3-byte character.
    const text = '正在使用企业微信身份登录…';
    const rows = Array.from({ length: 2000 }, (_, i) => [`k${i}`, text]);
    const read = await rowsOf(xlsxOf(rows));
    expect(read).toHaveLength(2000);
    expect(read.filter((row) => row.values[1] !== text)).toEqual([]);
  });

  it('refuses what is not a readable workbook', async () => {
    expect(await refusal(Buffer.from('key,en_US\n'))).toBeInstanceOf(UnreadableWorkbookError);
    expect(await refusal(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]))).toBeInstanceOf(UnreadableWorkbookError);
    const truncated = xlsxOf([['vin'], ['x']]);
    expect(await refusal(truncated.subarray(0, truncated.length - 30))).toBeInstanceOf(UnreadableWorkbookError);
  });

  it('stops a 1 MB archive that declares 100 bytes for a 1 GB sheet while inflating it, in bounded memory', async () => {
    const bomb = xlsxBomb({ rows: [['vin']], inflatedBytes: GB, declaredSize: 100 });
    expect(bomb.length).toBeLessThan(1.5 * MB);
    const { error, rssGrowthMb, cpuMs } = await measured(bomb);
    expectRefused(error, 'error.workbookTooLarge');
    // The bound for a 1 MB file: 60 × its size, about 64 MB; nothing of it is kept.
    expect((error as TisError).params).toMatchObject({ mb: Math.round((WORKBOOK_LIMITS.inflateRatio * bomb.length) / MB) });
    expect(rssGrowthMb).toBeLessThan(64);
    console.info(`1 MB bomb (declares 100 bytes, inflates to 1 GB): refused after ${Math.round(cpuMs)} ms of CPU, RSS grew ${rssGrowthMb.toFixed(1)} MB`);
  }, 120_000); // seconds of CPU by design; more on a loaded machine

  it('stops an honest archive whose sheet inflates past the bound, and a cell text that never ends', async () => {
    const honest = xlsxBomb({ rows: [['vin']], inflatedBytes: 40 * MB });
    expectRefused(await refusal(honest, { ...UNHURRIED, maxInflatedBytes: 20 * MB, minInflatedBytes: 0 }), 'error.workbookTooLarge');
    // The same file within a larger bound is read to its end.
    expect(await rowsOf(honest, { ...UNHURRIED, maxInflatedBytes: 50 * MB, inflateRatio: 1000 })).toEqual([{ number: 1, values: ['vin'] }]);

    const text = xlsxBomb({ rows: [['vin']], inflatedBytes: 8 * MB, filler: 'text' });
    const { error, rssGrowthMb } = await measured(text);
    expectRefused(error, 'error.workbookTooLarge');
    expect(rssGrowthMb).toBeLessThan(64);
  }, 120_000); // seconds of CPU by design; more on a loaded machine

  it('stops at the time budget and the row limit', async () => {
    const slow = xlsxBomb({ rows: [['vin']], inflatedBytes: 200 * MB });
    const started = Date.now();
    expectRefused(await refusal(slow, { maxInflatedBytes: GB, inflateRatio: 10_000, maxMillis: 150 }), 'error.workbookTooSlow');
    expect(Date.now() - started).toBeLessThan(5000);

    const rows = Array.from({ length: 30 }, (_, i) => [`row ${i}`]);
    expect(await rowsOf(xlsxOf(rows), { maxRows: 30 })).toHaveLength(30);
    const tooMany = await refusal(xlsxOf(rows), { maxRows: 29 });
    expectRefused(tooMany, 'error.workbookTooManyRows');
    expect((tooMany as TisError).message).toBe('The worksheet has more than 29 rows and is not read');
  });
});
