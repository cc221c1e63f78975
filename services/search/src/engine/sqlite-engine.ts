import { charsOf, type QueryTerm } from '../text/analyzer.js';
import type { MatchRequest, SearchEngine } from './search-engine.js';

/** Tokens are letters and digits only (text/analyzer.ts); quoting them keeps FTS5 from reading AND, OR or NOT. */
const quoted = (tokens: readonly string[]): string => `"${tokens.join(' ')}"`;

function termQuery(term: QueryTerm): string {
  if (!term.han) return `${quoted([term.word])}*`;
  if (charsOf(term.run).length === 1) return `${quoted([term.run])}*`;
  if (term.grams.length === 1) return quoted(term.grams);
  return `(${quoted(term.grams)} OR ${quoted([term.run])})`;
}

/** FTS5 over the external-content table search_fts (migration 1700000095000); bm25 weighs titles four times. */
export const sqliteEngine: SearchEngine = {
  name: 'fts5',
  match(request: MatchRequest) {
    const expression =
      request.mode === 'phrase'
        ? `{title_tokens body_tokens word_tokens}: ${quoted(request.tokens)}`
        : `${request.titleOnly ? '{title_tokens}' : '{title_tokens body_tokens word_tokens}'}: (${request.terms.map(termQuery).join(' AND ')})`;
    return {
      from: 'search_fts JOIN search_entry e ON e.id = search_fts.rowid',
      where: 'search_fts MATCH ?',
      whereParams: [expression],
      score: '-bm25(search_fts, 4.0, 1.0, 1.5)',
      scoreParams: [],
      // FTS5 walks a term's entries in rowid order (both ways): no sort, and a LIMIT stops the walk.
      newest: 'search_fts.rowid DESC',
    };
  },
  // SQLite's LIKE ignores the case of ASCII letters, so its index (binary) cannot serve it: a range
  // over the folded column does (every text that starts with the prefix sorts from it up to it and
  // the highest character).
  startsWith(column, prefix) {
    return { sql: `(${column} >= ? AND ${column} < ?)`, params: [prefix, `${prefix}\u{10FFFF}`] };
  },
  // Without statistics the planner walks the reader's kinds first and every code of them (seconds
  // at 50,000 documents); CROSS JOIN keeps the codes, found by their prefix, as the outer loop.
  codesJoin: 'search_code c CROSS JOIN search_entry e ON e.id = c.entry_id',
};
