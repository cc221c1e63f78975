import type { DataSource } from 'typeorm';
import { type QueryTerm } from '../text/analyzer.js';
import { mysqlEngine } from './mysql-engine.js';
import { sqliteEngine } from './sqlite-engine.js';

/** What the engine matches: every term (content search), the exact phrase of tokens, or every term in titles only (suggestions). */
export type MatchRequest = { mode: 'terms'; terms: readonly QueryTerm[]; titleOnly?: boolean } | { mode: 'phrase'; tokens: readonly string[] };

/** SQL of a full-text match over `search_entry e`: what to join, the condition, a score (higher is better) and their parameters. */
export interface MatchSql {
  from: string;
  where: string;
  whereParams: unknown[];
  score: string;
  scoreParams: unknown[];
  /** An order the match itself yields, newest entries first: a LIMIT under it stops reading matches early (suggestions). */
  newest: string;
}

/**
 * The full-text engine (ARCHITECTURE.md, Search): SQLite FTS5 on the embedded default, MySQL FULLTEXT
 * distributed. Both see the same token columns (text/analyzer.ts), so both find the same entries.
 */
export interface SearchEngine {
  readonly name: 'fts5' | 'fulltext';
  match(request: MatchRequest): MatchSql;
  /** A folded (lower-case) column that starts with `prefix`, as a condition the column's index serves. */
  startsWith(column: string, prefix: string): { sql: string; params: unknown[] };
  /** The exact codes `c` with their entries `e`, joined so that codes found by their index drive the join. */
  readonly codesJoin: string;
}

/** `column LIKE 'prefix%'` with the prefix's wildcards escaped (ESCAPE '!'). */
export function likePrefix(column: string, prefix: string): { sql: string; params: unknown[] } {
  return { sql: `${column} LIKE ? ESCAPE '!'`, params: [`${prefix.replace(/[!%_]/g, '!$&')}%`] };
}

export function engineOf(ds: DataSource): SearchEngine {
  return ds.options.type === 'better-sqlite3' ? sqliteEngine : mysqlEngine;
}
