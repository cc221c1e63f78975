import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';
import type { TextPiece } from '@tis/contracts';

/**
 * How text becomes tokens, the same for what is indexed and what is searched (issue 17, ADR 0026).
 * - Folding: compatibility forms, lower case, accents off, ß as ss (Bremsbeläge → bremsbelage).
 * - Latin words and numbers are tokens; a long word (a German compound) also gives the tails it ends
 *   with, so a part of it is found too (bremsbelage → belage).
 * - A run of Chinese characters gives its overlapping character pairs and its last character: a
 *   term of two characters (机油) is one token, a longer one a phrase of pairs — any substring is
 *   found, whatever the words. The words of the segmenter (jieba, with the portal's own terms in its
 *   dictionary) are tokens as well and lift whole-word hits in the ranking.
 */

const HAN_RUN = /\p{Script=Han}+/u;
const RUNS = /(\p{Script=Han}+)|([\p{L}\p{N}]+)/gu;
/** Latin words at least this long also give their tails of at least TAIL_MIN characters. */
const COMPOUND_MIN = 7;
const TAIL_MIN = 3;
/** A token column is a TEXT column: its content stays under 64 KB (3 bytes per CJK character). */
const TOKENS_MAX_CHARS = 20_000;

/**
 * The segmenter on the package's dictionary, read for the moment it is built: the package's
 * `dict.js` keeps that file and the 6 MB keyword-weight file (which this never uses) in memory for
 * the life of the process (11 MB of the search service's resident memory).
 */
function segmenter(): Jieba {
  return Jieba.withDict(readFileSync(createRequire(import.meta.url).resolve('@node-rs/jieba/dict.txt')));
}

let jieba = segmenter();

/** The characters (code points) of a string. */
export const charsOf = (text: string): string[] => Array.from(text);

const added = new Set<string>();

/** Adds words of the portal's vocabulary (part and system names) to the segmenter's dictionary. */
export function addTerms(terms: readonly string[]): string[] {
  const fresh = terms.map((t) => t.trim()).filter((t) => t.length >= 2 && HAN_RUN.test(t) && !added.has(t));
  if (fresh.length === 0) return [];
  for (const term of fresh) added.add(term);
  jieba.loadDict(Buffer.from(fresh.map((t) => `${t} 2000`).join('\n'), 'utf8'));
  return fresh;
}

/** Forgets the added terms (tests). */
export function resetTerms(): void {
  jieba = segmenter();
  added.clear();
}

/** Folds one string: NFKC, lower case, ß → ss, combining marks removed. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(/\p{M}/gu, '');
}

interface Run {
  han: boolean;
  text: string;
}

function runsOf(folded: string): Run[] {
  const runs: Run[] = [];
  for (const match of folded.matchAll(RUNS)) runs.push({ han: match[1] !== undefined, text: match[0] });
  return runs;
}

/** The pairs of a run of Chinese characters, then its last character (a run of one: that character). */
function grams(run: string): string[] {
  const chars = charsOf(run);
  if (chars.length === 1) return chars;
  const pairs = chars.slice(0, -1).map((ch, i) => ch + (chars[i + 1] ?? ''));
  pairs.push(chars.at(-1) ?? '');
  return pairs;
}

function tails(word: string): string[] {
  const chars = charsOf(word);
  if (chars.length < COMPOUND_MIN) return [];
  const out: string[] = [];
  for (let i = 1; chars.length - i >= TAIL_MIN; i += 1) out.push(chars.slice(i).join(''));
  return out;
}

function cap(tokens: string[]): string {
  let text = tokens.join(' ');
  if (text.length > TOKENS_MAX_CHARS) text = text.slice(0, text.lastIndexOf(' ', TOKENS_MAX_CHARS));
  return text;
}

export interface Tokens {
  /** Latin words and Chinese pairs, in text order (phrases match in here). */
  grams: string;
  /** Segmenter words and compound tails. */
  words: string;
}

/** The tokens of a text to index. */
export function indexTokens(text: string): Tokens {
  const gramTokens: string[] = [];
  const wordTokens: string[] = [];
  for (const run of runsOf(fold(text))) {
    if (run.han) {
      gramTokens.push(...grams(run.text));
      if (charsOf(run.text).length > 2) wordTokens.push(...jieba.cutForSearch(run.text, true).filter((w) => charsOf(w).length >= 2 && HAN_RUN.test(w)));
    } else {
      gramTokens.push(run.text);
      wordTokens.push(...tails(run.text));
    }
  }
  return { grams: cap(gramTokens), words: cap(wordTokens) };
}

/** One term of a query: a latin word or number (found as a word start or a compound's tail), or a run of Chinese characters. */
export type QueryTerm = { han: false; word: string } | { han: true; run: string; grams: string[] };

/** The terms of a keyword, every one required; none when it has no letters or digits. */
export function queryTerms(keyword: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const run of runsOf(fold(keyword))) {
    if (seen.has(run.text)) continue;
    seen.add(run.text);
    if (run.han) {
      const chars = charsOf(run.text);
      terms.push({ han: true, run: run.text, grams: chars.length === 1 ? chars : grams(run.text).slice(0, -1) });
    } else {
      terms.push({ han: false, word: run.text });
    }
  }
  return terms;
}

/** A code as the exact-code index keeps it: folded, without spaces. */
export function codeKey(code: string): string {
  return fold(code).replace(/\s+/g, '');
}

/** `fold` of single characters, remembered: a page of hits folds every character of its titles and snippets, from a small alphabet. */
const FOLDED_CHARS = new Map<string, string>();
const FOLDED_CHARS_MAX = 65_536;

function foldChar(ch: string): string {
  let folded = FOLDED_CHARS.get(ch);
  if (folded === undefined) {
    folded = fold(ch);
    if (FOLDED_CHARS.size < FOLDED_CHARS_MAX) FOLDED_CHARS.set(ch, folded);
  }
  return folded;
}

/**
 * `text` in pieces, with the places a term matched marked (found in the folded text, marked in the
 * original). Chinese runs are matched whole, latin words at a word start or inside a word.
 */
export function highlight(text: string, terms: readonly QueryTerm[]): TextPiece[] {
  if (text === '') return [];
  // The folded text and, for each of its code units, the original character it came from.
  let folded = '';
  const origin: number[] = [];
  const chars = charsOf(text);
  const starts: number[] = [];
  let offset = 0;
  for (const ch of chars) {
    starts.push(offset);
    const f = foldChar(ch);
    for (let k = 0; k < f.length; k += 1) origin.push(starts.length - 1);
    folded += f;
    offset += ch.length;
  }
  starts.push(offset);
  const marks = new Array<boolean>(chars.length).fill(false);
  for (const term of terms) {
    const needle = term.han ? term.run : term.word;
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
      const from = origin[at] ?? 0;
      const to = origin[at + needle.length - 1] ?? from;
      for (let i = from; i <= to; i += 1) marks[i] = true;
    }
  }
  const pieces: TextPiece[] = [];
  let i = 0;
  while (i < chars.length) {
    const hit = marks[i] === true;
    let j = i;
    while (j < chars.length && marks[j] === hit) j += 1;
    const piece = text.slice(starts[i], starts[j]);
    pieces.push(hit ? { text: piece, hit: true } : { text: piece });
    i = j;
  }
  return pieces;
}

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 180;

/** A part of `text` around the first hit (or its start), marked like `highlight`. */
export function snippet(text: string, terms: readonly QueryTerm[]): TextPiece[] {
  const folded = fold(text);
  let first = -1;
  for (const term of terms) {
    const at = folded.indexOf(term.han ? term.run : term.word);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  // Folding keeps positions close enough to place a window (it only grows a few characters).
  const start = first <= SNIPPET_BEFORE ? 0 : Math.min(first, text.length) - SNIPPET_BEFORE;
  const part = text.slice(start, start + SNIPPET_LENGTH).replace(/\s+/g, ' ');
  const pieces = highlight(part, terms);
  if (start > 0) pieces.unshift({ text: '…' });
  if (start + SNIPPET_LENGTH < text.length) pieces.push({ text: '…' });
  return pieces;
}

/**
 * The tokens of an exact phrase, as the index holds them in a row: latin words, and the pairs of each
 * Chinese run followed by its last character — except after the phrase's last run, which may go on
 * in the text.
 */
export function phraseTokens(keyword: string): string[] {
  const runs = runsOf(fold(keyword));
  return runs.flatMap((run, i) => {
    if (!run.han) return [run.text];
    const all = grams(run.text);
    return i === runs.length - 1 && all.length > 1 ? all.slice(0, -1) : all;
  });
}
