import { checkVin } from '@tis/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_SERIES, DEMO_VEHICLES_PER_MODEL, demoVin } from './demo-data.js';
import { BRANDS } from './reference-data.js';

describe('demo vehicles', () => {
  it('are about 200, one brand each from the seeded brands', () => {
    const models = DEMO_SERIES.reduce((n, s) => n + s.models.length, 0);
    expect(models * DEMO_VEHICLES_PER_MODEL).toBe(200);
    const brands = new Set(BRANDS.map((b) => b.code));
    expect(DEMO_SERIES.every((s) => brands.has(s.brand))).toBe(true);
  });

  it('have distinct VINs that pass the check digit', () => {
    const vins = new Set<string>();
    let serial = 1;
    DEMO_SERIES.forEach((s, n) => {
      for (let i = 0; i < DEMO_VEHICLES_PER_MODEL; i++) {
        const vin = demoVin(s.brand, n, 2024, serial++);
        expect(checkVin(vin, { checkDigit: true }), vin).toBeNull();
        vins.add(vin);
      }
    });
    expect(vins.size).toBe(DEMO_SERIES.length * DEMO_VEHICLES_PER_MODEL);
    expect(demoVin('PC', 0, 2024, 1)).toMatch(/^LTP[A-HJ-NPR-Z0-9]{5}[0-9X]RA000001$/);
  });
});
