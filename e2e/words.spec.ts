// Issue 18, seam "Words": no "Unauthorized", "Bad Request", "Xp", "Update At", "New: Courses", "Correct! well
// done." or raw identifiers anywhere a person reads. A few screens where they were seen, in English and in Arabic;
// packages/web/src/i18n/words.test.ts holds the same list against every string of the locale files.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  logIn,
  makeAdmin,
  makeStudent,
  setCurrentCourse,
  setLocale,
  submitLogin,
} from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

const DENIED =
  /\b(Unauthorized|Bad Request|Forbidden|Not Found|Xp|Update At|Created At|New: \w+|Correct! well done|occured|PYTHON|JAVASCRIPT|first_name|last_name|classCode|currentCourse)\b/;

/** Everything the page says: its text, its options' texts, and what assistive technology reads out. */
const expectNoDeniedWords = async (page: Page) => {
  const said = [
    await page.locator('body').innerText(),
    ...(await page.locator('option').allTextContents()),
    ...(await page
      .locator('[aria-label]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))),
    ...(await page.locator('[title]').evaluateAll((els) => els.map((el) => el.getAttribute('title')))),
  ].join('\n');
  expect(said.match(DENIED)?.[0] ?? null).toBeNull();
};

test('a failed login, the library and the projects list speak to people', async ({ page, request }) => {
  const student = await makeStudent(request, 'wrongpassword');
  await page.goto('/login');
  await submitLogin(page, student, 'not-the-password');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Could not log you in');
  await expect(alert).toContainText('Incorrect username or password');
  await expectNoDeniedWords(page);

  await logIn(page, 'creator');
  await expect(page.getByRole('link', { name: 'New course' })).toBeVisible();
  await expectNoDeniedWords(page);
  await page.getByRole('tab', { name: 'Lessons' }).click();
  await expect(page.getByRole('link', { name: 'New lesson' })).toBeVisible();
  await expectNoDeniedWords(page);
  await page.screenshot({ path: shot('words-library') });
  await page.getByRole('button', { name: 'Log out' }).click();

  await logIn(page, await makeAdmin(request, 'wordsadmin'));
  await page.goto('/projects');
  await expect(page.getByLabel('Sort by')).toBeVisible();
  await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Recently changed' })).toHaveCount(1);
  await expectNoDeniedWords(page);
});

test('in Arabic, a locked item is refused in Arabic, not with the server’s English', async ({
  page,
  request,
}) => {
  const username = await makeStudent(request, 'words', {
    password: 'wordspw',
    firstName: 'Wafa',
    lastName: 'Words',
  });
  await setCurrentCourse(request, username, javascriptCourse.title.en, 'wordspw');
  const headers = bearer(await apiToken(request, username, 'wordspw'));
  const me = await (await request.get('/api/users/me', { headers })).json();
  const home = await (await request.get(`/api/courses/${me.current_course}/home`, { headers })).json();
  // The final quiz waits for the rest of the stage: opening it is refused.
  const finalQuiz = home.stages[0].sections.finalQuizzes[0]._id as string;
  await setLocale(request, username, 'ar', 'wordspw');

  await logIn(page, username, 'wordspw');
  await page.goto(`/learn/assessment/${finalQuiz}?course=${me.current_course}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('أنهِ ما يسبق هذا أولًا');
  await expect(alert).toContainText('لا يُسمح لك بفعل ذلك');
  await expect(alert).not.toContainText('Finish what comes before this first');
  await expectNoDeniedWords(page);
  await page.screenshot({ path: shot('words-locked-ar') });
});
