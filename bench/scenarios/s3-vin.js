/**
 * S3 — the VIN query on the biggest table, the VIN registry (`GET /tis/api/vehicleService/vehicle/vin`),
 * on SQLite and on MariaDB, through the distributed gateway and through the embedded portal.
 *
 * Data: the embedded portal starts on a fresh database with the demo data (TIS_DEMO_DATA: demo
 * series, models, configurations, accounts), then the generator (bench/generate.js --vehicles, a
 * child) writes the vehicles straight into the `vehicle` table: quick 200,000, full 5,000,000.
 * Ours, measured side by side in one run:
 * - via gateway (the target): the distributed gateway, the vehicle service and the oauth service as
 *   separate processes (lib/servers.js startDistributedPortal; sessions resolved over TCP), on the
 *   same databases as the embedded portal; the gateway's other upstreams are not started.
 * - embedded: the embedded portal (its edge is the gateway's code, without the HTTP hop).
 * - direct (information): the vehicle service's own port, to tell the gateway hop from the service.
 * Each side signs in every role's demo account (lib/tokens.js: admin, OEM, two dealers, social, each
 * its own login); the requests take their sessions in turn.
 * Baseline: the same SQL the service runs (lib/vin-sql.js: one statement — the vehicle by VIN with
 * its brand, series and model, and the shield check) through the driver in its own process
 * (lib/sql-server.js), timed there.
 * Method: sample VINs are rows of the generation at random indexes (vehicleAt: computed from the
 * seed and the references, not read from the database), 5 % unknown VINs (valid, never generated);
 * every side gets the very same list per block. One keep-alive connection per side, one request at
 * a time; a warm-up, then blocks alternating the sides (their order rotating); p50 and p99 by
 * nearest rank.
 * Targets (through the gateway, per database): p50 <= raw p50 + 1 ms; p99 <= 1.5x raw p99 + 2 ms.
 */
import { Agent } from 'node:http';
import { join } from 'node:path';
import { openTarget } from '../generate/db.js';
import { Random } from '../generate/random.js';
import { serviceUrl } from '../generate/sql.js';
import { readVehicleReferences, unknownVin, VEHICLE_COLUMNS, vehicleAt, VIN_INDEX } from '../generate/vehicles.js';
import { sequentialLatencies } from '../lib/load.js';
import { generateData, startBenchMariaDb, startDistributedPortal, startEmbeddedPortal, startSqlServer } from '../lib/servers.js';
import { round, summarize } from '../lib/stats.js';
import { fmt, fmtSigned } from '../lib/table.js';
import { signInPool } from '../lib/tokens.js';

export const id = 'S3';
export const title = 'VIN query on the vehicle registry: via the gateway and embedded vs the same SQL through the driver (SQLite, MariaDB)';

const PATH = '/tis/api/vehicleService/vehicle/vin';
const TARGET = { p50ExtraMs: 1, p99Factor: 1.5, p99ExtraMs: 2 };
const UNKNOWN_SHARE = 0.05;
const SEED = 42;
const col = (/** @type {string} */ name) => VEHICLE_COLUMNS.indexOf(name);

export function settings(quick) {
  // The same warm-up in both runs, long enough that V8 has compiled the hot paths of the three processes
  // of the gateway side (its compiler threads share the two CPUs with them): see README "S3 method".
  return quick ? { vehicles: 200_000, warmup: 3000, blocks: 5, perBlock: 100 } : { vehicles: 5_000_000, warmup: 3000, blocks: 20, perBlock: 100 };
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
  const labelOf = (/** @type {'sqlite' | 'mariadb'} */ dialect) => (dialect === 'sqlite' ? 'SQLite' : 'MariaDB');
  // Both registries are written at the same time, before anything is measured: the SQLite writer
  // is one process on one CPU, the MariaDB one mostly the server on the other (~4 min instead of ~8).
  const prepare = async (/** @type {'sqlite' | 'mariadb'} */ dialect) => {
    const label = labelOf(dialect);
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
    ctx.log(`${label}: ${fmt(written?.rows)} vehicles written`);
    notes.push(`S3 ${label}: generated ${fmt(written?.rows)} vehicles in ${fmt(written?.seconds, 1)} s (${fmt(written?.rowsPerSecond)} rows/s), at the same time as the other database's`);
    return { dialect, label, db, portal, generated };
  };
  const prepared = await Promise.all([prepare('sqlite'), prepare('mariadb')]);

  for (const { dialect, label, db, portal, generated } of prepared) {
    ctx.log(`${label}: starting the gateway, the vehicle and the oauth service as separate processes on the same databases`);
    const distributed = await startDistributedPortal(ctx.pool, { dataDir: join(ctx.runDir, `s3-${dialect}-distributed`), services: ['oauth', 'vehicle'], db, prefix: `s3-${dialect}-` });

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
    // Every role asks: each request takes the next session of the pool (admin, OEM, two dealers, social).
    const gatewayTokens = await signInPool(distributed.gateway.url);
    const sides = [
      { key: 'gateway', label: 'via gateway', base: distributed.gateway.url, tokens: gatewayTokens },
      { key: 'embedded', label: 'embedded', base: portal.url, tokens: await signInPool(portal.url) },
      { key: 'direct', label: 'direct to the vehicle service', base: distributed.services.vehicle.url, tokens: gatewayTokens },
    ].map((side) => ({ ...side, agent: new Agent({ keepAlive: true, maxSockets: 1 }), times: /** @type {number[]} */ ([]) }));
    const rawTimes = /** @type {number[]} */ ([]);
    let unknownStatus = 0;
    try {
      // Every side agrees on a known and an unknown VIN.
      const row = vehicleAt({ seed: SEED, count: s.vehicles, refs, now }, s.vehicles - 1);
      const known = String(row[VIN_INDEX]);
      expected.set(known, row);
      const want = { brandCode: row[col('brand_code')], seriesCode: row[col('series_code')], modelCode: row[col('model_code')], modelYear: row[col('model_year')] };
      const theirs = (await rawRun(raw.url, [known])).answers[0];
      const missing = unknownVin(999_999);
      for (const side of sides) {
        for (const session of side.tokens.sessions) {
          const answer = await fetch(`${side.base}${PATH}?vin=${known}`, { headers: session.headers });
          if (answer.status !== 200) throw new Error(`${label} ${side.label}: ${session.userCode} (${session.userType}) may not look ${known} up: ${answer.status}`);
        }
        const headers = side.tokens.next();
        const ours = await fetch(`${side.base}${PATH}?vin=${known}`, { headers });
        const body = /** @type {any} */ (await ours.json());
        const got = { brandCode: body?.data?.brandCode, seriesCode: body?.data?.seriesCode, modelCode: body?.data?.modelCode, modelYear: body?.data?.modelYear };
        if (ours.status !== 200 || body?.code !== '000000' || JSON.stringify(got) !== JSON.stringify(want)) {
          throw new Error(`${label} ${side.label}: ${PATH}?vin=${known} answered ${ours.status} ${JSON.stringify(body).slice(0, 300)}; expected ${JSON.stringify(want)}`);
        }
        if (!theirs?.found || theirs.brandCode !== want.brandCode || theirs.brandName !== body.data.brandName || theirs.seriesName !== body.data.seriesName) {
          throw new Error(`${label}: the raw SQL answered ${JSON.stringify(theirs)} for ${known}, ${side.label} ${JSON.stringify(body.data)}`);
        }
        const notFound = await fetch(`${side.base}${PATH}?vin=${missing}`, { headers });
        const notFoundBody = /** @type {any} */ (await notFound.json());
        if (notFoundBody?.code === '000000' || (unknownStatus !== 0 && notFound.status !== unknownStatus)) {
          throw new Error(`${label} ${side.label}: unknown VIN ${missing} answered ${notFound.status} ${JSON.stringify(notFoundBody).slice(0, 200)}`);
        }
        unknownStatus = notFound.status;
      }
      if ((await rawRun(raw.url, [missing])).answers[0]?.found) throw new Error(`${label}: the raw SQL found the unknown VIN ${missing}`);

      /** One request per VIN on the side's keep-alive connection (the status of a known / unknown VIN is checked). */
      const sideRun = async (/** @type {(typeof sides)[number]} */ side, /** @type {string[]} */ vins) => {
        const out = [];
        for (const vin of vins) {
          const expectStatus = expected.has(vin) ? 200 : unknownStatus;
          out.push(...(await sequentialLatencies(`${side.base}${PATH}?vin=${vin}`, 1, side.agent, { headers: side.tokens.next(), expectStatus })));
        }
        return out;
      };
      ctx.log(`${label}: warm-up ${s.warmup} VINs per side`);
      const warm = drawVins(s.warmup);
      for (const side of sides) await sideRun(side, warm);
      await rawRun(raw.url, warm);
      ctx.log(`${label}: measuring ${s.blocks} blocks of ${s.perBlock} VINs per side (${Math.round(UNKNOWN_SHARE * 100)} % unknown)`);
      for (let block = 0; block < s.blocks; block++) {
        const vins = drawVins(s.perBlock);
        // The order of the sides rotates from block to block: none always runs right after another.
        for (let i = 0; i < sides.length; i++) {
          const side = sides[(block + i) % sides.length];
          side.times.push(...(await sideRun(side, vins)));
        }
        const answer = await rawRun(raw.url, vins);
        const wrong = answer.answers.filter((a) => a.found !== expected.has(a.vin));
        if (wrong.length > 0) throw new Error(`${label}: the raw SQL disagrees with the generation on ${wrong.map((w) => w.vin).join(', ')}`);
        rawTimes.push(...answer.times);
      }
    } finally {
      for (const side of sides) side.agent.destroy();
    }
    const started = [raw.proc, portal.proc, distributed.gateway.proc, ...Object.values(distributed.services).map((svc) => svc.proc)];
    await Promise.all(started.map((proc) => ctx.pool.stop(proc)));

    const base = summarize(rawTimes);
    const summary = Object.fromEntries(sides.map((side) => [side.key, summarize(side.times)]));
    for (const side of sides) {
      ctx.log(`${label}: ${side.label} p50 ${fmt(summary[side.key].p50, 2)} ms p99 ${fmt(summary[side.key].p99, 2)} ms`);
    }
    ctx.log(`${label}: raw SQL p50 ${fmt(base.p50, 2)} ms p99 ${fmt(base.p99, 2)} ms`);
    for (const [key, where, counts] of /** @type {const} */ ([
      ['gateway', 'via gateway (distributed)', true],
      ['embedded', 'embedded portal edge', false],
    ])) {
      const ours = summary[key];
      rows.push(
        {
          scenario: `S3 VIN query (${label})`,
          metric: `p50 ms, ${ours.count} req, ${where}, ${fmt(s.vehicles)} VINs`,
          ours: fmt(ours.p50, 2),
          baseline: fmt(base.p50, 2),
          ratio: `${fmt(ours.p50 / base.p50, 2)}x (${fmtSigned(ours.p50 - base.p50, 2)} ms)`,
          target: counts ? `<= raw + ${TARGET.p50ExtraMs} ms` : '(info)',
          pass: counts ? ours.p50 <= base.p50 + TARGET.p50ExtraMs : undefined,
        },
        {
          scenario: `S3 VIN query (${label})`,
          metric: `p99 ms, ${ours.count} req, ${where}, ${fmt(s.vehicles)} VINs`,
          ours: fmt(ours.p99, 2),
          baseline: fmt(base.p99, 2),
          ratio: `${fmt(ours.p99 / base.p99, 2)}x (${fmtSigned(ours.p99 - base.p99, 2)} ms)`,
          target: counts ? `<= ${TARGET.p99Factor}x raw + ${TARGET.p99ExtraMs} ms` : '(info)',
          pass: counts ? ours.p99 <= TARGET.p99Factor * base.p99 + TARGET.p99ExtraMs : undefined,
        },
      );
    }
    const direct = summary['direct'];
    notes.push(
      `S3 ${label}: straight to the vehicle service p50 ${fmt(direct.p50, 2)} ms, p99 ${fmt(direct.p99, 2)} ms ` +
        `(the gateway hop adds ${fmtSigned(summary['gateway'].p50 - direct.p50, 2)} ms at p50)`,
    );
    const r3 = (/** @type {Record<string, number>} */ o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, k === 'count' ? v : round(v, 3)]));
    details.databases[dialect] = {
      generated,
      unknownVinStatus: unknownStatus,
      latencyMs: { ...Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, r3(v)])), raw: r3(base) },
    };
  }
  notes.push(
    'S3: the target is met through the distributed gateway (gateway, vehicle and oauth service as separate processes; the embedded portal ' +
      "is information); the raw side runs the service's SQL (lib/vin-sql.js: one statement, vehicle with brand, series, model and the shield " +
      'check) in its own process and times only the driver call.',
  );
  return { rows, notes, details };
}

/**
 * Runs the VIN query's SQL once per VIN, in order, in the raw-driver process (200 VINs per call: the
 * URL stays below Node's header limit); its own timings (ms) come back.
 * @param {string} base @param {string[]} vins
 * @returns {Promise<{ times: number[], answers: { vin: string, found: boolean, brandCode?: string, brandName?: string, seriesName?: string }[] }>}
 */
async function rawRun(base, vins) {
  const out = { times: /** @type {number[]} */ ([]), answers: /** @type {any[]} */ ([]) };
  for (let i = 0; i < vins.length; i += 200) {
    const res = await fetch(`${base}/vin?vins=${vins.slice(i, i + 200).join(',')}`);
    if (res.status !== 200) throw new Error(`raw SQL process answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
    const part = /** @type {any} */ (await res.json());
    out.times.push(...part.times);
    out.answers.push(...part.answers);
  }
  return out;
}
