import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseMemoryWhenQuiet } from './idle-memory.js';

const MB = 2 ** 20;

describe('releaseMemoryWhenQuiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a young-generation collection once a second only while the process is quiet and its young generation large', () => {
    vi.useFakeTimers();
    const seconds = [
      { utilization: 0.9, young: 128 * MB }, // busy: left alone
      { utilization: 0.005, young: 128 * MB }, // quiet, large: collect
      { utilization: 0.019, young: 64 * MB }, // quiet, large: collect
      { utilization: 0.005, young: 1 * MB }, // quiet, already small: nothing to give back
      { utilization: 0.3, young: 100 * MB }, // busy again
    ];
    let second = -1;
    const collect = vi.fn();
    const stop = releaseMemoryWhenQuiet({
      collect,
      utilization: () => seconds[++second]!.utilization,
      youngBytes: () => seconds[second]!.young,
    });
    const collectedPerSecond: number[] = [];
    for (let i = 0; i < seconds.length; i++) {
      vi.advanceTimersByTime(1000);
      collectedPerSecond.push(collect.mock.calls.length);
    }
    expect(collectedPerSecond).toEqual([0, 1, 2, 2, 2]);
    stop();
    vi.advanceTimersByTime(5000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('does nothing without --expose-gc', () => {
    vi.useFakeTimers();
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
    const stop = releaseMemoryWhenQuiet();
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
