import { checkVin, vinCheckDigit } from '@tis/contracts';
import { describe, expect, it } from 'vitest';
import { BLOCK, unknownVin, VEHICLE_COLUMNS, vehicleAt, vehicleModels, type VehicleReferences, vehicleRows, VIN_INDEX } from './vehicles.js';

const NOW = new Date('2026-06-01T00:00:00Z');

/** Like the seeded reference brands (check digit on / off) and a few demo series, models, configurations. */
const REFS: VehicleReferences = {
  brands: [
    { code: 'CV', checkDigit: true },
    { code: 'OS', checkDigit: false },
    { code: 'PC', checkDigit: true },
    { code: 'SB1', checkDigit: false },
  ],
  series: [
    { code: 'CV-T9', brandCode: 'CV', energy: 'DIESEL' },
    { code: 'OS-G4', brandCode: 'OS', energy: 'PETROL' },
    { code: 'PC-E3', brandCode: 'PC', energy: 'BEV' },
    { code: 'PC-X7', brandCode: 'PC', energy: 'PHEV' },
    { code: 'XX-GONE', brandCode: 'NOPE', energy: null },
  ],
  models: [
    { code: 'CV-T9-460', seriesCode: 'CV-T9' },
    { code: 'OS-G4-EU', seriesCode: 'OS-G4' },
    { code: 'PC-E3-LR', seriesCode: 'PC-E3' },
    { code: 'PC-X7-PH', seriesCode: 'PC-X7' },
    { code: 'ORPHAN', seriesCode: 'NO-SERIES' },
    { code: 'XX-GONE-1', seriesCode: 'XX-GONE' },
  ],
  configs: [
    { code: 'CV-T9-460-STD', modelCode: 'CV-T9-460' },
    { code: 'PC-X7-PH-STD', modelCode: 'PC-X7-PH' },
    { code: 'PC-X7-PH-TOP', modelCode: 'PC-X7-PH' },
  ],
};

const byName = (row: readonly unknown[]) => Object.fromEntries(VEHICLE_COLUMNS.map((c, i) => [c, row[i]]));
const COUNT = 3 * BLOCK + 17;

describe('generated vehicles', () => {
  const rows = [...vehicleRows({ seed: 42, count: COUNT, refs: REFS, now: NOW })];

  it('are the same for the same seed, others for another seed', () => {
    expect([...vehicleRows({ seed: 42, count: COUNT, refs: REFS, now: NOW })]).toEqual(rows);
    const other = [...vehicleRows({ seed: 43, count: 50, refs: REFS, now: NOW })];
    expect(other.map((r) => r[VIN_INDEX])).not.toEqual(rows.slice(0, 50).map((r) => r[VIN_INDEX]));
  });

  it('can be computed one at a time (vehicleAt) and from an offset', () => {
    for (const n of [0, 1, BLOCK - 1, BLOCK, 2 * BLOCK + 5, COUNT - 1]) expect(vehicleAt({ seed: 42, count: COUNT, refs: REFS, now: NOW }, n)).toEqual(rows[n]);
    expect([...vehicleRows({ seed: 42, count: COUNT, refs: REFS, now: NOW, from: BLOCK + 3 })]).toEqual(rows.slice(BLOCK + 3));
    expect(() => vehicleAt({ seed: 42, count: COUNT, refs: REFS, now: NOW }, COUNT)).toThrow(RangeError);
  });

  it('have valid, unique VINs with the check digit where the brand asks for it', () => {
    const vins = rows.map((r) => String(r[VIN_INDEX]));
    expect(new Set(vins).size).toBe(vins.length);
    const checkDigitOf = new Map(REFS.brands.map((b) => [b.code, b.checkDigit]));
    let withoutDigit = 0;
    for (const row of rows) {
      const v = byName(row);
      const vin = String(v['vin']);
      expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      const checkDigit = checkDigitOf.get(String(v['brand_code'])) ?? true;
      expect(checkVin(vin, { checkDigit })).toBeNull();
      if (checkDigit) expect(vin.charAt(8)).toBe(vinCheckDigit(vin));
      else if (vin.charAt(8) !== vinCheckDigit(vin)) withoutDigit++;
      // Never a demo VIN (plant 'A') nor an "unknown" one (plant 'Z').
      expect(['A', 'Z']).not.toContain(vin.charAt(10));
    }
    // Brands without the flag get any character in position 9, mostly not the check digit.
    expect(withoutDigit).toBeGreaterThan(0);
  });

  it('reference only existing models of existing series and brands, and configurations of the model', () => {
    expect(vehicleModels(REFS).map((m) => m.code)).toEqual(['CV-T9-460', 'OS-G4-EU', 'PC-E3-LR', 'PC-X7-PH']);
    const configOf = new Map(REFS.configs.map((c) => [c.code, c.modelCode]));
    const models = new Set<unknown>();
    for (const row of rows) {
      const v = byName(row);
      models.add(v['model_code']);
      expect(String(v['model_code']).startsWith(String(v['series_code']))).toBe(true);
      expect(String(v['series_code']).startsWith(String(v['brand_code']))).toBe(true);
      if (typeof v['config_code'] === 'string') expect(configOf.get(v['config_code'])).toBe(v['model_code']);
      expect(v['model_year']).toBeGreaterThanOrEqual(2015);
      expect(v['model_year']).toBeLessThanOrEqual(2026);
      // BEV: no engine; electrified: a motor.
      if (v['series_code'] === 'PC-E3') expect([v['engine_no'], typeof v['motor_no']]).toEqual([null, 'string']);
      if (v['series_code'] === 'CV-T9') expect([typeof v['engine_no'], v['motor_no']]).toEqual(['string', null]);
      expect(v['created_by']).toBe('generator');
      expect(row).toHaveLength(VEHICLE_COLUMNS.length);
    }
    expect(models.size).toBe(4);
  });

  it('refuse to generate without models, and unknown VINs are valid and never generated', () => {
    expect(() => [...vehicleRows({ seed: 1, count: 1, refs: { ...REFS, models: [] }, now: NOW })]).toThrow(/TIS_DEMO_DATA/);
    const vins = new Set(rows.map((r) => r[VIN_INDEX]));
    for (let k = 0; k < 20; k++) {
      const vin = unknownVin(k);
      expect(checkVin(vin, { checkDigit: true })).toBeNull();
      expect(vins.has(vin)).toBe(false);
    }
  });
});
