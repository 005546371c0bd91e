// Issue 18, item 4: the hints an author writes for a lesson's or a quiz's question reach the learner one by one,
// one more after each wrong answer (docs/decisions.md "Journeys (issue 18): hints"); the server keeps the rest
// until they are earned. A teacher's preview, and a finished assessment, show them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeedRows, loadSeedCourse, type SeedRow } from '../../db/seed/courses/load.ts';
import { para, type SeedCourse } from '../../db/seed/courses/types.ts';
import { nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

const QUIZ_HINTS = ['Say the alphabet from the start.', 'It comes straight after A.'];
const LESSON_HINT = 'It starts with console.';

const hintsCourse: SeedCourse = {
  title: { en: 'Hints Course', ar: 'دورة التلميحات', it: 'Corso dei suggerimenti', de: 'Tippkurs' },
  subheading: 'For tests',
  description: 'Questions with hints.',
  language: 'javascript',
  colour: '#1e6fd9',
  references: [],
  stages: [
    {
      title: { en: 'Stage', ar: 'مرحلة', it: 'Fase', de: 'Stufe' },
      description: 'The only stage.',
      introQuizzes: [
        {
          key: 'quiz',
          type: 'quiz',
          title: 'Letters quiz',
          questions: [
            {
              type: 'radio',
              title: 'Pick B',
              pieces: [para('Which letter is B?')],
              options: [{ text: 'A' }, { text: 'B', correct: true }, { text: 'C' }],
              hints: QUIZ_HINTS.map((hint) => [para(hint)]),
            },
            { type: 'radio', title: 'No hints', pieces: [], options: [{ text: 'Yes', correct: true }] },
          ],
        },
      ],
      topics: [
        {
          key: 'topic',
          title: 'Output',
          description: 'Showing things.',
          tags: [],
          conceptIntro: {
            key: 'lesson',
            type: 'conceptIntro',
            title: 'Output lesson',
            questions: [
              {
                type: 'textfield',
                title: 'Name the function',
                pieces: [],
                answers: ['console.log'],
                hints: [[para(LESSON_HINT)]],
              },
            ],
          },
          boost: { key: 'boost', type: 'boost', title: 'Output boost', questions: [] },
        },
      ],
      tutorials: [],
      challenges: [],
      finalQuizzes: [],
    },
  ],
};

let h: Harness;
let rows: SeedRow[];
let teacher: TestUser;
let schoolId: string;

const id = (kind: SeedRow['kind'], title: string) =>
  rows.find((r) => r.kind === kind && r.title === title)!.id;
const courseId = () => id('courses', 'Hints Course');
const optionId = (question: string, text: string) =>
  (
    rows.find((r) => r.kind === 'questions' && r.title === question)!.body.fieldOptions as {
      _id: string;
      data: { text: string };
    }[]
  ).find((o) => o.data.text === text)!._id;

const learner = async () => {
  const user = await h.user({ roles: ['student'], schoolId });
  await h.classWith(teacher, [user]);
  const picked = await h.request({
    method: 'PUT',
    url: '/api/users/me/update-course',
    as: user,
    payload: { currentCourse: courseId() },
  });
  expect(picked.statusCode).toBe(200);
  return user;
};

const open = (user: TestUser | undefined, assessment: string, query = '') =>
  h.request({
    method: 'GET',
    url: `/api/learn/assessments/${id('assessments', assessment)}${query}`,
    as: user,
  });
const answer = (user: TestUser, assessment: string, question: string, payload: object) =>
  h.request({
    method: 'POST',
    url: `/api/learn/assessments/${id('assessments', assessment)}/answers`,
    as: user,
    payload: { question: id('questions', question), answer: payload },
  });

/** The texts of the hints a response holds (each hint is one paragraph here). */
const texts = (hints: Hints) => hints.map((hint) => hint.pieces[0]!.data.text);
type Hints = { pieces: { data: { text: string } }[] }[];
const questionIn = (
  view: { questions: { title: string; hints: Hints; hintCount: number }[] },
  title: string,
) => view.questions.find((q) => q.title === title)!;

beforeAll(async () => {
  h = await createHarness();
  const global = await h.environment({ name: 'Global', type: 'Community', global: true });
  schoolId = await h.environment({ name: 'Hint School' });
  teacher = await h.user({ roles: ['teacher'], schoolId });
  rows = loadSeedCourse(hintsCourse);
  await insertSeedRows(h.db, rows, { communityId: global, authorId: null, now: nowIso() });
});
afterAll(() => h.close());

describe('hints on lesson and quiz questions', () => {
  it('needs a login (401), and the lesson stays locked until the quiz is done (403)', async () => {
    expect((await open(undefined, 'Letters quiz')).statusCode).toBe(401);
    const pupil = await learner();
    const locked = await open(pupil, 'Output lesson');
    expect(locked.statusCode).toBe(403);
    expect(json(locked).message).toBe('Finish what comes before this first');
  });

  it('sends none before a wrong answer, then one more after each, and keeps them after a reload', async () => {
    const pupil = await learner();
    const opened = await open(pupil, 'Letters quiz');
    expect(opened.statusCode).toBe(200);
    expect(questionIn(json(opened), 'Pick B')).toMatchObject({ hints: [], hintCount: 2 });
    for (const hint of QUIZ_HINTS) expect(opened.body).not.toContain(hint);

    const wrong = () => answer(pupil, 'Letters quiz', 'Pick B', { option: optionId('Pick B', 'A') });
    const first = json(await wrong());
    expect(first).toMatchObject({ status: 'wrong', canSkip: false });
    expect(texts(first.hints)).toEqual(QUIZ_HINTS.slice(0, 1));
    // What was earned is read back with the quiz: a reload keeps it.
    expect(texts(questionIn(json(await open(pupil, 'Letters quiz')), 'Pick B').hints)).toEqual(
      QUIZ_HINTS.slice(0, 1),
    );
    expect(texts(json(await wrong()).hints)).toEqual(QUIZ_HINTS);
    const third = json(await wrong());
    expect(third).toMatchObject({ status: 'wrong', canSkip: true });
    expect(texts(third.hints)).toEqual(QUIZ_HINTS);
  });

  it('a malformed answer is refused (400) and earns no hint', async () => {
    const pupil = await learner();
    await open(pupil, 'Letters quiz');
    const bad = await answer(pupil, 'Letters quiz', 'Pick B', { option: 42 });
    expect(bad.statusCode).toBe(400);
    expect(questionIn(json(await open(pupil, 'Letters quiz')), 'Pick B').hints).toEqual([]);
  });

  it("gives a lesson's hints after a wrong answer, in the learner's language where translated", async () => {
    const pupil = await learner();
    await open(pupil, 'Letters quiz');
    await answer(pupil, 'Letters quiz', 'Pick B', { option: optionId('Pick B', 'B') });
    await answer(pupil, 'Letters quiz', 'No hints', { option: optionId('No hints', 'Yes') });
    const question = id('questions', 'Name the function');
    const row = await h.db
      .selectFrom('content')
      .select(['version'])
      .where('id', '=', question)
      .executeTakeFirstOrThrow();
    const arabic = 'تبدأ بكلمة console.';
    await h.db
      .updateTable('content')
      .set({
        translations: JSON.stringify({ ar: { hints: [{ pieces: [{ data: { text: arabic } }] }] } }),
        version: row.version + 1,
      })
      .where('id', '=', question)
      .execute();
    await h.db.updateTable('users').set({ locale: 'ar' }).where('id', '=', pupil.id).execute();

    const lesson = json(await open(pupil, 'Output lesson'));
    expect(questionIn(lesson, 'Name the function')).toMatchObject({ hints: [], hintCount: 1 });
    const wrong = json(await answer(pupil, 'Output lesson', 'Name the function', { text: 'print' }));
    expect(wrong.status).toBe('wrong');
    expect(texts(wrong.hints)).toEqual([arabic]);
    const right = json(await answer(pupil, 'Output lesson', 'Name the function', { text: 'console.log' }));
    expect(right).toMatchObject({ status: 'correct', finished: true });
  });

  it("shows every hint in a teacher's preview and in a finished quiz, and a wrong preview answer writes nothing", async () => {
    const preview = json(await open(teacher, 'Letters quiz', `?preview=true&course=${courseId()}`));
    expect(preview.preview).toBe(true);
    expect(texts(questionIn(preview, 'Pick B').hints)).toEqual(QUIZ_HINTS);
    const before = await h.count('trackers');
    const checked = await h.request({
      method: 'POST',
      url: `/api/learn/assessments/${id('assessments', 'Letters quiz')}/answers?preview=true&course=${courseId()}`,
      as: teacher,
      payload: { question: id('questions', 'Pick B'), answer: { option: optionId('Pick B', 'C') } },
    });
    expect(json(checked).status).toBe('wrong');
    expect(texts(json(checked).hints)).toEqual(QUIZ_HINTS);
    expect(await h.count('trackers')).toBe(before);

    const pupil = await learner();
    await open(pupil, 'Letters quiz');
    await answer(pupil, 'Letters quiz', 'Pick B', { option: optionId('Pick B', 'B') });
    await answer(pupil, 'Letters quiz', 'No hints', { option: optionId('No hints', 'Yes') });
    const done = json(await open(pupil, 'Letters quiz'));
    expect(done.preview).toBe(true);
    expect(texts(questionIn(done, 'Pick B').hints)).toEqual(QUIZ_HINTS);
  });
});
