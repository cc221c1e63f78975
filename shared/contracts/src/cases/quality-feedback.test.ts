import { describe, expect, it } from 'vitest';
import { createQualityFbSchema, qualityFbQuerySchema, qualityFbStatsQuerySchema } from './quality-feedback.js';

const VIN = 'LTPHNUB34PA000001';
const base = { title: ' Seal ', vin: VIN.toLowerCase(), mileage: 10, description: 'Leaks', parts: [{ partCode: ' ds-1 ', partName: 'Seal', qty: 2 }] };
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((i) => i.message);

describe('quality feedback contracts', () => {
  it('trims and upper-cases what it keeps: VIN and part codes', () => {
    expect(createQualityFbSchema.parse(base)).toEqual({ title: 'Seal', vin: VIN, mileage: 10, description: 'Leaks', cause: null, parts: [{ partCode: 'DS-1', partName: 'Seal', qty: 2 }], photos: [] });
  });

  it('refuses no part, a part code twice in any case, a bad code or quantity', () => {
    expect(messages(createQualityFbSchema.safeParse({ ...base, parts: [] }))).toEqual(['validation.qualityFb.partsRequired']);
    expect(messages(createQualityFbSchema.safeParse({ ...base, parts: [...base.parts, { partCode: 'DS-1', partName: 'Seal', qty: 1 }] }))).toEqual(['validation.qualityFb.duplicatePart']);
    expect(messages(createQualityFbSchema.safeParse({ ...base, parts: [{ partCode: 'a b', partName: 'x', qty: 1.5 }] }))).toEqual(['validation.qualityFb.partCode', 'validation.qualityFb.qty']);
    expect(messages(createQualityFbSchema.safeParse({ ...base, parts: [{ partCode: 'A', partName: 'x', qty: 10_000 }] }))).toEqual(['validation.qualityFb.qty']);
  });

  it('needs a known statistics dimension and an ordered date range', () => {
    expect(qualityFbStatsQuerySchema.parse({ by: 'part' })).toMatchObject({ by: 'part', pageNo: 1, pageSize: 20 });
    expect(qualityFbStatsQuerySchema.safeParse({ by: 'model' }).success).toBe(false);
    expect(messages(qualityFbStatsQuerySchema.safeParse({ by: 'series', startTime: '2026-02-01', endTime: '2026-01-01' }))).toEqual(['validation.dateRangeOrder']);
    expect(qualityFbQuerySchema.parse({ vin: ' ', partCode: 'x' })).toMatchObject({ vin: undefined, partCode: 'x' });
  });
});
