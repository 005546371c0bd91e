// Closing the loop (with a teacher, a class and pupils of the spec's own): after Sam has finished stage 1 of JavaScript, the teacher opens the class progress grid
// and sees the colours, marks Sam's tutorial partly (xp +15) then fully (+15 more), unmarks a step (xp back
// down), awards a new sticker with a comment; Sam then finds the xp, the sticker under badges and the
// comment on their profile. The grid and the marking screen are checked in Arabic too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  expectPath,
  joinClass,
  logIn,
  logOut,
  makeClass,
  makeStudent,
  makeTeacher,
  setLocale,
} from './helpers.ts';
import { finishJavascriptStageOne } from './learn-api.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const ar = JSON.parse(
  readFileSync(new URL('../packages/web/src/i18n/locales/ar.json', import.meta.url), 'utf8'),
);
const COURSE = javascriptCourse.title.en;
const stage1 = javascriptCourse.stages[0]!;
const TUTORIAL = stage1.tutorials[0]!;
const STICKER = 'Loop hero';
const COMMENT = 'Great loops, Sam! Try a while loop next.';

const xpOf = async (request: APIRequestContext, username: string) =>
  (await (await request.get('/api/users/me', { headers: bearer(await apiToken(request, username)) })).json())
    .xp as number;

/** The class's progress tab, reached as a teacher would: Classes, the class, Progress. */
const openProgress = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await page.getByRole('link', { name: 'Year 8 Coding' }).click();
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page).toHaveURL(/\/class\/[^/]+\/progress$/);
  await expect(page.getByRole('list', { name: 'What the colours mean' })).toBeVisible();
};

/** The spec's teacher, their class "Year 8 Coding" (both courses) and its three pupils, Sam, Noor and Alex. */
let teacher: string;
let classId: string;
let samUsername: string;
let alexUsername: string;

test.beforeAll(async ({ request }) => {
  teacher = await makeTeacher(request, 'marker');
  const cls = await makeClass(request, teacher, 'Year 8 Coding', {
    courses: [COURSE, 'Python: first steps'],
  });
  classId = cls._id;
  samUsername = await makeStudent(request, 'sam', { firstName: 'Sam', lastName: 'Student' });
  const noor = await makeStudent(request, 'noor', { firstName: 'Noor', lastName: 'Student' });
  alexUsername = await makeStudent(request, 'alex', { firstName: 'Alex', lastName: 'Student' });
  for (const pupil of [samUsername, noor, alexUsername]) await joinClass(request, pupil, cls.classId);
  await finishJavascriptStageOne(request, samUsername);
});

test('the teacher sees the class progress: colours, totals, items, the filter and the CSV', async ({
  page,
}) => {
  await logIn(page, teacher);
  await openProgress(page);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
  const table = page.getByRole('table', { name: `Progress of the class in ${COURSE}` });
  await expect(table).toBeVisible();
  await expect(page.getByRole('list', { name: 'What the colours mean' })).toContainText('Completed');

  // By stage: Sam finished stage 1 (green), not stage 2.
  const sam = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Sam Student/ }) });
  const stage1Cell = sam.getByRole('cell').nth(0);
  // The percentage, and its state in words for screen readers (the colour says it on screen).
  await expect(stage1Cell).toHaveText('100% Completed');
  await expect(stage1Cell).toHaveClass(/progress-completed/);
  await expect(sam.getByRole('cell').nth(1)).toHaveClass(/progress-notStarted/);
  await expect(table.getByRole('row', { name: /Class average/ })).toBeVisible();
  await page.screenshot({ path: shot('progress-by-stage'), fullPage: true });

  // By item: every item of stage 1 done, the tutorial cell opens marking.
  await page.getByText('By item').click();
  await expect(table.getByRole('columnheader', { name: new RegExp(TUTORIAL.title) })).toBeVisible();
  await expect(
    sam.getByRole('link', { name: `Mark ${TUTORIAL.title} for Sam Student: 100%, Completed` }),
  ).toBeVisible();
  await page.screenshot({ path: shot('progress-by-item'), fullPage: true });

  // The filter waits for typing to stop, then shows only the matching students.
  await page.getByLabel('Filter students').fill('Noor');
  await expect(table.getByRole('rowheader', { name: /Sam Student/ })).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: /Noor Student/ })).toBeVisible();
  await page.getByLabel('Filter students').fill('');
  await expect(table.getByRole('rowheader', { name: /Sam Student/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toContain('Last name,First name,Username,XP');
  expect(text).toMatch(new RegExp(`Student,Sam,${samUsername},\\d+,100,`));
  expect(text.trim().split('\n')).toHaveLength(5); // header, three students, the class average
});

test('the teacher marks the tutorial step by step, awards a new sticker with a comment; Sam sees it all', async ({
  page,
  request,
}) => {
  const xpBefore = await xpOf(request, samUsername);
  await logIn(page, teacher);
  await openProgress(page);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
  await page.getByText('By item').click();
  await page.getByRole('link', { name: new RegExp(`^Mark ${TUTORIAL.title} for Sam Student`) }).click();
  await expect(page).toHaveURL(/\/mark\/class\/[^/]+\/user\/[^/]+\/tutorial\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Student' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: "The student's work" });
  await expect(sidebar.getByText('Not marked')).toBeVisible();
  // The tutorial itself beside it, with the solution a teacher may see.
  await expect(page.getByRole('heading', { level: 2, name: TUTORIAL.title })).toBeVisible();

  const steps = sidebar.getByRole('checkbox');
  const count = TUTORIAL.steps.length;
  await expect(steps).toHaveCount(count);
  expect(count).toBeGreaterThan(1);

  // One step: partly complete, +15.
  // A box follows the click at once and then the saved marking, so each is clicked and then awaited.
  await steps.nth(0).click();
  await expect(steps.nth(0)).toBeChecked();
  await expect(page.getByText('XP increased by 15')).toBeVisible();
  await expect(sidebar.getByText('Partly complete')).toBeVisible();
  await expect.poll(() => xpOf(request, samUsername)).toBe(xpBefore + 15);
  // Every step: complete, +15 more.
  for (let i = 1; i < count; i++) {
    await expect(steps.nth(i)).toBeEnabled();
    await steps.nth(i).click();
    await expect(steps.nth(i)).toBeChecked();
  }
  await expect(sidebar.getByText('Complete', { exact: true })).toBeVisible();
  await expect.poll(() => xpOf(request, samUsername)).toBe(xpBefore + 30);
  // Unmarking one step takes 15 back.
  await expect(steps.nth(0)).toBeEnabled();
  await steps.nth(0).click();
  await expect(steps.nth(0)).not.toBeChecked();
  await expect(page.getByText('XP decreased by 15')).toBeVisible();
  await expect.poll(() => xpOf(request, samUsername)).toBe(xpBefore + 15);
  await expect(steps.nth(0)).toBeEnabled();
  await steps.nth(0).click();
  await expect(steps.nth(0)).toBeChecked();
  await expect.poll(() => xpOf(request, samUsername)).toBe(xpBefore + 30);

  // A new sticker, made in the modal, found by an icon keyword.
  await sidebar.getByRole('button', { name: 'Add sticker' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a sticker' });
  await modal.getByRole('button', { name: 'Create a new sticker' }).click();
  await modal.getByLabel('Title').fill('A title far too long');
  await modal.getByLabel('Title').blur();
  await expect(modal.getByText('Sticker title must be 11 characters or fewer')).toBeVisible();
  await modal.getByLabel('Title').fill(STICKER);
  await modal.getByLabel('Search icons').fill('launch');
  await modal.getByRole('radio', { name: 'Rocket' }).check();
  await page.screenshot({ path: shot('add-sticker-modal'), fullPage: true });
  await modal.getByRole('button', { name: 'Create sticker' }).click();
  await expect(modal.getByRole('button', { name: STICKER, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A sticker of their own can be changed: another icon.
  await modal.getByRole('button', { name: `Edit ${STICKER}` }).click();
  await expect(modal.getByRole('heading', { name: 'Edit sticker' })).toBeVisible();
  await expect(modal.getByLabel('Title')).toHaveValue(STICKER);
  await modal.getByLabel('Search icons').fill('love');
  await modal.getByRole('radio', { name: 'Heart' }).check();
  await modal.getByRole('button', { name: 'Save sticker', exact: true }).click();
  await expect(modal.getByRole('heading', { name: 'Edit sticker' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: STICKER, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await modal.getByRole('button', { name: 'Save stickers' }).click();
  await expect(modal).toBeHidden();
  await expect(sidebar.getByText(STICKER)).toBeVisible();

  await sidebar.getByLabel('Add a comment').fill(COMMENT);
  await sidebar.getByRole('button', { name: 'Add comment' }).click();
  await expect(sidebar.getByText(COMMENT)).toBeVisible();
  await page.screenshot({ path: shot('marking-tutorial'), fullPage: true });

  // The grid shows the mark on the tutorial's cell.
  await page.getByRole('link', { name: 'Back to the class progress' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
  await page.getByText('By item').click();
  await expect(
    page.getByRole('link', { name: new RegExp(`^Mark ${TUTORIAL.title} for Sam Student`) }).getByRole('img', {
      name: 'Complete',
    }),
  ).toBeVisible();
  await logOut(page);

  // Sam: the xp, the comment on their profile home, the sticker under badges.
  const xpNow = await xpOf(request, samUsername);
  expect(xpNow).toBe(xpBefore + 30);
  await logIn(page, samUsername);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My profile' })
    .click();
  await expectPath(page, '/profile/me/home');
  await expect(page.getByText(`${xpNow} XP`).first()).toBeVisible();
  const feedback = page.getByRole('region', { name: 'Feedback from teachers' });
  await expect(feedback.getByText(COMMENT)).toBeVisible();
  await expect(feedback.getByText(`On the tutorial ${TUTORIAL.title}`)).toBeVisible();
  await page.screenshot({ path: shot('profile-home'), fullPage: true });
  await page.getByRole('tab', { name: 'Badges' }).click();
  await expectPath(page, '/profile/me/badges');
  const badge = page.getByRole('listitem').filter({ hasText: STICKER });
  await expect(badge).toBeVisible();
  await expect(badge.getByText('×1')).toBeVisible();
  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page.getByText('Quiz whizz')).toBeVisible();
  await page.getByRole('tab', { name: 'Classes' }).click();
  await expect(page.getByText('Year 8 Coding')).toBeVisible();
  await expect(page.getByText('Teacher: Tess Teacher')).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('cell', { name: samUsername, exact: true })).toBeVisible();
});

test('Sam starts a project for the challenge; the teacher finds it when marking the challenge', async ({
  page,
}) => {
  const challenge = stage1.challenges[0]!;
  const projectName = challenge.title.slice(0, 30).trim();
  await logIn(page, samUsername);
  await page.goto('/learn');
  const stageOne = page.getByRole('button', { name: /^Stage 1/ });
  if ((await stageOne.getAttribute('aria-expanded')) !== 'true') await stageOne.click();
  await page.getByRole('link', { name: `Open ${challenge.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
  const mine = page.getByRole('region', { name: 'My project for this' });
  await mine.getByRole('button', { name: 'Start a project for this challenge' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  // Back at the challenge, the project is there to open instead of a second one to start.
  await page.goto('/learn');
  if ((await stageOne.getAttribute('aria-expanded')) !== 'true') await stageOne.click();
  await page.getByRole('link', { name: `Open ${challenge.title}` }).click();
  await expect(mine.getByRole('link', { name: `Open my project: ${projectName}` })).toBeVisible();
  await logOut(page);

  await logIn(page, teacher);
  await openProgress(page);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
  await page.getByText('By item').click();
  await page.getByRole('link', { name: new RegExp(`^Mark ${challenge.title} for Sam Student`) }).click();
  const projects = page.getByRole('region', { name: "The student's projects for this work" });
  await expect(projects.getByRole('link', { name: projectName })).toBeVisible();
  // The project opens beside the steps, read-only; the challenge itself is the other tab.
  await expect(page.getByRole('tab', { name: "Student's code" })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('tabpanel', { name: "Student's code" })
      .getByRole('heading', { level: 2, name: projectName }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Challenge' }).click();
  await expect(page.getByRole('heading', { level: 2, name: challenge.title })).toBeVisible();
  await page.screenshot({ path: shot('marking-challenge'), fullPage: true });
});

test('students may not open the progress grid or mark; the page says so', async ({ page }) => {
  await logIn(page, alexUsername);
  await page.goto(`/class/${classId}/progress`);
  await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
  await page.goto('/profile/me/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Student' })).toBeVisible();
});

test('the grid and the marking screen read right to left in Arabic', async ({ page, request }) => {
  await setLocale(request, teacher, 'ar');
  await logIn(page, teacher);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('navigation').getByRole('link', { name: ar.nav.classes }).click();
  await page.getByRole('link', { name: 'Year 8 Coding' }).click();
  await page.getByRole('tab', { name: ar.classPage.tab.progress }).click();
  await expect(page.getByRole('list', { name: ar.progress.legend })).toBeVisible();
  await page.getByLabel(ar.progress.course).selectOption({ label: javascriptCourse.title.ar });
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  // The first column (students) sits on the right in a right-to-left table.
  const first = (await table.getByRole('columnheader').first().boundingBox())!;
  const last = (await table.getByRole('columnheader').last().boundingBox())!;
  expect(first.x).toBeGreaterThan(last.x);
  await page.screenshot({ path: shot('progress-ar'), fullPage: true });

  await page.getByText(ar.progress.byItem).click();
  const markName = (ar.progress.markLabel as string)
    .split('{{percent}}')[0]!
    .replace('{{item}}', TUTORIAL.title)
    .replace('{{student}}', 'Sam Student');
  await table.getByRole('link', { name: markName }).click();
  const sidebar = page.getByRole('complementary', { name: ar.marking.sidebar });
  await expect(sidebar).toBeVisible();
  // The sidebar is on the right, beside (not over) the work.
  const side = (await sidebar.boundingBox())!;
  const work = (await page.getByRole('tablist', { name: ar.marking.workTabs }).boundingBox())!;
  expect(side.x).toBeGreaterThanOrEqual(work.x + work.width - 1);
  await page.screenshot({ path: shot('marking-ar'), fullPage: true });

  // The student's profile, opened from the grid, reads right to left too.
  await page.getByRole('link', { name: ar.marking.back }).click();
  await page.getByRole('link', { name: 'Sam Student', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Student' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: ar.profile.tabs });
  const home = (await tabs.getByRole('tab', { name: ar.profile.tab.home }).boundingBox())!;
  const details = (await tabs.getByRole('tab', { name: ar.profile.tab.details }).boundingBox())!;
  expect(home.x).toBeGreaterThan(details.x);
  await expect(page.getByRole('region', { name: ar.profile.home.feedback })).toBeVisible();
  await page.screenshot({ path: shot('profile-ar'), fullPage: true });
});
