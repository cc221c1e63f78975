// Types of common.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
import type { Random } from './random.js';
export function versionedValues(id: string, at: Date): (string | number)[];
export function daysBefore(rng: Random, now: Date, minDays: number, maxDays: number): Date;
export function addDays(date: Date, days: number): Date;
export const GENERATED_BY: "generator";
export const REFERENCE_NOW: Date;
export const VERSIONED_COLUMNS: string[];
