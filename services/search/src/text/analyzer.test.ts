import { afterEach, describe, expect, it } from 'vitest';
import { addTerms, codeKey, fold, highlight, indexTokens, queryTerms, resetTerms, snippet } from './analyzer.js';

const tokens = (text: string) => {
  const t = indexTokens(text);
  return { grams: t.grams.split(' '), words: t.words.split(' ') };
};

describe('folding', () => {
  it('folds case, accents, ß and compatibility forms', () => {
    expect(fold('Bremsbeläge')).toBe('bremsbelage');
    expect(fold('Straße ÖL')).toBe('strasse ol');
    expect(fold('ﬁlter ＡＢＣ１２')).toBe('filter abc12');
    expect(fold('机油')).toBe('机油');
  });
});

describe('index tokens', () => {
  afterEach(resetTerms);

  it('gives the character pairs of a Chinese run and its last character', () => {
    expect(tokens('发动机机油').grams).toEqual(['发动', '动机', '机机', '机油', '油']);
    expect(tokens('油').grams).toEqual(['油']);
  });

  it('adds the segmenter words of a longer Chinese run', () => {
    const { words } = tokens('更换机油滤清器');
    expect(words).toContain('机油');
    expect(words).toContain('滤清器');
  });

  it('takes latin words folded, and the tails of long compounds', () => {
    const t = tokens('Die Bremsbeläge, TSB-2024-001');
    expect(t.grams).toEqual(['die', 'bremsbelage', 'tsb', '2024', '001']);
    expect(t.words).toContain('belage');
    expect(t.words).toContain('lage');
    expect(t.words).not.toContain('ge');
  });

  it('adds portal terms to the dictionary: a part name becomes one word', () => {
    const before = tokens('检查三元催化转换器总成').words;
    expect(addTerms(['催化转换器总成', 'x'])).toEqual(['催化转换器总成']);
    expect(addTerms(['催化转换器总成'])).toEqual([]);
    expect(tokens('检查三元催化转换器总成').words).toContain('催化转换器总成');
    expect(before).not.toContain('催化转换器总成');
  });
});

describe('query terms', () => {
  it('splits a keyword into required terms: latin words, Chinese runs as their pairs', () => {
    expect(queryTerms('机油 Bremsbelag 发动机 机')).toEqual([
      { han: true, run: '机油', grams: ['机油'] },
      { han: false, word: 'bremsbelag' },
      { han: true, run: '发动机', grams: ['发动', '动机'] },
      { han: true, run: '机', grams: ['机'] },
    ]);
    expect(queryTerms(' -- ')).toEqual([]);
    expect(queryTerms('Öl öl')).toEqual([{ han: false, word: 'ol' }]);
  });

  it('keeps codes comparable', () => {
    expect(codeKey(' TSB-2024 001 ')).toBe('tsb-2024001');
  });
});

describe('highlight and snippet', () => {
  it('marks the hits in the original text', () => {
    expect(highlight('Die Bremsbeläge: 机油压力', queryTerms('bremsbelage 机油'))).toEqual([
      { text: 'Die ' },
      { text: 'Bremsbeläge', hit: true },
      { text: ': ' },
      { text: '机油', hit: true },
      { text: '压力' },
    ]);
    expect(highlight('Straße', queryTerms('strasse'))).toEqual([{ text: 'Straße', hit: true }]);
  });

  it('cuts a window around the first hit', () => {
    const text = `${'a'.repeat(300)} 机油 ${'b'.repeat(300)}`;
    const pieces = snippet(text, queryTerms('机油'));
    expect(pieces[0]).toEqual({ text: '…' });
    expect(pieces.find((p) => p.hit)?.text).toBe('机油');
    expect(pieces.at(-1)).toEqual({ text: '…' });
    expect(pieces.map((p) => p.text).join('').length).toBeLessThan(200);
  });
});
