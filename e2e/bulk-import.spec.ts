// Bulk CSV upload on the users page: an admin imports 30 students from an ISO-8859-1 CSV into a class,
// downloads their one-time passwords, and one of them logs in with theirs and must choose a new one. A file
// with bad rows shows them row by row and imports nothing. The same in Arabic, right to left.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseFile, makeClass, runTag } from './bulk-import-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, logIn, logOut, makeAdmin, submitLogin } from './helpers.ts';

const SHOTS = process.env.E2E_OUTPUT
  ? join(process.env.E2E_OUTPUT, 'shots')
  : fileURLToPath(new URL('../test-results/', import.meta.url));
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

const FIRST = ['José', 'Zoë', 'Björn', 'Chloé', 'Amélie', 'Noah'];
/** Letters only, different on every run, so names and classes of earlier runs never match. */
const usersNamed = async (request: APIRequestContext, lastName: string) =>
  (
    await (
      await request.get(`/api/users?last_name=${encodeURIComponent(lastName)}`, {
        headers: bearer(await apiToken(request, 'admin')),
      })
    ).json()
  ).count as number;

/** Splits one CSV line on the commas outside quotes. */
const csvCells = (line: string) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
});

test('an admin imports 30 students and downloads their passwords; one logs in', async ({ page, request }) => {
  const admin = await makeAdmin(request, 'importer');
  const tag = runTag('x');
  const className = `Imported ${tag}`;
  const classId = await makeClass(request, admin, className);
  const lines = ['First name,Last name,Email,Gender,Birth year'];
  for (let n = 0; n < 30; n += 1)
    lines.push(`${FIRST[n % FIRST.length]},"I${tag}, ${n}",,${n % 2 ? 'female' : ''},${n % 3 ? '2013' : ''}`);
  // Spreadsheets on many school computers still save CSV as ISO-8859-1.
  const csv = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');

  await logIn(page, admin);
  await page.goto('/users');
  await page.getByRole('button', { name: 'Bulk upload (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk upload of students' });
  await expect(dialog.getByText('Step 1 of 4: choose a CSV file')).toBeVisible();
  await expect(dialog.getByLabel('Encoding')).toHaveValue('auto');
  await expect(dialog.getByRole('combobox', { name: 'Separator' })).toHaveValue('comma');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();

  await chooseFile(page, dialog.getByLabel('CSV file'), 'students.csv', csv);
  await expect(dialog.getByText('Students in the file: 30')).toBeVisible();
  await expect(dialog.getByText('Step 2 of 4: every row is checked and ready to import')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Students in the file' });
  await expect(preview.getByRole('row')).toHaveCount(31);
  // Found to be ISO-8859-1 and decoded so, the accents are right; the quoted comma stays in the last name.
  await expect(dialog.getByText('Read as ISO-8859-1 (Windows-1252)')).toBeVisible();
  const firstRow = preview.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell', { name: 'José', exact: true })).toBeVisible();
  await expect(firstRow.getByRole('cell', { name: `I${tag}, 0`, exact: true })).toBeVisible();
  await expect(preview.getByRole('row').nth(2)).toContainText('Zoë');
  await expect(preview.getByRole('row').nth(2)).toContainText('Female');
  await expect(preview.getByText('Ready')).toHaveCount(30);
  await dialog.getByLabel('Add them to a class').selectOption({ label: className });
  await shot(page, 'bulk-import-preview-en');

  await expect(dialog.getByRole('progressbar', { name: 'Import progress: 50%' })).toBeVisible();

  // Held back a moment so the creating step can be seen: the window cannot be closed while it lasts.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/users/import', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(
    dialog.getByText('Step 3 of 4: creating 30 students… this can take a few seconds'),
  ).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Import progress: 75%' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await shot(page, 'bulk-import-creating-en');
  release();
  await expect(dialog.getByText('Students created: 30')).toBeVisible();
  await expect(dialog.getByText('Step 4 of 4: done')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Import progress: 100%' })).toBeVisible();
  await expect(dialog.getByText('Passwords are shown only once')).toBeVisible();
  const created = dialog.getByRole('table', { name: 'The new students and their passwords' });
  await expect(created.getByRole('row')).toHaveCount(31);
  await expect(created.getByRole('row').nth(1)).toContainText('José');
  await shot(page, 'bulk-import-done-en');

  // Closing before the passwords are saved asks first; Escape does the same.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('You have not downloaded the passwords yet.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download passwords (CSV)' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await shot(page, 'bulk-import-close-asks-en');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download passwords (CSV)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('brickyard-passwords.csv');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = text.slice(1).trimEnd().split('\r\n');
  expect(rows).toHaveLength(31);
  expect(rows[0]).toBe('Username,First name,Last name,Password');
  const [username, first, last, password] = csvCells(rows[1]!);
  expect(username).toMatch(/^jose[0-9]+$/);
  expect(first).toBe('José');
  expect(last).toBe(`"I${tag}, 0"`);
  expect(password).toMatch(/^[a-z2-9]{8}$/);
  for (const row of rows.slice(1)) expect(csvCells(row)).toHaveLength(4);
  await expect(dialog.getByText('The passwords were downloaded as brickyard-passwords.csv.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The students are in the class, read back through the API.
  const students = await (
    await request.get(`/api/users?class=${classId}&limit=50`, {
      headers: bearer(await apiToken(request, 'admin')),
    })
  ).json();
  expect(students.count).toBe(30);

  // One of them logs in with the downloaded password and must choose their own.
  await logOut(page);
  await submitLogin(page, username!, password!);
  await expect(page.getByRole('dialog', { name: 'Choose a new password' })).toBeVisible();
});

test('a file with bad rows lists them row by row and imports nothing', async ({ page, request }) => {
  const admin = await makeAdmin(request, 'importer');
  const tag = runTag('y');
  // Semicolons, as spreadsheets write CSV in much of Europe; a blank line keeps its row number.
  const csv = Buffer.from(
    `Surname;First name;Gender;Notes\r\nB${tag};Ann;\r\n\r\n;Ben;m\r\nB${tag};Cat;robot\r\nB${tag};Dan;M\r\n`,
    'latin1',
  );
  await logIn(page, admin);
  // The window's calls (the class list) wait until it is opened.
  const classLists: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/classes') classLists.push(sent.url());
  });
  await page.goto('/users');
  await expect(page.getByText(/Users found: \d+/)).toBeVisible();
  expect(classLists).toEqual([]);
  await page.getByRole('button', { name: 'Bulk upload (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk upload of students' });
  await expect.poll(() => classLists.length).toBe(1);
  await chooseFile(page, dialog.getByLabel('CSV file'), 'bad.csv', csv);
  // Read with commas, the header is not found; the modal offers the separator that works.
  await expect(
    dialog.getByText('The first row must name the columns First name and Last name'),
  ).toBeVisible();
  await expect(dialog.getByText(/Students in the file|Columns not read/)).toHaveCount(0);
  await shot(page, 'bulk-import-separator-hint-en');
  await dialog.getByRole('button', { name: 'Use Semicolon' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Separator' })).toHaveValue('semicolon');

  await expect(dialog.getByText('Problems to fix before importing: 2')).toBeVisible();
  await expect(dialog.getByText('Columns not read: Notes')).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Problems by row' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems.getByRole('row').nth(1)).toHaveText(/^4\s*Last name\s*Last name is required$/);
  await expect(problems.getByRole('row').nth(2)).toContainText('5');
  await expect(problems.getByRole('row').nth(2)).toContainText('Gender must be female, male or other');
  const preview = dialog.getByRole('table', { name: 'Students in the file' });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview.getByRole('row').nth(2)).toContainText('Last name is required');
  await expect(preview.getByRole('row').nth(4)).toContainText('Ready');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await shot(page, 'bulk-import-problems-en');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await usersNamed(request, `B${tag}`)).toBe(0);

  // Focus goes back to the button, and the window opens again from the start.
  const open = page.getByRole('button', { name: 'Bulk upload (CSV)' });
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 1 of 4: choose a CSV file')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Separator' })).toHaveValue('comma');
  await expect(dialog.getByRole('table')).toHaveCount(0);
});

test('in Arabic the import reads right to left, problems and results alike', async ({ page, request }) => {
  const admin = await makeAdmin(request, 'importer');
  const tag = runTag('z');
  const className = `Arabic ${tag}`;
  await makeClass(request, admin, className);
  const bad = Buffer.from(`First name,Last name,Birth month\r\nNour,A${tag},13\r\n`, 'utf8');
  const good = Buffer.from(
    `الاسم الأول,اسم العائلة,الجنس\r\nنور,A${tag},أنثى\r\nJosé,A${tag},ذكر\r\nLeïla,A${tag},\r\n`,
    'utf8',
  );
  await logIn(page, admin);
  await page.goto('/users');
  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'رفع جماعي (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'رفع جماعي للطلاب' });

  await chooseFile(page, dialog.getByLabel('ملف CSV'), 'bad.csv', bad);
  await expect(dialog.getByText('مشكلات يجب إصلاحها قبل الاستيراد: 1')).toBeVisible();
  await expect(
    dialog
      .getByRole('table', { name: 'المشكلات حسب السطر' })
      .getByText('يجب أن يكون شهر الميلاد رقمًا من 1 إلى 12'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'استيراد' })).toBeDisabled();
  await shot(page, 'bulk-import-problems-ar');

  // A UTF-8 file is found to be UTF-8; read as ISO-8859-1 by choice, the modal says so and reads it again.
  await chooseFile(page, dialog.getByLabel('ملف CSV'), 'good.csv', good);
  await expect(dialog.getByText('قُرئ بترميز UTF-8')).toBeVisible();
  await dialog.getByLabel('الترميز').selectOption('ISO-8859-1');
  await shot(page, 'bulk-import-encoding-hint-ar');
  await dialog.getByRole('button', { name: 'اقرأه بترميز UTF-8' }).click();
  await expect(dialog.getByLabel('الترميز')).toHaveValue('UTF-8');
  const preview = dialog.getByRole('table', { name: 'الطلاب في الملف' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row').nth(1)).toContainText('نور');
  await expect(preview.getByRole('row').nth(1)).toContainText('أنثى');
  await dialog.getByLabel('أضفهم إلى صف').selectOption({ label: className });
  await shot(page, 'bulk-import-preview-ar');
  await dialog.getByRole('button', { name: 'استيراد' }).click();

  const created = dialog.getByRole('table', { name: 'الطلاب الجدد وكلمات مرورهم' });
  await expect(created.getByRole('row')).toHaveCount(4);
  // A name without Latin letters makes a "student" username.
  await expect(created.getByRole('row').nth(1)).toContainText(/student[0-9]+/);
  await expect(created.getByRole('row').nth(3)).toContainText(/leila[0-9]+/);
  await shot(page, 'bulk-import-done-ar');
  await dialog.getByRole('button', { name: 'تم', exact: true }).click();
  await dialog.getByRole('button', { name: 'أغلق دون تنزيل' }).click();
  await expect(dialog).toBeHidden();
  expect(await usersNamed(request, `A${tag}`)).toBe(3);
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
});
