import {
  COMMENT_NOT_REMOVABLE,
  COURSE_NOT_IN_CLASS,
  ITEM_NOT_IN_CLASS_COURSES,
  MARKING_FORBIDDEN,
  NOT_A_LEARNING_ITEM,
  PROFILE_FORBIDDEN,
  PROGRESS_FORBIDDEN_CLASS,
  PROJECT_NOT_STUDENTS,
  STEP_NOT_IN_ITEM,
  STICKER_NOT_YOURS,
  STICKER_UNKNOWN,
  STICKERS_FORBIDDEN,
  STUDENT_NOT_IN_CLASS,
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
import { loadMarking, saveMarking } from './marking.store.ts';

let h: Harness;
let rows: SeedRow[];
let schoolId: string;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let instructor: TestUser;
let pupil: TestUser;
let classmate: TestUser;
let stranger: TestUser;
let classId: string;
let otherClassId: string;

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
const xpOf = async (user: TestUser) => json(await call('GET', '/api/users/me', user)).xp as number;

const attachCourse = async (cls: string) => {
  await h.db
    .insertInto('class_courses')
    .values({ class_id: cls, course_id: courseId(), position: 0 })
    .execute();
};

/** The learner answers the first question of the intro quiz right (1 of 2). */
const startIntro = async (user: TestUser) => {
  const quiz = id('assessments', 'Warm-up quiz');
  await h.request({
    method: 'PUT',
    url: '/api/users/me/update-course',
    as: user,
    payload: { currentCourse: courseId() },
  });
  expect((await call('GET', `/api/learn/assessments/${quiz}`, user)).statusCode).toBe(200);
  const question = rows.find((r) => r.kind === 'questions' && r.title === 'Pick B')!;
  const option = (question.body.fieldOptions as { _id: string; data: { text: string } }[]).find(
    (o) => o.data.text === 'B',
  )!._id;
  const answered = await call('POST', `/api/learn/assessments/${quiz}/answers`, user, {
    question: question.id,
    answer: { option },
  });
  expect(json(answered).status).toBe('correct');
};

/** The learner answers the intro quiz's second question right too: the quiz is done. */
const finishIntro = async (user: TestUser) => {
  const quiz = id('assessments', 'Warm-up quiz');
  const vowels = rows.find((r) => r.kind === 'questions' && r.title === 'Pick the vowels')!;
  const options = (vowels.body.fieldOptions as { _id: string; data: { text: string } }[])
    .filter((o) => o.data.text !== 'b')
    .map((o) => o._id);
  await call('POST', `/api/learn/assessments/${quiz}/answers`, user, {
    question: vowels.id,
    answer: { options },
  });
};

const lesson = () => id('assessments', 'Output lesson');

/** The learner opens the topic's lesson and reads its first page (1 of 2). */
const startLesson = async (user: TestUser) => {
  await call('GET', `/api/learn/assessments/${lesson()}`, user);
  await call('POST', `/api/learn/assessments/${lesson()}/answers`, user, {
    question: id('questions', 'Read this'),
    answer: {},
  });
};

/** The learner answers the lesson's last question: the topic's introduction is complete. */
const finishLesson = async (user: TestUser) => {
  await call('POST', `/api/learn/assessments/${lesson()}/answers`, user, {
    question: id('questions', 'Name the function'),
    answer: { text: 'console.log' },
  });
};

/** The learner opens and completes both sub-steps of the tutorial's first step (of two). */
const halfDoTutorial = async (user: TestUser) => {
  for (const event of ['open', 'complete'] as const)
    for (const title of ['Read', 'Type'])
      expect(
        (
          await call('POST', `/api/learn/bricks/${tutorialId()}/${event}`, user, {
            brick: id('bricks', title),
          })
        ).statusCode,
      ).toBe(200);
};

/** How many markings `student` has (each test's pupil is new, so this counts only what the test wrote). */
const markingsOf = async (student: TestUser) => {
  const row = await h.db
    .selectFrom('markings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', student.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

// Shared and never changed by a test: the database, the seeded course and achievements, an admin.
beforeAll(async () => {
  h = await createHarness();
  const global = await h.environment({ name: 'Global', type: 'Community', global: true });
  schoolId = await h.environment({ name: 'Teaching School' });
  admin = await h.user({ roles: ['admin'] });
  const now = nowIso();
  rows = loadSeedCourse(testCourse);
  await insertSeedRows(h.db, rows, { communityId: global, authorId: null, now });
  await insertAchievements(h.db, now);
});
afterAll(() => h.close());

// Each test's own school world, which it may change as it likes: a teacher's class (Ada Lovelace and Bob Byte, with
// an instructor) and another teacher's class with a student of its own, both on the test course.
beforeEach(async () => {
  teacher = await h.user({ roles: ['teacher'], schoolId, firstName: 'Tess', lastName: 'Teacher' });
  otherTeacher = await h.user({ roles: ['teacher'], schoolId });
  instructor = await h.user({ roles: ['instructor'], schoolId });
  pupil = await h.user({ roles: ['student'], schoolId, firstName: 'Ada', lastName: 'Lovelace' });
  classmate = await h.user({ roles: ['student'], schoolId, firstName: 'Bob', lastName: 'Byte' });
  stranger = await h.user({ roles: ['student'], schoolId });
  classId = await h.classWith(teacher, [pupil, classmate], { instructors: [instructor] });
  otherClassId = await h.classWith(otherTeacher, [stranger]);
  await attachCourse(classId);
  await attachCourse(otherClassId);
});

describe('stickers', () => {
  it('GET /api/stickers needs a login (401) and a teacher or admin (403)', async () => {
    expect((await call('GET', '/api/stickers')).statusCode).toBe(401);
    for (const who of [pupil, instructor]) {
      const refused = await call('GET', '/api/stickers', who);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(STICKERS_FORBIDDEN);
    }
  });

  it('POST refuses a student before reading the body (403) and bad input (400), writing nothing', async () => {
    const before = await h.count('stickers');
    expect((await call('POST', '/api/stickers', undefined, { title: 'Hi' })).statusCode).toBe(401);
    expect((await call('POST', '/api/stickers', pupil, { title: 'x'.repeat(40) })).statusCode).toBe(403);
    const long = await call('POST', '/api/stickers', teacher, { title: 'Fantastic!!!' });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toContain('Sticker title must be 11 characters or fewer');
    const rich = await call('POST', '/api/stickers', teacher, { title: 'Rich', xp: 1000 });
    expect(rich.statusCode).toBe(400);
    const icon = await call('POST', '/api/stickers', teacher, { title: 'Odd', icon: 'skull-and-bones' });
    expect(icon.statusCode).toBe(400);
    expect(json(icon).message).toContain('Icon must be a name from the icon list');
    const colour = await call('POST', '/api/stickers', teacher, { title: 'Odd', backgroundColor: 'red' });
    expect(json(colour).message).toContain('Colour must be a hex colour');
    expect(await h.count('stickers')).toBe(before);
  });

  it('a teacher makes a sticker and finds it with the pre-created ones; other teachers do not see it', async () => {
    const made = await call('POST', '/api/stickers', teacher, {
      title: 'Loop star',
      icon: 'rocket',
      backgroundColor: '#123456',
    });
    expect(made.statusCode).toBe(201);
    const sticker = json(made);
    expect(sticker).toMatchObject({
      title: 'Loop star',
      icon: 'rocket',
      color: '#ffffff',
      backgroundColor: '#123456',
      xp: 0,
      author: teacher.id,
      key: null,
    });
    const mine = json(await call('GET', '/api/stickers', teacher)).items;
    expect(mine.filter((s: { author: string | null }) => s.author === null)).toHaveLength(8);
    expect(mine.at(-1)).toEqual(sticker);
    const theirs = json(await call('GET', '/api/stickers', otherTeacher)).items;
    expect(theirs.map((s: { _id: string }) => s._id)).not.toContain(sticker._id);
  });

  it('PUT changes one’s own sticker only; presets belong to nobody', async () => {
    const sticker = json(await call('POST', '/api/stickers', teacher, { title: 'Tidy' }));
    const url = `/api/stickers/${sticker._id}`;
    expect((await call('PUT', url, undefined, { title: 'x' })).statusCode).toBe(401);
    const other = await call('PUT', url, otherTeacher, { title: 'Mine now' });
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe(STICKER_NOT_YOURS);
    const preset = json(await call('GET', '/api/stickers', teacher)).items[0];
    expect((await call('PUT', `/api/stickers/${preset._id}`, teacher, { title: 'Hijack' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/stickers/${preset._id}`, admin, { title: 'Hijack' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', url, teacher, { backgroundColor: 'green' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/stickers/nope', teacher, { title: 'x' })).statusCode).toBe(404);
    const changed = await call('PUT', url, teacher, { title: 'Very tidy', icon: 'sparkles' });
    expect(changed.statusCode).toBe(200);
    const listed = json(await call('GET', '/api/stickers', teacher)).items.find(
      (s: { _id: string }) => s._id === sticker._id,
    );
    expect(listed).toMatchObject({ title: 'Very tidy', icon: 'sparkles' });
  });
});

describe('POST /api/classes/{id}/progress/{courseId}', () => {
  const url = () => `/api/classes/${classId}/progress/${courseId()}`;

  it('needs a login (401), the class’s teacher or an admin (403), a course of the class (400)', async () => {
    expect((await call('POST', url(), undefined, {})).statusCode).toBe(401);
    for (const who of [pupil, instructor, otherTeacher]) {
      const refused = await call('POST', url(), who, {});
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(PROGRESS_FORBIDDEN_CLASS);
    }
    const wrongCourse = await call('POST', `/api/classes/${classId}/progress/${tutorialId()}`, teacher, {});
    expect(wrongCourse.statusCode).toBe(400);
    expect(json(wrongCourse).message).toBe(COURSE_NOT_IN_CLASS);
    expect((await call('POST', `/api/classes/nope/progress/${courseId()}`, teacher, {})).statusCode).toBe(
      404,
    );
    const badPage = await call('POST', url(), teacher, { page: -1 });
    expect(badPage.statusCode).toBe(400);
    expect(json(badPage).message).toContain('page must be 0 or more');
    expect((await call('POST', url(), teacher, { page: 0, sneaky: true })).statusCode).toBe(400);
    expect((await call('POST', url(), teacher, { filter: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('lays every student’s trackers over the course: quiz, topic, tutorial and challenge cells and totals', async () => {
    await startIntro(pupil);
    const response = await call('POST', url(), teacher);
    expect(response.statusCode).toBe(200);
    const grid = json(response);
    expect(grid.course).toEqual({ _id: courseId(), title: 'Test Course' });
    expect(grid.stages.map((s: { title: string }) => s.title)).toEqual(['First stage', 'Second stage']);
    expect(
      grid.items.map((i: { kind: string; title: string; stage: number }) => [i.kind, i.title, i.stage]),
    ).toEqual([
      ['quiz', 'Warm-up quiz', 0],
      ['topic', 'Output', 0],
      ['tutorial', 'First program', 0],
      ['challenge', 'Say hello', 0],
      ['quiz', 'Stage one quiz', 0],
      ['quiz', 'Second warm-up', 1],
      ['quiz', 'Self check', 1],
      ['quiz', 'Code quiz', 1],
    ]);
    // "First program" has two Auto Marked steps ("Step two", 4 xp, and its "Run", 7): the grid says so.
    expect(grid.items.map((i: { autoMarkedXp: number }) => i.autoMarkedXp)).toEqual([
      0, 0, 11, 0, 0, 0, 0, 0,
    ]);
    expect(grid.count).toBe(2);
    expect(grid.students.map((s: { last_name: string }) => s.last_name)).toEqual(['Byte', 'Lovelace']);
    const ada = grid.students[1];
    expect(ada.cells[0]).toEqual({
      percentageCompleted: 50,
      introductionComplete: false,
      teacherAssessment: null,
    });
    expect(
      ada.cells.slice(1).every((c: { percentageCompleted: number }) => c.percentageCompleted === 0),
    ).toBe(true);
    expect(ada.stageTotals).toEqual([10, 0]);
    expect(ada.total).toBe(6.3);
    expect(grid.itemTotals[0]).toBe(25);
    expect(grid.stageTotals).toEqual([5, 0]);

    // The rest of the intro quiz, then the lesson: the topic's cell follows the lesson until it is done.
    await finishIntro(pupil);
    await startLesson(pupil);
    let cells = json(await call('POST', url(), teacher)).students[1].cells;
    expect(cells[0].percentageCompleted).toBe(100);
    expect(cells[1]).toEqual({
      percentageCompleted: 50,
      introductionComplete: false,
      teacherAssessment: null,
    });
    await finishLesson(pupil);
    // A tutorial half done: one of its two steps' sub-steps.
    await halfDoTutorial(pupil);
    cells = json(await call('POST', url(), teacher)).students[1].cells;
    expect(cells[1]).toEqual({
      percentageCompleted: 100,
      introductionComplete: true,
      teacherAssessment: null,
    });
    expect(cells[2].percentageCompleted).toBe(66.7);
  });

  it('filters by name, pages by 20, gives every student with `all`, and answers admins too', async () => {
    const many = await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        h.user({ roles: ['student'], lastName: `Zed${String(i).padStart(2, '0')}` }),
      ),
    );
    const big = await h.classWith(teacher, many);
    await attachCourse(big);
    const bigUrl = `/api/classes/${big}/progress/${courseId()}`;
    const first = json(await call('POST', bigUrl, teacher, {}));
    expect(first).toMatchObject({ count: 23, pages: 2, page: 0 });
    expect(first.students).toHaveLength(20);
    const second = json(await call('POST', bigUrl, teacher, { page: 1 }));
    expect(second.students.map((s: { last_name: string }) => s.last_name)).toEqual([
      'Zed20',
      'Zed21',
      'Zed22',
    ]);
    const filtered = json(await call('POST', bigUrl, admin, { filter: 'zed1' }));
    expect(filtered.count).toBe(10);
    const all = json(await call('POST', bigUrl, teacher, { all: true }));
    expect(all.students).toHaveLength(23);
    expect(all.pages).toBe(1);
  });

  it('takes the same number of queries for 2 students as for 23', async () => {
    const small = await h.request({
      method: 'POST',
      url: `/api/classes/${classId}/progress/${courseId()}`,
      as: teacher,
    });
    expect(small.statusCode).toBe(200);
    const count = async (cls: string) =>
      (
        await h.queriesOf(() =>
          h.request({
            method: 'POST',
            url: `/api/classes/${cls}/progress/${courseId()}`,
            as: teacher,
            payload: {},
          }),
        )
      ).length;
    const many = await Promise.all(Array.from({ length: 21 }, () => h.user({ roles: ['student'] })));
    const big = await h.classWith(teacher, [pupil, classmate, ...many]);
    await attachCourse(big);
    expect(await count(big)).toBe(await count(classId));
  });
});

const markingUrl = (
  kind: 'tutorials' | 'challenges' | 'projects',
  item: string,
  student = pupil,
  cls = classId,
) => `/api/classes/${cls}/students/${student.id}/marking/${kind}/${item}`;

describe('marking a tutorial', () => {
  const steps = async () =>
    json(await call('GET', markingUrl('tutorials', tutorialId()), teacher)).steps.map(
      (s: { _id: string }) => s._id,
    );

  it('needs a login (401), the class’s teacher or an admin (403), a student of the class and work of its courses (404)', async () => {
    expect((await call('GET', markingUrl('tutorials', tutorialId()))).statusCode).toBe(401);
    for (const who of [pupil, instructor, otherTeacher]) {
      const refused = await call('GET', markingUrl('tutorials', tutorialId()), who);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(MARKING_FORBIDDEN);
    }
    const notHere = await call('GET', markingUrl('tutorials', tutorialId(), stranger), teacher);
    expect(notHere.statusCode).toBe(404);
    expect(json(notHere).message).toBe(STUDENT_NOT_IN_CLASS);
    const notItem = await call('GET', markingUrl('tutorials', challengeId()), teacher);
    expect(notItem.statusCode).toBe(404);
    expect(json(notItem).message).toBe(ITEM_NOT_IN_CLASS_COURSES);
    expect((await call('PUT', markingUrl('tutorials', tutorialId()), pupil, { steps: [] })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call('PUT', markingUrl('tutorials', tutorialId(), pupil, otherClassId), otherTeacher, {
          steps: [],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows the steps with what the student did', async () => {
    // The learner works through the intro quiz and the lesson to the tutorial, and does half of it.
    await startIntro(pupil);
    await finishIntro(pupil);
    await startLesson(pupil);
    await finishLesson(pupil);
    await halfDoTutorial(pupil);
    const view = json(await call('GET', markingUrl('tutorials', tutorialId()), teacher));
    expect(view).toMatchObject({
      kind: 'tutorial',
      item: { _id: tutorialId(), title: 'First program' },
      student: { _id: pupil.id, first_name: 'Ada', last_name: 'Lovelace' },
      class: { _id: classId },
      course: courseId(),
      teacherAssessment: 'incomplete',
      xpAwarded: 0,
      xpValue: 30,
      stickers: [],
      comments: [],
      projects: [],
      completed: false,
    });
    expect(view.steps.map((s: { title: string; completed: boolean }) => [s.title, s.completed])).toEqual([
      ['Step one', true],
      ['Step two', false],
    ]);
  });

  it('refuses bad input (400) and changes nothing', async () => {
    const xp = await xpOf(pupil);
    const url = markingUrl('tutorials', tutorialId());
    const unknown = await call('PUT', url, teacher, {
      steps: [{ step: 'nope', teacherMarkedComplete: true }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe(STEP_NOT_IN_ITEM);
    expect((await call('PUT', url, teacher, { xp: 1000 })).statusCode).toBe(400);
    expect((await call('PUT', url, teacher, { comments: [{ text: '   ' }] })).statusCode).toBe(400);
    expect(
      (await call('PUT', url, teacher, { steps: [{ step: 'x', teacherMarkedComplete: 'yes' }] })).statusCode,
    ).toBe(400);
    const theirs = json(await call('POST', '/api/stickers', otherTeacher, { title: 'Theirs' }));
    const sticker = await call('PUT', url, teacher, { stickers: [theirs._id] });
    expect(sticker.statusCode).toBe(400);
    expect(json(sticker).message).toBe(STICKER_UNKNOWN);
    expect(await xpOf(pupil)).toBe(xp);
    expect(await markingsOf(pupil)).toBe(0);
  });

  it('moves xp by the rule: partial +15, complete +15 more, unmarking one takes 15 back', async () => {
    const [one, two] = await steps();
    const url = markingUrl('tutorials', tutorialId());
    const xp = await xpOf(pupil);
    const partial = json(
      await call('PUT', url, teacher, { steps: [{ step: one, teacherMarkedComplete: true }] }),
    );
    expect(partial).toMatchObject({ xpChange: 15, xp: xp + 15 });
    expect(partial.marking).toMatchObject({ teacherAssessment: 'partial', xpAwarded: 15 });
    expect(partial.marking.steps[0].teacherMarkedComplete).toBe(true);
    expect(partial.marking.steps[0].dateTeacherMarkedComplete).toEqual(expect.any(String));
    // The teacher sees which steps mark themselves: "Step two" is Auto Marked with 4 xp.
    expect(partial.marking.steps.map((s: { autoMarkedXp: number }) => s.autoMarkedXp)).toEqual([0, 4]);
    // Marking the same step again changes nothing.
    const again = json(
      await call('PUT', url, teacher, { steps: [{ step: one, teacherMarkedComplete: true }] }),
    );
    expect(again.xpChange).toBe(0);
    const complete = json(
      await call('PUT', url, teacher, { steps: [{ step: two, teacherMarkedComplete: true }] }),
    );
    expect(complete).toMatchObject({ xpChange: 15, xp: xp + 30 });
    expect(complete.marking.teacherAssessment).toBe('complete');
    const unmarked = json(
      await call('PUT', url, admin, { steps: [{ step: one, teacherMarkedComplete: false }] }),
    );
    expect(unmarked).toMatchObject({ xpChange: -15, xp: xp + 15 });
    expect(unmarked.marking.steps[0]).toMatchObject({
      teacherMarkedComplete: false,
      dateTeacherMarkedComplete: null,
    });
    expect(await xpOf(pupil)).toBe(xp + 15);
    const readBack = json(await call('GET', url, teacher));
    expect(readBack).toMatchObject({ teacherAssessment: 'partial', xpAwarded: 15 });
    const grid = json(await call('POST', `/api/classes/${classId}/progress/${courseId()}`, teacher));
    expect(grid.students[1].cells[2].teacherAssessment).toBe('partial');
  });

  it('awards stickers and comments, which the student finds on their profile', async () => {
    const url = markingUrl('tutorials', tutorialId());
    const presets = json(await call('GET', '/api/stickers', teacher)).items;
    const made = json(await call('POST', '/api/stickers', teacher, { title: 'Neat loops', icon: 'flame' }));
    const saved = json(
      await call('PUT', url, teacher, {
        stickers: [presets[0]._id, made._id],
        comments: [{ text: 'Lovely clear steps!' }],
      }),
    );
    expect(saved.xpChange).toBe(0);
    expect(saved.marking.stickers.map((s: { _id: string }) => s._id)).toEqual([presets[0]._id, made._id]);
    expect(saved.marking.comments).toMatchObject([
      { text: 'Lovely clear steps!', author: { _id: teacher.id, first_name: 'Tess' }, canRemove: true },
    ]);
    // Taking a sticker away keeps the other; a second marking's sticker counts twice on the badges.
    const fewer = json(await call('PUT', url, teacher, { stickers: [made._id] }));
    expect(fewer.marking.stickers.map((s: { _id: string }) => s._id)).toEqual([made._id]);
    await call('PUT', markingUrl('challenges', challengeId()), teacher, {
      stickers: [made._id, presets[1]._id],
    });

    const badges = json(await call('GET', `/api/users/${pupil.id}/badges`, pupil)).items;
    expect(
      badges.map((b: { sticker: { title: string }; count: number }) => [b.sticker.title, b.count]),
    ).toEqual([
      ['Neat loops', 2],
      [presets[1].title, 1],
    ]);
    const profile = json(await call('GET', '/api/users/me/profile', pupil));
    expect(profile.feedback).toMatchObject([
      { kind: 'tutorial', item: { _id: tutorialId(), title: 'First program' }, text: 'Lovely clear steps!' },
    ]);
    expect(profile.stickerCount).toBe(3);
  });

  it('lets only its author or an admin remove a comment', async () => {
    const url = markingUrl('tutorials', tutorialId());
    const byTeacher = await call('PUT', url, teacher, { comments: [{ text: 'Lovely clear steps!' }] });
    expect(byTeacher.statusCode).toBe(200);
    const byAdmin = json(await call('PUT', url, admin, { comments: [{ text: 'From the office' }] }));
    const adminComment = byAdmin.marking.comments.find((c: { text: string }) => c.text === 'From the office');
    const refused = await call('PUT', url, teacher, { removeComments: [adminComment._id] });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(COMMENT_NOT_REMOVABLE);
    const view = json(await call('GET', url, teacher));
    expect(view.comments.find((c: { _id: string }) => c._id === adminComment._id).canRemove).toBe(false);
    expect((await call('PUT', url, teacher, { removeComments: ['nope'] })).statusCode).toBe(400);
    const removed = json(await call('PUT', url, admin, { removeComments: [adminComment._id] }));
    expect(removed.marking.comments.map((c: { text: string }) => c.text)).toEqual(['Lovely clear steps!']);
  });

  it('refuses a save made from a marking someone else changed meanwhile (the store answers null)', async () => {
    // A partial marking: the first of the tutorial's two steps, 15 xp.
    const [one] = await steps();
    const partial = await call('PUT', markingUrl('tutorials', tutorialId()), teacher, {
      steps: [{ step: one, teacherMarkedComplete: true }],
    });
    expect(json(partial).marking.xpAwarded).toBe(15);
    const before = await loadMarking(h.db, pupil.id, 'tutorial', tutorialId());
    expect(before).not.toBeNull();
    await call('PUT', markingUrl('tutorials', tutorialId()), teacher, { comments: [{ text: 'In between' }] });
    const stale = await saveMarking(
      h.db,
      { studentId: pupil.id, kind: 'tutorial', subjectId: tutorialId() },
      before,
      { teacherAssessment: 'complete', steps: {}, xpAwarded: 30, feedbackAt: null },
      teacher.id,
      nowIso(),
    );
    expect(stale).toBeNull();
    expect((await loadMarking(h.db, pupil.id, 'tutorial', tutorialId()))?.xpAwarded).toBe(15);
  });
});

describe('marking a challenge and a project', () => {
  it('marks decomposition steps: challenges are worth 60, 30 when partial', async () => {
    const url = markingUrl('challenges', challengeId(), classmate);
    const view = json(await call('GET', url, teacher));
    expect(view).toMatchObject({ kind: 'challenge', xpValue: 60, completed: false });
    const [first, second] = view.steps.map((s: { _id: string }) => s._id);
    const xp = await xpOf(classmate);
    const partial = json(
      await call('PUT', url, teacher, { decomposition: [{ item: first, teacherMarkedComplete: true }] }),
    );
    expect(partial).toMatchObject({ xpChange: 30, xp: xp + 30 });
    const full = json(
      await call('PUT', url, teacher, { decomposition: [{ item: second, teacherMarkedComplete: true }] }),
    );
    expect(full).toMatchObject({ xpChange: 30, xp: xp + 60 });
    expect(full.marking.teacherAssessment).toBe('complete');
    expect((await call('PUT', url, teacher, { steps: [] })).statusCode).toBe(400);
  });

  it('lists the student’s own projects made for the challenge beside its steps', async () => {
    const before = await h.count('projects');
    const wrong = await call('POST', '/api/projects', classmate, {
      name: 'Not for a course',
      language: 'javascript',
      learningProject: courseId(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(NOT_A_LEARNING_ITEM);
    expect(await h.count('projects')).toBe(before);
    const made = json(
      await call('POST', '/api/projects', classmate, {
        name: 'Say hello',
        language: 'javascript',
        learningProject: challengeId(),
      }),
    );
    const mine = json(
      await call('GET', `/api/projects?user=${classmate.id}&learningProject=${challengeId()}`, classmate),
    );
    expect(mine.items.map((p: { _id: string }) => p._id)).toEqual([made._id]);
    const view = json(await call('GET', markingUrl('challenges', challengeId(), classmate), teacher));
    expect(view.projects).toMatchObject([{ _id: made._id, name: 'Say hello', language: 'javascript' }]);
    expect(json(await call('GET', markingUrl('challenges', challengeId()), teacher)).projects).toEqual([]);
  });

  it('a project takes stickers and comments, never xp, and must be the student’s', async () => {
    const project = json(await call('POST', '/api/projects', pupil, { name: 'Snake', language: 'python' }));
    const theirs = json(
      await call('POST', '/api/projects', classmate, { name: 'Pong', language: 'javascript' }),
    );
    const wrong = await call('GET', markingUrl('projects', theirs._id), teacher);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(PROJECT_NOT_STUDENTS);
    expect((await call('GET', markingUrl('projects', 'nope'), teacher)).statusCode).toBe(404);
    const url = markingUrl('projects', project._id);
    const view = json(await call('GET', url, teacher));
    expect(view).toMatchObject({
      kind: 'project',
      item: { title: 'Snake' },
      steps: [],
      completed: null,
      xpValue: 0,
    });
    expect(view.projects).toMatchObject([{ _id: project._id, language: 'python' }]);
    const xp = await xpOf(pupil);
    const saved = json(await call('PUT', url, teacher, { comments: [{ text: 'Great game' }] }));
    expect(saved).toMatchObject({ xpChange: 0, xp });
    expect((await call('PUT', url, teacher, { steps: [] })).statusCode).toBe(400);
    const feedback = json(await call('GET', `/api/users/${pupil.id}/profile`, teacher)).feedback;
    expect(feedback[0]).toMatchObject({ kind: 'project', item: { title: 'Snake' }, text: 'Great game' });
  });
});

describe('profile', () => {
  it('is for the person, their classes’ teachers and instructors, and admins', async () => {
    for (const path of ['profile', 'badges', 'classes', 'class-projects']) {
      const url = `/api/users/${pupil.id}/${path}`;
      expect((await call('GET', url)).statusCode).toBe(401);
      for (const who of [classmate, stranger, otherTeacher]) {
        const refused = await call('GET', url, who);
        expect(refused.statusCode).toBe(403);
        expect(json(refused).message).toBe(PROFILE_FORBIDDEN);
      }
      for (const who of [pupil, teacher, instructor, admin])
        expect((await call('GET', url, who)).statusCode).toBe(200);
      expect((await call('GET', `/api/users/nobody/${path}`, admin)).statusCode).toBe(404);
    }
  });

  it('home: xp, the current course with progress, latest achievements and projects', async () => {
    // Two of the course's seven items done (the intro quiz and the topic's lesson), and a project.
    await startIntro(pupil);
    await finishIntro(pupil);
    await startLesson(pupil);
    await finishLesson(pupil);
    const snake = await call('POST', '/api/projects', pupil, { name: 'Snake', language: 'python' });
    expect(snake.statusCode).toBe(201);
    const profile = json(await call('GET', `/api/users/${pupil.id}/profile`, pupil));
    expect(profile.user).toMatchObject({ _id: pupil.id, first_name: 'Ada', xp: await xpOf(pupil) });
    expect(profile.currentCourse).toMatchObject({ _id: courseId(), title: 'Test Course', totalItems: 8 });
    expect(profile.currentCourse.completedItems).toBe(2);
    expect(profile.currentCourse.percentageCompleted).toBe(25);
    expect(profile.achievements.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['Lesson learner', 'Quiz whizz']),
    );
    expect(profile.projects.map((p: { name: string }) => p.name)).toEqual(['Snake']);
  });

  it('classes: the classes the user is in, with teacher, courses and role', async () => {
    // The pupil is in a second class too, another teacher's.
    await h.classWith(otherTeacher, [pupil]);
    const mine = json(await call('GET', '/api/users/me/classes', pupil)).items;
    expect(mine).toHaveLength(2);
    expect(mine.filter((c: { _id: string }) => c._id === classId)).toMatchObject([
      {
        _id: classId,
        role: 'student',
        teacher: { _id: teacher.id, first_name: 'Tess', last_name: 'Teacher' },
        courses: [{ _id: courseId(), title: 'Test Course' }],
        archived: false,
      },
    ]);
    const taught = json(await call('GET', '/api/users/me/classes', instructor)).items;
    expect(taught.map((c: { role: string }) => c.role)).toEqual(['instructor']);
  });

  it('class projects: a starred project shows to the class, which may open it read-only', async () => {
    const project = json(
      await call('POST', '/api/projects', classmate, { name: 'Starry', language: 'javascript' }),
    );
    expect((await call('GET', `/api/projects/${project._id}`, pupil)).statusCode).toBe(403);
    const star = await call('PUT', `/api/classes/${classId}/starred-projects/${project._id}`, teacher, {
      starred: true,
    });
    expect(star.statusCode).toBe(200);
    const listed = json(await call('GET', '/api/users/me/class-projects', pupil)).items;
    expect(listed).toMatchObject([
      { _id: project._id, name: 'Starry', user: { _id: classmate.id }, class: { _id: classId } },
    ]);
    const opened = await call('GET', `/api/projects/${project._id}`, pupil);
    expect(opened.statusCode).toBe(200);
    expect(json(opened).canEdit).toBe(false);
    expect((await call('GET', `/api/projects/${project._id}`, stranger)).statusCode).toBe(403);
    expect(json(await call('GET', '/api/users/me/class-projects', stranger)).items).toEqual([]);
  });
});
