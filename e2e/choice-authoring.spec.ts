// Issue 21, "every question type, authored": the types the other authoring specs leave out (several choices, a
// drop-down, a poll, a short and a long answer, mix and match, a concept introduction) written in the question
// editor only, published into a course, and answered by a new student, wrong first where the type can be wrong.
import type { Page } from '@playwright/test';
import { NEW_STAGE } from '../packages/core/src/rules/library.ts';
import { addQuestion, apiAs, creatorApi, expectQuizResult } from './authoring-helpers.ts';
import { expect, test } from './fixtures.ts';
import { asOtherUser, inEnglish, logIn, makeStudent, newItemLink } from './helpers.ts';
import { publishInEditor } from './publish-helpers.ts';

const stamp = Date.now().toString(36);
const QUIZ = `Choices ${stamp}`;
const COURSE = `Choices course ${stamp}`;

test.describe.configure({ timeout: 240_000 });

// The creator is the demo one: only the seed makes authors of a community. The learner is the spec's own.
test.beforeAll(async ({ request }) => {
  await inEnglish(request, 'creator');
});

/** Writes options (text, and whether each is correct). */
const addOptions = async (editor: ReturnType<Page['locator']>, options: [string, boolean][]) => {
  for (const [i, [text, correct]] of options.entries()) {
    await editor.getByRole('button', { name: 'Add Option' }).click();
    await editor.getByRole('textbox', { name: `Option ${i + 1}`, exact: true }).fill(text);
    if (correct) await editor.getByRole('checkbox', { name: `Option ${i + 1} is correct` }).check();
  }
};

test('a creator writes the choice, text, matching and intro types in the editor; a student answers them', async ({
  page,
  browser,
  request,
}) => {
  await logIn(page, 'creator');
  await page.goto('/edit/library/quizzes?language=javascript');
  await newItemLink(page, 'New quiz').click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(QUIZ);

  await addOptions(await addQuestion(page, 1, 'Pick the even numbers', 'Several choices'), [
    ['2', true],
    ['3', false],
    ['4', true],
  ]);
  await addOptions(await addQuestion(page, 2, 'Which keyword makes a variable', 'Drop-down'), [
    ['let', true],
    ['if', false],
  ]);
  const poll = await addQuestion(page, 3, 'How was this week', 'Poll');
  for (const [i, text] of ['Easy', 'Hard'].entries()) {
    await poll.getByRole('button', { name: 'Add Option' }).click();
    await poll.getByRole('textbox', { name: `Option ${i + 1}`, exact: true }).fill(text);
  }
  await expect(poll.getByRole('checkbox', { name: 'Option 1 is correct' })).toHaveCount(0);
  await addOptions(await addQuestion(page, 4, 'Name the function that prints', 'Short answer'), [
    ['console.log', true],
  ]);
  await addQuestion(page, 5, 'Describe a loop in your words', 'Long answer');
  const match = await addQuestion(page, 6, 'Match the symbols', 'Mix and match');
  for (const [i, [left, right]] of [
    ['+', 'adds'],
    ['*', 'multiplies'],
  ].entries()) {
    await match.getByRole('button', { name: 'Add Option' }).click();
    await match.getByRole('textbox', { name: `Left ${i + 1}` }).fill(left);
    await match.getByRole('textbox', { name: `Right ${i + 1}` }).fill(right);
  }
  await addQuestion(page, 7, 'Loops repeat code', 'Concept introduction');
  await expect(page.getByText('Learners could not answer this question yet')).toHaveCount(0);

  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quiz Saved').first()).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/assessment\/[^/?]+$/);
  const quizId = new URL(page.url()).pathname.split('/').pop()!;

  const course = await creatorApi(request, 'post', '/api/courses', { title: COURSE, language: 'javascript' });
  await creatorApi(request, 'put', `/api/courses/${course._id}`, {
    version: course.version,
    stages: [{ ...NEW_STAGE, _id: `s-${stamp}`, title: `Choices ${stamp}`, introQuizzes: [quizId] }],
  });
  await page.goto(`/edit/course/${course._id}`);
  await publishInEditor(page, COURSE, { drafts: true });

  const student = await makeStudent(request, 'chooser', { unlocked: true });
  await apiAs(request, student, 'put', '/api/users/me/update-course', { currentCourse: course._id });
  await asOtherUser(browser, student, async (learner) => {
    const WRONG = "Sorry, that wasn't quite right";
    const RIGHT = 'Correct, well done!';
    const check = async (feedback: string) => {
      await learner.getByRole('button', { name: 'Check' }).click();
      await expect(learner.getByRole('status').filter({ hasText: feedback })).toBeVisible();
    };
    const next = () => learner.getByRole('button', { name: 'Next' }).click();
    const heading = (title: string) => learner.getByRole('heading', { level: 2, name: title });
    await learner.goto('/learn');
    await learner.getByRole('link', { name: `Open ${QUIZ}` }).click();

    await expect(heading('Pick the even numbers')).toBeVisible();
    await learner.getByRole('checkbox', { name: '2' }).check();
    await check(WRONG);
    await learner.getByRole('checkbox', { name: '4' }).check();
    await check(RIGHT);
    await next();

    await expect(heading('Which keyword makes a variable')).toBeVisible();
    await learner.getByRole('combobox', { name: 'Your answer' }).selectOption({ label: 'if' });
    await check(WRONG);
    await learner.getByRole('combobox', { name: 'Your answer' }).selectOption({ label: 'let' });
    await check(RIGHT);
    await next();

    // A poll has no wrong answer: any choice is thanked for.
    await expect(heading('How was this week')).toBeVisible();
    await learner.getByRole('radio', { name: 'Hard' }).check();
    await check('Thanks for the answer');
    await next();

    await expect(heading('Name the function that prints')).toBeVisible();
    await learner.getByRole('textbox', { name: 'Your answer' }).fill('print');
    await check(WRONG);
    await learner.getByRole('textbox', { name: 'Your answer' }).fill('console.log');
    await check(RIGHT);
    await next();

    // A long answer asks for more than a word or two, then thanks.
    await expect(heading('Describe a loop in your words')).toBeVisible();
    await learner.getByRole('textbox', { name: 'Your answer' }).fill('Again');
    await check('Please write more than');
    await learner
      .getByRole('textbox', { name: 'Your answer' })
      .fill('A loop runs the same code again and again.');
    await check('Thanks for the answer');
    await next();

    await expect(heading('Match the symbols')).toBeVisible();
    await learner.getByRole('combobox', { name: 'What goes with +?' }).selectOption({ label: 'multiplies' });
    await learner.getByRole('combobox', { name: 'What goes with *?' }).selectOption({ label: 'adds' });
    await check(WRONG);
    await learner.getByRole('combobox', { name: 'What goes with +?' }).selectOption({ label: 'adds' });
    await learner.getByRole('combobox', { name: 'What goes with *?' }).selectOption({ label: 'multiplies' });
    await check(RIGHT);
    await next();

    // A concept introduction is read, then Continue finishes the quiz.
    await expect(heading('Loops repeat code')).toBeVisible();
    await learner.getByRole('button', { name: 'Continue' }).click();
    // Every scored question was wrong first: the quiz is done, not passed, and gave no xp.
    await expectQuizResult(learner, QUIZ, 0, 0);
  });
});
