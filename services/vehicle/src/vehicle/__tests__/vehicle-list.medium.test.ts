import { randomUUID } from 'node:crypto';
import type { VehicleQuery } from '@tis/contracts';
import { openDatabase, pageQuery } from '@tis/nest';
import { keyPagePlan, queryPlan, seededRandom, sentQueries, startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalAfterPage, vehicleListQueries, vehicleNamesQueries } from '../../../../../bench/lib/list-sql.js';
import { Brand } from '../../brand/brand.entity.js';
import { pageOf } from '../../common/vehicle.common.js';
import { VEHICLE_MIGRATIONS } from '../../migrations/index.js';
import { Model } from '../../model/model.entity.js';
import { Series } from '../../series/series.entity.js';
import { VEHICLE_ENTITIES } from '../../vehicle.module.js';
import { Vehicle } from '../vehicle.entity.js';
import { VehicleService } from '../vehicle.service.js';

const VEHICLES = 4000;
const PAGE_SIZE = 20;
/** Brands (code, WMI), three series each, three models per series. */
const BRANDS = [
  ['PC', 'LTP'],
  ['CV', 'LTC'],
  ['OS', 'WTS'],
] as const;
const YEARS = [2019, 2020, 2021, 2022, 2023, 2024];
const audit = { createdBy: 'test', updatedBy: 'test' };
const CALLER = { userCode: 'admin', lang: 'en_US' } as const;

type Filters = Omit<VehicleQuery, 'pageNo' | 'pageSize'>;

/** `count` vehicles over the models, their VINs not in insertion order (unique: the row number is in them). */
function vehicles(count: number): Partial<Vehicle>[] {
  const next = seededRandom(11);
  return Array.from({ length: count }, (_, i) => {
    const [brandCode, wmi] = BRANDS[Math.floor(next() * BRANDS.length)]!;
    const series = 1 + Math.floor(next() * 3);
    const model = 1 + Math.floor(next() ** 2 * 3);
    const n = (i * 7919) % count;
    return {
      id: randomUUID(),
      vin: `${wmi}S${series}M${model}${String(n).padStart(10, '0')}`,
      brandCode,
      seriesCode: `${brandCode}-S${series}`,
      modelCode: `${brandCode}-S${series}-M${model}`,
      modelYear: YEARS[n % YEARS.length]!,
      configCode: null,
      engineNo: `E${n}`,
      motorNo: null,
      exteriorColour: 'Polar White',
      interiorColour: 'Black',
      ...audit,
    };
  });
}

/** Filters of the list (the controller's query schema) alone and combined. */
const FILTERS: Filters[] = [
  {},
  { brandCode: 'PC' },
  { seriesCode: 'CV-S2' },
  { modelCode: 'OS-S1-M1' },
  { modelYear: 2021 },
  { vin: 'LTPS2' },
  { modelCodes: ['PC-S1-M1', 'CV-S3-M2'] },
  { modelCodes: [] },
  { brandCode: 'PC', seriesCode: 'PC-S3' },
  { brandCode: 'PC', seriesCode: 'PC-S3', modelCode: 'PC-S3-M2' },
  { brandCode: 'CV', modelYear: 2024 },
  { brandCode: 'CV', seriesCode: 'PC-S1' },
];

/** Which index each filter reads its page from, with no sort, and which its total counts on (idx_vehicle_*: (code, vin)); the total's SQL is list-sql.js's (checked above). */
const PAGE_INDEXES: [string, Filters, string, string | null][] = [
  ['no filter', {}, 'uq_vehicle_vin', null],
  ['brand', { brandCode: 'PC' }, 'idx_vehicle_brand', 'idx_vehicle_brand'],
  ['series', { seriesCode: 'CV-S2' }, 'idx_vehicle_series', 'idx_vehicle_series'],
  ['model', { modelCode: 'OS-S1-M1' }, 'idx_vehicle_model', 'idx_vehicle_model'],
  ['model year', { modelYear: 2021 }, 'idx_vehicle_year', 'idx_vehicle_year'],
  // list-sql.js has no VIN prefix (the bench does not use it): its page only.
  ['VIN prefix', { vin: 'LTPS' }, 'uq_vehicle_vin', null],
];

describe.each(TEST_DIALECTS)('the vehicle list on %s', (dialect) => {
  let server: TestDatabaseServer;
  let ds: DataSource;
  let service: VehicleService;
  const sqlDialect = dialect === 'sqlite' ? 'sqlite' : 'mysql';

  beforeAll(async () => {
    server = await startTestDatabase(dialect);
    ds = await openDatabase({ url: server.url('vehicle_list'), entities: VEHICLE_ENTITIES, migrations: VEHICLE_MIGRATIONS });
    for (const [b, [brandCode]] of BRANDS.entries()) {
      await ds.getRepository(Brand).insert({ id: randomUUID(), brandCode, brandName: `Brand ${brandCode}`, brandType: 'brand', loginEntry: null, checkDigit: false, sortNo: b, ...audit });
      for (let s = 1; s <= 3; s++) {
        const seriesCode = `${brandCode}-S${s}`;
        await ds.getRepository(Series).insert({ id: randomUUID(), brandCode, seriesCode, seriesName: `Series ${seriesCode}`, epcName: null, afterSaleType: 'car', subSaleType: null, energyType: null, carType: null, ...audit });
        for (let m = 1; m <= 3; m++) {
          await ds.getRepository(Model).insert({ id: randomUUID(), brandCode, seriesCode, modelCode: `${seriesCode}-M${m}`, modelName: `Model ${seriesCode}-M${m}`, kindCode: null, ...audit });
        }
      }
    }
    const rows = vehicles(VEHICLES);
    for (let i = 0; i < rows.length; i += 200) await ds.getRepository(Vehicle).insert(rows.slice(i, i + 200));
    if (dialect === 'mariadb') await ds.query('ANALYZE TABLE vehicle');
    service = new VehicleService(ds);
  });

  afterAll(async () => {
    await ds.destroy();
    await server.stop();
  });

  /** The SQL the service sends for `query` (TypeORM's query log). */
  const sentSql = (query: VehicleQuery): Promise<string[]> => sentQueries(ds, () => service.list(query, CALLER));

  it('sends the very SQL the bench runs raw (bench/lib/list-sql.js): page, count of the rest, then the names', async () => {
    for (const filter of [{ brandCode: 'PC' }, { seriesCode: 'CV-S1', modelYear: 2020 }, {}]) {
      const [, total] = await pageOf(service.query(filter), { pageNo: 1, pageSize: PAGE_SIZE });
      const last = Math.ceil(total / PAGE_SIZE);
      // Page 1, a deep one, the last (no count when it is not full) and one past the end (counts every match).
      for (const pageNo of [1, Math.floor(last / 2), last, last + 50]) {
        const page = { pageNo, pageSize: PAGE_SIZE };
        const sql = vehicleListQueries(sqlDialect, filter, page);
        const rows = await ds.query<Record<string, unknown>[]>(sql.page.sql, sql.page.params);
        const count = totalAfterPage(sql, rows, page);
        const names = vehicleNamesQueries(sqlDialect, rows);
        const sent = await sentSql({ ...page, ...filter });
        const what = `${JSON.stringify(filter)} page ${pageNo}`;
        const first = [sql.page.sql, ...(count.query ? [count.query.sql] : [])];
        expect(sent.slice(0, first.length), what).toEqual(first);
        // The three name look-ups run at once (on MariaDB on pooled connections, in any order).
        expect(sent.slice(first.length).sort(), what).toEqual([names.brand, names.series, names.model].flatMap((q) => (q ? [q.sql] : [])).sort());
      }
    }
  });

  it('answers the rows, order and total of the plain OFFSET query (the export query) for every filter, on every page', async () => {
    for (const filter of FILTERS) {
      const [, total] = await pageOf(service.query(filter), { pageNo: 1, pageSize: PAGE_SIZE });
      const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
      for (const pageNo of [...new Set([1, 2, Math.ceil(last / 2), last, last + 1])]) {
        const query = { pageNo, pageSize: PAGE_SIZE, ...filter };
        const [rows, expectedTotal] = await pageOf(service.query(filter), query);
        const page = await service.list(query, CALLER);
        expect({ vins: page.list.map((v) => v.vin), total: page.total }, `${JSON.stringify(filter)} page ${pageNo}`).toEqual({ vins: rows.map((v) => v.vin), total: expectedTotal });
      }
    }
    const page = await service.list({ pageNo: 2, pageSize: PAGE_SIZE, seriesCode: 'OS-S2' }, CALLER);
    expect(page.list.every((v) => v.brandName === 'Brand OS' && v.seriesName === 'Series OS-S2' && v.modelName === `Model ${v.modelCode}`)).toBe(true);
  });

  it.each(PAGE_INDEXES)('reads a deep page of "%s" from the index alone, in VIN order, then the page rows by key', async (_what, filter, index) => {
    const [sql, params] = pageQuery(ds.getRepository(Vehicle), service.listPage({ pageNo: 60, pageSize: PAGE_SIZE, ...filter }, CALLER)).getQueryAndParameters();
    const plan = keyPagePlan(await queryPlan(ds, sql, params), 'r');
    expect(plan.idIndexes, plan.text).toEqual([index]);
    expect(plan.sorts, plan.text).toBe(false);
    // InnoDB keeps the primary key in every index entry: the ids come from the index alone. SQLite
    // reads the row of an index entry only for the rows it returns (after the OFFSET).
    if (dialect === 'mariadb') expect(plan.idsIndexOnly, plan.text).toBe(true);
    expect(plan.rowReads, plan.text).toEqual([[dialect === 'sqlite' ? 'sqlite_autoindex_vehicle_1' : 'PRIMARY', false]]);
  });

  it.each(PAGE_INDEXES.filter(([, , , count]) => count !== null))('counts the rest of "%s" after a page on its index alone', async (_what, filter, _index, countIndex) => {
    const { rest } = vehicleListQueries(sqlDialect, filter, { pageNo: 1, pageSize: PAGE_SIZE });
    for (const after of ['LTPS2M1', null]) {
      const plan = await queryPlan(ds, rest(after).sql, rest(after).params);
      const text = plan.map((p) => p.text).join(' | ');
      expect(plan.map((p) => [p.index, p.indexOnly, p.fullScan]), text).toEqual([[countIndex, true, false]]);
    }
  });
});
