// Types of stats.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function sortedCopy(values: readonly number[]): number[];
export function percentileOfSorted(sorted: readonly number[], p: number): number;
export function percentile(values: readonly number[], p: number): number;
export function median(values: readonly number[]): number;
export function mean(values: readonly number[]): number;
export function min(values: readonly number[]): number;
export function max(values: readonly number[]): number;
export function summarize(values: readonly number[]): {
    count: number;
    min: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
};
export function ratio(ours: number, baseline: number): number | undefined;
export function round(value: number, decimals?: number): number;
