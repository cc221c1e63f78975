import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { foldForMatching, SensitiveMatcher } from './sensitive-matcher.js';

/** Every word of `words` that occurs in `texts`, by a plain search per word (the reference the automaton must agree with). */
function naive(words: readonly string[], texts: readonly string[]): Set<string> {
  const folded = texts.map(foldForMatching);
  return new Set(words.filter((w) => folded.some((t) => t.includes(foldForMatching(w)))));
}

/** A deterministic pseudo-random source (the same words and text on every run). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('SensitiveMatcher', () => {
  it('finds overlapping words, each once, in the order of their first appearance', () => {
    const matcher = new SensitiveMatcher(['hers', 'he', 'she', 'his', 'us']);
    expect(matcher.find(['ushers and she said his'])).toEqual(['us', 'she', 'he', 'hers', 'his']);
    expect(matcher.find(['nothing to see'])).toEqual([]);
    expect(new SensitiveMatcher(['a', 'aa', 'aaa']).find(['aaaa'])).toEqual(['a', 'aa', 'aaa']);
  });

  it('finds a word inside a longer one and a word that is the suffix of another', () => {
    const matcher = new SensitiveMatcher(['代开发票', '发票', '赌博']);
    expect(matcher.find(['可以代开发票吗'])).toEqual(['代开发票', '发票']);
    expect(matcher.find(['正规发票'])).toEqual(['发票']);
    expect(matcher.find(['网络赌', '博彩'])).toEqual([]);
  });

  it('ignores case, and folds full-width and half-width forms (NFKC), answering the words as stored', () => {
    const matcher = new SensitiveMatcher(['Fake Invoice', 'Schwarzgeld', 'ｶﾀｶﾅ']);
    expect(matcher.find(['Please send a FAKE INVOICE'])).toEqual(['Fake Invoice']);
    expect(matcher.find(['ＦＡＫＥ　ＩＮＶＯＩＣＥ'])).toEqual(['Fake Invoice']);
    expect(matcher.find(['kein SCHWARZGELD hier', 'カタカナ'])).toEqual(['Schwarzgeld', 'ｶﾀｶﾅ']);
    // Words that fold alike are one word.
    expect(new SensitiveMatcher(['fake', 'ＦＡＫＥ', 'FAKE']).size).toBe(1);
  });

  it('reads the texts one after the other: a word never spans two texts', () => {
    const matcher = new SensitiveMatcher(['abc', 'x']);
    expect(matcher.find(['ab', 'c x', 'abc'])).toEqual(['x', 'abc']);
    expect(new SensitiveMatcher([]).find(['anything'])).toEqual([]);
    expect(new SensitiveMatcher(['', '  '.trim()]).size).toBe(0);
  });

  it('agrees with a plain search on random words and texts', () => {
    const next = random(7);
    const alphabet = 'abcab赌博发票';
    const pick = (length: number) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    for (let round = 0; round < 50; round++) {
      const words = Array.from({ length: 20 }, () => pick(1 + Math.floor(next() * 4)));
      const texts = Array.from({ length: 3 }, () => pick(40));
      const found = new SensitiveMatcher(words).find(texts);
      expect(new Set(found)).toEqual(naive(words, texts));
      expect(found.length).toBe(new Set(found.map(foldForMatching)).size);
    }
  });

  it('matches 10,000 words in a 100 KB text in one pass', () => {
    const next = random(42);
    const letters = 'abcdefghijklmnopqrstuvwxyz赌博代开发票黑钱洗钱';
    const pick = (length: number) => Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('');
    const words = Array.from({ length: 10_000 }, (_, i) => `${pick(3 + (i % 6))}${i}`);
    // 2,050 chunks of 50 random characters; every 100th is a word instead.
    const planted = words.filter((_, i) => i % 300 === 0 && i <= 6000);
    const text = Array.from({ length: 2_050 }, (_, i) => (i % 100 === 0 ? ` ${words[i * 3] ?? ''} ` : pick(50))).join('');
    expect(text.length).toBeGreaterThan(100_000);

    const built = performance.now();
    const matcher = new SensitiveMatcher(words);
    const start = performance.now();
    const found = matcher.find([text]);
    const took = performance.now() - start;
    console.info(`sensitive matcher: built ${matcher.size} words in ${(start - built).toFixed(1)} ms, matched ${text.length} characters in ${took.toFixed(1)} ms`);

    expect(planted).toHaveLength(21);
    expect(found).toEqual(expect.arrayContaining(planted));
    expect(found.every((w) => text.includes(w))).toBe(true);
    // Speed is measured, not asserted (ARCHITECTURE.md): about 10 ms here for one pass over the text.
  });
});
