/**
 * The scale-data generator: writes realistic rows straight into the portal's databases (the
 * embedded SQLite files or MariaDB/MySQL), deterministic from a seed. One module per table
 * family (agencies.js, users.js, translations.js, vehicles.js, cases.js), each pure — rows
 * from the seed — and written here with db.js's batched multi-row INSERTs in transactions.
 *
 * The schema must exist: start the portal once against the database (it migrates at boot, and
 * with TIS_DEMO_DATA=true seeds the demo accounts, which it only does into an empty account
 * table). Generated rows carry created_by = 'generator'; a second run into the same database is
 * refused instead of half-failing on unique keys.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CASE_COLUMNS, CASE_PREFIX, CASE_STEP_COLUMNS, caseRecords, SERVICE as CASE_SERVICE, DRAFT_AUTHOR, DRAFT_BRAND, DRAFT_PREFIX, draftRecords, readCaseReferences } from './cases.js';
import { AGENCY_COLUMNS, AGENCY_KIND_COLUMNS, agencyKindRows, agencyRow, AREA_NODE_COLUMNS, areaNodeRow, areaTree, dealers as makeDealers, SERVICE as AGENCY_SERVICE } from './agencies.js';
import { GENERATED_BY, REFERENCE_NOW } from './common.js';
import { openTarget, withDeferredIndexes, writeRows } from './db.js';
import { serviceUrl } from './sql.js';
import { KEY_PREFIX, SERVICE as TRANSLATION_SERVICE, TRANSLATION_COLUMNS, translationRows } from './translations.js';
import { SERVICE as USER_SERVICE, USER_COLUMNS, userRows } from './users.js';
import { readVehicleReferences, VEHICLE_COLUMNS, vehicleRows, SERVICE as VEHICLE_SERVICE } from './vehicles.js';

const PROGRESS_ROWS = 500_000;
const HASHER = fileURLToPath(new URL('../../services/oauth/dist/login/password-hasher.js', import.meta.url));

/** The password of every generated account (README). */
export const GENERATED_PASSWORD = 'Bench#2026';

/**
 * A hash of `password` made by the portal's own hashPassword (scrypt; services/oauth/dist), once:
 * every generated account reuses it, which keeps the generator fast.
 * @param {string} password
 */
export async function portalPasswordHash(password) {
  if (!existsSync(HASHER)) throw new Error(`${HASHER} is missing: build the services first (pnpm exec tsc -b tsconfig.build.json)`);
  const hasher = /** @type {{ hashPassword(p: string): Promise<string> }} */ (await import(pathToFileURL(HASHER).href));
  return hasher.hashPassword(password);
}

/**
 * @typedef {object} GenerateOptions
 * @property {string} db           TIS_DB_URL form: `sqlite:<dir>/{service}.sqlite` or `mariadb://…/<name_{service}>`
 * @property {number | string} seed
 * @property {number} [dealers]     dealers (with the sales-area tree and missing dealer kinds)
 * @property {number} [users]       accounts (dealer staff of the generated dealers, OEM, social)
 * @property {number} [texts]       translation keys of `textsLang`
 * @property {string} [textsLang]
 * @property {number} [vehicles]    vehicles (VIN registry) of the series/models already in the vehicle database
 * @property {number} [cases]       repair cases (document: repair_case, one fault row each in repair_case_step)
 * @property {number} [drafts]      unsubmitted drafts of dealer01 (brand PC) for the workflow scenario (S9)
 * @property {string} [passwordHash] one stored hash for every account (default: the portal's hash of GENERATED_PASSWORD)
 * @property {Date} [now]          dates are relative to it (default REFERENCE_NOW)
 * @property {(message: string) => void} [log]
 */

/**
 * @typedef {object} TableResult
 * @property {string} table
 * @property {string} database
 * @property {number} rows
 * @property {number} seconds
 * @property {number} rowsPerSecond
 */

/**
 * Generates and writes the requested families; returns what was written per table.
 * @param {GenerateOptions} options
 */
export async function generate(options) {
  const { db, seed, dealers = 0, users = 0, texts = 0, textsLang = 'en_US', vehicles = 0, cases = 0, drafts = 0, now = REFERENCE_NOW, log = () => undefined } = options;
  for (const [name, value] of Object.entries({ dealers, users, texts, vehicles, cases, drafts })) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`--${name} must be a whole number >= 0, got ${String(value)}`);
  }
  if (dealers + users + texts + vehicles + cases + drafts === 0) throw new RangeError('nothing to generate: give --dealers, --users, --texts, --vehicles, --cases and/or --drafts');
  if (users > 0 && dealers === 0) throw new RangeError('--users needs --dealers: dealer staff belong to the generated dealers');
  if (Number.isNaN(now.getTime())) throw new RangeError('--now is not a date');

  /** @type {Map<string, import('./db.js').Target>} */
  const open = new Map();
  const targetOf = async (/** @type {string} */ service) => {
    const url = serviceUrl(db, service);
    let target = open.get(url);
    if (!target) {
      target = await openTarget(url);
      open.set(url, target);
    }
    return target;
  };
  /** @type {TableResult[]} */
  const results = [];
  // Long writes (millions of rows) report every PROGRESS_ROWS rows.
  const progress = (/** @type {string} */ table) => {
    let next = PROGRESS_ROWS;
    return (/** @type {number} */ written) => {
      if (written < next) return;
      next += PROGRESS_ROWS;
      log(`${table.padEnd(14)} ${written.toLocaleString('en-US').padStart(9)} rows …`);
    };
  };
  const timed = async (/** @type {import('./db.js').Target} */ target, /** @type {string} */ table, /** @type {() => Promise<number>} */ write) => {
    const started = process.hrtime.bigint();
    const rows = await write();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const result = { table, database: target.label, rows, seconds, rowsPerSecond: seconds > 0 ? rows / seconds : rows };
    results.push(result);
    log(`${table.padEnd(14)} ${rows.toLocaleString('en-US').padStart(9)} rows in ${seconds.toFixed(2)} s  (${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s)  ${target.label}`);
  };

  try {
    /** @type {import('./agencies.js').Dealer[]} */
    let dealerList = [];
    if (dealers > 0) {
      const system = await targetOf(AGENCY_SERVICE);
      await requireTables(system, ['agency_kind', 'area_node', 'agency']);
      await refuseRepeat(system, 'agency', 'SELECT 1 AS x FROM agency WHERE created_by = ? LIMIT 1', [GENERATED_BY]);
      const kinds = new Set((await system.all('SELECT kind_code AS k FROM agency_kind')).map((r) => String(r['k'])));
      const tree = areaTree(seed, now);
      dealerList = makeDealers(seed, dealers, now, tree.districts);
      await timed(system, 'agency_kind', () => writeRows(system, 'agency_kind', AGENCY_KIND_COLUMNS, agencyKindRows(seed, now, kinds)));
      await timed(system, 'area_node', () => writeRows(system, 'area_node', AREA_NODE_COLUMNS, tree.nodes.map(areaNodeRow)));
      await timed(system, 'agency', () => writeRows(system, 'agency', AGENCY_COLUMNS, dealerList.map(agencyRow)));
    }
    if (users > 0) {
      const oauth = await targetOf(USER_SERVICE);
      await requireTables(oauth, ['user_account']);
      await refuseRepeat(oauth, 'user_account', 'SELECT 1 AS x FROM user_account WHERE created_by = ? LIMIT 1', [GENERATED_BY]);
      const passwordHash = options.passwordHash ?? (await portalPasswordHash(GENERATED_PASSWORD));
      await timed(oauth, 'user_account', () =>
        withDeferredIndexes(oauth, 'user_account', users, () =>
          writeRows(oauth, 'user_account', USER_COLUMNS, userRows({ seed, count: users, dealers: dealerList, passwordHash, now }), { onCommit: progress('user_account') }),
        ),
      );
    }
    if (texts > 0) {
      const system = await targetOf(TRANSLATION_SERVICE);
      await requireTables(system, ['language', 'translation']);
      const language = await system.all('SELECT lang_code AS l FROM language WHERE lang_code = ?', [textsLang]);
      if (language.length === 0) throw new Error(`language ${textsLang} is not in the language list of ${system.label}`);
      await refuseRepeat(system, 'translation', 'SELECT 1 AS x FROM translation WHERE lang_code = ? AND translation_key LIKE ? LIMIT 1', [textsLang, `${KEY_PREFIX}%`]);
      await timed(system, 'translation', () =>
        writeRows(system, 'translation', TRANSLATION_COLUMNS, translationRows({ seed, count: texts, lang: textsLang, now }), {
          // As the service does after an import: the cached list of the language is rebuilt.
          then: (t) => t.run('UPDATE language SET content_version = content_version + 1 WHERE lang_code = ?', [textsLang]),
          onCommit: progress('translation'),
        }),
      );
    }
    if (vehicles > 0) {
      const vehicle = await targetOf(VEHICLE_SERVICE);
      await requireTables(vehicle, ['vehicle_brand', 'vehicle_series', 'vehicle_model', 'vehicle_model_config', 'vehicle']);
      await refuseRepeat(vehicle, 'vehicle', 'SELECT 1 AS x FROM vehicle WHERE created_by = ? LIMIT 1', [GENERATED_BY]);
      const refs = await readVehicleReferences(vehicle);
      await timed(vehicle, 'vehicle', () =>
        withDeferredIndexes(vehicle, 'vehicle', vehicles, () =>
          writeRows(vehicle, 'vehicle', VEHICLE_COLUMNS, vehicleRows({ seed, count: vehicles, refs, now }), { onCommit: progress('vehicle') }),
        ),
      );
    }
    if (cases > 0 || drafts > 0) {
      const document = await targetOf(CASE_SERVICE);
      await requireTables(document, ['repair_case', 'repair_case_step', 'case_param']);
      const [vehicle, oauth, system] = [await targetOf(VEHICLE_SERVICE), await targetOf(USER_SERVICE), await targetOf(AGENCY_SERVICE)];
      await requireTables(vehicle, ['vehicle_series']);
      await requireTables(oauth, ['user_account']);
      await requireTables(system, ['agency']);
      const refs = await readCaseReferences({ vehicle, oauth, system, document });
      /** Writes the cases and then their fault rows: the same records computed twice from the seed (a million do not stay in memory). */
      const write = async (/** @type {string} */ label, /** @type {number} */ count, /** @type {() => Iterable<{ row: unknown[], step: unknown[] }>} */ records) => {
        await timed(document, label, () =>
          withDeferredIndexes(document, 'repair_case', count, () => writeRows(document, 'repair_case', CASE_COLUMNS, pluck(records(), 'row'), { onCommit: progress(label) })),
        );
        await timed(document, `${label}_step`, () =>
          withDeferredIndexes(document, 'repair_case_step', count, () => writeRows(document, 'repair_case_step', CASE_STEP_COLUMNS, pluck(records(), 'step'), { onCommit: progress(`${label}_step`) })),
        );
      };
      if (cases > 0) {
        await refuseRepeat(document, 'repair_case', 'SELECT 1 AS x FROM repair_case WHERE created_by = ? AND case_code LIKE ? LIMIT 1', [GENERATED_BY, `${CASE_PREFIX}0%`]);
        await write('repair_case', cases, () => caseRecords({ seed, count: cases, refs, now }));
      }
      if (drafts > 0) {
        await refuseRepeat(document, 'repair_case', 'SELECT 1 AS x FROM repair_case WHERE created_by = ? AND case_code LIKE ? LIMIT 1', [GENERATED_BY, `${DRAFT_PREFIX}%`]);
        await write('repair_case_draft', drafts, () => draftRecords({ seed, count: drafts, refs, now, authorCode: DRAFT_AUTHOR, brandCode: DRAFT_BRAND }));
      }
    }
  } finally {
    for (const target of open.values()) await target.close();
  }
  return results;
}

/**
 * One part of each record, streamed.
 * @template {string} K @param {Iterable<Record<K, unknown[]>>} records @param {K} key
 * @returns {Generator<unknown[], void, void>}
 */
function* pluck(records, key) {
  for (const record of records) yield record[key];
}

/** @param {import('./db.js').Target} target @param {readonly string[]} tables */
async function requireTables(target, tables) {
  for (const table of tables) {
    if (!(await target.hasTable(table))) {
      throw new Error(`table ${table} is missing in ${target.label}: start the portal once against this database (it migrates at boot), then generate`);
    }
  }
}

/** @param {import('./db.js').Target} target @param {string} table @param {string} sql @param {readonly unknown[]} params */
async function refuseRepeat(target, table, sql, params) {
  if ((await target.all(sql, params)).length > 0) {
    throw new Error(`${table} in ${target.label} already holds generated rows: generate into a fresh database`);
  }
}
