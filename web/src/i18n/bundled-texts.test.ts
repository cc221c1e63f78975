import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, WEB_TEXT_FEATURES } from '@tis/contracts';
import { SHELL_FEATURES, loadBundledTexts } from './bundled-texts';

describe('bundled texts in parts', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: the shell part is the shell features and the message catalogue; with the portal part it is every text`, async () => {
      const shell = await loadBundledTexts(lang, 'shell');
      const portal = await loadBundledTexts(lang, 'portal');
      const shellFeatures = Object.assign({}, ...SHELL_FEATURES.map((f) => WEB_TEXT_FEATURES[f][lang])) as Record<string, string>;
      expect(shell).toEqual({ ...MESSAGES[lang], ...shellFeatures });
      const portalFeatures = (Object.keys(WEB_TEXT_FEATURES) as (keyof typeof WEB_TEXT_FEATURES)[]).filter((f) => !SHELL_FEATURES.includes(f));
      expect(portal).toEqual(Object.assign({}, ...portalFeatures.map((f) => WEB_TEXT_FEATURES[f][lang])));
      expect(portalFeatures.length).toBeGreaterThan(5);
    });
  }

  it('asks each part once', async () => {
    expect(loadBundledTexts('de_DE', 'shell')).toBe(loadBundledTexts('de_DE', 'shell'));
  });
});
