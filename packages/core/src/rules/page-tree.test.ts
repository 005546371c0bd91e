import { describe, expect, it } from 'vitest';
import {
  childrenByParent,
  PARENT_CYCLE_MESSAGE,
  PARENT_MISSING_MESSAGE,
  parentProblem,
} from './page-tree.ts';

const node = (_id: string, parent: string | null = null) => ({ _id, parent });
// root ─ a ─ b ─ c, and d at the root
const tree = [node('a'), node('b', 'a'), node('c', 'b'), node('d')];

describe('parentProblem', () => {
  it('allows the root and any page outside the moved one', () => {
    expect(parentProblem(tree, 'b', null)).toBeNull();
    expect(parentProblem(tree, 'b', 'd')).toBeNull();
    expect(parentProblem(tree, 'd', 'c')).toBeNull();
    expect(parentProblem(tree, null, 'c')).toBeNull();
  });
  it('refuses a parent that is not a page of the tree', () => {
    expect(parentProblem(tree, 'b', 'zzz')).toBe(PARENT_MISSING_MESSAGE);
    expect(parentProblem(tree, null, 'zzz')).toBe(PARENT_MISSING_MESSAGE);
  });
  it('refuses the page itself and the pages beneath it', () => {
    expect(parentProblem(tree, 'b', 'b')).toBe(PARENT_CYCLE_MESSAGE);
    expect(parentProblem(tree, 'a', 'c')).toBe(PARENT_CYCLE_MESSAGE);
    expect(parentProblem(tree, 'a', 'b')).toBe(PARENT_CYCLE_MESSAGE);
  });
  it('stops on a loop already stored', () => {
    const looped = [node('x', 'y'), node('y', 'x'), node('z')];
    expect(parentProblem(looped, 'z', 'x')).toBeNull();
  });
});

describe('childrenByParent', () => {
  it('groups pages under their parents in the given order', () => {
    const groups = childrenByParent(tree);
    expect(groups.get(null)?.map((n) => n._id)).toEqual(['a', 'd']);
    expect(groups.get('a')?.map((n) => n._id)).toEqual(['b']);
    expect(groups.get('b')?.map((n) => n._id)).toEqual(['c']);
    expect(groups.get('c')).toBeUndefined();
  });
  it('hangs pages with a missing parent, and pages in a loop, from the root', () => {
    const groups = childrenByParent([node('x', 'y'), node('y', 'x'), node('k', 'x'), node('o', 'gone')]);
    expect(groups.get(null)?.map((n) => n._id)).toEqual(['x', 'y', 'o']);
    expect(groups.get('x')?.map((n) => n._id)).toEqual(['k']);
  });
});
