// Issue 21: a question's tasks reach the learner above the answer; its post-task pieces, which may tell the
// answer, only once the learner has answered it (with the verdict that passes it, then with the assessment),
// and in preview; a fill_in_blanks word bank never says which of its words are right; other accepted answers
// ("color" beside "colour") are graded right and never sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeedRows, loadSeedCourse, type SeedRow } from '../../db/seed/courses/load.ts';
import { para, type SeedCourse } from '../../db/seed/courses/types.ts';
import { nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

const POST_TASK = 'The answer was B, the second letter.';
const LESSON_POST_TASK = 'console.log is the answer.';
const TASK = 'Pick the <strong>second</strong> letter.';

const course: SeedCourse = {
  title: { en: 'Text Course', ar: 'دورة النصوص', it: 'Corso dei testi', de: 'Textkurs' },
  subheading: 'For tests',
  description: 'Questions with tasks and blanks.',
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
          title: 'Text quiz',
          questions: [
            {
              type: 'radio',
              title: 'Pick B',
              pieces: [para('Which letter?')],
              options: [{ text: 'A' }, { text: 'B', correct: true }],
            },
            {
              type: 'fill_in_blanks',
              title: 'Loop words',
              pieces: [para('Fill in the loop.')],
              template: '___ (let i = 0; i < 3; i++) ___',
              blanks: ['for', 'colour'],
            },
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
              { type: 'textfield', title: 'Name it', pieces: [para('Name the function')], answers: ['log'] },
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
let creator: TestUser;
let translator: TestUser;

const row = (kind: SeedRow['kind'], title: string) => rows.find((r) => r.kind === kind && r.title === title)!;
const id = (kind: SeedRow['kind'], title: string) => row(kind, title).id;
type Opt = { _id: string; data: { text: string; isCorrect?: boolean; alternatives?: string[] } };
const options = (question: string) => row('questions', question).body.fieldOptions as Opt[];
const optionId = (question: string, text: string) => options(question).find((o) => o.data.text === text)!._id;

const learner = async () => {
  const user = await h.user({ roles: ['student'], schoolId });
  await h.classWith(teacher, [user]);
  const picked = await h.request({
    method: 'PUT',
    url: '/api/users/me/update-course',
    as: user,
    payload: { currentCourse: id('courses', 'Text Course') },
  });
  expect(picked.statusCode).toBe(200);
  return user;
};
const open = (user: TestUser | undefined, query = '', assessment = 'Text quiz') =>
  h.request({
    method: 'GET',
    url: `/api/learn/assessments/${id('assessments', assessment)}${query}`,
    as: user,
  });
const answer = (user: TestUser | undefined, question: string, payload: object) =>
  h.request({
    method: 'POST',
    url: `/api/learn/assessments/${id('assessments', 'Text quiz')}/answers`,
    as: user,
    payload: { question: id('questions', question), answer: payload },
  });
type Shown = { title: string; tasks: string[]; postTaskPieces: unknown[]; words: string[] };
const questionIn = (view: { questions: Shown[] }, title: string) =>
  view.questions.find((q) => q.title === title)!;

beforeAll(async () => {
  h = await createHarness();
  const global = await h.environment({ name: 'Global', type: 'Community', global: true });
  schoolId = await h.environment({ name: 'Text School' });
  teacher = await h.user({ roles: ['teacher'], schoolId });
  const roleIn = (role: 'contentCreator' | 'translator') => ({
    communityId: global,
    environmentRoles: [{ environmentId: global, role }],
  });
  creator = await h.user({ roles: ['contentCreator'], ...roleIn('contentCreator') });
  translator = await h.user({ roles: ['translator'], ...roleIn('translator') });
  rows = loadSeedCourse(course);
  const pick = row('questions', 'Pick B').body;
  pick.tasks = [{ description: `<p>${TASK}</p>` }];
  pick.postTaskPieces = [para(POST_TASK)];
  row('questions', 'Name it').body.postTaskPieces = [para(LESSON_POST_TASK)];
  const loop = row('questions', 'Loop words').body;
  const blanks = loop.fieldOptions as Opt[];
  blanks[1]!.data.alternatives = ['color'];
  loop.fieldOptions = [
    ...blanks,
    ...['while', 'do'].map((text, i) => ({
      _id: `distractor-${i}`,
      data: { text, description: '', isCorrect: false, pieces: [], lhs: [], rhs: [] },
    })),
  ];
  await insertSeedRows(h.db, rows, { communityId: global, authorId: creator.id, now: nowIso() });
  await h.classWith(teacher, []);
  const picked = await h.request({
    method: 'PUT',
    url: '/api/users/me/update-course',
    as: teacher,
    payload: { currentCourse: id('courses', 'Text Course') },
  });
  expect(picked.statusCode).toBe(200);
});
afterAll(() => h.close());

describe('tasks, post-task pieces and word banks reaching learners', () => {
  it('needs a login (401); a locked lesson is refused (403); a malformed answer is 400', async () => {
    expect((await open(undefined)).statusCode).toBe(401);
    expect((await answer(undefined, 'Pick B', { option: 'x' })).statusCode).toBe(401);
    const pupil = await learner();
    // The lesson is locked until the quiz is done: neither its question nor what follows it is sent.
    const locked = await open(pupil, '', 'Output lesson');
    expect(locked.statusCode).toBe(403);
    expect(locked.body).not.toContain(LESSON_POST_TASK);
    const early = await h.request({
      method: 'POST',
      url: `/api/learn/assessments/${id('assessments', 'Output lesson')}/answers`,
      as: pupil,
      payload: { question: id('questions', 'Name it'), answer: { text: 'log' } },
    });
    expect(early.statusCode).toBe(403);
    expect(early.body).not.toContain(LESSON_POST_TASK);
    await open(pupil);
    const bad = await answer(pupil, 'Pick B', { option: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain(POST_TASK);
  });

  it('sends the tasks at once, and the post-task pieces only after the answer that passes', async () => {
    const pupil = await learner();
    const opened = await open(pupil);
    expect(opened.statusCode).toBe(200);
    const shown = questionIn(json(opened), 'Pick B');
    expect(shown.tasks).toEqual([`<p>${TASK}</p>`]);
    expect(shown.postTaskPieces).toEqual([]);
    expect(opened.body).not.toContain(POST_TASK);

    const wrong = await answer(pupil, 'Pick B', { option: optionId('Pick B', 'A') });
    expect(json(wrong)).toMatchObject({ status: 'wrong', postTaskPieces: [] });
    expect(wrong.body).not.toContain(POST_TASK);
    expect((await open(pupil)).body).not.toContain(POST_TASK);

    const right = json(await answer(pupil, 'Pick B', { option: optionId('Pick B', 'B') }));
    expect(right.status).toBe('correct');
    expect(right.postTaskPieces[0].data.text).toContain(POST_TASK);
    // Read back: the question is done, so the assessment now carries them.
    const again = questionIn(json(await open(pupil)), 'Pick B');
    expect(JSON.stringify(again.postTaskPieces)).toContain(POST_TASK);
  });

  it('shows a teacher previewing everything, post-task pieces included', async () => {
    const preview = await open(teacher, '?preview=true');
    expect(preview.statusCode).toBe(200);
    expect(json(preview).preview).toBe(true);
    expect(preview.body).toContain(POST_TASK);
    // A student asking for preview gets none.
    const pupil = await learner();
    const asked = await open(pupil, '?preview=true');
    expect(json(asked).preview).toBe(false);
    expect(asked.body).not.toContain(POST_TASK);
  });

  it('gives a word bank of the answers and distractors, sorted, without the alternatives or which are right', async () => {
    const pupil = await learner();
    const opened = await open(pupil);
    const loop = questionIn(json(opened), 'Loop words');
    expect(loop.words).toEqual(['colour', 'do', 'for', 'while']);
    expect(opened.body).not.toContain('isCorrect');
    expect(opened.body).not.toContain('"color"');
    expect(JSON.stringify(loop)).not.toContain('distractor-');
  });

  it('grades a blank by any answer the author accepts', async () => {
    const pupil = await learner();
    await open(pupil);
    await answer(pupil, 'Pick B', { option: optionId('Pick B', 'B') });
    const wrong = json(await answer(pupil, 'Loop words', { blanks: ['while', 'colour'] }));
    expect(wrong.status).toBe('wrong');
    const right = json(await answer(pupil, 'Loop words', { blanks: ['for', 'color'] }));
    expect(right).toMatchObject({ status: 'correct', finished: true });
  });
});

// The editor saves the other accepted answers with the question; a published quiz whose blanks and answers
// differ is refused, naming the question.
describe('saving blanks from the editor', () => {
  type Read = { version: number; questions: Record<string, unknown>[] };
  const quizId = () => id('assessments', 'Text quiz');
  const read = async (): Promise<Read> =>
    json(await h.request({ method: 'GET', url: `/api/library/assessments/${quizId()}`, as: creator }));
  const save = (as: TestUser | undefined, from: Read, change: (options: Opt[]) => unknown[]) =>
    h.request({
      method: 'PUT',
      url: `/api/assessments/${quizId()}`,
      as,
      payload: {
        version: from.version,
        questions: from.questions.map(
          ({ assessment: _a, version: _v, updatedAt: _u, translations: _t, ...q }) =>
            q.title === 'Loop words' ? { ...q, fieldOptions: change(q.fieldOptions as Opt[]) } : q,
        ),
      },
    });
  const loopOptions = (from: Read) =>
    from.questions.find((q) => q.title === 'Loop words')!.fieldOptions as Opt[];
  const withAlternatives = (alternatives: unknown) => (options: Opt[]) =>
    options.map((o, i) => (i === 1 ? { ...o, data: { ...o.data, alternatives } } : o));

  it('refuses no login (401), a translator (403) and a bad value (400), writing nothing', async () => {
    const before = await read();
    expect((await save(undefined, before, withAlternatives(['color']))).statusCode).toBe(401);
    expect((await save(translator, before, withAlternatives(['color']))).statusCode).toBe(403);
    const bad = await save(creator, before, withAlternatives('color'));
    expect(bad.statusCode).toBe(400);
    const mismatch = await save(creator, before, (options) =>
      options.filter((o) => o.data.text !== 'colour'),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('Question 2 needs exactly one answer for each blank');
    expect((await read()).version).toBe(before.version);
  });

  it('saves the other accepted answers of a blank, read back', async () => {
    const before = await read();
    const saved = await save(creator, before, withAlternatives(['color', 'kolor']));
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await read();
    expect(loopOptions(after)[1]!.data.alternatives).toEqual(['color', 'kolor']);
    const pupil = await learner();
    const opened = await open(pupil);
    expect(opened.body).not.toContain('kolor');
  });
});
