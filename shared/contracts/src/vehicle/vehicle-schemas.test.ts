import { describe, expect, it } from 'vitest';
import { LOGIN_ROUTES } from '../permissions.js';
import {
  BRAND_LOGIN_ENTRIES,
  createBrandSchema,
  createModelSchema,
  createSeriesSchema,
  modelQuerySchema,
  seriesFilterSchema,
} from './master-data.js';
import { createCommercialInfoSchema, moduleSettingQuerySchema, seriesSettingQuerySchema } from './settings.js';
import { MODEL_CODES_MAX, modelCodesFilterSchema, VIN_IMPORT_MAX } from './vehicle-fields.js';
import { createVehicleSchema, vehicleQuerySchema, vinQuerySchema } from './vehicles.js';

const messages = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('vehicle limits', () => {
  it('are the ones of spec section 9', () => {
    expect(VIN_IMPORT_MAX).toBe(50_000);
    expect(MODEL_CODES_MAX).toBe(100);
  });

  it('name one login entry per login route', () => {
    expect(BRAND_LOGIN_ENTRIES.map((e) => `/${e}`)).toEqual([...LOGIN_ROUTES]);
  });
});

describe('model codes filter', () => {
  it('takes a comma-separated list or repeated parameters, trimmed and without repeats', () => {
    expect(modelCodesFilterSchema.parse('A, B,,A')).toEqual(['A', 'B']);
    expect(modelCodesFilterSchema.parse(['A', 'B,C'])).toEqual(['A', 'B', 'C']);
    expect(modelCodesFilterSchema.parse('')).toBeUndefined();
  });

  it('refuses more than 100 codes with a message key', () => {
    const codes = Array.from({ length: 101 }, (_, i) => `M${i}`);
    expect(modelCodesFilterSchema.safeParse(codes.slice(0, 100).join(',')).success).toBe(true);
    expect(messages(modelCodesFilterSchema.safeParse(codes.join(',')))).toEqual([['', 'validation.vehicle.modelCodesMax']]);
    expect(messages(vehicleQuerySchema.safeParse({ modelCodes: codes }))).toEqual([['modelCodes', 'validation.vehicle.modelCodesMax']]);
  });
});

describe('vehicle schemas', () => {
  it('normalise a VIN and refuse a bad one with the VIN keys', () => {
    expect(vinQuerySchema.parse({ vin: ' 1m8gdm9axkp042788 ' })).toEqual({ vin: '1M8GDM9AXKP042788' });
    expect(messages(vinQuerySchema.safeParse({ vin: '1M8GDM9AXKP04278' }))).toEqual([['vin', 'validation.vinLength']]);
    expect(messages(vinQuerySchema.safeParse({ vin: '1M8GDM9AXKP04278O' }))).toEqual([['vin', 'validation.vinForbiddenLetters']]);
  });

  it('read an import row: year from text, empty cells as null', () => {
    const row = { vin: 'LTPABCDE1RA000001', seriesCode: 'S', modelCode: 'M', modelYear: '2024', configCode: null, engineNo: '', motorNo: null, exteriorColour: 'Red', interiorColour: null };
    expect(createVehicleSchema.parse(row)).toMatchObject({ modelYear: 2024, engineNo: null, exteriorColour: 'Red' });
    expect(messages(createVehicleSchema.safeParse({ ...row, modelYear: '1979' }))).toEqual([['modelYear', 'validation.vehicle.year']]);
    expect(messages(createVehicleSchema.safeParse({ ...row, seriesCode: null }))).toEqual([['seriesCode', 'validation.required']]);
  });

  it('default brand, series and model fields, and check codes', () => {
    expect(createBrandSchema.parse({ brandCode: 'B1', brandName: 'Brand', brandType: 'brand' })).toEqual({
      brandCode: 'B1',
      brandName: 'Brand',
      brandType: 'brand',
      loginEntry: null,
      checkDigit: false,
      sortNo: 0,
    });
    expect(messages(createBrandSchema.safeParse({ brandCode: 'B'.repeat(33), brandName: 'x', brandType: 'brand' }))).toEqual([['brandCode', 'validation.vehicle.brandCodeFormat']]);
    expect(createSeriesSchema.parse({ brandCode: 'B1', seriesCode: 'S1', seriesName: 'S', afterSaleType: 'PV', subSaleType: '' })).toMatchObject({
      subSaleType: null,
      energyType: null,
      state: 1,
      historyState: 0,
      visible: 1,
    });
    expect(createModelSchema.parse({ seriesCode: 'S1', modelCode: 'M1', modelName: 'M' })).toMatchObject({ visible: 2, state: 1, kindCode: null });
    expect(messages(createModelSchema.safeParse({ seriesCode: 'S1', modelCode: 'M 1', modelName: 'M', visible: 3 }))).toEqual([
      ['modelCode', 'validation.codeFormat'],
      ['visible', 'validation.invalidOption'],
    ]);
  });

  it('read the Series and Model filters from a query string or a JSON body', () => {
    expect(seriesFilterSchema.parse({ roleCheck: 1, state: '1', brandCode: '' })).toMatchObject({ roleCheck: 1, state: 1, brandCode: undefined, pageNo: 1, pageSize: 999 });
    expect(messages(seriesFilterSchema.safeParse({ pageSize: 1000 }))).toEqual([['pageSize', 'validation.pageSize']]);
    expect(messages(seriesFilterSchema.safeParse({ roleCheck: 2 }))).toEqual([['roleCheck', 'validation.invalidOption']]);
    const models = modelQuerySchema.parse({ pubState: '2', startTime: '2024-01-01', endTime: '2024-01-31', modelCodes: 'A,B' });
    expect(models).toMatchObject({ pubState: 2, modelCodes: ['A', 'B'], startTime: new Date('2024-01-01T00:00:00Z') });
    expect(messages(modelQuerySchema.safeParse({ startTime: '2024-02-01', endTime: '2024-01-31' }))).toEqual([['endTime', 'validation.dateRangeOrder']]);
    expect(seriesSettingQuerySchema.parse({ showOnHome: 'false' })).toMatchObject({ showOnHome: false });
    expect(moduleSettingQuerySchema.parse({ enabled: '1', moduleType: 'epc' })).toMatchObject({ enabled: true, moduleType: 'epc' });
    expect(messages(moduleSettingQuerySchema.safeParse({ moduleType: 'radio' }))).toEqual([['moduleType', 'validation.invalidOption']]);
  });

  it('need a currency for a price and the lowest price not above the highest', () => {
    const base = { modelCode: 'M1', market: 'CN', salesName: 'Sales' };
    expect(createCommercialInfoSchema.parse({ ...base, currency: 'cny', priceMin: 1, priceMax: 2, launchDate: '2024-05-01' })).toMatchObject({ currency: 'CNY', launchDate: '2024-05-01' });
    expect(messages(createCommercialInfoSchema.safeParse({ ...base, priceMin: 3, priceMax: 2, currency: 'CNY' }))).toEqual([['priceMax', 'validation.vehicle.priceRange']]);
    expect(messages(createCommercialInfoSchema.safeParse({ ...base, priceMin: 3 }))).toEqual([['currency', 'validation.vehicle.currency']]);
    expect(messages(createCommercialInfoSchema.safeParse({ ...base, launchDate: '2024-13-01' }))).toEqual([['launchDate', 'validation.invalidDate']]);
  });
});
