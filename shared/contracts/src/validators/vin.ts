import { z } from 'zod';

/** A VIN has 17 characters (spec sections 5 and 9). */
export const VIN_LENGTH = 17;
/** Digits and capital letters except I, O and Q (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';

function charValue(c: string): number {
  if (c >= '0' && c <= '9') return Number(c);
  const at = LETTER_VALUES.indexOf(c);
  return Number(LETTER_VALUES[at + 1]);
}

/**
 * The check digit (9th character) of the North-American scheme: '0'-'9' or 'X' for
 * remainder 10. Null when the VIN is not 17 valid characters.
 */
export function vinCheckDigit(vin: string): string | null {
  const v = vin.toUpperCase();
  if (!VIN_PATTERN.test(v)) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += charValue(v.charAt(i)) * (WEIGHTS[i] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export type VinResult =
  | { ok: true; vin: string }
  | { ok: false; reason: 'length' | 'characters' | 'checkDigit' };

/**
 * Validates a VIN, trimmed and upper-cased. The check digit is only enforced when asked:
 * it is mandatory in North America only.
 */
export function validateVin(value: string, opts: { checkDigit?: boolean } = {}): VinResult {
  const vin = value.trim().toUpperCase();
  if (vin.length !== VIN_LENGTH) return { ok: false, reason: 'length' };
  if (!VIN_PATTERN.test(vin)) return { ok: false, reason: 'characters' };
  if (opts.checkDigit && vin.charAt(8) !== vinCheckDigit(vin)) return { ok: false, reason: 'checkDigit' };
  return { ok: true, vin };
}

const vinBase = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .length(VIN_LENGTH, { error: 'validation.vinLength', abort: true })
  .regex(VIN_PATTERN, 'validation.vinCharacters');

/** A VIN, trimmed and upper-cased; no check-digit test. */
export const vinSchema = vinBase;

/** A VIN whose 9th character must be the check digit. */
export const vinWithCheckDigitSchema = vinBase.refine((vin) => vin.charAt(8) === vinCheckDigit(vin), {
  error: 'validation.vinCheckDigit',
});
