/**
 * Table family "cases" (document service): repair cases in `repair_case` (the workflow columns of
 * shared/nest/src/workflow/workflow.migration.ts, then the columns of
 * services/document/src/migrations/1700000080000-repair-cases.ts) and one fault row of each in
 * `repair_case_step`. Rows are computed from the seed and references read from the portal's
 * databases (`readCaseReferences`): the series (vehicle), the dealer staff who write cases
 * (oauth, with their dealer from system) and the case parameters (document) — start the portal
 * once with TIS_DEMO_DATA=true first.
 *
 * - Codes `RB` + ten digits (RB0000000001, …): never the portal's `RC<yyyymmdd>NNNNN`, and below
 *   them in the lists' order (newest code first). Drafts for S9 are `RBD` + nine digits.
 * - Series uniformly over the vehicle database's series (the demo data: 13 series of five brands,
 *   four of them PC); title, description, check process and solution in zh_CN (60 %), en_US (25 %)
 *   or de_DE (15 %), made of the case parameters' values in that language (running status, road
 *   type, weather, symptom) and the series name.
 * - States: published 60 %, draft 12 %, submitted 10 %, rejected 7 %, approved 6 %, discarded 3 %,
 *   publication cancelled 2 %, each with the version, times and verifier post the workflow leaves.
 * - Authors uniformly among the dealer staff in `normal` status (generated and demo accounts), with
 *   their dealer's code, name, sales-area ids and service department (AS-RS-* in China).
 * - `draftRows`: unsubmitted drafts of one author (S9: dealer01 of D1001, brand PC), each with a
 *   solution and a fault row, ready to be submitted.
 */
import { GENERATED_BY, daysBefore } from './common.js';
import { Random } from './random.js';
import { sqlDateTime } from './sql.js';

export const SERVICE = 'document';

/** The generated cases' code prefix and digits. */
export const CASE_PREFIX = 'RB';
/** The generated drafts' code prefix (S9). */
export const DRAFT_PREFIX = 'RBD';
const CASE_DIGITS = 10;
const DRAFT_DIGITS = 9;
/** The most rows one generation of each can make (unique codes). */
export const MAX_CASES = 10 ** (CASE_DIGITS - 1) - 1;
export const MAX_DRAFTS = 10 ** DRAFT_DIGITS - 1;

/** The columns of repair_case in migration order (the entity's order too: the list's SELECT names them so). */
export const CASE_COLUMNS = [
  'id', 'created_by', 'created_at', 'updated_by', 'updated_at', 'version',
  'submit_state', 'verify_state', 'publish_state', 'discard', 'author_code', 'department', 'submit_time', 'verify_time', 'publish_time',
  'case_code', 'title', 'lang_code', 'brand_code', 'series_code', 'series_name', 'vin', 'org_code', 'org_name', 'area_id', 'region_id',
  'district_id', 'full_name', 'mileage', 'mileage_electric', 'running_status', 'road_type', 'weather', 'symptom', 'fault_part', 'duration',
  'dtc_code', 'source', 'description', 'check_process', 'solution', 'summary', 'is_excellent', 'times_read', 'last_verifier_post',
];

/** The columns of repair_case_step a generated fault row fills (the others stay NULL; `id` counts up). */
export const CASE_STEP_COLUMNS = ['case_id', 'section', 'sno', 'running_status', 'road_type', 'weather', 'symptom', 'description'];

/** The case parameters a case is made of: parameter number → field (case-seeder.ts, contracts' CASE_PARAM_TYPE_NAMES). */
const PARAM_FIELDS = /** @type {const} */ ([
  [1, 'runningStatus'],
  [4, 'roadType'],
  [5, 'weather'],
  [8, 'symptom'],
]);
const LANGS = /** @type {const} */ (['zh_CN', 'en_US', 'de_DE']);
const VERIFIER_POSTS = ['TS', 'TSS', 'ENG'];

/** @typedef {'zh_CN' | 'en_US' | 'de_DE'} CaseLang */
/** @typedef {{ runningStatus: string, roadType: string, weather: string, symptom: string }} Fault */

/**
 * @typedef {object} CaseAuthor
 * @property {string} userCode
 * @property {string} fullName
 * @property {string} orgCode
 * @property {string} orgName
 * @property {string | null} department
 * @property {string | null} areaId
 * @property {string | null} regionId
 * @property {string | null} districtId
 */

/**
 * @typedef {object} CaseReferences
 * @property {readonly { code: string, brandCode: string, name: string }[]} series
 * @property {readonly CaseAuthor[]} authors
 * @property {Record<CaseLang, Record<keyof Fault, readonly string[]>>} params
 */

/** @typedef {{ all: (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]> }} Reader */

const textOrNull = (/** @type {unknown} */ v) => (v === null || v === undefined ? null : String(v));

/**
 * The series (vehicle database), the dealer staff in `normal` status with their dealer (oauth and
 * system) and the case parameters (document), each in code order: the same databases give the same
 * references, so the same seed gives the same rows.
 * @param {{ vehicle: Reader, oauth: Reader, system: Reader, document: Reader }} targets
 * @returns {Promise<CaseReferences>}
 */
export async function readCaseReferences({ vehicle, oauth, system, document }) {
  const [series, users, agencies, params] = await Promise.all([
    vehicle.all('SELECT series_code AS c, brand_code AS b, series_name AS n FROM vehicle_series ORDER BY series_code'),
    oauth.all("SELECT user_code AS c, user_name AS n, agent_code AS a FROM user_account WHERE user_type = 'dealer' AND status = 'normal' AND agent_code IS NOT NULL ORDER BY user_code"),
    system.all('SELECT agency_code AS c, agency_name AS n, area_id AS a, region_id AS r, district_id AS d, service_department AS s FROM agency ORDER BY agency_code'),
    document.all('SELECT param_no AS p, lang_code AS l, param_value AS v FROM case_param ORDER BY param_no, lang_code, sort_no, param_value'),
  ]);
  const agencyBy = new Map(agencies.map((r) => [String(r['c']), r]));
  /** @type {CaseAuthor[]} */
  const authors = users.flatMap((u) => {
    const agency = agencyBy.get(String(u['a']));
    if (!agency) return [];
    return [
      {
        userCode: String(u['c']),
        fullName: String(u['n']),
        orgCode: String(agency['c']),
        orgName: String(agency['n']),
        department: textOrNull(agency['s']),
        areaId: textOrNull(agency['a']),
        regionId: textOrNull(agency['r']),
        districtId: textOrNull(agency['d']),
      },
    ];
  });
  const byLang = /** @type {Record<CaseLang, Record<keyof Fault, string[]>>} */ (
    Object.fromEntries(LANGS.map((lang) => [lang, Object.fromEntries(PARAM_FIELDS.map(([, field]) => [field, []]))]))
  );
  for (const r of params) {
    const field = PARAM_FIELDS.find(([no]) => no === Number(r['p']))?.[1];
    const lang = /** @type {CaseLang} */ (String(r['l']));
    if (field && LANGS.includes(lang)) byLang[lang][field].push(String(r['v']));
  }
  return {
    series: series.map((r) => ({ code: String(r['c']), brandCode: String(r['b']), name: String(r['n']) })),
    authors,
    params: byLang,
  };
}

/**
 * Refuses references a case cannot be made of, with what to do about it.
 * @param {CaseReferences} refs
 */
function checkReferences(refs) {
  const start = 'start the portal once with TIS_DEMO_DATA=true';
  if (refs.series.length === 0) throw new Error(`no vehicle series to write cases of: ${start} (it seeds the demo series)`);
  if (refs.authors.length === 0) throw new Error(`no dealer staff (with their dealer) to write cases: ${start} (demo dealers and accounts), or generate --dealers and --users`);
  for (const lang of LANGS) {
    for (const [no, field] of PARAM_FIELDS) {
      if (refs.params[lang][field].length === 0) throw new Error(`no case parameter ${no} in ${lang}: ${start} (it seeds the case parameters)`);
    }
  }
}

const lower = (/** @type {string} */ s) => s.toLowerCase();

/** Texts of a case in its language: title, description, check process, solution. */
const TEXTS = {
  zh_CN: {
    title: (/** @type {string} */ series, /** @type {Fault} */ f) => `${series} ${f.runningStatus}时${f.symptom}`,
    descriptions: [
      (/** @type {Fault} */ f, /** @type {number} */ km) => `客户反映车辆在${f.roadType}${f.runningStatus}时出现${f.symptom}，${f.weather}时更明显。行驶里程 ${km} 公里。`,
      (/** @type {Fault} */ f, /** @type {number} */ km) => `${f.runningStatus}时${f.symptom}，多发生在${f.roadType}，路试可复现（${km} 公里）。`,
    ],
    checks: ['读取故障码，检查相关线束和插头。', '路试确认故障现象，检查底盘紧固件。', '使用诊断仪读取数据流，与正常车辆对比。'],
    solutions: ['更换点火线圈并清除故障码，路试正常。', '清洗节气门并进行怠速自适应，故障排除。', '紧固前桥下摆臂螺栓，异响消失。', '升级发动机控制单元软件至最新版本，试车正常。', '更换前左驱动轴外球笼，路试无异响。', '更换蓄电池并检查充电系统，故障排除。'],
  },
  en_US: {
    title: (/** @type {string} */ series, /** @type {Fault} */ f) => `${series}: ${f.symptom} when ${lower(f.runningStatus)}`,
    descriptions: [
      (/** @type {Fault} */ f, /** @type {number} */ km) => `Customer reports ${lower(f.symptom)} when ${lower(f.runningStatus)} on ${lower(f.roadType)}, worse in ${lower(f.weather)} weather. Mileage ${km} km.`,
      (/** @type {Fault} */ f, /** @type {number} */ km) => `${f.symptom} while ${lower(f.runningStatus)}; reproducible on a road test (${lower(f.roadType)}, ${km} km).`,
    ],
    checks: ['Read the fault memory and checked the harness and connectors.', 'Confirmed the symptom on a road test and checked the chassis fasteners.', 'Compared the live data with a good vehicle using the diagnostic tester.'],
    solutions: [
      'Replaced the ignition coil and cleared the fault codes; road test OK.',
      'Cleaned the throttle body and ran the idle adaptation.',
      'Tightened the front lower control arm bolts; the noise is gone.',
      'Updated the engine control unit software to the latest release.',
      'Replaced the front left drive shaft outer joint; no noise on the road test.',
      'Replaced the 12 V battery and checked the charging system.',
    ],
  },
  de_DE: {
    title: (/** @type {string} */ series, /** @type {Fault} */ f) => `${series}: ${f.symptom} (${f.runningStatus})`,
    descriptions: [
      (/** @type {Fault} */ f, /** @type {number} */ km) => `Kunde meldet ${f.symptom} – ${f.runningStatus}, ${f.roadType}, Witterung: ${f.weather}. Laufleistung ${km} km.`,
      (/** @type {Fault} */ f, /** @type {number} */ km) => `${f.symptom} bei ${f.runningStatus}; auf der Probefahrt reproduzierbar (${f.roadType}, ${km} km).`,
    ],
    checks: ['Fehlerspeicher ausgelesen, Kabelbaum und Stecker geprüft.', 'Fehlerbild auf der Probefahrt bestätigt, Fahrwerksverschraubungen geprüft.', 'Messwerte mit dem Diagnosetester gegen ein Vergleichsfahrzeug geprüft.'],
    solutions: [
      'Zündspule ersetzt, Fehlerspeicher gelöscht; Probefahrt ohne Befund.',
      'Drosselklappe gereinigt und Leerlauf neu angelernt.',
      'Schrauben des vorderen Querlenkers nachgezogen; Geräusch beseitigt.',
      'Software des Motorsteuergeräts auf den neuesten Stand gebracht.',
      'Äußeres Gelenk der vorderen linken Antriebswelle ersetzt.',
      '12-V-Batterie ersetzt und Ladesystem geprüft.',
    ],
  },
};

/**
 * The workflow states a generated case is in: [submit, verify, publish, discard, version, steps
 * taken] — steps taken: 0 none, 1 submitted, 2 verified, 3 published.
 * @type {readonly (readonly [readonly [number, number, number, number, number, number], number])[]}
 */
const STATES = [
  [[1, 1, 1, 0, 4, 3], 60], // published
  [[0, 2, 0, 0, 1, 0], 12], // draft
  [[1, 2, 0, 0, 2, 1], 10], // submitted, waiting for approval
  [[2, 0, 0, 0, 3, 2], 7], // rejected
  [[1, 1, 0, 0, 3, 2], 6], // approved
  [[0, 2, 0, 1, 2, 0], 3], // discarded draft
  [[1, 1, 2, 0, 5, 3], 2], // publication cancelled
];

const DAY_MS = 86_400_000;

/**
 * One case and its fault row. `author` and `series` given: a draft of them (`draftRows`).
 * @param {Random} rng @param {CaseReferences} refs @param {string} code @param {Date} now
 * @param {{ author: CaseAuthor, series: readonly { code: string, brandCode: string, name: string }[] }} [draft]
 * @returns {{ row: unknown[], step: unknown[] }}
 */
function caseRecord(rng, refs, code, now, draft) {
  const id = rng.uuid();
  const series = rng.pick(draft ? draft.series : refs.series);
  const author = draft ? draft.author : rng.pick(refs.authors);
  const lang = rng.weighted([['zh_CN', 60], ['en_US', 25], ['de_DE', 15]]);
  const values = refs.params[lang];
  /** @type {Fault} */
  const fault = { runningStatus: rng.pick(values.runningStatus), roadType: rng.pick(values.roadType), weather: rng.pick(values.weather), symptom: rng.pick(values.symptom) };
  const texts = TEXTS[lang];
  const mileage = rng.int(300, 250_000);
  const description = rng.pick(texts.descriptions)(fault, mileage);
  const [submit, verify, publish, discard, version, taken] = draft ? [0, 2, 0, 0, 1, 0] : rng.weighted(STATES);
  const created = draft ? daysBefore(rng, now, 0, 30) : daysBefore(rng, now, 1, 1_500);
  // Each step a few days after the one before, never after now.
  const after = (/** @type {Date} */ at, /** @type {number} */ maxDays) => new Date(Math.min(now.getTime(), at.getTime() + rng.int(0, maxDays * DAY_MS)));
  const submitted = taken >= 1 ? after(created, 5) : null;
  const verified = taken >= 2 && submitted ? after(submitted, 10) : null;
  const published = taken >= 3 && verified ? after(verified, 3) : null;
  const updated = [published, verified, submitted].find((d) => d !== null) ?? created;
  const when = (/** @type {Date | null} */ d) => (d ? sqlDateTime(d) : null);
  const row = [
    id, GENERATED_BY, sqlDateTime(created), GENERATED_BY, sqlDateTime(updated), version,
    submit, verify, publish, discard, author.userCode, author.department, when(submitted), when(verified), when(published),
    code, texts.title(series.name, fault), lang, series.brandCode, series.code, series.name, null, author.orgCode, author.orgName, author.areaId, author.regionId,
    author.districtId, author.fullName, mileage, null, fault.runningStatus, fault.roadType, fault.weather, fault.symptom, null, null,
    rng.chance(0.3) ? `P${rng.digits(4)}` : null, null, description, rng.pick(texts.checks), rng.pick(texts.solutions), null,
    publish === 1 && rng.chance(0.02) ? 1 : 0, publish === 1 ? Math.floor(rng.float() ** 3 * 500) : 0, verified ? rng.pick(VERIFIER_POSTS) : null,
  ];
  return { row, step: [id, 'fault', 1, fault.runningStatus, fault.roadType, fault.weather, fault.symptom, description] };
}

/**
 * @typedef {object} CaseOptions
 * @property {number | string} seed
 * @property {number} count
 * @property {CaseReferences} refs
 * @property {Date} now
 */

/**
 * The generated cases, each with its fault row, in code order (RB0000000001, …), streamed.
 * @param {CaseOptions} options
 * @returns {Generator<{ row: unknown[], step: unknown[] }, void, void>}
 */
export function* caseRecords({ seed, count, refs, now }) {
  if (!Number.isInteger(count) || count < 0 || count > MAX_CASES) throw new RangeError(`cases: count must be 0..${MAX_CASES}, got ${count}`);
  if (count === 0) return;
  checkReferences(refs);
  const rng = new Random(seed, 'cases');
  for (let n = 1; n <= count; n++) yield caseRecord(rng, refs, `${CASE_PREFIX}${String(n).padStart(CASE_DIGITS, '0')}`, now);
}

/**
 * `count` unsubmitted drafts of `authorCode` (one of the references' authors) about series of
 * `brandCode`, each with a solution and a fault row (what submission asks for), codes RBD000000001, ….
 * @param {CaseOptions & { authorCode: string, brandCode: string }} options
 * @returns {Generator<{ row: unknown[], step: unknown[] }, void, void>}
 */
export function* draftRecords({ seed, count, refs, now, authorCode, brandCode }) {
  if (!Number.isInteger(count) || count < 0 || count > MAX_DRAFTS) throw new RangeError(`drafts: count must be 0..${MAX_DRAFTS}, got ${count}`);
  if (count === 0) return;
  checkReferences(refs);
  const author = refs.authors.find((a) => a.userCode === authorCode);
  if (!author) throw new Error(`the author of the drafts, ${authorCode}, is not among the dealer staff: start the portal once with TIS_DEMO_DATA=true (demo accounts)`);
  const series = refs.series.filter((s) => s.brandCode === brandCode);
  if (series.length === 0) throw new Error(`no series of brand ${brandCode} for the drafts: start the portal once with TIS_DEMO_DATA=true (demo series)`);
  const rng = new Random(seed, 'drafts');
  for (let n = 1; n <= count; n++) yield caseRecord(rng, refs, `${DRAFT_PREFIX}${String(n).padStart(DRAFT_DIGITS, '0')}`, now, { author, series });
}

/** The author, organisation and brand of the drafts S9 moves through the workflow (demo data: dealer01 of D1001, department AS-RS-E). */
export const DRAFT_AUTHOR = 'dealer01';
export const DRAFT_BRAND = 'PC';
