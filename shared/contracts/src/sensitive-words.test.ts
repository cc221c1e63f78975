import { describe, expect, it } from 'vitest';
import { createSensitiveWordSchema, sensitiveFindSchema } from './sensitive-words.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('sensitive word schemas', () => {
  it('keeps a word NFKC-folded and trimmed, 1 to 50 characters after folding', () => {
    expect(createSensitiveWordSchema.parse({ word: '  ＦＡＫＥ ｉｎｖｏｉｃｅ ' })).toEqual({ word: 'FAKE invoice', remark: null });
    expect(createSensitiveWordSchema.parse({ word: '赌博', remark: '  ' })).toEqual({ word: '赌博', remark: null });
    expect(messages(createSensitiveWordSchema.safeParse({ word: ' \u3000 ' }))).toEqual(['word: validation.required']);
    expect(messages(createSensitiveWordSchema.safeParse({}))).toEqual(['word: validation.required']);
    expect(createSensitiveWordSchema.safeParse({ word: 'x'.repeat(50) }).success).toBe(true);
    expect(messages(createSensitiveWordSchema.safeParse({ word: 'x'.repeat(51) }))).toEqual(['word: validation.tooLong']);
    // "㍿" folds to four characters: the limit counts the stored word.
    expect(messages(createSensitiveWordSchema.safeParse({ word: `${'x'.repeat(47)}㍿` }))).toEqual(['word: validation.tooLong']);
  });

  it('checks at most 50 texts of at most 200,000 characters', () => {
    expect(sensitiveFindSchema.safeParse({ texts: Array.from({ length: 50 }, () => 'x'.repeat(200_000)) }).success).toBe(true);
    expect(messages(sensitiveFindSchema.safeParse({ texts: Array.from({ length: 51 }, () => '') }))).toEqual(['texts: validation.tooManySensitiveTexts']);
    expect(messages(sensitiveFindSchema.safeParse({ texts: ['x'.repeat(200_001)] }))).toEqual(['texts.0: validation.tooLong']);
  });
});
