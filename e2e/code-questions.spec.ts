// Questions that run code, in the Python demo course: a code_challenge fails with a wrong program (a visible
// case and the hidden one marked Failed) and passes with a right one; a missing_code question is filled in,
// run and checked. The programs run in the browser's sandbox; the server judges what they printed.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { pythonCourse } from '../packages/server/src/db/seed/courses/python.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, logIn, makeStudent, replaceCode } from './helpers.ts';
import { answerRight, takeAssessment } from './learn-helpers.ts';

const [printTopic, stringsTopic] = pythonCourse.stages[0]!.topics;

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

/** A new student whose content is unlocked, so a topic's lesson opens without the intro quiz first. */
const unlockedStudent = (request: Parameters<typeof apiToken>[0]) =>
  makeStudent(request, 'coder', { password: 'codepw', firstName: 'Cody', lastName: 'Coder', unlocked: true });

const tests = (page: Page) => page.getByRole('table', { name: 'Test cases' });
const row = (page: Page, name: string) => tests(page).getByRole('row', { name: new RegExp(`^${name}`) });

/** Takes the topic's lesson (a boost waits for it), then answers its boost up to the code question. */
const boostUpToCode = async (page: Page, topic: typeof printTopic) => {
  await page.getByRole('button', { name: `Topic: ${topic!.title}` }).click();
  await page.getByRole('link', { name: `Open the introduction to ${topic!.title}` }).click();
  await takeAssessment(page, topic!.conceptIntro);
  await page.getByRole('button', { name: `Topic: ${topic!.title}` }).click();
  await page.getByRole('link', { name: `Open the boost for ${topic!.title}` }).click();
  for (const q of topic!.boost.questions) {
    await expect(page.getByRole('heading', { level: 2, name: q.title })).toBeVisible();
    if (q.type === 'code_challenge' || q.type === 'missing_code') return;
    await answerRight(page, q);
    await page.getByRole('button', { name: 'Next' }).click();
  }
};

test('a Python code challenge fails with a wrong program and passes with a right one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = await unlockedStudent(request);
  await logIn(page, username, 'codepw');
  await page.getByRole('link', { name: 'Pick a course' }).click();
  await page.getByRole('button', { name: 'Pick Python: first steps' }).click();
  await expectPath(page, '/learn');

  // "Practice: strings": two questions, then the code challenge.
  await boostUpToCode(page, stringsTopic);

  await expect(page.getByRole('heading', { name: 'Greet by name' })).toBeVisible();
  const check = page.getByRole('button', { name: 'Check' });
  // Nothing to check before the tests have run.
  await expect(check).toBeDisabled();
  await expect(row(page, 'Hidden test 3')).toContainText('Hidden');
  const editor = page.getByRole('textbox', { name: 'Your code' });
  await replaceCode(page, editor, 'name = input()\nprint("Hi " + name)\n');
  await page.getByRole('button', { name: 'Run the tests' }).click();
  // The first run waits for Python to load (5 to 8 s on a busy 2-core machine, docs/performance.md).
  await expect(row(page, 'Test 1')).toContainText('Hi Sam', { timeout: 30_000 });
  await expect(row(page, 'Test 1')).toContainText('Failed');
  await expect(row(page, 'Test 2')).toContainText('Failed');
  await expect(row(page, 'Hidden test 3')).toContainText('Press Check to see');
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: "Sorry, that wasn't quite right" })).toBeVisible();
  await expect(row(page, 'Hidden test 3')).toContainText('Failed');

  // Changing the code forgets the runs: they must run again before Check.
  await replaceCode(page, editor, 'name = input()\nprint("Hello, " + name + "!")\n');
  await expect(check).toBeDisabled();
  await page.getByRole('button', { name: 'Run the tests' }).click();
  await expect(row(page, 'Test 1')).toContainText('Passed');
  await expect(row(page, 'Test 2')).toContainText('Passed');
  await expect(page.getByText('All the tests have run.')).toBeVisible();
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct, well done!' })).toBeVisible();
  await expect(row(page, 'Hidden test 3')).toContainText('Passed');
  await page.screenshot({ path: shot('code-challenge'), fullPage: true });
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('XP increased by 15').first()).toBeVisible();
  await expectPath(page, '/learn');
});

test('a missing_code question is filled in, run and checked', async ({ page, request }) => {
  test.setTimeout(120_000);
  const username = await unlockedStudent(request);
  const token = await apiToken(request, username, 'codepw');
  const courses = await (await request.get('/api/courses?draft=false', { headers: bearer(token) })).json();
  const python = courses.items.find((c: { title: string }) => c.title === 'Python: first steps');
  expect(
    (
      await request.put('/api/users/me/update-course', {
        headers: bearer(token),
        data: { currentCourse: python._id },
      })
    ).status(),
  ).toBe(200);
  await logIn(page, username, 'codepw');
  await boostUpToCode(page, printTopic);

  await expect(page.getByRole('heading', { name: 'Finish the program' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Blank 1' }).fill('print');
  await page.getByRole('textbox', { name: 'Blank 2' }).fill('"there"');
  // In Arabic the page reads right to left, but the code stays left to right, and what was typed stays.
  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('pre.missing-code')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('pre.missing-code input').nth(1)).toHaveValue('"there"');
  await page.screenshot({ path: shot('missing-code-ar'), fullPage: true });
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('textbox', { name: 'Blank 1' })).toHaveValue('print');
  await page.getByRole('button', { name: 'Run' }).click();
  // The first run waits for Python to load (5 to 8 s on a busy 2-core machine, docs/performance.md).
  await expect(page.getByRole('log', { name: 'Output' })).toContainText('Hi\nthere', { timeout: 30_000 });
  await page.screenshot({ path: shot('missing-code'), fullPage: true });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct, well done!' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('XP increased by 15').first()).toBeVisible();
});
