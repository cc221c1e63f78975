#!/usr/bin/env node
/**
 * The scale-data generator: `node bench/generate.js --db <url> --users 200000 --dealers 3000 --seed 42`.
 * Writes deterministic, realistic rows straight into the portal's databases; see bench/README.md
 * ("Scale data") and generate/index.js.
 */
import { parseArgs } from 'node:util';
import { REFERENCE_NOW } from './generate/common.js';
import { generate, GENERATED_PASSWORD } from './generate/index.js';

const USAGE = `usage: node bench/generate.js --db <url> [--dealers N] [--users N] [--texts N [--texts-lang en_US]] [--vehicles N] [--seed 42] [--now <date>]
  --db          the portal's TIS_DB_URL form, {service} replaced by the service name:
                  sqlite:<TIS_DATA_DIR>/{service}.sqlite   (the embedded portal's files)
                  mariadb://root@127.0.0.1:3306/tis_{service}  (or mysql://…)
                the schema must exist: start the portal once against the database first
  --dealers     dealers (system: agency, with the sales-area tree and missing dealer kinds)
  --users       accounts (oauth: user_account); needs --dealers. Password of all: ${GENERATED_PASSWORD}
  --texts       translation keys "gen.…" of --texts-lang (system: translation; default language en_US)
  --vehicles    vehicles (vehicle: the VIN registry) of the series/models in the database — start the portal
                with TIS_DEMO_DATA=true first (demo series and models); up to 31 million, valid unique VINs
  --cases       repair cases (document: repair_case, a fault row each) of the series, dealer staff and case
                parameters in the databases (TIS_DEMO_DATA=true first); codes RB0000000001…, three languages
  --drafts      unsubmitted drafts of dealer01 (D1001, brand PC), ready to submit (the workflow scenario S9)
  --seed        the same seed gives the same rows (default 42)
  --now         dates are relative to it (default ${REFERENCE_NOW.toISOString().slice(0, 10)}; passwords expire 3 months after)`;

/** @param {string | undefined} text @param {string} name */
function count(text, name) {
  if (text === undefined) return 0;
  if (!/^\d+$/.test(text.replaceAll('_', ''))) {
    console.error(`--${name} must be a whole number, got "${text}"\n${USAGE}`);
    process.exit(2);
  }
  return Number(text.replaceAll('_', ''));
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      db: { type: 'string' },
      dealers: { type: 'string' },
      users: { type: 'string' },
      texts: { type: 'string' },
      'texts-lang': { type: 'string', default: 'en_US' },
      vehicles: { type: 'string' },
      cases: { type: 'string' },
      drafts: { type: 'string' },
      seed: { type: 'string', default: '42' },
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.db) {
  console.error(`--db is required\n${USAGE}`);
  process.exit(2);
}
const now = values.now ? new Date(values.now) : REFERENCE_NOW;
if (Number.isNaN(now.getTime())) {
  console.error(`--now: not a date: ${values.now}\n${USAGE}`);
  process.exit(2);
}

const started = process.hrtime.bigint();
try {
  const results = await generate({
    db: values.db,
    seed: values.seed,
    dealers: count(values.dealers, 'dealers'),
    users: count(values.users, 'users'),
    texts: count(values.texts, 'texts'),
    textsLang: values['texts-lang'],
    vehicles: count(values.vehicles, 'vehicles'),
    cases: count(values.cases, 'cases'),
    drafts: count(values.drafts, 'drafts'),
    now,
    log: (message) => console.log(message),
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rows = results.reduce((sum, r) => sum + r.rows, 0);
  console.log(`${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s overall), seed ${values.seed}`);
  // One machine-readable line for the bench.
  console.log(`summary ${JSON.stringify({ seed: values.seed, now: now.toISOString(), seconds, rows, tables: results })}`);
} catch (error) {
  console.error(`generate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
