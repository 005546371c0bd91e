// A pathway course: its author puts one content list on each stage; a learner's home sorts that list into the
// usual sections (a quiz before the first activity is an intro quiz, one after it a final quiz).
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, logIn, logOut } from './helpers.ts';
import { publishInEditor } from './publish-helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const stage1 = javascriptCourse.stages[0]!;
const INTRO = stage1.introQuizzes[0]!.title;
const CHALLENGE = stage1.challenges[0]!.title;
const FINAL = stage1.finalQuizzes[0]!.title;
const COURSE = `Pathway ${Date.now().toString(36)}`;

/** Adds `title` from the library tab `tab` to the stage's content list. */
const addToContent = async (page: Page, tab: string, title: string) => {
  await page.getByRole('button', { name: 'Add to Content from the library' }).click();
  await page.getByRole('menuitem', { name: tab }).click();
  const modal = page.getByRole('dialog', { name: 'Add to Content from the library' });
  await modal.getByLabel('Name').fill(title);
  await modal.getByRole('button', { name: `Add ${title}` }).click();
  await expect(modal.getByRole('row').filter({ hasText: title }).getByText('Added')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Content' }).getByText(title)).toBeVisible();
};

test('a pathway stage’s one content list reaches the learner sorted into sections', async ({
  page,
  request,
}) => {
  await logIn(page, 'creator');
  await page.getByRole('link', { name: 'New course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course: New course' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(COURSE);
  await page.getByLabel('Pathway format (one content list per stage)').check();
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('region', { name: 'Stage 1' }).getByLabel('Stage title').fill('One path');
  // The order is the author's: a quiz, the challenge, another quiz.
  await addToContent(page, 'Quizzes', INTRO);
  await addToContent(page, 'Challenges', CHALLENGE);
  await addToContent(page, 'Quizzes', FINAL);
  await expect(page.getByRole('region', { name: 'Intro quizzes' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'One path is published' }).check();
  await publishInEditor(page, COURSE);

  const admin = await apiToken(request, 'admin');
  const username = `path${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'p')}`;
  const made = await request.post('/api/users', {
    data: { username, password: 'pathpw', first_name: 'Paz', last_name: 'Walker' },
    headers: bearer(admin),
  });
  expect(made.status()).toBe(201);

  await logOut(page);
  await logIn(page, username, 'pathpw');
  await page.goto('/learn/courses');
  await page.getByRole('button', { name: `Pick ${COURSE}` }).click();
  await expectPath(page, '/learn');
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const stage = page.getByRole('region', { name: /^Stage 1/ });
  const section = (name: string) => stage.getByRole('region', { name, exact: true });
  await expect(section('Intro quizzes').getByRole('link', { name: `Open ${INTRO}` })).toBeVisible();
  await expect(section('Challenges').getByRole('link', { name: `Open ${CHALLENGE}` })).toBeVisible();
  // The final quiz waits for the rest of the stage, as in any course.
  await expect(section('Final quizzes').getByText(FINAL)).toBeVisible();
  await expect(section('Final quizzes').getByText('Locked')).toBeVisible();
  await expect(section('Final quizzes').getByText(INTRO)).toHaveCount(0);
  await page.screenshot({ path: shot('pathway-home'), fullPage: true });

  // The intro quiz is open to a newcomer, and opens.
  await section('Intro quizzes')
    .getByRole('link', { name: `Open ${INTRO}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: INTRO })).toBeVisible();
});
