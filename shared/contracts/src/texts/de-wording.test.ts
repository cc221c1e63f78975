import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from './web-texts.js';

/** The German verb of each record action (one verb per action, spec: consistent wording). */
const VERBS: readonly { action: string; key: RegExp; verb: RegExp; not?: RegExp }[] = [
  // Adding a record: "… anlegen", never "hinzufügen" or "erstellen" beside it.
  { action: 'add', key: /(?:\.add|\.addChild|^common\.action\.add|\.action\.create)$/, verb: /\banlegen\b/i, not: /hinzufügen|erstellen/i },
  { action: 'edit', key: /(?:\.edit|\.action\.edit)$/, verb: /\bbearbeiten\b/i },
  { action: 'delete', key: /(?:\.delete|\.action\.delete)$/, verb: /\blöschen\b/i },
];

describe('German wording of the record actions', () => {
  const de = Object.entries(WEB_TEXTS.de_DE);

  for (const { action, key, verb, not } of VERBS) {
    it(`every "${action}" label uses the same verb`, () => {
      const labels = de.filter(([k]) => key.test(k));
      expect(labels.length, action).toBeGreaterThan(1);
      for (const [k, text] of labels) {
        expect(text, k).toMatch(verb);
        if (not) expect(text, k).not.toMatch(not);
      }
    });
  }
});
