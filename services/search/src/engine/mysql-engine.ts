import { charsOf, type QueryTerm } from '../text/analyzer.js';
import { likePrefix, type MatchRequest, type SearchEngine } from './search-engine.js';

const ALL = 'e.title_tokens, e.body_tokens, e.word_tokens';

function termQuery(term: QueryTerm): string {
  if (!term.han) return `+${term.word}*`;
  if (charsOf(term.run).length === 1) return `+${term.run}*`;
  if (term.grams.length === 1) return `+${term.grams[0]}`;
  return `+("${term.grams.join(' ')}" ${term.run})`;
}

/**
 * MySQL (and MariaDB) FULLTEXT in boolean mode over ft_search_entry_all; the title index adds four
 * times its relevance. Tokens are letters and digits only, so they need no escaping.
 */
export const mysqlEngine: SearchEngine = {
  name: 'fulltext',
  match(request: MatchRequest) {
    const expression = request.mode === 'phrase' ? `+"${request.tokens.join(' ')}"` : request.terms.map(termQuery).join(' ');
    const against = (columns: string) => `MATCH(${columns}) AGAINST(? IN BOOLEAN MODE)`;
    if (request.mode === 'terms' && request.titleOnly) {
      return { from: 'search_entry e', where: against('e.title_tokens'), whereParams: [expression], score: against('e.title_tokens'), scoreParams: [expression], newest: 'e.id DESC' };
    }
    return {
      from: 'search_entry e',
      where: against(ALL),
      whereParams: [expression],
      score: `${against('e.title_tokens')} * 4 + ${against(ALL)}`,
      scoreParams: [expression, expression],
      newest: 'e.id DESC',
    };
  },
  // A prefix LIKE is a range scan of the column's index here (its collation ignores case anyway).
  startsWith: likePrefix,
  codesJoin: 'search_code c JOIN search_entry e ON e.id = c.entry_id',
};
