import { z } from 'zod';
import type { MessageKey } from '../messages/index.js';
import { validateVin, VIN_LENGTH, VIN_PROBLEM_KEYS } from '../validators/vin.js';

/** The message keys `checkVin` answers. */
export type VinProblemKey = Extract<MessageKey, 'validation.required' | (typeof VIN_PROBLEM_KEYS)[keyof typeof VIN_PROBLEM_KEYS]>;

/**
 * What is wrong with a VIN, as a message key, or null when it is fine (spec section 5: 17
 * characters). Trimmed and upper-cased first; digits and letters except I, O and Q (ISO 3779: the
 * three letters have their own message); with `checkDigit` (a brand flag: brands whose VINs carry
 * the North-American / GB 16735 check digit) the 9th character must be the check digit. The server and the SPA both use it.
 */
export function checkVin(vin: string, opts: { checkDigit: boolean }): VinProblemKey | null {
  if (vin.trim() === '') return 'validation.required';
  const result = validateVin(vin, opts);
  return result.ok ? null : VIN_PROBLEM_KEYS[result.reason];
}

/** The VIN as stored: trimmed, upper case. */
export function normaliseVin(vin: string): string {
  return vin.trim().toUpperCase();
}

/** Characters a VIN may contain. */
const VIN_PREFIX_PATTERN = /^[A-HJ-NPR-Z0-9]{1,17}$/;

/** The VIN filter of the vehicle list: the first 1 to 17 characters of a VIN (upper-cased). */
export const vinPrefixFilterSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : normaliseVin(v)) : v),
  z.string().max(VIN_LENGTH, 'validation.vehicle.vinPrefix').regex(VIN_PREFIX_PATTERN, 'validation.vehicle.vinPrefix').optional(),
);

/**
 * The VINs starting with `prefix` are exactly those in [low, high]: the prefix, and the prefix padded
 * with 'Z' to 17 characters. A range scan of the VIN index finds them on every database (a LIKE
 * prefix is not indexed on SQLite); it holds because VINs are 17 digits and capitals, and digits
 * sort before capitals and 'Z' after every other VIN character in binary and in Unicode collations.
 */
export function vinPrefixRange(prefix: string): { low: string; high: string } {
  return { low: prefix, high: prefix.padEnd(VIN_LENGTH, 'Z') };
}
