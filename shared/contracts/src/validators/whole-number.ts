import { z } from 'zod';

/** Decimal digits, optionally signed: what a whole number looks like in a query string. */
const DIGITS = /^[+-]?\d+$/;

/**
 * A whole number from JSON or from a query string. Only decimal digits are read as a number: "abc",
 * "0x7E4", "2e3", "2020.5", "Infinity" and blanks are refused with `error`, never coerced (Number("")
 * is 0, Number("0x7E4") 2020).
 */
export function wholeNumberSchema(error: string) {
  return z.preprocess((v) => (typeof v === 'string' && DIGITS.test(v.trim()) ? Number(v.trim()) : v), z.number({ error }).int(error));
}
