// The heart of the product: a student of the spec's own picks "JavaScript: first steps" and works through the
// whole first stage (the intro quiz answered wrong then right, the topics' lessons, the tutorial to Finish, the
// challenge and the final quiz), sees stage 2 open and their xp rise by the right amount. A teacher previews a
// locked stage, and the same stage reads right to left in Arabic. The right answers come from the seed the
// server loaded.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, logIn, makeStudent, makeTeacher } from './helpers.ts';
import { takeAssessment, XP } from './learn-helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const COURSE = javascriptCourse.title.en;
const stage1 = javascriptCourse.stages[0]!;
const ar = JSON.parse(
  readFileSync(new URL('../packages/web/src/i18n/locales/ar.json', import.meta.url), 'utf8'),
);
const arOpen = (title: string) => ar.learn.home.openItem.replace('{{title}}', title);

/** In a right-to-left page the aside sits right of the main column, and the two do not overlap. */
const expectAsideOnTheRight = async (page: Page, aside: string, heading: string) => {
  const side = (await page.getByRole('complementary', { name: aside }).boundingBox())!;
  const main = (await page.getByRole('heading', { level: 1, name: heading }).boundingBox())!;
  expect(side.x).toBeGreaterThanOrEqual(main.x + main.width);
};

const stagePanel = (page: Page, n: number) => page.getByRole('region', { name: new RegExp(`^Stage ${n}`) });

/** Opens a stage's panel unless it is open already (the first unfinished stage opens by itself). */
const openStage = async (page: Page, name: RegExp) => {
  const control = page.getByRole('button', { name });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
};

test('a student works through the first stage of JavaScript and opens the second', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const student = await makeStudent(request, 'learner');
  await logIn(page, student);
  await page.goto('/learn/courses');
  await page.getByRole('button', { name: `Pick ${COURSE}` }).click();
  await expectPath(page, '/learn');
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const startXp = (
    await (await request.get('/api/users/me', { headers: bearer(await apiToken(request, student)) })).json()
  ).xp as number;
  await expect(page.getByText(`Your XP: ${startXp}`)).toBeVisible();

  // Stage 2 is locked; in stage 1 only the intro quiz is open.
  await expect(page.getByRole('button', { name: /^Stage 2/ })).toBeDisabled();
  const intro = stage1.introQuizzes[0]!;
  await expect(page.getByRole('button', { name: `Topic: ${stage1.topics[0]!.title}` })).toContainText(
    'Locked',
  );
  await page.screenshot({ path: shot('course-home-start'), fullPage: true });

  await page.getByRole('link', { name: `Open ${intro.title}` }).click();
  await takeAssessment(page, intro, { wrongFirst: true });
  let xp = startXp + XP.quiz;
  await expect(page.getByText(`Your XP: ${xp}`)).toBeVisible();

  // Each topic's lesson, from its info bar.
  for (const topic of stage1.topics) {
    await page.getByRole('button', { name: `Topic: ${topic.title}` }).click();
    await page.getByRole('link', { name: `Open the introduction to ${topic.title}` }).click();
    await takeAssessment(page, topic.conceptIntro);
    xp += XP.conceptIntro;
  }
  await expect(page.getByText(`Your XP: ${xp}`)).toBeVisible();

  // The tutorial, step by step, to Finish.
  const tutorial = stage1.tutorials[0]!;
  await page.getByRole('link', { name: `Open ${tutorial.title}` }).click();
  const substeps = tutorial.steps.flatMap((s) => s.substeps);
  for (const [index, sub] of substeps.entries()) {
    await expect(page.getByRole('heading', { level: 1, name: sub.title })).toBeVisible();
    if (index === 0) {
      // The lesson's editor runs its code in the JavaScript sandbox.
      await page.getByRole('button', { name: 'Run' }).first().click();
      await expect(page.getByRole('log', { name: 'Output' })).toContainText('Hello, world!');
      await page.getByRole('button', { name: 'Help' }).click();
      await page.screenshot({ path: shot('brick-viewer'), fullPage: true });
      await page.getByRole('button', { name: 'Help' }).click();
    }
    const last = index === substeps.length - 1;
    await page.getByRole('button', { name: last ? 'Finish' : 'Got It!' }).click();
  }
  await expectPath(page, '/learn');

  // The challenge: Complete waits for every tick.
  const challenge = stage1.challenges[0]!;
  await page.getByRole('link', { name: `Open ${challenge.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete' });
  await expect(complete).toBeDisabled();
  await page.getByRole('button', { name: 'Hints for step 1' }).click();
  await expect(page.getByRole('button', { name: 'Hide hints' })).toBeVisible();
  for (const [i] of challenge.steps.entries()) {
    const box = page.getByRole('checkbox', { name: new RegExp(`^Step ${i + 1}:`) });
    await box.check();
    await expect(box).toBeChecked();
  }
  await page.screenshot({ path: shot('challenge-viewer'), fullPage: true });
  await complete.click();
  await expectPath(page, '/learn');

  // The final quiz opens stage 2.
  const final = stage1.finalQuizzes[0]!;
  await page.getByRole('link', { name: `Open ${final.title}` }).click();
  await takeAssessment(page, final);
  xp += XP.quiz;
  await expect(page.getByText(`Your XP: ${xp}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Stage 2/ })).toBeEnabled();
  await openStage(page, /^Stage 2/);
  await expect(
    stagePanel(page, 2).getByRole('link', {
      name: `Open ${javascriptCourse.stages[1]!.introQuizzes[0]!.title}`,
    }),
  ).toBeVisible();
  await page.screenshot({ path: shot('course-home-stage2'), fullPage: true });

  // The server agrees.
  const me = await (
    await request.get('/api/users/me', { headers: bearer(await apiToken(request, student)) })
  ).json();
  expect(me.xp).toBe(xp);
});

test('a teacher previews a locked stage; in Arabic the stage reads right to left', async ({
  page,
  request,
}) => {
  const teacher = await makeTeacher(request, 'previewer');
  const token = await apiToken(request, teacher);
  const courses = await (await request.get('/api/courses?draft=false', { headers: bearer(token) })).json();
  const course = courses.items.find((c: { title: string }) => c.title === COURSE);
  const picked = await request.put('/api/users/me/update-course', {
    data: { currentCourse: course._id },
    headers: bearer(token),
  });
  expect(picked.ok()).toBe(true);

  await logIn(page, teacher);
  await page.goto('/learn');
  const mode = page.getByRole('radiogroup', { name: 'Learn or preview' });
  await mode.getByText('Learn', { exact: true }).click();
  await expect(page.getByRole('button', { name: /^Stage 3/ })).toBeDisabled();
  await mode.getByText('Preview', { exact: true }).click();
  await expect(page.getByText('Everything is open so you can look around.')).toBeVisible();
  await openStage(page, /^Stage 3/);
  const stage3 = javascriptCourse.stages[2]!;
  await stagePanel(page, 3)
    .getByRole('link', { name: `Open ${stage3.finalQuizzes[0]!.title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: stage3.finalQuizzes[0]!.title })).toBeVisible();
  await expect(page.getByText('Answers are checked, but nothing is saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the course' }).click();

  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: javascriptCourse.title.ar })).toBeVisible();
  await openStage(page, /^المرحلة 2/);
  await expect(page.getByText(javascriptCourse.stages[1]!.title.ar)).toBeVisible();
  await page.screenshot({ path: shot('course-home-ar'), fullPage: true });

  // The three viewers in Arabic: the tutorial's menu moves to the right, the pages read right to left.
  const stage2 = javascriptCourse.stages[1]!;
  const arPanel = page.getByRole('region', { name: /^المرحلة 2/ });
  const tutorial = stage2.tutorials[0]!;
  await arPanel.getByRole('link', { name: arOpen(tutorial.title) }).click();
  const firstStep = tutorial.steps[0]!.substeps[0]!;
  await expect(page.getByRole('heading', { level: 1, name: firstStep.title })).toBeVisible();
  await expectAsideOnTheRight(page, ar.learn.brick.sidebar, firstStep.title);
  await page.screenshot({ path: shot('brick-viewer-ar'), fullPage: true });
  await page.getByRole('link', { name: ar.learn.brick.quit }).click();

  const challenge2 = stage2.challenges[0]!;
  await openStage(page, /^المرحلة 2/);
  await arPanel.getByRole('link', { name: arOpen(challenge2.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: challenge2.title })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^الخطوة 1/ })).toBeVisible();
  await page.screenshot({ path: shot('challenge-viewer-ar'), fullPage: true });
  await page.getByRole('link', { name: ar.learn.backHome }).click();

  const quiz2 = stage2.introQuizzes[0]!;
  await openStage(page, /^المرحلة 2/);
  await arPanel.getByRole('link', { name: arOpen(quiz2.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: quiz2.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: quiz2.questions[0]!.title })).toBeVisible();
  await page.screenshot({ path: shot('assessment-viewer-ar'), fullPage: true });
  await page.getByRole('link', { name: ar.learn.backHome }).click();
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
});
