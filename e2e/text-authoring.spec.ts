// Issue 21, text and choice questions: the content creator writes a quiz in the question editor only (a
// missing word with two accepted answers, blanks with a word bank, stages, and a choice question with option
// descriptions, the author's order, a task and post-task pieces), publishes it into a course, and a new student
// answers each question wrong, then right: the task shows above the answer, the post-task pieces only once
// answered. Screenshots of the editor's panels and the learner's view, in English and Arabic.
import type { Locator, Page } from '@playwright/test';
import { NEW_STAGE } from '../packages/core/src/rules/library.ts';
import { addQuestion, creatorApi } from './authoring-helpers.ts';
import { expect, test } from './fixtures.ts';
import { asOtherUser, inEnglish, logIn, makeStudent, newItemLink, setLocale } from './helpers.ts';
import { publishInEditor } from './publish-helpers.ts';

const stamp = Date.now().toString(36);
const QUIZ = `Words ${stamp}`;
const COURSE = `Words course ${stamp}`;
const POST_TASK = 'A for loop repeats code a set number of times.';
const TASK = 'Read every description before you choose.';

test.describe.configure({ timeout: 240_000 });

let student: string;

test.beforeAll(async ({ request }) => {
  await inEnglish(request, 'creator');
  student = await makeStudent(request, 'wordsmith');
});

/** Types a tag into a tags field, one word at a time. */
const addTags = async (field: Locator, words: string[]) => {
  for (const word of words) {
    await field.fill(word);
    await field.press('Enter');
  }
};

const shot = (page: Page | Locator, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    ...('goto' in page ? { fullPage: true } : {}),
  });

test('a creator writes text and choice questions in the editor; a student answers them', async ({
  page,
  browser,
  request,
}) => {
  await logIn(page, 'creator');
  await page.getByRole('tab', { name: 'Quizzes' }).click();
  await newItemLink(page, /^New(: Quizzes| quiz)$/).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(QUIZ);

  // A missing word with two accepted answers.
  const missing = await addQuestion(page, 1, 'Colour word', 'Missing word');
  await missing.getByRole('textbox', { name: 'Text with blanks' }).fill('My favourite ___ is blue.');
  await expect(missing.getByText('Blanks found: 1')).toBeVisible();
  await missing.getByRole('button', { name: 'Add Accepted Answer' }).click();
  await missing.getByRole('textbox', { name: 'Accepted answer 1' }).fill('colour');
  await missing.getByRole('button', { name: 'Add Accepted Answer' }).click();
  await missing.getByRole('textbox', { name: 'Accepted answer 2' }).fill('color');

  // Blanks with a word bank: a warning until each blank has its answer.
  const blanks = await addQuestion(page, 2, 'Loop words', 'Fill in the blanks');
  await blanks
    .getByRole('textbox', { name: 'Text with blanks' })
    .fill('A ___ loop repeats while its ___ is true.');
  await expect(blanks.getByText('Blanks found: 2')).toBeVisible();
  await blanks.getByRole('textbox', { name: 'Answer for blank 1' }).fill('while');
  await expect(blanks.getByText('Blanks in the text: 2; answers: 1.')).toBeVisible();
  await expect(blanks.getByText('Question 2 needs exactly one answer for each blank')).toBeVisible();
  await shot(blanks, 'editor-blanks-warning-en');
  await blanks.getByRole('textbox', { name: 'Answer for blank 2' }).fill('condition');
  await addTags(blanks.getByRole('combobox', { name: 'Also accepted for blank 2' }), ['test']);
  await addTags(blanks.getByRole('combobox', { name: 'Extra words for a word bank' }), ['for', 'function']);
  await expect(blanks.getByText(/^Blanks in the text:/)).toHaveCount(0);
  await expect(blanks.getByText('Learners could not answer this question yet')).toHaveCount(0);
  await shot(blanks, 'editor-blanks-en');

  // Stages, each a prompt and its answer.
  const stages = await addQuestion(page, 3, 'Make a variable', 'Several stages');
  await expect(stages.getByText('Question 3 has no stages')).toBeVisible();
  for (const [n, prompt, answer] of [
    [1, 'Make x hold 5', 'let x = 5'],
    [2, 'Show x', 'console.log(x)'],
  ] as const) {
    await stages.getByRole('button', { name: 'Add Stage' }).click();
    await stages.getByRole('textbox', { name: `Stage ${n} prompt` }).fill(prompt);
    await stages.getByRole('textbox', { name: `Stage ${n} answer` }).fill(answer);
  }
  await expect(stages.getByText('Learners could not answer this question yet')).toHaveCount(0);
  await shot(stages, 'editor-stages-en');

  // A choice with descriptions, the author's order, a task and what follows it.
  const choice = await addQuestion(page, 4, 'Pick the loop', 'One choice');
  for (const [n, text, description] of [
    [1, 'for', 'Repeats a set number of times'],
    [2, 'if', 'Chooses between two paths'],
    [3, 'let', 'Makes a variable'],
  ] as const) {
    await choice.getByRole('button', { name: 'Add Option' }).click();
    await choice.getByRole('textbox', { name: `Option ${n}`, exact: true }).fill(text);
    await choice.getByRole('textbox', { name: `Option ${n} description` }).fill(description);
  }
  await choice.getByRole('checkbox', { name: 'Option 1 is correct' }).check();
  await choice.getByRole('switch', { name: 'Keep options in this order' }).check();
  await choice.getByRole('button', { name: 'New Task' }).click();
  await choice.getByRole('textbox', { name: 'Task 1' }).fill(TASK);
  await choice.getByRole('button', { name: 'Add a piece to After the tasks at place 1' }).click();
  await page
    .getByRole('dialog', { name: 'Select an Editor' })
    .getByRole('button', { name: 'Text', exact: true })
    .click();
  await choice.getByRole('region', { name: 'Piece 1: Text' }).getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type(POST_TASK);
  await shot(choice, 'editor-choice-en');

  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quiz Saved').first()).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/assessment\/[^/?]+$/);
  const quizId = new URL(page.url()).pathname.split('/').pop()!;

  // The editor in Arabic.
  await setLocale(request, 'creator', 'ar');
  try {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const n of [2, 3, 4]) {
      const region = page.getByRole('region', { name: new RegExp(`^السؤال ${n}:`) });
      await region
        .getByRole('button', { name: /^تعديل/ })
        .first()
        .click();
      await shot(region, `editor-q${n}-ar`);
    }
    await expect(page.getByText('كلمات إضافية لبنك الكلمات')).toBeVisible();
  } finally {
    await setLocale(request, 'creator', 'en');
  }

  // Into a course, published with its stage.
  const course = await creatorApi(request, 'post', '/api/courses', { title: COURSE, language: 'javascript' });
  await creatorApi(request, 'put', `/api/courses/${course._id}`, {
    version: course.version,
    stages: [{ ...NEW_STAGE, _id: `s-${stamp}`, title: `Words ${stamp}`, introQuizzes: [quizId] }],
  });
  await page.goto(`/edit/course/${course._id}`);
  await publishInEditor(page, COURSE, { drafts: true });

  await asOtherUser(browser, student, async (learner) => {
    const check = async (feedback: string) => {
      await learner.getByRole('button', { name: 'Check' }).click();
      await expect(learner.getByRole('status').filter({ hasText: feedback })).toBeVisible();
    };
    const WRONG = "Sorry, that wasn't quite right";
    const RIGHT = 'Correct, well done!';
    await learner.goto(`/learn/assessment/${quizId}?course=${course._id}`);

    await expect(learner.getByRole('heading', { level: 2, name: 'Colour word' })).toBeVisible();
    await learner.getByRole('textbox', { name: 'Blank 1' }).fill('red');
    await check(WRONG);
    await learner.getByRole('textbox', { name: 'Blank 1' }).fill('color');
    await check(RIGHT);
    await learner.getByRole('button', { name: 'Next' }).click();

    await expect(learner.getByRole('heading', { level: 2, name: 'Loop words' })).toBeVisible();
    const bank = learner.getByRole('group', { name: 'Word bank' });
    await expect(bank).toContainText('conditionforfunctionwhile');
    await expect(bank).not.toContainText('test');
    await learner.getByRole('combobox', { name: 'Blank 1' }).selectOption('for');
    await learner.getByRole('combobox', { name: 'Blank 2' }).selectOption('condition');
    await check(WRONG);
    await shot(learner, 'learner-word-bank-en');
    await learner.getByRole('combobox', { name: 'Blank 1' }).selectOption('while');
    await check(RIGHT);
    await learner.getByRole('button', { name: 'Next' }).click();

    await expect(learner.getByRole('heading', { level: 2, name: 'Make a variable' })).toBeVisible();
    await learner.getByRole('textbox', { name: 'Part 1: Make x hold 5' }).fill('let x = 4');
    await check(WRONG);
    await learner.getByRole('textbox', { name: 'Part 1: Make x hold 5' }).fill('let x = 5');
    await check(RIGHT);
    await learner.getByRole('textbox', { name: 'Part 2: Show x' }).fill('console.log(x)');
    await learner.getByRole('button', { name: 'Check' }).click();
    await expect(learner.getByRole('button', { name: 'Next' })).toBeVisible();
    await learner.getByRole('button', { name: 'Next' }).click();

    await expect(learner.getByRole('heading', { level: 2, name: 'Pick the loop' })).toBeVisible();
    const tasks = learner.getByRole('region', { name: 'Your tasks' });
    await expect(tasks).toContainText(TASK);
    const radios = learner.getByRole('radiogroup', { name: 'Your answer' }).getByRole('radio');
    for (const [i, name] of ['for', 'if', 'let'].entries())
      await expect(radios.nth(i)).toHaveAccessibleName(name);
    await expect(learner.getByText('Chooses between two paths')).toBeVisible();
    // The task is above the answer.
    const taskBox = await tasks.boundingBox();
    const answerBox = await learner.getByRole('radiogroup', { name: 'Your answer' }).boundingBox();
    expect(taskBox!.y).toBeLessThan(answerBox!.y);
    const after = learner.getByRole('region', { name: 'After answering' });
    await expect(learner.getByText(POST_TASK)).toHaveCount(0);
    await learner.getByRole('radio', { name: 'if' }).check();
    await check(WRONG);
    await expect(after).toHaveCount(0);
    await learner.getByRole('radio', { name: 'for' }).check();
    await check(RIGHT);
    await expect(after).toContainText(POST_TASK);
    await shot(learner, 'learner-choice-en');
    await learner.getByRole('button', { name: 'Finish' }).click();
  });

  // The finished quiz opens in preview: in Arabic, the word bank, the task and what follows the answer.
  await setLocale(request, student, 'ar');
  await asOtherUser(browser, student, async (learner) => {
    await learner.goto(`/learn/assessment/${quizId}?course=${course._id}`);
    await expect(learner.locator('html')).toHaveAttribute('dir', 'rtl');
    await learner.getByRole('button', { name: 'التالي' }).last().click();
    await expect(learner.getByRole('group', { name: 'بنك الكلمات' })).toBeVisible();
    await shot(learner, 'learner-word-bank-ar');
    await learner.getByRole('button', { name: 'التالي' }).last().click();
    await learner.getByRole('button', { name: 'التالي' }).last().click();
    await expect(learner.getByRole('region', { name: 'مهامك' })).toContainText(TASK);
    await expect(learner.getByRole('region', { name: 'بعد الإجابة' })).toContainText(POST_TASK);
    await shot(learner, 'learner-choice-ar');
  });
});
