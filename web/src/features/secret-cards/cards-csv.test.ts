import { describe, expect, it } from 'vitest';
import { cardsCsv, cardsCsvFileName, csvField, UTF8_BOM } from './cards-csv';

const HEADERS = { seriesCode: '系列编码', cardNo: '卡号', secret: '卡密' };

describe('cards CSV (built in the browser from the generation answer)', () => {
  it('starts with the UTF-8 byte order mark, has a header row and one CRLF-ended row per card', () => {
    const csv = cardsCsv('VDS2026', [
      { cardNo: 'VDS2026-000001', secret: 'ABCDEFGHJKMN' },
      { cardNo: 'VDS2026-000002', secret: 'PQRSTUVWXYZ2' },
    ], HEADERS);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '系列编码,卡号,卡密',
      'VDS2026,VDS2026-000001,ABCDEFGHJKMN',
      'VDS2026,VDS2026-000002,PQRSTUVWXYZ2',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and keeps formula-like values as text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-S1-000001')).toBe("'-S1-000001");
    expect(csvField('@cmd')).toBe("'@cmd");
  });

  it('names the file after the series and the time', () => {
    expect(cardsCsvFileName('VDS2026', new Date(2026, 0, 5, 9, 7))).toBe('secret-cards-VDS2026-20260105-0907.csv');
  });
});
