/**
 * The SQL the search service sends for S10 (services/search/src/index/search.service.ts), for the
 * raw-driver side: a content search (`search`: the exact-code lookup, the ranked page, the page's
 * rows, the facets in one statement — the total is their sum when no filter is set) and the
 * suggestions (`suggest`: codes that start with the keyword, then titles that match it).
 *
 * The full-text part is the service's own: its analyzer (`queryTerms`, `codeKey`) and its engines
 * (FTS5 `MATCH` with bm25 on SQLite, `MATCH … AGAINST` in boolean mode on MariaDB) are imported from
 * services/search/dist, so both sides send the same MATCH expression. The rest (the reader's scope,
 * the order, the facets, the rows of the page) is written out here as the service writes it.
 * Content search as S10 asks it: every language (`languages=all`), no kind / brand / series filter,
 * page 1; the reader's scope is given (the kinds they read, their user type, their brands).
 */
const SEARCH_DIST = new URL('../../services/search/dist/', import.meta.url);
const { queryTerms, codeKey } = await import(new URL('text/analyzer.js', SEARCH_DIST).href);
const { sqliteEngine } = await import(new URL('engine/sqlite-engine.js', SEARCH_DIST).href);
const { mysqlEngine } = await import(new URL('engine/mysql-engine.js', SEARCH_DIST).href);

/** @typedef {'sqlite' | 'mysql'} Dialect */
/** @typedef {{ sql: string, params: unknown[] }} Query */
/** @typedef {{ kinds: readonly string[], userType: string, brandCodes: readonly string[] }} Reader */

const EXACT_CODE_BOOST_MAX = 50;
/** SUGGESTIONS_MAX of @tis/contracts. */
export const SUGGESTIONS_MAX = 10;
/** SUGGESTION_CANDIDATES of services/search search.service.ts: the newest matching titles a suggestion ranks. */
const SUGGESTION_CANDIDATES = 100;
/** The columns of search_entry a hit shows, in entity order (SearchEntryRow): what `find({ select: HIT_COLUMNS, where: { id: In(ids) } })` reads. */
const ENTRY_COLUMNS = ['id', 'kind', 'document_id', 'title', 'body', 'codes', 'brand_code', 'series_code', 'language', 'published_at'];

const marks = (/** @type {number} */ n) => Array.from({ length: n }, () => '?').join(', ');
const engineOf = (/** @type {Dialect} */ dialect) => (dialect === 'sqlite' ? sqliteEngine : mysqlEngine);

/** The reader's scope as a condition on `e` (SearchService.scope, every language). @param {Reader} reader */
export function scopeOf(reader) {
  const where = [`e.kind IN (${marks(reader.kinds.length)})`, '(e.user_types IS NULL OR e.user_types LIKE ?)'];
  const params = [...reader.kinds, `%,${reader.userType},%`];
  if (reader.brandCodes.length > 0) {
    where.push(`(e.brands IS NULL OR ${reader.brandCodes.map(() => 'e.brands LIKE ?').join(' OR ')})`);
    params.push(...reader.brandCodes.map((b) => `%,${b.toLowerCase().replace(/[!%_]/g, '')},%`));
  }
  return { where, params };
}

/**
 * A content search's statements: `exact` (when the keyword has no space), then `ranked(exactIds)`,
 * `rows(ids)` of the ranked ids, then the `facets` (one statement: the matches by kind, brand and
 * series) unless the page holds every match (`whole(ids)`).
 * Null when the keyword has no terms.
 * @param {Dialect} dialect @param {string} keyword @param {Reader} reader @param {{ pageNo: number, pageSize: number }} page
 */
export function searchQueries(dialect, keyword, reader, page) {
  const terms = queryTerms(keyword);
  if (terms.length === 0 || reader.kinds.length === 0) return null;
  const scope = scopeOf(reader);
  const match = engineOf(dialect).match({ mode: 'terms', terms });
  const code = codeKey(keyword);
  /** @type {Query | null} */
  const exact = /\s/.test(keyword.trim()) ? null : { sql: `SELECT entry_id AS id FROM search_code WHERE code = ? LIMIT ${EXACT_CODE_BOOST_MAX}`, params: [code] };
  const where = [match.where, ...scope.where].join(' AND ');
  const whereParams = [...match.whereParams, ...scope.params];
  return {
    exact,
    /** @param {readonly number[]} exactIds @returns {Query} */
    ranked: (exactIds) => ({
      sql: `SELECT e.id AS id, ${match.score} AS score FROM ${match.from} WHERE ${where} ORDER BY ${exactIds.length > 0 ? `CASE WHEN e.id IN (${exactIds.join(', ')}) THEN 0 ELSE 1 END, score DESC` : 'score DESC'}, e.published_at DESC, e.id DESC LIMIT ? OFFSET ?`,
      params: [...match.scoreParams, ...whereParams, page.pageSize, (page.pageNo - 1) * page.pageSize],
    }),
    /** Whether the ranked ids are every match (a first page that is not full): the service then counts the facets from the page's rows, without `facets`. @param {readonly number[]} ids */
    whole: (ids) => page.pageNo === 1 && ids.length < page.pageSize,
    /** @type {Query[]} */
    /** @type {Query} the matches counted by kind, brand and series together (the three facets in one pass) */
    facets: {
      sql: `SELECT e.kind AS kind, e.brand_code AS brandCode, e.series_code AS seriesCode, COUNT(*) AS count FROM ${match.from} WHERE ${where} GROUP BY e.kind, e.brand_code, e.series_code`,
      params: whereParams,
    },
    /** @param {readonly number[]} ids @returns {Query | null} */
    rows: (ids) => (ids.length === 0 ? null : entryRowsQuery(dialect, ids)),
  };
}

/** The entries of ids, the columns a hit shows (TypeORM's `find` of SearchEntryRow with HIT_COLUMNS). @param {Dialect} dialect @param {readonly number[]} ids */
export function entryRowsQuery(dialect, ids) {
  const q = (/** @type {string} */ name) => (dialect === 'sqlite' ? `"${name}"` : `\`${name}\``);
  const columns = ENTRY_COLUMNS.map((c) => `${q('SearchEntryRow')}.${q(c)} AS ${q(`SearchEntryRow_${c}`)}`).join(', ');
  return { sql: `SELECT ${columns} FROM ${q('search_entry')} ${q('SearchEntryRow')} WHERE ((${q('SearchEntryRow')}.${q('id')} IN (${marks(ids.length)})))`, params: [...ids] };
}

/**
 * The suggestions' statements (SearchService.suggest, in every language): `codes` — the different
 * codes that start with the keyword (when it has no space), then `codeEntries(codes)`: the first
 * entry of each (one statement, UNION ALL) — and `titles`: the newest matching titles, best first.
 * Null when the keyword has no terms.
 * @param {Dialect} dialect @param {string} keyword @param {Reader} reader
 */
export function suggestQueries(dialect, keyword, reader) {
  const terms = queryTerms(keyword);
  if (terms.length === 0 || reader.kinds.length === 0) return null;
  const scope = scopeOf(reader);
  const engine = engineOf(dialect);
  const starts = engine.startsWith('c.code', codeKey(keyword));
  const match = engine.match({ mode: 'terms', terms, titleOnly: true });
  const first = `SELECT e.id AS id, e.kind AS kind, e.document_id AS documentId, c.code AS code, e.codes AS codes FROM ${engine.codesJoin}
      WHERE c.code = ? AND ${scope.where.join(' AND ')} ORDER BY c.id LIMIT 1`;
  return {
    /** @type {Query | null} */
    codes: /\s/.test(keyword.trim())
      ? null
      : {
          sql: `SELECT DISTINCT c.code AS code FROM ${engine.codesJoin} WHERE ${starts.sql} AND ${scope.where.join(' AND ')} ORDER BY c.code LIMIT ?`,
          params: [...starts.params, ...scope.params, SUGGESTIONS_MAX / 2],
        },
    /** @param {readonly string[]} codes @returns {Query | null} */
    codeEntries: (codes) =>
      codes.length === 0 ? null : { sql: codes.map((_, i) => `SELECT * FROM (${first}) s${i}`).join(' UNION ALL '), params: codes.flatMap((code) => [code, ...scope.params]) },
    /** @type {Query} */
    titles: {
      sql: `SELECT * FROM (SELECT e.id AS id, e.kind AS kind, e.document_id AS documentId, e.title AS title, e.codes AS codes, e.published_at AS publishedAt, ${match.score} AS score
       FROM ${match.from} WHERE ${[match.where, ...scope.where].join(' AND ')} ORDER BY ${match.newest} LIMIT ?) candidates ORDER BY score DESC, publishedAt DESC, id DESC`,
      params: [...match.scoreParams, ...match.whereParams, ...scope.params, SUGGESTION_CANDIDATES],
    },
  };
}

/**
 * The suggestions' texts as the service merges them: codes (upper case) first, then titles, each
 * text once, at most SUGGESTIONS_MAX.
 * @param {readonly Record<string, unknown>[]} codes @param {readonly Record<string, unknown>[]} titles
 */
export function suggestionTexts(codes, titles) {
  const texts = new Set();
  for (const code of codes.map((c) => String(c['code'])).sort()) texts.add(code.toUpperCase());
  for (const t of titles) {
    if (texts.size >= SUGGESTIONS_MAX) break;
    texts.add(String(t['title']));
  }
  return [...texts];
}
