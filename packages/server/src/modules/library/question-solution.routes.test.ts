// Issue 21: a code challenge's model solution. Its author writes it in the question editor and reads it back;
// it stays on the server, so no learner's read of the assessment nor answer result carries it. A published
// code challenge needs a test case to be answerable.
import { SOLUTION_MAX } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeedRows, loadSeedCourse } from '../../db/seed/courses/load.ts';
import type { SeedCourse } from '../../db/seed/courses/types.ts';
import { nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

const SECRET = 'SOLUTION-9b1d4e';

const course: SeedCourse = {
  title: { en: 'Solution Course', ar: 'Solution (ar)', it: 'Solution (it)', de: 'Solution (de)' },
  subheading: '',
  description: 'A code challenge with a model solution.',
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
          title: 'Shout quiz',
          questions: [
            {
              type: 'code_challenge',
              title: 'Shout it',
              pieces: [],
              starter: 'let word = prompt();\n',
              cases: [
                { input: 'hello', output: 'hello!' },
                { input: 'stop', output: 'stop!', hidden: true },
              ],
            },
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
let creator: TestUser;
let otherCreator: TestUser;
let translator: TestUser;
let teacher: TestUser;

type Read = { version: number; questions: Record<string, unknown>[] };

/** A published copy of the course of its own, which `learners` follow: its quiz's id. */
const seedQuiz = async (learners: TestUser[] = []) => {
  const rows = loadSeedCourse(course);
  await insertSeedRows(h.db, rows, { communityId: global, authorId: creator.id, now: nowIso() });
  for (const learner of learners) {
    const chosen = await h.request({
      method: 'PUT',
      url: '/api/users/me/update-course',
      as: learner,
      payload: { currentCourse: rows.find((r) => r.kind === 'courses')!.id },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  return rows.find((r) => r.kind === 'assessments')!.id;
};

const read = (quiz: string, as?: TestUser) =>
  h.request({ method: 'GET', url: `/api/library/assessments/${quiz}`, as });
const readBack = async (quiz: string): Promise<Read> => {
  const response = await read(quiz, creator);
  expect(response.statusCode, response.body).toBe(200);
  return json(response);
};

/** Saves the questions as read, the code challenge's fields replaced by `patch`. */
const save = (quiz: string, as: TestUser | undefined, from: Read, patch: Record<string, unknown>) =>
  h.request({
    method: 'PUT',
    url: `/api/assessments/${quiz}`,
    as,
    payload: {
      version: from.version,
      questions: from.questions.map(
        ({ assessment: _a, version: _v, updatedAt: _u, translations: _t, ...q }) => ({ ...q, ...patch }),
      ),
    },
  });

const pupil = async () => {
  const made = await h.user({ roles: ['student'], schoolId: school });
  await h.classWith(teacher, [made]);
  return made;
};

beforeAll(async () => {
  h = await createHarness();
  global = await h.environment({ name: 'Global', type: 'Community', global: true });
  const elsewhere = await h.environment({ name: 'Elsewhere', type: 'Community' });
  school = await h.environment({ name: 'School' });
  teacher = await h.user({ roles: ['teacher'], schoolId: school });
  const roleIn = (environmentId: string, role: 'contentCreator' | 'translator') => ({
    communityId: environmentId,
    environmentRoles: [{ environmentId, role }],
  });
  creator = await h.user({ roles: ['contentCreator'], ...roleIn(global, 'contentCreator') });
  otherCreator = await h.user({ roles: ['contentCreator'], ...roleIn(elsewhere, 'contentCreator') });
  translator = await h.user({ roles: ['translator'], ...roleIn(global, 'translator') });
});
afterAll(() => h.close());

describe("a code challenge's model solution", () => {
  it('reads empty for a question saved before it existed', async () => {
    const quiz = await seedQuiz();
    expect((await readBack(quiz)).questions.map((q) => q.solution)).toEqual(['']);
  });

  it('needs a login to read or save (401)', async () => {
    const quiz = await seedQuiz();
    const before = await readBack(quiz);
    expect((await read(quiz)).statusCode).toBe(401);
    expect((await save(quiz, undefined, before, { solution: SECRET })).statusCode).toBe(401);
  });

  it("refuses a learner, a translator's edit and another community's author's (403), writing nothing", async () => {
    const quiz = await seedQuiz();
    const before = await readBack(quiz);
    const student = await pupil();
    expect((await read(quiz, student)).statusCode).toBe(403);
    // Another community's author reads the global community's quiz (to copy it), and changes nothing.
    expect((await read(quiz, otherCreator)).statusCode).toBe(200);
    for (const who of [student, translator, otherCreator])
      expect((await save(quiz, who, before, { solution: SECRET })).statusCode).toBe(403);
    const after = await readBack(quiz);
    expect(after.version).toBe(before.version);
    expect(after.questions[0]!.solution).toBe('');
  });

  it('refuses a solution that is too long or not text (400), with the catalogue message', async () => {
    const quiz = await seedQuiz();
    const before = await readBack(quiz);
    const long = await save(quiz, creator, before, { solution: 'x'.repeat(SOLUTION_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toContain(`Solution must be ${SOLUTION_MAX} characters or fewer`);
    expect(JSON.stringify(json(long))).toContain('"key":"maxChars"');
    const number = await save(quiz, creator, before, { solution: 42 });
    expect(number.statusCode).toBe(400);
    expect(json(number).message).toContain('Solution must be text');
    expect((await readBack(quiz)).version).toBe(before.version);
  });

  it('refuses to leave a published code challenge without a test case (400)', async () => {
    const quiz = await seedQuiz();
    const before = await readBack(quiz);
    const empty = await save(quiz, creator, before, { fieldOptions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Question 1 has no test case to run the program on');
    expect((await readBack(quiz)).questions[0]!.fieldOptions).toHaveLength(2);
  });

  it("is saved and read back by its author and translators, and never reaches a learner's browser", async () => {
    const student = await pupil();
    const quiz = await seedQuiz([student]);
    const solution = `let word = prompt();\nconsole.log(word + "!"); // ${SECRET}`;
    const saved = await save(quiz, creator, await readBack(quiz), { solution });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await readBack(quiz)).questions[0]!.solution).toBe(solution);
    expect(json(await read(quiz, translator)).questions[0].solution).toBe(solution);

    const open = await h.request({ method: 'GET', url: `/api/learn/assessments/${quiz}`, as: student });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.body).not.toContain(SECRET);
    const question = json(open).questions[0];
    expect(question).not.toHaveProperty('solution');
    expect(question.code).toEqual(['let word = prompt();\n']);
    for (const outputs of [['hello'], ['hello', 'stop'], ['hello!', 'stop!']]) {
      const answered = await h.request({
        method: 'POST',
        url: `/api/learn/assessments/${quiz}/answers`,
        as: student,
        payload: { question: question._id, answer: { outputs } },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.body).not.toContain(SECRET);
    }
    const again = await h.request({ method: 'GET', url: `/api/learn/assessments/${quiz}`, as: student });
    expect(again.body).not.toContain(SECRET);
    expect(json(again).questions[0]).not.toHaveProperty('solution');
  });
});
