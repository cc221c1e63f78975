import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { CaseDetail, PageResult, CaseRow } from '@tis/contracts';
import { loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource, Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTBOX_COALESCE_MS } from '@tis/nest';
import { apiClient, type EmbeddedPortal, startEmbeddedPortal } from '../../services/all-in-one/src/__tests__/embedded-portal.js';
import { CaseService } from '../../services/document/src/cases/case.service.js';
import { OperationLogService } from '../../services/log/src/operation-logs/operation-log.service.js';
import { SearchIndexer } from '../../services/search/src/index/search-indexer.js';
import { SensitiveWordService } from '../../services/system/src/sensitive-words/sensitive-word.service.js';
import { CASE_PREFIX, DRAFT_PREFIX } from '../generate/cases.js';
import { generate } from '../generate/index.js';
import {
  consumerOf,
  LOG_CONSUMER,
  operationLogQuery,
  processedEventsQuery,
  RELAY_COALESCE_MS,
  relayLeaseQuery,
  relayMarkQuery,
  relayReadQuery,
  SEARCH_CONSUMER,
  searchChangeQueries,
} from './downstream-sql.js';
import { caseListSearch, publishedCaseListQueries, totalAfterPage } from './list-sql.js';
import {
  ACTION_ORDER,
  caseByIdQuery,
  caseSearchEntry,
  caseStepsAmongQuery,
  caseStepsQuery,
  operationTargetName,
  paramsOf,
  runStatements,
  sensitiveSignatureQuery,
  transitionStatements,
} from './workflow-sql.js';

const CASES = 600;
const DRAFTS = 5;
const PAGE_SIZE = 20;

/**
 * The bench's repair-case SQL (S4's published list, S9's transitions) against what the document
 * service sends through TypeORM on the embedded portal, on each database, with cases and drafts
 * written by the generator (generate/cases.js) into the portal's migrated, demo-seeded databases.
 */
describe.each(TEST_DIALECTS)('the bench’s repair case SQL on %s', (dialect) => {
  const sql = dialect === 'sqlite' ? 'sqlite' : 'mysql';
  let portal: EmbeddedPortal;
  let ds: DataSource;
  let logDs: DataSource;
  let searchDs: DataSource;
  let systemDs: DataSource;
  let template: string;
  const tokens: Record<string, string> = {};
  /** What the document service sent (query and parameters), while `capturing`. */
  const sent: [string, unknown[]][] = [];
  /** What the document, log and search services sent, each apart, while `capturingAll`. */
  const sentBy: Record<'document' | 'log' | 'search' | 'system', [string, unknown[]][]> = { document: [], log: [], search: [], system: [] };
  let capturingAll = false;
  let capturing = false;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'benchcases', dialect });
    // The document service's own connection (private in CaseService): its query log is what the service sends.
    ds = portal.app.get<CaseService, { ds: DataSource }>(CaseService).ds;
    const options = ds.options as { database: string; host?: string; port?: number; username?: string; password?: string };
    // The portal's databases in the generator's TIS_DB_URL form.
    template =
      dialect === 'sqlite'
        ? `sqlite:${options.database.replace(/document\.sqlite$/, '{service}.sqlite')}`
        : `mariadb://${encodeURIComponent(options.username ?? '')}:${encodeURIComponent(options.password ?? '')}@${options.host}:${options.port}/${options.database.replace(/document$/, '{service}')}`;
    await generate({ db: template, seed: 42, cases: CASES, drafts: DRAFTS, now: new Date() });
    for (const user of ['admin', 'dealer01', 'oem01'] as const) tokens[user] = await loginAs(portal.base, user);
    const noop = () => undefined;
    const loggerOf = (service: keyof typeof sentBy): Logger => ({
      logQuery: (query, parameters) => {
        const params = Array.isArray(parameters) ? parameters : [];
        if (capturingAll) sentBy[service].push([query, params]);
        if (service === 'document' && capturing && !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(query)) sent.push([query, params]);
      },
      logQueryError: noop,
      logQuerySlow: noop,
      logSchemaBuild: noop,
      logMigration: noop,
      log: noop,
    });
    ds.setOptions({ logger: loggerOf('document'), logging: ['query'] });
    logDs = portal.app.get<OperationLogService, { ds: DataSource }>(OperationLogService).ds;
    searchDs = portal.app.get<SearchIndexer, { ds: DataSource }>(SearchIndexer).ds;
    logDs.setOptions({ logger: loggerOf('log'), logging: ['query'] });
    systemDs = portal.app.get<SensitiveWordService, { ds: DataSource }>(SensitiveWordService).ds;
    systemDs.setOptions({ logger: loggerOf('system'), logging: ['query'] });
    searchDs.setOptions({ logger: loggerOf('search'), logging: ['query'] });
  }, 300_000);

  afterAll(async () => {
    for (const source of [ds, logDs, searchDs, systemDs]) source?.setOptions({ logging: false });
    await portal?.stop();
  });

  const { ok } = apiClient('/tis/api/documentService/case', () => portal.base, () => tokens.admin!);

  /** The document service's statements while `work` runs, without the outbox relay's (it runs after each commit, apart from the request). */
  async function statementsOf(work: () => Promise<unknown>): Promise<[string, unknown[]][]> {
    sent.length = 0;
    capturing = true;
    try {
      await work();
    } finally {
      capturing = false;
    }
    return sent.filter(([query]) => !/^UPDATE [`"]outbox_event[`"] SET|FROM [`"]outbox_event[`"] [`"]OutboxEvent[`"]/.test(query));
  }

  const count = async (query: string, params: unknown[] = []) => Number((await ds.query<{ n: number | string }[]>(query, params))[0]?.n);

  it('writes the cases and drafts asked for, each with a fault row, of the demo series, authors and parameters', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM repair_case WHERE case_code LIKE ?', [`${CASE_PREFIX}0%`])).toBe(CASES);
    expect(await count('SELECT COUNT(*) AS n FROM repair_case WHERE case_code LIKE ? AND author_code = ? AND submit_state = 0', [`${DRAFT_PREFIX}%`, 'dealer01'])).toBe(DRAFTS);
    expect(await count("SELECT COUNT(*) AS n FROM repair_case c WHERE c.created_by = 'generator' AND NOT EXISTS (SELECT 1 FROM repair_case_step s WHERE s.case_id = c.id AND s.section = 'fault')")).toBe(0);
    // Every series is a vehicle series, every author a dealer account of the demo data.
    expect(await count("SELECT COUNT(DISTINCT author_code) AS n FROM repair_case WHERE created_by = 'generator'")).toBeGreaterThan(1);
    expect(await count("SELECT COUNT(*) AS n FROM repair_case WHERE created_by = 'generator' AND (series_name IS NULL OR org_name IS NULL OR department IS NULL)")).toBe(0);
    // A second generation into the same databases is refused.
    await expect(generate({ db: template, seed: 42, cases: 1 })).rejects.toThrow(/already holds generated rows/);
    await expect(generate({ db: template, seed: 42, drafts: 1 })).rejects.toThrow(/already holds generated rows/);
  });

  it('lists published cases with the very SQL S4 runs raw (lib/list-sql.js), with the same rows and total', async () => {
    const filter = { brandCode: 'PC' };
    const matching = await count('SELECT COUNT(*) AS n FROM repair_case WHERE brand_code = ? AND publish_state = 1 AND discard = 0', ['PC']);
    expect(matching).toBeGreaterThan(3 * PAGE_SIZE);
    const last = Math.ceil(matching / PAGE_SIZE);
    for (const pageNo of [1, 2, last, last + 1]) {
      const page = { pageNo, pageSize: PAGE_SIZE };
      let answer: PageResult<CaseRow> | undefined;
      const statements = await statementsOf(async () => {
        answer = await ok<PageResult<CaseRow>>('GET', `/list?${caseListSearch(filter, page)}`);
      });
      const queries = publishedCaseListQueries(sql, filter, page);
      const rows = await ds.query<Record<string, unknown>[]>(queries.page.sql, queries.page.params);
      const rest = totalAfterPage(queries, rows, page);
      expect(statements).toEqual([[queries.page.sql, queries.page.params], ...(rest.query ? [[rest.query.sql, rest.query.params]] : [])]);
      const counted = rest.query ? Number((await ds.query<{ cnt: number | string }[]>(rest.query.sql, rest.query.params))[0]?.cnt) : 0;
      expect(answer!.list.map((r) => r.caseCode)).toEqual(rows.map((r) => r['c_case_code']));
      expect(answer!.total).toBe(rest.total(counted));
      expect(answer!.total).toBe(matching);
    }
  });

  it('moves a draft through submit, verify and publish with the very statements S9 runs raw (lib/workflow-sql.js)', async () => {
    const drafts = (await ds.query<{ id: string }[]>('SELECT id FROM repair_case WHERE case_code LIKE ? ORDER BY case_code', [`${DRAFT_PREFIX}%`])).map((r) => r.id);
    const [viaPortal, viaSql, warmUp] = drafts;
    // The portal in its steady state, as S9 measures it: a draft moved on first, so that each read's
    // plan is made (the first find of a shape also checks the plan: findPlanned).
    let warmVersion = 1;
    for (const action of ACTION_ORDER) {
      warmVersion = (await ok<CaseDetail>('POST', `/${warmUp}/${action}`, action === 'verify' ? { version: warmVersion, approved: true } : { version: warmVersion }, action === 'submit' ? tokens.dealer01 : tokens.oem01)).version;
    }
    const targetName = async (id: string) => {
      const [row] = await ds.query<{ case_code: string; title: string }[]>('SELECT case_code, title FROM repair_case WHERE id = ?', [id]);
      return operationTargetName(row!.case_code, row!.title);
    };
    const users = { submit: { userCode: 'dealer01', token: tokens.dealer01! }, verify: { userCode: 'oem01', token: tokens.oem01! }, publish: { userCode: 'oem01', token: tokens.oem01! } };
    let version = 1;
    for (const action of ACTION_ORDER) {
      const states = await statesOf(viaPortal!);
      const statements = await statementsOf(async () => {
        const answer = await ok<CaseDetail>('POST', `/${viaPortal}/${action}`, action === 'verify' ? { version, approved: true } : { version }, users[action].token);
        version = answer.version;
      });
      const [record] = await ds.query<{ full_name: string; post: string | null }[]>('SELECT full_name, post FROM verify_record WHERE document_id = ? AND action = ?', [viaPortal, action]);
      const expected = [
        ...(action === 'submit' ? [caseByIdQuery(sql, viaPortal!), caseStepsQuery(sql, viaPortal!, false)] : []),
        ...transitionStatements(sql, { id: viaPortal!, version: version - 1, action, user: { userCode: users[action].userCode, fullName: record!.full_name, post: record!.post }, states, at: new Date(0), targetName: await targetName(viaPortal!), uuid: () => 'uuid', row: await caseRow(viaPortal!) }),
      ];
      // What the reads the raw side keeps answer (a publish's search entry follows from the case's rows).
      const steps = caseStepsAmongQuery(sql, viaPortal!);
      const kept = { steps: await ds.query<Record<string, unknown>[]>(steps.sql, steps.params) };
      expect(statements.map(([query]) => query)).toEqual(expected.map((e) => e.sql));
      expect(statements.map(([, params]) => normalised(params, viaPortal!))).toEqual(expected.map((e) => normalised(paramsOf(e, kept), viaPortal!)));
    }
    expect(version).toBe(4);

    // The same statements run raw leave the same case, verify records and events behind.
    let rawVersion = 1;
    for (const action of ACTION_ORDER) {
      const [record] = await ds.query<{ user_code: string; full_name: string; post: string | null }[]>('SELECT user_code, full_name, post FROM verify_record WHERE document_id = ? AND action = ?', [viaPortal, action]);
      const statements = transitionStatements(sql, {
        id: viaSql!,
        version: rawVersion,
        action,
        user: { userCode: record!.user_code, fullName: record!.full_name, post: record!.post },
        states: await statesOf(viaSql!),
        at: new Date(),
        targetName: await targetName(viaSql!),
        uuid: randomUUID,
        row: await caseRow(viaSql!),
      });
      await ds.transaction((manager) => runStatements(statements, (query, params) => manager.query(query, params)));
      rawVersion += 1;
    }
    const outcome = async (id: string) => ({
      row: (await ds.query<Record<string, unknown>[]>('SELECT version, submit_state, verify_state, publish_state, discard, updated_by FROM repair_case WHERE id = ?', [id])).map((r) => ({ ...r, version: Number(r['version']) })),
      records: await ds.query<Record<string, unknown>[]>('SELECT action, verify_result, verify_remark, user_code, full_name, post FROM verify_record WHERE document_id = ? ORDER BY id', [id]),
      events: await Promise.all(
        (await ds.query<{ topic: string; payload: string }[]>('SELECT topic, payload FROM outbox_event WHERE event_key = ? ORDER BY seq', [id])).map(async (e) => {
          const payload = withoutTimes(JSON.parse(e.payload) as Record<string, unknown>, id);
          // The operation record names the case by its code and title.
          if ('targetName' in payload) payload['targetName'] = payload['targetName'] === (await targetName(id)) ? 'the case’s name' : payload['targetName'];
          // The search entry is the case's own (its text, codes and scope).
          if ('entry' in payload) payload['entry'] = isDeepStrictEqual(payload['entry'], await entryOf(id)) ? 'the case’s entry' : payload['entry'];
          return [e.topic, payload];
        }),
      ),
    });
    expect(await outcome(viaSql!)).toEqual(await outcome(viaPortal!));
  });

  it('asks for sensitive words, relays a transition’s events, and the log and search services apply them, with the very statements of S9’s whole raw side (lib/downstream-sql.js)', async () => {
    expect(RELAY_COALESCE_MS).toBe(OUTBOX_COALESCE_MS);
    const drafts = (await ds.query<{ id: string }[]>('SELECT id FROM repair_case WHERE case_code LIKE ? ORDER BY case_code', [`${DRAFT_PREFIX}%`])).map((r) => r.id);
    const id = drafts[3]!;
    // Events of the tests before (the raw side's) relayed first: each pass below holds this action's alone.
    // So are the sign-ins' (the oauth service's outbox: the log service writes their login records).
    const oauth = await portal.db('oauth');
    for (const source of [ds, oauth]) {
      await vi.waitFor(async () => expect(Number((await source.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM outbox_event WHERE published_at IS NULL'))[0]?.n)).toBe(0), { timeout: 10_000, interval: 50 });
    }
    let version = 1;
    for (const action of ACTION_ORDER) {
      for (const list of Object.values(sentBy)) list.length = 0;
      capturingAll = true;
      try {
        version = (await ok<CaseDetail>('POST', `/${id}/${action}`, action === 'verify' ? { version, approved: true } : { version }, action === 'submit' ? tokens.dealer01 : tokens.oem01)).version;
        // The relay's pass (after its coalescing wait) and the consumers' transactions.
        await vi.waitFor(async () => expect(await count('SELECT COUNT(*) AS n FROM outbox_event WHERE event_key = ? AND published_at IS NULL', [id])).toBe(0), { timeout: 10_000, interval: 20 });
      } finally {
        capturingAll = false;
      }
      // The events of this action, as the relay read them.
      const events = (await ds.query<{ id: string; topic: string; payload: string }[]>('SELECT id, topic, payload FROM outbox_event WHERE event_key = ? ORDER BY seq', [id]))
        .slice(action === 'submit' ? 0 : action === 'verify' ? 2 : 4)
        .map((e) => ({ id: e.id, topic: e.topic, payload: JSON.parse(e.payload) as Record<string, unknown> }));
      // The relay's pass that found them: its lease, its read, its mark (idle polls lease nothing).
      const read = sentBy.document.find(([query]) => query.startsWith('SELECT') && /FROM [`"]outbox_event[`"] [`"]OutboxEvent[`"]/.test(query));
      const token = read?.[1][0] as string;
      const pass = sentBy.document.filter(([query, params]) => /[`"]outbox_event[`"]/.test(query) && (params[0] === token || params.at(-1) === token));
      const at = new Date();
      expect(normalisedAll(pass, token)).toEqual(normalisedAll([relayLeaseQuery(sql, token, at), relayReadQuery(sql, token), relayMarkQuery(sql, token, at)], token));
      // A submission asks the system service for sensitive words: the list's signature, then its cached
      // matcher (the words are read again only after a change, or every 30 s). (The actor's organisation,
      // read when the 10 s actor cache is cold, is not among the raw side's statements: see bench/README.md.)
      const words = sentBy.system.filter(([query]) => /sensitive_word/.test(query));
      if (action === 'submit') expect(normalisedAll(words.slice(0, 1), token)).toEqual(normalisedAll([sensitiveSignatureQuery(sql)], token));
      else expect(words).toEqual([]);
      // The consumers: their transactions' statements (their own outbox and dead-letter polls aside).
      const consumed = (service: 'log' | 'search') => sentBy[service].filter(([query]) => !/outbox_event|dead_letter|^(START TRANSACTION|BEGIN|COMMIT)/i.test(query));
      const logged = events.filter((e) => consumerOf(e.topic) === 'log');
      expect(logged).toHaveLength(1);
      expect(normalisedAll(consumed('log'), token)).toEqual(normalisedAll([processedEventsQuery(sql, LOG_CONSUMER, logged, at), ...logged.map((e) => operationLogQuery(sql, e as never))], token));
      const indexed = events.filter((e) => consumerOf(e.topic) === 'search');
      expect(indexed).toHaveLength(action === 'publish' ? 1 : 0);
      const expectedSearch = [];
      for (const change of indexed) {
        const queries = searchChangeQueries(sql, change.payload as never);
        const [entry] = await searchDs.query<{ id: number }[]>('SELECT id FROM search_entry WHERE kind = ? AND document_id = ?', ['case', id]);
        expectedSearch.push(processedEventsQuery(sql, SEARCH_CONSUMER, indexed, at), queries.read, queries.write, ...[queries.codesOf(entry!.id)].filter((q) => q !== null));
      }
      expect(normalisedAll(consumed('search'), token)).toEqual(normalisedAll(expectedSearch, token));
    }
    // A run of several events is one processed-event statement, as TypeORM writes rows together.
    const rows = [1, 2].map((n) => ({ consumer: LOG_CONSUMER, eventId: `e${n}`, topic: 't', processedAt: new Date(0) }));
    const [together] = logDs.createQueryBuilder().insert().into('processed_event').values(rows).getQueryAndParameters();
    expect(processedEventsQuery(sql, LOG_CONSUMER, rows.map((r) => ({ id: r.eventId, topic: r.topic })), new Date(0)).sql).toBe(together);
  });

  /** The search entry of a case as caseSearchEntry makes it from its row and rows (without its time). */
  async function entryOf(id: string) {
    const steps = caseStepsAmongQuery(sql, id);
    return withoutTimes(caseSearchEntry(await caseRow(id), await ds.query<Record<string, unknown>[]>(steps.sql, steps.params), new Date()));
  }

  async function caseRow(id: string) {
    const read = caseByIdQuery(sql, id);
    const [row] = await ds.query<Record<string, unknown>[]>(read.sql, read.params);
    return row!;
  }

  async function statesOf(id: string) {
    const [row] = await ds.query<Record<string, number | string>[]>('SELECT submit_state, verify_state, publish_state, discard FROM repair_case WHERE id = ?', [id]);
    return { submitState: Number(row!['submit_state']), verifyState: Number(row!['verify_state']), publishState: Number(row!['publish_state']), discard: Number(row!['discard']) };
  }
});

/** The times an event carries: when it happened, when the search entry changed, when its document was published. */
const TIME_KEYS = new Set(['occurredAt', 'changedAt', 'publishedAt']);
const TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?Z?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Statements with their parameters made comparable (times; the relay's lease token named). */
function normalisedAll(statements: readonly ([string, unknown[]] | { sql: string; params: unknown[] })[], token: string): [string, unknown[]][] {
  return statements.map((s) => {
    const [query, params] = Array.isArray(s) ? s : [s.sql, s.params];
    return [query, params.map((p) => (p === token ? 'the token' : p instanceof Date ? 'date' : typeof p === 'string' && TIME.test(p) ? 'time text' : p))];
  });
}

/** Parameters with their times, the events' ids (random) and the events' times made comparable; `caseId` stays. */
function normalised(params: readonly unknown[], caseId: string): unknown[] {
  return params.map((p) => {
    if (p instanceof Date) return 'date';
    if (typeof p !== 'string') return p;
    if (TIME.test(p)) return 'time text';
    if (p === 'uuid' || (p !== caseId && UUID.test(p))) return 'event id';
    if (p.startsWith('{')) return withoutTimes(JSON.parse(p) as Record<string, unknown>);
    return p;
  });
}

/** An event payload without its time (and with the case id named, to compare two cases' events). */
function withoutTimes(payload: Record<string, unknown>, id?: string): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(payload).filter(([key]) => !TIME_KEYS.has(key)));
  // A search entry's time: the case's publication.
  if (rest['entry'] && typeof rest['entry'] === 'object') rest['entry'] = withoutTimes(rest['entry'] as Record<string, unknown>);
  return id ? (JSON.parse(JSON.stringify(rest).replaceAll(id, 'the case')) as Record<string, unknown>) : rest;
}
