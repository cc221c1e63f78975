import { performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

/** How often the process looks whether it is quiet. */
const CHECK_EVERY_MS = 1_000;
/** Quiet: the event loop was busy less than this share of the last second. */
const QUIET_UTILIZATION = 0.02;
/** A young generation above this (two semi-spaces, in bytes) is more than a quiet process needs. */
const YOUNG_NEEDED_BYTES = 8 * 2 ** 20;

export interface IdleMemoryProbes {
  /** A young-generation collection (`gc({ type: 'minor' })` of `--expose-gc`). */
  collect: () => void;
  /** The event loop's busy share since the previous call (0–1). */
  utilization: () => number;
  /** Bytes the young generation holds from the system. */
  youngBytes: () => number;
}

function runtimeProbes(): IdleMemoryProbes | undefined {
  const gc = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;
  if (!gc) return undefined;
  let last = performance.eventLoopUtilization();
  return {
    collect: () => {
      gc({ type: 'minor' });
    },
    utilization: () => {
      const now = performance.eventLoopUtilization();
      const { utilization } = performance.eventLoopUtilization(now, last);
      last = now;
      return utilization;
    },
    youngBytes: () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.physical_space_size ?? 0,
  };
}

/**
 * Gives the young generation back when the process is quiet (docs/adr/0008-runtime-tuning.md).
 *
 * Start-up (modules, migrations, seeds) and load grow the young generation up to
 * `--max-semi-space-size` (two semi-spaces of up to 64 MB). V8 shrinks it only in a collection
 * that finds allocation low over the last seconds, and its memory reducer, which should start
 * such collections in an idle process, never does under Node 20. So once a second, when the event
 * loop was almost idle and the young generation is larger than a quiet process needs, this asks
 * for a young-generation collection (well under a millisecond with little alive): after about six
 * quiet seconds V8 shrinks the young generation (30–60 MB per process). A busy process is left
 * alone. Needs `--expose-gc` (the production start); without it nothing happens. Answers a stop.
 */
export function releaseMemoryWhenQuiet(probes: IdleMemoryProbes | undefined = runtimeProbes()): () => void {
  if (!probes) return () => undefined;
  const timer = setInterval(() => {
    const quiet = probes.utilization() < QUIET_UTILIZATION;
    if (quiet && probes.youngBytes() > YOUNG_NEEDED_BYTES) probes.collect();
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
