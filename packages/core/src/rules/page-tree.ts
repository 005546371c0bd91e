// The tree of reference, FAQ and definition pages (authoring.md §2 "tree list"): each page names its parent.
// The server refuses a parent that would break the tree; the library's tree list and the reference viewer
// group pages by parent with the same functions.
import { message } from '../api/messages.ts';

export interface TreeNode {
  _id: string;
  parent: string | null;
}

export const PARENT_MISSING_MESSAGE = message('parentMissing');
export const PARENT_CYCLE_MESSAGE = message('parentCycle');

/**
 * Why `id` (null for a new page) may not hang from `parent` among `nodes`, or null when it may: the parent must
 * be one of the nodes, and must not be the page itself or lie beneath it.
 */
export const parentProblem = (
  nodes: readonly TreeNode[],
  id: string | null,
  parent: string | null,
): string | null => {
  if (parent === null) return null;
  const byId = new Map(nodes.map((node) => [node._id, node]));
  if (!byId.has(parent)) return PARENT_MISSING_MESSAGE;
  // Walk up from the parent; a tree stored with a loop (older data) stops after every node has been seen.
  const seen = new Set<string>();
  for (let at: string | null = parent; at !== null && !seen.has(at); at = byId.get(at)?.parent ?? null) {
    if (at === id) return PARENT_CYCLE_MESSAGE;
    seen.add(at);
  }
  return null;
};

/** Whether walking up from `node` comes back to it (a loop stored by older data). */
const inLoop = <T extends TreeNode>(node: T, byId: ReadonlyMap<string, T>) => {
  const seen = new Set<string>();
  for (let at = node.parent; at !== null && !seen.has(at); at = byId.get(at)?.parent ?? null) {
    if (at === node._id) return true;
    seen.add(at);
  }
  return false;
};

/**
 * Pages grouped by parent, each group in the given order; a page whose parent is not among the nodes (hidden,
 * archived, deleted) or that sits in a stored loop hangs from the root (null), so every page shows once.
 */
export const childrenByParent = <T extends TreeNode>(nodes: readonly T[]): Map<string | null, T[]> => {
  const byId = new Map(nodes.map((node) => [node._id, node]));
  const groups = new Map<string | null, T[]>();
  for (const node of nodes) {
    const parent = node.parent !== null && byId.has(node.parent) && !inLoop(node, byId) ? node.parent : null;
    const group = groups.get(parent);
    if (group) group.push(node);
    else groups.set(parent, [node]);
  }
  return groups;
};
