import { describe, expect, it } from 'vitest';
import { settings } from './s10-search.js';

describe('S10 settings', () => {
  it('runs both databases on the standard sizes by default', () => {
    expect(settings(true, {})).toMatchObject({ documents: 50_000, mariaDocuments: 50_000, dialects: ['sqlite', 'mariadb'] });
    expect(settings(false, {})).toMatchObject({ documents: 200_000, mariaDocuments: 200_000, dialects: ['sqlite', 'mariadb'] });
  });

  it('takes the documents and one database from the environment (the million-document run)', () => {
    expect(settings(false, { BENCH_S10_DOCUMENTS: '1000000', BENCH_S10_DIALECTS: 'sqlite' })).toMatchObject({
      documents: 1_000_000,
      mariaDocuments: 1_000_000,
      dialects: ['sqlite'],
      blocks: 4,
    });
  });

  it('refuses a count or a database it cannot run', () => {
    expect(() => settings(false, { BENCH_S10_DOCUMENTS: '1e6x' })).toThrow(/BENCH_S10_DOCUMENTS/);
    expect(() => settings(false, { BENCH_S10_DOCUMENTS: '10' })).toThrow(/>= 1000/);
    expect(() => settings(false, { BENCH_S10_DIALECTS: 'postgres' })).toThrow(/sqlite or mariadb/);
  });
});
