import { INDEXED_KINDS, searchEntryChangedSchema } from '@tis/contracts';
import { describe, expect, it } from 'vitest';
import { COMPONENTS, documentAt, documentCode, documentRecords, KINDS, SERIES } from './documents.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const COUNT = 5000;

describe('generated search documents', () => {
  const docs = [...documentRecords({ seed: 42, count: COUNT, now: NOW })];

  it('are what an owner sends to the index (the contracts schema of a change)', () => {
    for (const doc of docs) expect(searchEntryChangedSchema.safeParse(doc).success, JSON.stringify(doc)).toBe(true);
  });

  it('are the same for the same seed and index, in order or alone, and differ for another seed', () => {
    expect([...documentRecords({ seed: 42, count: 10, now: NOW, from: 100 })]).toEqual(docs.slice(100, 110));
    expect(documentAt(42, 4321, NOW)).toEqual(docs[4321]);
    expect(documentAt(43, 4321, NOW)).not.toEqual(docs[4321]);
  });

  it('cover every indexed kind and the three languages in about their shares', () => {
    expect(KINDS.map((k) => k.kind).sort()).toEqual([...INDEXED_KINDS].sort());
    const share = (test: (d: (typeof docs)[number]) => boolean) => docs.filter(test).length / COUNT;
    for (const { kind, weight } of KINDS) expect(share((d) => d.kind === kind)).toBeCloseTo(weight / 100, 1);
    expect(share((d) => d.entry.language === 'zh_CN' || (d.entry.language === null && /[\u4e00-\u9fff]/.test(d.entry.title)))).toBeCloseTo(0.55, 1);
    expect(share((d) => d.entry.language === 'de_DE')).toBeGreaterThan(0.15);
    expect(share((d) => d.entry.language === 'en_US')).toBeGreaterThan(0.2);
  });

  it('carry their own unique code first, a DTC and a part number of their component, on a demo series of its brand', () => {
    expect(new Set(docs.map((d) => d.entry.codes[0])).size).toBe(COUNT);
    expect(new Set(docs.map((d) => d.documentId)).size).toBe(COUNT);
    docs.forEach((d, i) => {
      expect(d.entry.codes[0]).toBe(documentCode(d.kind, i));
      expect(d.entry.codes[1]).toMatch(/^[PCBU][0-3]\d{3}$/);
      expect(COMPONENTS.map((c) => c[3])).toContain(d.entry.codes[2]?.slice(0, 5));
      if (d.entry.seriesCode !== null) expect(SERIES.find((s) => s.code === d.entry.seriesCode)?.brandCode).toBe(d.entry.brandCode);
      if (d.kind === 'law') expect(d.entry.brandCode).toBeNull();
    });
  });

  it('hold the query words of S10 in their language', () => {
    const text = (d: (typeof docs)[number]) => `${d.entry.title} ${d.entry.text}`;
    expect(docs.some((d) => d.entry.language === 'zh_CN' && text(d).includes('机油'))).toBe(true);
    expect(docs.some((d) => d.entry.language === 'de_DE' && text(d).includes('Bremsbeläge'))).toBe(true);
    expect(docs.some((d) => d.entry.language === 'en_US' && text(d).includes('oxygen sensor'))).toBe(true);
    expect(docs.filter((d) => d.entry.language === 'zh_CN').every((d) => !/at |bei /.test(d.entry.text))).toBe(true);
  });

  it('are published within 1,500 days before now', () => {
    for (const d of docs) {
      const at = new Date(d.entry.publishedAt).getTime();
      expect(at).toBeLessThan(NOW.getTime());
      expect(at).toBeGreaterThan(NOW.getTime() - 1_501 * 86_400_000);
      expect(d.changedAt).toBe(d.entry.publishedAt);
    }
  });
});
