import { describe, expect, it } from 'vitest';
import { MESSAGES, WEB_TEXTS } from '@tis/contracts';
import { staticBundles } from '../test/static-bundles';
import { dayjsLocaleOf, htmlLang, initialLanguage } from './language';
import { antdLocaleOf } from './antd-locale';
import { i18n, initI18n, translateText } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('web texts', () => {
  const zh = WEB_TEXTS.zh_CN;
  it('every language has exactly the zh_CN keys, none empty', () => {
    for (const [lang, texts] of Object.entries(WEB_TEXTS)) {
      expect(Object.keys(texts).sort(), lang).toEqual(Object.keys(zh).sort());
      for (const [key, value] of Object.entries(texts)) expect(value.trim(), `${lang} ${key}`).not.toBe('');
    }
  });
  it('keys are shaped feature.page.element', () => {
    for (const key of Object.keys(zh)) expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+){2,}$/);
  });
  it('placeholders match across languages', () => {
    for (const key of Object.keys(zh) as (keyof typeof zh)[]) {
      expect(placeholders(WEB_TEXTS.en_US[key]), key).toEqual(placeholders(zh[key]));
      expect(placeholders(WEB_TEXTS.de_DE[key]), key).toEqual(placeholders(zh[key]));
    }
  });
  it('zh_CN is Chinese and de_DE is German, not copies of English', () => {
    expect(zh['auth.login.submit']).toBe('登录');
    expect(WEB_TEXTS.de_DE['auth.login.submit']).toBe('Anmelden');
    const same = Object.keys(zh).filter(
      (k) => !k.startsWith('common.language.') && WEB_TEXTS.de_DE[k as keyof typeof zh] === WEB_TEXTS.en_US[k as keyof typeof zh],
    );
    expect(same.length).toBeLessThan(8);
  });
  it('do not reuse keys of the shared message catalogue', () => {
    const shared = Object.keys(MESSAGES.zh_CN);
    for (const key of Object.keys(zh)) expect(shared).not.toContain(key);
  });
});

describe('i18next', () => {
  it('bundles the shared messages with the web texts', () => {
    const bundles = staticBundles();
    expect(bundles.de_DE.translation['validation.required']).toBe(MESSAGES.de_DE['validation.required']);
    expect(bundles.en_US.translation['auth.login.submit']).toBe('Log in');
  });
  it('fills {name} placeholders and switches language', async () => {
    initI18n('zh_CN');
    expect(translateText('error.idListCheckDay', { ids: 'a, b', day: 3 })).toBe('以下记录无法处理：a, b。检查日：3');
    await i18n.changeLanguage('en_US');
    expect(translateText('auth.login.copyright', { year: 2030 })).toBe('© 2030 After-Sales Technical Information');
    expect(window.localStorage.getItem('tis.lang')).toBe('en_US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});

describe('language helpers', () => {
  it('starts in the stored language (bundled or of the stored list), else zh_CN, or en_US overseas', () => {
    expect(initialLanguage('de_DE', false)).toBe('de_DE');
    expect(initialLanguage('fr_FR', false)).toBe('fr_FR');
    expect(initialLanguage(null, false)).toBe('zh_CN');
    expect(initialLanguage(null, true)).toBe('en_US');
    expect(initialLanguage('not a language', true)).toBe('en_US');
    expect(initialLanguage('<script>', false)).toBe('zh_CN');
  });
  it('maps languages to dayjs, antd and html tags', () => {
    expect(dayjsLocaleOf('zh_CN')).toBe('zh-cn');
    expect(dayjsLocaleOf('de_DE')).toBe('de');
    expect(htmlLang('de_DE')).toBe('de-DE');
    expect(antdLocaleOf('de_DE').locale).toBe('de');
    expect(antdLocaleOf('zh_CN').locale).toBe('zh-cn');
    expect(antdLocaleOf('en_US').locale).toBe('en');
    // A language the SPA does not bundle: English dates and widgets.
    expect(antdLocaleOf('fr_FR').locale).toBe('en');
    expect(dayjsLocaleOf('fr_FR')).toBe('en');
    expect(htmlLang('fr_FR')).toBe('fr-FR');
  });
});
