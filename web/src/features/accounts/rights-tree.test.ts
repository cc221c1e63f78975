import { describe, expect, it } from 'vitest';
import type { RightNode } from '@tis/contracts';
import { flattenRights, indexRights, matchingRights, shownChecks, toggleRight } from './rights-tree';

const node = (itemId: number, name: string, funLink: string, children: RightNode[] = [], headApi: string | null = null): RightNode => ({
  itemId,
  parentItemId: null,
  name,
  funLink,
  headApi,
  sortNo: 0,
  builtIn: itemId < 100_000,
  children,
});

// TIS → Base info → (users page → custom submit action), roles page; TIS → Logs → login log
const TREE: RightNode[] = [
  node(1, 'TIS', '', [
    node(103, 'Base info', '', [node(1001, 'baseinfouser', 'baseinfouser', [node(100_000, 'Submit users', 'submit', [], '/tis/api/oauthService/user')]), node(1002, 'baseinforole', 'baseinforole')]),
    node(104, 'Logs', '', [node(1010, 'UserLoginList', 'UserLoginList')]),
  ]),
];
const index = indexRights(TREE);

describe('rights tree helpers', () => {
  it('flattens parents before children', () => {
    expect(flattenRights(TREE).map((n) => n.itemId)).toEqual([1, 103, 1001, 100_000, 1002, 104, 1010]);
    expect(index.parentOf.get(100_000)).toBe(1001);
  });

  it('ticking an item ticks what is below and above it, nothing beside it', () => {
    const next = toggleRight(new Set(), 1001, true, index);
    expect([...next].sort((a, b) => a - b)).toEqual([1, 103, 1001, 100_000]);
    const action = toggleRight(new Set(), 100_000, true, index);
    expect([...action].sort((a, b) => a - b)).toEqual([1, 103, 1001, 100_000]);
  });

  it('clearing an item clears what is below it and keeps its parents and siblings', () => {
    const all = new Set(flattenRights(TREE).map((n) => n.itemId));
    const next = toggleRight(all, 103, false, index);
    expect([...next].sort((a, b) => a - b)).toEqual([1, 104, 1010]);
    expect(toggleRight(new Set([1, 103, 1001]), 999, false, index)).toEqual(new Set([1, 103, 1001]));
  });

  it('ticks an item whose whole subtree is held and half-ticks one holding part of it, whatever its own state', () => {
    const sorted = (r: { checked: number[]; halfChecked: number[] }) => ({ checked: [...r.checked].sort((a, b) => a - b), halfChecked: [...r.halfChecked].sort((a, b) => a - b) });
    // A page held without its folder (as the seed grants pages): the folder and the root are half-ticked.
    expect(sorted(shownChecks(TREE, new Set([1010])))).toEqual({ checked: [1010], halfChecked: [1, 104] });
    expect(sorted(shownChecks(TREE, new Set([1, 104, 1010])))).toEqual({ checked: [104, 1010], halfChecked: [1] });
    // A page held without its action is only part of its subtree.
    expect(sorted(shownChecks(TREE, new Set([1001])))).toEqual({ checked: [], halfChecked: [1, 103, 1001] });
    const all = new Set(flattenRights(TREE).map((n) => n.itemId));
    expect(sorted(shownChecks(TREE, all))).toEqual({ checked: [...all].sort((a, b) => a - b), halfChecked: [] });
    expect(shownChecks(TREE, new Set())).toEqual({ checked: [], halfChecked: [] });
  });

  it('finds items by their shown (translated) name too', () => {
    const shown = (n: RightNode) => (n.itemId === 1010 ? '登录日志' : n.name);
    expect([...matchingRights(TREE, '登录', shown)].sort((a, b) => a - b)).toEqual([1, 104, 1010]);
  });

  it('finds items by name, funLink or headApi, with their ancestors', () => {
    expect([...matchingRights(TREE, 'oauthService')].sort((a, b) => a - b)).toEqual([1, 103, 1001, 100_000]);
    expect([...matchingRights(TREE, 'loginlist')].sort((a, b) => a - b)).toEqual([1, 104, 1010]);
    expect(matchingRights(TREE, '  ').size).toBe(0);
  });
});
