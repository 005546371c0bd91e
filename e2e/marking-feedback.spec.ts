// Issue 18, "Marking next to the work" and "XP that explains itself", followed the way they were found: a student's
// tutorial card says its XP comes when the teacher marks it; they finish the tutorial (and see "Waiting for your
// teacher") and a challenge, with a project of their own for the tutorial; the teacher marks the tutorial with the
// student's code open beside the steps (read-only, and it runs), gives a sticker and a comment, and marks the
// challenge partly; the student then finds a badge on the navbar, and the stickers, comment and XP on the tutorial
// and the challenge themselves. The same screens in Arabic read right to left. A teacher, a class and a student of
// their own, so the demo class stays as other specs expect it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  DEMO_PASSWORD,
  expectPath,
  logIn,
  logOut,
  replaceCode,
  setLocale,
} from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const ar = JSON.parse(
  readFileSync(new URL('../packages/web/src/i18n/locales/ar.json', import.meta.url), 'utf8'),
);
const suffix = Date.now()
  .toString(36)
  .replace(/[^a-z]/g, 'w');
const COURSE = javascriptCourse.title.en;
const stage1 = javascriptCourse.stages[0]!;
const TUTORIAL = stage1.tutorials[0]!;
const CHALLENGE = stage1.challenges[0]!;
const TEACHER = { username: `tfeed${suffix}`, first: 'Rosa', last: `Marker${suffix}` };
const STUDENT = { username: `mia${suffix}`, first: 'Mia', last: `Feedback${suffix}` };
const STUDENT_NAME = `${STUDENT.first} ${STUDENT.last}`;
const CLASS = `Feedback ${suffix}`;
const CODE = 'console.log("Hello from Mia!");\nconsole.log(12 + 10);\n';
const COMMENT = 'Lovely work, Mia! Try a sum with * next.';
const CHALLENGE_COMMENT = 'Good start: add the sum for the new age.';

/** Every sub-step of the seeded tutorial, in order (a step without sub-steps is its own). */
const LEAVES = TUTORIAL.steps.flatMap((step) => step.substeps.map((sub) => sub.title));

const tokenOf = (request: APIRequestContext, username: string) => apiToken(request, username, DEMO_PASSWORD);

test.beforeAll(async ({ request }) => {
  const admin = bearer(await tokenOf(request, 'admin'));
  for (const [who, roles] of [
    [TEACHER, ['teacher']],
    [STUDENT, ['student']],
  ] as const) {
    const made = await request.post('/api/users', {
      headers: admin,
      data: {
        username: who.username,
        password: DEMO_PASSWORD,
        first_name: who.first,
        last_name: who.last,
        roles,
      },
    });
    expect(made.status()).toBe(201);
  }
  let teacher = bearer(await tokenOf(request, TEACHER.username));
  const courses = await (await request.get('/api/courses?draft=false', { headers: teacher })).json();
  const courseId = courses.items.find((c: { title: string }) => c.title === COURSE)._id;
  const created = await request.post('/api/classes', {
    headers: teacher,
    data: { name: CLASS, password: 'feedback', year: 'Year 8', courses: [courseId] },
  });
  expect(created.status()).toBe(201);
  const { classId: code } = await created.json();
  const student = bearer(await tokenOf(request, STUDENT.username));
  expect((await request.post(`/api/classes/addUserToClass/${code}`, { headers: student })).status()).toBe(
    200,
  );
  expect(
    (
      await request.put('/api/users/me/update-course', {
        headers: student,
        data: { currentCourse: courseId },
      })
    ).status(),
  ).toBe(200);
  // The teacher opens every stage for the student (the class's students page does the same), so the journey
  // starts at the tutorial and the challenge.
  const me = await (await request.get('/api/users/me', { headers: student })).json();
  teacher = bearer(await tokenOf(request, TEACHER.username));
  expect(
    (await request.put(`/api/users/${me._id}/unlockContent`, { headers: teacher, data: {} })).status(),
  ).toBe(200);
});

const openStageOne = async (page: Page, name = /^Stage 1/) => {
  const control = page.getByRole('button', { name });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
};

/** A course home card, found by the link that opens it. */
const card = (page: Page, title: string) => page.getByRole('link', { name: `Open ${title}` });

const openProgressByItem = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await page.getByRole('link', { name: CLASS }).click();
  await page.getByRole('tab', { name: 'Progress' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
  await page.getByText('By item').click();
};

test('the student learns where a tutorial’s XP comes from, finishes it and a challenge, and waits for their teacher', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, STUDENT.username);
  await page.goto('/learn');
  await openStageOne(page);
  // Before anything is done, each card says its XP comes with the teacher's marking.
  await expect(card(page, TUTORIAL.title)).toContainText('30 XP');
  await expect(card(page, TUTORIAL.title)).toContainText('XP comes when your teacher marks it');
  await expect(card(page, CHALLENGE.title)).toContainText('60 XP');
  await expect(card(page, CHALLENGE.title)).toContainText('XP comes when your teacher marks it');
  await page.screenshot({ path: shot('feedback-card-before'), fullPage: true });

  // The tutorial says it too, and the student starts a project for it and writes their program there.
  await card(page, TUTORIAL.title).click();
  const feedback = page.getByRole('region', { name: "Your teacher's feedback" });
  await expect(feedback).toContainText(
    'When you finish, your teacher marks your work and gives you up to 30 XP.',
  );
  await page
    .getByRole('region', { name: 'My project for this' })
    .getByRole('button', { name: 'Start a project for this tutorial' })
    .click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await replaceCode(page, page.getByRole('textbox', { name: 'Code of main.js' }), CODE);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 10_000,
  });

  // Through every sub-step with Got It!, and Finish.
  await page.goto('/learn');
  await openStageOne(page);
  await card(page, TUTORIAL.title).click();
  for (const [index, title] of LEAVES.entries()) {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: index === LEAVES.length - 1 ? 'Finish' : 'Got It!' }).click();
  }
  await expect(page.getByText('Tutorial finished. Great work! Your teacher marks it next')).toBeVisible();
  await expectPath(page, '/learn');
  await openStageOne(page);
  await expect(card(page, TUTORIAL.title)).toContainText('Waiting for your teacher');
  await card(page, TUTORIAL.title).click();
  await expect(feedback.getByText('Waiting for your teacher')).toBeVisible();
  await expect(feedback).toContainText(
    'You finished it. Your teacher marks it next and gives you up to 30 XP.',
  );
  await page.screenshot({ path: shot('feedback-tutorial-waiting'), fullPage: true });

  // The challenge: every step ticked, Complete; then it waits for the teacher too.
  await page.goto('/learn');
  await openStageOne(page);
  await card(page, CHALLENGE.title).click();
  await expect(page.getByRole('heading', { level: 1, name: CHALLENGE.title })).toBeVisible();
  const ticks = page.getByRole('region', { name: 'Steps' }).getByRole('checkbox');
  await expect(ticks).toHaveCount(CHALLENGE.steps.length);
  for (let i = 0; i < CHALLENGE.steps.length; i++) {
    await ticks.nth(i).check();
    await expect(ticks.nth(i)).toBeChecked();
  }
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expectPath(page, '/learn');
  await openStageOne(page);
  await expect(card(page, CHALLENGE.title)).toContainText('Waiting for your teacher');
  await page.screenshot({ path: shot('feedback-cards-waiting'), fullPage: true });
  // Nothing new yet: the navbar's Feedback link carries no count.
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Feedback', exact: true }),
  ).toBeVisible();
});

test('the teacher marks the tutorial with the student’s code beside the steps, and the challenge partly', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, TEACHER.username);
  await openProgressByItem(page);
  await page.getByRole('link', { name: new RegExp(`^Mark ${TUTORIAL.title} for ${STUDENT_NAME}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: STUDENT_NAME })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: "The student's work" });

  // The student's code is the first thing beside the steps: read-only, and it runs.
  const tabs = page.getByRole('tablist', { name: "The student's code and the work" });
  await expect(tabs.getByRole('tab', { name: "Student's code" })).toHaveAttribute('aria-selected', 'true');
  const code = page.getByRole('textbox', { name: 'Code of main.js' });
  await expect(code).toContainText('console.log("Hello from Mia!");');
  await expect(code).toHaveAttribute('contenteditable', 'false');
  await expect(
    page.getByText('You can look at this project and run it, but only its owner can change it.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const output = page.getByRole('log', { name: 'Output' });
  await expect(output).toContainText('Hello from Mia!');
  await expect(output).toContainText('22');
  // Side by side: the steps to mark beside the code, not above or below it.
  const side = (await sidebar.boundingBox())!;
  const editor = (await code.boundingBox())!;
  expect(editor.x).toBeGreaterThanOrEqual(side.x + side.width - 1);
  expect(editor.y).toBeLessThan(side.y + side.height);
  await page.screenshot({ path: shot('marking-student-code'), fullPage: true });
  // The tutorial itself is the other tab.
  await tabs.getByRole('tab', { name: 'Tutorial' }).click();
  await expect(page.getByRole('heading', { level: 2, name: TUTORIAL.title })).toBeVisible();

  const steps = sidebar.getByRole('checkbox');
  await expect(steps).toHaveCount(TUTORIAL.steps.length);
  for (let i = 0; i < TUTORIAL.steps.length; i++) {
    await expect(steps.nth(i)).toBeEnabled();
    await steps.nth(i).click();
    await expect(steps.nth(i)).toBeChecked();
  }
  await expect(sidebar.getByText('Complete', { exact: true })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Add sticker' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a sticker' });
  await modal.getByRole('button', { name: 'Great work', exact: true }).click();
  await modal.getByRole('button', { name: 'Save stickers' }).click();
  await expect(modal).toBeHidden();
  await sidebar.getByLabel('Add a comment').fill(COMMENT);
  await sidebar.getByRole('button', { name: 'Add comment' }).click();
  await expect(sidebar.getByText(COMMENT)).toBeVisible();

  // The challenge: no project for it, so the challenge opens first, with the reason there is no code.
  await page.getByRole('link', { name: 'Back to the class progress' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
  await page.getByText('By item').click();
  await page.getByRole('link', { name: new RegExp(`^Mark ${CHALLENGE.title} for ${STUDENT_NAME}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: CHALLENGE.title })).toBeVisible();
  await page.getByRole('tab', { name: "Student's code" }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: "Student's code" })
      .getByText('No projects found for this user on this challenge'),
  ).toBeVisible();
  const challengeSteps = page
    .getByRole('complementary', { name: "The student's work" })
    .getByRole('checkbox');
  await challengeSteps.nth(0).click();
  await expect(challengeSteps.nth(0)).toBeChecked();
  await expect(page.getByText('XP increased by 30')).toBeVisible();
  await page.getByLabel('Add a comment').fill(CHALLENGE_COMMENT);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByRole('complementary').getByText(CHALLENGE_COMMENT)).toBeVisible();
});

test('the student sees a badge on the navbar, then the stickers, comment and XP on the work itself', async ({
  page,
}) => {
  await logIn(page, STUDENT.username);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const badged = nav.getByRole('link', { name: 'Feedback: 2 new' });
  await expect(badged).toBeVisible();
  await expect(badged).toContainText('2');
  await page.screenshot({ path: shot('feedback-navbar-badge') });

  // The course home says what each marking gave, and that there is something new on it.
  await page.goto('/learn');
  await openStageOne(page);
  await expect(card(page, TUTORIAL.title)).toContainText('Marked: 30 of 30 XP');
  await expect(card(page, TUTORIAL.title)).toContainText('New feedback');
  await expect(card(page, CHALLENGE.title)).toContainText('Marked: 30 of 60 XP');
  await page.screenshot({ path: shot('feedback-cards-marked'), fullPage: true });

  // The badge leads to the list of marked work, the new first.
  await badged.click();
  await expectPath(page, '/profile/me/feedback');
  const list = page.getByRole('list').filter({ has: page.getByRole('listitem', { name: /^Feedback on/ }) });
  const tutorialEntry = list.getByRole('listitem', { name: `Feedback on the tutorial ${TUTORIAL.title}` });
  await expect(tutorialEntry).toContainText('New');
  await expect(tutorialEntry).toContainText('Marked: complete');
  await expect(tutorialEntry).toContainText('30 of 30 XP');
  await expect(tutorialEntry).toContainText('Comments: 1');
  await expect(tutorialEntry.getByText('Great work')).toBeVisible();
  await page.screenshot({ path: shot('feedback-list'), fullPage: true });

  // Reading it on the tutorial itself: the marking, the XP, the sticker and the comment, marked new.
  await tutorialEntry.getByRole('button', { name: `Read it: ${TUTORIAL.title}` }).click();
  await expect(page).toHaveURL(/\/learn\/brick\//);
  const feedback = page.getByRole('region', { name: "Your teacher's feedback" });
  await expect(feedback.getByText('New', { exact: true }).first()).toBeVisible();
  await expect(feedback).toContainText('Marked: complete');
  await expect(feedback).toContainText('Your teacher gave you 30 of 30 XP');
  await expect(feedback.getByText('Great work')).toBeVisible();
  await expect(feedback.getByText(COMMENT)).toBeVisible();
  await expect(feedback).toContainText(`Rosa ${TEACHER.last}`);
  await page.screenshot({ path: shot('feedback-on-tutorial'), fullPage: true });
  // Seen: the navbar counts one left.
  await expect(nav.getByRole('link', { name: 'Feedback: 1 new' })).toBeVisible();

  // The challenge shows its own, and once read nothing new is left.
  await page.goto('/learn');
  await openStageOne(page);
  await expect(card(page, TUTORIAL.title)).not.toContainText('New feedback');
  await card(page, CHALLENGE.title).click();
  await expect(feedback).toContainText('Marked: partly complete');
  await expect(feedback).toContainText('Your teacher gave you 30 of 60 XP');
  await expect(feedback.getByText(CHALLENGE_COMMENT)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Feedback', exact: true })).toBeVisible();
  await page.screenshot({ path: shot('feedback-on-challenge'), fullPage: true });
  // The XP the marking gave is the student's: 30 + 30 on top of nothing else (every stage was opened for them).
  await expect(page.getByText('60 XP').first()).toBeAttached();
  await logOut(page);
});

test('the student’s feedback reads right to left in Arabic', async ({ page, request }) => {
  await setLocale(request, STUDENT.username, 'ar');
  const t = ar.teacherFeedback;
  await logIn(page, STUDENT.username);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/learn');
  await openStageOne(page, new RegExp(`^${ar.learn.home.stage.replace('{{n}}', '1')}`));
  const tutorialCard = page.getByRole('link', {
    name: ar.learn.home.openItem.replace('{{title}}', TUTORIAL.title),
  });
  await expect(tutorialCard).toContainText(t.card.marked.replace('{{xp}}', '30').replace('{{total}}', '30'));
  await tutorialCard.click();
  const feedback = page.getByRole('region', { name: t.title });
  await expect(feedback).toContainText(t.xpGiven.replace('{{xp}}', '30').replace('{{total}}', '30'));
  await expect(feedback.getByText(COMMENT)).toBeVisible();
  // The panel sits in the start column, which is on the right in Arabic, beside the step.
  const panel = (await feedback.boundingBox())!;
  const step = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(step.x + step.width - 1);
  await page.screenshot({ path: shot('feedback-on-tutorial-ar'), fullPage: true });
  await page.goto('/profile/me/feedback');
  await expect(page.getByRole('tab', { name: ar.profile.tab.feedback })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(ar.profile.feedback.help)).toBeVisible();
  await page.screenshot({ path: shot('feedback-list-ar'), fullPage: true });
});

test('the teacher’s marking screen reads right to left in Arabic, the student’s code left to right', async ({
  page,
  request,
}) => {
  await setLocale(request, TEACHER.username, 'ar');
  await logIn(page, TEACHER.username);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('navigation').getByRole('link', { name: ar.nav.classes }).click();
  await page.getByRole('link', { name: CLASS }).click();
  await page.getByRole('tab', { name: ar.classPage.tab.progress }).click();
  await page.getByText(ar.progress.byItem).click();
  const markName = (ar.progress.markLabel as string)
    .split('{{percent}}')[0]!
    .replace('{{item}}', TUTORIAL.title)
    .replace('{{student}}', STUDENT_NAME);
  await page.getByRole('link', { name: markName }).click();
  const tabs = page.getByRole('tablist', { name: ar.marking.workTabs });
  await expect(tabs.getByRole('tab', { name: ar.marking.studentCode })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Right to left: the sidebar on the right, the student's code to its left; the code itself stays left to right.
  const sidebar = (await page.getByRole('complementary', { name: ar.marking.sidebar }).boundingBox())!;
  const code = page.getByRole('textbox', { name: /main\.js/ });
  await expect(code).toContainText('Hello from Mia!');
  await expect(code).toHaveAttribute('dir', 'ltr');
  const editor = (await code.boundingBox())!;
  expect(sidebar.x).toBeGreaterThanOrEqual(editor.x + editor.width - 1);
  await page.screenshot({ path: shot('marking-student-code-ar'), fullPage: true });
});

test('on a 360 px phone the feedback fits the screen, and the menu carries the badge', async ({
  page,
  request,
}) => {
  await setLocale(request, STUDENT.username, 'en');
  // Something new again, for the menu's badge: the teacher adds a comment on the challenge.
  const teacher = bearer(await tokenOf(request, TEACHER.username));
  const classes = await (await request.get('/api/classes?limit=50', { headers: teacher })).json();
  const classId = classes.items.find((c: { name: string }) => c.name === CLASS)._id;
  const student = bearer(await tokenOf(request, STUDENT.username));
  const me = await (await request.get('/api/users/me', { headers: student })).json();
  const challengeId = (
    await (await request.get('/api/users/me/feedback', { headers: student })).json()
  ).items.find((i: { kind: string }) => i.kind === 'challenge').item._id;
  const marked = await request.put(
    `/api/classes/${classId}/students/${me._id}/marking/challenges/${challengeId}`,
    {
      headers: bearer(await tokenOf(request, TEACHER.username)),
      data: { comments: [{ text: 'One more thing.' }] },
    },
  );
  expect(marked.status()).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, STUDENT.username);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'Feedback: 1 new' }).click();
  await expectPath(page, '/profile/me/feedback');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect(
    page.getByRole('listitem', { name: `Feedback on the challenge ${CHALLENGE.title}` }),
  ).toBeVisible();
  expect(await fits()).toBeLessThanOrEqual(360);
  await page.screenshot({ path: shot('feedback-list-phone'), fullPage: true });
  await page.getByRole('button', { name: `Read it: ${CHALLENGE.title}` }).click();
  const feedback = page.getByRole('region', { name: "Your teacher's feedback" });
  await expect(feedback.getByText('One more thing.')).toBeVisible();
  expect(await fits()).toBeLessThanOrEqual(360);
  await page.screenshot({ path: shot('feedback-on-challenge-phone'), fullPage: true });
  await page.goto('/learn');
  await openStageOne(page);
  await expect(card(page, TUTORIAL.title)).toContainText('Marked: 30 of 30 XP');
  expect(await fits()).toBeLessThanOrEqual(360);
  await page.screenshot({ path: shot('feedback-cards-phone'), fullPage: true });
});
