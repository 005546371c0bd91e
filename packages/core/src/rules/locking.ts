// What a learner may open on the course home (spec §4, "Course home locking"), as pure functions. DECISIONS.md
// keeps both readings at once: first whole stages unlock in turn, then, inside an unlocked stage, items wait
// for what comes before them. The server and the browser feed these the same facts and get the same answer.
import { STAGE_SECTION_ORDER } from '../constants.ts';

export type StageSection = (typeof STAGE_SECTION_ORDER)[number];

/** One item of a stage as locking sees it: whether the learner completed it, and what it requires. */
export interface LockItem {
  _id: string;
  /** Topic: introduction done; tutorial, challenge, quiz: a completion date (see the `*Complete` helpers). */
  complete: boolean;
  /** Tutorials: the topics whose introductions come first; challenges: the tutorials that come first. */
  requires?: readonly string[];
}

export type StageItems = Record<StageSection, readonly LockItem[]>;

export interface LockContext {
  /** Teachers, instructors and admins previewing (`?preview=true`): everything opens. */
  preview: boolean;
  /** Set by a teacher per student: everything opens except final quizzes and exams. */
  contentUnlocked: boolean;
}

export interface StageLocks {
  locked: boolean;
  items: Record<StageSection, boolean[]>;
}

/** "Complete" per kind (§4): a topic's introduction, a tutorial's, challenge's or quiz's completion date. */
export const topicComplete = (tracker: { introductionComplete?: boolean } | null | undefined) =>
  !!tracker?.introductionComplete;
export const datedComplete = (tracker: { dateCompleted?: string | null } | null | undefined) =>
  !!tracker?.dateCompleted;

/** The section that decides whether the next stage opens: the last one in §9 order that has items. */
export const decidingSection = (stage: StageItems): StageSection | null =>
  [...STAGE_SECTION_ORDER].reverse().find((section) => stage[section].length > 0) ?? null;

/**
 * Stage-level reading: the first stage is always open; a later one opens when every item of the highest
 * non-empty section of the stage before it is complete. Preview or `contentUnlocked` opens them all.
 */
export const unlockedStages = (stages: readonly StageItems[], ctx: LockContext): boolean[] =>
  stages.map((_, index) => {
    if (index === 0 || ctx.preview || ctx.contentUnlocked) return true;
    const previous = stages[index - 1]!;
    const section = decidingSection(previous);
    return section === null || previous[section].every((item) => item.complete);
  });

const allComplete = (items: readonly LockItem[]) => items.every((item) => item.complete);

/**
 * Item-level reading inside one stage (true = locked): topics wait for all intro quizzes; tutorials for their
 * required topics' introductions; challenges for their required tutorials; final quizzes and exams for all
 * challenges. Preview opens everything; `contentUnlocked` opens everything but final quizzes and exams.
 * `completed` holds every complete item of the course, so a requirement from an earlier stage counts.
 */
export const itemLocks = (
  stage: StageItems,
  ctx: LockContext,
  completed: ReadonlySet<string>,
): Record<StageSection, boolean[]> => {
  const bypass = ctx.preview || ctx.contentUnlocked;
  const requirementsMet = (item: LockItem) => (item.requires ?? []).every((id) => completed.has(id));
  const finalLocked = !ctx.preview && !allComplete(stage.challenges);
  const topicsLocked = !bypass && !allComplete(stage.introQuizzes);
  return {
    introQuizzes: stage.introQuizzes.map(() => false),
    topics: stage.topics.map(() => topicsLocked),
    tutorials: stage.tutorials.map((item) => !bypass && !requirementsMet(item)),
    challenges: stage.challenges.map((item) => !bypass && !requirementsMet(item)),
    finalQuizzes: stage.finalQuizzes.map(() => finalLocked),
    exams: stage.exams.map(() => finalLocked),
  };
};

/** Both readings together: a locked stage locks all its items; an open stage locks items by the item rules. */
export const courseLocks = (stages: readonly StageItems[], ctx: LockContext): StageLocks[] => {
  const completed = new Set(
    stages.flatMap((stage) =>
      STAGE_SECTION_ORDER.flatMap((section) => stage[section].filter((i) => i.complete).map((i) => i._id)),
    ),
  );
  const open = unlockedStages(stages, ctx);
  return stages.map((stage, index) => {
    const items = itemLocks(stage, ctx, completed);
    if (open[index]) return { locked: false, items };
    const all = Object.fromEntries(
      STAGE_SECTION_ORDER.map((section) => [section, stage[section].map(() => true)]),
    ) as Record<StageSection, boolean[]>;
    return { locked: true, items: all };
  });
};

/** A brick among its siblings, as "Got It!" sees it. */
export interface SiblingBrick {
  _id: string;
  checkmark: boolean;
  hasChildren: boolean;
}

/**
 * "Got It!" on the brick at `index` (spec §4, "Brick"): it is completed, and with it the siblings before it
 * that have neither a checkmark nor children, and, when no later sibling has a checkmark, the siblings after
 * it that have no children. Returns the ids to mark complete, in sibling order.
 */
export const bricksCompletedWith = (siblings: readonly SiblingBrick[], index: number): string[] => {
  if (index < 0 || index >= siblings.length) return [];
  const plain = (brick: SiblingBrick) => !brick.checkmark && !brick.hasChildren;
  const laterCheckmark = siblings.slice(index + 1).some((brick) => brick.checkmark);
  return siblings
    .filter((brick, position) => {
      if (position === index) return true;
      if (position < index) return plain(brick);
      return !laterCheckmark && !brick.hasChildren;
    })
    .map((brick) => brick._id);
};
