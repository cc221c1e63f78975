import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { CaseDetail, PageResult, CaseRow } from '@tis/contracts';
import { loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource, Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, startEmbeddedPortal } from '../../services/all-in-one/src/__tests__/embedded-portal.js';
import { CaseService } from '../../services/document/src/cases/case.service.js';
import { CASE_PREFIX, DRAFT_PREFIX } from '../generate/cases.js';
import { generate } from '../generate/index.js';
import { caseListSearch, publishedCaseListQueries, totalAfterPage } from './list-sql.js';
import { ACTION_ORDER, caseByIdQuery, caseSearchEntry, caseStepsAmongQuery, caseStepsQuery, operationTargetName, paramsOf, runStatements, transitionStatements } from './workflow-sql.js';

const CASES = 600;
const DRAFTS = 4;
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
  let template: string;
  const tokens: Record<string, string> = {};
  /** What the document service sent (query and parameters), while `capturing`. */
  const sent: [string, unknown[]][] = [];
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
    const logger: Logger = {
      logQuery: (query, parameters) => {
        if (capturing && !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(query)) sent.push([query, Array.isArray(parameters) ? parameters : []]);
      },
      logQueryError: noop,
      logQuerySlow: noop,
      logSchemaBuild: noop,
      logMigration: noop,
      log: noop,
    };
    ds.setOptions({ logger, logging: ['query'] });
  }, 300_000);

  afterAll(async () => {
    ds?.setOptions({ logging: false });
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
