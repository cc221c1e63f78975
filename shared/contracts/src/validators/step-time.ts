import { z } from 'zod';

/** hh:mm:ss, two digits each, minutes and seconds 00-59 (spec section 5). */
export const STEP_TIME_PATTERN = /^(\d{2}):([0-5]\d):([0-5]\d)$/;
/** The longest step time 'hh:mm:ss' can show: 99:59:59. */
export const MAX_STEP_TIME_SECONDS = 99 * 3600 + 59 * 60 + 59;

/** Seconds of a step time, or null when the text is not hh:mm:ss. */
export function stepTimeToSeconds(text: string): number | null {
  const m = STEP_TIME_PATTERN.exec(text);
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** 'hh:mm:ss' with zero padding; null for negative, fractional or too large values. */
export function secondsToStepTime(seconds: number): string | null {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_STEP_TIME_SECONDS) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Accepts 'hh:mm:ss' and outputs seconds (the stored unit, spec section 9). */
export const stepTimeSchema = z
  .string({ error: 'validation.timeFormatWrong' })
  .regex(STEP_TIME_PATTERN, 'validation.timeFormatWrong')
  .transform((text) => stepTimeToSeconds(text) ?? 0);
