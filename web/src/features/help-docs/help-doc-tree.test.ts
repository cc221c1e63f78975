import { describe, expect, it } from 'vitest';
import type { HelpDocNode } from '@tis/contracts';
import { buildHelpTree, flattenHelpTree, parentChoices, type ParentChoice } from './help-doc-tree';

const node = (id: string, parentId: string | null, title = id): HelpDocNode => ({ id, title, parentId, sortNo: 0, visible: 1 });
/** chapter A › section A1 › page A1a; chapter B › section B1; chapter C. */
const OUTLINE = [node('A', null), node('B', null), node('C', null), node('A1', 'A'), node('B1', 'B'), node('A1a', 'A1')];

function flat(choices: readonly ParentChoice[]): Record<string, boolean> {
  return Object.fromEntries(choices.flatMap((c) => [[c.value, c.disabled] as const, ...Object.entries(flat(c.children))]));
}

describe('help document trees', () => {
  it('nests the documents in the server’s order and reads them chapter by chapter', () => {
    const tree = buildHelpTree(OUTLINE);
    expect(tree.map((b) => b.node.id)).toEqual(['A', 'B', 'C']);
    expect(tree[0]?.children[0]?.children.map((b) => [b.node.id, b.level])).toEqual([['A1a', 3]]);
    expect(flattenHelpTree(tree).map((n) => n.id)).toEqual(['A', 'A1', 'A1a', 'B', 'B1', 'C']);
  });

  it('leaves out a document whose parent is not shown (a hidden chapter hides its sections)', () => {
    expect(flattenHelpTree(buildHelpTree([node('A1', 'A'), node('B', null)])).map((n) => n.id)).toEqual(['B']);
  });

  it('offers as parents only chapters and sections that keep a new document within three levels', () => {
    expect(flat(parentChoices(OUTLINE, null))).toEqual({ A: false, A1: false, A1a: true, B: false, B1: false, C: false });
  });

  it('never offers a document itself or what lies below it, and counts its own sub-documents', () => {
    // A1 has a page below it: it may go below a chapter only, never below itself or its page.
    expect(flat(parentChoices(OUTLINE, 'A1'))).toEqual({ A: false, A1: true, A1a: true, B: false, B1: true, C: false });
    // A has two levels below it: it stays a chapter.
    expect(Object.values(flat(parentChoices(OUTLINE, 'A'))).every((disabled) => disabled)).toBe(true);
  });
});
