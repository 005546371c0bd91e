// Issue 18, seam "Joining a class picks its course": a pupil who signs up with a class code, or joins with
// Join Class, lands on the class's course instead of "No course picked yet"; with several courses they land on
// the class's first, which the picker shows as theirs. Join Class becomes "Join another class" once they have
// a class, and a code with other characters than letters says what is wrong instead of dropping them.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  expectPath,
  logIn,
  makeClass as makeClassOf,
  makeStudent,
  makeTeacher,
} from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const tag = () =>
  Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'k');

const JAVASCRIPT = 'JavaScript: first steps';
const PYTHON = 'Python: first steps';

/** A teacher of the spec's own, whose classes the spec's pupils join. */
let teacher: string;
test.beforeAll(async ({ request }) => {
  teacher = await makeTeacher(request, 'coursepicker');
});

/** A class of the spec's teacher taking `courses` (by title), in that order. */
const makeClass = (request: APIRequestContext, name: string, courses: string[]) =>
  makeClassOf(request, teacher, name, { courses, password: 'coursepw' });

test('a pupil who signs up with the code of a one-course class lands on that course', async ({
  page,
  request,
}) => {
  const cls = await makeClass(request, `One course ${tag()}`, [JAVASCRIPT]);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up with a class code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('textbox', { name: 'Class code' }).fill(cls.classId);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('First name').fill('Cora');
  await dialog.getByLabel('Last name').fill('Course');
  await dialog.getByLabel('Birth month').selectOption({ label: 'June' });
  await dialog.getByLabel('Birth year').selectOption(String(new Date().getFullYear() - 12));
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Or skip' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('cora12');
  await dialog.getByLabel('Confirm password').fill('cora12');
  await dialog.getByRole('button', { name: 'Create my account' }).click();
  await dialog.getByRole('button', { name: 'Start Coding' }).click();
  await expectPath(page, '/learn');

  await expect(page.getByRole('heading', { level: 1, name: JAVASCRIPT })).toBeVisible();
  await expect(page.getByText('No course picked yet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Join another class' })).toBeVisible();
  await page.screenshot({ path: shot('class-course-signup') });
});

test('Join Class says what is wrong with a code, then lands on the class’s first course', async ({
  page,
  request,
}) => {
  const cls = await makeClass(request, `Two courses ${tag()}`, [PYTHON, JAVASCRIPT]);
  const username = await makeStudent(request, 'joiner', {
    password: 'joinpw',
    firstName: 'Jo',
    lastName: 'Iner',
  });

  await logIn(page, username, 'joinpw');
  await expect(page.getByText('No course picked yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join another class' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join a class' });
  const field = dialog.getByLabel('Class code');

  // What was typed stays, and the reason shows: nothing is dropped without a word.
  await field.fill('brk-dm1');
  await expect(field).toHaveValue('BRK-DM1');
  await expect(
    dialog.getByText(
      'A class code is made of letters only (A to Z). Remove the numbers, signs or other characters.',
    ),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: shot('join-class-letters') });

  await field.fill(cls.classId.toLowerCase());
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText(`You joined Two courses`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The class's first course, not "No course picked yet"; the picker shows it as the pupil's.
  await expect(page.getByRole('heading', { level: 1, name: PYTHON })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join another class' })).toBeVisible();
  await page.getByRole('link', { name: 'Switch Course' }).click();
  await expect(page.getByRole('button', { name: `Pick ${PYTHON}` })).toContainText('Your current course');

  // Read back: the pupil is in the class and follows its first course.
  const me = await (
    await request.get('/api/users/me', { headers: bearer(await apiToken(request, username, 'joinpw')) })
  ).json();
  expect(me.classes).toEqual([cls._id]);
  const courses = await (
    await request.get('/api/courses?draft=false&limit=200', {
      headers: bearer(await apiToken(request, username, 'joinpw')),
    })
  ).json();
  expect(courses.items.find((c: { _id: string }) => c._id === me.current_course).title).toBe(PYTHON);
});
