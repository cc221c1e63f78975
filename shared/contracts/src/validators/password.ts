import { z } from 'zod';
import type { MessageKey } from '../messages/index.js';
import { addMonths } from './date-range.js';

/** Password policy (spec section 5): at least 8 characters with upper case, lower case and digits. */
export const PASSWORD_MIN_LENGTH = 8;
/** A password older than this prompts an update (spec section 9). */
export const PASSWORD_MAX_AGE_MONTHS = 3;

const RULES: readonly (readonly [MessageKey, (p: string) => boolean])[] = [
  ['validation.passwordLength', (p) => p.length >= PASSWORD_MIN_LENGTH],
  ['validation.passwordUpper', (p) => /[A-Z]/.test(p)],
  ['validation.passwordLower', (p) => /[a-z]/.test(p)],
  ['validation.passwordDigit', (p) => /\d/.test(p)],
];

/** The message keys of the rules the password breaks; empty when it is acceptable. */
export function checkPassword(password: string): MessageKey[] {
  return RULES.filter(([, passes]) => !passes(password)).map(([key]) => key);
}

export const passwordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired', abort: true })
  .superRefine((password, ctx) => {
    for (const key of checkPassword(password)) ctx.addIssue({ code: 'custom', message: key });
  });

/** The new password entered twice; both must match. */
export const passwordPairSchema = z
  .object({ password: passwordSchema, confirm: z.string({ error: 'validation.passwordRequired' }) })
  .refine((pair) => pair.password === pair.confirm, {
    error: 'validation.passwordMismatch',
    path: ['confirm'],
  });

/** True when the password was changed more than 3 months before `now`. */
export function isPasswordExpired(changedAt: Date, now: Date): boolean {
  return now.getTime() > addMonths(changedAt, PASSWORD_MAX_AGE_MONTHS).getTime();
}
