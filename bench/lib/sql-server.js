/**
 * The raw-driver side of S3, S4, S9 and S10, run as its own process: `node sql-server.js <port> <database url>`.
 *
 * It opens the same database the portal uses — better-sqlite3 on the SQLite file, mysql2 on
 * MariaDB — and, on `GET /user-list?pageNo&pageSize&userType&status&…&n=<count>`, runs the
 * account list's SQL (list-sql.js: the page, the count of the rows after it, role names — the
 * queries the service runs, in its order) `n` times one after the other, timing each round from the
 * first query to the last row with process.hrtime. HTTP only carries the order and the figures: it
 * is not part of the timing. Answers `{ times: number[] (ms), total, codes: string[] (the page's user
 * codes) }`. `GET /vehicle-list?pageNo&pageSize&brandCode&seriesCode&modelCode&modelYear&n=<count>`
 * runs the vehicle list's SQL the same way: the page, the count after it, then the brand, series and
 * model names of the page at once (Promise.all, pooled on MariaDB, as VehicleService.list); `codes`
 * are the page's VINs.
 *
 * S3: `GET /vin?vins=<VIN>,<VIN>,…` runs the VIN query's SQL (vin-sql.js: one statement) once per
 * VIN, one VIN after the other, each timed from sending the query to its last row (on MariaDB through
 * a pool of 10 connections, as TypeORM's mysql driver does). Answers `{ times, answers: [{ vin, found,
 * brandCode, brandName, seriesCode, seriesName, modelCode, modelYear, shielded }] }`.
 *
 * S4 also: `GET /case-list?pageNo&pageSize&brandCode&seriesCode&langCode&n=<count>` runs the published
 * case list's SQL (list-sql.js: the page newest code first, the count of the rows after it); `codes`
 * are the page's case codes.
 *
 * S9: `GET /case-transition?id&action=submit|verify|publish&version&user&name[&post][&whole=1]` moves
 * one case on with the statements the document service sends for it (workflow-sql.js: the reads
 * before, then BEGIN, the row, the versioned UPDATE, the verify record, the two outbox events, the
 * answer's reads, COMMIT; on MariaDB on one connection of the pool of 10 for the transaction) and
 * answers `{ version, ms }` (the case's new version; the time from the first statement to the
 * commit). Without `whole`, the outbox events are written as published already (see workflow-sql.js).
 * With `whole=1` (the process started with `log=<url> search=<url> system=<url>`), also what the
 * portal's other services send for it: a submission's sensitive-word signature on the system
 * database, and after the commit the relay below (downstream-sql.js: the lease, the read, the
 * operation records in the log database, a publication's entry in the search database, the mark).
 * A stale version or an action the case's state does not allow answers 409 and changes nothing.
 * `GET /case-drafts` lists the generated drafts still unsubmitted (`{ ids }`, code order);
 * `GET /case-check?ids=…` the version, states, outbox events and verify records (action, result,
 * user, name, post) of cases (`{ cases }`), to compare both sides; `GET /downstream-check?ids=…`
 * their operation records and search entries (`{ cases, relayed }`: and how many events this
 * process's relay published).
 *
 * S10: `GET /search?keyword&kinds&userType&brands&pageNo&pageSize&n` and `GET /suggest?keyword&kinds&userType&brands&n`
 * run a content search's and the suggestions' statements (search-sql.js, on the search database) `n`
 * times, each timed; see searchRoute and suggestRoute below.
 *
 * Like TypeORM's better-sqlite3 driver, prepared statements are cached by SQL text; like its
 * mysql driver, queries go through mysql2's `query` (client-side placeholders).
 * Prints `listening on <port>` when ready; stops on SIGTERM / SIGINT.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Database from 'better-sqlite3';
import { createConnection, createPool } from 'mysql2/promise';
import { DRAFT_PREFIX } from '../generate/cases.js';
import { dialectOfUrl, mysqlOptionsOf, sqliteFileOf } from '../generate/sql.js';
import { publishedCaseListQueries, roleNamesQuery, totalAfterPage, userListQueries, vehicleListQueries, vehicleNamesQueries } from './list-sql.js';
import {
  consumerOf,
  knownSearchTerms,
  LOG_CONSUMER,
  operationLogQuery,
  processedEventsQuery,
  RELAY_BATCH,
  RELAY_COALESCE_MS,
  relayLeaseQuery,
  relayMarkQuery,
  relayReadQuery,
  SEARCH_CONSUMER,
  searchChangeQueries,
} from './downstream-sql.js';
import { vinInfoQuery } from './vin-sql.js';
import { ACTION_ORDER, beginStatement, caseByIdQuery, caseStepsQuery, operationTargetName, runStatements, sensitiveSignatureQuery, transitionStatements, wholeSeconds } from './workflow-sql.js';

const [portText, url, ...more] = process.argv.slice(2);
const port = Number(portText);
if (!Number.isInteger(port) || !url) {
  console.error('usage: sql-server.js <port> <sqlite:<file> | mariadb://…/<database>> [log=<url>] [search=<url>]');
  process.exit(2);
}
const dialect = dialectOfUrl(url);
/** Further databases by service (`log=<url>`, `search=<url>`): S9's relay applies the events there. */
const moreUrls = Object.fromEntries(more.map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]));

/**
 * A statement's answer: the rows of a read (MariaDB: also of an INSERT … RETURNING), else what a
 * write changed and, on SQLite, the key it generated.
 * @typedef {Record<string, unknown>[] | { changes: number, id?: number }} Answer
 * @typedef {(sql: string, params: unknown[]) => Promise<Answer>} Exec
 */
/**
 * One database as the portal's data source holds it.
 * @typedef {object} Db
 * @property {(sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>} all  a read
 * @property {(sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>} pooled  a read that may run beside others (Promise.all)
 * @property {Exec} autocommit  one statement on its own (outside any transaction)
 * @property {<T>(work: (exec: Exec) => Promise<T>) => Promise<T>} transaction  statements in one
 *   transaction: it commits when `work` resolves, rolls back when it throws
 * @property {() => Promise<void>} close
 */

/** @param {string} dbUrl @returns {Promise<Db>} */
async function openDb(dbUrl) {
  if (dialectOfUrl(dbUrl) === 'sqlite') {
    const db = new Database(sqliteFileOf(dbUrl), { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    // The portal's connection settings (shared/nest data-source.ts): WAL is the file's, these are per connection.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    /** @type {Map<string, import('better-sqlite3').Statement>} */
    const statements = new Map();
    const prepared = (/** @type {string} */ sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    };
    /** @type {Exec} */
    const exec = async (sql, params) => {
      const statement = prepared(sql);
      if (statement.reader) return /** @type {Record<string, unknown>[]} */ (statement.all(...params));
      const info = statement.run(...params);
      return { changes: info.changes, id: Number(info.lastInsertRowid) };
    };
    const all = async (/** @type {string} */ sql, /** @type {unknown[]} */ params) => /** @type {Record<string, unknown>[]} */ (prepared(sql).all(...params));
    // One connection, as TypeORM's better-sqlite3 driver: a transaction runs to its end before the
    // next begins, and a statement on its own waits for the transaction under way.
    let queue = Promise.resolve();
    const serially = (/** @type {() => Promise<any>} */ work) => {
      const run = queue.then(work);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    return {
      all,
      pooled: all,
      autocommit: (sql, params) => serially(() => exec(sql, params)),
      transaction: (work) =>
        serially(async () => {
          // The portal writes to the same file from its own process (its outbox relay leases and marks
          // rows): a transaction whose snapshot another process changed before its first write fails
          // with SQLITE_BUSY at once (the busy timeout cannot help it); it is rolled back and run again,
          // as a careful raw client would. The portal's single connection never meets this.
          for (let attempt = 1; ; attempt += 1) {
            await exec(beginStatement('sqlite'), []);
            try {
              const result = await work(exec);
              await exec('COMMIT', []);
              return result;
            } catch (error) {
              if (db.inTransaction) db.exec('ROLLBACK');
              const code = /** @type {{ code?: unknown }} */ (error).code;
              if (attempt < 10 && typeof code === 'string' && code.startsWith('SQLITE_BUSY')) continue;
              throw error;
            }
          }
        }),
      close: async () => {
        db.close();
      },
    };
  }
  const settings = { ...mysqlOptionsOf(dbUrl), charset: 'utf8mb4_unicode_ci', timezone: 'Z' };
  const conn = await createConnection(settings);
  // TypeORM's mysql driver: a pool of 10 connections.
  const pool = createPool({ ...settings, connectionLimit: 10 });
  const answer = (/** @type {unknown} */ result) =>
    Array.isArray(result) ? /** @type {Record<string, unknown>[]} */ (result) : { changes: /** @type {{ affectedRows: number }} */ (result).affectedRows };
  return {
    all: async (sql, params) => {
      const [rows] = await conn.query(sql, params);
      return /** @type {Record<string, unknown>[]} */ (rows);
    },
    pooled: async (sql, params) => {
      const [rows] = await pool.query(sql, params);
      return /** @type {Record<string, unknown>[]} */ (rows);
    },
    autocommit: async (sql, params) => answer((await pool.query(sql, params))[0]),
    // A transaction on one connection of the pool, as TypeORM's query runner takes it.
    transaction: async (work) => {
      const connection = await pool.getConnection();
      try {
        /** @type {Exec} */
        const exec = async (sql, params) => answer((await connection.query(sql, params))[0]);
        await connection.query(beginStatement('mysql'));
        try {
          const result = await work(exec);
          await connection.query('COMMIT');
          return result;
        } catch (error) {
          await connection.query('ROLLBACK');
          throw error;
        }
      } finally {
        connection.release();
      }
    },
    close: async () => {
      await conn.end();
      await pool.end();
    },
  };
}

const main = await openDb(url);
const { all, pooled, transaction } = main;
/** The log, search and system services' databases (S9 with `whole=1`). @type {Record<string, Db>} */
const services = {};
for (const [name, serviceUrl] of Object.entries(moreUrls)) services[name] = await openDb(serviceUrl);
// The search service's analyzer knows the portal's terms from the start (SearchIndexer.onModuleInit).
if (services['search']) knownSearchTerms((await services['search'].all('SELECT term AS term FROM search_term', [])).map((r) => String(r['term'])));
const closeDb = async () => {
  await Promise.all([main, ...Object.values(services)].map((db) => db.close()));
};

/**
 * A list's page rows and total as the service reads them (keyPage of @tis/nest): the page, then —
 * unless the page tells the total — the count of the rows after its last key.
 * @param {import('./list-sql.js').ListQueries} queries @param {{ pageNo: number, pageSize: number }} page
 * @returns {Promise<{ rows: Record<string, unknown>[], total: number }>}
 */
async function pageAndTotal(queries, page) {
  const rows = await all(queries.page.sql, queries.page.params);
  const { query, total } = totalAfterPage(queries, rows, page);
  if (!query) return { rows, total: total(0) };
  const [counted] = await all(query.sql, query.params);
  return { rows, total: total(Number(counted?.['cnt'])) };
}

/**
 * A list's route: from the query string its page and filters (`numbers` read as numbers), then `n`
 * rounds of the page, its total and `after` (the names of the page), each timed; `codes` are the
 * page's `key` column.
 * @param {{ filters: readonly string[], numbers?: readonly string[], queries: (filter: Record<string, unknown>, page: { pageNo: number, pageSize: number }) => import('./list-sql.js').ListQueries, key: string, after?: (rows: Record<string, unknown>[]) => Promise<unknown> }} list
 * @returns {(search: URLSearchParams) => Promise<{ times: number[], total: number, codes: string[] }>}
 */
function listRoute({ filters, numbers = [], queries, key, after }) {
  return async (search) => {
    const n = Number(search.get('n') ?? '1');
    const page = { pageNo: Number(search.get('pageNo') ?? '1'), pageSize: Number(search.get('pageSize') ?? '20') };
    const filter = Object.fromEntries(filters.flatMap((k) => (search.has(k) ? [[k, numbers.includes(k) ? Number(search.get(k)) : String(search.get(k))]] : [])));
    const times = [];
    let total = 0;
    /** @type {string[]} */
    let codes = [];
    for (let i = 0; i < n; i++) {
      const started = process.hrtime.bigint();
      const result = await pageAndTotal(queries(filter, page), page);
      if (after) await after(result.rows);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      total = result.total;
      codes = result.rows.map((r) => String(r[key]));
    }
    return { times, total, codes };
  };
}

const userList = listRoute({
  filters: ['userType', 'status', 'roleCode', 'agentCode'],
  queries: (filter, page) => userListQueries(dialect, filter, page),
  key: 'u_user_code',
  after: async (rows) => {
    const roles = roleNamesQuery(dialect, rows.map((r) => /** @type {string | null} */ (r['u_role_code'])));
    if (roles) await all(roles.sql, roles.params);
  },
});

const vehicleList = listRoute({
  filters: ['brandCode', 'seriesCode', 'modelCode', 'modelYear'],
  numbers: ['modelYear'],
  queries: (filter, page) => vehicleListQueries(dialect, filter, page),
  key: 'r_vin',
  after: async (rows) => {
    const names = vehicleNamesQueries(dialect, rows);
    await Promise.all([names.brand, names.series, names.model].flatMap((q) => (q ? [pooled(q.sql, q.params)] : [])));
  },
});

const caseList = listRoute({ filters: ['brandCode', 'seriesCode', 'langCode'], queries: (filter, page) => publishedCaseListQueries(dialect, filter, page), key: 'c_case_code' });

/** @param {URLSearchParams} search */
async function vinQueries(search) {
  const vins = (search.get('vins') ?? '').split(',').filter(Boolean);
  const times = [];
  const answers = [];
  for (const vin of vins) {
    const query = vinInfoQuery(vin);
    const started = process.hrtime.bigint();
    const [row] = await pooled(query.sql, query.params);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    answers.push(
      row
        ? {
            vin,
            found: true,
            brandCode: String(row['brand_code']),
            brandName: row['brand_name'] ?? null,
            seriesCode: String(row['series_code']),
            seriesName: row['series_name'] ?? null,
            modelCode: String(row['model_code']),
            modelYear: Number(row['model_year']),
            shielded: Number(row['shielded']) === 1,
          }
        : { vin, found: false },
    );
  }
  return { times, answers };
}

/** A refusal answered with its HTTP status (409: a stale version or a state the action does not fit). */
class Refused extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The states an action needs (contracts' case workflow, the approved path only): submit a draft, verify a submitted case, publish an approved one. */
const NEEDS = {
  submit: (/** @type {Record<string, unknown>} */ r) => Number(r['RepairCase_submit_state']) === 0,
  verify: (/** @type {Record<string, unknown>} */ r) => Number(r['RepairCase_submit_state']) === 1 && Number(r['RepairCase_verify_state']) === 2,
  publish: (/** @type {Record<string, unknown>} */ r) => Number(r['RepairCase_verify_state']) === 1 && Number(r['RepairCase_publish_state']) === 0,
};

/** @param {URLSearchParams} search */
async function caseTransition(search) {
  const id = String(search.get('id') ?? '');
  const action = /** @type {import('./workflow-sql.js').CaseAction} */ (String(search.get('action')));
  const version = Number(search.get('version'));
  const user = { userCode: String(search.get('user') ?? ''), fullName: String(search.get('name') ?? ''), post: search.get('post') || null };
  // whole=1: also what the portal's other services send for it (the sensitive-word signature of a
  // submission; after the commit the relay, the operation log and the search index).
  const relayed = search.get('whole') === '1';
  if (relayed && (!services['log'] || !services['search'] || !services['system'])) throw new Refused(400, 'whole=1 needs the log, search and system databases (log=<url> search=<url> system=<url>)');
  if (relay.failure) throw relay.failure;
  if (!ACTION_ORDER.includes(action) || !Number.isInteger(version) || !id || !user.userCode) throw new Refused(400, 'id, action (submit, verify, publish), version and user are required');
  const started = process.hrtime.bigint();
  const read = caseByIdQuery(dialect, id);
  if (action === 'submit') {
    // CaseService.readable and checkSubmittable's rows, before the transaction.
    const [before] = await pooled(read.sql, read.params);
    if (!before) throw new Refused(404, `no case ${id}`);
    const steps = caseStepsQuery(dialect, id, false);
    const rows = await pooled(steps.sql, steps.params);
    if (!rows.some((r) => r['RepairCaseStep_section'] === 'fault')) throw new Refused(400, 'a case needs a fault row');
    if (!before['RepairCase_solution'] && !rows.some((r) => r['RepairCaseStep_section'] === 'solution')) throw new Refused(400, 'a case needs a solution');
    if (relayed) {
      const signature = sensitiveSignatureQuery(dialect);
      await services['system']?.pooled(signature.sql, signature.params);
    }
  }
  await transaction(async (exec) => {
    // The transaction's first statement reads the case: its version, states and name shape the rest.
    const [row] = /** @type {Record<string, unknown>[]} */ (await exec(read.sql, read.params));
    if (!row || Number(row['RepairCase_version']) !== version || !NEEDS[action](row)) throw new Refused(409, `case ${id} is not at version ${version} in a state ${action} takes`);
    const states = {
      submitState: Number(row['RepairCase_submit_state']),
      verifyState: Number(row['RepairCase_verify_state']),
      publishState: Number(row['RepairCase_publish_state']),
      discard: Number(row['RepairCase_discard']),
    };
    const targetName = operationTargetName(String(row['RepairCase_case_code']), String(row['RepairCase_title']));
    // whole=1: the events wait for the relay below, as the portal's do; else they are written as
    // published already: nothing relays them here, and the portal's relay must leave them alone.
    const statements = transitionStatements(dialect, { id, version, action, user, states, at: wholeSeconds(new Date()), targetName, uuid: randomUUID, row, published: !relayed });
    await runStatements(statements.slice(1), async (sql, params, { versioned }) => {
      const result = await exec(sql, params);
      if (versioned && !Array.isArray(result) && result.changes !== 1) throw new Refused(409, `case ${id} changed meanwhile`);
      return result;
    });
  });
  if (relayed) nudge();
  return { version: version + 1, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * S9's relay (`whole=1`): what the portal's outbox relay and its consumers do after a commit, as
 * statements (downstream-sql.js) — a nudge waits RELAY_COALESCE_MS, so the commits until then share
 * one pass; a pass leases the waiting events, reads them, applies the operation events in the log
 * database and the search entries in the search database (the two side by side, each in one
 * transaction for its run), then marks them published (OutboxRelay's nudge, drain and pass).
 * `published` counts the events it published; `failure` stops further transitions.
 */
const relay = {
  /** @type {NodeJS.Timeout | undefined} */ coalescing: undefined,
  /** @type {Promise<void> | undefined} */ running: undefined,
  again: false,
  published: 0,
  /** @type {Error | undefined} */ failure: undefined,
};

function nudge() {
  if (relay.coalescing) return;
  relay.coalescing = setTimeout(() => {
    relay.coalescing = undefined;
    drainNow();
  }, RELAY_COALESCE_MS);
}

function drainNow() {
  if (relay.running) {
    relay.again = true;
    return;
  }
  relay.running = drain()
    .catch((/** @type {unknown} */ error) => {
      relay.failure = error instanceof Error ? error : new Error(String(error));
      console.error('relay pass failed', error);
    })
    .finally(() => {
      relay.running = undefined;
      if (relay.again) {
        relay.again = false;
        drainNow();
      }
    });
}

async function drain() {
  for (;;) {
    const published = await relayPass();
    relay.published += published;
    if (published < RELAY_BATCH) return;
  }
}

/** One leased batch: answers how many events it published. */
async function relayPass() {
  const token = randomUUID();
  const lease = relayLeaseQuery(dialect, token, new Date());
  const leased = await main.autocommit(lease.sql, lease.params);
  if (!Array.isArray(leased) && leased.changes === 0) return 0;
  const read = relayReadQuery(dialect, token);
  const rows = /** @type {Record<string, unknown>[]} */ (await main.autocommit(read.sql, read.params));
  if (rows.length === 0) return 0;
  /** @type {Record<'log' | 'search', { id: string, topic: string, payload: any }[]>} */
  const runs = { log: [], search: [] };
  for (const row of rows) {
    const topic = String(row['OutboxEvent_topic']);
    const consumer = consumerOf(topic);
    if (consumer) runs[consumer].push({ id: String(row['OutboxEvent_id']), topic, payload: JSON.parse(String(row['OutboxEvent_payload'])) });
  }
  await Promise.all([runs.log.length > 0 ? applyOperations(runs.log) : undefined, runs.search.length > 0 ? applySearchChanges(runs.search) : undefined]);
  const mark = relayMarkQuery(dialect, token, new Date());
  await main.autocommit(mark.sql, mark.params);
  return rows.length;
}

/**
 * A consumer's run in one transaction of its database (EventBus.consumeTogether; one event: consume):
 * the processed-event records of all in one statement, then each event's own statements.
 * @param {Db | undefined} db @param {string} consumer @param {{ id: string, topic: string, payload: any }[]} events
 * @param {(exec: Exec, event: { id: string, topic: string, payload: any }) => Promise<void>} each
 */
async function applyRun(db, consumer, events, each) {
  if (!db) throw new Error(`${consumer}: its database was not given`);
  const processedAt = new Date();
  await db.transaction(async (exec) => {
    const processed = processedEventsQuery(dialect, consumer, events, processedAt);
    await exec(processed.sql, processed.params);
    for (const event of events) await each(exec, event);
  });
}

/** The log service's run: each operation record (OperationLogService). @param {{ id: string, topic: string, payload: any }[]} events */
function applyOperations(events) {
  return applyRun(services['log'], LOG_CONSUMER, events, async (exec, event) => {
    const record = operationLogQuery(dialect, event);
    await exec(record.sql, record.params);
  });
}

/** The search service's run: each document's entry and codes (SearchIndexer.apply, a first publication). @param {{ id: string, topic: string, payload: any }[]} events */
function applySearchChanges(events) {
  return applyRun(services['search'], SEARCH_CONSUMER, events, async (exec, event) => {
    const change = searchChangeQueries(dialect, event.payload);
    const found = await exec(change.read.sql, change.read.params);
    if (Array.isArray(found) && found.length > 0) throw new Error(`${event.payload.documentId} is in the search already: S9 publishes each draft once`);
    const written = await exec(change.write.sql, change.write.params);
    const codes = change.codesOf(Array.isArray(written) ? Number(written[0]?.['id']) : Number(written.id));
    if (codes) await exec(codes.sql, codes.params);
  });
}

/**
 * What the events of cases left in the log and search databases (S9 compares both sides): per case,
 * its operation records' actions and whether it has a search entry.
 * @param {URLSearchParams} search
 */
async function downstreamCheck(search) {
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean);
  const { log, search: index } = services;
  if (!log || !index) throw new Refused(400, 'needs the log and search databases (log=<url> search=<url>)');
  const cases = [];
  for (const id of ids) {
    const records = await log.all('SELECT action AS a FROM operation_log WHERE target_id = ? ORDER BY occurred_at, action', [id]);
    const [entry] = await index.all('SELECT COUNT(*) AS n FROM search_entry WHERE kind = ? AND document_id = ?', ['case', id]);
    cases.push({ id, operations: records.map((r) => String(r['a'])), searchEntries: Number(entry?.['n'] ?? 0) });
  }
  return { cases, relayed: relay.published };
}

/** How many outbox events the portal has not published yet (S9 waits for none before a round). */
async function outboxPending() {
  const [row] = await all('SELECT COUNT(*) AS n FROM outbox_event WHERE published_at IS NULL', []);
  return { pending: Number(row?.['n'] ?? 0) };
}

/** The generated drafts (S9) still unsubmitted, in code order. */
async function caseDrafts() {
  const rows = await all('SELECT id AS id FROM repair_case WHERE case_code LIKE ? AND submit_state = 0 AND discard = 0 ORDER BY case_code', [`${DRAFT_PREFIX}%`]);
  return { ids: rows.map((r) => String(r['id'])) };
}

/** @param {URLSearchParams} search */
async function caseCheck(search) {
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean);
  const cases = [];
  for (const id of ids) {
    const [row] = await all(
      'SELECT c.version AS version, c.submit_state AS s, c.verify_state AS v, c.publish_state AS p, (SELECT COUNT(*) FROM outbox_event e WHERE e.event_key = c.id) AS events FROM repair_case c WHERE c.id = ?',
      [id],
    );
    const records = await all('SELECT action AS a, verify_result AS r, user_code AS u, full_name AS n, post AS p FROM verify_record WHERE document_kind = ? AND document_id = ? ORDER BY id', ['case', id]);
    cases.push(
      row
        ? {
            id,
            version: Number(row['version']),
            states: [row['s'], row['v'], row['p']].map(Number),
            events: Number(row['events']),
            records: records.map((r) => ({ action: String(r['a']), result: Number(r['r']), userCode: String(r['u']), fullName: String(r['n']), post: r['p'] === null ? null : String(r['p']) })),
          }
        : { id, missing: true },
    );
  }
  return { cases };
}

/**
 * The reader of S10's searches from the query string: `kinds` (comma separated), `userType`, `brands`.
 * @param {URLSearchParams} search @returns {import('./search-sql.js').Reader}
 */
function readerOf(search) {
  const split = (/** @type {string} */ name) => (search.get(name) ?? '').split(',').filter(Boolean);
  return { kinds: split('kinds'), userType: String(search.get('userType') ?? ''), brandCodes: split('brands') };
}

/**
 * S10: `GET /search?keyword&kinds&userType&brands&pageNo&pageSize&n` runs a content search's
 * statements (search-sql.js: the exact code, the ranked page, the page's rows, the facets in one
 * statement unless the page holds every match) `n` times,
 * each timed from the first statement to the last row; answers `{ times, total, documentIds }` (the
 * total as the service sums the kind facet, the page's document ids in rank order).
 * @param {URLSearchParams} search
 */
async function searchRoute(search) {
  const { searchQueries } = await import('./search-sql.js');
  const n = Number(search.get('n') ?? '1');
  const page = { pageNo: Number(search.get('pageNo') ?? '1'), pageSize: Number(search.get('pageSize') ?? '20') };
  const queries = searchQueries(dialect, String(search.get('keyword') ?? ''), readerOf(search), page);
  if (!queries) throw new Refused(400, 'a keyword with letters or digits is required');
  const times = [];
  let total = 0;
  /** @type {string[]} */
  let documentIds = [];
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    const exact = queries.exact ? (await all(queries.exact.sql, queries.exact.params)).map((r) => Number(r['id'])) : [];
    const ranked = queries.ranked(exact);
    const ids = (await all(ranked.sql, ranked.params)).map((r) => Number(r['id']));
    const rowsQuery = queries.rows(ids);
    const rows = rowsQuery ? await all(rowsQuery.sql, rowsQuery.params) : [];
    const groups = queries.whole(ids) ? null : await all(queries.facets.sql, queries.facets.params);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    // The service counts a whole page's facets from its rows: the total is the page's size.
    total = groups === null ? ids.length : groups.reduce((sum, g) => sum + Number(g['count']), 0);
    const documentOf = new Map(rows.map((r) => [Number(r['SearchEntryRow_id']), String(r['SearchEntryRow_document_id'])]));
    documentIds = ids.flatMap((id) => (documentOf.has(id) ? [String(documentOf.get(id))] : []));
  }
  return { times, total, documentIds };
}

/**
 * S10: `GET /suggest?keyword&kinds&userType&brands&n` runs the suggestions' statements (codes that
 * start with the keyword, titles that match it) `n` times, each timed; answers `{ times, texts }` (the
 * suggestions' texts as the service merges them).
 * @param {URLSearchParams} search
 */
async function suggestRoute(search) {
  const { suggestQueries, suggestionTexts } = await import('./search-sql.js');
  const n = Number(search.get('n') ?? '1');
  const queries = suggestQueries(dialect, String(search.get('keyword') ?? ''), readerOf(search));
  if (!queries) throw new Refused(400, 'a keyword with letters or digits is required');
  const times = [];
  /** @type {string[]} */
  let texts = [];
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    const found = queries.codes ? (await all(queries.codes.sql, queries.codes.params)).map((r) => String(r['code'])) : [];
    const entries = queries.codeEntries(found);
    const codes = entries ? await all(entries.sql, entries.params) : [];
    const titles = await all(queries.titles.sql, queries.titles.params);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    texts = suggestionTexts(codes, titles);
  }
  return { times, texts };
}

/** @type {Record<string, (search: URLSearchParams) => Promise<unknown>>} */
const ROUTES = {
  '/user-list': userList,
  '/vehicle-list': vehicleList,
  '/case-list': caseList,
  '/vin': vinQueries,
  '/case-transition': caseTransition,
  '/case-drafts': caseDrafts,
  '/case-check': caseCheck,
  '/outbox-pending': outboxPending,
  '/downstream-check': downstreamCheck,
  '/search': searchRoute,
  '/suggest': suggestRoute,
};

const server = createServer((req, res) => {
  const target = new URL(req.url ?? '/', 'http://localhost');
  const route = ROUTES[target.pathname];
  if (req.method !== 'GET' || !route) {
    res.writeHead(404).end();
    return;
  }
  route(target.searchParams).then(
    (result) => {
      const body = JSON.stringify(result);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    },
    (error) => {
      const status = error instanceof Refused ? error.status : 500;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(String(error instanceof Refused ? error.message : error instanceof Error ? error.stack : error));
    },
  );
});
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, '127.0.0.1', () => resolve(undefined));
});
console.log(`listening on ${port} (${dialect})`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    void closeDb().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
