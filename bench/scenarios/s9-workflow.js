/**
 * S9 — workflow transitions of repair cases per second: each draft is submitted by its author
 * (dealer01), approved and published by the approver (oem01) —
 * `POST /tis/api/documentService/case/:id/{submit,verify,publish}` of the embedded portal — against
 * the same statements through the driver in its own process, at the same concurrency, on SQLite and
 * MariaDB.
 *
 * Data: the embedded portal starts on a fresh database with the demo data (TIS_DEMO_DATA: the demo
 * accounts, dealers, series and case parameters), then the generator adds unsubmitted drafts of
 * dealer01 (D1001, department AS-RS-E, brand PC; a fault row and a solution each: `--drafts`).
 * Ours: 4 clients, each taking the next draft and moving it through submit → verify → publish, one
 * request after the other, for a fixed time; the portal does the whole action (access check,
 * validation, the actor, the case, the sensitive-word check, the transaction, the answer with the
 * case's rows) and, after the commit, relays the two events of each transition.
 * Baseline: lib/sql-server.js's `/case-transition?…&whole=1`: every statement the portal's services
 * send for the action, through the driver — the document service's (lib/workflow-sql.js: the reads
 * before, BEGIN, the row, the versioned UPDATE, the verify record, the two outbox events, the
 * answer's reads, COMMIT), a submission's sensitive-word signature (system database), and after the
 * commit its relay's and consumers' (lib/downstream-sql.js: the outbox lease, read and mark, coalesced
 * over 20 ms as the portal's relay; the operation records in the log database, a publication's search
 * entry with the search service's own tokens in the search database); all medium-tested against the
 * services' query logs — driven by the same 4 clients over HTTP, one transition per request, in its
 * own process. Information: the document service's statements alone (`rawDocument`, no relay).
 * Method: the sides alternate (portal, raw, rawDocument, portal, …) on the same database, each round taking the
 * next drafts; each side's best round counts. Afterwards every side's drafts must be published at
 * version 4 with the same three verify records (action, result, user, name, post) and seven outbox
 * events, and the portal's and the whole raw side's must have their three operation records and
 * their search entry.
 * Target: portal >= 0.6x the raw transitions/s (each database).
 */
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { loginAs } from '@tis/nest/testing';
import { serviceUrl } from '../generate/sql.js';
import { cpuSecondsOf } from '../lib/processes.js';
import { generateData, startBenchMariaDb, startDemoPortal, startSqlServer } from '../lib/servers.js';
import { max, round } from '../lib/stats.js';
import { fmt } from '../lib/table.js';
import { ACTION_ORDER } from '../lib/workflow-sql.js';

export const id = 'S9';
export const title = 'Workflow transitions (submit, verify, publish a repair case): portal API vs the same statements through the driver (SQLite, MariaDB)';

const TARGET = 0.6;
/** Outbox events a draft leaves when published: two of each transition (the case's, the operation log's) and the search entry of the publication. */
const EVENTS_PER_CASE = 7;
const CASE_API = '/tis/api/documentService/case';

export function settings(quick) {
  // Drafts: every round takes new ones (three transitions each), the raw side many more than the portal.
  return quick
    ? { drafts: 20_000, clients: 4, warmupSec: 1, roundSec: 2, rounds: 2 }
    : { drafts: 120_000, clients: 4, warmupSec: 3, roundSec: 10, rounds: 3 };
}

/**
 * One HTTP request on a keep-alive agent; the answer's JSON.
 * @param {Agent} agent @param {string} url @param {{ method?: string, headers?: Record<string, string>, body?: unknown }} [options]
 * @returns {Promise<{ status: number, body: any }>}
 */
function call(agent, url, { method = 'GET', headers = {}, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, body: text === '' ? null : JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode ?? 0, body: text });
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The sides: the portal; the raw statements of everything the portal does for a transition (`raw`:
 * the document service's, then its relay's and the log and search services'); the document
 * service's alone (`rawDocument`, information).
 * @typedef {'portal' | 'raw' | 'rawDocument'} SideName
 */
/**
 * @typedef {object} Side
 * @property {SideName} name
 * @property {number} pid                         the server's process (its CPU use per round)
 * @property {(id: string, action: import('../lib/workflow-sql.js').CaseAction, version: number) => Promise<number>} transition  answers the new version
 * @property {string[]} done                      drafts it published
 * @property {number} events                      outbox events its transitions wrote
 */

/**
 * The clients: each takes the next draft and moves it on until the time is up (the request under
 * way finishes); answers the transitions, the seconds until the last client stopped and the
 * server's CPU seconds meanwhile.
 * @param {Side} side @param {{ next: () => string | undefined }} drafts @param {number} clients @param {number} seconds
 */
async function drive(side, drafts, clients, seconds) {
  let transitions = 0;
  let exhausted = false;
  const cpuBefore = cpuSecondsOf(side.pid);
  const started = process.hrtime.bigint();
  const deadline = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const id = drafts.next();
      if (id === undefined) {
        exhausted = true;
        return;
      }
      let version = 1;
      for (const action of ACTION_ORDER) {
        if (Date.now() >= deadline) return;
        version = await side.transition(id, action, version);
        transitions += 1;
        // Each transition's event and operation event; a publication's search entry.
        side.events += action === 'publish' ? 3 : 2;
      }
      side.done.push(id);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  if (exhausted) throw new Error(`${side.name}: the drafts ran out after ${fmt(elapsed, 1)} s: generate more (settings().drafts)`);
  const cpuAfter = cpuSecondsOf(side.pid);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? null : (cpuAfter - cpuBefore) / elapsed;
  return { transitions, seconds: elapsed, rate: transitions / elapsed, cpu };
}

/**
 * Waits (at most 60 s) until the portal has no unpublished outbox events.
 * @param {import('node:http').Agent} agent @param {string} url
 */
async function quiet(agent, url) {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await call(agent, `${url}/outbox-pending`);
    const pending = /** @type {{ data?: { pending?: number }, pending?: number }} */ (res.body);
    if (res.status === 200 && Number(pending.pending ?? pending.data?.pending ?? 0) === 0) return;
    if (Date.now() > until) throw new Error(`the portal still has ${JSON.stringify(res.body)} unpublished events after 60 s`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);
  ctx.log('starting MariaDB (in the background)');
  const mariaDb = startBenchMariaDb(ctx.pool, join(ctx.runDir, 's9-mariadb'));
  mariaDb.catch(() => undefined);

  const rows = [];
  const notes = [];
  const details = { settings: s, databases: {} };
  for (const dialect of /** @type {const} */ (['sqlite', 'mariadb'])) {
    const { label, db, portal } = await startDemoPortal(ctx, { prefix: 's9', dialect, mariaDb, database: 'bench9' });
    ctx.log(`${label}: generating ${fmt(s.drafts)} drafts of dealer01`);
    const generated = await generateData(ctx.pool, { db, drafts: s.drafts, name: `s9-generate-${dialect}` });
    // The raw side opens the document database and, for the rest of what the portal sends, the log, search and system databases.
    const raw = await startSqlServer(ctx.pool, serviceUrl(db, 'document'), `s9-sql-${dialect}`, { log: serviceUrl(db, 'log'), search: serviceUrl(db, 'search'), system: serviceUrl(db, 'system') });
    const portalAgent = new Agent({ keepAlive: true, maxSockets: s.clients });
    const rawAgent = new Agent({ keepAlive: true, maxSockets: s.clients });
    try {
      const tokens = { dealer01: await loginAs(portal.url, 'dealer01'), oem01: await loginAs(portal.url, 'oem01') };
      const listed = await call(rawAgent, `${raw.url}/case-drafts`);
      if (listed.status !== 200) throw new Error(`raw SQL process answered ${listed.status}: ${JSON.stringify(listed.body).slice(0, 300)}`);
      /** @type {string[]} */
      const ids = listed.body.ids;
      if (ids.length < s.drafts) throw new Error(`${label}: ${ids.length} drafts found, ${s.drafts} generated`);
      let cursor = 0;
      const drafts = { next: () => ids[cursor++] };

      /** @type {Side} */
      const portalSide = {
        name: 'portal',
        pid: portal.proc.pid,
        done: [],
        events: 0,
        transition: async (caseId, action, version) => {
          const res = await call(portalAgent, `${portal.url}${CASE_API}/${caseId}/${action}`, {
            method: 'POST',
            headers: { authorization: action === 'submit' ? tokens.dealer01 : tokens.oem01 },
            body: action === 'verify' ? { version, approved: true } : { version },
          });
          if (res.status !== 200 || res.body?.code !== '000000') throw new Error(`${label} portal ${action} of ${caseId}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
          return res.body.data.version;
        },
      };

      // The portal's warm-up publishes the first drafts; the raw side writes the same names and posts
      // into its verify records as the portal did (the actors as the oauth and system services tell them).
      ctx.log(`${label}: warming up (${s.warmupSec} s per side, ${s.clients} clients)`);
      await drive(portalSide, drafts, s.clients, s.warmupSec);
      const first = await check(rawAgent, raw.url, portalSide.done.slice(0, 1));
      const actor = (/** @type {string} */ action) => {
        const record = first[0]?.records?.find((/** @type {{ action: string }} */ r) => r.action === action);
        if (!record) throw new Error(`${label}: the portal's warm-up published no draft (${JSON.stringify(first).slice(0, 300)})`);
        return record;
      };
      const actors = Object.fromEntries(ACTION_ORDER.map((action) => [action, actor(action)]));
      /** @param {'raw' | 'rawDocument'} name @returns {Side} */
      const rawSideOf = (name) => ({
        name,
        pid: raw.proc.pid,
        done: [],
        events: 0,
        transition: async (caseId, action, version) => {
          const who = actors[action];
          const search = new URLSearchParams({ id: caseId, action, version: String(version), user: who.userCode, name: who.fullName, ...(who.post ? { post: who.post } : {}) });
          // raw: with the system service's statement of a submission, and its events relayed and applied by
          // the log and search services' statements, as the portal's are.
          if (name === 'raw') search.set('whole', '1');
          const res = await call(rawAgent, `${raw.url}/case-transition?${search}`);
          if (res.status !== 200) throw new Error(`${label} ${name} ${action} of ${caseId}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
          return res.body.version;
        },
      });
      const rawSide = rawSideOf('raw');
      const rawDocumentSide = rawSideOf('rawDocument');
      await drive(rawSide, drafts, s.clients, s.warmupSec);
      await drive(rawDocumentSide, drafts, s.clients, s.warmupSec);

      ctx.log(`${label}: measuring ${s.rounds} rounds of ${s.roundSec} s per side`);
      /** @type {Record<SideName, Awaited<ReturnType<typeof drive>>[]>} */
      const rounds = { portal: [], raw: [], rawDocument: [] };
      for (let r = 0; r < s.rounds; r++) {
        for (const side of [portalSide, rawSide, rawDocumentSide]) {
          // Each round starts on a quiet database: the portal's relay has published everything of the
          // round before (on SQLite its writes would otherwise hold the lock the raw side needs).
          await quiet(rawAgent, raw.url);
          const result = await drive(side, drafts, s.clients, s.roundSec);
          rounds[side.name].push(result);
          ctx.log(`${label} round ${r + 1} ${side.name.padEnd(11)} ${fmt(result.rate)} transitions/s (${fmt(result.transitions)} in ${fmt(result.seconds, 1)} s, server CPU ${result.cpu === null ? '?' : `${Math.round(result.cpu * 100)} %`})`);
        }
      }

      // Both sides left the same thing behind: published at version 4, the same verify records, seven events
      // (the case's and the operation log's of each transition, and the publication's search entry).
      const sample = async (/** @type {Side} */ side) => {
        const cases = await check(rawAgent, raw.url, side.done.slice(-10));
        for (const c of cases) {
          if (c.missing || c.version !== 4 || c.states.join() !== '1,1,1' || c.events !== EVENTS_PER_CASE || c.records.length !== 3) {
            throw new Error(`${label} ${side.name}: case ${c.id} is not published as the workflow leaves it: ${JSON.stringify(c)}`);
          }
        }
        return cases.map((c) => JSON.stringify(c.records));
      };
      const [ours, theirs, documentOnly] = [await sample(portalSide), await sample(rawSide), await sample(rawDocumentSide)];
      if (new Set([...ours, ...theirs, ...documentOnly]).size !== 1) throw new Error(`${label}: the portal and the raw side wrote different verify records: ${ours[0]} vs ${theirs[0]} vs ${documentOnly[0]}`);
      // What followed the commits: each case of the portal and of the raw side (with its relay) has its
      // three operation records in the log database and its entry in the search database.
      await quiet(rawAgent, raw.url);
      for (const side of [portalSide, rawSide]) {
        const after = await downstream(rawAgent, raw.url, side.done.slice(-10));
        for (const c of after.cases) {
          if ([...c.operations].sort().join() !== 'publish,submit,verify' || c.searchEntries !== 1) throw new Error(`${label} ${side.name}: case ${c.id} left ${JSON.stringify(c)} in the log and search databases`);
        }
      }
      // The raw relay's share of the raw side's events (the portal's relay, which polls the same outbox
      // every second, may take some: then the raw side did less than its statements say).
      const rawEvents = rawSide.events;
      const { relayed } = await downstream(rawAgent, raw.url, []);

      const best = (/** @type {SideName} */ name) => max(rounds[name].map((x) => x.rate));
      const [portalRate, rawRate, documentRate] = [best('portal'), best('raw'), best('rawDocument')];
      const ratio = portalRate / rawRate;
      rows.push({
        scenario: `S9 workflow transitions (${label})`,
        metric: `transitions/s, ${s.clients} clients, best of ${s.rounds}`,
        ours: fmt(portalRate),
        baseline: fmt(rawRate),
        ratio: `${fmt(ratio, 2)}x`,
        target: `>= ${TARGET}x`,
        pass: ratio >= TARGET,
      });
      rows.push({
        scenario: `S9 … vs the document service's statements alone (${label})`,
        metric: `transitions/s, raw without relay, log and search`,
        ours: fmt(portalRate),
        baseline: fmt(documentRate),
        ratio: `${fmt(portalRate / documentRate, 2)}x`,
        target: '(info)',
        pass: undefined,
      });
      const cpu = (/** @type {SideName} */ name) => rounds[name].map((x) => (x.cpu === null ? '?' : `${Math.round(x.cpu * 100)} %`)).join(' / ');
      notes.push(
        `S9 ${label}: ${fmt(cursor)} of ${fmt(ids.length)} drafts taken; server CPU per round: portal ${cpu('portal')}, raw ${cpu('raw')}, ` +
          `raw without what follows the commit ${cpu('rawDocument')}; the raw relay published ${fmt(relayed)} of the raw side's ${fmt(rawEvents)} events ` +
          `(generated ${fmt(s.drafts)} drafts in ${fmt(generated.seconds, 1)} s)`,
      );
      const r3 = (/** @type {Awaited<ReturnType<typeof drive>>} */ x) => ({ transitions: x.transitions, seconds: round(x.seconds, 3), rate: round(x.rate, 1), cpu: x.cpu === null ? null : round(x.cpu, 3) });
      details.databases[dialect] = { generated, rounds: { portal: rounds.portal.map(r3), raw: rounds.raw.map(r3), rawDocument: rounds.rawDocument.map(r3) }, draftsTaken: cursor, rawRelayed: relayed, rawEvents };
    } finally {
      portalAgent.destroy();
      rawAgent.destroy();
      await ctx.pool.stop(raw.proc);
      await ctx.pool.stop(portal.proc);
    }
  }
  notes.push(
    'S9: the raw side runs every statement the portal\'s services send for a transition (lib/workflow-sql.js, lib/downstream-sql.js: the document ' +
      'service\'s, a submission\'s sensitive-word signature, and after the commit the relay\'s and the log and search services\'), driven over HTTP by ' +
      'the same clients; "rawDocument" runs the document service\'s alone (its events written as published, so that no relay delivers them). ' +
      'Not on the raw side: the session and actor lookups (the portal answers them from its caches).',
  );
  return { rows, notes, details };
}

/**
 * What the events of cases left in the log and search databases (their operation records' actions,
 * their search entries), and how many events the raw side's relay published so far.
 * @param {Agent} agent @param {string} base @param {readonly string[]} ids
 * @returns {Promise<{ cases: { id: string, operations: string[], searchEntries: number }[], relayed: number }>}
 */
async function downstream(agent, base, ids) {
  const res = await call(agent, `${base}/downstream-check?ids=${ids.join(',')}`);
  if (res.status !== 200) throw new Error(`raw SQL process answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/**
 * Version, states, outbox events and verify records of cases, read by the raw-driver process.
 * @param {Agent} agent @param {string} base @param {readonly string[]} ids
 * @returns {Promise<any[]>}
 */
async function check(agent, base, ids) {
  const res = await call(agent, `${base}/case-check?ids=${ids.join(',')}`);
  if (res.status !== 200) throw new Error(`raw SQL process answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body.cases;
}
