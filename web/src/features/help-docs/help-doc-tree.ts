import { HELP_DOC_MAX_DEPTH, type HelpDocNode } from '@tis/contracts';

/** A document with its sub-documents, in the order the server gave (sort number, then title). */
export interface HelpDocBranch {
  node: HelpDocNode;
  /** 1 for a chapter, 2 for a section, 3 below. */
  level: number;
  children: HelpDocBranch[];
}

/** The flat documents of a language as a tree; a document whose parent is not among them is left out (a hidden parent hides it). */
export function buildHelpTree(nodes: readonly HelpDocNode[]): HelpDocBranch[] {
  const byParent = new Map<string | null, HelpDocNode[]>();
  for (const node of nodes) byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node]);
  const grow = (parentId: string | null, level: number): HelpDocBranch[] =>
    level > HELP_DOC_MAX_DEPTH ? [] : (byParent.get(parentId) ?? []).map((node) => ({ node, level, children: grow(node.id, level + 1) }));
  return grow(null, 1);
}

/** The documents in reading order: a chapter, then its sections and their pages. */
export function flattenHelpTree(tree: readonly HelpDocBranch[]): HelpDocNode[] {
  return tree.flatMap((branch) => [branch.node, ...flattenHelpTree(branch.children)]);
}

/** How many levels lie below a document (0: none). */
function heightOf(branch: HelpDocBranch): number {
  return branch.children.length === 0 ? 0 : 1 + Math.max(...branch.children.map(heightOf));
}

function findBranch(tree: readonly HelpDocBranch[], id: string): HelpDocBranch | null {
  for (const branch of tree) {
    if (branch.node.id === id) return branch;
    const found = findBranch(branch.children, id);
    if (found) return found;
  }
  return null;
}

/** One choice of the parent select: disabled when the document may not go below it. */
export interface ParentChoice {
  value: string;
  title: string;
  disabled: boolean;
  children: ParentChoice[];
}

/**
 * The parents a document may take in its language's outline (the server checks the same): not
 * itself or what lies below it, and only where it and its sub-documents stay within three levels.
 */
export function parentChoices(outline: readonly HelpDocNode[], editing: string | null): ParentChoice[] {
  const tree = buildHelpTree(outline);
  const own = editing ? findBranch(tree, editing) : null;
  const height = own ? heightOf(own) : 0;
  const choose = (branches: readonly HelpDocBranch[], insideOwn: boolean): ParentChoice[] =>
    branches.map((branch) => {
      const inside = insideOwn || branch.node.id === editing;
      return { value: branch.node.id, title: branch.node.title, disabled: inside || branch.level + 1 + height > HELP_DOC_MAX_DEPTH, children: choose(branch.children, inside) };
    });
  return choose(tree, false);
}
