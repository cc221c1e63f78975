import { describe, expect, it } from 'vitest';
import { createProductChangeSchema, productChangeMatch, productChangeVinQuerySchema, vinInRange, vinRangeProblem } from './product-change.js';

const VIN = 'LTPHNUB34PA000120';
const base = {
  changeCode: ' pcn-1 ',
  title: ' Bracket ',
  description: '<p>New bracket</p>',
  brandCode: 'PC',
  seriesCodes: ['PC-A5'],
  applyBy: 'vinRange' as const,
  vinFrom: 'ltphnub30pa000100',
  vinTo: 'LTPHNUB39PA000200',
  effectiveDate: '2026-03-01',
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((i) => i.message);

describe('product change contracts', () => {
  it('upper-cases the code and the VINs and defaults models and attachments to none', () => {
    expect(createProductChangeSchema.parse(base)).toMatchObject({ changeCode: 'PCN-1', title: 'Bracket', vinFrom: 'LTPHNUB30PA000100', vinTo: 'LTPHNUB39PA000200', modelCodes: [], attachments: [] });
  });

  it('needs the range it goes by, complete and ordered', () => {
    expect(messages(createProductChangeSchema.safeParse({ ...base, vinTo: undefined }))).toEqual(['validation.required']);
    expect(messages(createProductChangeSchema.safeParse({ ...base, vinTo: 'LTPHNUB39PB000200' }))).toEqual(['validation.productChange.vinPrefix']);
    expect(messages(createProductChangeSchema.safeParse({ ...base, vinTo: 'LTPHNUB39PA000099' }))).toEqual(['validation.productChange.vinOrder']);
    const byDate = { ...base, applyBy: 'productionDate' as const, vinFrom: null, vinTo: null };
    expect(messages(createProductChangeSchema.safeParse(byDate))).toEqual(['validation.required', 'validation.required']);
    expect(messages(createProductChangeSchema.safeParse({ ...byDate, productionFrom: '2026-02-01', productionTo: '2026-01-31' }))).toEqual(['validation.dateRangeOrder']);
    expect(messages(createProductChangeSchema.safeParse({ ...byDate, productionFrom: '2026-02-30', productionTo: '2026-13-01' }))).toEqual(['validation.invalidDate', 'validation.invalidDate']);
  });

  it('refuses no series, a series or model twice in any case, and a bad code', () => {
    expect(messages(createProductChangeSchema.safeParse({ ...base, seriesCodes: [] }))).toEqual(['validation.productChange.seriesRequired']);
    expect(messages(createProductChangeSchema.safeParse({ ...base, seriesCodes: ['PC-A5', 'pc-a5'] }))).toEqual(['validation.productChange.repeatedSeries']);
    expect(messages(createProductChangeSchema.safeParse({ ...base, modelCodes: ['M1', 'm1'] }))).toEqual(['validation.productChange.repeatedModel']);
    expect(messages(createProductChangeSchema.safeParse({ ...base, changeCode: 'A B' }))).toEqual(['validation.productChange.code']);
  });

  it('keeps a VIN range to one prefix (characters 1 to 8, 10, 11) with the serial between', () => {
    expect(vinRangeProblem('LTPHNUB30PA000100', 'LTPHNUB3XPA000200')).toBeNull();
    expect(vinInRange(VIN, 'LTPHNUB30PA000100', 'LTPHNUB30PA000200')).toBe(true);
    expect(vinInRange('LTPHNUB34PA000201', 'LTPHNUB30PA000100', 'LTPHNUB30PA000200')).toBe(false);
    expect(vinInRange('LTPHNUB34RA000120', 'LTPHNUB30PA000100', 'LTPHNUB30PA000200')).toBe(false);
  });

  it('tells whether a change applies to a vehicle and why', () => {
    const vehicle = { vin: VIN, brandCode: 'PC', seriesCode: 'PC-A5', modelCode: 'PC-A5-15T' };
    const byVin = { brandCode: 'PC', seriesCodes: ['PC-A5'], modelCodes: [], applyBy: 'vinRange' as const, vinFrom: 'LTPHNUB30PA000100', vinTo: 'LTPHNUB30PA000200', productionFrom: null, productionTo: null };
    expect(productChangeMatch(byVin, vehicle)).toBe('vin');
    expect(productChangeMatch({ ...byVin, modelCodes: ['pc-a5-15t'] }, vehicle)).toBe('vin');
    expect(productChangeMatch({ ...byVin, modelCodes: ['PC-A5-20T'] }, vehicle)).toBeNull();
    expect(productChangeMatch({ ...byVin, seriesCodes: ['PC-X7'] }, vehicle)).toBeNull();
    const byDate = { ...byVin, applyBy: 'productionDate' as const, vinFrom: null, vinTo: null, productionFrom: '2026-01-01', productionTo: '2026-03-31' };
    expect(productChangeMatch(byDate, vehicle)).toBe('needsProductionDate');
    expect(productChangeMatch(byDate, vehicle, '2026-03-31')).toBe('productionDate');
    expect(productChangeMatch(byDate, vehicle, '2026-04-01')).toBeNull();
    expect(productChangeVinQuerySchema.parse({ vin: VIN, productionDate: '' })).toEqual({ vin: VIN });
    expect(productChangeVinQuerySchema.safeParse({ vin: VIN, productionDate: '2026-13-01' }).success).toBe(false);
  });
});
