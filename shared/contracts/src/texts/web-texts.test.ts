import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { WEB_TEXT_FEATURES, WEB_TEXTS } from './web-texts.js';

describe('web texts', () => {
  it('keeps every key in the file of the feature it names, so no feature overrides another', () => {
    for (const [name, texts] of Object.entries(WEB_TEXT_FEATURES)) {
      for (const lang of LANGUAGES) {
        for (const key of Object.keys(texts[lang])) expect(key.startsWith(`${name}.`), `${name}.${lang}: ${key}`).toBe(true);
        expect(Object.keys(texts[lang]).sort(), `${name}.${lang}`).toEqual(Object.keys(texts.zh_CN).sort());
      }
    }
  });

  it('merges the features into one text table per language', () => {
    const total = Object.values(WEB_TEXT_FEATURES).reduce((n, f) => n + Object.keys(f.zh_CN).length, 0);
    for (const lang of LANGUAGES) expect(Object.keys(WEB_TEXTS[lang])).toHaveLength(total);
    expect(WEB_TEXTS.de_DE['auth.login.submit']).toBe('Anmelden');
  });
});
