import { describe, expect, it } from 'vitest';
import { facetsOf } from './search.service.js';

const group = (kind: string, brandCode: string | null, seriesCode: string | null, count = 1) => ({ kind, brandCode, seriesCode, count });

describe('facetsOf', () => {
  it('sums the groups per facet: most frequent first, then by value, none without a value', () => {
    const groups = [group('case', 'PC', 'PC-A5'), group('claim', 'PC', null), group('case', 'CV', 'CV-V3'), group('bulletin', null, null), group('claim', 'PC', 'PC-A5')];
    expect(facetsOf(groups)).toEqual({
      kind: [
        { value: 'case', count: 2 },
        { value: 'claim', count: 2 },
        { value: 'bulletin', count: 1 },
      ],
      brand: [
        { value: 'PC', count: 3 },
        { value: 'CV', count: 1 },
      ],
      series: [
        { value: 'PC-A5', count: 2 },
        { value: 'CV-V3', count: 1 },
      ],
    });
    expect(facetsOf([])).toEqual({ kind: [], brand: [], series: [] });
  });

  it('adds up the counts of groups that share a value, and keeps the twenty most frequent', () => {
    const groups = [group('case', 'PC', 'PC-A5', 7), group('case', 'CV', 'CV-V3', 5), group('claim', 'PC', 'PC-B7', 9)];
    expect(facetsOf(groups).kind).toEqual([
      { value: 'case', count: 12 },
      { value: 'claim', count: 9 },
    ]);
    expect(facetsOf(groups).brand).toEqual([
      { value: 'PC', count: 16 },
      { value: 'CV', count: 5 },
    ]);
    const many = Array.from({ length: 25 }, (_, i) => group('case', 'PC', `S${String(i).padStart(2, '0')}`, i + 1));
    const series = facetsOf(many).series;
    expect(series).toHaveLength(20);
    expect(series[0]).toEqual({ value: 'S24', count: 25 });
    expect(series.at(-1)).toEqual({ value: 'S05', count: 6 });
  });
});
