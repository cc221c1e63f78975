import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  type BrandOption,
  type BrandView,
  checkVin,
  type ClassificationOption,
  type CommercialInfoView,
  type EnergyView,
  type KindView,
  type LoginResult,
  type ModelConfigView,
  type ModelOption,
  type ModelView,
  type ModuleSettingView,
  type PageResult,
  type SeriesDirectoryView,
  type SeriesOption,
  type SeriesSettingView,
  type SeriesView,
  type ShownSeries,
  type UserCreateInput,
  VEHICLE_SHEET_COLUMNS,
  type VehicleImportResult,
  type VehicleView,
  vinCheckDigit,
  type VinInfo,
  type CarTypeView,
} from '@tis/contracts';
import { attemptLogin, call, type CallResult, eventually, loginAs, multipartBody, resourcesDuring, TEST_DIALECTS, xlsxBomb, xlsxOf } from '@tis/nest/testing';
import { ModelService, SeriesService, VehicleService } from '@tis/service-vehicle';
import ExcelJS from 'exceljs';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiMethod, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

const API = '/tis/api/vehicleService';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A VIN of the test brands: `wmi` (3 characters), the series digit, the serial; position 9 holds the check digit. */
function testVin(wmi: string, serial: number, year = 'R'): string {
  const body = `${wmi}S1M1A0${year}A${String(serial).padStart(6, '0')}`;
  const digit = vinCheckDigit(body);
  if (digit === null) throw new Error(`bad test VIN ${body}`);
  return `${body.slice(0, 8)}${digit}${body.slice(9)}`;
}

/** The same VIN with another, wrong 9th character. */
function wrongDigit(vin: string): string {
  const wrong = vin.charAt(8) === '1' ? '2' : '1';
  return `${vin.slice(0, 8)}${wrong}${vin.slice(9)}`;
}

type Cell = string | number | null;

/** Writes an import workbook with exceljs's streaming writer: the template header, then the rows. */
async function xlsxFile(rows: Iterable<Cell[]>, header: readonly string[] = VEHICLE_SHEET_COLUMNS): Promise<string> {
  const path = join(tmpdir(), `tis-vehicle-test-${randomUUID()}.xlsx`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useStyles: false, useSharedStrings: true });
  const sheet = workbook.addWorksheet('vehicles');
  sheet.addRow([...header]).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return path;
}

/** The rows of the first worksheet of a workbook, as text, read with exceljs's streaming reader. */
async function sheetRows(data: Buffer): Promise<string[][]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), { worksheets: 'emit', sharedStrings: 'cache' });
  const rows: string[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as ExcelJS.CellValue[];
      rows.push(VEHICLE_SHEET_COLUMNS.map((_, i) => (values[i + 1] === null || values[i + 1] === undefined ? '' : String(values[i + 1] as string | number))));
    }
    break;
  }
  return rows;
}

/** 50,001 vehicle rows: one more than an import may hold (spec section 9). Written once for both databases. */
let tooManyFile: Promise<string> | undefined;
function tooManyVins(): Promise<string> {
  tooManyFile ??= xlsxFile(
    (function* () {
      for (let i = 0; i < 50_001; i++) yield [testVin('TBX', i), 'TB-S1', 'TB-S1-M1', 2024];
    })(),
  );
  return tooManyFile;
}

/**
 * Vehicle master data on the embedded portal, on each database (spec sections 2 to 9, ADR 0015):
 * reference and demo data, brands, classifications, kinds, energy and car types, series with the
 * Series filter and their EPC directory, models with the Model filter, visibility, publish state and
 * state, configurations, the VIN registry with its VIN query, Excel import (all or nothing, 50000
 * VINs at most) and export, the settings screens, the series filter's role check, permissions and the
 * query plans of the main lookups.
 */
describe.each(TEST_DIALECTS)('vehicle master data on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let admin: string;
  let dealer: string;
  let publicUser: string;

  const { api, ok } = apiClient(`${API}/`, () => base, () => admin);
  const qs = (query: Record<string, string | number | boolean>) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const list = <T>(path: string, query: Record<string, string | number | boolean> = {}, token = admin) => ok<PageResult<T>>('GET', `${path}?${qs(query)}`, undefined, token);
  /** The operation log records of a row (at least two: its create and its delete), as [module, action, what the row shows], sorted. */
  const logged = (targetId: string) =>
    eventually(async () => {
      const res = await call<PageResult<{ module: string; action: string; targetName: string }>>(`${base}/tis/api/logService/operationLog/list?targetId=${targetId}`, jsonRequest({ token: admin }));
      const records = res.body.data?.list ?? [];
      return records.length >= 2 ? records.map((r) => [r.module, r.action, r.targetName]).sort() : undefined;
    });
  const codes = <T>(page: PageResult<T>, key: keyof T) => page.list.map((row) => row[key]);

  async function upload(path: string, token = admin, fileName = 'vehicles.xlsx', headers: Record<string, string> = { Language: 'en_US' }): Promise<CallResult<VehicleImportResult>> {
    const { body, contentType } = multipartBody('file', fileName, XLSX, await readFile(path));
    return call<VehicleImportResult>(`${base}${API}/vehicle/import`, { method: 'POST', headers: { authorization: token, 'content-type': contentType, ...headers }, body });
  }
  async function importRows(rows: Cell[][]): Promise<CallResult<VehicleImportResult>> {
    const path = await xlsxFile(rows);
    try {
      return await upload(path);
    } finally {
      await rm(path, { force: true });
    }
  }
  const vehicleCount = async (query: Record<string, string> = {}) => (await list<VehicleView>('vehicle/list', { pageSize: 5, ...query })).total;

  /** A user with these brands who has chosen a password (so the login opens a session). */
  async function userWithBrands(input: Partial<UserCreateInput> & { brandCodes: string[] }): Promise<string> {
    const userCode = `vt${randomUUID().slice(0, 8)}`;
    const created = await call(`${base}/tis/api/oauthService/user`, jsonRequest({
      method: 'POST',
      token: admin,
      body: { userCode, userName: 'Vehicle Test', email: `${userCode}@tis.local`, userType: 'oem', roleCode: 'oem_approver', password: 'Initial#2026', confirm: 'Initial#2026', ...input },
    }));
    expect(created.body.code, JSON.stringify(created.body)).toBe('000000');
    const oauthDb = await portal.db('oauth');
    await oauthDb.query('UPDATE user_account SET password_changed_at = ? WHERE user_code = ?', [portal.bind(new Date()), userCode]);
    const { answer } = await attemptLogin(base, { userCode, password: 'Initial#2026' });
    return (answer.body.data as LoginResult).accessToken;
  }

  const series = (code: string, brandCode: string, fields: Record<string, unknown>) => ({ brandCode, seriesCode: code, seriesName: `Series ${code}`, ...fields });

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'vehicle', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    admin = await loginAs(base, 'admin');
    dealer = await loginAs(base, 'dealer01');
    publicUser = await loginAs(base, 'public01');

    // Test brands: TB checks the VIN check digit, TN does not.
    await ok('POST', 'brand', { brandCode: 'TB', brandName: 'Test Brand', brandType: 'brand', checkDigit: true, sortNo: 900 });
    await ok('POST', 'brand', { brandCode: 'TN', brandName: 'Test Nordic', brandType: 'brand', checkDigit: false, sortNo: 910 });
    await ok('POST', 'series', series('TB-S1', 'TB', { afterSaleType: 'PV', subSaleType: 'PV-SEDAN', energyType: 'PETROL', carType: 'SEDAN' }));
    await ok('POST', 'series', series('TB-S2', 'TB', { afterSaleType: 'PV', subSaleType: 'PV-SUV', energyType: 'BEV', carType: 'SUV', state: 0 }));
    await ok('POST', 'series', series('TB-S3', 'TB', { afterSaleType: 'CV', subSaleType: 'CV-TRUCK', energyType: 'DIESEL', carType: 'TRUCK', historyState: 1, visible: 0 }));
    await ok('POST', 'series', series('TN-S1', 'TN', { afterSaleType: 'PV', subSaleType: 'PV-SUV', energyType: 'HEV', carType: 'SUV' }));
    await ok('POST', 'model', { seriesCode: 'TB-S1', modelCode: 'TB-S1-M1', modelName: 'Alpha One', kindCode: 'PASSENGER', visible: 1 });
    await ok('POST', 'model', { seriesCode: 'TB-S1', modelCode: 'TB-S1-M2', modelName: 'Alpha Two' });
    await ok('POST', 'model', { seriesCode: 'TB-S2', modelCode: 'TB-S2-M1', modelName: 'Beta One' });
    await ok('POST', 'model', { seriesCode: 'TN-S1', modelCode: 'TN-S1-M1', modelName: 'Nord One' });
    await ok('POST', 'modelConfig', { modelCode: 'TB-S1-M1', configCode: 'TB-S1-M1-C1', configName: 'Comfort' });
  }, 180_000);

  afterAll(() => portal?.stop());

  it('seeds the reference data in three languages and the demo series, models and 200 vehicles with valid VINs', async () => {
    const brands = await ok<BrandOption[]>('GET', 'brand/options');
    expect(brands.slice(0, 8).map((b) => [b.brandCode, b.brandType, b.loginEntry])).toEqual([
      ['PC', 'brand', 'login'],
      ['CV', 'brand', 'com'],
      ['OS', 'brand', 'os'],
      ['YW', 'brand', 'yw'],
      ['FCB', 'brand', 'fcb'],
      ['SB1', 'sister', null],
      ['SB2', 'sister', null],
      ['GROUP', 'group', 'mssp'],
    ]);
    const dropdown = { pageNo: 1, pageSize: 999 };
    const kindsEn = await list<KindView>('kind/list', dropdown);
    expect(kindsEn.list.find((k) => k.kindCode === 'PASSENGER')?.kindName).toBe('Passenger car');
    expect(kindsEn.total).toBe(5);
    // The Language header picks the language; langCode names one explicitly.
    const kindsZh = await api<PageResult<KindView>>('GET', `kind/list?${qs(dropdown)}`, undefined, admin, { Language: 'zh_CN' });
    expect(kindsZh.body.data?.list.find((k) => k.kindCode === 'PASSENGER')?.kindName).toBe('乘用车');
    expect((await list<EnergyView>('energy/list', { ...dropdown, langCode: 'de_DE' })).list.find((e) => e.energyCode === 'BEV')?.name).toBe('Elektro (BEV)');
    expect((await list<EnergyView>('energy/list', dropdown)).total).toBe(6);
    expect((await list<CarTypeView>('carType/list', dropdown)).total).toBe(8);
    expect((await api('GET', 'kind/list?pageSize=1000')).body.code).toBe('400000');
    // Page sizes 5 to 500; a dropdown size only where the spec names it (kinds 999, models 1000).
    expect((await api('GET', 'kind/list?pageSize=4')).body.mesg).toBe('The submitted data is invalid: pageSize: The page size must be from 5 to 500');
    expect((await api('GET', 'vehicle/list?pageSize=4')).status).toBe(400);
    expect((await api('GET', 'vehicle/list?pageSize=999')).status).toBe(400);
    expect((await api('GET', 'model/options?pageNo=1&pageSize=1000')).status).toBe(200);
    // A year that is not a year, and a parameter the list does not have, are refused and named.
    expect((await api('GET', 'vehicle/list?modelYear=abc')).body.mesg).toBe('The submitted data is invalid: modelYear: The model year must be a year from 1980 to 2100');
    expect((await api('GET', 'vehicle/list?modelYear=0x7E4')).status).toBe(400);
    expect((await api('GET', 'vehicle/list?colour=red')).body.mesg).toBe('The submitted data is invalid: colour: Not a parameter of this call');
    const classifications = await ok<ClassificationOption[]>('GET', 'classification/options');
    expect(classifications.filter((c) => c.level === 'afterSale').map((c) => c.classificationCode)).toEqual(['PV', 'CV']);
    expect(classifications.find((c) => c.classificationCode === 'PV-SUV')).toMatchObject({ level: 'subSale', parentCode: 'PV' });

    expect((await list<SeriesView>('series/list', { brandCode: 'PC' })).list.map((s) => s.seriesCode)).toEqual(['PC-A5', 'PC-E3', 'PC-M1', 'PC-X7']);
    const demo = await list<SeriesView>('series/list', { seriesCode: 'PC-X7' });
    expect(demo.list[0]).toMatchObject({ brandName: 'Passenger Cars', afterSaleTypeName: 'Passenger vehicle', subSaleTypeName: 'SUV', energyName: 'Plug-in hybrid (PHEV)', carTypeName: 'SUV', hasDirectory: true });
    expect((await list<ModelView>('model/list', { brandCode: 'PC', pageSize: 100 })).total).toBe(7);
    const checkDigit = new Map(brands.map((b) => [b.brandCode, b.checkDigit]));
    expect(await vehicleCount({ brandCode: 'PC' })).toBe(70);
    const all = await list<VehicleView>('vehicle/list', { pageSize: 500 });
    expect(all.total).toBe(200);
    for (const v of all.list) expect(checkVin(v.vin, { checkDigit: checkDigit.get(v.brandCode) ?? true }), v.vin).toBeNull();

    // No broken images: a seeded series image is a stored file that answers 200, or there is none.
    const settings = await list<SeriesSettingView>('seriesSetting/list', { brandCode: 'PC' });
    expect(settings.total).toBeGreaterThan(0);
    for (const setting of settings.list) {
      if (setting.imageUrl !== null) expect((await fetch(`${base}${setting.imageUrl}`, { headers: { authorization: admin } })).status, setting.imageUrl).toBe(200);
    }
  });

  it('keeps brands: repeated code, optimistic lock, in-use and missing deletes, validation', async () => {
    const created = await ok<BrandView>('POST', 'brand', { brandCode: ' TX1 ', brandName: 'Temporary', brandType: 'sister' });
    expect(created).toMatchObject({ brandCode: 'TX1', loginEntry: null, checkDigit: false, version: 1, updatedBy: 'admin' });
    const repeated = await api('POST', 'brand', { brandCode: 'TX1', brandName: 'Again', brandType: 'brand' });
    expect(repeated.status).toBe(200);
    expect(repeated.body).toMatchObject({ code: '409002', mesg: 'This code already exists' });
    const changed = await ok<BrandView>('PUT', `brand/${created.id}`, { brandName: 'Renamed', brandType: 'sister', loginEntry: 'yw', checkDigit: true, sortNo: 5, version: 1 });
    expect(changed).toMatchObject({ brandName: 'Renamed', loginEntry: 'yw', checkDigit: true, version: 2 });
    const stale = await api('PUT', `brand/${created.id}`, { brandName: 'Lost', brandType: 'sister', version: 1 });
    expect(stale.body).toMatchObject({ code: '409001', mesg: 'The data state has changed, please close and reopen' });
    const tooLong = await api('POST', 'brand', { brandCode: 'B'.repeat(33), brandName: 'x', brandType: 'brand' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.mesg).toContain('A brand code has at most 32 characters');
    expect((await api('POST', 'brand', { brandCode: 'TX2', brandName: 'x', brandType: 'brand', loginEntry: 'nope' })).body.code).toBe('400000');

    const pc = (await list<BrandView>('brand/list', { keyword: 'Passenger' })).list[0]!;
    const inUse = await api('DELETE', `brand/${pc.id}`);
    expect(inUse.body).toMatchObject({ code: '409003', mesg: 'The item is in use and cannot be deleted' });
    expect((await list<BrandView>('brand/list', { brandType: 'sister' })).list.map((b) => b.brandCode)).toEqual(['TX1', 'SB1', 'SB2']);
    expect(await ok('DELETE', `brand/${created.id}`)).toBe(true);
    expect((await api('DELETE', `brand/${created.id}`)).body.code).toBe('404');
  });

  it('keeps classifications, kinds, energy and car types: two levels only, repeated codes, in-use deletes', async () => {
    const top = await ok<{ id: string }>('POST', 'classification', { classificationCode: 'TX', langCode: 'en_US', classificationName: 'Test type' });
    const sub = await ok<{ id: string; level: string; parentName: string }>('POST', 'classification', { classificationCode: 'TX-A', langCode: 'en_US', classificationName: 'Test sub', parentCode: 'TX' });
    expect(sub).toMatchObject({ level: 'subSale', parentName: 'Test type' });
    expect((await api('POST', 'classification', { classificationCode: 'TX-A-1', langCode: 'en_US', classificationName: 'Too deep', parentCode: 'TX-A' })).body).toMatchObject({
      code: '000001',
      mesg: 'A sub-sale type can only be placed below an after-sale type',
    });
    expect((await api('POST', 'classification', { classificationCode: 'TX-B', langCode: 'en_US', classificationName: 'x', parentCode: 'NOPE' })).body.mesg).toBe('The classification NOPE does not exist');
    expect((await api('POST', 'classification', { classificationCode: 'TX', langCode: 'en_US', classificationName: 'x' })).body.code).toBe('409002');
    expect((await list('classification/list', { level: 'subSale', parentCode: 'TX' })).total).toBe(1);
    // A series names an after-sale type and a sub-sale type of it.
    const wrongLevel = await api('POST', 'series', series('TX-S', 'TB', { afterSaleType: 'TX-A' }));
    expect(wrongLevel.body).toMatchObject({ code: '000001', mesg: 'The after-sale type must be a top-level vehicle classification' });
    const wrongParent = await api('POST', 'series', series('TX-S', 'TB', { afterSaleType: 'PV', subSaleType: 'TX-A' }));
    expect(wrongParent.body.mesg).toBe('The sub-sale type must be a classification below the chosen after-sale type');
    expect((await api('POST', 'series', series('TX-S', 'TB', { afterSaleType: 'PV', energyType: 'STEAM' }))).body.mesg).toBe('The energy type STEAM does not exist');
    expect((await api('POST', 'series', series('TX-S', 'NOPE', { afterSaleType: 'PV' }))).body.mesg).toBe('The brand NOPE does not exist');
    expect((await api('DELETE', `classification/${top.id}`)).body.code).toBe('409003');
    expect(await ok('DELETE', `classification/${sub.id}`)).toBe(true);
    expect(await ok('DELETE', `classification/${top.id}`)).toBe(true);
    // A code series name: its other languages may go, its last row stays (409003); the seeded rows are added again.
    async function lastLanguageGuarded(resource: string, code: string, body: (row: Record<string, unknown>) => Record<string, unknown>) {
      const rows = await Promise.all(['zh_CN', 'de_DE', 'en_US'].map(async (langCode) => (await list<Record<string, unknown> & { id: string }>(`${resource}/list`, { keyword: code, langCode })).list[0]!));
      for (const row of rows.slice(0, 2)) expect(await ok('DELETE', `${resource}/${row.id}`)).toBe(true);
      expect((await api('DELETE', `${resource}/${rows[2]!.id}`)).body.code).toBe('409003');
      for (const row of rows.slice(0, 2)) await ok('POST', resource, body(row));
    }
    await lastLanguageGuarded('classification', 'PV-SEDAN', (r) => ({ classificationCode: r['classificationCode'], langCode: r['langCode'], classificationName: r['classificationName'], parentCode: 'PV' }));

    const kindEn = await ok<KindView>('POST', 'kind', { kindCode: 'TRIKE', langCode: 'en_US', kindName: 'Trike' });
    const kindDe = await ok<KindView>('POST', 'kind', { kindCode: 'TRIKE', langCode: 'de_DE', kindName: 'Dreirad' });
    expect((await api('POST', 'kind', { kindCode: 'TRIKE', langCode: 'en_US', kindName: 'Again' })).body.code).toBe('409002');
    expect((await api('POST', 'kind', { kindCode: 'TRIKE', langCode: 'en US', kindName: 'x' })).body.code).toBe('400000');
    await ok('POST', 'model', { seriesCode: 'TN-S1', modelCode: 'TN-S1-TRIKE', modelName: 'Trike', kindCode: 'TRIKE' });
    expect((await api('POST', 'model', { seriesCode: 'TN-S1', modelCode: 'TN-S1-X', modelName: 'x', kindCode: 'NOPE' })).body.mesg).toBe('The vehicle kind NOPE does not exist');
    // Another language keeps the code alive: only its last row is guarded.
    expect(await ok('DELETE', `kind/${kindDe.id}`)).toBe(true);
    expect((await api('DELETE', `kind/${kindEn.id}`)).body.code).toBe('409003');
    expect(await ok<KindView>('PUT', `kind/${kindEn.id}`, { kindName: 'Tricycle', version: 1 })).toMatchObject({ kindName: 'Tricycle', version: 2 });

    const energy = (await list<EnergyView>('energy/list', { keyword: 'DIESEL', langCode: 'zh_CN' })).list[0]!;
    expect(energy.name).toBe('柴油');
    const carType = await ok<CarTypeView>('POST', 'carType', { cartypeCode: 'TRIKE', langCode: 'en_US', cartypeName: 'Trike' });
    expect((await api('POST', 'carType', { cartypeCode: 'TRIKE', langCode: 'en_US', cartypeName: 'x' })).body.code).toBe('409002');
    expect(await ok('DELETE', `carType/${carType.id}`)).toBe(true);
    await lastLanguageGuarded('carType', 'SEDAN', (r) => ({ cartypeCode: r['cartypeCode'], langCode: r['langCode'], cartypeName: r['cartypeName'] }));
  });

  it('lists series with each field of the Series filter, by brand and code', async () => {
    const find = async (query: Record<string, string | number>) => codes(await list<SeriesView>('series/list', { brandCode: 'TB', ...query }), 'seriesCode');
    expect(await find({})).toEqual(['TB-S1', 'TB-S2', 'TB-S3']);
    expect(await find({ afterSaleType: 'CV' })).toEqual(['TB-S3']);
    expect(await find({ subSaleType: 'PV-SUV' })).toEqual(['TB-S2']);
    expect(await find({ energyType: 'BEV' })).toEqual(['TB-S2']);
    expect(await find({ seriesCode: 'TB-S2' })).toEqual(['TB-S2']);
    expect(await find({ state: 0 })).toEqual(['TB-S2']);
    expect(await find({ carType: 'TRUCK' })).toEqual(['TB-S3']);
    expect(await find({ historyState: 1 })).toEqual(['TB-S3']);
    expect(await find({ visible: 0 })).toEqual(['TB-S3']);
    expect(await find({ keyword: 'S2' })).toEqual(['TB-S2']);
    expect(await find({ state: 1, historyState: 0, afterSaleType: '' })).toEqual(['TB-S1']);
    expect(codes(await list<SeriesView>('series/list', { subSaleType: 'PV-SUV', energyType: 'HEV' }), 'seriesCode')).toEqual(['TN-S1']);
    const page = await list<SeriesView>('series/list', { brandCode: 'TB', pageNo: 1, pageSize: 5 });
    expect([page.total, codes(page, 'seriesCode')]).toEqual([3, ['TB-S1', 'TB-S2', 'TB-S3']]);
    expect((await list<SeriesView>('series/list', { brandCode: 'TB', pageNo: 2, pageSize: 5 })).list).toEqual([]);
    expect((await api('GET', 'series/list?state=2')).body.code).toBe('400000');

    const s1 = (await list<SeriesView>('series/list', { seriesCode: 'TB-S1' })).list[0]!;
    const renamed = await ok<SeriesView>('PUT', `series/${s1.id}`, { seriesName: 'Series One', epcName: 'One EPC', afterSaleType: 'PV', subSaleType: 'PV-SEDAN', energyType: 'PETROL', carType: 'SEDAN', version: s1.version });
    // The answer names the classifications in the caller's language (English here).
    expect(renamed).toMatchObject({ seriesName: 'Series One', epcName: 'One EPC', brandCode: 'TB', afterSaleTypeName: 'Passenger vehicle', version: s1.version + 1 });
    expect((await api('PUT', `series/${s1.id}`, { seriesName: 'x', afterSaleType: 'PV', version: s1.version })).body.code).toBe('409001');
    expect((await api('POST', 'series', series('TB-S1', 'TB', { afterSaleType: 'PV' }))).body).toMatchObject({ code: '409002', mesg: 'This code already exists' });
  });

  it('keeps one EPC directory per series ("series already has a directory") and refuses deleting a series in use', async () => {
    const created = await api<SeriesView>('POST', 'series', series('TB-S9', 'TB', { afterSaleType: 'PV' }), admin, { Language: 'de_DE' });
    expect(created.body.data).toMatchObject({ brandName: 'Test Brand', afterSaleTypeName: 'Personenkraftwagen', hasDirectory: false });
    const directory = await ok<SeriesDirectoryView>('POST', 'seriesDirectory', { seriesCode: 'TB-S9', directoryCode: 'EPC-TB-S9', directoryName: 'S9 catalogue' });
    expect(directory).toMatchObject({ brandCode: 'TB', seriesName: 'Series TB-S9', remark: null });
    const second = await api('POST', 'seriesDirectory', { seriesCode: 'TB-S9', directoryCode: 'EPC-TB-S9-B', directoryName: 'Another' });
    expect(second.body).toMatchObject({ code: '409002', mesg: 'This series already has a directory' });
    const sameCode = await api('POST', 'seriesDirectory', { seriesCode: 'TB-S2', directoryCode: 'EPC-TB-S9', directoryName: 'Copy' });
    expect(sameCode.body).toMatchObject({ code: '409002', mesg: 'This code already exists' });
    expect((await api('POST', 'seriesDirectory', { seriesCode: 'NOPE', directoryCode: 'X', directoryName: 'X' })).body.mesg).toBe('The series NOPE does not exist');
    expect((await list<SeriesView>('series/list', { seriesCode: 'TB-S9' })).list[0]?.hasDirectory).toBe(true);
    expect(codes(await list<SeriesDirectoryView>('seriesDirectory/list', { brandCode: 'TB' }), 'seriesCode')).toEqual(['TB-S9']);

    const s9 = (await list<SeriesView>('series/list', { seriesCode: 'TB-S9' })).list[0]!;
    expect((await api('DELETE', `series/${s9.id}`)).body).toMatchObject({ code: '409003', mesg: 'The item is in use and cannot be deleted' });
    expect(await ok('DELETE', `seriesDirectory/${directory.id}`)).toBe(true);
    expect(await ok('DELETE', `series/${s9.id}`)).toBe(true);
    // The writes reach the operation log: module, action and what the row shows.
    expect(await logged(directory.id)).toEqual([
      ['seriesDirectory', 'create', 'EPC-TB-S9 S9 catalogue'],
      ['seriesDirectory', 'delete', 'EPC-TB-S9 S9 catalogue'],
    ]);
    expect(await logged(s9.id)).toEqual([
      ['series', 'create', 'TB-S9 Series TB-S9'],
      ['series', 'delete', 'TB-S9 Series TB-S9'],
    ]);
    const withModels = (await list<SeriesView>('series/list', { seriesCode: 'TB-S2' })).list[0]!;
    expect((await api('DELETE', `series/${withModels.id}`)).body.code).toBe('409003');
  });

  it('lists models with each field of the Model filter and at most 100 model codes', async () => {
    const find = async (query: Record<string, string | number>) => codes(await list<ModelView>('model/list', { brandCode: 'TB', ...query }), 'modelCode');
    expect(await find({})).toEqual(['TB-S1-M1', 'TB-S1-M2', 'TB-S2-M1']);
    expect(await find({ seriesCode: 'TB-S1' })).toEqual(['TB-S1-M1', 'TB-S1-M2']);
    expect(codes(await list<ModelView>('model/list', { afterSaleType: 'PV', seriesCode: 'TN-S1' }), 'modelCode')).toEqual(['TN-S1-M1', 'TN-S1-TRIKE']);
    expect(codes(await list<ModelView>('model/list', { afterSaleType: 'CV', brandCode: 'TB' }), 'modelCode')).toEqual([]);
    expect(await find({ modelCode: 'TB-S1' })).toEqual(['TB-S1-M1', 'TB-S1-M2']);
    expect(await find({ modelCode: 'S1' })).toEqual([]);
    expect(await find({ modelName: 'alpha t' })).toEqual(['TB-S1-M2']);
    expect(await find({ pubState: 0 })).toEqual(['TB-S1-M1', 'TB-S1-M2', 'TB-S2-M1']);
    expect(await find({ visible: 1 })).toEqual(['TB-S1-M1']);
    expect(await find({ visible: 2 })).toEqual(['TB-S1-M2', 'TB-S2-M1']);
    expect(await find({ kindCode: 'PASSENGER' })).toEqual(['TB-S1-M1']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await find({ startTime: today, endTime: today })).toEqual(['TB-S1-M1', 'TB-S1-M2', 'TB-S2-M1']);
    expect(await find({ startTime: '2020-01-01', endTime: '2020-12-31' })).toEqual([]);
    expect((await api('GET', `model/list?${qs({ startTime: today, endTime: '2020-01-01' })}`)).body.mesg).toContain('The start date must not be later than the end date');
    const view = (await list<ModelView>('model/list', { modelCode: 'TB-S1-M1' })).list[0]!;
    expect(view).toMatchObject({ brandName: 'Test Brand', seriesName: 'Series One', afterSaleType: 'PV', pubState: 0, visible: 1, state: 1 });

    const hundred = Array.from({ length: 99 }, (_, i) => `NONE-${i}`);
    expect(codes(await list<ModelView>('model/list', { modelCodes: [...hundred, 'TB-S2-M1'].join(',') }), 'modelCode')).toEqual(['TB-S2-M1']);
    const tooMany = await api('GET', `model/list?${qs({ modelCodes: [...hundred, 'A', 'B'].join(',') })}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.mesg).toContain('At most 100 model codes can be queried at once');
    const tooManyVehicles = await api('GET', `vehicle/list?${qs({ modelCodes: [...hundred, 'A', 'B'].join(',') })}`, undefined, admin, { Language: 'de_DE' });
    expect(tooManyVehicles.body.mesg).toContain('Es können höchstens 100 Modellcodes auf einmal abgefragt werden');
    expect((await api('GET', `model/options?${qs({ modelCodes: [...hundred, 'A', 'B'].join(',') })}`)).body.code).toBe('400000');
  });

  it('publishes, cancels, shows and enables models by their rules, with optimistic locking', async () => {
    let m = (await list<ModelView>('model/list', { modelCode: 'TB-S1-M2' })).list[0]!;
    const cancelUnpublished = await api('POST', `model/${m.id}/cancelPublish`, { version: m.version });
    expect(cancelUnpublished.body).toMatchObject({ code: '000001', mesg: 'Only a published model can be cancelled' });
    m = await ok<ModelView>('POST', `model/${m.id}/publish`, { version: m.version });
    expect(m.pubState).toBe(1);
    expect((await api('POST', `model/${m.id}/publish`, { version: m.version })).body.mesg).toBe('The model is already published');
    expect((await api('POST', `model/${m.id}/cancelPublish`, { version: m.version - 1 })).body.code).toBe('409001');
    m = await ok<ModelView>('POST', `model/${m.id}/cancelPublish`, { version: m.version });
    expect(m.pubState).toBe(2);
    m = await ok<ModelView>('POST', `model/${m.id}/publish`, { version: m.version });
    expect(m.pubState).toBe(1);
    m = await ok<ModelView>('PUT', `model/${m.id}/visibility`, { visible: 0, version: m.version });
    expect(m.visible).toBe(0);
    expect((await api('PUT', `model/${m.id}/visibility`, { visible: 3, version: m.version })).body.code).toBe('400000');
    m = await ok<ModelView>('PUT', `model/${m.id}/visibility`, { visible: 1, version: m.version });
    m = await ok<ModelView>('POST', `model/${m.id}/disable`, { version: m.version });
    expect(m.state).toBe(0);
    expect(codes(await list<ModelOption>('model/options', { pageNo: 1, pageSize: 1000, state: 1, seriesCode: 'TB-S1' }), 'modelCode')).toEqual(['TB-S1-M1']);
    expect(codes(await list<ModelOption>('model/options', { pageSize: 1000, state: 0, brandCode: 'TB' }), 'modelCode')).toEqual(['TB-S1-M2']);
    m = await ok<ModelView>('POST', `model/${m.id}/enable`, { version: m.version });
    expect(m).toMatchObject({ state: 1, pubState: 1, visible: 1 });
    expect((await api('GET', 'model/options?pageSize=1001')).body.code).toBe('400000');
    expect(await ok<ModelView>('PUT', `model/${m.id}`, { modelName: 'Alpha Two R', kindCode: 'PASSENGER', version: m.version })).toMatchObject({ modelName: 'Alpha Two R', kindCode: 'PASSENGER' });
    expect((await api('POST', 'model', { seriesCode: 'TB-S1', modelCode: 'TB-S1-M2', modelName: 'Again' })).body.code).toBe('409002');
    expect((await api('POST', 'model', { seriesCode: 'NOPE', modelCode: 'TB-X', modelName: 'x' })).body.mesg).toBe('The series NOPE does not exist');
    // A new model takes its series' brand, is unpublished and pending; the row names its brand and the series' after-sale type.
    const created = await ok<ModelView>('POST', 'model', { seriesCode: 'TB-S2', modelCode: 'TB-S2-LOG', modelName: 'Logged' });
    expect(created).toMatchObject({ seriesCode: 'TB-S2', brandCode: 'TB', brandName: 'Test Brand', afterSaleType: 'PV', pubState: 0, visible: 2, state: 1, kindCode: null });
    expect(await ok('DELETE', `model/${created.id}`)).toBe(true);
    // Its writes reach the operation log.
    expect(await logged(created.id)).toEqual([
      ['model', 'create', 'TB-S2-LOG Logged'],
      ['model', 'delete', 'TB-S2-LOG Logged'],
    ]);
  });

  it('keeps configurations: enable and disable (state 0/1), options of a model, in-use and repeated codes', async () => {
    let c = await ok<ModelConfigView>('POST', 'modelConfig', { modelCode: 'TB-S1-M1', configCode: 'TB-S1-M1-C2', configName: 'Luxury', remark: '' });
    expect(c).toMatchObject({ brandCode: 'TB', seriesCode: 'TB-S1', modelName: 'Alpha One', state: 1, remark: null });
    expect((await api('POST', 'modelConfig', { modelCode: 'TB-S1-M2', configCode: 'TB-S1-M1-C2', configName: 'x' })).body.code).toBe('409002');
    c = await ok<ModelConfigView>('POST', `modelConfig/${c.id}/disable`, { version: c.version });
    expect(c.state).toBe(0);
    expect(codes(await list<ModelConfigView>('modelConfig/list', { seriesCode: 'TB-S1', state: 0 }), 'configCode')).toEqual(['TB-S1-M1-C2']);
    expect((await ok<ModelConfigView[]>('GET', 'modelConfig/options?modelCode=TB-S1-M1')).map((o) => o.configCode)).toEqual(['TB-S1-M1-C1']);
    c = await ok<ModelConfigView>('POST', `modelConfig/${c.id}/enable`, { version: c.version });
    expect(c.state).toBe(1);
    expect((await api('POST', `modelConfig/${c.id}/enable`, { version: 1 })).body.code).toBe('409001');
    expect(await ok('DELETE', `modelConfig/${c.id}`)).toBe(true);
    const model = (await list<ModelView>('model/list', { modelCode: 'TB-S1-M1' })).list[0]!;
    expect((await api('DELETE', `model/${model.id}`)).body.code).toBe('409003');
  });

  it('registers vehicles: the brand decides the check digit; series, model and configuration must fit; repeated VINs refused', async () => {
    const vin = testVin('TBA', 1);
    const body = { vin, seriesCode: 'TB-S1', modelCode: 'TB-S1-M1', modelYear: 2024, configCode: 'TB-S1-M1-C1', engineNo: 'E1', exteriorColour: 'Red' };
    const badDigit = await api('POST', 'vehicle', { ...body, vin: wrongDigit(vin) });
    expect(badDigit.body).toMatchObject({ code: '000001', mesg: 'The VIN check digit (9th character) is wrong' });
    const created = await ok<VehicleView>('POST', 'vehicle', { ...body, vin: vin.toLowerCase() });
    expect(created).toMatchObject({ vin, brandCode: 'TB', brandName: 'Test Brand', seriesName: 'Series One', modelName: 'Alpha One', configCode: 'TB-S1-M1-C1', motorNo: null, version: 1 });
    expect((await api('POST', 'vehicle', body)).body).toMatchObject({ code: '409002', mesg: 'This code already exists' });
    // TN does not use the check digit.
    const nordic = await ok<VehicleView>('POST', 'vehicle', { vin: wrongDigit(testVin('TNA', 1)), seriesCode: 'TN-S1', modelCode: 'TN-S1-M1', modelYear: 2023 });
    expect(nordic.brandCode).toBe('TN');
    expect((await api('POST', 'vehicle', { ...body, vin: testVin('TBA', 2), modelCode: 'TB-S2-M1' })).body.mesg).toBe('The model TB-S2-M1 does not belong to the series TB-S1');
    expect((await api('POST', 'vehicle', { ...body, vin: testVin('TBA', 2), modelCode: 'TB-S1-M2' })).body.mesg).toBe('The configuration TB-S1-M1-C1 does not belong to the model TB-S1-M2');
    expect((await api('POST', 'vehicle', { ...body, vin: 'TBAS1M1A0RA00000' })).body.mesg).toContain('vin: The VIN must have 17 characters');
    expect((await api('POST', 'vehicle', { ...body, vin: testVin('TBA', 2), modelYear: 1970 })).body.mesg).toContain('The model year must be a year from 1980 to 2100');

    const moved = await ok<VehicleView>('PUT', `vehicle/${created.id}`, { seriesCode: 'TB-S1', modelCode: 'TB-S1-M2', modelYear: 2025, configCode: null, version: 1 });
    expect(moved).toMatchObject({ modelCode: 'TB-S1-M2', modelYear: 2025, configCode: null, engineNo: null, version: 2 });
    expect((await api('PUT', `vehicle/${created.id}`, { seriesCode: 'TB-S1', modelCode: 'TB-S1-M2', modelYear: 2025, version: 1 })).body.code).toBe('409001');
    // Moving a VIN without a valid check digit to a brand that checks it is refused.
    expect((await api('PUT', `vehicle/${nordic.id}`, { seriesCode: 'TB-S1', modelCode: 'TB-S1-M1', modelYear: 2023, version: 1 })).body.mesg).toBe('The VIN check digit (9th character) is wrong');

    const find = async (query: Record<string, string | number>) => codes(await list<VehicleView>('vehicle/list', query), 'vin');
    expect(await find({ vin: 'tbas' })).toEqual([vin]);
    expect(await find({ vin: vin.slice(0, 12), brandCode: 'TB' })).toEqual([vin]);
    expect(await find({ vin })).toEqual([vin]);
    expect(await find({ brandCode: 'TN' })).toEqual([nordic.vin]);
    expect(await find({ seriesCode: 'TB-S1', modelYear: 2025 })).toEqual([vin]);
    expect(await find({ modelCode: 'TB-S1-M2' })).toEqual([vin]);
    expect(await find({ modelCodes: 'TB-S1-M2,TN-S1-M1' })).toEqual([vin, nordic.vin].sort());
    expect((await api('GET', 'vehicle/list?vin=TBAI')).body.mesg).toContain('The VIN filter may only hold up to 17 digits and letters other than I, O and Q');
    const model = (await list<ModelView>('model/list', { modelCode: 'TB-S1-M2' })).list[0]!;
    expect((await api('DELETE', `model/${model.id}`)).body.code).toBe('409003');
    expect(await ok('DELETE', `vehicle/${nordic.id}`)).toBe(true);
  });

  it('answers the VIN query with brand and series, "VIN not found" for an unknown VIN, and validation for a bad one', async () => {
    const seeded = (await list<VehicleView>('vehicle/list', { seriesCode: 'PC-X7', pageSize: 5 })).list[0]!;
    const info = await ok<VinInfo>('GET', `vehicle/vin?vin=${seeded.vin.toLowerCase()}`, undefined, dealer);
    expect(info).toMatchObject({ vin: seeded.vin, brandCode: 'PC', brandName: 'Passenger Cars', seriesCode: 'PC-X7', seriesName: 'X7 SUV', epcName: 'X7 SUV EPC', modelCode: seeded.modelCode, shielded: false });

    const unknown = testVin('ZZZ', 424242);
    const notFound = await api('GET', `vehicle/vin?vin=${unknown}`);
    expect(notFound.status).toBe(200);
    expect(notFound.body).toMatchObject({ code: '000001', mesg: 'VIN not found', data: null });
    expect((await api('GET', `vehicle/vin?vin=${unknown}`, undefined, admin, { Language: 'zh_CN' })).body.mesg).toBe('未查询到该VIN');
    const short = await api('GET', `vehicle/vin?vin=${unknown.slice(1)}`);
    expect(short.status).toBe(400);
    expect(short.body.mesg).toContain('The VIN must have 17 characters');
    expect((await api('GET', `vehicle/vin?vin=${unknown.slice(1)}O`)).body.mesg).toContain('A VIN may not contain the letters I, O or Q');

    const shield = await ok<{ id: string; vin: string }>('POST', 'vinShield', { vin: seeded.vin, remark: 'stolen' });
    expect((await api('POST', 'vinShield', { vin: seeded.vin })).body.code).toBe('409002');
    expect((await ok<VinInfo>('GET', `vehicle/vin?vin=${seeded.vin}`)).shielded).toBe(true);
    expect(codes(await list<{ vin: string }>('vinShield/list', { vin: seeded.vin.slice(0, 5) }), 'vin')).toEqual([seeded.vin]);
    expect(await ok('DELETE', `vinShield/${shield.id}`)).toBe(true);
    expect((await ok<VinInfo>('GET', `vehicle/vin?vin=${seeded.vin}`)).shielded).toBe(false);
  });

  it('limits the series filter to the user\'s brands with role check 1, and shows outlets visible series and models only', async () => {
    const filter = (body: Record<string, unknown>, token: string) => ok<PageResult<SeriesOption>>('POST', 'series/filter', body, token);
    const everything = await filter({ roleCheck: 1 }, admin);
    expect(everything.total).toBe((await list<SeriesView>('series/list', { pageSize: 5 })).total);
    expect(codes(await filter({ roleCheck: 1, brandCode: 'TB', state: 1 }, admin), 'seriesCode')).toEqual(['TB-S1', 'TB-S3']);
    // A service outlet or public user without brands sees no series, whatever the flag says.
    const brandlessOutlet = await userWithBrands({ brandCodes: [], userType: 'dealer', roleCode: 'dealer', userAgentCode: 'D1001' });
    const brandlessPublic = await userWithBrands({ brandCodes: [], userType: 'social', roleCode: 'public' });
    expect((await filter({ roleCheck: 1 }, brandlessOutlet)).total).toBe(0);
    expect((await filter({ roleCheck: 0 }, brandlessOutlet)).total).toBe(0);
    expect(await ok<SeriesOption[]>('GET', 'series/options?brandCode=PC', undefined, brandlessPublic)).toEqual([]);
    // The demo public user has the PC brand: its visible series.
    expect((await ok<SeriesOption[]>('GET', 'series/options?brandCode=PC', undefined, publicUser)).map((o) => o.seriesCode)).toEqual(['PC-A5', 'PC-E3', 'PC-X7']);

    const oemCv = await userWithBrands({ brandCodes: ['CV'] });
    expect(codes(await filter({ roleCheck: 1 }, oemCv), 'seriesCode')).toEqual(['CV-B12', 'CV-T9', 'CV-V3']);
    expect((await filter({ roleCheck: 0 }, oemCv)).total).toBe(everything.total);
    expect(codes(await filter({ roleCheck: 1, energyType: 'BEV' }, oemCv), 'brandCode')).toEqual(['CV']);

    const outlet = await userWithBrands({ brandCodes: ['PC', 'TB'], userType: 'dealer', roleCode: 'dealer', userAgentCode: 'D1001' });
    expect(codes(await filter({ roleCheck: 1 }, outlet), 'seriesCode')).toEqual(['PC-A5', 'PC-E3', 'PC-X7', 'TB-S1', 'TB-S2']);
    expect(codes(await filter({ roleCheck: 1, pageNo: 1, pageSize: 5 }, outlet), 'seriesCode')).toEqual(['PC-A5', 'PC-E3', 'PC-X7', 'TB-S1', 'TB-S2']);
    expect((await filter({ roleCheck: 1, pageNo: 2, pageSize: 5 }, outlet)).list).toEqual([]);
    expect((await ok<SeriesOption[]>('GET', 'series/options?brandCode=PC', undefined, outlet)).map((s) => s.seriesCode)).toEqual(['PC-A5', 'PC-E3', 'PC-X7']);
    expect(await ok<SeriesOption[]>('GET', 'series/options?brandCode=CV', undefined, outlet)).toEqual([]);
    // Published, visible models only: the demo's PC-M1-HEV is pending, TB-S1-M2 was published and made visible above.
    const outletModels = await list<ModelOption>('model/options', { pageNo: 1, pageSize: 1000, state: 1 }, outlet);
    expect(codes(outletModels, 'modelCode')).toEqual(['PC-A5-15T', 'PC-A5-20T', 'PC-E3-LR', 'PC-E3-STD', 'PC-X7-PH', 'PC-X7-PHL', 'TB-S1-M2']);
    expect((await list<ModelOption>('model/options', { pageSize: 1000, brandCode: 'TB' })).total).toBe(3);
  });

  it('imports a valid workbook in one go (inserted in batches) and refuses a repeat row by row', async () => {
    const before = await vehicleCount({ seriesCode: 'TB-S1' });
    // 1,201 rows: three insert batches; the first 25 are of model year 2024, the rest 2023.
    const rows: Cell[][] = Array.from({ length: 1201 }, (_, i) => [testVin('TBK', i), 'TB-S1', 'TB-S1-M1', i < 25 ? 2024 : 2023, i % 2 ? 'TB-S1-M1-C1' : null, `E${i}`, null, 'Blue', null]);
    const done = await importRows(rows);
    expect(done.body.code, JSON.stringify(done.body)).toBe('000000');
    expect(done.body.data).toEqual({ imported: true, rows: 1201, created: 1201, problems: [] });
    expect(await vehicleCount({ seriesCode: 'TB-S1' })).toBe(before + 1201);
    expect(await vehicleCount({ seriesCode: 'TB-S1', modelYear: '2023' })).toBe(1176);
    const one = (await list<VehicleView>('vehicle/list', { vin: testVin('TBK', 1) })).list[0]!;
    expect(one).toMatchObject({ brandCode: 'TB', modelYear: 2024, configCode: 'TB-S1-M1-C1', engineNo: 'E1', exteriorColour: 'Blue', motorNo: null });

    // An applied import is one operation record, named by its file and rows.
    const imports = async () => {
      const res = await call<PageResult<{ userCode: string; targetName: string }>>(`${base}/tis/api/logService/operationLog/list?module=vehicle&action=import&pageSize=50`, jsonRequest({ token: admin }));
      return (res.body.data?.list ?? []).filter((r) => r.targetName === 'vehicles.xlsx (1201)').map((r) => [r.userCode, r.targetName]);
    };
    expect(await eventually(async () => ((await imports()).length > 0 ? imports() : undefined))).toEqual([['admin', 'vehicles.xlsx (1201)']]);

    const again = await importRows(rows.slice(0, 3));
    expect(again.body.data).toMatchObject({ imported: false, rows: 3, created: 0 });
    expect(again.body.data?.problems).toEqual([0, 1, 2].map((i) => ({ row: i + 2, column: 'vin', message: `The VIN ${testVin('TBK', i)} already exists` })));
    expect(await vehicleCount({ seriesCode: 'TB-S1' })).toBe(before + 1201);
  });

  it('reports every bad row of an import with its row and column, and writes nothing', async () => {
    const before = await vehicleCount();
    const good = testVin('TBE', 1);
    const existing = (await list<VehicleView>('vehicle/list', { brandCode: 'PC', pageSize: 5 })).list[0]!.vin;
    const rows: Cell[][] = [
      [good, 'TB-S1', 'TB-S1-M1', 2024],
      [wrongDigit(testVin('TBE', 2)), 'TB-S1', 'TB-S1-M1', 2024],
      [testVin('TBE', 3), 'NOPE', 'TB-S1-M1', 2024],
      [testVin('TBE', 4), 'TB-S2', 'TB-S1-M1', 2024],
      [good.toLowerCase(), 'TB-S1', 'TB-S1-M1', 2024],
      [testVin('TBE', 6), 'TB-S1', 'TB-S1-M1', 1970],
      [existing, 'TB-S1', 'TB-S1-M1', 2024],
      ['TBE123', 'TB-S1', 'TB-S1-M1', 2024],
      [null, null, null, null],
      [testVin('TBE', 10), 'TB-S1', 'TB-S1-M2', 2024, 'TB-S1-M1-C1'],
      [testVin('TBE', 11), 'TB-S1', null, 2024],
      // A wrong field does not hide the row's other problems.
      ['TBE12', 'NOPE2', 'TB-S1-M1', 2024],
      [testVin('TBE', 13), 'TB-S1', 'TB-S1-M1', 1970, 'NOCONF'],
      [wrongDigit(testVin('TBE', 14)), 'TB-S2', 'TB-S1-M1', 1970],
    ];
    const res = await importRows(rows);
    expect(res.body.code).toBe('000000');
    expect(res.body.data).toMatchObject({ imported: false, rows: 13, created: 0 });
    expect(res.body.data?.problems).toEqual([
      { row: 3, column: 'vin', message: 'The VIN check digit (9th character) is wrong' },
      { row: 4, column: 'seriesCode', message: 'The series NOPE does not exist' },
      { row: 5, column: 'modelCode', message: 'The model TB-S1-M1 does not belong to the series TB-S2' },
      { row: 6, column: 'vin', message: `The VIN ${good} appears more than once (first in row 2)` },
      { row: 7, column: 'modelYear', message: 'The model year must be a year from 1980 to 2100' },
      { row: 8, column: 'vin', message: `The VIN ${existing} already exists` },
      { row: 9, column: 'vin', message: 'The VIN must have 17 characters' },
      { row: 11, column: 'configCode', message: 'The configuration TB-S1-M1-C1 does not belong to the model TB-S1-M2' },
      { row: 12, column: 'modelCode', message: 'This field cannot be empty' },
      { row: 13, column: 'vin', message: 'The VIN must have 17 characters' },
      { row: 13, column: 'seriesCode', message: 'The series NOPE2 does not exist' },
      { row: 14, column: 'modelYear', message: 'The model year must be a year from 1980 to 2100' },
      { row: 14, column: 'configCode', message: 'The configuration NOCONF does not exist' },
      { row: 15, column: 'modelYear', message: 'The model year must be a year from 1980 to 2100' },
      { row: 15, column: 'vin', message: 'The VIN check digit (9th character) is wrong' },
      { row: 15, column: 'modelCode', message: 'The model TB-S1-M1 does not belong to the series TB-S2' },
    ]);
    expect(await vehicleCount()).toBe(before);
    expect((await api('GET', `vehicle/vin?vin=${good}`)).body.mesg).toBe('VIN not found');

    // In the caller's language.
    const path = await xlsxFile([[testVin('TBE', 3), 'NOPE', 'TB-S1-M1', 2024]]);
    try {
      const zh = await upload(path, admin, 'v.xlsx', { Language: 'zh_CN' });
      expect(zh.body.data?.problems).toEqual([{ row: 2, column: 'seriesCode', message: '车系 NOPE 不存在' }]);
    } finally {
      await rm(path, { force: true });
    }
  });

  it('refuses an import of 50,001 VINs with the spec\'s message, writing nothing; a wrong header, an empty sheet or a non-workbook', async () => {
    const before = await vehicleCount();
    const res = await upload(await tooManyVins());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '000001', mesg: 'More than 50000 VINs are not processed' });
    expect(await vehicleCount()).toBe(before);

    const wrongHeader = await xlsxFile([[testVin('TBH', 1), 'TB-S1', 'TB-S1-M1', 2024]], ['VIN', 'series']);
    const empty = await xlsxFile([]);
    try {
      expect((await upload(wrongHeader)).body.data).toEqual({
        imported: false,
        rows: 0,
        created: 0,
        problems: [{ row: 1, column: null, message: `The first row must hold the template headers: ${VEHICLE_SHEET_COLUMNS.join(', ')}` }],
      });
      expect((await upload(empty)).body.data?.problems).toEqual([{ row: 0, column: null, message: 'The file contains no vehicles' }]);
    } finally {
      await rm(wrongHeader, { force: true });
      await rm(empty, { force: true });
    }
    const { body, contentType } = multipartBody('file', 'v.xlsx', XLSX, Buffer.from('vin,seriesCode\n'));
    const notWorkbook = await call<VehicleImportResult>(`${base}${API}/vehicle/import`, { method: 'POST', headers: { authorization: admin, 'content-type': contentType, Language: 'en_US' }, body });
    expect(notWorkbook.body.data?.problems).toEqual([{ row: 0, column: null, message: 'The file cannot be read as an Excel workbook (.xlsx)' }]);
    const noFile = await api('POST', 'vehicle/import', {});
    expect(noFile.status).toBe(415);
    expect(await vehicleCount()).toBe(before);
  });

  it('refuses zip bombs while inflating them (a lying directory, an honest one over the bound), in bounded memory, writing nothing', async () => {
    const before = await vehicleCount();
    const rows = [[...VEHICLE_SHEET_COLUMNS], [testVin('TBZ', 1), 'TB-S1', 'TB-S1-M1', 2024]];
    const send = async (data: Buffer) => {
      const { body, contentType } = multipartBody('file', 'bomb.xlsx', XLSX, data);
      return call<VehicleImportResult>(`${base}${API}/vehicle/import`, { method: 'POST', headers: { authorization: admin, 'content-type': contentType, Language: 'de_DE' }, body });
    };
    // 1 MB whose directory declares 100 bytes for a 1 GB sheet.
    const { result: res, rssGrowthMb, cpuMs } = await resourcesDuring(() => send(xlsxBomb({ rows, inflatedBytes: 1024 ** 3, declaredSize: 100 })));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('413001');
    expect(res.body.mesg).toMatch(/^Die Arbeitsmappe ist entpackt größer als \d+ MB und wird nicht gelesen$/);
    expect(rssGrowthMb).toBeLessThan(80);
    console.info(`${dialect}: vehicle import of a 1 MB bomb refused with ${Math.round(cpuMs)} ms of CPU, RSS grew ${rssGrowthMb.toFixed(1)} MB`);
    const honest = await send(xlsxBomb({ rows, inflatedBytes: 64 * 1024 * 1024 }));
    expect(honest.status).toBe(413);
    expect(honest.body.code).toBe('413001');
    expect(await vehicleCount()).toBe(before);
    // The same rows in a normal workbook import.
    const good = await send(xlsxOf(rows));
    expect(good.body.data).toMatchObject({ imported: true, created: 1, problems: [] });
    expect(await vehicleCount()).toBe(before + 1);
  });

  it('exports the filtered vehicles as a workbook in the template columns, and hands out the template', async () => {
    const res = await fetch(`${base}${API}/vehicle/export?${qs({ seriesCode: 'TB-S1', modelYear: 2024 })}`, { headers: { authorization: admin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="vehicles-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await sheetRows(Buffer.from(await res.arrayBuffer()));
    const listed = await list<VehicleView>('vehicle/list', { seriesCode: 'TB-S1', modelYear: 2024, pageSize: 500 });
    expect(rows[0]).toEqual([...VEHICLE_SHEET_COLUMNS]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.list.map((v) => v.vin));
    expect(rows.find((r) => r[0] === testVin('TBK', 1))).toEqual([testVin('TBK', 1), 'TB-S1', 'TB-S1-M1', '2024', 'TB-S1-M1-C1', 'E1', '', 'Blue', '']);
    const all = await fetch(`${base}${API}/vehicle/export`, { headers: { authorization: admin } });
    expect((await sheetRows(Buffer.from(await all.arrayBuffer()))).length - 1).toBe(await vehicleCount());

    const template = await fetch(`${base}${API}/vehicle/template`, { headers: { authorization: admin } });
    expect(template.headers.get('content-disposition')).toBe('attachment; filename="vehicle-import-template.xlsx"');
    expect(await sheetRows(Buffer.from(await template.arrayBuffer()))).toEqual([[...VEHICLE_SHEET_COLUMNS]]);
  });

  it('keeps car series settings, module settings and commercial information per series or model and market', async () => {
    const setting = await ok<SeriesSettingView>('POST', 'seriesSetting', { seriesCode: 'TB-S1', sortNo: 1, imageUrl: '/tis/file/series/tb-s1.png', showOnManual: false });
    expect(setting).toMatchObject({ brandCode: 'TB', seriesName: 'Series One', showOnHome: true, showOnManual: false });
    expect((await api('POST', 'seriesSetting', { seriesCode: 'TB-S1' })).body.code).toBe('409002');
    expect((await api('POST', 'seriesSetting', { seriesCode: 'TB-S2', imageUrl: 'javascript:alert(1)' })).body.mesg).toContain('The image must be a path under /tis/file/');
    await ok('POST', 'seriesSetting', { seriesCode: 'TB-S3', sortNo: 2 });
    expect(codes(await list<SeriesSettingView>('seriesSetting/list', { brandCode: 'TB' }), 'seriesCode')).toEqual(['TB-S1', 'TB-S3']);
    expect(codes(await list<SeriesSettingView>('seriesSetting/list', { brandCode: 'TB', showOnManual: false }), 'seriesCode')).toEqual(['TB-S1']);
    // The home page shows enabled, visible series in display order: TB-S3 is invisible.
    const home = await ok<ShownSeries[]>('GET', 'seriesSetting/shown?place=home&brandCode=TB');
    expect(home).toEqual([{ brandCode: 'TB', seriesCode: 'TB-S1', seriesName: 'Series One', epcName: 'One EPC', sortNo: 1, imageUrl: '/tis/file/series/tb-s1.png' }]);
    expect(await ok<ShownSeries[]>('GET', 'seriesSetting/shown?place=manual&brandCode=TB')).toEqual([]);
    const brandlessOutlet = await userWithBrands({ brandCodes: [], userType: 'dealer', roleCode: 'dealer', userAgentCode: 'D1001' });
    expect(await ok<ShownSeries[]>('GET', 'seriesSetting/shown?place=home', undefined, brandlessOutlet)).toEqual([]);
    const updated = await ok<SeriesSettingView>('PUT', `seriesSetting/${setting.id}`, { sortNo: 3, imageUrl: null, showOnHome: true, showOnManual: true, version: 1 });
    expect(updated).toMatchObject({ sortNo: 3, imageUrl: null, showOnManual: true, version: 2 });
    const s1 = (await list<SeriesView>('series/list', { seriesCode: 'TB-S1' })).list[0]!;
    expect((await api('DELETE', `series/${s1.id}`)).body.code).toBe('409003');

    const wsm = await ok<ModuleSettingView>('POST', 'moduleSetting', { seriesCode: 'TB-S1', moduleType: 'wsm' });
    await ok('POST', 'moduleSetting', { seriesCode: 'TB-S1', moduleType: 'epc', enabled: false });
    await ok('POST', 'moduleSetting', { seriesCode: 'TB-S1', moduleType: 'techProve' });
    expect((await api('POST', 'moduleSetting', { seriesCode: 'TB-S1', moduleType: 'wsm' })).body.code).toBe('409002');
    expect((await api('POST', 'moduleSetting', { seriesCode: 'TB-S1', moduleType: 'radio' })).body.code).toBe('400000');
    expect(await ok<string[]>('GET', 'moduleSetting/enabled?seriesCode=TB-S1', undefined, dealer)).toEqual(['techProve', 'wsm']);
    expect(codes(await list<ModuleSettingView>('moduleSetting/list', { seriesCode: 'TB-S1', enabled: false }), 'moduleType')).toEqual(['epc']);
    expect(codes(await list<ModuleSettingView>('moduleSetting/list', { brandCode: 'PC', moduleType: 'epc', enabled: true }), 'seriesCode')).toEqual(['PC-A5', 'PC-E3', 'PC-X7']);
    await ok('PUT', `moduleSetting/${wsm.id}`, { enabled: false, remark: 'later', version: 1 });
    expect(await ok<string[]>('GET', 'moduleSetting/enabled?seriesCode=TB-S1')).toEqual(['techProve']);

    const info = await ok<CommercialInfoView>('POST', 'commercialInfo', { modelCode: 'TB-S1-M1', market: 'CN', salesName: 'Alpha One Pro', launchDate: '2024-03-01', priceMin: 150000, priceMax: 180000, currency: 'cny' });
    expect(info).toMatchObject({ brandCode: 'TB', seriesCode: 'TB-S1', modelName: 'Alpha One', currency: 'CNY' });
    await ok('POST', 'commercialInfo', { modelCode: 'TB-S1-M1', market: 'EU', salesName: 'Alpha One', launchDate: '2025-06-01' });
    expect((await api('POST', 'commercialInfo', { modelCode: 'TB-S1-M1', market: 'CN', salesName: 'x' })).body.code).toBe('409002');
    expect((await api('POST', 'commercialInfo', { modelCode: 'TB-S1-M1', market: 'US', salesName: 'x', priceMin: 2, priceMax: 1, currency: 'USD' })).body.mesg).toContain('The lowest price must not exceed the highest price');
    expect(codes(await list<CommercialInfoView>('commercialInfo/list', { seriesCode: 'TB-S1' }), 'market')).toEqual(['CN', 'EU']);
    expect(codes(await list<CommercialInfoView>('commercialInfo/list', { brandCode: 'TB', startTime: '2025-01-01', endTime: '2025-12-31' }), 'market')).toEqual(['EU']);
    expect(codes(await list<CommercialInfoView>('commercialInfo/list', { brandCode: 'TB', keyword: 'pro' }), 'market')).toEqual(['CN']);
    expect(await ok<CommercialInfoView>('PUT', `commercialInfo/${info.id}`, { salesName: 'Alpha One Pro+', launchDate: null, priceMin: null, priceMax: null, currency: null, version: 1 })).toMatchObject({
      salesName: 'Alpha One Pro+',
      launchDate: null,
      version: 2,
    });
    expect(await ok('DELETE', `commercialInfo/${info.id}`)).toBe(true);
  });

  it('keeps the management screens from service outlets (403) and every lookup from anonymous callers (401), and lets any signed-in user use the lookups', async () => {
    const refused: [ApiMethod, string, unknown][] = [
      ['GET', 'brand/list', undefined],
      ['POST', 'brand', { brandCode: 'Y1', brandName: 'Y', brandType: 'brand' }],
      ['GET', 'series/list', undefined],
      ['POST', 'series', series('Y1', 'TB', { afterSaleType: 'PV' })],
      ['POST', 'seriesDirectory', { seriesCode: 'TB-S2', directoryCode: 'Y1', directoryName: 'Y' }],
      ['GET', 'model/list', undefined],
      ['POST', 'model/00000000-0000-4000-8000-000000000000/publish', { version: 1 }],
      ['POST', 'modelConfig', { modelCode: 'TB-S1-M1', configCode: 'Y1', configName: 'Y' }],
      ['POST', 'kind', { kindCode: 'Y1', langCode: 'en_US', kindName: 'Y' }],
      ['POST', 'energy', { energyCode: 'Y1', langCode: 'en_US', name: 'Y' }],
      ['POST', 'carType', { cartypeCode: 'Y1', langCode: 'en_US', cartypeName: 'Y' }],
      ['GET', 'vehicle/list', undefined],
      ['POST', 'vehicle', { vin: testVin('TBY', 1), seriesCode: 'TB-S1', modelCode: 'TB-S1-M1', modelYear: 2024 }],
      ['GET', 'vehicle/export', undefined],
      ['GET', 'vehicle/template', undefined],
      ['POST', 'vinShield', { vin: testVin('TBY', 1) }],
      ['GET', 'seriesSetting/list', undefined],
      ['GET', 'moduleSetting/list', undefined],
      ['GET', 'commercialInfo/list', undefined],
    ];
    for (const [method, path, body] of refused) {
      const res = await api(method, path, body, dealer);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const { body, contentType } = multipartBody('file', 'v.xlsx', XLSX, Buffer.from('x'));
    expect((await fetch(`${base}${API}/vehicle/import`, { method: 'POST', headers: { authorization: dealer, 'content-type': contentType }, body })).status).toBe(403);

    const seeded = (await list<VehicleView>('vehicle/list', { pageSize: 5 })).list[0]!.vin;
    const lookups: [ApiMethod, string, unknown][] = [
      ['GET', 'brand/options', undefined],
      ['GET', 'classification/options', undefined],
      ['GET', 'series/options?brandCode=PC', undefined],
      ['POST', 'series/filter', { roleCheck: 1 }],
      ['GET', 'kind/list?pageNo=1&pageSize=999', undefined],
      ['GET', 'energy/list?pageNo=1&pageSize=999', undefined],
      ['GET', 'carType/list?pageNo=1&pageSize=999', undefined],
      ['GET', 'model/options?pageSize=1000&state=1', undefined],
      ['GET', `vehicle/vin?vin=${seeded}`, undefined],
      ['GET', 'seriesSetting/shown?place=home', undefined],
      ['GET', 'moduleSetting/enabled?seriesCode=PC-A5', undefined],
    ];
    for (const [method, path, payload] of lookups) {
      for (const token of [dealer, publicUser]) {
        const res = await api(method, path, payload, token);
        expect([res.status, res.body.code], `${method} ${path}`).toEqual([200, '000000']);
      }
      const anonymous = await call(`${base}${API}/${path}`, jsonRequest({ method, body: payload }));
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    const oem = await loginAs(base, 'oem01');
    expect((await api('GET', 'vehicle/list?pageSize=5', undefined, oem)).status).toBe(200);
    expect((await api('GET', 'series/list?pageSize=5', undefined, oem)).status).toBe(200);
  });

  it('answers the series of a brand, the models of a series and a VIN prefix from an index, never a full scan (the VIN query: vin-query.medium.test.ts)', async () => {
    const vehicles = portal.app.get(VehicleService);
    const seriesService = portal.app.get(SeriesService);
    const models = portal.app.get(ModelService);
    const vin = (await list<VehicleView>('vehicle/list', { pageSize: 5 })).list[0]!.vin;

    const plans: [string, Pick<SelectQueryBuilder<ObjectLiteral>, 'getQueryAndParameters' | 'dataSource'>, string][] = [
      ['series of a brand', seriesService.query({ brandCode: 'PC' }), 'idx_vehicle_series_brand'],
      ['models of a series', models.query({ seriesCode: 'PC-X7' }), 'idx_vehicle_model_series'],
      ['vehicles by VIN prefix', vehicles.query({ vin: vin.slice(0, 5) }), 'uq_vehicle_vin'],
    ];
    for (const [what, qb, index] of plans) {
      const [sql, params] = qb.getQueryAndParameters();
      if (dialect === 'sqlite') {
        const rows = await qb.dataSource.query<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, params);
        const details = rows.map((r) => r.detail);
        expect(details.some((d) => new RegExp(`^SEARCH \\S+ USING (COVERING )?INDEX ${index} `).test(d)), `${what}: ${details.join(' | ')}`).toBe(true);
        expect(details.filter((d) => /^SCAN /.test(d) || /TEMP B-TREE/.test(d)), `${what}: ${details.join(' | ')}`).toEqual([]);
      } else {
        const rows = await qb.dataSource.query<{ key: string | null; type: string; Extra: string | null }[]>(`EXPLAIN ${sql}`, params);
        expect(rows.map((r) => r.key), what).toEqual([index]);
        expect(['const', 'eq_ref', 'ref', 'range'], `${what}: ${JSON.stringify(rows)}`).toContain(rows[0]?.type);
        expect(rows[0]?.Extra ?? '', what).not.toContain('filesort');
      }
    }
  });
});

/** Removes the generated 50,001-row file. */
afterAll(async () => {
  if (tooManyFile) await rm(await tooManyFile, { force: true });
});
