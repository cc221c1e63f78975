/**
 * The privacy policy users accept before a password or OA login (spec sections 2 and 4). The
 * version is recorded with each acceptance; raising it asks every user again.
 */
export const PRIVACY_POLICY_VERSION = '2026-01';
