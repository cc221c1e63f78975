import { z } from 'zod';

/**
 * TSB code: 7-digit part number, 2-digit type number, version letter with an optional
 * digit (spec section 5: '0000000-01-A' or '…-A1').
 */
export const TSB_CODE_PATTERN = /^(\d{7})-(\d{2})-([A-Z]\d?)$/;

export interface TsbCodeParts {
  partNumber: string;
  typeNumber: string;
  version: string;
}

export function isTsbCode(value: string): boolean {
  return TSB_CODE_PATTERN.test(value);
}

export function parseTsbCode(value: string): TsbCodeParts | null {
  const m = TSB_CODE_PATTERN.exec(value);
  if (!m) return null;
  const [, partNumber = '', typeNumber = '', version = ''] = m;
  return { partNumber, typeNumber, version };
}

export const tsbCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(TSB_CODE_PATTERN, 'validation.tsbCodeFormat');
