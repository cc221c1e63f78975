import { ACTION_KEYS, PAGE_GROUPS, WEB_TEXTS } from '@tis/contracts';
import { describe, expect, it } from 'vitest';
import { defaultRightsTree, FORMER_FOLDER_NAMES } from './rights-tree.js';

describe('the default permission tree', () => {
  const tree = defaultRightsTree();
  const folders = tree.filter((item) => item.parentItemId === 1);

  it('names every folder by a text key the portal has in the three languages, never by English words', () => {
    expect(folders).toHaveLength(Object.keys(PAGE_GROUPS).length + 2);
    for (const folder of folders) {
      for (const lang of ['zh_CN', 'en_US', 'de_DE'] as const) {
        expect(Object.hasOwn(WEB_TEXTS[lang], folder.name), `${folder.name} in ${lang}`).toBe(true);
      }
    }
    expect(folders.find((f) => f.itemId === 100)?.name).toBe('app.menu.group.home');
    expect(WEB_TEXTS.zh_CN['accounts.right.group.documentActions']).toBe('文档操作');
  });

  it('names pages and actions by their funLink (the portal shows the page title and the action name)', () => {
    const leaves = tree.filter((item) => item.funLink !== '' && item.itemId >= 1000 && item.itemId < 6000);
    for (const leaf of leaves) expect(leaf.name).toBe(leaf.funLink);
    for (const action of ACTION_KEYS) expect(Object.hasOwn(WEB_TEXTS.de_DE, `accounts.right.action.${action}`), action).toBe(true);
  });

  it('knows the English name each folder had before, to rename it at start', () => {
    for (const folder of folders) expect(FORMER_FOLDER_NAMES[folder.name], folder.name).toBeTruthy();
    expect(FORMER_FOLDER_NAMES['app.menu.group.home']).toBe('Home and basics');
  });
});
