import { randomUUID } from 'node:crypto';
import { type TisError, type VinInfo } from '@tis/contracts';
import { openDatabase } from '@tis/nest';
import { sentQueries, startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIN_INFO_SQL as BENCH_VIN_SQL, vinInfoQuery } from '../../../../../bench/lib/vin-sql.js';
import { Brand } from '../../brand/brand.entity.js';
import { VEHICLE_MIGRATIONS } from '../../migrations/index.js';
import { Model } from '../../model/model.entity.js';
import { Series } from '../../series/series.entity.js';
import { VEHICLE_ENTITIES } from '../../vehicle.module.js';
import { Vehicle, VinShield } from '../vehicle.entity.js';
import { VehicleService } from '../vehicle.service.js';

const audit = { createdBy: 'test', updatedBy: 'test' };
const KNOWN = 'LTPS1M10000000001';
const SHIELDED = 'LTPS1M10000000002';
/** Its brand row is missing (the registry keeps codes, not foreign keys): the names come back empty. */
const ORPHAN = 'XXXS9M90000000003';
const UNKNOWN = 'LTPS1M19999999999';

function vehicle(vin: string, brandCode: string, seriesCode: string, modelCode: string, modelYear: number): Partial<Vehicle> {
  return { id: randomUUID(), vin, brandCode, seriesCode, modelCode, modelYear, configCode: null, engineNo: null, motorNo: null, exteriorColour: null, interiorColour: null, ...audit };
}

/** One step of a plan: the table (alias) read, the index used, and whether it scans or sorts. */
interface Step {
  table: string | null;
  index: string | null;
  scanOrSort: boolean;
  text: string;
}

async function planOf(ds: DataSource, sql: string, params: unknown[]): Promise<Step[]> {
  if (ds.options.type === 'better-sqlite3') {
    const rows = await ds.query<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, params);
    return rows.map(({ detail }) => {
      const step = /^SEARCH (\S+) USING (?:COVERING )?INDEX (\S+)/.exec(detail);
      return { table: step?.[1] ?? null, index: step?.[2] ?? null, scanOrSort: /^SCAN |TEMP B-TREE/.test(detail), text: detail };
    });
  }
  const rows = await ds.query<{ table: string | null; type: string | null; key: string | null; Extra: string | null }[]>(`EXPLAIN ${sql}`, params);
  return rows.map((r) => ({
    table: r.table,
    index: r.key,
    scanOrSort: r.type === 'ALL' || r.type === 'index' || /filesort|temporary/.test(r.Extra ?? ''),
    text: `${r.table ?? '-'} ${r.type ?? '-'} ${r.key ?? '-'} ${r.Extra ?? ''}`,
  }));
}

describe.each(TEST_DIALECTS)('the VIN query on %s', (dialect) => {
  let server: TestDatabaseServer;
  let ds: DataSource;
  let service: VehicleService;

  beforeAll(async () => {
    server = await startTestDatabase(dialect);
    ds = await openDatabase({ url: server.url('vin_query'), entities: VEHICLE_ENTITIES, migrations: VEHICLE_MIGRATIONS });
    await ds.getRepository(Brand).insert({ id: randomUUID(), brandCode: 'PC', brandName: 'Passenger cars', brandType: 'brand', loginEntry: null, checkDigit: false, sortNo: 1, ...audit });
    await ds.getRepository(Series).insert({ id: randomUUID(), brandCode: 'PC', seriesCode: 'PC-S1', seriesName: 'Series one', epcName: 'EPC one', afterSaleType: 'car', subSaleType: null, energyType: null, carType: null, ...audit });
    await ds.getRepository(Model).insert({ id: randomUUID(), brandCode: 'PC', seriesCode: 'PC-S1', modelCode: 'PC-S1-M1', modelName: 'Model one', kindCode: null, ...audit });
    await ds.getRepository(Vehicle).insert([
      vehicle(KNOWN, 'PC', 'PC-S1', 'PC-S1-M1', 2024),
      { ...vehicle(SHIELDED, 'PC', 'PC-S1', 'PC-S1-M1', 2025), configCode: 'CFG-1' },
      vehicle(ORPHAN, 'XX', 'XX-S9', 'XX-S9-M9', 2019),
    ]);
    await ds.getRepository(VinShield).insert({ id: randomUUID(), vin: SHIELDED, remark: null, ...audit });
    if (dialect === 'mariadb') await ds.query('ANALYZE TABLE vehicle, vehicle_brand, vehicle_series, vehicle_model, vehicle_vin_shield');
    service = new VehicleService(ds);
  });

  afterAll(async () => {
    await ds?.destroy();
    await server?.stop();
  });

  /** What the service sends to the database (TypeORM's query log) for one lookup, and how it ends. */
  async function sent(vin: string): Promise<{ sql: string[]; result: VinInfo | TisError }> {
    let result: VinInfo | TisError | undefined;
    const sql = await sentQueries(ds, async () => {
      result = await service.vinInfo(vin).catch((error: unknown) => error as TisError);
    });
    return { sql, result: result! };
  }

  it('sends the very SQL the bench runs raw (bench/lib/vin-sql.js), once per lookup, found or not', async () => {
    for (const vin of [KNOWN, SHIELDED, ORPHAN, UNKNOWN]) {
      expect((await sent(vin)).sql, vin).toEqual([BENCH_VIN_SQL]);
    }
  });

  it('answers brand, series, model, year, configuration and the shield; an unknown VIN is "VIN not found"', async () => {
    expect((await sent(KNOWN)).result).toEqual({
      vin: KNOWN,
      brandCode: 'PC',
      brandName: 'Passenger cars',
      seriesCode: 'PC-S1',
      seriesName: 'Series one',
      epcName: 'EPC one',
      modelCode: 'PC-S1-M1',
      modelName: 'Model one',
      modelYear: 2024,
      configCode: null,
      shielded: false,
    } satisfies VinInfo);
    expect((await sent(SHIELDED)).result).toMatchObject({ vin: SHIELDED, modelYear: 2025, configCode: 'CFG-1', shielded: true });
    expect((await sent(ORPHAN)).result).toMatchObject({ brandCode: 'XX', brandName: null, seriesName: null, epcName: null, modelName: null, shielded: false });
    const missing = (await sent(UNKNOWN)).result as TisError;
    expect([missing.errorName, missing.code, missing.key]).toEqual(['businessMessage', '000001', 'error.vinNotFound']);
  });

  it('gives the bench the same row the service reads', async () => {
    const query = vinInfoQuery(SHIELDED);
    const [row] = await ds.query<Record<string, unknown>[]>(query.sql, query.params);
    expect(row).toMatchObject({ brand_code: 'PC', brand_name: 'Passenger cars', series_name: 'Series one', model_code: 'PC-S1-M1' });
    expect(Number(row?.['shielded'])).toBe(1);
    expect(await ds.query(vinInfoQuery(UNKNOWN).sql, [UNKNOWN])).toEqual([]);
  });

  it('reads one entry of each unique index: the VIN, the brand, series and model codes, the shield; no scan, no sort', async () => {
    // A shielded VIN: for a VIN without a shield row MariaDB reads the (const) shield lookup while planning and shows no table.
    const plan = await planOf(ds, BENCH_VIN_SQL, [SHIELDED]);
    const text = plan.map((s) => s.text).join(' | ');
    expect(plan.filter((s) => s.scanOrSort), text).toEqual([]);
    const indexes = plan.flatMap((s) => (s.index ? [s.index] : [])).sort();
    expect(indexes, text).toEqual(['uq_vehicle_brand_code', 'uq_vehicle_model_code', 'uq_vehicle_series_code', 'uq_vehicle_vin', 'uq_vehicle_vin_shield_vin']);
  });
});
