import { describe, expect, it } from 'vitest';
import {
  bricksCompletedWith,
  courseLocks,
  datedComplete,
  decidingSection,
  itemLocks,
  type LockContext,
  type LockItem,
  type StageItems,
  topicComplete,
  unlockedStages,
} from './locking.ts';

const LEARNER: LockContext = { preview: false, contentUnlocked: false };
const PREVIEW: LockContext = { preview: true, contentUnlocked: false };
const UNLOCKED: LockContext = { preview: false, contentUnlocked: true };

const done = (_id: string, requires?: string[]): LockItem => ({ _id, complete: true, requires });
const todo = (_id: string, requires?: string[]): LockItem => ({ _id, complete: false, requires });

const stage = (items: Partial<StageItems> = {}): StageItems => ({
  introQuizzes: [],
  topics: [],
  tutorials: [],
  challenges: [],
  finalQuizzes: [],
  exams: [],
  ...items,
});

describe('complete, per kind', () => {
  it('a topic counts once its introduction is done; the others once they have a completion date', () => {
    expect(topicComplete({ introductionComplete: true })).toBe(true);
    expect(topicComplete({ introductionComplete: false })).toBe(false);
    expect(topicComplete(null)).toBe(false);
    expect(datedComplete({ dateCompleted: '2026-11-22T10:00:00.000Z' })).toBe(true);
    expect(datedComplete({ dateCompleted: null })).toBe(false);
    expect(datedComplete(undefined)).toBe(false);
  });
});

describe('decidingSection', () => {
  it('is the last non-empty section in the order of §9, exams after final quizzes', () => {
    expect(decidingSection(stage({ topics: [todo('t')], challenges: [todo('c')] }))).toBe('challenges');
    expect(decidingSection(stage({ finalQuizzes: [todo('f')], exams: [todo('e')] }))).toBe('exams');
    expect(decidingSection(stage({ introQuizzes: [todo('q')] }))).toBe('introQuizzes');
    expect(decidingSection(stage())).toBeNull();
  });
});

describe('unlockedStages (stage-level reading)', () => {
  it('always opens the first stage, even with nothing done', () => {
    expect(unlockedStages([stage({ topics: [todo('a')] })], LEARNER)).toEqual([true]);
  });

  it('opens a stage once every item of the highest non-empty section before it is complete', () => {
    const first = stage({ topics: [todo('t1')], finalQuizzes: [done('f1'), done('f2')] });
    expect(unlockedStages([first, stage()], LEARNER)).toEqual([true, true]);
  });

  it('keeps it closed while one item of that section is not complete, whatever else is done', () => {
    const first = stage({
      topics: [done('t1')],
      challenges: [done('c1')],
      finalQuizzes: [done('f1'), todo('f2')],
    });
    expect(unlockedStages([first, stage()], LEARNER)).toEqual([true, false]);
  });

  it('only looks at the stage just before: a closed stage keeps the next closed too', () => {
    const stages = [stage({ challenges: [todo('c1')] }), stage({ challenges: [todo('c2')] }), stage()];
    expect(unlockedStages(stages, LEARNER)).toEqual([true, false, false]);
  });

  it('opens a stage that follows an empty one', () => {
    expect(unlockedStages([stage(), stage({ topics: [todo('t')] })], LEARNER)).toEqual([true, true]);
  });

  it('opens every stage in preview and with contentUnlocked', () => {
    const stages = [stage({ challenges: [todo('c1')] }), stage({ challenges: [todo('c2')] }), stage()];
    expect(unlockedStages(stages, PREVIEW)).toEqual([true, true, true]);
    expect(unlockedStages(stages, UNLOCKED)).toEqual([true, true, true]);
  });
});

describe('itemLocks (item-level reading inside a stage)', () => {
  const none = new Set<string>();

  it('never locks intro quizzes', () => {
    expect(itemLocks(stage({ introQuizzes: [todo('q1'), todo('q2')] }), LEARNER, none).introQuizzes).toEqual([
      false,
      false,
    ]);
  });

  it('locks topics until every intro quiz is done', () => {
    const waiting = stage({ introQuizzes: [done('q1'), todo('q2')], topics: [todo('t1'), todo('t2')] });
    expect(itemLocks(waiting, LEARNER, none).topics).toEqual([true, true]);
    const ready = stage({ introQuizzes: [done('q1'), done('q2')], topics: [todo('t1')] });
    expect(itemLocks(ready, LEARNER, none).topics).toEqual([false]);
    expect(itemLocks(stage({ topics: [todo('t1')] }), LEARNER, none).topics).toEqual([false]);
  });

  it("locks a tutorial until its required topics' introductions are done, each tutorial on its own", () => {
    const s = stage({ tutorials: [todo('tu1', ['t1']), todo('tu2', ['t1', 't2']), todo('tu3')] });
    expect(itemLocks(s, LEARNER, new Set(['t1'])).tutorials).toEqual([false, true, false]);
    expect(itemLocks(s, LEARNER, new Set(['t1', 't2'])).tutorials).toEqual([false, false, false]);
  });

  it('locks a challenge until its required tutorials are done', () => {
    const s = stage({ challenges: [todo('c1', ['tu1']), todo('c2', [])] });
    expect(itemLocks(s, LEARNER, none).challenges).toEqual([true, false]);
    expect(itemLocks(s, LEARNER, new Set(['tu1'])).challenges).toEqual([false, false]);
  });

  it('locks final quizzes and exams until every challenge of the stage is done', () => {
    const waiting = stage({
      challenges: [done('c1'), todo('c2')],
      finalQuizzes: [todo('f')],
      exams: [todo('e')],
    });
    expect(itemLocks(waiting, LEARNER, none)).toMatchObject({ finalQuizzes: [true], exams: [true] });
    const ready = stage({
      challenges: [done('c1'), done('c2')],
      finalQuizzes: [todo('f')],
      exams: [todo('e')],
    });
    expect(itemLocks(ready, LEARNER, none)).toMatchObject({ finalQuizzes: [false], exams: [false] });
  });

  it('opens everything in preview, final quizzes included', () => {
    const s = stage({
      introQuizzes: [todo('q')],
      topics: [todo('t')],
      tutorials: [todo('tu', ['t'])],
      challenges: [todo('c', ['tu'])],
      finalQuizzes: [todo('f')],
      exams: [todo('e')],
    });
    expect(itemLocks(s, PREVIEW, none)).toEqual({
      introQuizzes: [false],
      topics: [false],
      tutorials: [false],
      challenges: [false],
      finalQuizzes: [false],
      exams: [false],
    });
  });

  it('opens everything but final quizzes and exams with contentUnlocked', () => {
    const s = stage({
      introQuizzes: [todo('q')],
      topics: [todo('t')],
      tutorials: [todo('tu', ['t'])],
      challenges: [todo('c', ['tu'])],
      finalQuizzes: [todo('f')],
      exams: [todo('e')],
    });
    expect(itemLocks(s, UNLOCKED, none)).toEqual({
      introQuizzes: [false],
      topics: [false],
      tutorials: [false],
      challenges: [false],
      finalQuizzes: [true],
      exams: [true],
    });
  });
});

describe('courseLocks (both readings together)', () => {
  it('locks every item of a closed stage, and counts requirements met in earlier stages', () => {
    const first = stage({
      topics: [done('t1')],
      tutorials: [done('tu1', ['t1'])],
      challenges: [todo('c1', ['tu1'])],
    });
    const second = stage({ tutorials: [todo('tu2', ['t1'])] });
    const locks = courseLocks([first, second], LEARNER);
    expect(locks[0]).toEqual({
      locked: false,
      items: {
        introQuizzes: [],
        topics: [false],
        tutorials: [false],
        challenges: [false],
        finalQuizzes: [],
        exams: [],
      },
    });
    expect(locks[1]).toMatchObject({ locked: true, items: { tutorials: [true] } });

    const finished = stage({ ...first, challenges: [done('c1', ['tu1'])] });
    const later = courseLocks([finished, second], LEARNER);
    // The second stage's tutorial needs the topic of the first stage, which is done.
    expect(later[1]).toMatchObject({ locked: false, items: { tutorials: [false] } });
  });

  it('with contentUnlocked, opens later stages but keeps their final quizzes waiting for the challenges', () => {
    const locks = courseLocks(
      [stage({ challenges: [todo('c1')] }), stage({ challenges: [todo('c2')], finalQuizzes: [todo('f2')] })],
      UNLOCKED,
    );
    expect(locks[1]).toMatchObject({ locked: false, items: { challenges: [false], finalQuizzes: [true] } });
  });
});

describe('bricksCompletedWith (the sibling rule of "Got It!")', () => {
  const brick = (_id: string, checkmark = false, hasChildren = false) => ({ _id, checkmark, hasChildren });

  it('completes the brick and the plain siblings before it, not those with a checkmark or children', () => {
    const siblings = [brick('a'), brick('b', true), brick('c', false, true), brick('d'), brick('e', true)];
    // A later checkmark (e) exists, so nothing after d is completed with it.
    expect(bricksCompletedWith(siblings, 3)).toEqual(['a', 'd']);
  });

  it('completes the following siblings too when no later one has a checkmark, except those with children', () => {
    const siblings = [brick('a'), brick('b', true), brick('c'), brick('d', false, true), brick('e')];
    expect(bricksCompletedWith(siblings, 1)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('completes only itself when it is alone, and nothing for a position that does not exist', () => {
    expect(bricksCompletedWith([brick('solo', true)], 0)).toEqual(['solo']);
    expect(bricksCompletedWith([brick('a')], 3)).toEqual([]);
  });
});
