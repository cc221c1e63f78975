import { describe, expect, it } from 'vitest';
import { MemoryRateCounter } from './rate-limit.js';

describe('MemoryRateCounter', () => {
  it('counts hits per key within a window and starts again in the next one', async () => {
    const counter = new MemoryRateCounter(50);
    expect(counter.hit('1.1.1.1', 50)).toBe(1);
    expect(counter.hit('1.1.1.1', 50)).toBe(2);
    expect(counter.hit('2.2.2.2', 50)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(counter.hit('1.1.1.1', 50)).toBe(1);
    await counter.close();
  });
});
