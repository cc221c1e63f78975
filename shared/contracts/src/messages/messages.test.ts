import { describe, expect, it } from 'vitest';
import { de_DE } from './de_DE.js';
import { en_US } from './en_US.js';
import { DEFAULT_LANGUAGE, LANGUAGES, OVERSEAS_DEFAULT_LANGUAGE, pickLanguage } from '../languages.js';
import { MESSAGES, translate } from './index.js';
import { zh_CN } from './zh_CN.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('MESSAGES', () => {
  it('has the three languages of spec section 1 with zh_CN default, en_US overseas', () => {
    expect(LANGUAGES).toEqual(['zh_CN', 'en_US', 'de_DE']);
    expect(DEFAULT_LANGUAGE).toBe('zh_CN');
    expect(OVERSEAS_DEFAULT_LANGUAGE).toBe('en_US');
  });

  it('gives every language every key, with the same placeholders and a real translation', () => {
    const keys = Object.keys(en_US).sort();
    for (const lang of LANGUAGES) expect(Object.keys(MESSAGES[lang]).sort()).toEqual(keys);
    for (const key of Object.keys(en_US) as (keyof typeof en_US)[]) {
      expect(placeholders(zh_CN[key]), key).toEqual(placeholders(en_US[key]));
      expect(placeholders(de_DE[key]), key).toEqual(placeholders(en_US[key]));
      expect(zh_CN[key], key).not.toBe(en_US[key]);
      expect(de_DE[key], key).not.toBe(en_US[key]);
      expect(zh_CN[key], key).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('holds the spec texts for required and time format', () => {
    expect(en_US['validation.required']).toBe('This field cannot be empty');
    expect(en_US['validation.timeFormatWrong']).toBe('Time format wrong');
    expect(zh_CN['validation.required']).toBe('该字段不能为空');
    expect(de_DE['validation.required']).toBe('Dieses Feld darf nicht leer sein');
  });
});

describe('translate', () => {
  it('translates per language', () => {
    expect(translate('en_US', 'error.vinNotFound')).toBe('VIN not found');
    expect(translate('zh_CN', 'error.vinNotFound')).toBe('未查询到该VIN');
    expect(translate('de_DE', 'error.vinNotFound')).toBe('FIN nicht gefunden');
  });

  it('falls back to zh_CN without a language and to en_US for a language it does not bundle', () => {
    expect(translate(undefined, 'error.itemInUse')).toBe('该数据正在使用中，无法删除');
    expect(translate('fr_FR', 'error.itemInUse')).toBe('The item is in use and cannot be deleted');
  });

  it('returns an unknown key as it is', () => {
    expect(translate('en_US', 'error.noSuchKey')).toBe('error.noSuchKey');
    expect(translate('en_US', 'toString')).toBe('toString');
  });

  it('fills {name} placeholders and keeps those without a value', () => {
    expect(translate('en_US', 'validation.dateRangeTooLong', { days: 31 })).toBe(
      'The date range may cover at most 31 days',
    );
    expect(translate('de_DE', 'error.idListCheckDay', { ids: '1, 2' })).toBe(
      'Diese Datensätze können nicht verarbeitet werden: 1, 2. Prüftag: {day}',
    );
  });

  it('accepts header forms of the language', () => {
    expect(translate('en-US', 'error.ipLimit')).toBe('IP access limit exceeded, please retry in one minute');
  });
});

describe('pickLanguage', () => {
  it.each([
    ['zh_CN', 'zh_CN'],
    ['en_US', 'en_US'],
    ['de_DE', 'de_DE'],
    ['en-US', 'en_US'],
    ['en', 'en_US'],
    ['EN-us', 'en_US'],
    ['de', 'de_DE'],
    ['de-AT', 'de_DE'],
    ['zh-Hans-CN', 'zh_CN'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de_DE'],
    ['fr-FR', 'en_US'],
    ['fr_FR', 'en_US'],
    ['ja', 'en_US'],
    ['*', 'zh_CN'],
    ['', 'zh_CN'],
  ])('%s -> %s', (header, lang) => {
    expect(pickLanguage(header)).toBe(lang);
  });

  it('uses the given fallback (en_US on overseas deployments)', () => {
    expect(pickLanguage(undefined, 'en_US')).toBe('en_US');
    expect(pickLanguage(null)).toBe('zh_CN');
  });
});
