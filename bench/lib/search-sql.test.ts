import { INDEXED_KINDS } from '@tis/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTarget } from '../generate/db.js';
import { documentRecords } from '../generate/documents.js';
import { searchQueries, suggestionTexts, suggestQueries } from './search-sql.js';

const READER = { kinds: [...INDEXED_KINDS], userType: 'oem', brandCodes: [] };
const PAGE = { pageNo: 1, pageSize: 20 };

describe('S10 search statements', () => {
  it('look a code up exactly unless the keyword has a space, and rank its entries first', () => {
    const code = searchQueries('sqlite', 'RS0000000003', READER, PAGE);
    expect(code?.exact).toEqual({ sql: 'SELECT entry_id AS id FROM search_code WHERE code = ? LIMIT 50', params: ['rs0000000003'] });
    expect(code?.ranked([7, 9]).sql).toContain('ORDER BY CASE WHEN e.id IN (7, 9) THEN 0 ELSE 1 END, score DESC, e.published_at DESC, e.id DESC LIMIT ? OFFSET ?');
    expect(searchQueries('sqlite', 'oxygen sensor', READER, PAGE)?.exact).toBeNull();
    expect(searchQueries('sqlite', '!!', READER, PAGE)).toBeNull();
  });

  it('send the engine MATCH of every term with the scope, the page last; MariaDB its score parameters first', () => {
    const sqlite = searchQueries('sqlite', '机油 brake', READER, { pageNo: 3, pageSize: 20 });
    const ranked = sqlite?.ranked([]);
    expect(ranked?.sql).toContain('FROM search_fts JOIN search_entry e ON e.id = search_fts.rowid WHERE search_fts MATCH ? AND e.kind IN (?, ?, ?, ?, ?, ?) AND (e.user_types IS NULL OR e.user_types LIKE ?)');
    expect(ranked?.params).toEqual(['{title_tokens body_tokens word_tokens}: ("机油" AND "brake"*)', ...INDEXED_KINDS, '%,oem,%', 20, 40]);
    const mysql = searchQueries('mysql', 'brake', { ...READER, brandCodes: ['PC'] }, PAGE)?.ranked([]);
    expect(mysql?.params).toEqual(['+brake*', '+brake*', '+brake*', ...INDEXED_KINDS, '%,oem,%', '%,pc,%', 20, 0]);
    expect(mysql?.sql).toContain('(e.brands IS NULL OR e.brands LIKE ?)');
    expect(sqlite?.facets.sql).toMatch(/GROUP BY e\.kind, e\.brand_code, e\.series_code$/);
  });

  it('find on a real FTS5 index what the words are in, with the same counts in the facets', async () => {
    const dir = mkdtempSync(join(tmpdir(), 's10-sql-'));
    writeFileSync(join(dir, 'search.sqlite'), '');
    const db = await openTarget(`sqlite:${join(dir, 'search.sqlite')}`);
    try {
      await db.run(`CREATE TABLE search_entry (id INTEGER PRIMARY KEY, kind TEXT, document_id TEXT, title TEXT, body TEXT, codes TEXT, brand_code TEXT, brands TEXT,
        series_code TEXT, language TEXT, user_types TEXT, published_at TEXT, changed_at TEXT, indexed_at TEXT, title_tokens TEXT, body_tokens TEXT, word_tokens TEXT)`);
      await db.run("CREATE VIRTUAL TABLE search_fts USING fts5(title_tokens, body_tokens, word_tokens, content='search_entry', content_rowid='id', tokenize='unicode61 remove_diacritics 0')");
      const docs = [...documentRecords({ seed: 1, count: 300, now: new Date('2026-01-01T00:00:00Z') })];
      // Plain lower-case words as tokens: enough for latin words (the service's analyzer makes the real ones).
      const tokens = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
      // One transaction: 600 commits of their own took over 5 s on a loaded machine.
      await db.run('BEGIN');
      for (const [i, d] of docs.entries()) {
        const row = [i + 1, d.kind, d.documentId, d.entry.title, d.entry.text, d.entry.codes.join('\n'), d.entry.brandCode, d.entry.seriesCode, d.entry.language, d.entry.publishedAt, d.changedAt, d.changedAt, tokens(d.entry.title), tokens(d.entry.text), ''];
        await db.run('INSERT INTO search_entry VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, NULL, ?, ?, ?, ?, ?, ?)', row);
        await db.run('INSERT INTO search_fts(rowid, title_tokens, body_tokens, word_tokens) VALUES (?, ?, ?, ?)', [i + 1, tokens(d.entry.title), tokens(d.entry.text), '']);
      }
      await db.run('COMMIT');
      const q = searchQueries('sqlite', 'transmission', READER, PAGE);
      if (!q) throw new Error('no statements');
      const ranked = q.ranked([]);
      const ids = (await db.all(ranked.sql, ranked.params)).map((r) => Number(r['id']));
      const expected = docs.flatMap((d, i) => (/transmission/i.test(`${d.entry.title} ${d.entry.text}`) ? [i + 1] : []));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids.length).toBe(Math.min(20, expected.length));
      for (const id of ids) expect(expected).toContain(id);
      expect(q.whole(ids)).toBe(expected.length < 20);
      expect(q.whole([1, 2])).toBe(true);
      const groups = await db.all(q.facets.sql, q.facets.params);
      expect(groups.reduce((sum, g) => sum + Number(g['count']), 0)).toBe(expected.length);
      const byKind = new Map<string, number>();
      for (const g of groups) byKind.set(String(g['kind']), (byKind.get(String(g['kind'])) ?? 0) + Number(g['count']));
      for (const [kind, count] of byKind) expect(count).toBe(docs.filter((d, i) => d.kind === kind && expected.includes(i + 1)).length);
      const rows = q.rows(ids);
      expect((await db.all(rows?.sql ?? '', rows?.params ?? [])).map((r) => Number(r['SearchEntryRow_id'])).sort()).toEqual([...ids].sort());
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('suggest codes that start with the keyword before titles, each text once, at most ten', () => {
    const q = suggestQueries('sqlite', 'P0_1', READER);
    // SQLite: a range over the folded codes (its index serves it; LIKE ignores case and cannot use it); MariaDB: LIKE with the wildcards escaped.
    expect(q?.codes?.sql).toContain('(c.code >= ? AND c.code < ?)');
    expect(q?.codes?.params.slice(0, 2)).toEqual(['p0_1', 'p0_1\u{10FFFF}']);
    expect(suggestQueries('mysql', 'P0_1', READER)?.codes?.params[0]).toBe('p0!_1%');
    expect(suggestQueries('sqlite', 'oil pump', READER)?.codes).toBeNull();
    // Each code once (a DTC is in many documents), then the first entry of each in one statement.
    expect(q?.codes?.sql).toMatch(/^SELECT DISTINCT c\.code AS code FROM .* ORDER BY c\.code LIMIT \?$/);
    const entries = q?.codeEntries(['p0101', 'p0102']);
    expect(entries?.sql.split(' UNION ALL ')).toHaveLength(2);
    expect(entries?.sql).toContain('WHERE c.code = ? AND e.kind IN');
    expect(entries?.params.filter((p) => p === 'p0101' || p === 'p0102')).toEqual(['p0101', 'p0102']);
    expect(q?.codeEntries([])).toBeNull();
    expect(q?.titles.sql).toContain("search_fts MATCH ?");
    expect(q?.titles.params[0]).toBe('{title_tokens}: ("p0"* AND "1"*)');
    const titles = Array.from({ length: 12 }, (_, i) => ({ title: `T${i % 11}` }));
    expect(suggestionTexts([{ code: 'p0101' }, { code: 'p0101' }], titles)).toEqual(['P0101', 'T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
  });
});
