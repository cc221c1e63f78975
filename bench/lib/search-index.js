/**
 * S10's indexing, a one-shot child: `node search-index.js <service | raw> <database url> <count> <seed> <now> [from]`.
 *
 * Writes the generated documents `from` … `from + count - 1` (generate/documents.js) into a search
 * database that the search service's migrations made (the portal's `search` database, or a copy of
 * it), in transactions of 200 documents (the reindexer's page, services/search search-reindexer.ts):
 * - `service`: through the search service's own `SearchIndexer.apply` (services/search/dist, on a
 *   TypeORM data source opened as the service opens it, @tis/nest `openDatabase`): per document the
 *   lookup of its row, the vocabulary, the entry with its tokens (the analyzer: folding, Chinese pairs,
 *   jieba words, compound tails) and its codes — on SQLite the FTS5 triggers add the tokens to
 *   search_fts, on MariaDB InnoDB's FULLTEXT indexes take them;
 * - `raw`: the same rows through the driver (better-sqlite3 / mysql2 with prepared statements): the
 *   entry with the same tokens (the same analyzer of the dist), then its codes; the same triggers and
 *   indexes do the rest.
 * Each batch is made before its clock starts: the time is the writing (and tokenizing) only.
 * A batch that meets SQLITE_BUSY (the portal wrote meanwhile) runs again, up to 10 times.
 * Prints progress, then `summary {"mode","documents","seconds","documentsPerSecond","retries"}`.
 */
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { documentRecords } from '../generate/documents.js';
import { dialectOfUrl, mysqlOptionsOf, sqliteFileOf } from '../generate/sql.js';

const SEARCH_DIST = new URL('../../services/search/dist/', import.meta.url);
const BATCH = 200;

const [mode, url, countText, seedText, nowText, fromText = '0'] = process.argv.slice(2);
const count = Number(countText);
const from = Number(fromText);
if ((mode !== 'service' && mode !== 'raw') || !url || !Number.isInteger(count) || !nowText) {
  console.error('usage: search-index.js <service | raw> <database url> <count> <seed> <now> [from]');
  process.exit(2);
}
const now = new Date(nowText);
const dialect = dialectOfUrl(url);

/** @type {(docs: import('../generate/documents.d.ts').Document[]) => Promise<void>} */
let writeBatch;
/** @type {() => Promise<void>} */
let close;

if (mode === 'service') {
  const { openDatabase } = await import('@tis/nest');
  const { SearchIndexer } = await import(new URL('index/search-indexer.js', SEARCH_DIST).href);
  const { SEARCH_ENTITIES } = await import(new URL('index/search.entities.js', SEARCH_DIST).href);
  const { SEARCH_MIGRATIONS } = await import(new URL('migrations/index.js', SEARCH_DIST).href);
  const ds = await openDatabase({ url: dialect === 'sqlite' ? `sqlite:${sqliteFileOf(url)}` : url, entities: SEARCH_ENTITIES, migrations: SEARCH_MIGRATIONS });
  // The event bus only matters for onModuleInit's subscriptions, which the bench does not need.
  const indexer = new SearchIndexer(ds, null);
  writeBatch = (docs) =>
    ds.transaction(async (manager) => {
      for (const doc of docs) await indexer.apply(manager, doc);
    });
  close = () => ds.destroy();
} else {
  const { searchCodeRows, searchEntryValues, timeValue } = await import('./downstream-sql.js');
  const ENTRY_COLUMNS = ['kind', 'document_id', 'title', 'body', 'codes', 'brand_code', 'brands', 'series_code', 'language', 'user_types', 'published_at', 'changed_at', 'indexed_at', 'title_tokens', 'body_tokens', 'word_tokens'];
  const insertEntry = `INSERT INTO search_entry (${ENTRY_COLUMNS.join(', ')}) VALUES (${ENTRY_COLUMNS.map(() => '?').join(', ')})`;
  const insertCode = 'INSERT INTO search_code (entry_id, code, reversed) VALUES (?, ?, ?)';
  /** The row of an entry, as SearchIndexer's columns() makes it (dates as TypeORM writes them). @param {import('../generate/documents.d.ts').Document} doc */
  const rowOf = (doc) => [doc.kind, doc.documentId, ...searchEntryValues(doc.entry, doc.changedAt, (at) => timeValue(dialect, at))];
  const codesOf = (/** @type {import('../generate/documents.d.ts').Document} */ doc) => searchCodeRows(doc.entry.codes);
  if (dialect === 'sqlite') {
    const db = new Database(sqliteFileOf(url), { fileMustExist: true });
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    const entry = db.prepare(insertEntry);
    const code = db.prepare(insertCode);
    const batch = db.transaction((/** @type {import('../generate/documents.d.ts').Document[]} */ docs) => {
      for (const doc of docs) {
        const id = entry.run(...rowOf(doc)).lastInsertRowid;
        for (const [c, r] of codesOf(doc)) code.run(id, c, r);
      }
    });
    writeBatch = async (docs) => batch(docs);
    close = async () => db.close();
  } else {
    const conn = await createConnection({ ...mysqlOptionsOf(url), charset: 'utf8mb4_unicode_ci', timezone: 'Z' });
    writeBatch = async (docs) => {
      await conn.query('START TRANSACTION');
      try {
        for (const doc of docs) {
          const [result] = await conn.execute(insertEntry, rowOf(doc));
          const id = /** @type {{ insertId: number }} */ (result).insertId;
          for (const [c, r] of codesOf(doc)) await conn.execute(insertCode, [id, c, r]);
        }
        await conn.query('COMMIT');
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      }
    };
    close = () => conn.end();
  }
}

let busyNs = 0n;
let retries = 0;
let done = 0;
const started = process.hrtime.bigint();
const records = documentRecords({ seed: seedText ?? '42', count, now, from });
for (;;) {
  /** @type {import('../generate/documents.d.ts').Document[]} */
  const docs = [];
  for (let r = records.next(); !r.done; r = docs.length < BATCH ? records.next() : { done: true, value: undefined }) docs.push(r.value);
  if (docs.length === 0) break;
  const t = process.hrtime.bigint();
  // The running portal writes to the same SQLite file now and then (its reindex and outbox tickers): a
  // transaction whose snapshot another process changed before its first write fails with SQLITE_BUSY
  // at once (the busy timeout cannot help it); it was rolled back and runs again (lib/sql-server.js
  // does the same). The time of the failed attempt counts.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeBatch(docs);
      break;
    } catch (error) {
      const e = /** @type {{ code?: unknown, driverError?: { code?: unknown } }} */ (error);
      const code = e.code ?? e.driverError?.code;
      if (attempt >= 10 || typeof code !== 'string' || !code.startsWith('SQLITE_BUSY')) throw error;
      retries += 1;
    }
  }
  busyNs += process.hrtime.bigint() - t;
  const before = done;
  done += docs.length;
  if (Math.floor(done / 100_000) > Math.floor(before / 100_000)) console.log(`${mode}: ${done} documents, ${Math.round(done / (Number(busyNs) / 1e9))} documents/s`);
}
await close();
const seconds = Number(busyNs) / 1e9;
console.log(`${mode}: ${done} documents in ${seconds.toFixed(1)} s of writing (${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s in all)`);
console.log(`summary ${JSON.stringify({ mode, dialect, documents: done, seconds, documentsPerSecond: done / seconds, retries })}`);
