import { Inject, Injectable } from '@nestjs/common';
import {
  type FacetCount,
  INDEXED_KINDS,
  type IndexedKind,
  isPageAllowed,
  type Language,
  type SearchAnswer,
  type SearchHit,
  SEARCH_READING,
  type SearchSuggestion,
  SUGGESTIONS_MAX,
} from '@tis/contracts';
import { DATA_SOURCE, type RequestUser } from '@tis/nest';
import { type DataSource, In } from 'typeorm';
import { engineOf, type MatchSql, type SearchEngine } from '../engine/search-engine.js';
import { charsOf, codeKey, highlight, phraseTokens, type QueryTerm, queryTerms, snippet } from '../text/analyzer.js';
import { closestCode } from './did-you-mean.js';
import { SearchEntryRow } from './search.entities.js';

/** What a search asks (parsed by the contracts' schemas). */
export interface SearchRequest {
  keyword: string;
  kinds: string[];
  brandCode?: string;
  seriesCode?: string;
  languages: 'mine' | 'all';
  pageNo: number;
  pageSize: number;
  /** Content search (ranked terms), or /AccurateSearchPage: an exact code or an exact phrase. */
  mode: 'content' | 'code' | 'phrase';
}

/** A condition and its parameters. */
interface Sql {
  where: string[];
  params: unknown[];
}

const FACET_SIZE = 20;
/** The matching titles a suggestion ranks: the newest (see SearchService.suggest). */
export const SUGGESTION_CANDIDATES = 100;
const EXACT_CODE_BOOST_MAX = 50;
const marks = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
/** What a hit shows: not the token columns, which are as long as the text again. */
const HIT_COLUMNS = { id: true, kind: true, documentId: true, title: true, body: true, codes: true, brandCode: true, seriesCode: true, language: true, publishedAt: true } as const;
const EMPTY: SearchAnswer = { list: [], total: 0, facets: { kind: [], brand: [], series: [] }, didYouMean: null };

/** The kinds whose reading page the user holds (SEARCH_READING). */
export function readableKinds(user: RequestUser): IndexedKind[] {
  return INDEXED_KINDS.filter((kind) => isPageAllowed(user.rights, SEARCH_READING[kind].page));
}

/**
 * The searches of the index (issue 17): ranked content search with facets, exact code or phrase
 * search, suggestions. Every query carries the reader's scope: kinds whose page they hold, their
 * brands (none: every brand), their user type for targeted notices, and their language unless they
 * ask for all.
 */
@Injectable()
export class SearchService {
  private readonly engine: SearchEngine;

  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {
    this.engine = engineOf(ds);
  }

  async search(request: SearchRequest, user: RequestUser, lang: Language): Promise<SearchAnswer> {
    const terms = queryTerms(request.keyword);
    const kinds = readableKinds(user).filter((kind) => request.kinds.length === 0 || request.kinds.includes(kind));
    if (terms.length === 0 || kinds.length === 0) return EMPTY;
    const scope = this.scope(user, kinds, request.languages === 'all' ? null : lang);
    const code = codeKey(request.keyword);
    const match = this.matchOf(request, terms, code);

    const filters: Sql = { where: [], params: [] };
    const filter = (condition: string, ...params: unknown[]) => {
      filters.where.push(condition);
      filters.params.push(...params);
    };
    if (request.brandCode) filter('e.brand_code = ?', request.brandCode);
    if (request.seriesCode) filter('e.series_code = ?', request.seriesCode);
    if (request.kinds.length > 0) filter(`e.kind IN (${marks(request.kinds.length)})`, ...request.kinds);

    // A code typed exactly comes first (the claim number, the TSB code, the VIN).
    const exact = request.mode === 'content' && !/\s/.test(request.keyword.trim()) ? await this.entriesOfCode(code) : [];
    const where = [match.where, ...scope.where, ...filters.where].join(' AND ');
    const whereParams = [...match.whereParams, ...scope.params, ...filters.params];
    const order = exact.length > 0 ? `CASE WHEN e.id IN (${exact.join(', ')}) THEN 0 ELSE 1 END, score DESC` : 'score DESC';
    const ranked: { id: number | string }[] = await this.ds.query(
      `SELECT e.id AS id, ${match.score} AS score FROM ${match.from} WHERE ${where} ORDER BY ${order}, e.published_at DESC, e.id DESC LIMIT ? OFFSET ?`,
      [...match.scoreParams, ...whereParams, request.pageSize, (request.pageNo - 1) * request.pageSize],
    );

    const rows = await this.hitRows(ranked.map((r) => Number(r.id)));
    // A first page that is not full holds every match (without filters: the facets count the same
    // set), so its rows are the facets; the grouped count over every match is only needed beyond.
    const whole = filters.where.length === 0 && request.pageNo === 1 && ranked.length < request.pageSize;
    const groups = whole ? rows.map((r) => ({ kind: r.kind, brandCode: r.brandCode, seriesCode: r.seriesCode, count: 1 })) : await this.facetGroups(match, scope);
    const total = filters.where.length === 0 ? groups.reduce((sum, g) => sum + g.count, 0) : await this.count(match, scope, filters);
    const list = this.hits(rows, terms);
    const didYouMean = total === 0 && request.mode !== 'phrase' ? await this.didYouMean(code, scope) : null;
    return { list, total, facets: facetsOf(groups), didYouMean };
  }

  /**
   * Codes that start with what was typed, then titles with its words (in every language: a suggestion
   * opens its document), of the kinds the user reads; each text once. The titles are the best of the
   * newest SUGGESTION_CANDIDATES matches: ranking every match costs a row read per match (50-60 ms for
   * a common term in a million documents), the newest hundred are found in a few milliseconds.
   */
  async suggest(keyword: string, user: RequestUser): Promise<SearchSuggestion[]> {
    const terms = queryTerms(keyword);
    const kinds = readableKinds(user);
    if (terms.length === 0 || kinds.length === 0) return [];
    const scope = this.scope(user, kinds, null);
    const codes = /\s/.test(keyword.trim()) ? [] : await this.codeSuggestions(codeKey(keyword), scope);
    const match = this.engine.match({ mode: 'terms', terms, titleOnly: true });
    const titles: { id: number; kind: IndexedKind; documentId: string; title: string; codes: string }[] = await this.ds.query(
      `SELECT * FROM (SELECT e.id AS id, e.kind AS kind, e.document_id AS documentId, e.title AS title, e.codes AS codes, e.published_at AS publishedAt, ${match.score} AS score
       FROM ${match.from} WHERE ${[match.where, ...scope.where].join(' AND ')} ORDER BY ${match.newest} LIMIT ?) candidates ORDER BY score DESC, publishedAt DESC, id DESC`,
      [...match.scoreParams, ...match.whereParams, ...scope.params, SUGGESTION_CANDIDATES],
    );
    const suggestions = new Map<string, SearchSuggestion>();
    for (const c of codes) {
      const text = c.code.toUpperCase();
      if (!suggestions.has(text)) suggestions.set(text, { text, type: 'code', kind: c.kind, documentId: c.documentId, code: firstCode(c.codes) });
    }
    for (const t of titles) {
      if (suggestions.size >= SUGGESTIONS_MAX) break;
      if (!suggestions.has(t.title)) suggestions.set(t.title, { text: t.title, type: 'title', kind: t.kind, documentId: t.documentId, code: firstCode(t.codes) });
    }
    return [...suggestions.values()];
  }

  /**
   * Up to half the suggestions: different codes that start with `prefix` in the reader's scope (a DTC
   * or a part number is in many documents, and is offered once), each with the first entry that names it.
   */
  private async codeSuggestions(prefix: string, scope: Sql): Promise<{ id: number; kind: IndexedKind; documentId: string; code: string; codes: string }[]> {
    const starts = this.engine.startsWith('c.code', prefix);
    const found: { code: string }[] = await this.ds.query(
      `SELECT DISTINCT c.code AS code FROM ${this.engine.codesJoin} WHERE ${starts.sql} AND ${scope.where.join(' AND ')} ORDER BY c.code LIMIT ?`,
      [...starts.params, ...scope.params, SUGGESTIONS_MAX / 2],
    );
    if (found.length === 0) return [];
    const first = `SELECT e.id AS id, e.kind AS kind, e.document_id AS documentId, c.code AS code, e.codes AS codes FROM ${this.engine.codesJoin}
      WHERE c.code = ? AND ${scope.where.join(' AND ')} ORDER BY c.id LIMIT 1`;
    const rows: { id: number; kind: IndexedKind; documentId: string; code: string; codes: string }[] = await this.ds.query(
      found.map((_, i) => `SELECT * FROM (${first}) s${i}`).join(' UNION ALL '),
      found.flatMap((f) => [f.code, ...scope.params]),
    );
    return rows.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }

  private matchOf(request: SearchRequest, terms: QueryTerm[], code: string): MatchSql {
    if (request.mode === 'phrase') return this.engine.match({ mode: 'phrase', tokens: phraseTokens(request.keyword) });
    if (request.mode === 'code') {
      return { from: 'search_entry e', where: 'e.id IN (SELECT c.entry_id FROM search_code c WHERE c.code = ?)', whereParams: [code], score: '0', scoreParams: [], newest: 'e.id DESC' };
    }
    return this.engine.match({ mode: 'terms', terms });
  }

  /** The reader's scope as a condition on `e`. */
  private scope(user: RequestUser, kinds: readonly IndexedKind[], lang: Language | null): Sql {
    const where = [`e.kind IN (${marks(kinds.length)})`, '(e.user_types IS NULL OR e.user_types LIKE ?)'];
    const params: unknown[] = [...kinds, `%,${user.userType},%`];
    if (user.brandCodes.length > 0) {
      where.push(`(e.brands IS NULL OR ${user.brandCodes.map(() => 'e.brands LIKE ?').join(' OR ')})`);
      params.push(...user.brandCodes.map((b) => `%,${b.toLowerCase().replace(/[!%_]/g, '')},%`));
    }
    if (lang !== null) {
      where.push('(e.language IS NULL OR e.language = ?)');
      params.push(lang);
    }
    return { where, params };
  }

  /** The matches counted by kind, brand and series together: one pass for the three facets. */
  private async facetGroups(match: MatchSql, scope: Sql): Promise<FacetGroup[]> {
    const rows: { kind: string; brandCode: string | null; seriesCode: string | null; count: number | string }[] = await this.ds.query(
      `SELECT e.kind AS kind, e.brand_code AS brandCode, e.series_code AS seriesCode, COUNT(*) AS count FROM ${match.from}
       WHERE ${[match.where, ...scope.where].join(' AND ')} GROUP BY e.kind, e.brand_code, e.series_code`,
      [...match.whereParams, ...scope.params],
    );
    return rows.map((r) => ({ kind: r.kind, brandCode: r.brandCode, seriesCode: r.seriesCode, count: Number(r.count) }));
  }

  private async count(match: MatchSql, scope: Sql, filters: Sql): Promise<number> {
    const [row] = await this.ds.query<{ total: number | string }[]>(`SELECT COUNT(*) AS total FROM ${match.from} WHERE ${[match.where, ...scope.where, ...filters.where].join(' AND ')}`, [
      ...match.whereParams,
      ...scope.params,
      ...filters.params,
    ]);
    return Number(row?.total ?? 0);
  }

  private async entriesOfCode(code: string): Promise<number[]> {
    const rows: { id: number | string }[] = await this.ds.query(`SELECT entry_id AS id FROM search_code WHERE code = ? LIMIT ${EXACT_CODE_BOOST_MAX}`, [code]);
    return rows.map((r) => Number(r.id));
  }

  /** The entries of the ranked ids, in their order (the columns a hit shows). */
  private async hitRows(ids: number[]): Promise<SearchEntryRow[]> {
    if (ids.length === 0) return [];
    const rows = new Map((await this.ds.getRepository(SearchEntryRow).find({ select: HIT_COLUMNS, where: { id: In(ids) } })).map((r) => [r.id, r]));
    return ids.flatMap((id) => rows.get(id) ?? []);
  }

  /** The hits of the ranked entries, with the terms marked. */
  private hits(rows: SearchEntryRow[], terms: QueryTerm[]): SearchHit[] {
    return rows.map((row) => ({
      kind: row.kind as IndexedKind,
      documentId: row.documentId,
      title: highlight(row.title, terms),
      snippet: snippet(row.body, terms),
      codes: row.codes === '' ? [] : row.codes.split('\n'),
      brandCode: row.brandCode,
      seriesCode: row.seriesCode,
      language: row.language,
      publishedAt: new Date(row.publishedAt).toISOString(),
    }));
  }

  /** A code of the reader's scope close to one that found nothing: same start or same end, at most two characters apart. */
  private async didYouMean(code: string, scope: Sql): Promise<string | null> {
    if (code.length < 5 || !/^[\p{L}\p{N}-]+$/u.test(code)) return null;
    const half = Math.ceil(code.length / 2);
    const head = this.engine.startsWith('c.code', code.slice(0, half));
    const tail = this.engine.startsWith('c.reversed', charsOf(code.slice(-half)).reverse().join(''));
    const candidates: { code: string }[] = await this.ds.query(
      `SELECT DISTINCT c.code AS code FROM ${this.engine.codesJoin}
       WHERE (${head.sql} OR ${tail.sql}) AND ${scope.where.join(' AND ')} LIMIT 200`,
      [...head.params, ...tail.params, ...scope.params],
    );
    const best = closestCode(code, candidates.map((c) => c.code));
    return best === null ? null : best.toUpperCase();
  }
}

/** Matches of one kind, brand and series, and how many. */
export interface FacetGroup {
  kind: string;
  brandCode: string | null;
  seriesCode: string | null;
  count: number;
}

/** The kind, brand and series facets of the groups: per facet the most frequent values first (then by value), at most FACET_SIZE, none without a value. */
export function facetsOf(groups: readonly FacetGroup[]): SearchAnswer['facets'] {
  const facet = (field: 'kind' | 'brandCode' | 'seriesCode'): FacetCount[] => {
    const counts = new Map<string, number>();
    for (const group of groups) {
      const value = group[field];
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + group.count);
    }
    return [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, FACET_SIZE);
  };
  return { kind: facet('kind'), brand: facet('brandCode'), series: facet('seriesCode') };
}

/** The first of an entry's codes as written (its `codes` column: one a line), null without codes. */
function firstCode(codes: string): string | null {
  return codes === '' ? null : (codes.split('\n')[0] ?? null);
}
