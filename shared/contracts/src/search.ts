import { z } from 'zod';
import { USER_TYPES } from './identity/identity-codes.js';
import { type Language, LANGUAGES } from './languages.js';
import { richTextToPlain } from './rich-text.js';
import { KEYWORD_MAX_LENGTH } from './page-sizes.js';
import type { SearchSourceService } from './events/search.events.js';
import type { PageKey } from './permissions.js';
import { wholeNumberSchema } from './validators/whole-number.js';

/**
 * The portal's search (issue 17; base searchService). The search service keeps one index of the
 * published documents of every kind, fed by the owners' events (`searchEntryEvent`): a kind's owner
 * sends what a reader finds it by — title, text, codes, brand, series, language, audience — when it
 * is published, and null when it no longer is. Readers search it ranked (/SearchPage), exactly by a
 * code or phrase (/AccurateSearchPage) and get suggestions while typing; each sees only the kinds
 * whose reading page they hold, in their brands and, for targeted notices, their user type.
 */

/** The data-source type keywords (spec section 3). */
export const SEARCH_KINDS = [
  'wsm',
  'diagnose',
  'body',
  'tool',
  'wd',
  'labor',
  'epc',
  'case',
  'claim',
  'tsb',
  'techqa',
  'outertechqa',
  'bulletin',
  'law',
  'software',
  'techProve',
  'qualityFb',
  'partqa',
  'maintainability',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How a reader reaches a document of an indexed kind: the page whose holders may read it, and where a result opens. */
export interface SearchReading {
  /** The service that owns the kind and sends its entries. */
  service: SearchSourceService;
  page: PageKey;
  /** The route of the reading view; the document id is appended (with `opensBy` 'code': its first code). */
  route: string;
  /** 'code': the reading view finds a document by its code (a list with a keyword), not by its id. */
  opensBy?: 'code';
}

/**
 * The kinds in the index today and how they are read. A kind joins the search by an entry here and a
 * `declareSearchable` beside its module in the owning service.
 */
export const SEARCH_READING = {
  case: { service: 'document', page: 'CaseDetail', route: '/CaseDetail?id=' },
  claim: { service: 'document', page: 'ClaimDetail', route: '/ClaimDetail?id=' },
  qualityFb: { service: 'document', page: 'QualityFeedbackPreview', route: '/QualityFeedbackPreview?id=' },
  bulletin: { service: 'system', page: 'BulletinDetail', route: '/BulletinDetail?id=' },
  techProve: { service: 'document', page: 'TechProvePreview', route: '/TechProvePreview?id=' },
  law: { service: 'system', page: 'Laws', route: '/Laws?keyword=', opensBy: 'code' },
} as const satisfies Partial<Record<SearchKind, SearchReading>>;
export type IndexedKind = keyof typeof SEARCH_READING;

/** Where a found document opens: its kind's reading view with its id, or its first code for a kind that opens by code. */
export function readingRoute(kind: IndexedKind, documentId: string, code: string | null): string {
  const reading: SearchReading = SEARCH_READING[kind];
  return `${reading.route}${encodeURIComponent(reading.opensBy === 'code' ? (code ?? '') : documentId)}`;
}
export const INDEXED_KINDS = Object.keys(SEARCH_READING) as IndexedKind[];

export const SEARCH_TITLE_MAX_LENGTH = 500;
/** The text of one entry, as plain text (rich text is stripped by the owner); longer text is cut (its tokens fit a TEXT column). */
export const SEARCH_TEXT_MAX_LENGTH = 8_000;
export const SEARCH_CODE_MAX_LENGTH = 64;
export const SEARCH_CODES_MAX = 100;
/** Words of the portal's own vocabulary (part and system names) an entry adds to the segmenter's dictionary. */
export const SEARCH_TERMS_MAX = 50;
export const SEARCH_TERM_MAX_LENGTH = 32;
/** Page size of the result list (at most). */
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Suggestions while typing: at most this many, for a typed prefix of at most SUGGEST_KEYWORD_MAX_LENGTH. */
export const SUGGESTIONS_MAX = 10;
export const SUGGEST_KEYWORD_MAX_LENGTH = 50;

/** What a reader finds a published document by (sent by the kind's owner). */
export const searchEntrySchema = z.object({
  title: z.string().min(1).max(SEARCH_TITLE_MAX_LENGTH),
  text: z.string().max(SEARCH_TEXT_MAX_LENGTH),
  /** Codes found exactly by /AccurateSearchPage: document code, claim number, VIN, DTC and part codes. */
  codes: z.array(z.string().min(1).max(SEARCH_CODE_MAX_LENGTH)).max(SEARCH_CODES_MAX),
  terms: z.array(z.string().min(2).max(SEARCH_TERM_MAX_LENGTH)).max(SEARCH_TERMS_MAX),
  /** Null: every brand reads it. */
  brandCode: z.string().max(64).nullable(),
  seriesCode: z.string().max(64).nullable(),
  /** The language it is written in; null: any (shown in every language). */
  language: z.enum(LANGUAGES).nullable(),
  /** The user types it is meant for (notices); null: everyone who holds the kind's page. */
  userTypes: z.array(z.enum(USER_TYPES)).min(1).nullable(),
  /** Further brands it is meant for (a notice for several brands); with brandCode null, none means every brand. */
  brandCodes: z.array(z.string().max(64)).max(50),
  publishedAt: z.iso.datetime(),
});
export type SearchEntry = z.infer<typeof searchEntrySchema>;

/** The event of an owner: the entry of one document now, or null when it is no longer published. */
export const searchEntryChangedSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  documentId: z.string().min(1).max(36),
  entry: searchEntrySchema.nullable(),
  changedAt: z.iso.datetime(),
});
export type SearchEntryChanged = z.input<typeof searchEntryChangedSchema>;

/**
 * Service call `<service>.search.entries`: the entries of the published documents of one kind of the
 * service, a page at a time in id order after `after` (the reindex job). `next` is null after the last page.
 */
export const searchEntriesPattern = (service: string): string => `${service}.search.entries`;
export const SEARCH_ENTRIES_PAGE_MAX = 500;
export const searchEntriesRequestSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  after: z.string().max(36).nullable(),
  limit: z.number().int().min(1).max(SEARCH_ENTRIES_PAGE_MAX),
});
export type SearchEntriesRequest = z.infer<typeof searchEntriesRequestSchema>;
export interface SearchEntriesPage {
  entries: { documentId: string; entry: SearchEntry }[];
  next: string | null;
}

const keywordSchema = z
  .string({ error: 'validation.search.keywordRequired' })
  .trim()
  .min(1, 'validation.search.keywordRequired')
  .max(KEYWORD_MAX_LENGTH, 'validation.keywordTooLong')
  .refine((value) => /[\p{L}\p{N}]/u.test(value), 'validation.search.keywordRequired');

const optionalCode = z.string().trim().max(64).optional();

/** `GET search`: the content search of /SearchPage. */
export const searchQuerySchema = z.object({
  keyword: keywordSchema,
  /** Only these kinds (comma separated); none: every kind the caller reads. */
  kinds: z
    .string()
    .max(300)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(SEARCH_KINDS, { error: 'validation.invalidOption' }))),
  brandCode: optionalCode,
  seriesCode: optionalCode,
  /** `all`: every language; default: the caller's language and language-free entries. */
  languages: z.enum(['mine', 'all'], { error: 'validation.invalidOption' }).default('mine'),
  pageNo: wholeNumberSchema('validation.pageNo').pipe(z.number().min(1, 'validation.pageNo')).default(1),
  pageSize: wholeNumberSchema('validation.pageSize')
    .refine((n) => n >= 1 && n <= SEARCH_PAGE_SIZE_MAX, 'validation.pageSize')
    .default(10),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** `GET search/accurate` (/AccurateSearchPage): exactly a code, or exactly a phrase. */
export const ACCURATE_MODES = ['code', 'phrase'] as const;
export const accurateSearchQuerySchema = searchQuerySchema.extend({
  mode: z.enum(ACCURATE_MODES, { error: 'validation.invalidOption' }).default('code'),
});
export type AccurateSearchQuery = z.input<typeof accurateSearchQuerySchema>;

/** `GET search/suggest`: titles and codes that start with what was typed. */
export const suggestQuerySchema = z.object({
  keyword: z.string().trim().min(1, 'validation.search.keywordRequired').max(SUGGEST_KEYWORD_MAX_LENGTH, 'validation.search.suggestTooLong'),
});

/** A piece of a title or snippet; `hit` marks the words the keyword matched. */
export interface TextPiece {
  text: string;
  hit?: true;
}

export interface SearchHit {
  kind: IndexedKind;
  documentId: string;
  title: TextPiece[];
  snippet: TextPiece[];
  codes: string[];
  brandCode: string | null;
  seriesCode: string | null;
  language: string | null;
  publishedAt: string;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchAnswer {
  list: SearchHit[];
  total: number;
  /** Counts of the keyword's results per kind, brand and series (before those filters). */
  facets: { kind: FacetCount[]; brand: FacetCount[]; series: FacetCount[] };
  /** A code or VIN in the index close to a keyword that found nothing. */
  didYouMean: string | null;
}

export interface SearchSuggestion {
  text: string;
  /** `code`: an exact code; `title`: a document's title (with the document it opens). */
  type: 'code' | 'title';
  kind: IndexedKind;
  documentId: string;
  /** The document's first code (a kind that opens by code is opened by it); null without codes. */
  code: string | null;
}

/** `GET index/status` (FUNC-search, staff): the index per kind and how far behind the events it is. */
export interface SearchIndexStatus {
  kinds: { kind: string; entries: number; reindex: { state: 'never' | 'running' | 'done'; indexed: number; finishedAt: string | null } }[];
  /** Seconds between the newest applied event's change and its indexing; null before the first. */
  lagSeconds: number | null;
  lastEventAt: string | null;
}

/** `POST index/reindex`: rebuild these kinds (none: every indexed kind) from their owners. */
export const reindexRequestSchema = z.strictObject({
  kinds: z
    .array(z.enum(SEARCH_KINDS, { error: 'validation.invalidOption' }).refine((kind) => kind in SEARCH_READING, 'validation.invalidOption'))
    .max(SEARCH_KINDS.length)
    .default([]),
});

/** An entry's text: the plain text of the parts (rich text or plain), a line each, cut to the index's limit. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => richTextToPlain(part))
    .join('\n')
    .slice(0, SEARCH_TEXT_MAX_LENGTH);
}

/** An entry's codes (or terms): trimmed, without blanks, repeats and what is too long, at most `max`. */
export function searchWords(values: readonly (string | null | undefined)[], max: number, maxLength: number, minLength = 1): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const word = value?.trim() ?? '';
    if (word.length >= minLength && word.length <= maxLength) seen.add(word);
    if (seen.size === max) break;
  }
  return [...seen];
}

export const searchCodes = (values: readonly (string | null | undefined)[]): string[] => searchWords(values, SEARCH_CODES_MAX, SEARCH_CODE_MAX_LENGTH);
export const searchTerms = (values: readonly (string | null | undefined)[]): string[] => searchWords(values, SEARCH_TERMS_MAX, SEARCH_TERM_MAX_LENGTH, 2);

/** The language of an entry: one of the portal's, or null. */
export function searchLanguage(code: string | null | undefined): Language | null {
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : null;
}
