// A tutorial's sub-steps in reading order, and what the learner has done of each: the pure rules the tutorial
// page (BrickPage.tsx) walks by.
import type { LearnerAction, LearnerBrick } from '@brickyard/core';

export interface Leaf {
  step: LearnerBrick;
  sub: LearnerBrick;
}

export type Actions = Record<string, LearnerAction>;

/** Every sub-step in order, with its step; a step without sub-steps is its own sub-step. */
export const leavesOf = (project: LearnerBrick): Leaf[] =>
  project.bricks.flatMap((step) =>
    step.bricks.length > 0 ? step.bricks.map((sub) => ({ step, sub })) : [{ step, sub: step }],
  );

/** The learner's action on every brick of the tree that has one, by the brick's id. */
export const collectActions = (brick: LearnerBrick, into: Actions = {}): Actions => {
  if (brick.action) into[brick._id] = brick.action;
  for (const child of brick.bricks) collectActions(child, into);
  return into;
};

/** Where "next/next" resumes: the first sub-step not yet complete, else the first (undefined when none). */
export const resumeLeaf = (leaves: readonly Leaf[]): Leaf | undefined =>
  leaves.find((leaf) => !leaf.sub.action?.completed) ?? leaves[0];

/** A sub-step of the menu stays locked until started, but for the one shown; nothing is locked in preview. */
export const isLocked = (sub: LearnerBrick, actions: Actions, currentSub: string, preview: boolean) =>
  !preview && !actions[sub._id]?.started && sub._id !== currentSub;
