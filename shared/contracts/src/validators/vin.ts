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

/** Letters ISO 3779 keeps out of VINs (mistaken for 1 and 0). */
export const VIN_FORBIDDEN_LETTERS = /[IOQ]/;
/** Characters no VIN holds at all: anything but digits and capital letters. */
const NOT_DIGIT_OR_LETTER = /[^A-Z0-9]/;

export type VinProblem = 'forbiddenLetters' | 'characters' | 'length' | 'checkDigit';

export type VinResult = { ok: true; vin: string } | { ok: false; reason: VinProblem };

/** The message key of each problem (the server and the SPA answer the same words). */
export const VIN_PROBLEM_KEYS = {
  forbiddenLetters: 'validation.vinForbiddenLetters',
  characters: 'validation.vinCharacters',
  length: 'validation.vinLength',
  checkDigit: 'validation.vinCheckDigit',
} as const satisfies Record<VinProblem, string>;

/**
 * What is wrong with the characters of an upper-cased VIN or VIN prefix: the letters I, O or Q,
 * or something that is not a digit or a letter; null when every character may stand in a VIN.
 */
export function vinCharacterProblem(vin: string): 'forbiddenLetters' | 'characters' | null {
  if (NOT_DIGIT_OR_LETTER.test(vin)) return 'characters';
  if (VIN_FORBIDDEN_LETTERS.test(vin)) return 'forbiddenLetters';
  return null;
}

/**
 * Validates a VIN, trimmed and upper-cased: first its characters (the letters I, O and Q are named
 * on their own), then its length, then — only when asked: it is mandatory in North America only —
 * the check digit.
 */
export function validateVin(value: string, opts: { checkDigit?: boolean } = {}): VinResult {
  const vin = value.trim().toUpperCase();
  const characters = vinCharacterProblem(vin);
  if (characters) return { ok: false, reason: characters };
  if (vin.length !== VIN_LENGTH) return { ok: false, reason: 'length' };
  if (opts.checkDigit && vin.charAt(8) !== vinCheckDigit(vin)) return { ok: false, reason: 'checkDigit' };
  return { ok: true, vin };
}

/** A zod schema of a VIN, trimmed and upper-cased, checked by `validateVin`. */
function vinSchemaOf(checkDigit: boolean) {
  return z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .superRefine((vin, ctx) => {
      const result = validateVin(vin, { checkDigit });
      if (!result.ok) ctx.addIssue({ code: 'custom', message: VIN_PROBLEM_KEYS[result.reason] });
    });
}

/** A VIN, trimmed and upper-cased; no check-digit test. */
export const vinSchema = vinSchemaOf(false);

/** A VIN whose 9th character must be the check digit. */
export const vinWithCheckDigitSchema = vinSchemaOf(true);
