/**
 * Pure statistics helpers of the bench. None of them mutates its input.
 *
 * Percentiles use the nearest-rank method: for n sorted values and 0 < p <= 100 the p-th
 * percentile is the value at rank ceil(p / 100 * n) (1-based); p = 0 is the smallest value.
 * It always returns one of the measured values, never an interpolation.
 */

/** @param {readonly number[]} values */
function assertSamples(values) {
  if (!Array.isArray(values) || values.length === 0) throw new RangeError('stats: at least one sample is required');
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new TypeError(`stats: not a finite number: ${String(v)}`);
  }
}

/** A sorted (ascending) copy. @param {readonly number[]} values @returns {number[]} */
export function sortedCopy(values) {
  return [...values].sort((a, b) => a - b);
}

/**
 * Nearest-rank percentile of values that are already sorted ascending.
 * @param {readonly number[]} sorted @param {number} p 0..100
 */
export function percentileOfSorted(sorted, p) {
  assertSamples(sorted);
  if (typeof p !== 'number' || !(p >= 0 && p <= 100)) throw new RangeError(`stats: percentile must be within 0..100, got ${String(p)}`);
  if (p === 0) return sorted[0];
  // p * n / 100 (not p / 100 * n) keeps integer products exact; the epsilon absorbs the
  // binary rounding of fractional p (e.g. 99.9 * 2000 / 100 must give rank 1998, not 1999).
  const rank = Math.max(1, Math.ceil((p * sorted.length) / 100 - 1e-9));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** Nearest-rank percentile. @param {readonly number[]} values @param {number} p 0..100 */
export function percentile(values, p) {
  assertSamples(values);
  return percentileOfSorted(sortedCopy(values), p);
}

/** Nearest-rank median (the p50: for an even count, the lower of the two middle values). */
export function median(values) {
  return percentile(values, 50);
}

/** @param {readonly number[]} values */
export function mean(values) {
  assertSamples(values);
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** @param {readonly number[]} values */
export function min(values) {
  assertSamples(values);
  return values.reduce((a, b) => (b < a ? b : a));
}

/** @param {readonly number[]} values */
export function max(values) {
  assertSamples(values);
  return values.reduce((a, b) => (b > a ? b : a));
}

/**
 * The usual summary of a latency sample: count, min, mean, p50, p90, p99, max.
 * @param {readonly number[]} values
 */
export function summarize(values) {
  assertSamples(values);
  const sorted = sortedCopy(values);
  return {
    count: sorted.length,
    min: sorted[0],
    mean: mean(sorted),
    p50: percentileOfSorted(sorted, 50),
    p90: percentileOfSorted(sorted, 90),
    p99: percentileOfSorted(sorted, 99),
    max: sorted[sorted.length - 1],
  };
}

/** ours / baseline; undefined when the baseline is 0. */
export function ratio(ours, baseline) {
  if (typeof ours !== 'number' || typeof baseline !== 'number') throw new TypeError('stats: ratio needs two numbers');
  return baseline === 0 ? undefined : ours / baseline;
}

/** Rounds to `decimals` places (for display and JSON), keeping it a number. */
export function round(value, decimals = 2) {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
