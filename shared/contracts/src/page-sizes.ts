/** Page sizes and list limits as plain values (no schemas: the SPA's first download uses them). */

/** Paged table page sizes and default (spec sections 2 and 9). */
export const PAGE_SIZES = [5, 20, 50, 100, 200, 300, 400, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The simple table offers 20 to 500. */
export const SIMPLE_TABLE_PAGE_SIZES = [20, 50, 100, 200, 300, 400, 500] as const;
export const MIN_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 500;
export const KEYWORD_MAX_LENGTH = 200;

/**
 * Page sizes the dropdown calls ask for (spec sections 7 and 9): kind, energy, car-type and
 * language lists 999, models 1000, translations and case parameters 99999.
 */
export const DROPDOWN_LIMITS = {
  kind: 999,
  energy: 999,
  carType: 999,
  language: 999,
  model: 1000,
  translation: 99999,
  caseParameter: 99999,
} as const;
