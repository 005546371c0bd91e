// Issue 21, "Every setting honoured": a content creator writes a tutorial's settings and its steps' in the editor
// only (a step for instructors, a step the learner ticks off, an Auto Marked step with its xp); a student doing it
// never sees the instructor's step, starts an embedded editor from its still frame, and is given the xp when
// finishing the Auto Marked step. Deleting a step asks
// first. From the library, Copy asks for the copy's language, and a course previews as a learner.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  asOtherUser,
  inEnglish,
  joinClass,
  logIn,
  makeClass,
  makeTeacher,
  setLocale,
  uniqueTag,
  unlockedStudent,
} from './helpers.ts';
import { createCourse } from './learn-api.ts';

test.describe.configure({ timeout: 240_000 });

// The creator is the demo one: only the seed makes authors of a community. The learner is the spec's own.
test.beforeAll(async ({ request }) => {
  await inEnglish(request, 'creator');
});

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

const step = (page: Page, n: string) => page.getByRole('region', { name: `Step ${n}`, exact: true });

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
const choose = async (page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  // Mantine's list of choices (a page's own <select> options are options too).
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
};

test("a tutorial's settings and its steps', written in the editor, decide what a student sees and earns", async ({
  page,
  browser,
  request,
}) => {
  const title = `Settings tutorial ${uniqueTag()}`;
  await logIn(page, 'creator');
  await page.goto('/edit/library/tutorials?language=javascript');
  await page.getByRole('link', { name: 'New tutorial' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const details = page.getByRole('region', { name: 'Details' });
  await choose(page, details, 'Signal', 'Learn');
  await choose(page, details, 'Steps shown as', 'A wall of cards');
  await details.getByRole('switch', { name: 'Published' }).check();

  // Step 1 has one sub-step the learner ticks off, Auto Marked with 5 xp.
  await page.getByRole('button', { name: 'Add step' }).click();
  await step(page, '1').getByRole('textbox', { name: 'Step Title' }).first().fill('Warm up');
  await step(page, '1').getByRole('button', { name: 'Add sub-step' }).click();
  const tick = step(page, '1.1');
  await tick.getByRole('textbox', { name: 'Step Title' }).fill('Tick me');
  await tick.getByRole('switch', { name: 'The learner ticks this step off' }).check();
  await tick.getByRole('switch', { name: 'Auto Marked' }).check();
  await tick.getByLabel('XP', { exact: true }).fill('5');
  // An embedded editor that does not start by itself: learners see a still frame and start it.
  await tick.getByRole('button', { name: 'Add a piece to Pieces at place 1' }).click();
  await page
    .getByRole('dialog', { name: 'Select an Editor' })
    .getByRole('button', { name: 'Embedded code editor', exact: true })
    .click();
  const embed = tick.getByRole('region', { name: 'Piece 1: Embedded code editor' });
  await embed.getByLabel('Starting code').fill('print("still frame")');
  await expect(embed.getByRole('switch', { name: 'Start by itself' })).not.toBeChecked();

  // Step 2 is for instructors only.
  await page.getByRole('button', { name: 'Add step' }).click();
  await step(page, '2').getByRole('textbox', { name: 'Step Title' }).first().fill('Teacher notes');
  await choose(page, step(page, '2'), 'Audience', 'Instructor');
  await expect(step(page, '2').getByRole('combobox', { name: 'Audience', exact: true }).first()).toHaveValue(
    'Instructor',
  );
  await step(page, '2').getByRole('button', { name: 'Add sub-step' }).click();
  await step(page, '2.1').getByRole('textbox', { name: 'Step Title' }).fill('Only for staff');

  // A third step, taken out again: deleting asks first.
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('button', { name: 'Remove Step 3', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Step 3' });
  await expect(confirm.getByText('Are you sure you want to delete?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(step(page, '3')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tutorial Saved').first()).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/brick\/(?!new$)[^/]+$/);
  const tutorialId = new URL(page.url()).pathname.split('/').pop()!;
  await page.screenshot({ path: shot('tutorial-settings-en'), fullPage: true });

  // Read back after a reload: every setting kept.
  await page.reload();
  await expect(details.getByRole('combobox', { name: 'Signal', exact: true })).toHaveValue('Learn');
  await expect(details.getByRole('combobox', { name: 'Steps shown as', exact: true })).toHaveValue(
    'A wall of cards',
  );
  await expect(step(page, '2').getByRole('combobox', { name: 'Audience', exact: true }).first()).toHaveValue(
    'Instructor',
  );
  await expect(
    step(page, '1.1').getByRole('switch', { name: 'The learner ticks this step off' }),
  ).toBeChecked();
  await expect(step(page, '1.1').getByLabel('XP', { exact: true })).toHaveValue('5');

  // The student: the instructor's step is not there, and finishing the Auto Marked step gives its xp.
  const course = `Settings course ${uniqueTag()}`;
  await createCourse(request, course, { tutorials: [tutorialId] });
  const username = await unlockedStudent(request, 'settings', 'settingspw');
  const teacher = await makeTeacher(request, 'autoxp');
  const className = `Auto xp ${uniqueTag()}`;
  const cls = await makeClass(request, teacher, className, { courses: [course] });
  await joinClass(request, username, cls.classId, 'settingspw');
  const context = await browser.newContext();
  const learner = await context.newPage();
  // Joining the class made its course the student's own: the course home opens.
  await logIn(learner, username, 'settingspw');
  await learner.getByRole('link', { name: `Open ${title}` }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Tick me' })).toBeVisible();
  const steps = learner.getByRole('navigation', { name: 'Steps' });
  await expect(steps.getByText('Warm up')).toBeVisible();
  await expect(steps.getByText('Teacher notes')).toHaveCount(0);
  await expect(learner.getByText('Only for staff')).toHaveCount(0);
  await expect(learner.getByText('print("still frame")')).toBeVisible();
  await expect(learner.getByRole('textbox', { name: 'Code (Python)' })).toHaveCount(0);
  await learner.getByRole('button', { name: 'Start the Python editor' }).click();
  await expect(learner.getByRole('textbox', { name: 'Code (Python)' })).toBeVisible();
  // The one step a student has is the last: Finish.
  await learner.getByRole('button', { name: 'Finish' }).click();
  await expect(learner.getByText('XP increased by 5')).toBeVisible();
  await context.close();

  // The teacher's progress grid says which tutorial marks itself, and for how much.
  await asOtherUser(browser, teacher, async (staff) => {
    await staff
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Classes' })
      .click();
    await staff.getByRole('link', { name: className }).click();
    await staff.getByRole('tab', { name: 'Progress' }).click();
    await staff.getByText('By item').click();
    await expect(
      staff.getByRole('columnheader', { name: new RegExp(`${title}.*Auto Marked steps: 5 XP`) }),
    ).toBeVisible();
  });
});

test('Copy asks for the language of the copy; a course previews as a learner from its row', async ({
  page,
  request,
}) => {
  await logIn(page, 'creator');
  await page.goto('/edit/library/tutorials?language=javascript');
  const title = `Copied tutorial ${uniqueTag()}`;
  await page.getByRole('link', { name: 'New tutorial' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tutorial Saved').first()).toBeVisible();

  await page.goto(`/edit/library/tutorials?name=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Copy ${title}` }).click();
  const modal = page.getByRole('dialog', { name: `Copy ${title}` });
  await expect(modal.getByRole('combobox', { name: 'Language' })).toHaveValue('JavaScript');
  // Cancel copies nothing.
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: `Copy of ${title}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Copy ${title}` }).click();
  await choose(page, modal, 'Language', 'Python');
  await modal.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tutorial: Copy of ${title}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true })).toHaveValue(
    'Python',
  );

  // The tutorial's settings in Arabic: right to left, nothing overlapping (looked at in the screenshot).
  await page.getByRole('button', { name: 'Add step' }).click();
  await setLocale(request, 'creator', 'ar');
  try {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'تُعرض الخطوات على شكل' })).toBeVisible();
    await page.screenshot({ path: shot('tutorial-settings-ar'), fullPage: true });
  } finally {
    await setLocale(request, 'creator', 'en');
  }

  await page.goto('/edit/library/courses?name=JavaScript');
  await page.getByRole('link', { name: 'Preview JavaScript: first steps as a learner' }).click();
  await expect(page).toHaveURL(/\/learn\/course-preview\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'JavaScript: first steps' })).toBeVisible();
});
