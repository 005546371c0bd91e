// Issue 21: a content creator writes the three code question types in the question editor alone (starter code,
// test cases and a model solution; code with blanks; lines in order with a distractor), publishes the quiz in
// a course, and a new student answers each question wrong, then right. "Check with solution" runs the model
// solution against the test cases in the learners' runner and catches a test case its own answer fails.
import type { Locator, Page } from '@playwright/test';
import { NEW_STAGE } from '../packages/core/src/rules/library.ts';
import { apiAs, creatorApi, expectQuizResult } from './authoring-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  asOtherUser,
  inEnglish,
  logIn,
  makeStudent,
  newItemLink,
  replaceCode,
  setLocale,
} from './helpers.ts';
import { publishInEditor } from './publish-helpers.ts';

test.describe.configure({ timeout: 300_000 });

const stamp = Date.now().toString(36);

test.beforeAll(async ({ request }) => {
  await inEnglish(request, 'creator');
});

/** Opens a new quiz from the library's Quizzes tab, titled `title`, in `language`. */
const newQuiz = async (page: Page, title: string, language?: 'JavaScript') => {
  await page.goto('/edit/library');
  await page.getByRole('tab', { name: 'Quizzes' }).click();
  await newItemLink(page, /^New(: Quizzes| quiz)$/).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Quiz: / })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  if (language) {
    await page.getByRole('main').getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: language }).click();
  }
};

/** Adds a question of `type` titled `title`: its card, open. */
const addQuestion = async (page: Page, n: number, type: string, title: string) => {
  await page.getByRole('button', { name: 'Add question' }).click();
  const card = page.getByRole('region', { name: `Question ${n}: Question ${n}` });
  await card.getByRole('combobox', { name: 'Type' }).selectOption({ label: type });
  await card.getByRole('textbox', { name: 'Question title' }).fill(title);
  return page.getByRole('region', { name: `Question ${n}: ${title}` });
};

/** Adds a test case to the code challenge in `card`. */
const addTestCase = async (card: Locator, n: number, input: string, expected: string, hidden = false) => {
  await card.getByRole('button', { name: 'Add Test Case' }).click();
  await card.getByRole('textbox', { name: `Input of test ${n}` }).fill(input);
  await card.getByRole('textbox', { name: `Expected output of test ${n}` }).fill(expected);
  if (hidden) await card.getByRole('checkbox', { name: `Hide test ${n} from learners` }).check();
};

const results = (card: Locator) => card.getByRole('table', { name: "The model solution's results" });
const resultRow = (card: Locator, n: number) =>
  results(card).getByRole('row', { name: new RegExp(`^Test ${n}`) });

/** A screenshot of each of the three questions' cards, open. */
const shotPanels = async (page: Page, locale: string) => {
  for (const [n, title] of ['Shout the word', 'Finish the greeting', 'Count to two'].entries())
    await page
      .getByRole('region', { name: new RegExp(`${title}$`) })
      .first()
      .screenshot({ path: test.info().outputPath(`code-authoring-${n + 1}-${locale}.png`) });
};

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quiz Saved').first()).toBeVisible();
};

test('a creator writes the three code questions in the editor; a student answers each wrong, then right', async ({
  page,
  browser,
  request,
}) => {
  const quiz = `Code authoring quiz ${stamp}`;
  await logIn(page, 'creator');
  await newQuiz(page, quiz, 'JavaScript');

  // code_challenge: starter code, a shown and a hidden test case, what it shows, the model solution.
  const shout = await addQuestion(page, 1, 'Code challenge', 'Shout the word');
  await replaceCode(page, shout.getByRole('textbox', { name: 'Starter code' }), 'let word = prompt();\n');
  await addTestCase(shout, 1, 'hello', 'hello!');
  await addTestCase(shout, 2, 'stop', 'stop!', true);
  await shout.getByRole('textbox', { name: 'What the program should show' }).fill('hello!');
  await expect(shout.getByText('Question 1 has no test case')).toHaveCount(0);
  await replaceCode(
    page,
    shout.getByRole('textbox', { name: 'Model solution' }),
    'let word = prompt();\nconsole.log(word + "!");\n',
  );
  await shout.getByRole('button', { name: 'Check with solution' }).click();
  await expect(shout.getByText('The model solution passes every test.')).toBeVisible({ timeout: 30_000 });
  await expect(resultRow(shout, 2)).toContainText('Passed');

  // missing_code: the code with its blanks between [[ and ]], and the output it prints.
  const finish = await addQuestion(page, 2, 'Missing code', 'Finish the greeting');
  await expect(finish.getByText('Question 2 has no missing code to fill in')).toBeVisible();
  await finish
    .getByRole('textbox', { name: 'Code with blanks' })
    .fill('let name = "Ada";\nconsole.[[log]]("Hi " + [[name]]);\n');
  await expect(finish.getByText('Blanks (2):')).toBeVisible();
  await expect(finish.getByText('Question 2 has no missing code to fill in')).toHaveCount(0);
  await finish.getByRole('textbox', { name: 'Expected output' }).fill('Hi Ada');

  // parsons_problem: the lines in order, indented, and a distractor.
  const order = await addQuestion(page, 3, 'Parsons problem', 'Count to two');
  await expect(order.getByText('Question 3 has no lines to put in order')).toBeVisible();
  await order
    .getByRole('textbox', { name: 'Lines in the right order' })
    .fill('for (let i = 0; i < 2; i++) {\n  console.log(i);\n}');
  await order.getByRole('textbox', { name: 'Distractor lines' }).fill('for (let i = 0; i > 2; i++) {');
  await expect(order.getByText('Question 3 has no lines to put in order')).toHaveCount(0);
  await save(page);

  // Read back after a reload: what was written is what was saved.
  await page.reload();
  await page.getByRole('button', { name: 'Expand All' }).click();
  await expect(page.getByRole('textbox', { name: 'Code with blanks' })).toHaveValue(
    'let name = "Ada";\nconsole.[[log]]("Hi " + [[name]]);\n',
  );
  await expect(page.getByRole('textbox', { name: 'Distractor lines' })).toHaveValue(
    'for (let i = 0; i > 2; i++) {',
  );
  await expect(page.getByRole('checkbox', { name: 'Hide test 2 from learners' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Model solution' })).toContainText(
    'console.log(word + "!");',
  );
  await shotPanels(page, 'en');

  // The three panels in Arabic: right to left, the code left to right.
  await setLocale(request, 'creator', 'ar');
  try {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'توسيع الكل' }).click();
    await expect(page.getByRole('button', { name: 'التحقق بالحل' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'شيفرة بفراغات' })).toHaveCSS('direction', 'ltr');
    await shotPanels(page, 'ar');
  } finally {
    await setLocale(request, 'creator', 'en');
  }

  // Into a course's first stage (set-up through the API), then published from the course editor with it.
  const quizId = (
    await creatorApi(request, 'get', `/api/library/assessments?variant=quiz&name=${encodeURIComponent(quiz)}`)
  ).items[0]._id as string;
  const course = `Code authoring course ${stamp}`;
  const created = await creatorApi(request, 'post', '/api/courses', {
    title: course,
    language: 'javascript',
  });
  await creatorApi(request, 'put', `/api/courses/${created._id}`, {
    version: created.version,
    stages: [{ ...NEW_STAGE, _id: `s1-${stamp}`, title: `Stage ${stamp}`, introQuizzes: [quizId] }],
  });
  await page.goto(`/edit/course/${created._id}`);
  await publishInEditor(page, course, { drafts: true });

  // A new student follows the course and takes the quiz.
  const student = await makeStudent(request, 'codeauthor', { unlocked: true });
  await apiAs(request, student, 'put', '/api/users/me/update-course', { currentCourse: created._id });
  await asOtherUser(browser, student, async (page) => {
    await page.goto('/learn');
    await page.getByRole('link', { name: `Open ${quiz}` }).click();
    const check = page.getByRole('button', { name: 'Check' });
    const wrong = page.getByRole('status').filter({ hasText: "Sorry, that wasn't quite right" });
    const right = page.getByRole('status').filter({ hasText: 'Correct, well done!' });
    const tests = page.getByRole('table', { name: 'Test cases' });

    // The code challenge: its starter code, a wrong program, then the right one.
    await expect(page.getByRole('heading', { level: 2, name: 'Shout the word' })).toBeVisible();
    const editor = page.getByRole('textbox', { name: 'Your code' });
    await expect(editor).toContainText('let word = prompt();');
    await expect(tests.getByRole('row', { name: /^Hidden test 2/ })).toContainText('Hidden');
    await replaceCode(page, editor, 'let word = prompt();\nconsole.log(word);\n');
    await page.getByRole('button', { name: 'Run the tests' }).click();
    await expect(tests.getByRole('row', { name: /^Test 1/ })).toContainText('Failed', { timeout: 30_000 });
    await check.click();
    await expect(wrong).toBeVisible();
    await replaceCode(page, editor, 'let word = prompt();\nconsole.log(word + "!");\n');
    await page.getByRole('button', { name: 'Run the tests' }).click();
    await expect(tests.getByRole('row', { name: /^Test 1/ })).toContainText('Passed', { timeout: 30_000 });
    await check.click();
    await expect(right).toBeVisible();
    await expect(tests.getByRole('row', { name: /^Hidden test 2/ })).toContainText('Passed');
    await page.getByRole('button', { name: 'Next' }).click();

    // The missing code: a wrong part, then the right ones.
    await expect(page.getByRole('heading', { level: 2, name: 'Finish the greeting' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Blank 1' }).fill('lg');
    await page.getByRole('textbox', { name: 'Blank 2' }).fill('name');
    await check.click();
    await expect(wrong).toBeVisible();
    await page.getByRole('textbox', { name: 'Blank 1' }).fill('log');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByRole('log', { name: 'Output' })).toContainText('Hi Ada', { timeout: 30_000 });
    await check.click();
    await expect(right).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // The parsons problem: the lines in order but the loop's body not indented, then indented.
    await expect(page.getByRole('heading', { level: 2, name: 'Count to two' })).toBeVisible();
    for (const line of ['for (let i = 0; i < 2; i++) {', 'console.log(i);', '}'])
      await page.getByRole('button', { name: `Add the line ${line}`, exact: true }).click();
    await check.click();
    await expect(wrong).toBeVisible();
    await page.getByRole('button', { name: 'Indent console.log(i);', exact: true }).click();
    await check.click();
    await expect(right).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    // Each was wrong first: nothing was right first time, so the quiz is done but not passed, and gave no xp.
    await expectQuizResult(page, quiz, 0, 0);
  });
});

test('Check with solution catches a test case the model solution fails, in Python', async ({ page }) => {
  await logIn(page, 'creator');
  // Made from the library without a language filter: Python.
  await newQuiz(page, `Solution check ${stamp}`);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Language' })).toHaveValue('Python');
  const card = await addQuestion(page, 1, 'Code challenge', 'Shout it in Python');
  await expect(card.getByText('Question 1 has no test case to run the program on')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Check with solution' })).toBeDisabled();
  await addTestCase(card, 1, 'hello', 'hello!');
  // A mistake: the expected output lacks its "!".
  await addTestCase(card, 2, 'stop', 'stop');
  await replaceCode(
    page,
    card.getByRole('textbox', { name: 'Model solution' }),
    'word = input()\nprint(word + "!")\n',
  );
  await card.getByRole('button', { name: 'Check with solution' }).click();
  // The first run waits for Python to load (5 to 8 s on a busy 2-core machine, docs/performance.md).
  await expect(card.getByText('The model solution fails 1 of 2 tests')).toBeVisible({ timeout: 60_000 });
  await expect(resultRow(card, 1)).toContainText('Passed');
  await expect(resultRow(card, 2)).toContainText('stop!');
  await expect(resultRow(card, 2)).toContainText('Failed');
  await card.screenshot({ path: test.info().outputPath('check-with-solution-failed.png') });

  // Corrected, the old results go, and checked again every test passes.
  await card.getByRole('textbox', { name: 'Expected output of test 2' }).fill('stop!');
  await expect(results(card)).toHaveCount(0);
  await card.getByRole('button', { name: 'Check with solution' }).click();
  await expect(card.getByText('The model solution passes every test.')).toBeVisible({ timeout: 30_000 });
  await expect(resultRow(card, 2)).toContainText('Passed');
  await card.screenshot({ path: test.info().outputPath('check-with-solution-passed.png') });
  await save(page);
});
