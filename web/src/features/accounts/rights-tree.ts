import type { RightNode } from '@tis/contracts';

/** Every node of the tree, parents before children. */
export function flattenRights(nodes: readonly RightNode[]): RightNode[] {
  return nodes.flatMap((n) => [n, ...flattenRights(n.children)]);
}

export interface RightIndex {
  byId: Map<number, RightNode>;
  /** The parent of each item that has one in the tree. */
  parentOf: Map<number, number>;
}

export function indexRights(nodes: readonly RightNode[]): RightIndex {
  const byId = new Map<number, RightNode>();
  const parentOf = new Map<number, number>();
  for (const node of flattenRights(nodes)) {
    byId.set(node.itemId, node);
    for (const child of node.children) parentOf.set(child.itemId, node.itemId);
  }
  return { byId, parentOf };
}

function descendants(node: RightNode): number[] {
  return node.children.flatMap((c) => [c.itemId, ...descendants(c)]);
}

function ancestors(itemId: number, index: RightIndex): number[] {
  const found: number[] = [];
  let parent = index.parentOf.get(itemId);
  while (parent !== undefined && !found.includes(parent)) {
    found.push(parent);
    parent = index.parentOf.get(parent);
  }
  return found;
}

/**
 * The role's items after one box was ticked or cleared. A role holds exactly the items checked
 * (each item is its own right: a page above its actions, a folder above its pages), so the tree is
 * checked strictly (`shownChecks` draws a partly held parent half-ticked); for convenience ticking an item ticks everything below it and the items above it
 * (an action is of no use on a page the role cannot open), and clearing one clears everything below.
 */
export function toggleRight(checked: ReadonlySet<number>, itemId: number, on: boolean, index: RightIndex): Set<number> {
  const next = new Set(checked);
  const node = index.byId.get(itemId);
  if (!node) return next;
  const below = [itemId, ...descendants(node)];
  if (on) {
    for (const id of [...below, ...ancestors(itemId, index)]) next.add(id);
  } else {
    for (const id of below) next.delete(id);
  }
  return next;
}

/**
 * How the tree shows a role's items: ticked when the item and everything below it is held,
 * half-ticked when only part of it is (the item alone, or some items below it). Display only: the
 * role's items stay exactly `held`.
 */
export function shownChecks(nodes: readonly RightNode[], held: ReadonlySet<number>): { checked: number[]; halfChecked: number[] } {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  /** 'all', 'some' or 'none' of the node and its subtree is held. */
  const visit = (node: RightNode): 'all' | 'some' | 'none' => {
    const below = node.children.map(visit);
    const own = held.has(node.itemId);
    const state = own && below.every((b) => b === 'all') ? 'all' : own || below.some((b) => b !== 'none') ? 'some' : 'none';
    if (state === 'all') checked.push(node.itemId);
    else if (state === 'some') halfChecked.push(node.itemId);
    return state;
  };
  nodes.forEach(visit);
  return { checked, halfChecked };
}

/**
 * Nodes whose name, shown name (`shownName`: the translated title), funLink or headApi contains
 * the text, with their ancestors (to show the path).
 */
export function matchingRights(nodes: readonly RightNode[], text: string, shownName: (node: RightNode) => string = (n) => n.name): Set<number> {
  const needle = text.trim().toLowerCase();
  const shown = new Set<number>();
  if (!needle) return shown;
  const index = indexRights(nodes);
  for (const node of index.byId.values()) {
    const hay = `${node.name} ${shownName(node)} ${node.funLink} ${node.headApi ?? ''}`.toLowerCase();
    if (hay.includes(needle)) {
      shown.add(node.itemId);
      for (const id of ancestors(node.itemId, index)) shown.add(id);
    }
  }
  return shown;
}
