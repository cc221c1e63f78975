import { describe, expect, it } from 'vitest';
import { vehicleQuerySchema } from '../vehicle/vehicles.js';
import { wholeNumberSchema } from './whole-number.js';

describe('wholeNumberSchema', () => {
  const schema = wholeNumberSchema('validation.vehicle.year');

  it('reads decimal digits from a query string, and numbers from JSON', () => {
    expect(schema.parse('2020')).toBe(2020);
    expect(schema.parse(' 2020 ')).toBe(2020);
    expect(schema.parse(2020)).toBe(2020);
    expect(schema.parse('-3')).toBe(-3);
  });

  it('refuses what Number() would coerce silently', () => {
    for (const value of ['abc', '', ' ', '0x7E4', '2e3', '2020.5', '20 20', 'Infinity', '1_000', true, null, 2020.5]) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((i) => i.message), JSON.stringify(value)).toEqual(['validation.vehicle.year']);
    }
  });
});

describe('vehicle list filters', () => {
  it('refuses a year that is not a year instead of ignoring it', () => {
    const messages = (query: Record<string, string>) => vehicleQuerySchema.safeParse(query).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages({ modelYear: 'abc' })).toEqual(['modelYear: validation.vehicle.year']);
    expect(messages({ modelYear: '0x7E4' })).toEqual(['modelYear: validation.vehicle.year']);
    expect(messages({ pageNo: '1e1' })).toEqual(['pageNo: validation.pageNo']);
    expect(vehicleQuerySchema.parse({ modelYear: '2023', pageSize: '50' })).toMatchObject({ modelYear: 2023, pageSize: 50 });
    expect(vehicleQuerySchema.parse({ modelYear: '' }).modelYear).toBeUndefined();
  });
});
