import {
  FEEDBACK_AT_MESSAGE,
  FEEDBACK_FORBIDDEN,
  FEEDBACK_SEEN_FORBIDDEN,
  NO_FEEDBACK,
} from '@brickyard/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  insertAchievements,
  insertSeedRows,
  loadSeedCourse,
  type SeedRow,
} from '../../db/seed/courses/load.ts';
import { nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { testCourse } from '../learn/test-course.ts';
import { loadMarking } from './marking.store.ts';

let h: Harness;
let rows: SeedRow[];
let schoolId: string;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let instructor: TestUser;
let pupil: TestUser;
let classmate: TestUser;
let classId: string;
let projectId: string;

const id = (kind: SeedRow['kind'], title: string) => {
  const row = rows.find((r) => r.kind === kind && r.title === title);
  if (!row) throw new Error(`no ${kind} called ${title}`);
  return row.id;
};
const courseId = () => id('courses', 'Test Course');
const tutorialId = () => id('bricks', 'First program');
const challengeId = () => id('challenges', 'Say hello');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as?: TestUser, payload?: object) =>
  h.request({ method, url, ...(as ? { as } : {}), ...(payload !== undefined ? { payload } : {}) });

type Path = 'tutorials' | 'challenges' | 'projects';
const mark = (path: Path, item: string, body: object, student = pupil, as = teacher) =>
  call('PUT', `/api/classes/${classId}/students/${student.id}/marking/${path}/${item}`, as, body);
const listOf = async (as: TestUser, who = 'me') => json(await call('GET', `/api/users/${who}/feedback`, as));
const feedbackUrl = (path: Path, item: string, who = 'me') => `/api/users/${who}/feedback/${path}/${item}`;
const seen = (path: Path, item: string, feedbackAt: unknown, as = pupil, who = 'me') =>
  call('PUT', `${feedbackUrl(path, item, who)}/seen`, as, { feedbackAt });

/** Waits until the clock has moved on a millisecond, so that feedback given next is later than any given before. */
const nextMillisecond = async () => {
  const now = nowIso();
  while (nowIso() === now) await new Promise((resolve) => setTimeout(resolve, 1));
};

/**
 * The teacher marks the tutorial's first step done (partial, 15 xp), with a preset sticker and a comment: new
 * feedback for the pupil. Returns the sticker.
 */
const giveTutorialFeedback = async () => {
  const view = json(
    await call(
      'GET',
      `/api/classes/${classId}/students/${pupil.id}/marking/tutorials/${tutorialId()}`,
      teacher,
    ),
  );
  const sticker = json(await call('GET', '/api/stickers', teacher)).items[0];
  const saved = await mark('tutorials', tutorialId(), {
    steps: [{ step: view.steps[0]._id, teacherMarkedComplete: true }],
    stickers: [sticker._id],
    comments: [{ text: 'Good start, Ada!' }],
  });
  expect(saved.statusCode).toBe(200);
  await nextMillisecond();
  return sticker;
};

// Shared and never changed by a test: the database, the seeded course and achievements, an admin.
beforeAll(async () => {
  h = await createHarness();
  const global = await h.environment({ name: 'Global', type: 'Community', global: true });
  schoolId = await h.environment({ name: 'Feedback School' });
  admin = await h.user({ roles: ['admin'] });
  const now = nowIso();
  rows = loadSeedCourse(testCourse);
  await insertSeedRows(h.db, rows, { communityId: global, authorId: null, now });
  await insertAchievements(h.db, now);
});
afterAll(() => h.close());

// Each test's own world, which it may change as it likes: a teacher's class on the test course (Ada, a classmate and
// an instructor), another teacher with a class of their own, and Ada's project for the challenge.
beforeEach(async () => {
  teacher = await h.user({ roles: ['teacher'], schoolId, firstName: 'Tess', lastName: 'Teacher' });
  otherTeacher = await h.user({ roles: ['teacher'], schoolId });
  instructor = await h.user({ roles: ['instructor'], schoolId });
  pupil = await h.user({ roles: ['student'], schoolId, firstName: 'Ada', lastName: 'Lovelace' });
  classmate = await h.user({ roles: ['student'], schoolId });
  classId = await h.classWith(teacher, [pupil, classmate], { instructors: [instructor] });
  await h.classWith(otherTeacher, []);
  await h.db
    .insertInto('class_courses')
    .values({ class_id: classId, course_id: courseId(), position: 0 })
    .execute();
  const project = await call('POST', '/api/projects', pupil, {
    name: 'My card',
    language: 'javascript',
    learningProject: challengeId(),
  });
  expect(project.statusCode).toBe(201);
  projectId = json(project)._id;
});

describe('a learner’s feedback', () => {
  it('needs a login (401); only the learner, their class’s teachers and instructors, and admins (403)', async () => {
    const urls = [`/api/users/${pupil.id}/feedback`, feedbackUrl('tutorials', tutorialId(), pupil.id)];
    for (const url of urls) {
      expect((await call('GET', url)).statusCode).toBe(401);
      for (const who of [classmate, otherTeacher]) {
        const refused = await call('GET', url, who);
        expect(refused.statusCode).toBe(403);
        expect(json(refused).message).toBe(FEEDBACK_FORBIDDEN);
      }
      for (const who of [pupil, teacher, instructor, admin])
        expect((await call('GET', url, who)).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/users/nobody/feedback', admin)).statusCode).toBe(404);
    expect((await call('GET', feedbackUrl('tutorials', 'x'.repeat(65)), pupil)).statusCode).toBe(400);
  });

  it('is empty before any marking; a tutorial’s card shows what a marking would give', async () => {
    expect(await listOf(pupil)).toEqual({ items: [], unseen: 0, xp: 0 });
    expect(json(await call('GET', feedbackUrl('tutorials', tutorialId()), pupil))).toEqual({
      kind: 'tutorial',
      marked: false,
      teacherAssessment: 'incomplete',
      xpAwarded: 0,
      xpValue: 30,
      stickers: [],
      comments: [],
      feedbackAt: null,
      seenAt: null,
      isNew: false,
    });
    expect(json(await call('GET', feedbackUrl('challenges', challengeId()), pupil)).xpValue).toBe(60);
  });

  it('shows a marking’s xp, stickers and comments to the learner as new, with the course that holds it', async () => {
    const sticker = await giveTutorialFeedback();

    const list = await listOf(pupil);
    expect(list.unseen).toBe(1);
    expect(list.xp).toBe(15);
    expect(list.items).toEqual([
      {
        kind: 'tutorial',
        item: { _id: tutorialId(), title: 'First program' },
        course: courseId(),
        teacherAssessment: 'partial',
        xpAwarded: 15,
        xpValue: 30,
        stickers: [expect.objectContaining({ _id: sticker._id })],
        comments: 1,
        feedbackAt: expect.any(String),
        isNew: true,
      },
    ]);
    const detail = json(await call('GET', feedbackUrl('tutorials', tutorialId()), pupil));
    expect(detail).toMatchObject({
      marked: true,
      teacherAssessment: 'partial',
      xpAwarded: 15,
      stickers: [{ _id: sticker._id }],
      comments: [{ text: 'Good start, Ada!', author: { _id: teacher.id, first_name: 'Tess' } }],
      feedbackAt: list.items[0].feedbackAt,
      seenAt: null,
      isNew: true,
    });
    expect(detail.comments[0]).not.toHaveProperty('canRemove');
    // The class's staff read the same, by the learner's id.
    expect((await listOf(instructor, pupil.id)).items).toEqual(list.items);
  });

  it('marks feedback seen for the learner alone, refusing bad input with a message and writing nothing', async () => {
    await giveTutorialFeedback();
    const { feedbackAt } = json(await call('GET', feedbackUrl('tutorials', tutorialId()), pupil));
    const url = `${feedbackUrl('tutorials', tutorialId())}/seen`;
    expect((await call('PUT', url, undefined, { feedbackAt })).statusCode).toBe(401);
    for (const who of [teacher, admin]) {
      const refused = await seen('tutorials', tutorialId(), feedbackAt, who, pupil.id);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(FEEDBACK_SEEN_FORBIDDEN);
    }
    expect((await seen('tutorials', tutorialId(), feedbackAt, classmate, pupil.id)).statusCode).toBe(403);
    for (const bad of [undefined, 'yesterday', 12, null]) {
      const refused = await seen('tutorials', tutorialId(), bad);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toContain(FEEDBACK_AT_MESSAGE);
    }
    const extra = await call('PUT', url, pupil, { feedbackAt, xp: 100 });
    expect(extra.statusCode).toBe(400);
    const none = await seen('challenges', challengeId(), feedbackAt);
    expect(none.statusCode).toBe(404);
    expect(json(none).message).toBe(NO_FEEDBACK);
    expect((await loadMarking(h.db, pupil.id, 'tutorial', tutorialId()))?.seenAt).toBeNull();
    expect((await listOf(pupil)).unseen).toBe(1);

    const done = await seen('tutorials', tutorialId(), feedbackAt);
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ unseen: 0 });
    expect((await loadMarking(h.db, pupil.id, 'tutorial', tutorialId()))?.seenAt).toBe(feedbackAt);
    const detail = json(await call('GET', feedbackUrl('tutorials', tutorialId()), pupil));
    expect(detail).toMatchObject({ isNew: false, seenAt: feedbackAt });
    expect((await listOf(pupil)).items[0].isNew).toBe(false);
  });

  it('is new again when a teacher gives more, not when they take a comment away; seen never runs ahead', async () => {
    // Feedback on the tutorial (partial, 15 xp) that the learner has seen.
    await giveTutorialFeedback();
    const given = json(await call('GET', feedbackUrl('tutorials', tutorialId()), pupil));
    expect(json(await seen('tutorials', tutorialId(), given.feedbackAt))).toEqual({ unseen: 0 });
    const before = json(await call('GET', feedbackUrl('tutorials', tutorialId()), pupil));
    const added = json(await mark('tutorials', tutorialId(), { comments: [{ text: 'Try step two.' }] }));
    const now = json(await call('GET', feedbackUrl('tutorials', tutorialId()), pupil));
    expect(now.isNew).toBe(true);
    expect(now.feedbackAt > before.feedbackAt).toBe(true);
    // Having seen only what was there before leaves the new comment new.
    expect(json(await seen('tutorials', tutorialId(), before.feedbackAt))).toEqual({ unseen: 1 });
    // A time ahead of the feedback counts only up to the feedback: what comes later is new.
    expect(json(await seen('tutorials', tutorialId(), '2999-01-01T00:00:00.000Z'))).toEqual({ unseen: 0 });
    expect((await loadMarking(h.db, pupil.id, 'tutorial', tutorialId()))?.seenAt).toBe(now.feedbackAt);

    const comment = added.marking.comments.find((c: { text: string }) => c.text === 'Try step two.');
    await mark('tutorials', tutorialId(), { removeComments: [comment._id] });
    expect(json(await call('GET', feedbackUrl('tutorials', tutorialId()), pupil)).isNew).toBe(false);
    // Marking the last step is news: complete, 15 more xp.
    const view = json(
      await call(
        'GET',
        `/api/classes/${classId}/students/${pupil.id}/marking/tutorials/${tutorialId()}`,
        teacher,
      ),
    );
    await mark('tutorials', tutorialId(), {
      steps: view.steps.map((s: { _id: string }) => ({ step: s._id, teacherMarkedComplete: true })),
    });
    const list = await listOf(pupil);
    expect(list).toMatchObject({ unseen: 1, xp: 30 });
    expect(list.items[0]).toMatchObject({ teacherAssessment: 'complete', xpAwarded: 30, isNew: true });
  });

  it('lists projects and challenges too, new first, and counts each learner’s own', async () => {
    // New feedback on the tutorial, given before the project's.
    await giveTutorialFeedback();
    await mark('projects', projectId, { comments: [{ text: 'Lovely colours.' }] });
    await mark('challenges', challengeId(), { comments: [{ text: 'Nice card!' }] }, classmate);
    const list = await listOf(pupil);
    expect(list.unseen).toBe(2);
    expect(list.items.map((i: { kind: string; isNew: boolean }) => [i.kind, i.isNew])).toEqual([
      ['project', true],
      ['tutorial', true],
    ]);
    expect(list.items[0]).toMatchObject({
      item: { _id: projectId, title: 'My card' },
      course: null,
      xpValue: 0,
      comments: 1,
    });
    expect((await listOf(classmate)).items.map((i: { kind: string }) => i.kind)).toEqual(['challenge']);
    const project = json(await call('GET', feedbackUrl('projects', projectId), pupil));
    expect(json(await seen('projects', projectId, project.feedbackAt))).toEqual({ unseen: 1 });
    // A save that gives nothing (an empty one) neither lists the work nor counts.
    await mark('challenges', challengeId(), {});
    expect((await listOf(pupil)).items).toHaveLength(2);
  });

  it('reads the list in a fixed number of queries, however much work is marked', async () => {
    // Two pieces of work marked already: the tutorial and the project.
    await giveTutorialFeedback();
    await mark('projects', projectId, { comments: [{ text: 'Lovely colours.' }] });
    const count = async () => (await h.queriesOf(() => call('GET', '/api/users/me/feedback', pupil))).length;
    // Warm: the library rows the list names are read once and then only checked.
    await count();
    const before = await count();
    await mark('challenges', challengeId(), { comments: [{ text: 'And the challenge!' }] });
    await count();
    expect((await listOf(pupil)).items).toHaveLength(3);
    expect(await count()).toBe(before);
  });
});
