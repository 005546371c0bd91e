// Issue 17, finding 9: the right option was always listed first. A content creator keeps one question's
// options in the written order with the question editor's switch; the other question's options come to each
// student in an order of their own, the same after a reload. The orders are worked out with the same core
// function the server uses, and the quiz is made so that a student's order is certainly not the written one.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { optionOrderSeed, shuffledBy } from '../packages/core/src/rules/shuffle.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, asOtherUser, bearer, inEnglish, logIn, makeStudent } from './helpers.ts';

/** Two students of the spec's own (their answers are saved), made before the test. */
const STUDENTS: string[] = [];
const LOOP = {
  title: 'Which word starts a loop?',
  options: ['for', 'if', 'let', 'return', 'class', 'switch'],
};
const ALL = {
  title: 'What can a variable hold?',
  options: ['A number', 'Some text', 'A list', 'All of the above'],
};

type Saved = { _id: string; title: string; keepOptionOrder: boolean };

const radio = (question: typeof LOOP, correct: string) => ({
  title: question.title,
  fieldType: 'radio',
  fieldOptions: question.options.map((text) => ({ data: { text, isCorrect: text === correct } })),
});

/** The radio buttons of the question on screen, in order, by their names. */
const expectOrder = async (page: Page, order: string[]) => {
  const radios = page.getByRole('radiogroup', { name: 'Your answer' }).getByRole('radio');
  await expect(radios).toHaveCount(order.length);
  for (const [i, name] of order.entries()) await expect(radios.nth(i)).toHaveAccessibleName(name);
};

const userId = async (request: APIRequestContext, username: string) =>
  (await (await request.get('/api/users/me', { headers: bearer(await apiToken(request, username)) })).json())
    ._id as string;

test.beforeAll(async ({ request }) => {
  await inEnglish(request, 'creator');
  STUDENTS.push(await makeStudent(request, 'chooser'), await makeStudent(request, 'picker'));
});

test("a creator keeps a question's options in order; each student sees the other's in a stable order of their own", async ({
  page,
  browser,
  request,
}) => {
  // Access tokens live 3 s in the e2e runs: each call as the creator logs in afresh.
  const asCreator = async () => bearer(await apiToken(request, 'creator'));
  const stamp = Date.now().toString(36);
  const learners = Object.fromEntries(
    await Promise.all(STUDENTS.map(async (s) => [s, await userId(request, s)] as const)),
  ) as Record<string, string>;
  const orderFor = (student: string, question: Saved, written: string[]) =>
    shuffledBy(written, optionOrderSeed(learners[student], question._id));
  const shuffledForSomeone = (question: Saved, written: string[]) =>
    STUDENTS.some((s) => orderFor(s, question, written).join() !== written.join());

  const created = await request.post('/api/assessments', {
    headers: await asCreator(),
    data: { title: `Choices ${stamp}`, language: 'javascript', type: 'quiz', draft: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quizId = (await created.json())._id as string;
  // Saved again (new questions, new ids) until each question's order differs from the written one for a
  // student: certain, whatever ids the server gives.
  let loop!: Saved;
  let all!: Saved;
  for (;;) {
    const read = await (
      await request.get(`/api/library/assessments/${quizId}`, { headers: await asCreator() })
    ).json();
    const saved = await request.put(`/api/assessments/${quizId}`, {
      headers: await asCreator(),
      data: { version: read.version, questions: [radio(LOOP, 'for'), radio(ALL, 'All of the above')] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const questions = (
      await (await request.get(`/api/library/assessments/${quizId}`, { headers: await asCreator() })).json()
    ).questions as Saved[];
    [loop, all] = questions as [Saved, Saved];
    if (shuffledForSomeone(loop, LOOP.options) && shuffledForSomeone(all, ALL.options)) break;
  }
  const course = await request.post('/api/courses', {
    headers: await asCreator(),
    data: { title: `Choosing ${stamp}`, language: 'javascript', draft: false },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = (await course.json())._id as string;
  const staged = await request.put(`/api/courses/${courseId}`, {
    headers: await asCreator(),
    data: { version: 1, stages: [{ title: 'Choosing', draft: false, introQuizzes: [quizId] }] },
  });
  expect(staged.ok(), await staged.text()).toBe(true);

  // The creator turns the switch on for the "all of the above" question.
  await logIn(page, 'creator');
  await page.goto(`/edit/assessment/${quizId}`);
  const name = `Question 2: ${ALL.title}`;
  const editor = page.getByRole('region', { name });
  await editor.getByRole('button', { name: `Edit ${name}` }).click();
  const keep = editor.getByRole('switch', { name: 'Keep options in this order' });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await editor.screenshot({
    path: fileURLToPath(new URL('../test-results/keep-option-order.png', import.meta.url)),
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Quiz Saved')).toBeVisible();
  const stored = (
    await (await request.get(`/api/library/assessments/${quizId}`, { headers: await asCreator() })).json()
  ).questions as Saved[];
  expect(stored.map((q) => q.keepOptionOrder)).toEqual([false, true]);

  const shuffledOrders: string[][] = [];
  for (const student of STUDENTS) {
    await asOtherUser(browser, student, async (learner) => {
      await learner.goto(`/learn/assessment/${quizId}?course=${courseId}`);
      await expect(learner.getByRole('heading', { level: 2, name: LOOP.title })).toBeVisible();
      const order = orderFor(student, loop, LOOP.options);
      shuffledOrders.push(order);
      await expectOrder(learner, order);
      await learner.reload();
      await expect(learner.getByRole('heading', { level: 2, name: LOOP.title })).toBeVisible();
      await expectOrder(learner, order);
      // Answers name the option, not its place: the right one is right wherever it stands.
      await learner.getByRole('radio', { name: 'for', exact: true }).check();
      await learner.getByRole('button', { name: 'Check' }).click();
      await expect(learner.getByRole('status')).toContainText('Correct, well done!');
      await learner.getByRole('button', { name: 'Next' }).click();
      await expect(learner.getByRole('heading', { level: 2, name: ALL.title })).toBeVisible();
      await expectOrder(learner, ALL.options);
    });
  }
  expect(shuffledOrders.some((order) => order.join() !== LOOP.options.join())).toBe(true);
});
