// Issue 21: every assessment setting honoured. Pass mark, XP for passing and for 100% decide the xp and the pass;
// multiple attempts allow a retake (never the same xp twice); self-marked free text is marked by the learner
// against the author's notes; teacher-marked and mixed free text goes to the class's teacher, who marks it on the
// marking screen with stickers and comments.
import {
  ANSWER_QUESTION_NOT_FOUND,
  MARKING_FORBIDDEN,
  RETAKE_NOT_ALLOWED,
  SELF_MARK_NOT_EXPECTED,
  STUDENT_NOT_IN_CLASS,
} from '@brickyard/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertSeedRows, loadSeedCourse, type SeedRow } from '../../db/seed/courses/load.ts';
import type { SeedCourse } from '../../db/seed/courses/types.ts';
import { para } from '../../db/seed/courses/types.ts';
import { nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { ANSWER_NOT_TEACHER_MARKED } from '../teaching/marking-assessment.ts';

const quiz = (title: string, essay = true) => ({
  key: title,
  type: 'quiz' as const,
  title,
  questions: [
    {
      type: 'radio' as const,
      title: `${title}: pick B`,
      pieces: [para('Which letter is B?')],
      options: [{ text: 'A' }, { text: 'B', correct: true }],
    },
    ...(essay
      ? [{ type: 'textarea' as const, title: `${title}: explain`, pieces: [para('What does a loop do?')] }]
      : []),
  ],
});

const course: SeedCourse = {
  title: { en: 'Settings Course', ar: 'Settings Course', it: 'Settings Course', de: 'Settings Course' },
  subheading: '',
  description: 'Assessment settings.',
  language: 'javascript',
  colour: '#1e6fd9',
  stages: [
    {
      title: { en: 'One', ar: 'One', it: 'One', de: 'One' },
      description: '',
      introQuizzes: [quiz('Teacher quiz'), quiz('Mixed quiz'), quiz('Self quiz'), quiz('Retake quiz', false)],
      topics: [],
      tutorials: [],
      challenges: [],
      finalQuizzes: [],
    },
  ],
  references: [],
};

/** What each quiz's settings are, laid over the seeded rows. */
const SETTINGS: Record<string, Record<string, unknown>> = {
  'Teacher quiz': {
    assessmentType: 'teacher',
    passMark: 100,
    passXp: 20,
    maxXp: 50,
    multipleAttempts: false,
  },
  'Mixed quiz': { assessmentType: 'mixed', passMark: 50, passXp: 20, maxXp: 50, multipleAttempts: false },
  'Self quiz': { assessmentType: 'self', passMark: 100, passXp: 20, maxXp: 50, multipleAttempts: false },
  'Retake quiz': { assessmentType: 'auto', passMark: 100, passXp: 20, maxXp: 50, multipleAttempts: true },
};

let h: Harness;
let rows: SeedRow[];
let schoolId: string;
let teacher: TestUser;
let otherTeacher: TestUser;
let pupil: TestUser;
let classId: string;
let otherClassId: string;

const id = (kind: SeedRow['kind'], title: string) => {
  const row = rows.find((r) => r.kind === kind && r.title === title);
  if (!row) throw new Error(`no ${kind} called ${title}`);
  return row.id;
};
const optionB = (title: string) =>
  (
    rows.find((r) => r.title === `${title}: pick B`)!.body.fieldOptions as {
      _id: string;
      data: { text: string };
    }[]
  )
    .filter((o) => o.data.text === 'B')
    .map((o) => o._id)[0];
const optionA = (title: string) =>
  (
    rows.find((r) => r.title === `${title}: pick B`)!.body.fieldOptions as {
      _id: string;
      data: { text: string };
    }[]
  )
    .filter((o) => o.data.text === 'A')
    .map((o) => o._id)[0];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as?: TestUser, payload?: object) =>
  h.request({ method, url, ...(as ? { as } : {}), ...(payload !== undefined ? { payload } : {}) });
const xpOf = async (user: TestUser) => json(await call('GET', '/api/users/me', user)).xp as number;
const base = (title: string) => `/api/learn/assessments/${id('assessments', title)}`;
const markingUrl = (title: string, student = pupil, cls = classId) =>
  `/api/classes/${cls}/students/${student.id}/marking/assessments/${id('assessments', title)}`;

/** Opens the quiz and answers its radio question (right, or wrong first and then right). */
const answerRadio = async (title: string, user = pupil, wrongFirst = false) => {
  expect((await call('GET', base(title), user)).statusCode).toBe(200);
  const question = id('questions', `${title}: pick B`);
  if (wrongFirst)
    expect(
      json(
        await call('POST', `${base(title)}/answers`, user, { question, answer: { option: optionA(title) } }),
      ).status,
    ).toBe('wrong');
  return json(
    await call('POST', `${base(title)}/answers`, user, { question, answer: { option: optionB(title) } }),
  );
};
const answerEssay = async (title: string, user = pupil) =>
  call('POST', `${base(title)}/answers`, user, {
    question: id('questions', `${title}: explain`),
    answer: { text: 'It does something again and again.' },
  });

beforeAll(async () => {
  h = await createHarness();
  const global = await h.environment({ name: 'Global', type: 'Community', global: true });
  schoolId = await h.environment({ name: 'Settings School' });
  rows = loadSeedCourse(course);
  for (const row of rows) {
    if (row.kind === 'assessments' && SETTINGS[row.title]) Object.assign(row.body, SETTINGS[row.title]);
    if (row.kind === 'questions' && row.title.endsWith(': explain'))
      Object.assign(row.body, { answerNotes: true, postTaskPieces: [para('A loop repeats its body.')] });
  }
  await insertSeedRows(h.db, rows, { communityId: global, authorId: null, now: nowIso() });
});
afterAll(() => h.close());

beforeEach(async () => {
  teacher = await h.user({ roles: ['teacher'], schoolId });
  otherTeacher = await h.user({ roles: ['teacher'], schoolId });
  pupil = await h.user({ roles: ['student'], schoolId });
  const stranger = await h.user({ roles: ['student'], schoolId });
  classId = await h.classWith(teacher, [pupil]);
  otherClassId = await h.classWith(otherTeacher, [stranger]);
  for (const cls of [classId, otherClassId])
    await h.db
      .insertInto('class_courses')
      .values({ class_id: cls, course_id: id('courses', 'Settings Course'), position: 0 })
      .execute();
  await call('PUT', '/api/users/me/update-course', pupil, {
    currentCourse: id('courses', 'Settings Course'),
  });
});

describe('pass mark, xp for passing and for 100%', () => {
  it('right first time gives XP for 100%; the result shows on reopening, in preview', async () => {
    const before = await xpOf(pupil);
    const finished = await answerRadio('Retake quiz');
    expect(finished).toMatchObject({ finished: true, xpAwarded: 50, result: { percent: 100, passed: true } });
    expect(await xpOf(pupil)).toBe(before + 50);
    const view = json(await call('GET', base('Retake quiz'), pupil));
    expect(view).toMatchObject({ preview: true, canRetake: true, result: { passed: true, xpGiven: 50 } });
  });

  it('a wrong answer first is below the pass mark of 100%: not passed, no xp', async () => {
    const before = await xpOf(pupil);
    const finished = await answerRadio('Retake quiz', pupil, true);
    expect(finished).toMatchObject({ finished: true, xpAwarded: 0, result: { percent: 0, passed: false } });
    expect(await xpOf(pupil)).toBe(before);
  });
});

describe('multiple attempts', () => {
  it('a retake gives only what beats the best: a fail then 100% gives 50 once, a later 100% nothing', async () => {
    const before = await xpOf(pupil);
    await answerRadio('Retake quiz', pupil, true);
    const retaken = await call('POST', `${base('Retake quiz')}/retake`, pupil);
    expect(retaken.statusCode).toBe(200);
    expect(json(retaken)).toMatchObject({ preview: false, progress: { questionsCompleted: [] } });
    expect((await answerRadio('Retake quiz')).xpAwarded).toBe(50);
    await call('POST', `${base('Retake quiz')}/retake`, pupil);
    expect((await answerRadio('Retake quiz')).xpAwarded).toBe(0);
    expect(await xpOf(pupil)).toBe(before + 50);
  });

  it('is refused without a login (401), before finishing and when the assessment allows one attempt (400)', async () => {
    expect((await call('POST', `${base('Retake quiz')}/retake`)).statusCode).toBe(401);
    const early = await call('POST', `${base('Retake quiz')}/retake`, pupil);
    expect(early.statusCode).toBe(400);
    expect(json(early).message).toBe(RETAKE_NOT_ALLOWED);
    await answerRadio('Self quiz');
    await answerEssay('Self quiz');
    await call('POST', `${base('Self quiz')}/self-mark`, pupil, {
      question: id('questions', 'Self quiz: explain'),
      right: true,
    });
    const once = await call('POST', `${base('Self quiz')}/retake`, pupil);
    expect(once.statusCode).toBe(400);
    expect(json(once).key).toBe('retakeNotAllowed');
    const view = json(await call('GET', base('Self quiz'), pupil));
    expect(view).toMatchObject({ preview: true, canRetake: false });
  });
});

describe('self-marked free text', () => {
  it("keeps the answer, shows the notes, and counts the learner's own mark", async () => {
    const before = await xpOf(pupil);
    await answerRadio('Self quiz');
    const kept = json(await answerEssay('Self quiz'));
    expect(kept.status).toBe('review');
    expect(kept.notes).toEqual([para('A loop repeats its body.')]);
    expect(kept.finished).toBe(false);
    // Notes are not sent before answering.
    expect(JSON.stringify(json(await call('GET', base('Self quiz'), pupil)))).not.toContain('A loop repeats');
    const marked = json(
      await call('POST', `${base('Self quiz')}/self-mark`, pupil, {
        question: id('questions', 'Self quiz: explain'),
        right: false,
      }),
    );
    expect(marked).toMatchObject({ finished: true, xpAwarded: 0, result: { percent: 50, passed: false } });
    expect(await xpOf(pupil)).toBe(before);
    const view = json(await call('GET', base('Self quiz'), pupil));
    expect(view.freeText).toEqual([
      { question: id('questions', 'Self quiz: explain'), marker: 'self', state: 'notYet' },
    ]);
  });

  it('refuses a mark without a login (401), for an unanswered or other question (400)', async () => {
    const body = { question: id('questions', 'Self quiz: explain'), right: true };
    expect((await call('POST', `${base('Self quiz')}/self-mark`, undefined, body)).statusCode).toBe(401);
    await call('GET', base('Self quiz'), pupil);
    const order = await call('POST', `${base('Self quiz')}/self-mark`, pupil, body);
    expect(order.statusCode).toBe(400);
    await answerRadio('Self quiz');
    const early = await call('POST', `${base('Self quiz')}/self-mark`, pupil, body);
    expect(early.statusCode).toBe(400);
    expect(json(early).message).toBe(SELF_MARK_NOT_EXPECTED);
    const stray = await call('POST', `${base('Self quiz')}/self-mark`, pupil, {
      question: id('questions', 'Teacher quiz: explain'),
      right: true,
    });
    expect(json(stray).message).toBe(ANSWER_QUESTION_NOT_FOUND);
    const bad = await call('POST', `${base('Self quiz')}/self-mark`, pupil, { question: body.question });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].key).toBe('answerMarkRight');
  });
});

describe('teacher-marked free text', () => {
  it('waits for the teacher, who marks it: the pass and xp follow, with a comment the learner reads', async () => {
    const before = await xpOf(pupil);
    await answerRadio('Teacher quiz');
    const kept = json(await answerEssay('Teacher quiz'));
    expect(kept).toMatchObject({ status: 'accepted', awaitingTeacher: true, finished: true, xpAwarded: 0 });
    expect(kept.result).toMatchObject({ pending: 1, passed: null });
    const essay = id('questions', 'Teacher quiz: explain');
    expect(json(await call('GET', base('Teacher quiz'), pupil)).freeText).toEqual([
      { question: essay, marker: 'teacher', state: 'pending' },
    ]);

    const view = json(await call('GET', markingUrl('Teacher quiz'), teacher));
    expect(view.answers).toMatchObject([
      {
        question: essay,
        answer: 'It does something again and again.',
        mark: null,
        notes: [para('A loop repeats its body.')],
      },
    ]);
    const saved = await call('PUT', markingUrl('Teacher quiz'), teacher, {
      answers: [{ question: essay, right: true }],
      comments: [{ text: 'A good explanation.' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ xpChange: 50, marking: { result: { passed: true, percent: 100 } } });
    expect(await xpOf(pupil)).toBe(before + 50);
    // Read back: the learner sees the mark and the comment; taking the mark back takes the xp back.
    const learner = json(await call('GET', base('Teacher quiz'), pupil));
    expect(learner.result).toMatchObject({ passed: true, xpGiven: 50 });
    expect(learner.freeText[0].state).toBe('right');
    const feedback = json(
      await call('GET', `/api/users/me/feedback/assessments/${id('assessments', 'Teacher quiz')}`, pupil),
    );
    expect(feedback.comments.map((c: { text: string }) => c.text)).toEqual(['A good explanation.']);
    const back = json(
      await call('PUT', markingUrl('Teacher quiz'), teacher, {
        answers: [{ question: essay, right: false }],
      }),
    );
    expect(back).toMatchObject({ xpChange: -50, marking: { result: { passed: false } } });
    expect(await xpOf(pupil)).toBe(before);
  });

  it("mixed: the auto-marked part counts at once, the teacher's mark later", async () => {
    const before = await xpOf(pupil);
    await answerRadio('Mixed quiz');
    const kept = json(await answerEssay('Mixed quiz'));
    expect(kept).toMatchObject({
      awaitingTeacher: true,
      xpAwarded: 20,
      result: { percent: 50, passed: true, pending: 1 },
    });
    const essay = id('questions', 'Mixed quiz: explain');
    const saved = json(
      await call('PUT', markingUrl('Mixed quiz'), teacher, { answers: [{ question: essay, right: true }] }),
    );
    expect(saved.xpChange).toBe(30);
    expect(await xpOf(pupil)).toBe(before + 50);
  });

  it("refuses: no login (401), a student or another class's teacher (403), a question not the teacher's (400)", async () => {
    await answerRadio('Teacher quiz');
    await answerEssay('Teacher quiz');
    const essay = id('questions', 'Teacher quiz: explain');
    const body = { answers: [{ question: essay, right: true }] };
    expect((await call('GET', markingUrl('Teacher quiz'))).statusCode).toBe(401);
    expect((await call('PUT', markingUrl('Teacher quiz'), undefined, body)).statusCode).toBe(401);
    const student = await call('GET', markingUrl('Teacher quiz'), pupil);
    expect(student.statusCode).toBe(403);
    expect(json(student).message).toBe(MARKING_FORBIDDEN);
    for (const method of ['GET', 'PUT'] as const) {
      const other = await call(
        method,
        markingUrl('Teacher quiz'),
        otherTeacher,
        method === 'PUT' ? body : undefined,
      );
      expect(other.statusCode).toBe(403);
      expect(json(other).message).toBe(MARKING_FORBIDDEN);
    }
    // Their own class, but not their student.
    const notTheirs = await call('GET', markingUrl('Teacher quiz', pupil, otherClassId), otherTeacher);
    expect(notTheirs.statusCode).toBe(404);
    expect(json(notTheirs).message).toBe(STUDENT_NOT_IN_CLASS);
    const radio = await call('PUT', markingUrl('Teacher quiz'), teacher, {
      answers: [{ question: id('questions', 'Teacher quiz: pick B'), right: true }],
    });
    expect(radio.statusCode).toBe(400);
    expect(json(radio).message).toBe(ANSWER_NOT_TEACHER_MARKED);
    const bad = await call('PUT', markingUrl('Teacher quiz'), teacher, { answers: [{ question: essay }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].key).toBe('answerMarkRight');
    // Nothing was marked.
    expect(json(await call('GET', markingUrl('Teacher quiz'), teacher)).answers[0].mark).toBeNull();
  });
});
