/**
 * S10 — the search (issue 17): a content search and the suggestions through the portal against the
 * same statements (the same MATCH query) through the driver, on SQLite (FTS5) and MariaDB (FULLTEXT),
 * and the reindexing of the generated documents on the embedded default against the same inserts
 * through the driver.
 *
 * Data: the embedded portal starts on a fresh database with the demo data, then generate/documents.js
 * makes published documents of the six indexed kinds (cases, claims, quality feedback, bulletins,
 * technical proofs, regulations) in zh_CN / en_US / de_DE on the demo series (quick 50,000, full
 * 200,000; the issue's 1,000,000 does not fit the bench's time yet, README "S10 method"): on SQLite they are indexed through the search service's own SearchIndexer
 * (lib/search-index.js `service`, transactions of 200 as the reindexer's pages) into the portal's
 * search database, timed; then the same rows through better-sqlite3 (`raw`: the same analyzer, the
 * same INSERTs, the same FTS5 triggers) into a copy of the empty index, timed. On MariaDB the rows are
 * written through the driver (`raw`) into the portal's search database.
 * Ours: `GET /tis/api/searchService/search?keyword=…&languages=all&pageNo=1&pageSize=20` and
 * `GET /tis/api/searchService/search/suggest?keyword=…` of the embedded portal, signed in as admin
 * (every kind, every brand), one request at a time on one keep-alive connection.
 * Baseline: lib/sql-server.js `/search` and `/suggest` (lib/search-sql.js: the exact-code lookup, the
 * ranked page with the service's MATCH expression and score, the page's rows, the facets in one statement; the
 * code-prefix and title suggestions) through better-sqlite3 / mysql2 in its own process, timed there.
 * Method: per keyword both sides must agree (total and the page's documents in order; the suggestions'
 * texts); warm-up, then blocks alternating portal / raw per keyword; p95 by nearest rank over the
 * keywords of a group (Chinese terms, German words, English words, codes).
 * Targets: search p95 <= 1.2x raw p95 + 2 ms (each group, each database); suggestions p95 <= 30 ms on
 * SQLite (absolute; MariaDB's is information); indexing documents/s is information (with the ratio).
 */
import { Agent } from 'node:http';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { loginAs } from '@tis/nest/testing';
import { documentAt } from '../generate/documents.js';
import { serviceUrl, sqliteFileOf } from '../generate/sql.js';
import { sequentialLatencies } from '../lib/load.js';
import { childEnv, ROOT, startBenchMariaDb, startDemoPortal, startSqlServer } from '../lib/servers.js';
import { percentile, round, summarize } from '../lib/stats.js';
import { fmt, fmtSigned } from '../lib/table.js';

export const id = 'S10';
export const title = 'Search: content search and suggestions, portal vs the same MATCH query through the driver (SQLite FTS5, MariaDB FULLTEXT); reindexing';

const TARGET = { factor: 1.2, extraMs: 2, suggestMs: 30 };
const SEED = 42;
const SEARCH_API = '/tis/api/searchService/search';
const INDEX_SCRIPT = fileURLToPath(new URL('../lib/search-index.js', import.meta.url));
/** The admin reads every indexed kind (SEARCH_READING) and every brand; an OEM user. */
const READER = { kinds: ['case', 'claim', 'qualityFb', 'bulletin', 'techProve', 'law'], userType: 'oem', brands: [] };
/** Generated documents are published within 1,500 days before this day (a fixed day: the same rows every run). */
const NOW = new Date('2026-11-01T00:00:00Z');

/**
 * @param {boolean} quick
 * @param {Record<string, string | undefined>} [env]  BENCH_S10_DOCUMENTS: the documents per database
 *   instead (the 1,000,000); BENCH_S10_DIALECTS: `sqlite` or `mariadb` for one database only
 */
export function settings(quick, env = process.env) {
  // Each search counts every match again (the facets) and ranks them all, so a common word
  // takes ~4x longer at 4x the documents on both sides; with the indexing time (~20 min for a million
  // through the SearchIndexer on SQLite) that bounds the samples that fit, and the million
  // documents do not fit the bench's time yet (README "S10 method"): they are a run of their own.
  const base = quick
    ? { documents: 50_000, mariaDocuments: 50_000, warmup: 10, blocks: 3, perBlock: 10, suggestWarmup: 2, suggestPerBlock: 3 }
    : { documents: 200_000, mariaDocuments: 200_000, warmup: 5, blocks: 4, perBlock: 6, suggestWarmup: 2, suggestPerBlock: 2 };
  const documents = env['BENCH_S10_DOCUMENTS'] === undefined ? undefined : Number(env['BENCH_S10_DOCUMENTS']);
  if (documents !== undefined && !(Number.isInteger(documents) && documents >= 1_000)) throw new Error(`BENCH_S10_DOCUMENTS must be a whole number >= 1000, not "${env['BENCH_S10_DOCUMENTS']}"`);
  const only = env['BENCH_S10_DIALECTS'];
  if (only !== undefined && only !== 'sqlite' && only !== 'mariadb') throw new Error(`BENCH_S10_DIALECTS must be sqlite or mariadb, not "${only}"`);
  return {
    ...base,
    ...(documents === undefined ? {} : { documents, mariaDocuments: documents }),
    /** @type {readonly ('sqlite' | 'mariadb')[]} */
    dialects: only === undefined ? ['sqlite', 'mariadb'] : [only],
  };
}

/**
 * The query set: fixed words of the generated vocabulary per group, and codes of generated documents
 * (a document's own code, a DTC, a part number: found exactly and ranked first).
 * @param {number} documents
 */
export function keywordGroups(documents) {
  const doc = documentAt(SEED, Math.floor(documents / 3), NOW);
  const other = documentAt(SEED, Math.floor((documents * 2) / 3), NOW);
  return [
    { group: 'Chinese terms', keywords: ['机油', '异响', '冷却液'] },
    { group: 'German words', keywords: ['bremsbelage', 'Kühlmittel', 'getriebe'] },
    { group: 'English words', keywords: ['brake', 'transmission', 'oxygen sensor'] },
    { group: 'codes', keywords: [doc.entry.codes[0] ?? '', other.entry.codes[1] ?? '', other.entry.codes[2] ?? ''] },
  ];
}

/** Suggestions: what a reader types into the box (a term, a word start, a code start). */
const SUGGEST_KEYWORDS = ['机油', 'brems', 'transm', 'P01'];

/**
 * Indexes the generated documents (lib/search-index.js, a child) and answers its summary.
 * @param {import('../run.js').ScenarioContext} ctx @param {'service' | 'raw'} mode @param {string} db @param {number} count @param {string} name
 * @returns {Promise<{ documents: number, seconds: number, documentsPerSecond: number }>}
 */
async function index(ctx, mode, db, count, name) {
  const lines = await ctx.pool.run({ name, command: process.execPath, args: [INDEX_SCRIPT, mode, db, String(count), String(SEED), NOW.toISOString()], cwd: ROOT, env: childEnv({}), timeoutMs: 60 * 60_000 });
  const summary = lines.find((l) => l.startsWith('summary '));
  if (!summary) throw new Error(`${name} printed no summary:\n${lines.slice(-20).join('\n')}`);
  return JSON.parse(summary.slice('summary '.length));
}

/** @param {string} base @param {string} route @param {string} keyword @param {number} n */
async function raw(base, route, keyword, n) {
  const search = new URLSearchParams({ keyword, kinds: READER.kinds.join(','), userType: READER.userType, brands: READER.brands.join(','), pageNo: '1', pageSize: '20', n: String(n) });
  const res = await fetch(`${base}${route}?${search}`);
  if (res.status !== 200) throw new Error(`raw SQL process answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  return /** @type {any} */ (await res.json());
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);
  const withMariaDb = s.dialects.includes('mariadb');
  if (withMariaDb) ctx.log('starting MariaDB (in the background)');
  const mariaDb = withMariaDb ? startBenchMariaDb(ctx.pool, join(ctx.runDir, 's10-mariadb')) : Promise.reject(new Error('S10: MariaDB not asked for'));
  mariaDb.catch(() => undefined);

  const rows = [];
  const notes = [];
  const details = { settings: s, reader: READER, databases: {} };
  for (const dialect of s.dialects) {
    const { label, db, portal } = await startDemoPortal(ctx, { prefix: 's10', dialect, mariaDb, database: 'bench10' });
    const searchDb = serviceUrl(db, 'search');
    const documents = dialect === 'sqlite' ? s.documents : s.mariaDocuments;
    /** @type {Record<string, unknown>} */
    const detail = { documents };
    details.databases[dialect] = detail;
    if (dialect === 'sqlite') {
      // The baseline writes into a copy of the empty index (same schema, triggers and FTS5 table).
      const copy = join(ctx.runDir, 's10-sqlite', 'search-raw.sqlite');
      const source = new Database(sqliteFileOf(searchDb), { fileMustExist: true });
      try {
        source.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`);
      } finally {
        source.close();
      }
      ctx.log(`${label}: indexing ${fmt(documents)} documents through the search service's SearchIndexer`);
      const ours = await index(ctx, 'service', searchDb, documents, 's10-index-service');
      ctx.log(`${label}: ${fmt(ours.documentsPerSecond)} documents/s; the same rows through better-sqlite3 into a copy of the empty index`);
      const base = await index(ctx, 'raw', `sqlite:${copy}`, documents, 's10-index-raw');
      rmSync(copy, { force: true });
      rmSync(`${copy}-wal`, { force: true });
      rmSync(`${copy}-shm`, { force: true });
      ctx.log(`${label}: raw ${fmt(base.documentsPerSecond)} documents/s`);
      rows.push({
        scenario: `S10 reindex (${label})`,
        metric: `documents/s, ${fmt(documents)} documents`,
        ours: fmt(ours.documentsPerSecond),
        baseline: fmt(base.documentsPerSecond),
        ratio: `${fmt(ours.documentsPerSecond / base.documentsPerSecond, 2)}x`,
        target: '(info)',
        pass: undefined,
      });
      detail['indexing'] = { service: ours, raw: base };
    } else {
      await mariaDb;
      ctx.log(`${label}: writing ${fmt(documents)} documents through the driver`);
      const loaded = await index(ctx, 'raw', searchDb, documents, 's10-index-mariadb');
      notes.push(`S10 ${label}: ${fmt(documents)} documents written through mysql2 (entry and codes per document, FULLTEXT indexes maintained) at ${fmt(loaded.documentsPerSecond)} documents/s`);
      detail['indexing'] = { raw: loaded };
    }

    const sql = await startSqlServer(ctx.pool, searchDb, `s10-sql-${dialect}`);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const token = await loginAs(portal.url, 'admin');
      const headers = { authorization: `Bearer ${token}` };
      const searchUrl = (/** @type {string} */ keyword) => `${portal.url}${SEARCH_API}?${new URLSearchParams({ keyword, languages: 'all', pageNo: '1', pageSize: '20' })}`;
      const suggestUrl = (/** @type {string} */ keyword) => `${portal.url}${SEARCH_API}/suggest?${new URLSearchParams({ keyword })}`;

      // Both sides find the same: the total and the page's documents in order; the suggestions' texts.
      /** @type {Record<string, { total: number, portal: number[], raw: number[] }>} */
      const figures = {};
      const groups = keywordGroups(documents);
      for (const { keywords } of groups) {
        for (const keyword of keywords) {
          const res = await fetch(searchUrl(keyword), { headers });
          const body = /** @type {any} */ (await res.json());
          if (res.status !== 200 || body?.code !== '000000') throw new Error(`${label} search "${keyword}" answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
          const theirs = await raw(sql.url, '/search', keyword, 1);
          const ourIds = body.data.list.map((/** @type {{ documentId: string }} */ h) => h.documentId);
          if (body.data.total !== theirs.total || ourIds.join() !== theirs.documentIds.join()) {
            throw new Error(`${label} search "${keyword}": the portal and the raw SQL disagree (total ${body.data.total} vs ${theirs.total}; ${ourIds.slice(0, 2).join()}… vs ${theirs.documentIds.slice(0, 2).join()}…)`);
          }
          if (theirs.total === 0) throw new Error(`${label} search "${keyword}" finds nothing in ${fmt(documents)} documents`);
          figures[keyword] = { total: theirs.total, portal: [], raw: [] };
        }
      }
      /** @type {Record<string, { count: number, portal: number[], raw: number[] }>} */
      const suggestions = {};
      for (const keyword of SUGGEST_KEYWORDS) {
        const res = await fetch(suggestUrl(keyword), { headers });
        const body = /** @type {any} */ (await res.json());
        if (res.status !== 200 || body?.code !== '000000') throw new Error(`${label} suggest "${keyword}" answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        const theirs = await raw(sql.url, '/suggest', keyword, 1);
        const ourTexts = body.data.map((/** @type {{ text: string }} */ x) => x.text);
        if (ourTexts.join('|') !== theirs.texts.join('|')) throw new Error(`${label} suggest "${keyword}": the portal and the raw SQL disagree (${ourTexts.slice(0, 3).join('|')} vs ${theirs.texts.slice(0, 3).join('|')})`);
        if (ourTexts.length === 0) throw new Error(`${label} suggest "${keyword}" suggests nothing`);
        suggestions[keyword] = { count: ourTexts.length, portal: [], raw: [] };
      }
      ctx.log(`${label}: both sides agree on ${Object.keys(figures).length} searches and ${SUGGEST_KEYWORDS.length} suggestions; warming up`);
      for (const keyword of Object.keys(figures)) {
        await sequentialLatencies(searchUrl(keyword), s.warmup, agent, { headers });
        await raw(sql.url, '/search', keyword, s.warmup);
      }
      for (const keyword of SUGGEST_KEYWORDS) {
        await sequentialLatencies(suggestUrl(keyword), s.suggestWarmup, agent, { headers });
        await raw(sql.url, '/suggest', keyword, s.suggestWarmup);
      }
      ctx.log(`${label}: measuring (${s.blocks} blocks of ${s.perBlock} searches and ${s.suggestPerBlock} suggestions per keyword and side)`);
      for (let block = 0; block < s.blocks; block++) {
        for (const [keyword, f] of Object.entries(figures)) {
          f.portal.push(...(await sequentialLatencies(searchUrl(keyword), s.perBlock, agent, { headers })));
          f.raw.push(...(await raw(sql.url, '/search', keyword, s.perBlock)).times);
        }
        for (const [keyword, f] of Object.entries(suggestions)) {
          f.portal.push(...(await sequentialLatencies(suggestUrl(keyword), s.suggestPerBlock, agent, { headers })));
          f.raw.push(...(await raw(sql.url, '/suggest', keyword, s.suggestPerBlock)).times);
        }
      }

      const r3 = (/** @type {number[]} */ v) => Object.fromEntries(Object.entries(summarize(v)).map(([k, x]) => [k, k === 'count' ? x : round(x, 3)]));
      detail['keywords'] = Object.fromEntries(Object.entries(figures).map(([k, f]) => [k, { total: f.total, portal: r3(f.portal), raw: r3(f.raw) }]));
      detail['suggestions'] = Object.fromEntries(Object.entries(suggestions).map(([k, f]) => [k, { count: f.count, portal: r3(f.portal), raw: r3(f.raw) }]));
      for (const [keyword, f] of Object.entries(figures)) {
        ctx.log(`${label} "${keyword}" (${fmt(f.total)} found) p95 portal ${fmt(percentile(f.portal, 95), 2)} ms, raw SQL ${fmt(percentile(f.raw, 95), 2)} ms`);
      }
      for (const { group, keywords } of groups) {
        const ours = percentile(keywords.flatMap((k) => figures[k]?.portal ?? []), 95);
        const base = percentile(keywords.flatMap((k) => figures[k]?.raw ?? []), 95);
        const found = keywords.map((k) => fmt(figures[k]?.total ?? 0)).join(' / ');
        rows.push({
          scenario: `S10 search, ${group} (${label})`,
          metric: `p95 ms, ${keywords.length} keywords x ${s.blocks * s.perBlock} req, found ${found}`,
          ours: fmt(ours, 2),
          baseline: fmt(base, 2),
          ratio: `${fmt(ours / base, 2)}x (${fmtSigned(ours - base, 2)} ms)`,
          target: `<= ${TARGET.factor}x raw + ${TARGET.extraMs} ms`,
          pass: ours <= TARGET.factor * base + TARGET.extraMs,
        });
      }
      const ours = percentile(Object.values(suggestions).flatMap((f) => f.portal), 95);
      const base = percentile(Object.values(suggestions).flatMap((f) => f.raw), 95);
      for (const [keyword, f] of Object.entries(suggestions)) {
        ctx.log(`${label} suggest "${keyword}" p95 portal ${fmt(percentile(f.portal, 95), 2)} ms, raw SQL ${fmt(percentile(f.raw, 95), 2)} ms`);
      }
      rows.push({
        scenario: `S10 suggestions (${label})`,
        metric: `p95 ms, ${SUGGEST_KEYWORDS.length} keywords x ${s.blocks * s.suggestPerBlock} req`,
        ours: fmt(ours, 2),
        baseline: fmt(base, 2),
        ratio: `${fmt(ours / base, 2)}x (${fmtSigned(ours - base, 2)} ms)`,
        target: dialect === 'sqlite' ? `<= ${TARGET.suggestMs} ms` : '(info)',
        pass: dialect === 'sqlite' ? ours <= TARGET.suggestMs : undefined,
      });
    } finally {
      agent.destroy();
      await ctx.pool.stop(sql.proc);
      await ctx.pool.stop(portal.proc);
    }
  }
  notes.push(
    'S10: the raw side runs the statements the search service sends (lib/search-sql.js: its analyzer and MATCH expression from services/search/dist; the exact code, ' +
      'the ranked page, the page\'s rows, the facets in one statement; the code and title suggestions) in its own process and times only the driver calls; the portal side is the whole ' +
      'request (access check, validation, the statements, highlights and snippets, JSON, envelope). Reindex: SearchIndexer.apply per document in transactions of 200 vs ' +
      'the same rows and tokens through better-sqlite3, both into the FTS5 triggers; each timed from the first statement of a batch to its commit.',
  );
  return { rows, notes, details };
}
