// Issue 18, item 8 (dates): the user editor accepted 31/02/2030 and silently saved 01/02/2030, and the signup
// accepted a birth date in the future. Both now apply core's one rule (a real day, not in the future, within the
// last 100 years) and say what is wrong; only the month and year are kept, and the editor shows them as such.
// A date typed with Arabic-Indic digits is read as the same date.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, logIn, makeAdmin } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const tag = (letter: string) =>
  Date.now()
    .toString(36)
    .replace(/[^a-z]/g, letter);
const now = new Date();
const thisYear = now.getFullYear();

/** A student of the spec's own, born March 2012, made by the admin through the API. */
const makeStudent = async (request: APIRequestContext, username: string) => {
  const made = await request.post('/api/users', {
    data: {
      username,
      password: 'datespw',
      first_name: 'Dora',
      last_name: 'Dates',
      birthMonth: 3,
      birthYear: 2012,
    },
    headers: bearer(await apiToken(request, 'admin')),
  });
  expect(made.status()).toBe(201);
  return (await made.json())._id as string;
};

const storedBirth = async (request: APIRequestContext, id: string) => {
  const user = await (
    await request.get(`/api/users/${id}`, { headers: bearer(await apiToken(request, 'admin')) })
  ).json();
  return { birthMonth: user.birthMonth, birthYear: user.birthYear };
};

test('an admin types 31/02/2030 and a date still to come; neither is saved; a real date is', async ({
  page,
  request,
}) => {
  const username = `dora${tag('d')}`;
  const id = await makeStudent(request, username);
  await logIn(page, await makeAdmin(request, 'datesadmin'));
  await page.goto('/users');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('link', { name: username }).click();
  const form = page.getByRole('form', { name: 'Dora Dates' });
  const dob = form.getByLabel('Date of birth');
  // The kept month and year, not a day nobody typed.
  await expect(dob).toHaveValue('03/2012');
  await expect(
    form.getByText('dd/mm/yyyy. Only the month and year are kept, so a saved date shows as mm/yyyy.'),
  ).toBeVisible();

  // As it was found: February has no 31st.
  await dob.fill('31/02/2030');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('That date does not exist: check the day and the month')).toBeVisible();
  await expect(dob).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('User Saved')).toHaveCount(0);
  expect(await storedBirth(request, id)).toEqual({ birthMonth: 3, birthYear: 2012 });

  await dob.fill(`14/03/${thisYear + 1}`);
  await expect(form.getByText('A date of birth cannot be in the future')).toBeVisible();
  await dob.fill('14 March 2012');
  await expect(form.getByText('Type the date of birth as dd/mm/yyyy, for example 14/03/2012')).toBeVisible();
  await page.screenshot({ path: shot('dates-editor-en'), fullPage: true });
  expect(await storedBirth(request, id)).toEqual({ birthMonth: 3, birthYear: 2012 });

  // A real date: its month and year are saved and shown.
  await dob.fill('29/02/2012');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Saved')).toBeVisible();
  await expect(dob).toHaveValue('02/2012');
  expect(await storedBirth(request, id)).toEqual({ birthMonth: 2, birthYear: 2012 });
});

test('in Arabic the editor says the same in Arabic, with the date left to right', async ({
  page,
  request,
}) => {
  const username = `dora${tag('a')}`;
  const id = await makeStudent(request, username);
  await logIn(page, await makeAdmin(request, 'datesadmin', { locale: 'ar' }));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`/users/${id}`);
  const dob = page.getByLabel('تاريخ الميلاد');
  await expect(dob).toHaveValue('03/2012');
  await expect(dob).toHaveCSS('direction', 'ltr');
  await dob.fill('31/02/2030');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('هذا التاريخ غير موجود: تحقّق من اليوم والشهر')).toBeVisible();
  await page.screenshot({ path: shot('dates-editor-ar'), fullPage: true });
  expect(await storedBirth(request, id)).toEqual({ birthMonth: 3, birthYear: 2012 });

  // Typed with Arabic-Indic digits, as an Arabic keyboard writes them (issue 18, item 8): read as 0–9.
  await dob.fill('٢٩/٠٢/٢٠١٢');
  await expect(page.getByText('هذا التاريخ غير موجود: تحقّق من اليوم والشهر')).toHaveCount(0);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(dob).toHaveValue('02/2012');
  expect(await storedBirth(request, id)).toEqual({ birthMonth: 2, birthYear: 2012 });
});

test('the signup offers no year to come and refuses a month of this year still to come', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up with a class code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('textbox', { name: 'Class code' }).fill('BRKDMZ');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Stage 2 of 6' })).toBeVisible();
  await dialog.getByLabel('First name').fill('Fay');
  await dialog.getByLabel('Last name').fill('Future');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  const year = dialog.getByLabel('Birth year');
  await expect(year.locator('option', { hasText: String(thisYear + 1) })).toHaveCount(0);
  const next = dialog.getByRole('button', { name: 'Continue' });

  // This year's months still to come (none in December): each is refused with the reason.
  for (let month = now.getMonth() + 2; month <= 12; month += 1) {
    await dialog.getByLabel('Birth month').selectOption(String(month));
    await year.selectOption(String(thisYear));
    await expect(dialog.getByText('A date of birth cannot be in the future')).toBeVisible();
    await expect(next).toBeDisabled();
  }
  await page.screenshot({ path: shot('dates-signup-en') });
  await dialog.getByLabel('Birth month').selectOption(String(now.getMonth() + 1));
  await year.selectOption(String(thisYear - 11));
  await expect(dialog.getByText('A date of birth cannot be in the future')).toHaveCount(0);
  await expect(next).toBeEnabled();
});
