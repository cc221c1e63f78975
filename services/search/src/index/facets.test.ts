import { describe, expect, it } from 'vitest';
import { facetOfRows } from './search.service.js';

const row = (kind: string, brandCode: string | null, seriesCode: string | null) => ({ kind, brandCode, seriesCode });

describe('facetOfRows', () => {
  it('counts like the SQL facet: most frequent first, then by value, none without a value', () => {
    const rows = [row('case', 'PC', 'PC-A5'), row('claim', 'PC', null), row('case', 'CV', 'CV-V3'), row('bulletin', null, null), row('claim', 'PC', 'PC-A5')];
    expect(facetOfRows(rows, 'kind')).toEqual([
      { value: 'case', count: 2 },
      { value: 'claim', count: 2 },
      { value: 'bulletin', count: 1 },
    ]);
    expect(facetOfRows(rows, 'brand_code')).toEqual([
      { value: 'PC', count: 3 },
      { value: 'CV', count: 1 },
    ]);
    expect(facetOfRows(rows, 'series_code')).toEqual([
      { value: 'PC-A5', count: 2 },
      { value: 'CV-V3', count: 1 },
    ]);
    expect(facetOfRows([], 'kind')).toEqual([]);
  });
});
