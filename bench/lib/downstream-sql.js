/**
 * The SQL of what the embedded portal does after a transition's commit, away from the request,
 * written out for S9's raw-driver side (lib/sql-server.js `whole=1`), as TypeORM 1.x writes it
 * (bench/lib/workflow-sql.medium.test.ts compares them with the query logs of the document, log and
 * search services on SQLite and MariaDB):
 *
 *   the outbox relay (shared/nest outbox.relay.ts, on the document database, each statement on its own):
 *     UPDATE outbox_event SET lease_owner, lease_until  (the oldest 100 unleased events, to a new token)
 *     SELECT the leased events, in order
 *     … each consumer group gets its events (the groups side by side) …
 *     UPDATE outbox_event SET published_at, lease_owner = NULL, lease_until = NULL  (the token's)
 *   the log service (OperationLogService, EventBus.consume / consumeTogether), one transaction for the run:
 *     INSERT INTO processed_event (one row per event, one statement)
 *     INSERT INTO operation_log (one per event)
 *   the search service (SearchIndexer.apply), one transaction for the run:
 *     INSERT INTO processed_event
 *     per event: SELECT the document's entry (none: a first publication), the new portal terms
 *     (none once known), INSERT INTO search_entry (its tokens: the service's own analyzer), INSERT INTO
 *     search_code (its codes, one statement)
 *
 * SQLite: times as UTC text, numbers of an INSERT written into its SQL; MariaDB: every value bound.
 */
import { OPERATION_EVENTS, SEARCH_EVENTS } from '@tis/contracts';
import { quoteIdent, sqlDateTime } from '../generate/sql.js';
import { findBy } from './workflow-sql.js';

/** @typedef {import('../generate/sql.js').SqlDialect} SqlDialect */
/** @typedef {{ sql: string, params: unknown[] }} Query */

const SEARCH_DIST = new URL('../../services/search/dist/', import.meta.url);

/** The relay's batch (outbox.relay.ts BATCH) and lease (OUTBOX_LEASE_MS). */
export const RELAY_BATCH = 100;
export const RELAY_LEASE_MS = 5_000;
/** How long a commit's nudge waits for the next commits before the relay's pass (OUTBOX_COALESCE_MS). */
export const RELAY_COALESCE_MS = 20;

/** The consumer groups of the events a transition leaves (topic → consumer), as the services subscribe them. */
const LOG_TOPICS = new Set(OPERATION_EVENTS.map((c) => c.topic));
const SEARCH_TOPICS = new Set(SEARCH_EVENTS.map((c) => c.topic));
export const LOG_CONSUMER = 'log.operation-log';
export const SEARCH_CONSUMER = 'search.index';

/**
 * Which consumer applies an outbox event: the log service's operation log, the search service's
 * index, or nobody (the case's own events have no subscriber).
 * @param {string} topic @returns {'log' | 'search' | null}
 */
export function consumerOf(topic) {
  if (LOG_TOPICS.has(topic)) return 'log';
  if (SEARCH_TOPICS.has(topic)) return 'search';
  return null;
}

/** A time as TypeORM hands it to the driver: UTC text on SQLite, a Date on MariaDB. @param {SqlDialect} dialect @param {Date} at */
export const timeValue = (dialect, at) => (dialect === 'sqlite' ? sqlDateTime(at) : at);

const OUTBOX_COLUMNS = ['seq', 'id', 'topic', 'event_key', 'payload', 'correlation_id', 'occurred_at', 'published_at', 'attempts', 'last_error', 'lease_owner', 'lease_until'];

/**
 * The relay's lease: the oldest unpublished events whose lease is free or over, to `token`.
 * @param {SqlDialect} dialect @param {string} token @param {Date} now @returns {Query}
 */
export function relayLeaseQuery(dialect, token, now) {
  const params = [token, timeValue(dialect, new Date(now.getTime() + RELAY_LEASE_MS)), timeValue(dialect, now)];
  if (dialect === 'sqlite') {
    return {
      sql: `UPDATE "outbox_event" SET "lease_owner" = ?, "lease_until" = ? WHERE "seq" IN (SELECT "seq" FROM outbox_event WHERE "published_at" IS NULL AND ("lease_until" IS NULL OR "lease_until" < ?) ORDER BY "seq" LIMIT ${RELAY_BATCH})`,
      params,
    };
  }
  return {
    sql: `UPDATE \`outbox_event\` SET \`lease_owner\` = ?, \`lease_until\` = ? WHERE \`published_at\` IS NULL AND (\`lease_until\` IS NULL OR \`lease_until\` < ?) ORDER BY \`seq\` ASC LIMIT ${RELAY_BATCH}`,
    params,
  };
}

/** The events leased to `token`, in order. @param {SqlDialect} dialect @param {string} token @returns {Query} */
export function relayReadQuery(dialect, token) {
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  const e = q('OutboxEvent');
  const select = OUTBOX_COLUMNS.map((c) => `${e}.${q(c)} AS ${q(`OutboxEvent_${c}`)}`).join(', ');
  return {
    sql: `SELECT ${select} FROM ${q('outbox_event')} ${e} WHERE ((${e}.${q('published_at')} IS NULL) AND (${e}.${q('lease_owner')} = ?)) ORDER BY ${e}.${q('seq')} ASC`,
    params: [token],
  };
}

/** The token's events marked published. @param {SqlDialect} dialect @param {string} token @param {Date} at @returns {Query} */
export function relayMarkQuery(dialect, token, at) {
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  return {
    sql: `UPDATE ${q('outbox_event')} SET ${q('published_at')} = ?, ${q('lease_owner')} = ?, ${q('lease_until')} = ? WHERE (${q('published_at')} IS NULL AND ${q('lease_owner')} = ?)`,
    params: [timeValue(dialect, at), null, null, token],
  };
}

/** A generated key, and a time the database fills in (insertQuery). */
export const KEY = Symbol('generated key');
export const NOW = Symbol('database time');

/**
 * An INSERT of rows as TypeORM's insert builder writes it: each row's values, the generated key as
 * NULL (SQLite) or DEFAULT (MariaDB), a created / updated time as the database's default, numbers
 * into the text on SQLite. `values`: per row and column, a value, or `KEY` / `NOW`.
 * @param {SqlDialect} dialect @param {string} table @param {readonly string[]} columns @param {readonly (readonly unknown[])[]} rows
 * @param {string} [returning]  MariaDB: the generated key read back (`RETURNING`)
 * @returns {Query}
 */
export function insertQuery(dialect, table, columns, rows, returning) {
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  const sqlite = dialect === 'sqlite';
  /** @type {unknown[]} */
  const params = [];
  const mark = (/** @type {unknown} */ v) => {
    if (v === KEY) return sqlite ? 'NULL' : 'DEFAULT';
    if (v === NOW) return sqlite ? "datetime('now')" : 'DEFAULT';
    if (sqlite && typeof v === 'number') return String(v);
    params.push(v);
    return '?';
  };
  const tuples = rows.map((row) => `(${row.map(mark).join(', ')})`).join(', ');
  const back = returning && !sqlite ? ` RETURNING ${q(returning)}` : '';
  return { sql: `INSERT INTO ${q(table)}(${columns.map(q).join(', ')}) VALUES ${tuples}${back}`, params };
}
/**
 * The processed-event records of a consumer's run (one statement for all).
 * @param {SqlDialect} dialect @param {string} consumer @param {readonly { id: string, topic: string }[]} events @param {Date} at
 */
export function processedEventsQuery(dialect, consumer, events, at) {
  return insertQuery(
    dialect,
    'processed_event',
    ['consumer', 'event_id', 'topic', 'processed_at'],
    events.map((e) => [consumer, e.id, e.topic, timeValue(dialect, at)]),
  );
}

const OPERATION_LOG_COLUMNS = ['id', 'created_by', 'created_at', 'updated_by', 'updated_at', 'module', 'action', 'target_id', 'target_name', 'user_code', 'occurred_at', 'event_id'];

/**
 * The operation record of an operation event (OperationLogService's handler).
 * @param {SqlDialect} dialect @param {{ id: string, payload: { module: string, action: string, targetId: string | null, targetName: string | null, userCode: string, occurredAt: string } }} event
 */
export function operationLogQuery(dialect, { id, payload: o }) {
  return insertQuery(dialect, 'operation_log', OPERATION_LOG_COLUMNS, [
    [id, o.userCode, NOW, o.userCode, NOW, o.module, o.action, o.targetId, o.targetName, o.userCode, timeValue(dialect, new Date(o.occurredAt)), id],
  ]);
}

const SEARCH_ENTRY_COLUMNS = ['id', 'kind', 'document_id', 'title', 'body', 'codes', 'brand_code', 'brands', 'series_code', 'language', 'user_types', 'published_at', 'changed_at', 'indexed_at', 'title_tokens', 'body_tokens', 'word_tokens'];

/** The search service's analyzer (its dist: the same tokens as the service writes). */
const analyzer = /** @type {{ addTerms: (terms: readonly string[]) => string[], indexTokens: (text: string) => { grams: string, words: string }, codeKey: (code: string) => string, charsOf: (text: string) => string[] }} */ (
  await import(new URL('text/analyzer.js', SEARCH_DIST).href)
);

/** Adds terms the search service knows (its search_term table) to the analyzer's dictionary, as the service does at start. @param {readonly string[]} terms */
export function knownSearchTerms(terms) {
  analyzer.addTerms(terms);
}

const list = (/** @type {readonly string[]} */ values) => (values.length === 0 ? null : `,${values.join(',')},`);

/**
 * The columns of a search entry after its key, kind and document (SearchIndexer.columns), in the
 * entity's order; times as `time` hands them to the driver.
 * @param {import('@tis/contracts').SearchEntry} entry @param {string} changedAt @param {(at: Date) => unknown} time
 */
export function searchEntryValues(entry, changedAt, time) {
  const title = analyzer.indexTokens(entry.title);
  const body = analyzer.indexTokens(`${entry.text}\n${entry.codes.join(' ')}`);
  const brands = entry.brandCode !== null ? [entry.brandCode, ...entry.brandCodes] : entry.brandCodes;
  return [
    entry.title,
    entry.text,
    entry.codes.join('\n'),
    entry.brandCode ?? entry.brandCodes[0] ?? null,
    list([...new Set(brands.map((b) => b.toLowerCase()))]),
    entry.seriesCode,
    entry.language,
    entry.userTypes === null ? null : list(entry.userTypes),
    time(new Date(entry.publishedAt)),
    changedAt,
    time(new Date()),
    title.grams,
    body.grams,
    `${title.words} ${body.words}`.trim(),
  ];
}

/** An entry's codes as the index keeps them: [code, reversed], each once. @param {readonly string[]} codes */
export function searchCodeRows(codes) {
  return [...new Set(codes.map(analyzer.codeKey))].filter((c) => c !== '').map((c) => [c, analyzer.charsOf(c).reverse().join('')]);
}

/**
 * The statements of one search change as SearchIndexer.apply sends them for a first publication:
 * the document's entry read, the entry written (the key it gets: `entryId` of the write's result),
 * its codes. An entry with portal terms the analyzer does not know yet is refused: the service would
 * add them to search_term first, which S9's drafts (no fault part, no system or object names) never need.
 * @param {SqlDialect} dialect @param {{ kind: string, documentId: string, entry: import('@tis/contracts').SearchEntry, changedAt: string }} change
 */
export function searchChangeQueries(dialect, change) {
  const fresh = analyzer.addTerms(change.entry.terms);
  if (fresh.length > 0) throw new Error(`the entry of ${change.documentId} brings new portal terms (${fresh.join(', ')}); the raw side does not learn terms`);
  const read = {
    sql: findBy(dialect, 'SearchEntryRow', 'search_entry', SEARCH_ENTRY_COLUMNS, 'kind,document_id', { one: true }),
    params: [change.kind, change.documentId],
  };
  const values = searchEntryValues(change.entry, change.changedAt, (at) => timeValue(dialect, at));
  const write = insertQuery(dialect, 'search_entry', SEARCH_ENTRY_COLUMNS, [[KEY, change.kind, change.documentId, ...values]], 'id');
  const codes = searchCodeRows(change.entry.codes);
  /** @param {number} entryId */
  const codesOf = (entryId) => (codes.length === 0 ? null : insertQuery(dialect, 'search_code', ['id', 'entry_id', 'code', 'reversed'], codes.map(([code, reversed]) => [KEY, entryId, code, reversed])));
  return { read, write, codesOf };
}
