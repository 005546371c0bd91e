// Issue 17, finding 9: the right option was always first. Each learner now sees a choice question's options in
// an order of their own, the same on every reload, unless the author keeps the order (the question editor's
// switch, `keepOptionOrder`); answers name options by id, so grading is unaffected.
import { optionOrderSeed, shuffledBy } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeedRows, loadSeedCourse, type SeedRow } from '../../db/seed/courses/load.ts';
import type { SeedCourse } from '../../db/seed/courses/types.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const options = LETTERS.map((text, i) => ({ text, correct: i === 0 }));

const course: SeedCourse = {
  title: { en: 'Order Course', ar: 'Order (ar)', it: 'Order (it)', de: 'Order (de)' },
  subheading: '',
  description: 'Choices in an order of their own.',
  language: 'javascript',
  colour: '#1e6fd9',
  stages: [
    {
      title: { en: 'Stage', ar: 'Stage', it: 'Stage', de: 'Stage' },
      description: '',
      introQuizzes: [
        {
          key: 'quiz',
          type: 'quiz',
          title: 'Order quiz',
          questions: [
            { type: 'radio', title: 'One choice', pieces: [], options },
            {
              type: 'checkbox',
              title: 'Several choices',
              pieces: [],
              options: [...options, { text: 'G', correct: true }],
            },
            { type: 'dropdown', title: 'A drop-down', pieces: [], options },
            { type: 'radio', title: 'All of the above', pieces: [], options },
          ],
        },
      ],
      topics: [],
      tutorials: [],
      challenges: [],
      finalQuizzes: [],
    },
  ],
  references: [],
};

let h: Harness;
let global: string;
let school: string;
let teacher: TestUser;
let creator: TestUser;
let translator: TestUser;
let first: TestUser;
let second: TestUser;
/** The quiz `first` and `second` follow; tests only read it. */
let shared: Quiz;

interface Quiz {
  id: string;
  question(title: string): SeedRow;
  /** A question's option texts in the author's order. */
  authored(title: string): string[];
}

/** New students of the school, in a class of the teacher. */
const pupils = async (n: number) => {
  const made = await Promise.all(
    Array.from({ length: n }, () => h.user({ roles: ['student'], schoolId: school })),
  );
  await h.classWith(teacher, made);
  return made;
};

/**
 * A copy of the course of its own, which `learners` follow. Certain, not likely: each shuffled question gets an
 * id for which the first learner's order is not the author's (a few ids are tried; the order is a fixed
 * function of the two ids).
 */
const seedQuiz = async (learners: TestUser[]): Promise<Quiz> => {
  const rows = loadSeedCourse(course);
  const quizRow = rows.find((r) => r.kind === 'assessments')!;
  const question = (title: string) => rows.find((r) => r.kind === 'questions' && r.title === title)!;
  const authored = (title: string) =>
    (question(title).body.fieldOptions as { _id: string; data: { text: string } }[]).map((o) => o.data.text);
  const [pupil] = learners;
  if (pupil)
    for (const title of ['One choice', 'Several choices', 'A drop-down', 'All of the above']) {
      const row = question(title);
      const before = row.id;
      while (
        shuffledBy(authored(title), optionOrderSeed(pupil.id, row.id)).join('') === authored(title).join('')
      )
        row.id = newId();
      quizRow.body.questions = (quizRow.body.questions as string[]).map((id) =>
        id === before ? row.id : id,
      );
    }
  await insertSeedRows(h.db, rows, { communityId: global, authorId: creator.id, now: nowIso() });
  for (const learner of learners) {
    const chosen = await h.request({
      method: 'PUT',
      url: '/api/users/me/update-course',
      as: learner,
      payload: { currentCourse: rows.find((r) => r.kind === 'courses')!.id },
    });
    expect(chosen.statusCode).toBe(200);
  }
  return { id: quizRow.id, question, authored };
};

const open = async (user: TestUser, quiz = shared) => {
  const response = await h.request({ method: 'GET', url: `/api/learn/assessments/${quiz.id}`, as: user });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).questions as {
    _id: string;
    title: string;
    options: { _id: string; text: string }[];
  }[];
};
const orderOf = async (user: TestUser, title: string, quiz = shared) =>
  (await open(user, quiz)).find((q) => q.title === title)!.options.map((o) => o.text);

beforeAll(async () => {
  h = await createHarness();
  global = await h.environment({ name: 'Global', type: 'Community', global: true });
  school = await h.environment({ name: 'School' });
  teacher = await h.user({ roles: ['teacher'], schoolId: school });
  const roleIn = (role: 'contentCreator' | 'translator') => ({
    communityId: global,
    environmentRoles: [{ environmentId: global, role }],
  });
  creator = await h.user({ roles: ['contentCreator'], ...roleIn('contentCreator') });
  translator = await h.user({ roles: ['translator'], ...roleIn('translator') });
  [first, second] = (await pupils(2)) as [TestUser, TestUser];
  shared = await seedQuiz([first, second]);
});
afterAll(() => h.close());

describe("a learner's order of the options", () => {
  it('needs a login (401)', async () => {
    expect((await h.request({ method: 'GET', url: `/api/learn/assessments/${shared.id}` })).statusCode).toBe(
      401,
    );
  });

  it('is shuffled per learner and question, the same on every reload', async () => {
    const { authored, question } = shared;
    for (const title of ['One choice', 'Several choices', 'A drop-down']) {
      for (const pupil of [first, second]) {
        const order = await orderOf(pupil, title);
        expect(await orderOf(pupil, title)).toEqual(order);
        expect([...order].sort()).toEqual([...authored(title)].sort());
        expect(order).toEqual(shuffledBy(authored(title), optionOrderSeed(pupil.id, question(title).id)));
      }
      expect(await orderOf(first, title)).not.toEqual(authored(title));
    }
  });

  it('grades by option id, whatever the order', async () => {
    // Answering moves a learner on: a learner and a quiz of this test's own.
    const [pupil] = (await pupils(1)) as [TestUser];
    const quiz = await seedQuiz([pupil]);
    const [radio, checkbox] = await open(pupil, quiz);
    const id = (q: typeof radio, text: string) => q!.options.find((o) => o.text === text)!._id;
    const answer = (questionId: string, answer: object) =>
      h.request({
        method: 'POST',
        url: `/api/learn/assessments/${quiz.id}/answers`,
        as: pupil,
        payload: { question: questionId, answer },
      });
    expect(json(await answer(radio!._id, { option: id(radio, 'B') })).status).toBe('wrong');
    expect(json(await answer(radio!._id, { option: id(radio, 'A') })).status).toBe('correct');
    expect(
      json(await answer(checkbox!._id, { options: [id(checkbox, 'A'), id(checkbox, 'G')] })).status,
    ).toBe('correct');
  });
});

// Each test saves (or tries to save) the quiz: each has a quiz of its own.
describe('keeping the author’s order', () => {
  type Read = { version: number; questions: Record<string, unknown>[] };
  const read = async (quiz: Quiz): Promise<Read> =>
    json(await h.request({ method: 'GET', url: `/api/library/assessments/${quiz.id}`, as: creator }));
  /** Saves the questions as read, with the last one's switch set to `keep`. */
  const save = (quiz: Quiz, as: TestUser, from: Read, keep: unknown) =>
    h.request({
      method: 'PUT',
      url: `/api/assessments/${quiz.id}`,
      as,
      payload: {
        version: from.version,
        questions: from.questions.map(
          ({ assessment: _a, version: _v, updatedAt: _u, translations: _t, ...q }) =>
            q.title === 'All of the above' ? { ...q, keepOptionOrder: keep } : q,
        ),
      },
    });

  it('reads false for a question saved before the switch existed', async () => {
    const quiz = await seedQuiz([]);
    expect(quiz.question('All of the above').body).not.toHaveProperty('keepOptionOrder');
    expect((await read(quiz)).questions.map((q) => q.keepOptionOrder)).toEqual([false, false, false, false]);
  });

  it('refuses a value that is not true or false (400) and a translator (403), writing nothing', async () => {
    const quiz = await seedQuiz([]);
    const before = await read(quiz);
    const bad = await save(quiz, creator, before, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Keep options in this order must be true or false');
    const refused = await save(quiz, translator, before, true);
    expect(refused.statusCode).toBe(403);
    expect((await read(quiz)).version).toBe(before.version);
  });

  it('is saved with the question, and then every learner sees the options as written', async () => {
    const learners = await pupils(2);
    const [, two] = learners as [TestUser, TestUser];
    const quiz = await seedQuiz(learners);
    const { authored, question } = quiz;
    const before = await read(quiz);
    expect(await orderOf(two, 'All of the above', quiz)).toEqual(
      shuffledBy(authored('All of the above'), optionOrderSeed(two.id, question('All of the above').id)),
    );
    const saved = await save(quiz, creator, before, true);
    expect(saved.statusCode, saved.body).toBe(200);
    const back = (await read(quiz)).questions.find((q) => q.title === 'All of the above');
    expect(back?.keepOptionOrder).toBe(true);
    for (const pupil of learners)
      expect(await orderOf(pupil, 'All of the above', quiz)).toEqual(authored('All of the above'));
  });
});
