/**
 * What every generated row shares: the audit and version columns of the portal's entities
 * (`idColumn`, `auditColumns`, `versionColumn` of @tis/nest), filled by "generator".
 */
import { sqlDateTime } from './sql.js';

/** created_by / updated_by of every generated row (how generated data is recognised). */
export const GENERATED_BY = 'generator';

/**
 * The default "now" of the generator: all dates of the rows are relative to it, so the same seed
 * gives the same rows. The bench passes the day of the run (`--now`) so that generated passwords
 * are not expired (they expire three months after password_changed_at).
 */
export const REFERENCE_NOW = new Date('2026-01-01T00:00:00Z');

/** id, audit columns and the optimistic-lock version, in table order. */
export const VERSIONED_COLUMNS = ['id', 'created_by', 'created_at', 'updated_by', 'updated_at', 'version'];

const DAY_MS = 86_400_000;

/**
 * The values of VERSIONED_COLUMNS for a row created (and last changed) at `at`.
 * @param {string} id @param {Date} at
 */
export function versionedValues(id, at) {
  const stamp = sqlDateTime(at);
  return [id, GENERATED_BY, stamp, GENERATED_BY, stamp, 1];
}

/**
 * A moment `minDays`..`maxDays` days before `now`, at a random second of that day.
 * @param {import('./random.js').Random} rng @param {Date} now @param {number} minDays @param {number} maxDays
 */
export function daysBefore(rng, now, minDays, maxDays) {
  return new Date(now.getTime() - rng.int(minDays, maxDays) * DAY_MS - rng.int(0, 86_399) * 1000);
}

/** @param {Date} date @param {number} days */
export function addDays(date, days) {
  return new Date(date.getTime() + days * DAY_MS);
}
