/**
 * The SQL of S9's workflow transitions, written out by hand for the raw-driver side: the statements
 * the document service sends to its database for `POST /tis/api/documentService/case/:id/<action>`
 * (CaseService.transition → applyTransition of @tis/nest, shared/nest/src/workflow/document-transitions.ts),
 * as TypeORM 1.x writes them (bench/lib/workflow-sql.medium.test.ts compares them with the query log
 * of the embedded portal, on SQLite and MariaDB). Per transition, in this order:
 *
 *   before the transaction   submit only: the case by id (CaseService.readable) and its rows
 *                            (checkSubmittable: a fault row, a solution; then the system service's
 *                            sensitive-word check, a cached matcher in another database)
 *   BEGIN TRANSACTION        (MariaDB: START TRANSACTION)
 *                            the case by id (rowForUpdate: MariaDB FOR UPDATE; who may see it, the version
 *                              the caller read, the action allowed)
 *                            UPDATE repair_case SET <states of the action>, <its time>, (verify: the
 *                              approver's post, last_verifier_post), updated_by,
 *                              updated_at = <the time>, version = version + 1 WHERE id AND version
 *                              (updateLockedRow: the row after it is the locked row and the changes, not read again)
 *                            INSERT INTO verify_record (the recorded step)
 *                            INSERT INTO outbox_event (tis.document.case.<action>.v1)
 *                            publish: its rows (IN) and INSERT INTO outbox_event (tis.document.searchEntry.changed.v1:
 *                              the case's search entry, CASE_SEARCH of services/document/src/cases/case.search.ts)
 *                            INSERT INTO outbox_event (tis.document.operation.performed.v1: the operation log)
 *                            its rows in order, whether it is the caller's favorite (the answer:
 *                              CaseService.detailOf of the row read back, inside the transaction)
 *   COMMIT
 *
 * Not here: what the portal does after the commit, away from the request — the outbox relay marks the
 * events published (a lease UPDATE, a SELECT and an UPDATE per batch) and hands them to the
 * subscribers (the log service writes the operation log into its own database).
 *
 * SQLite: TypeORM writes number parameters into the SQL of its inserts (the versioned UPDATE, written by
 * updateLockedRow, binds them) and sends times as UTC text; MariaDB binds
 * every value (times as Date objects). Each INSERT is written without reading anything back.
 */
import { searchCodes, searchLanguage, searchTerms, searchText } from '@tis/contracts';
import { CASE_COLUMNS } from '../generate/cases.js';
import { quoteIdent, sqlDateTime } from '../generate/sql.js';

/** @typedef {import('../generate/sql.js').SqlDialect} SqlDialect */
/** @typedef {{ sql: string, params: unknown[] }} Query */
/**
 * A statement of a transition: its parameters, or how they follow from the rows of the reads before
 * it that are kept by name (`keep`); `read`: a SELECT; `versioned`: must change one row.
 * @typedef {{ sql: string, params: unknown[] | ((kept: Record<string, Record<string, unknown>[]>) => unknown[]), read?: boolean, keep?: string, versioned?: boolean }} Statement
 */
/** @typedef {'submit' | 'verify' | 'publish'} CaseAction */

/** The columns of repair_case_step in the entity's order. */
export const CASE_STEP_ALL_COLUMNS = [
  'id', 'case_id', 'section', 'sno', 'running_status', 'driver_operation', 'direction', 'road_type', 'weather', 'duration_string', 'position',
  'position_suffix', 'symptom', 'symptom_prefix', 'object_system', 'object', 'object_code', 'parameter', 'system_code', 'value', 'dtc_code', 'action',
  'description', 'images', 'audio', 'video',
];

const VERIFY_RECORD_COLUMNS = ['id', 'document_kind', 'document_id', 'action', 'verify_result', 'verify_remark', 'user_code', 'full_name', 'post', 'verify_time'];
const OUTBOX_COLUMNS = ['seq', 'id', 'topic', 'event_key', 'payload', 'correlation_id', 'occurred_at', 'published_at', 'attempts', 'last_error', 'lease_owner', 'lease_until'];

/**
 * What an approved action writes: the states (column → value, in the order the workflow sets them)
 * and the time column it stamps (contracts' transitionEffect, document-transitions' stamps).
 * @type {Record<CaseAction, { states: readonly (readonly [string, number])[], time: string }>}
 */
const EFFECTS = {
  submit: { states: [['submit_state', 1], ['verify_state', 2]], time: 'submit_time' },
  verify: { states: [['verify_state', 1]], time: 'verify_time' },
  publish: { states: [['publish_state', 1]], time: 'publish_time' },
};

/** The actions a draft goes through to publication, in order (each adds one to its version). */
export const ACTION_ORDER = /** @type {const} */ (['submit', 'verify', 'publish']);

/**
 * The states of a case after an action (the event's `states`).
 * @param {{ submitState: number, verifyState: number, publishState: number, discard: number }} before @param {CaseAction} action
 */
export function statesAfter(before, action) {
  const after = { ...before };
  for (const [column, value] of EFFECTS[action].states) {
    if (column === 'submit_state') after.submitState = value;
    if (column === 'verify_state') after.verifyState = value;
    if (column === 'publish_state') after.publishState = value;
  }
  return after;
}

/** The longest target name of an operation record (contracts' OPERATION_TARGET_NAME_MAX_LENGTH). */
const TARGET_NAME_MAX_LENGTH = 255;

/**
 * What the operation log shows of a case (RepairCase.operationName: its code and title), cut as
 * recordOperation cuts it (never inside a surrogate pair).
 * @param {string} caseCode @param {string} title
 */
export function operationTargetName(caseCode, title) {
  const name = `${caseCode} ${title}`;
  if (name.length <= TARGET_NAME_MAX_LENGTH) return name;
  const last = name.charCodeAt(TARGET_NAME_MAX_LENGTH - 1);
  return name.slice(0, last >= 0xd800 && last <= 0xdbff ? TARGET_NAME_MAX_LENGTH - 1 : TARGET_NAME_MAX_LENGTH);
}

/**
 * A repository find of one entity by a column, every column selected under the entity's alias, as
 * TypeORM writes `findOneBy` / `find` (`LIMIT 1` for one row; `order` as `[column, 'ASC']` pairs).
 * @param {SqlDialect} dialect @param {string} entity @param {string} table @param {readonly string[]} columns
 * @param {string} column  the column compared (several: comma-separated, each `= ?`)
 * @param {{ one?: boolean, order?: readonly string[], among?: boolean }} [options]  `among`: `IN (?)` of one value
 */
export function findBy(dialect, entity, table, columns, column, { one = false, order = [], among = false } = {}) {
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  const e = q(entity);
  const select = columns.map((c) => `${e}.${q(c)} AS ${q(`${entity}_${c}`)}`).join(', ');
  const orderBy = order.length > 0 ? ` ORDER BY ${order.map((c) => `${e}.${q(c)} ASC`).join(', ')}` : '';
  const where = column.split(',').map((c) => `(${e}.${q(c)} ${among ? 'IN (?)' : '= ?'})`).join(' AND ');
  return `SELECT ${select} FROM ${q(table)} ${e} WHERE (${where})${orderBy}${one ? ' LIMIT 1' : ''}`;
}

/** The columns of favorite in the entity's order. */
const FAVORITE_COLUMNS = ['id', 'user_code', 'item_type', 'item_code', 'item_name', 'series_code', 'created_at'];

/**
 * The sensitive-word list's signature: how many words and when the latest changed (the system
 * service's SensitiveWordService, on the system database, before its cached matcher looks at a
 * submission's texts; the words themselves are read again only when it changed, or every 30 s).
 * @param {SqlDialect} dialect @returns {Query}
 */
export function sensitiveSignatureQuery(dialect) {
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  return { sql: `SELECT COUNT(*) AS ${q('count')}, MAX(${q('w')}.${q('updated_at')}) AS ${q('latest')} FROM ${q('sensitive_word')} ${q('w')}`, params: [] };
}

/**
 * The case by id, every column (findOneBy: `RepairCase_<column>`).
 * @param {SqlDialect} dialect @param {string} id @returns {Query}
 */
export function caseByIdQuery(dialect, id) {
  return { sql: findBy(dialect, 'RepairCase', 'repair_case', CASE_COLUMNS, 'id', { one: true }), params: [id] };
}

/**
 * The rows of a case (find by case id; `ordered`: by section and number, as the answer shows them).
 * @param {SqlDialect} dialect @param {string} caseId @param {boolean} ordered @returns {Query}
 */
export function caseStepsQuery(dialect, caseId, ordered) {
  return { sql: findBy(dialect, 'RepairCaseStep', 'repair_case_step', CASE_STEP_ALL_COLUMNS, 'case_id', ordered ? { order: ['section', 'sno'] } : {}), params: [caseId] };
}

/**
 * The rows of some cases as the search declaration reads them (`case_id IN (...)`, in order), here of one.
 * @param {SqlDialect} dialect @param {string} caseId @returns {Query}
 */
export function caseStepsAmongQuery(dialect, caseId) {
  return { sql: findBy(dialect, 'RepairCaseStep', 'repair_case_step', CASE_STEP_ALL_COLUMNS, 'case_id', { order: ['section', 'sno'], among: true }), params: [caseId] };
}

/**
 * The search entry of a published case (CASE_SEARCH's `entries`) from its raw row and its rows.
 * @param {Record<string, unknown>} row  the case (caseByIdQuery's columns) @param {Record<string, unknown>[]} steps  its rows, in order
 * @param {Date} publishedAt
 */
export function caseSearchEntry(row, steps, publishedAt) {
  const c = (/** @type {string} */ column) => /** @type {string | null} */ (row[`RepairCase_${column}`] ?? null);
  const of = (/** @type {string[]} */ columns) => steps.flatMap((s) => columns.map((column) => /** @type {string | null} */ (s[`RepairCaseStep_${column}`] ?? null)));
  return {
    title: c('title'),
    text: searchText(c('symptom'), c('fault_part'), c('description'), ...of(['object_system', 'object', 'position', 'symptom', 'parameter', 'action', 'description']), c('check_process'), c('solution'), c('summary')),
    codes: searchCodes([c('case_code'), c('vin'), c('dtc_code'), ...of(['dtc_code', 'object_code', 'system_code'])]),
    terms: searchTerms([c('fault_part'), ...of(['object_system', 'object'])]),
    brandCode: c('brand_code'),
    seriesCode: c('series_code'),
    language: searchLanguage(c('lang_code')),
    userTypes: null,
    brandCodes: [],
    publishedAt: publishedAt.toISOString(),
  };
}

/** The time of a transition as the portal takes it: whole seconds, as its datetime columns keep it. @param {Date} at */
export const wholeSeconds = (at) => new Date(at.getTime() - (at.getTime() % 1000));

/**
 * A time as TypeORM hands it to the driver: UTC text on SQLite, a Date on MariaDB.
 * @param {SqlDialect} dialect @param {Date} at
 */
const timeValue = (dialect, at) => (dialect === 'sqlite' ? sqlDateTime(at) : at);

/**
 * @typedef {object} TransitionInput
 * @property {string} id
 * @property {number} version      the version the caller read
 * @property {CaseAction} action
 * @property {{ userCode: string, fullName: string, post: string | null }} user
 * @property {{ submitState: number, verifyState: number, publishState: number, discard: number }} states  the case's states before the action
 * @property {Date} at
 * @property {string} targetName   what the operation log shows of the case (`operationTargetName`)
 * @property {() => string} uuid   ids of the outbox events
 * @property {Record<string, unknown>} row  the case as the transaction read it first (caseByIdQuery): a publish sends its search entry
 * @property {boolean} [published] write the outbox events as published already (the same statements,
 *   `published_at` set instead of NULL): the raw side has no relay, and the portal's relay, which reads
 *   the same outbox, must not deliver its events (the log service would write operation logs for them
 *   while the raw side is measured)
 */

/**
 * The statements of one transition inside its transaction, in order (BEGIN and COMMIT aside).
 * `read` marks the reads; `versioned` the UPDATE that must change one row.
 * @param {SqlDialect} dialect @param {TransitionInput} input
 * @returns {{ sql: string, params: unknown[], read?: boolean, versioned?: boolean }[]}
 */
export function transitionStatements(dialect, { id, version, action, user, states, at, targetName, uuid, row: before, published = false }) {
  const q = (/** @type {string} */ name) => quoteIdent(dialect, name);
  const sqlite = dialect === 'sqlite';
  // SQLite: numbers written into the SQL; MariaDB: bound.
  const value = (/** @type {unknown} */ v, /** @type {unknown[]} */ params) => {
    if (sqlite && typeof v === 'number') return String(v);
    params.push(v);
    return '?';
  };
  const effect = EFFECTS[action];
  const after = statesAfter(states, action);

  /** @type {unknown[]} */
  const updateParams = [];
  // updateLockedRow: every value bound, on SQLite too.
  // A verify also records the approver's post (CaseService.transition's `also`).
  const also = action === 'verify' ? [['last_verifier_post', user.post]] : [];
  const sets = [...effect.states.map(([column]) => column), effect.time, ...also.map(([column]) => column), 'updated_by', 'updated_at'].map((column) => `${q(String(column))} = ?`);
  updateParams.push(...effect.states.map(([, v]) => v), timeValue(dialect, at), ...also.map(([, v]) => v), user.userCode, timeValue(dialect, at), id, version);
  const update = `UPDATE ${q('repair_case')} SET ${sets.join(', ')}, ${q('version')} = ${q('version')} + 1 WHERE ${q('id')} = ? AND ${q('version')} = ?`;

  /**
   * An INSERT as TypeORM writes it: the generated key first (NULL / DEFAULT), then each value.
   * @param {string} table @param {readonly string[]} columns @param {readonly unknown[]} values
   */
  const insert = (table, columns, values) => {
    /** @type {unknown[]} */
    const params = [];
    const marks = [sqlite ? 'NULL' : 'DEFAULT', ...values.map((v) => value(v, params))];
    return { sql: `INSERT INTO ${q(table)}(${columns.map(q).join(', ')}) VALUES (${marks.join(', ')})`, params };
  };
  const verifyRecord = insert(
    'verify_record',
    VERIFY_RECORD_COLUMNS,
    ['case', id, action, after.verifyState, null, user.userCode, user.fullName, user.post, timeValue(dialect, at)],
  );
  const occurredAt = at.toISOString();
  const event = (/** @type {string} */ topic, /** @type {unknown} */ payload) =>
    insert('outbox_event', OUTBOX_COLUMNS, [uuid(), topic, id, JSON.stringify(payload), null, timeValue(dialect, at), published ? timeValue(dialect, at) : null, 0, null, null, null]);
  const documentEvent = event(`tis.document.case.${action}.v1`, { kind: 'case', documentId: id, action, byUser: user.userCode, states: after, remark: null, occurredAt });
  const operationEvent = event('tis.document.operation.performed.v1', { module: 'case', action, targetId: id, targetName, userCode: user.userCode, occurredAt });
  // Whether the caller keeps the case among their favorites (isFavorite: the row of the unique index, if any).
  const favorite = findBy(dialect, 'Favorite', 'favorite', FAVORITE_COLUMNS, 'user_code,item_type,item_code', { one: true });
  // A publish puts the case into the search: its rows read, its entry sent (the parameters follow from the rows).
  const searchEntry = () => {
    const topic = 'tis.document.searchEntry.changed.v1';
    const payloadOf = (/** @type {Record<string, Record<string, unknown>[]>} */ kept) => ({
      kind: 'case',
      documentId: id,
      entry: caseSearchEntry(before, kept['steps'] ?? [], at),
      changedAt: occurredAt,
    });
    return [
      { ...caseStepsAmongQuery(dialect, id), read: true, keep: 'steps' },
      { sql: event(topic, null).sql, params: (/** @type {Record<string, Record<string, unknown>[]>} */ kept) => event(topic, payloadOf(kept)).params },
    ];
  };
  const row = caseByIdQuery(dialect, id);
  /** @type {Statement[]} */
  const statements = [
    // The row the transaction changes, locked on MariaDB (SQLite runs one write transaction at a time).
    { sql: sqlite ? row.sql : `${row.sql} FOR UPDATE`, params: row.params, read: true },
    { sql: update, params: updateParams, versioned: true },
    verifyRecord,
    documentEvent,
    ...(action === 'publish' ? searchEntry() : []),
    operationEvent,
    { ...caseStepsQuery(dialect, id, true), read: true },
    { sql: favorite, params: [user.userCode, 'case', id], read: true },
  ];
  return statements;
}

/**
 * Runs the statements of a transition in order with `exec` (what it answers: the rows of a read,
 * else the write's result), filling in the parameters that follow from the kept reads.
 * @param {Statement[]} statements @param {(sql: string, params: unknown[], statement: Statement) => Promise<unknown>} exec
 */
export async function runStatements(statements, exec) {
  /** @type {Record<string, Record<string, unknown>[]>} */
  const kept = {};
  for (const statement of statements) {
    const result = await exec(statement.sql, paramsOf(statement, kept), statement);
    if (statement.keep) kept[statement.keep] = /** @type {Record<string, unknown>[]} */ (result);
  }
}

/**
 * A statement's parameters, given the kept reads before it.
 * @param {Statement} statement @param {Record<string, Record<string, unknown>[]>} kept
 */
export function paramsOf(statement, kept) {
  return typeof statement.params === 'function' ? statement.params(kept) : statement.params;
}

/** What the portal's transaction starts with on each database (TypeORM's query runners). @param {SqlDialect} dialect */
export function beginStatement(dialect) {
  return dialect === 'sqlite' ? 'BEGIN TRANSACTION' : 'START TRANSACTION';
}
