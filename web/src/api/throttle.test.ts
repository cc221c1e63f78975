import { describe, expect, it } from 'vitest';
import { createThrottle, ERROR_THROTTLE_MS } from './throttle';

describe('createThrottle', () => {
  it('lets one event through per 4 s per channel', () => {
    let now = 1_000;
    const throttle = createThrottle(ERROR_THROTTLE_MS, () => now);
    expect(ERROR_THROTTLE_MS).toBe(4000);
    expect(throttle.allow('error')).toBe(true);
    now += 1000;
    expect(throttle.allow('error')).toBe(false);
    now += 2999;
    expect(throttle.allow('error')).toBe(false);
    now += 1;
    expect(throttle.allow('error')).toBe(true);
  });
  it('keeps channels apart and can be reset', () => {
    const throttle = createThrottle(4000, () => 0);
    expect(throttle.allow('error')).toBe(true);
    expect(throttle.allow('loginExpired')).toBe(true);
    expect(throttle.allow('error')).toBe(false);
    throttle.reset();
    expect(throttle.allow('error')).toBe(true);
  });
});
