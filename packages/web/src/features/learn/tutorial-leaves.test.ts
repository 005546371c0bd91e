// The tutorial page's walk: its sub-steps in order, where "next/next" resumes, which menu entries stay locked.
import type { LearnerAction, LearnerBrick } from '@brickyard/core';
import { describe, expect, it } from 'vitest';
import { collectActions, isLocked, leavesOf, resumeLeaf } from './tutorial-leaves.ts';

const action = (change: Partial<LearnerAction> = {}): LearnerAction => ({
  started: true,
  opened: true,
  completed: false,
  current_progress: 0,
  date_completed: null,
  ...change,
});

const brick = (_id: string, bricks: LearnerBrick[] = [], act: LearnerAction | null = null): LearnerBrick => ({
  _id,
  title: _id,
  pieces: [],
  instructions: '',
  hints: [],
  checkmark: false,
  solution: null,
  action: act,
  bricks,
});

const ids = (leaves: ReturnType<typeof leavesOf>) => leaves.map((l) => `${l.step._id}/${l.sub._id}`);

describe('leavesOf', () => {
  it('lists sub-steps in order, a step without sub-steps as its own', () => {
    const project = brick('p', [
      brick('s1', [brick('a'), brick('b')]),
      brick('s2'),
      brick('s3', [brick('c')]),
    ]);
    expect(ids(leavesOf(project))).toEqual(['s1/a', 's1/b', 's2/s2', 's3/c']);
  });

  it('has no leaves for a tutorial without steps', () => {
    expect(leavesOf(brick('p'))).toEqual([]);
  });
});

describe('collectActions', () => {
  it('gathers the action of every brick of the tree that has one', () => {
    const done = action({ completed: true });
    const project = brick('p', [brick('s1', [brick('a', [], done), brick('b')]), brick('s2')], action());
    expect(collectActions(project)).toEqual({ p: action(), a: done });
  });
});

describe('resumeLeaf', () => {
  it('resumes at the first sub-step not yet complete', () => {
    const leaves = leavesOf(
      brick('p', [brick('s1', [brick('a', [], action({ completed: true })), brick('b', [], action())])]),
    );
    expect(resumeLeaf(leaves)?.sub._id).toBe('b');
  });

  it('goes back to the first when all are complete, and finds none in an empty tutorial', () => {
    const leaves = leavesOf(
      brick('p', [brick('a', [], action({ completed: true })), brick('b', [], action({ completed: true }))]),
    );
    expect(resumeLeaf(leaves)?.sub._id).toBe('a');
    expect(resumeLeaf([])).toBeUndefined();
  });
});

describe('isLocked', () => {
  const sub = brick('b');
  it('locks a sub-step not started, unless it is the one shown', () => {
    expect(isLocked(sub, {}, 'a', false)).toBe(true);
    expect(isLocked(sub, {}, 'b', false)).toBe(false);
    expect(isLocked(sub, { b: action({ started: true }) }, 'a', false)).toBe(false);
  });

  it('locks nothing in preview', () => {
    expect(isLocked(sub, {}, 'a', true)).toBe(false);
  });
});
