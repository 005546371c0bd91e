import { STAGE_SECTION_KIND } from '@brickyard/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { javascriptCourse } from '../../db/seed/courses/javascript.ts';
import {
  insertAchievements,
  insertSeedRows,
  loadSeedCourse,
  type SeedRow,
} from '../../db/seed/courses/load.ts';
import { nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { testCourse } from './test-course.ts';

let h: Harness;
let rows: SeedRow[];
let otherRows: SeedRow[];
let teacher: TestUser;
let outsiderTeacher: TestUser;
let creator: TestUser;
let admin: TestUser;
let schoolId: string;
let globalCommunity: string;

const id = (kind: SeedRow['kind'], title: string, from = rows) => {
  const row = from.find((r) => r.kind === kind && r.title === title);
  if (!row) throw new Error(`no ${kind} called ${title}`);
  return row.id;
};
/** The course of `from`: the shared test course, or a copy a test made with `ownCourse`. */
const courseId = (from = rows) => from.find((r) => r.kind === 'courses')!.id;
const optionId = (question: string, text: string) => {
  const q = rows.find((r) => r.kind === 'questions' && r.title === question)!;
  return (q.body.fieldOptions as { _id: string; data: { text: string } }[]).find((o) => o.data.text === text)!
    ._id;
};

/**
 * A copy of the test course of a test's own, for tests that change the course or its items (the shared one is
 * only read). Without the reference pages, which other tests here count.
 */
const ownCourse = async () => {
  const copy = loadSeedCourse({
    ...testCourse,
    title: { en: 'Own Course', ar: 'Own Course (ar)', it: 'Own Course (it)', de: 'Own Course (de)' },
  }).filter((r) => r.kind !== 'references');
  await insertSeedRows(h.db, copy, { communityId: globalCommunity, authorId: null, now: nowIso() });
  return copy;
};

/** A fresh student in the school, following the test course (or the copy `from`). */
const learner = async (from = rows) => {
  const user = await h.user({ roles: ['student'], schoolId });
  await h.classWith(teacher, [user]);
  const response = await h.request({
    method: 'PUT',
    url: '/api/users/me/update-course',
    as: user,
    payload: { currentCourse: courseId(from) },
  });
  expect(response.statusCode).toBe(200);
  return user;
};

const home = async (user: TestUser, query = '', from = rows) => {
  const response = await h.request({
    method: 'GET',
    url: `/api/courses/${courseId(from)}/home${query}`,
    as: user,
  });
  expect(response.statusCode).toBe(200);
  return json(response);
};

const open = (user: TestUser, assessment: string, query = '', from = rows) =>
  h.request({
    method: 'GET',
    url: `/api/learn/assessments/${id('assessments', assessment, from)}${query}`,
    as: user,
  });

const answer = (user: TestUser, assessment: string, question: string, payload: object, query = '') =>
  h.request({
    method: 'POST',
    url: `/api/learn/assessments/${id('assessments', assessment)}/answers${query}`,
    as: user,
    payload: { question: id('questions', question), answer: payload },
  });

type CourseBody = Record<string, unknown> & { stages: Record<string, unknown>[] };

/** Runs `check` while the course of `from` has the body `change(body)`, saved as a new version; then puts it back. */
const withCourse = async (
  from: SeedRow[],
  change: (body: CourseBody) => object,
  check: () => Promise<void>,
) => {
  const row = await h.db
    .selectFrom('content')
    .select(['body', 'version'])
    .where('id', '=', courseId(from))
    .executeTakeFirstOrThrow();
  const write = (body: string, version: number) =>
    h.db
      .updateTable('content')
      .set({ body, version, updated_at: new Date(Date.now() + 120_000).toISOString() })
      .where('id', '=', courseId(from))
      .execute();
  await write(JSON.stringify(change(JSON.parse(row.body) as CourseBody)), row.version + 1);
  try {
    await check();
  } finally {
    await write(row.body, row.version + 2);
  }
};

const xpOf = async (user: TestUser) =>
  json(await h.request({ method: 'GET', url: '/api/users/me', as: user })).xp;

/** Works through the intro quiz of stage 1 with right answers. */
const passIntro = async (user: TestUser) => {
  expect((await open(user, 'Warm-up quiz')).statusCode).toBe(200);
  await answer(user, 'Warm-up quiz', 'Pick B', { option: optionId('Pick B', 'B') });
  const last = await answer(user, 'Warm-up quiz', 'Pick the vowels', {
    options: [optionId('Pick the vowels', 'a'), optionId('Pick the vowels', 'e')],
  });
  return json(last);
};

const passLesson = async (user: TestUser) => {
  expect((await open(user, 'Output lesson')).statusCode).toBe(200);
  await answer(user, 'Output lesson', 'Read this', {});
  return json(await answer(user, 'Output lesson', 'Name the function', { text: ' console.log ' }));
};

const tutorialId = () => id('bricks', 'First program');
const brick = (title: string) => id('bricks', title);
const brickEvent = (user: TestUser, event: 'open' | 'complete', title: string, query = '') =>
  h.request({
    method: 'POST',
    url: `/api/learn/bricks/${tutorialId()}/${event}${query}`,
    as: user,
    payload: { brick: brick(title) },
  });

const finishTutorial = async (user: TestUser) => {
  for (const title of ['Read', 'Type', 'Run']) {
    expect((await brickEvent(user, 'open', title)).statusCode).toBe(200);
    expect((await brickEvent(user, 'complete', title)).statusCode).toBe(200);
  }
};

const challengeUrl = () => `/api/learn/challenges/${id('challenges', 'Say hello')}`;
const itemIds = async (user: TestUser) =>
  json(await h.request({ method: 'GET', url: challengeUrl(), as: user })).decomposition.map(
    (d: { _id: string }) => d._id,
  );

beforeAll(async () => {
  h = await createHarness();
  globalCommunity = await h.environment({ name: 'Global', type: 'Community', global: true });
  schoolId = await h.environment({ name: 'Learner School' });
  const otherSchool = await h.environment({ name: 'Other School' });
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'], schoolId });
  outsiderTeacher = await h.user({ roles: ['teacher'], schoolId: otherSchool });
  creator = await h.user({
    roles: ['contentCreator'],
    communityId: globalCommunity,
    environmentRoles: [{ environmentId: globalCommunity, role: 'contentCreator' }],
  });
  const now = nowIso();
  rows = loadSeedCourse(testCourse);
  await insertSeedRows(h.db, rows, { communityId: globalCommunity, authorId: null, now });
  otherRows = loadSeedCourse({ ...testCourse, title: { ...testCourse.title, en: 'Other School Course' } });
  await insertSeedRows(h.db, otherRows, { communityId: otherSchool, authorId: null, now });
  await insertAchievements(h.db, now);
});
afterAll(() => h.close());

describe('GET /api/courses/{id}/home', () => {
  it('needs a login (401)', async () => {
    expect((await h.request({ method: 'GET', url: `/api/courses/${courseId()}/home` })).statusCode).toBe(401);
  });

  it('refuses a course of another school (403) and one that does not exist (404)', async () => {
    const pupil = await learner();
    const other = id('courses', 'Other School Course', otherRows);
    const refused = await h.request({ method: 'GET', url: `/api/courses/${other}/home`, as: pupil });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('That course is not available to you');
    expect((await h.request({ method: 'GET', url: '/api/courses/nope/home', as: pupil })).statusCode).toBe(
      404,
    );
  });

  it('asks a learner without a course to pick one (400), and rejects a bad preview value', async () => {
    const fresh = await h.user({ roles: ['student'], schoolId });
    const response = await h.request({ method: 'GET', url: '/api/courses/current/home', as: fresh });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Pick a course first');
    const bad = await h.request({
      method: 'GET',
      url: `/api/courses/${courseId()}/home?preview=yes`,
      as: fresh,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('opens stage 1 with topics waiting for the intro quiz, and keeps stage 2 locked', async () => {
    const pupil = await learner();
    const course = await home(pupil);
    expect(course).toMatchObject({ title: 'Test Course', colour: '#1e6fd9', preview: false });
    const [first, second] = course.stages;
    expect(first.locked).toBe(false);
    expect(first.sections.introQuizzes[0]).toMatchObject({
      title: 'Warm-up quiz',
      locked: false,
      complete: false,
      xp: 15,
    });
    expect(first.sections.topics[0]).toMatchObject({ title: 'Output', locked: true });
    expect(first.sections.topics[0].conceptIntro).toMatchObject({ xp: 10, complete: false });
    expect(first.sections.tutorials[0]).toMatchObject({
      title: 'First program',
      locked: true,
      requires: ['Output'],
    });
    expect(first.sections.finalQuizzes[0].locked).toBe(true);
    expect(second.locked).toBe(true);
    expect(second.sections.introQuizzes[0].locked).toBe(true);
  });

  it('shows titles in the learner’s locale where a translation exists', async () => {
    const pupil = await learner();
    await h.request({ method: 'PUT', url: '/api/users/me/locale', as: pupil, payload: { locale: 'de' } });
    const course = await home(pupil);
    expect(course.title).toBe('Testkurs');
    expect(course.stages.map((s: { title: string }) => s.title)).toEqual([
      'Erste Stufe',
      'Second stage (de)',
    ]);
    expect(course.stages[0].sections.introQuizzes[0].title).toBe('Warm-up quiz');
    const list = json(await h.request({ method: 'GET', url: '/api/courses?draft=false', as: pupil }));
    expect(list.items.map((c: { title: string }) => c.title)).toContain('Testkurs');
  });

  it('opens everything for a teacher in preview, but a student asking for preview gets none', async () => {
    const previewed = await home(teacher, '?preview=true');
    expect(previewed.preview).toBe(true);
    expect(previewed.stages[1].locked).toBe(false);
    expect(previewed.stages[0].sections.finalQuizzes[0].locked).toBe(false);
    const pupil = await learner();
    const asked = await home(pupil, '?preview=true');
    expect(asked.preview).toBe(false);
    expect(asked.stages[1].locked).toBe(true);
  });

  it('lets an author preview the course, and contentUnlocked opens all but the final quiz', async () => {
    expect((await home(creator, '?preview=true')).preview).toBe(true);
    const pupil = await learner();
    const unlocked = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}/unlockContent`,
      as: teacher,
    });
    expect(unlocked.statusCode).toBe(200);
    const course = await home(pupil);
    expect(course.stages[1].locked).toBe(false);
    expect(course.stages[0].sections.topics[0].locked).toBe(false);
    expect(course.stages[0].sections.finalQuizzes[0].locked).toBe(true);
  });
});

describe('the course home query count', () => {
  it('is the same for a small course and one more than twice its size, read cold or warm', async () => {
    const global = (
      await h.db
        .selectFrom('content')
        .select('community_id')
        .where('id', '=', courseId())
        .executeTakeFirstOrThrow()
    ).community_id;
    // The demo course without its reference pages, which other tests here count.
    const big = loadSeedCourse(javascriptCourse).filter((r) => r.kind !== 'references');
    await insertSeedRows(h.db, big, { communityId: global, authorId: null, now: nowIso() });
    const bigId = big.find((r) => r.kind === 'courses')!.id;
    // A fresh copy of the small course, so that both are read for the first time.
    const copy = loadSeedCourse({ ...testCourse, title: { ...testCourse.title, en: 'Small Copy' } }).filter(
      (r) => r.kind !== 'references',
    );
    await insertSeedRows(h.db, copy, { communityId: global, authorId: null, now: nowIso() });
    const smallId = copy.find((r) => r.kind === 'courses')!.id;
    const pupil = await learner();
    const measure = async (course: string) => {
      const url = `/api/courses/${course}/home`;
      let items = 0;
      const cold = await h.queriesOf(async () => {
        const response = await h.request({ method: 'GET', url, as: pupil });
        expect(response.statusCode).toBe(200);
        for (const stage of json(response).stages)
          for (const list of Object.values(stage.sections)) items += (list as unknown[]).length;
      });
      const warm = await h.queriesOf(() => h.request({ method: 'GET', url, as: pupil }));
      return { items, cold: cold.length, warm: warm.length };
    };
    const small = await measure(smallId);
    const large = await measure(bigId);
    expect(large.items).toBeGreaterThan(2 * small.items);
    expect(large.cold).toBe(small.cold);
    expect(large.warm).toBe(small.warm);
    // The user, the course's stamp, the global communities, the items' stamp, the learner's progress stamp
    // (the trackers are not read again while it stands); read cold, the course and the items are fetched once
    // more each, the items' own stamps checked, and the trackers read.
    expect(small.warm).toBe(5);
    expect(small.cold).toBe(9);
  });
});

describe("a learner's home built again", () => {
  const trackersRead = (queries: string[]) => queries.filter((q) => /from "trackers"/.test(q)).length;
  const topicComplete = async (pupil: TestUser) =>
    (await home(pupil)).stages[0].sections.topics[0].conceptIntro.complete;

  it('whenever any write touches their trackers, even one made outside the server', async () => {
    const pupil = await learner();
    await passIntro(pupil);
    const topic = id('topics', 'Output');
    expect(await topicComplete(pupil)).toBe(false);
    // Unchanged progress: the home is served without reading the trackers again.
    expect(trackersRead(await h.queriesOf(() => home(pupil)))).toBe(0);
    const now = nowIso();
    await h.db
      .insertInto('trackers')
      .values({
        id: `t-${pupil.id}`,
        user_id: pupil.id,
        kind: 'topic',
        subject_id: topic,
        completed: 0,
        date_completed: null,
        body: JSON.stringify({ introductionComplete: true }),
        progress: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(trackersRead(await h.queriesOf(async () => expect(await topicComplete(pupil)).toBe(true)))).toBe(
      1,
    );
    for (const introduced of [false, true]) {
      await h.db
        .updateTable('trackers')
        .set({ body: JSON.stringify({ introductionComplete: introduced }) })
        .where('id', '=', `t-${pupil.id}`)
        .execute();
      expect(await topicComplete(pupil)).toBe(introduced);
    }
    await h.db.deleteFrom('trackers').where('id', '=', `t-${pupil.id}`).execute();
    expect(await topicComplete(pupil)).toBe(false);
  });

  it('when their content is unlocked, and never from another learner', async () => {
    const pupil = await learner();
    const other = await learner();
    await passIntro(other);
    expect((await home(other)).stages[0].sections.topics[0].locked).toBe(false);
    expect((await home(pupil)).stages[1].locked).toBe(true);
    expect((await home(pupil)).stages[0].sections.topics[0].locked).toBe(true);
    const unlocked = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}/unlockContent`,
      as: teacher,
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await home(pupil)).stages[1].locked).toBe(false);
  });

  it('when the course changes, and read inside a transaction never from what was kept', async () => {
    const course = await ownCourse();
    const pupil = await learner(course);
    const before = await home(pupil, '', course);
    await withCourse(
      course,
      (body) => ({ ...body, colour: '#008060' }),
      async () => expect((await home(pupil, '', course)).colour).toBe('#008060'),
    );
    expect((await home(pupil, '', course)).colour).toBe(before.colour);
    // Opening a quiz reads the home inside its transaction: the trackers are read there, whatever is kept.
    const queries = await h.queriesOf(() => open(pupil, 'Warm-up quiz', '', course));
    expect(trackersRead(queries)).toBe(1);
  });
});

describe('a pathway course', () => {
  it("shows each stage's one content list sorted into the sections, and opens its items", async () => {
    const course = await ownCourse();
    const pupil = await learner(course);
    const before = await home(pupil, '', course);
    const sections = (stage: { sections: Record<string, { _id: string }[]> }) =>
      Object.fromEntries(
        Object.entries(stage.sections).map(([name, list]) => [name, list.map((i) => i._id)]),
      );
    const pathway = (body: CourseBody) => ({
      ...body,
      pathway: true,
      stages: body.stages.map((stage) => ({
        ...stage,
        // The lists emptied: only the content list tells what the stage holds.
        ...Object.fromEntries(Object.keys(STAGE_SECTION_KIND).map((list) => [list, []])),
        content: Object.entries(STAGE_SECTION_KIND).flatMap(([list, kind]) =>
          ((stage[list] as string[] | undefined) ?? []).map((_id) => ({ kind, _id })),
        ),
      })),
    });
    await withCourse(course, pathway, async () => {
      const after = await home(pupil, '', course);
      expect(after.stages.map(sections)).toEqual(before.stages.map(sections));
      expect((await open(pupil, 'Warm-up quiz', '', course)).statusCode).toBe(200);
    });
  });
});

describe('library rows read again', () => {
  // The server keeps parsed library rows per process; a saved change must show at once all the same.
  // Each save moves the update time on by a second: two saves in the same millisecond would leave a row's
  // version and update time both as they were, and then nothing tells the row changed.
  let clock = Date.now() + 60_000;
  const later = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };
  const saveTitle = async (rowId: string, title: string, bump: boolean) => {
    const row = await h.db
      .selectFrom('content')
      .select(['body', 'version'])
      .where('id', '=', rowId)
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable('content')
      .set({
        body: JSON.stringify({ ...JSON.parse(row.body), title }),
        version: bump ? row.version + 1 : row.version,
        updated_at: later(),
      })
      .where('id', '=', rowId)
      .execute();
  };
  const itemTitles = async (user: TestUser, from: SeedRow[]) =>
    (await home(user, '', from)).stages[0].sections.introQuizzes.map((i: { title: string }) => i.title);

  // Each test changes the course or its items: each has a course of its own.
  it('shows an item saved with a new version, and one whose update time alone moved', async () => {
    const course = await ownCourse();
    const pupil = await learner(course);
    const quiz = id('assessments', 'Warm-up quiz', course);
    expect(await itemTitles(pupil, course)).toEqual(['Warm-up quiz']);
    await saveTitle(quiz, 'Warm-up quiz, renamed', true);
    expect(await itemTitles(pupil, course)).toEqual(['Warm-up quiz, renamed']);
    await saveTitle(quiz, 'Warm-up quiz, again', false);
    expect(await itemTitles(pupil, course)).toEqual(['Warm-up quiz, again']);
    await saveTitle(quiz, 'Warm-up quiz', true);
    expect(await itemTitles(pupil, course)).toEqual(['Warm-up quiz']);
  });

  it('shows a renamed stage and a new item translation, in each locale', async () => {
    const course = await ownCourse();
    const pupil = await learner(course);
    const renamed = (body: CourseBody) => ({
      ...body,
      stages: body.stages.map((stage, n) => (n === 0 ? { ...stage, title: 'The very first stage' } : stage)),
    });
    await withCourse(course, renamed, async () =>
      expect((await home(pupil, '', course)).stages[0].title).toBe('The very first stage'),
    );
    const quiz = id('assessments', 'Warm-up quiz', course);
    const row = await h.db
      .selectFrom('content')
      .select(['version'])
      .where('id', '=', quiz)
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable('content')
      .set({ translations: JSON.stringify({ de: { title: 'Aufwärmquiz' } }), version: row.version + 1 })
      .where('id', '=', quiz)
      .execute();
    expect(await itemTitles(pupil, course)).toEqual(['Warm-up quiz']);
    await h.db.updateTable('users').set({ locale: 'de' }).where('id', '=', pupil.id).execute();
    expect(await itemTitles(pupil, course)).toEqual(['Aufwärmquiz']);
  });
});

describe('assessments', () => {
  it('needs a login (401) and refuses what is locked (403) or not in the course (403)', async () => {
    expect(
      (await h.request({ method: 'GET', url: `/api/learn/assessments/${id('assessments', 'Warm-up quiz')}` }))
        .statusCode,
    ).toBe(401);
    const pupil = await learner();
    const locked = await open(pupil, 'Stage one quiz');
    expect(locked.statusCode).toBe(403);
    expect(json(locked).message).toBe('Finish what comes before this first');
    const other = await h.request({
      method: 'GET',
      url: `/api/learn/assessments/${id('assessments', 'Warm-up quiz', otherRows)}`,
      as: pupil,
    });
    expect(other.statusCode).toBe(403);
    expect(await h.count('trackers')).toBeGreaterThanOrEqual(0);
  });

  it('never sends the answers to a learner', async () => {
    const pupil = await learner();
    for (const title of ['Warm-up quiz', 'Output lesson']) {
      if (title === 'Output lesson') await passIntro(pupil);
      const response = await open(pupil, title);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('isCorrect');
      expect(response.body).not.toContain('correct');
    }
    const lesson = json(await open(pupil, 'Output lesson'));
    expect(lesson.questions[1]).toMatchObject({ fieldType: 'textfield', options: [] });
    expect(JSON.stringify(lesson.questions[1])).not.toContain('console.log"');
    const preview = json(await open(teacher, 'Second warm-up', `?preview=true&course=${courseId()}`));
    // Parsons lines come sorted and without indentation: the order is not given away.
    expect(preview.questions[0].lines).toEqual(['}', 'go();', 'if (x) {', 'stop();']);
  });

  it("shows a question's translation in the learner's language, English where there is none", async () => {
    // The translation is a change to the course's question: a course of this test's own.
    const course = await ownCourse();
    const pupil = await learner(course);
    const question = id('questions', 'Pick B', course);
    const row = await h.db
      .selectFrom('content')
      .select(['version'])
      .where('id', '=', question)
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable('content')
      .set({ translations: JSON.stringify({ it: { title: 'Scegli B' } }), version: row.version + 1 })
      .where('id', '=', question)
      .execute();
    const titles = async () =>
      json(await open(pupil, 'Warm-up quiz', '', course)).questions.map((q: { title: string }) => q.title);
    expect(await titles()).toContain('Pick B');
    await h.db.updateTable('users').set({ locale: 'it' }).where('id', '=', pupil.id).execute();
    expect(await titles()).toContain('Scegli B');
    expect(await titles()).not.toContain('Pick B');
  });

  it('grades on the server: wrong answers count, Skip comes after three, order is kept', async () => {
    const pupil = await learner();
    expect((await open(pupil, 'Warm-up quiz')).statusCode).toBe(200);
    const outOfOrder = await answer(pupil, 'Warm-up quiz', 'Pick the vowels', { options: [] });
    expect(outOfOrder.statusCode).toBe(400);
    expect(json(outOfOrder).message).toBe('Answer the questions in order');
    const skipEarly = await h.request({
      method: 'POST',
      url: `/api/learn/assessments/${id('assessments', 'Warm-up quiz')}/skip`,
      as: pupil,
      payload: { question: id('questions', 'Pick B') },
    });
    expect(skipEarly.statusCode).toBe(403);
    for (const n of [1, 2, 3]) {
      const wrong = json(await answer(pupil, 'Warm-up quiz', 'Pick B', { option: optionId('Pick B', 'A') }));
      expect(wrong).toMatchObject({
        status: 'wrong',
        feedback: "Sorry, that wasn't quite right",
        canSkip: n >= 3,
      });
    }
    const skipped = await h.request({
      method: 'POST',
      url: `/api/learn/assessments/${id('assessments', 'Warm-up quiz')}/skip`,
      as: pupil,
      payload: { question: id('questions', 'Pick B') },
    });
    expect(skipped.statusCode).toBe(200);
    expect(json(skipped).progress.questionsSkipped).toEqual([id('questions', 'Pick B')]);
    const half = json(
      await answer(pupil, 'Warm-up quiz', 'Pick the vowels', { options: [optionId('Pick the vowels', 'a')] }),
    );
    expect(half.status).toBe('wrong');
  });

  it('rejects a malformed answer (400) and an unknown question (400), writing nothing', async () => {
    const pupil = await learner();
    await open(pupil, 'Warm-up quiz');
    const before = await h.count('trackers');
    const malformed = await h.request({
      method: 'POST',
      url: `/api/learn/assessments/${id('assessments', 'Warm-up quiz')}/answers`,
      as: pupil,
      payload: { question: id('questions', 'Pick B'), answer: { option: 5, hack: true } },
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await h.request({
      method: 'POST',
      url: `/api/learn/assessments/${id('assessments', 'Warm-up quiz')}/answers`,
      as: pupil,
      payload: { question: id('questions', 'Pick the vowels', otherRows), answer: {} },
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('That question is not part of this assessment');
    expect(await h.count('trackers')).toBe(before);
  });

  it('finishing awards the xp of the type once, marks the quiz complete and opens the topics', async () => {
    const pupil = await learner();
    expect(await xpOf(pupil)).toBe(0);
    const last = await passIntro(pupil);
    expect(last).toMatchObject({
      status: 'correct',
      feedback: 'Correct! well done.',
      finished: true,
      xpAwarded: 15,
      xp: 15,
    });
    expect(last.awards).toEqual([
      { name: 'Quiz whizz', level: 1, icon: 'checklist', metric: 'quizzesCompleted' },
    ]);
    expect(await xpOf(pupil)).toBe(15);
    const course = await home(pupil);
    expect(course.stages[0].sections.introQuizzes[0].complete).toBe(true);
    expect(course.stages[0].sections.topics[0].locked).toBe(false);
    // A completed assessment opens in preview and answering changes nothing.
    const again = json(await open(pupil, 'Warm-up quiz'));
    expect(again.preview).toBe(true);
    const replay = json(await answer(pupil, 'Warm-up quiz', 'Pick B', { option: optionId('Pick B', 'B') }));
    expect(replay).toMatchObject({ status: 'correct', xpAwarded: 0, finished: false });
    expect(await xpOf(pupil)).toBe(15);
    const achievements = json(await h.request({ method: 'GET', url: '/api/achievement/user/me', as: pupil }));
    expect(achievements.find((a: { name: string }) => a.name === 'Quiz whizz')).toMatchObject({ level: 1 });
  });

  it('a lesson marks the topic introduced (strength 100); its boost waits for it', async () => {
    const pupil = await learner();
    await passIntro(pupil);
    expect((await open(pupil, 'Output boost')).statusCode).toBe(403);
    const wrong = json(
      await (async () => {
        await open(pupil, 'Output lesson');
        await answer(pupil, 'Output lesson', 'Read this', {});
        return answer(pupil, 'Output lesson', 'Name the function', { text: 'print' });
      })(),
    );
    expect(wrong.feedback).toBe("Sorry, that wasn't quite right, try again");
    const done = json(await answer(pupil, 'Output lesson', 'Name the function', { text: 'console.log' }));
    expect(done).toMatchObject({ finished: true, xpAwarded: 10 });
    const trackers = json(await h.request({ method: 'GET', url: '/api/users/me/trackers', as: pupil })).items;
    expect(trackers.find((t: { kind: string }) => t.kind === 'topic').body).toEqual({
      introductionComplete: true,
      boostComplete: false,
      strength: 100,
    });
    expect((await open(pupil, 'Output boost')).statusCode).toBe(200);
    const boost = json(await answer(pupil, 'Output boost', 'Fill it in', { blanks: ['console'] }));
    expect(boost).toMatchObject({ finished: true, xpAwarded: 15, xp: 40 });
    expect((await home(pupil)).stages[0].sections.topics[0].boost.complete).toBe(true);
  });

  it('a student cannot raise their own xp through the API', async () => {
    const pupil = await learner();
    const coreInfo = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}/core-info`,
      as: pupil,
      payload: { xp: 5000 },
    });
    expect(coreInfo.statusCode).toBe(400);
    const xpRoute = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}/xp`,
      as: pupil,
      payload: { xp: 5000 },
    });
    expect(xpRoute.statusCode).toBe(404);
    const full = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}`,
      as: pupil,
      payload: { xp: 5000 },
    });
    expect([400, 403]).toContain(full.statusCode);
    expect(await xpOf(pupil)).toBe(0);
  });

  it('the last answer sent several times at once finishes the quiz and awards its xp once', async () => {
    const pupil = await learner();
    expect((await open(pupil, 'Warm-up quiz')).statusCode).toBe(200);
    expect(
      (await answer(pupil, 'Warm-up quiz', 'Pick B', { option: optionId('Pick B', 'B') })).statusCode,
    ).toBe(200);
    const last = { options: [optionId('Pick the vowels', 'a'), optionId('Pick the vowels', 'e')] };
    const sent = await Promise.all(
      Array.from({ length: 6 }, () => answer(pupil, 'Warm-up quiz', 'Pick the vowels', last)),
    );
    // One finishes the quiz; the others find it finished (answered in preview, nothing saved) or answered.
    expect(sent.every((r) => r.statusCode < 500)).toBe(true);
    expect(sent.filter((r) => r.statusCode === 200 && json(r).finished === true)).toHaveLength(1);
    expect(await xpOf(pupil)).toBe(15);
  });
});

describe('code questions', () => {
  /** A learner whose teacher has unlocked their content, so stage 2's code quiz is open. */
  const unlockedLearner = async () => {
    const pupil = await learner();
    const unlocked = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}/unlockContent`,
      as: teacher,
      payload: { contentUnlocked: true },
    });
    expect(unlocked.statusCode).toBe(200);
    return pupil;
  };
  const attemptsOf = async (pupil: TestUser) =>
    json(await open(pupil, 'Code quiz')).progress.attempts[id('questions', 'Greet')] ?? 0;

  it('sends each test input, but a hidden case’s expected output and the missing code never', async () => {
    const pupil = await unlockedLearner();
    const response = await open(pupil, 'Code quiz');
    expect(response.statusCode).toBe(200);
    const quiz = json(response);
    expect(quiz.language).toBe('javascript');
    expect(quiz.questions[0]).toMatchObject({
      fieldType: 'code_challenge',
      cases: [
        { input: 'Sam', expected: 'Hello Sam', hidden: false },
        { input: 'Zed', expected: null, hidden: true },
      ],
      code: ['let name = prompt();\n'],
      preview: { type: 'text', value: 'Hello Sam' },
    });
    expect(quiz.questions[1]).toMatchObject({
      fieldType: 'missing_code',
      code: ['console.', null, '(', null, ');'],
    });
    expect(response.body).not.toContain('in secret');
    expect(response.body).not.toContain('6 * 7');
    expect(response.body).not.toContain('"42"');
  });

  it('judges the outputs the browser ran, case by case; a missing run is not an attempt', async () => {
    const pupil = await unlockedLearner();
    await open(pupil, 'Code quiz');
    const notRun = await answer(pupil, 'Code quiz', 'Greet', { outputs: ['Hello Sam'] });
    expect(notRun.statusCode).toBe(200);
    expect(json(notRun)).toMatchObject({
      status: 'incomplete',
      feedback: 'Run your code before checking it',
    });
    expect(await attemptsOf(pupil)).toBe(0);
    const wrong = json(await answer(pupil, 'Code quiz', 'Greet', { outputs: ['Hello Sam\n', 'Hello Zed'] }));
    expect(wrong).toMatchObject({ status: 'wrong', cases: [true, false] });
    expect(await attemptsOf(pupil)).toBe(1);
    const right = json(
      await answer(pupil, 'Code quiz', 'Greet', { outputs: ['Hello Sam\n', 'Hello Zed, in secret  \n'] }),
    );
    expect(right).toMatchObject({ status: 'correct', cases: [true, true], finished: false });
    expect(json(await open(pupil, 'Code quiz')).progress.questionsCompleted).toEqual([
      id('questions', 'Greet'),
    ]);
  });

  it('missing_code: the right parts, or other parts printing the expected output; then the quiz is done', async () => {
    const pupil = await unlockedLearner();
    await open(pupil, 'Code quiz');
    await answer(pupil, 'Code quiz', 'Greet', { outputs: ['Hello Sam', 'Hello Zed, in secret'] });
    const blank = json(await answer(pupil, 'Code quiz', 'Fill the code', { blanks: ['log', ' '] }));
    expect(blank.status).toBe('incomplete');
    const wrong = json(
      await answer(pupil, 'Code quiz', 'Fill the code', { blanks: ['log', '6 * 6'], outputs: ['36'] }),
    );
    expect(wrong.status).toBe('wrong');
    const other = json(
      await answer(pupil, 'Code quiz', 'Fill the code', { blanks: ['log', '40 + 2'], outputs: ['42\n'] }),
    );
    expect(other).toMatchObject({ status: 'correct', finished: true, xpAwarded: 15 });
    expect(await xpOf(pupil)).toBe(15);
  });

  it('rejects malformed outputs (400) and writes nothing', async () => {
    const pupil = await unlockedLearner();
    await open(pupil, 'Code quiz');
    const before = json(await open(pupil, 'Code quiz')).progress;
    for (const outputs of [
      'Hello Sam',
      [1, 2],
      Array.from({ length: 51 }, () => 'x'),
      ['x'.repeat(100_001)],
    ]) {
      const response = await answer(pupil, 'Code quiz', 'Greet', { outputs });
      expect(response.statusCode, JSON.stringify(outputs).slice(0, 40)).toBe(400);
    }
    expect(json(await open(pupil, 'Code quiz')).progress).toEqual(before);
  });
});

describe('tutorials', () => {
  it('needs a login (401), a met requirement (403), and shows solutions only to staff', async () => {
    expect((await h.request({ method: 'GET', url: `/api/learn/bricks/${tutorialId()}` })).statusCode).toBe(
      401,
    );
    const pupil = await learner();
    expect(
      (await h.request({ method: 'GET', url: `/api/learn/bricks/${tutorialId()}`, as: pupil })).statusCode,
    ).toBe(403);
    await passIntro(pupil);
    await passLesson(pupil);
    const view = await h.request({ method: 'GET', url: `/api/learn/bricks/${tutorialId()}`, as: pupil });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain('SOLUTION-TEXT');
    expect(json(view)).toMatchObject({ preview: false, canSeeSolutions: false });
    expect(json(view).project.bricks.map((b: { title: string }) => b.title)).toEqual([
      'Step one',
      'Step two',
    ]);
    const staff = json(
      await h.request({
        method: 'GET',
        url: `/api/learn/bricks/${tutorialId()}?preview=true&course=${courseId()}`,
        as: teacher,
      }),
    );
    expect(staff.canSeeSolutions).toBe(true);
    expect(staff.project.bricks[0].bricks[1].solution).toBe('console.log("SOLUTION-TEXT")');
  });

  it('"Got It!" needs the step opened, completes siblings by the rule, and finishing completes the tutorial', async () => {
    const pupil = await learner();
    await passIntro(pupil);
    await passLesson(pupil);
    const early = await brickEvent(pupil, 'complete', 'Read');
    expect(early.statusCode).toBe(400);
    expect(json(early).message).toBe('Open this step before completing it');
    const notHere = await h.request({
      method: 'POST',
      url: `/api/learn/bricks/${tutorialId()}/open`,
      as: pupil,
      payload: { brick: brick('Step one') },
    });
    expect(notHere.statusCode).toBe(400);
    expect((await brickEvent(pupil, 'open', 'Type')).statusCode).toBe(200);
    // "Type" has a checkmark: completing it carries the plain "Read" before it.
    const typed = json(await brickEvent(pupil, 'complete', 'Type'));
    expect(typed.actions[brick('Read')]).toMatchObject({ completed: true });
    expect(typed.actions[brick('Step one')]).toMatchObject({ completed: true, current_progress: 100 });
    expect(typed.actions[tutorialId()]).toMatchObject({ completed: false, current_progress: 66.7 });
    expect(typed.finished).toBe(false);
    expect(typed.xpAwarded).toBe(0);
    await brickEvent(pupil, 'open', 'Run');
    const xpBefore = json(await h.request({ method: 'GET', url: '/api/users/me', as: pupil })).xp;
    const last = json(await brickEvent(pupil, 'complete', 'Run'));
    expect(last.finished).toBe(true);
    // "Run" is Auto Marked with 7 xp and finishes "Step two", Auto Marked with 4: both are given, once; doing
    // it again gives nothing more.
    expect(last.xpAwarded).toBe(11);
    expect(json(await h.request({ method: 'GET', url: '/api/users/me', as: pupil })).xp).toBe(xpBefore + 11);
    expect(json(await brickEvent(pupil, 'complete', 'Run')).xpAwarded).toBe(0);
    expect(json(await h.request({ method: 'GET', url: '/api/users/me', as: pupil })).xp).toBe(xpBefore + 11);
    expect(last.awards.map((a: { name: string }) => a.name)).toContain('Builder');
    const course = await home(pupil);
    expect(course.stages[0].sections.tutorials[0].complete).toBe(true);
    expect(course.stages[0].sections.challenges[0].locked).toBe(false);
  });

  it('writes nothing in preview (403) and takes problem reports (400 for an empty one)', async () => {
    const previewOpen = await brickEvent(teacher, 'open', 'Read', `?preview=true&course=${courseId()}`);
    expect(previewOpen.statusCode).toBe(403);
    const pupil = await learner();
    await passIntro(pupil);
    await passLesson(pupil);
    const url = `/api/learn/bricks/${tutorialId()}/reports`;
    const empty = await h.request({
      method: 'POST',
      url,
      as: pupil,
      payload: { brick: brick('Read'), text: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toContain('Please describe the problem');
    const before = await h.count('problem_reports');
    const made = await h.request({
      method: 'POST',
      url,
      as: pupil,
      payload: { brick: brick('Read'), text: 'The picture is missing' },
    });
    expect(made.statusCode).toBe(201);
    const stored = await h.db
      .selectFrom('problem_reports')
      .selectAll()
      .where('id', '=', json(made)._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      brick_id: brick('Read'),
      user_id: pupil.id,
      text: 'The picture is missing',
      resolved: 0,
    });
    expect(await h.count('problem_reports')).toBe(before + 1);
  });
});

describe('challenges', () => {
  let pupil: TestUser;
  beforeEach(async () => {
    pupil = await learner();
    await passIntro(pupil);
    await passLesson(pupil);
  });

  it('stays locked until the tutorial is done (403)', async () => {
    const response = await h.request({ method: 'GET', url: challengeUrl(), as: pupil });
    expect(response.statusCode).toBe(403);
  });

  it('stamps ticks, clears them on untick, keeps one hints panel open, and completes once all are ticked', async () => {
    await finishTutorial(pupil);
    const [first, second] = await itemIds(pupil);
    const put = (payload: object) =>
      h.request({ method: 'PUT', url: `${challengeUrl()}/progress`, as: pupil, payload });
    const ticked = json(await put({ decomposition: [{ item: first, completed: true }] }));
    expect(ticked.challenge.decomposition[0].dateCompleted).toMatch(/^\d{4}-/);
    const unticked = json(await put({ decomposition: [{ item: first, completed: false }] }));
    expect(unticked.challenge.decomposition[0]).toMatchObject({ completed: false, dateCompleted: null });
    await put({ decomposition: [{ item: first, hintsShowing: true }] });
    const hints = json(await put({ decomposition: [{ item: second, hintsShowing: true }] }));
    expect(hints.challenge.decomposition.map((d: { hintsShowing: boolean }) => d.hintsShowing)).toEqual([
      false,
      true,
    ]);
    const early = await put({ decomposition: [{ item: first, completed: true }], completed: true });
    expect(early.statusCode).toBe(400);
    expect(json(early).message).toBe('Tick every step before completing the challenge');
    const unknown = await put({ decomposition: [{ item: 'nope', completed: true }] });
    expect(unknown.statusCode).toBe(400);
    const done = await put({
      decomposition: [
        { item: first, completed: true },
        { item: second, completed: true },
      ],
      completed: true,
    });
    expect(done.statusCode).toBe(200);
    expect(json(done).challenge).toMatchObject({ completed: true });
    expect(json(done).awards.map((a: { name: string }) => a.name)).toContain('Problem solver');
    const again = await put({ decomposition: [{ item: first, completed: false }] });
    expect(again.statusCode).toBe(409);
    const course = await home(pupil);
    expect(course.stages[0].sections.challenges[0].complete).toBe(true);
    expect(course.stages[0].sections.finalQuizzes[0].locked).toBe(false);
  });

  it('the final quiz opens stage 2', async () => {
    await finishTutorial(pupil);
    const [first, second] = await itemIds(pupil);
    await h.request({
      method: 'PUT',
      url: `${challengeUrl()}/progress`,
      as: pupil,
      payload: {
        decomposition: [
          { item: first, completed: true },
          { item: second, completed: true },
        ],
        completed: true,
      },
    });
    await open(pupil, 'Stage one quiz');
    const mix = json(
      await answer(pupil, 'Stage one quiz', 'Match them', { matches: ['shows text', 'makes a variable'] }),
    );
    expect(mix).toMatchObject({ status: 'correct', finished: true });
    const course = await home(pupil);
    expect(course.stages[1].locked).toBe(false);
    expect((await open(pupil, 'Second warm-up')).statusCode).toBe(200);
    const parsons = json(
      await answer(pupil, 'Second warm-up', 'Order the lines', {
        lines: [
          { text: 'if (x) {', indent: 0 },
          { text: 'go();', indent: 1 },
          { text: '}', indent: 0 },
        ],
      }),
    );
    expect(parsons).toMatchObject({ status: 'correct', finished: true });
  });
});

describe('GET /api/users/{id}/trackers', () => {
  it('is for the learner, their teachers and admins: 401, 403 for other students and teachers', async () => {
    const pupil = await learner();
    await passIntro(pupil);
    const url = `/api/users/${pupil.id}/trackers`;
    expect((await h.request({ method: 'GET', url })).statusCode).toBe(401);
    const classmate = await learner();
    expect((await h.request({ method: 'GET', url, as: classmate })).statusCode).toBe(403);
    const outsider = await h.request({ method: 'GET', url, as: outsiderTeacher });
    expect(outsider.statusCode).toBe(403);
    expect(json(outsider).message).toBe(
      "Only the learner, their teachers and admins can see a learner's progress",
    );
    for (const reader of [pupil, teacher, admin]) {
      const response = await h.request({ method: 'GET', url, as: reader });
      expect(response.statusCode).toBe(200);
      expect(
        json(response)
          .items.map((t: { kind: string }) => t.kind)
          .sort(),
      ).toEqual(['assessment', 'quiz']);
    }
    // Trackers change only through the learner's own actions: there is no route to write them.
    const write = await h.request({
      method: 'POST',
      url: '/api/trackers',
      as: pupil,
      payload: { kind: 'quiz' },
    });
    expect(write.statusCode).toBe(404);
  });
});

describe('references', () => {
  const tree = (user: TestUser) =>
    h.request({ method: 'GET', url: '/api/references?language=javascript', as: user });

  it('needs a login (401) and a known language (400)', async () => {
    expect((await h.request({ method: 'GET', url: '/api/references?language=javascript' })).statusCode).toBe(
      401,
    );
    const bad = await h.request({ method: 'GET', url: '/api/references?language=cobol', as: teacher });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('Language must be one of');
  });

  it('shows learners and teachers reference items but never skills (403 on a skill page)', async () => {
    const pupil = await learner();
    for (const user of [pupil, teacher]) {
      const items = json(await tree(user)).items;
      expect(items.map((i: { title: string }) => i.title)).toEqual(['Values', 'console.log']);
      expect(items[1].parent).toBe(items[0]._id);
    }
    const page = json(
      await h.request({ method: 'GET', url: `/api/references/${id('references', 'Values')}`, as: pupil }),
    );
    expect(page).toMatchObject({ title: 'Values', description: 'Numbers and text.' });
    const skill = id('references', 'Skill: reading and writing code');
    const refused = await h.request({ method: 'GET', url: `/api/references/${skill}`, as: pupil });
    expect(refused.statusCode).toBe(403);
    const authors = json(await tree(creator)).items.map((i: { title: string }) => i.title);
    expect(authors).toContain('Skill: reading and writing code');
    expect((await h.request({ method: 'GET', url: '/api/references/nope', as: pupil })).statusCode).toBe(404);
  });
});
