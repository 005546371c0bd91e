// Issue 18, item 5: the student signup stalled on a lower-case class code ("brkdmz": Continue stayed grey with
// no message) and an unknown code showed the raw "ClassCode could not be found…". Codes are read in any case,
// and every refusal is a sentence a pupil can act on, in English and in Arabic (right to left).
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, makeClass as makeClassOf, makeTeacher } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const tag = () =>
  Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'q');

/** A teacher of the spec's own, whose classes the spec's signups join (the demo class is only read). */
let teacher: string;
test.beforeAll(async ({ request }) => {
  teacher = await makeTeacher(request, 'codecase');
});

/** A class of the spec's teacher. */
const makeClass = (request: APIRequestContext, name: string) =>
  makeClassOf(request, teacher, name, { password: 'codecase' });

const openSignup = async (page: Page, button: string, title: string) => {
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: title });
};

test('a pupil types the demo code in small letters, and an unknown one, and is told what to do', async ({
  page,
}) => {
  await page.goto('/login');
  const dialog = await openSignup(page, 'Sign up with a class code', 'Sign up');
  const code = dialog.getByRole('textbox', { name: 'Class code' });
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(dialog.getByText('Capital or small letters both work.')).toBeVisible();

  // The journey as it was found: "brkdmz" now reads as the class's code and goes on.
  await code.fill('brkdmz');
  await expect(code).toHaveValue('BRKDMZ');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(dialog.getByRole('progressbar', { name: 'Stage 2 of 6' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();

  // Something that can never be a code: the reason shows as it is typed, beside the grey button.
  await code.fill('brk 4');
  await expect(dialog.getByText('A class code has only the letters A to Z')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toBeDisabled();

  // A code no class has: a sentence, not the server's raw text.
  await code.fill('zzzzzz');
  await next.click();
  await expect(
    dialog.getByText('No class has this code. Check it with your teacher and try again.'),
  ).toBeVisible();
  await expect(dialog.getByText(/ClassCode/)).toHaveCount(0);
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: shot('signup-code-unknown-en') });
});

test('a pupil signs up with their class code typed in small letters and lands in that class', async ({
  page,
  request,
}) => {
  const name = `Small letters ${tag()}`;
  const cls = await makeClass(request, name);
  await page.goto('/login');
  const dialog = await openSignup(page, 'Sign up with a class code', 'Sign up');
  await dialog.getByRole('textbox', { name: 'Class code' }).fill(` ${cls.classId.toLowerCase()} `);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Stage 2 of 6' })).toBeVisible();
  await dialog.getByLabel('First name').fill('Lowri');
  await dialog.getByLabel('Last name').fill('Lower');
  await dialog.getByLabel('Birth month').selectOption({ label: 'May' });
  await dialog.getByLabel('Birth year').selectOption(String(new Date().getFullYear() - 12));
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Or skip' }).click();
  const username = ((await dialog.getByTestId('generated-username').textContent()) ?? '').trim();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('lowri1');
  await dialog.getByLabel('Confirm password').fill('lowri1');
  await dialog.getByRole('button', { name: 'Create my account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thanks for signing up!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Start Coding' }).click();
  await expectPath(page, '/learn');

  // Read back: the teacher's class has her.
  const students = await (
    await request.get(`/api/users?class=${cls._id}`, {
      headers: bearer(await apiToken(request, teacher)),
    })
  ).json();
  expect(students.items.map((s: { username: string }) => s.username)).toEqual([username]);
});

test('in Arabic: an invite link in small letters, an unknown code, then the class is found', async ({
  page,
  request,
}) => {
  const cls = await makeClass(request, `رمز ${tag()}`);
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // An invite link whose code was typed in small letters opens with the code as the teacher wrote it.
  await page.goto(`/login?signup=student&code=${cls.classId.toLowerCase()}`);
  const dialog = page.getByRole('dialog', { name: 'التسجيل' });
  const code = dialog.getByLabel('رمز الصف');
  await expect(code).toHaveValue(cls.classId);

  await code.fill('zzzzzz');
  await dialog.getByRole('button', { name: 'متابعة' }).click();
  await expect(dialog.getByText('لا يوجد صف بهذا الرمز. تحقّق منه مع معلمك ثم حاول مرة أخرى.')).toBeVisible();
  await code.fill('zz9');
  await expect(dialog.getByText('رمز الصف يتكوّن من الأحرف الإنجليزية من A إلى Z فقط')).toBeVisible();
  await page.screenshot({ path: shot('signup-code-letters-ar') });

  await code.fill(cls.classId.toLowerCase());
  await dialog.getByRole('button', { name: 'متابعة' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'المرحلة 2 من 6' })).toBeVisible();
});
