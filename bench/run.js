#!/usr/bin/env node
/**
 * The TIS bench: `node bench/run.js [--quick] [--only S1[,S4]] [--keep]` (also `pnpm bench`).
 *
 * Prepares what the scenarios need (build outputs, fresh data directories), runs every
 * scenario, prints one table (scenario, our figure, the baseline's figure, ratio, target,
 * pass/fail), writes the results to bench/results/<timestamp>.json and exits non-zero when a
 * target is missed or a scenario could not run. Every process it starts is stopped at the end.
 * See bench/README.md.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRunDir, removeRunDir, runToCompletion } from '@tis/nest/testing';
import { ProcessPool } from './lib/processes.js';
import { missingBuildOutputs, ROOT, WEB_DIST } from './lib/servers.js';
import { formatTable } from './lib/table.js';
import * as s1 from './scenarios/s1-json.js';
import * as s2 from './scenarios/s2-hop.js';
import * as s3 from './scenarios/s3-vin.js';
import * as s4 from './scenarios/s4-user-list.js';
import * as s5 from './scenarios/s5-login.js';
import * as s6 from './scenarios/s6-translations.js';
import * as s7 from './scenarios/s7-spa.js';
import * as s8 from './scenarios/s8-memory.js';
import * as s9 from './scenarios/s9-workflow.js';
import * as s10 from './scenarios/s10-search.js';

/**
 * @typedef {object} ScenarioContext
 * @property {boolean} quick
 * @property {ProcessPool} pool   start every child through it
 * @property {string} runDir      fresh directory for this run's data and logs
 * @property {(message: string) => void} log
 */

const SCENARIOS = [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10];
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

const USAGE = `usage: node bench/run.js [--quick] [--only S1[,S3…]] [--keep]
  --quick   every scenario briefly, on small data (about 5 minutes in all)
  --only    run only these scenarios (${SCENARIOS.map((s) => s.id).join(', ')})
  --keep    keep the run directory (data and server logs) even when everything passed`;

function parseCli(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      // `pnpm run bench -- --quick` passes the `--` on.
      args: argv[0] === '--' ? argv.slice(1) : argv,
      options: {
        quick: { type: 'boolean', default: false },
        only: { type: 'string', multiple: true },
        keep: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const wanted = (values.only ?? []).flatMap((v) => v.split(',')).map((v) => v.trim().toUpperCase()).filter(Boolean);
  const unknown = wanted.filter((w) => !SCENARIOS.some((s) => s.id === w));
  if (unknown.length > 0) {
    console.error(`unknown scenario ${unknown.join(', ')}\n${USAGE}`);
    process.exit(2);
  }
  const scenarios = wanted.length === 0 ? SCENARIOS : SCENARIOS.filter((s) => wanted.includes(s.id));
  return { quick: values.quick, keep: values.keep, scenarios };
}

function stamp() {
  const t = new Date().toISOString();
  return `[${t.slice(11, 19)}]`;
}

/** Builds what is missing: the services (tsc -b), and the SPA when a scenario needs it (`requires: ['web']`). */
async function ensureBuilt(runDir, scenarios) {
  const missing = missingBuildOutputs();
  if (missing.length > 0) {
    console.log(`${stamp()} build outputs missing (${missing.join(', ')}); building: tsc -b tsconfig.build.json`);
    await runToCompletion({
      name: 'build',
      command: process.execPath,
      args: [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'],
      cwd: ROOT,
      logDir: join(runDir, 'logs'),
      timeoutMs: 15 * 60_000,
    });
    const still = missingBuildOutputs();
    if (still.length > 0) throw new Error(`still missing after the build: ${still.join(', ')}`);
  }
  if (scenarios.some((s) => s.requires?.includes('web')) && !existsSync(join(WEB_DIST, 'index.html'))) {
    console.log(`${stamp()} web/dist is missing; building: vite build (web)`);
    await runToCompletion({
      name: 'build-web',
      command: process.execPath,
      args: [join(ROOT, 'web/node_modules/vite/bin/vite.js'), 'build'],
      cwd: join(ROOT, 'web'),
      logDir: join(runDir, 'logs'),
      timeoutMs: 15 * 60_000,
    });
  }
}

async function main() {
  const { quick, keep, scenarios } = parseCli(process.argv.slice(2));
  const startedAt = new Date();
  const runDir = createRunDir('bench');
  const pool = new ProcessPool(join(runDir, 'logs'));

  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${stamp()} ${signal}: stopping every process of the run`);
      void pool.stopAll().finally(() => process.exit(130));
    });
  }

  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    loadavgAtStart: loadavg().map((v) => Number(v.toFixed(2))),
  };
  console.log(
    `TIS bench — ${quick ? 'quick' : 'full'} run of ${scenarios.map((s) => s.id).join(', ')} on ${machine.cpus} CPUs ` +
      `(${machine.cpuModel}), Node ${machine.node}, load ${machine.loadavgAtStart.join(' ')}`,
  );
  console.log(`${stamp()} run directory (data, server logs): ${runDir}`);

  const results = [];
  let failedToRun = false;
  try {
    await ensureBuilt(runDir, scenarios);
    for (const scenario of scenarios) {
      const scenarioStart = Date.now();
      console.log(`\n${stamp()} ${scenario.id}: ${scenario.title}`);
      const ctx = { quick, pool, runDir, log: (m) => console.log(`${stamp()} ${scenario.id}  ${m}`) };
      try {
        const { rows, notes = [], details } = await scenario.run(ctx);
        results.push({ id: scenario.id, title: scenario.title, seconds: (Date.now() - scenarioStart) / 1000, rows, notes, details });
      } catch (error) {
        failedToRun = true;
        console.error(`${stamp()} ${scenario.id} could not run: ${error instanceof Error ? error.message : String(error)}`);
        results.push({
          id: scenario.id,
          title: scenario.title,
          seconds: (Date.now() - scenarioStart) / 1000,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          rows: [{ scenario: scenario.id, metric: 'could not run', ours: '-', baseline: '-', ratio: '-', target: '-', pass: false }],
        });
      } finally {
        // Nothing of one scenario keeps running (and using CPU) during the next one.
        await pool.stopAll();
      }
    }
  } catch (error) {
    failedToRun = true;
    console.error(`${stamp()} bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await pool.stopAll();
  }

  const rows = results.flatMap((r) =>
    r.rows.map((row) => ({ ...row, result: row.pass === undefined ? 'info' : row.pass ? 'pass' : r.error ? 'ERROR' : 'FAIL' })),
  );
  const missed = rows.filter((r) => r.pass === false);
  const pass = !failedToRun && missed.length === 0 && results.length === scenarios.length;
  const finishedAt = new Date();

  console.log(`\n${formatTable(rows)}\n`);
  const notes = results.flatMap((r) => r.notes ?? []);
  notes.push(`load average at start ${machine.loadavgAtStart.map((v) => v.toFixed(2)).join(' ')}, at end ${loadavg().map((v) => v.toFixed(2)).join(' ')} (${machine.cpus} CPUs)`);
  for (const note of notes) console.log(`- ${note}`);
  console.log('');

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${startedAt.toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    seconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    mode: quick ? 'quick' : 'full',
    machine: { ...machine, loadavgAtEnd: loadavg().map((v) => Number(v.toFixed(2))) },
    pass,
    table: rows,
    scenarios: results,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results: ${relative(process.cwd(), file) || file}`);
  console.log(
    `${pass ? 'all targets met' : failedToRun ? 'a scenario could not run' : `${missed.length} target(s) missed`} ` +
      `in ${Math.round(report.seconds)} s`,
  );

  // Data and server logs are kept for a scenario that could not run (and with --keep).
  if (!failedToRun && !keep) removeRunDir(runDir);
  else console.log(`run directory kept: ${runDir}`);
  process.exitCode = pass ? 0 : 1;
}

await main();
