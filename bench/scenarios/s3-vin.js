/**
 * S3 — the VIN query on the biggest table, the VIN registry (`GET /tis/api/vehicleService/vehicle/vin`),
 * on the embedded SQLite files and on MariaDB.
 *
 * Data: the embedded portal starts on a fresh database with the demo data (TIS_DEMO_DATA: demo
 * series, models, configurations), then the generator (bench/generate.js --vehicles, a child)
 * writes the vehicles straight into the `vehicle` table: quick 200,000, full 5,000,000.
 * Ours: the VIN query through the embedded portal's edge (the gateway's edge code: access gate,
 * validation, the vehicle service's controller, envelope), signed in as admin. The distributed
 * gateway (S2) runs on SQLite files only and would need the demo data and the vehicles in its own
 * per-service files: the embedded portal is measured, and the row says so.
 * Baseline: the same SQL the service runs (lib/vin-sql.js: the vehicle by VIN, then brand, series,
 * model and the shield check) through the driver in its own process (lib/sql-server.js), timed there.
 * Method: sample VINs are rows of the generation at random indexes (vehicleAt: computed from the
 * seed and the references, not read from the database), 5 % unknown VINs (valid, never generated);
 * both sides get the very same list per block. One keep-alive connection, one request at a time;
 * a warm-up, then blocks alternating portal / raw; p50 and p99 by nearest rank.
 * Targets: p50 <= raw p50 + 1 ms; p99 <= 1.5x raw p99 + 2 ms (per database).
 */
import { Agent } from 'node:http';
import { join } from 'node:path';
import { loginAs } from '@tis/nest/testing';
import { openTarget } from '../generate/db.js';
import { Random } from '../generate/random.js';
import { serviceUrl } from '../generate/sql.js';
import { readVehicleReferences, unknownVin, VEHICLE_COLUMNS, vehicleAt, VIN_INDEX } from '../generate/vehicles.js';
import { sequentialLatencies } from '../lib/load.js';
import { generateData, startBenchMariaDb, startEmbeddedPortal, startSqlServer } from '../lib/servers.js';
import { round, summarize } from '../lib/stats.js';
import { fmt, fmtSigned } from '../lib/table.js';

export const id = 'S3';
export const title = 'VIN query on the vehicle registry: portal vs the same SQL through the driver (SQLite, MariaDB)';

const PATH = '/tis/api/vehicleService/vehicle/vin';
const TARGET = { p50ExtraMs: 1, p99Factor: 1.5, p99ExtraMs: 2 };
const UNKNOWN_SHARE = 0.05;
const SEED = 42;
const col = (/** @type {string} */ name) => VEHICLE_COLUMNS.indexOf(name);

export function settings(quick) {
  return quick ? { vehicles: 200_000, warmup: 200, blocks: 5, perBlock: 100 } : { vehicles: 5_000_000, warmup: 1000, blocks: 20, perBlock: 100 };
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);
  ctx.log('starting MariaDB (in the background)');
  const mariaDb = startBenchMariaDb(ctx.pool, join(ctx.runDir, 's3-mariadb'));
  mariaDb.catch(() => undefined);
  const now = new Date();

  const rows = [];
  const notes = [];
  const details = { settings: s, seed: SEED, unknownShare: UNKNOWN_SHARE, databases: {} };
  for (const dialect of /** @type {const} */ (['sqlite', 'mariadb'])) {
    const label = dialect === 'sqlite' ? 'SQLite' : 'MariaDB';
    const dataDir = join(ctx.runDir, `s3-${dialect}`);
    /** @type {Record<string, string>} */
    const env = { TIS_DEMO_DATA: 'true' };
    let db = `sqlite:${dataDir}/{service}.sqlite`;
    if (dialect === 'mariadb') {
      db = `${(await mariaDb).url()}/bench_{service}`;
      env['TIS_DB_URL'] = db;
    }

    ctx.log(`${label}: starting the embedded portal (migrations, reference and demo data)`);
    const portal = await startEmbeddedPortal(ctx.pool, { dataDir, name: `s3-portal-${dialect}`, env });
    ctx.log(`${label}: generating ${fmt(s.vehicles)} vehicles`);
    const generated = await generateData(ctx.pool, { db, vehicles: s.vehicles, seed: SEED, now, name: `s3-generate-${dialect}` });
    const written = generated.tables.find((t) => t.table === 'vehicle');
    notes.push(`S3 ${label}: generated ${fmt(written?.rows)} vehicles in ${fmt(written?.seconds, 1)} s (${fmt(written?.rowsPerSecond)} rows/s)`);
    if (dialect === 'sqlite') await mariaDb;

    // The sample: rows of the generation, computed from the seed and the same references the generator read.
    const vehicleDb = await openTarget(serviceUrl(db, 'vehicle'));
    const refs = await readVehicleReferences(vehicleDb).finally(() => vehicleDb.close());
    const rng = new Random(SEED, `s3-sample-${dialect}`);
    /** @type {Map<string, unknown[]>} */
    const expected = new Map();
    let unknownNo = 0;
    const drawVins = (/** @type {number} */ n) =>
      Array.from({ length: n }, () => {
        if (rng.chance(UNKNOWN_SHARE)) return unknownVin(unknownNo++);
        const row = vehicleAt({ seed: SEED, count: s.vehicles, refs, now }, rng.int(0, s.vehicles - 1));
        const vin = String(row[VIN_INDEX]);
        expected.set(vin, row);
        return vin;
      });

    const raw = await startSqlServer(ctx.pool, serviceUrl(db, 'vehicle'), `s3-sql-${dialect}`);
    const token = await loginAs(portal.url, 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const times = { portal: /** @type {number[]} */ ([]), raw: /** @type {number[]} */ ([]) };
    let unknownStatus = 0;
    try {
      // Both sides agree on a known and an unknown VIN.
      const row = vehicleAt({ seed: SEED, count: s.vehicles, refs, now }, s.vehicles - 1);
      const known = String(row[VIN_INDEX]);
      expected.set(known, row);
      const ours = await fetch(`${portal.url}${PATH}?vin=${known}`, { headers });
      const body = /** @type {any} */ (await ours.json());
      const theirs = (await rawRun(raw.url, [known])).answers[0];
      const want = { brandCode: row[col('brand_code')], seriesCode: row[col('series_code')], modelCode: row[col('model_code')], modelYear: row[col('model_year')] };
      const got = { brandCode: body?.data?.brandCode, seriesCode: body?.data?.seriesCode, modelCode: body?.data?.modelCode, modelYear: body?.data?.modelYear };
      if (ours.status !== 200 || body?.code !== '000000' || JSON.stringify(got) !== JSON.stringify(want)) {
        throw new Error(`${label} ${PATH}?vin=${known} answered ${ours.status} ${JSON.stringify(body).slice(0, 300)}; expected ${JSON.stringify(want)}`);
      }
      if (!theirs?.found || theirs.brandCode !== want.brandCode || theirs.brandName !== body.data.brandName || theirs.seriesName !== body.data.seriesName) {
        throw new Error(`${label}: the raw SQL answered ${JSON.stringify(theirs)} for ${known}, the portal ${JSON.stringify(body.data)}`);
      }
      const missing = unknownVin(999_999);
      const notFound = await fetch(`${portal.url}${PATH}?vin=${missing}`, { headers });
      const notFoundBody = /** @type {any} */ (await notFound.json());
      unknownStatus = notFound.status;
      if (notFoundBody?.code === '000000' || (await rawRun(raw.url, [missing])).answers[0]?.found) {
        throw new Error(`${label}: unknown VIN ${missing} was found (${notFound.status} ${JSON.stringify(notFoundBody).slice(0, 200)})`);
      }

      /** Portal side: one request per VIN on the keep-alive connection (the status of a known / unknown VIN is checked). */
      const portalRun = async (/** @type {string[]} */ vins) => {
        const out = [];
        for (const vin of vins) {
          const expectStatus = expected.has(vin) ? 200 : unknownStatus;
          out.push(...(await sequentialLatencies(`${portal.url}${PATH}?vin=${vin}`, 1, agent, { headers, expectStatus })));
        }
        return out;
      };
      ctx.log(`${label}: warm-up ${s.warmup} VINs per side`);
      const warm = drawVins(s.warmup);
      await portalRun(warm);
      await rawRun(raw.url, warm);
      ctx.log(`${label}: measuring ${s.blocks} blocks of ${s.perBlock} VINs per side (${Math.round(UNKNOWN_SHARE * 100)} % unknown)`);
      for (let block = 0; block < s.blocks; block++) {
        const vins = drawVins(s.perBlock);
        times.portal.push(...(await portalRun(vins)));
        const answer = await rawRun(raw.url, vins);
        const wrong = answer.answers.filter((a) => a.found !== expected.has(a.vin));
        if (wrong.length > 0) throw new Error(`${label}: the raw SQL disagrees with the generation on ${wrong.map((w) => w.vin).join(', ')}`);
        times.raw.push(...answer.times);
      }
    } finally {
      agent.destroy();
    }
    await ctx.pool.stop(raw.proc);
    await ctx.pool.stop(portal.proc);

    const ours = summarize(times.portal);
    const base = summarize(times.raw);
    ctx.log(`${label}: portal p50 ${fmt(ours.p50, 2)} ms p99 ${fmt(ours.p99, 2)} ms; raw SQL p50 ${fmt(base.p50, 2)} ms p99 ${fmt(base.p99, 2)} ms`);
    const where = `embedded portal edge, ${fmt(s.vehicles)} VINs`;
    rows.push(
      {
        scenario: `S3 VIN query (${label})`,
        metric: `p50 ms, ${ours.count} req, ${where}`,
        ours: fmt(ours.p50, 2),
        baseline: fmt(base.p50, 2),
        ratio: `${fmt(ours.p50 / base.p50, 2)}x (${fmtSigned(ours.p50 - base.p50, 2)} ms)`,
        target: `<= raw + ${TARGET.p50ExtraMs} ms`,
        pass: ours.p50 <= base.p50 + TARGET.p50ExtraMs,
      },
      {
        scenario: `S3 VIN query (${label})`,
        metric: `p99 ms, ${ours.count} req, ${where}`,
        ours: fmt(ours.p99, 2),
        baseline: fmt(base.p99, 2),
        ratio: `${fmt(ours.p99 / base.p99, 2)}x (${fmtSigned(ours.p99 - base.p99, 2)} ms)`,
        target: `<= ${TARGET.p99Factor}x raw + ${TARGET.p99ExtraMs} ms`,
        pass: ours.p99 <= TARGET.p99Factor * base.p99 + TARGET.p99ExtraMs,
      },
    );
    const r3 = (/** @type {Record<string, number>} */ o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, k === 'count' ? v : round(v, 3)]));
    details.databases[dialect] = { generated, unknownVinStatus: unknownStatus, latencyMs: { portal: r3(ours), raw: r3(base) } };
  }
  notes.push(
    'S3: measured through the embedded portal (whose edge is the gateway code), not the distributed gateway; the raw side runs the ' +
      "service's SQL (lib/vin-sql.js: vehicle by VIN, then brand, series, model and the shield check at once) in its own process and times only the driver calls.",
  );
  return { rows, notes, details };
}

/**
 * Runs the VIN query's SQL once per VIN, in order, in the raw-driver process; its own timings (ms) come back.
 * @param {string} base @param {string[]} vins
 * @returns {Promise<{ times: number[], answers: { vin: string, found: boolean, brandCode?: string, brandName?: string, seriesName?: string }[] }>}
 */
async function rawRun(base, vins) {
  const res = await fetch(`${base}/vin?vins=${vins.join(',')}`);
  if (res.status !== 200) throw new Error(`raw SQL process answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  return /** @type {any} */ (await res.json());
}
