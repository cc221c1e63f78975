/** Lets one event through per channel per interval; the rest are dropped (spec section 8: 4 s). */
export interface Throttle {
  /** True when an event on `channel` may pass now; it then starts a new interval. */
  allow(channel?: string): boolean;
  /** True when `allow(channel)` would let an event through now (nothing changes). */
  wouldAllow(channel?: string): boolean;
  reset(): void;
}

export const ERROR_THROTTLE_MS = 4000;

export function createThrottle(intervalMs: number = ERROR_THROTTLE_MS, now: () => number = Date.now): Throttle {
  const last = new Map<string, number>();
  const open = (channel: string, t: number) => {
    const previous = last.get(channel);
    return previous === undefined || t - previous >= intervalMs;
  };
  return {
    allow(channel = 'default') {
      const t = now();
      if (!open(channel, t)) return false;
      last.set(channel, t);
      return true;
    },
    wouldAllow(channel = 'default') {
      return open(channel, now());
    },
    reset() {
      last.clear();
    },
  };
}
