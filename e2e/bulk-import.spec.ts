// An admin imports 30 students from an ISO-8859-1 CSV into a class, downloads their passwords, and one of
// them logs in with theirs and must choose a new one. A file with bad rows shows them and imports nothing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, bearer, expectPath, logIn, submitLogin } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const FIRST = ['José', 'Zoë', 'Björn', 'Chloé', 'Amélie', 'Noah'];

/** Clicks the file field and answers the file chooser, as a person picking a file would. */
const chooseFile = async (
  page: Page,
  field: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  const chooser = page.waitForEvent('filechooser');
  await field.click();
  await (await chooser).setFiles(file);
};

const openImport = async (page: Page) => {
  await page.goto('/users');
  await page.getByRole('button', { name: 'Bulk upload (CSV)' }).click();
  return page.getByRole('dialog', { name: 'Bulk upload of students' });
};

test('an admin imports 30 students and downloads their passwords', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const made = await request.post('/api/classes', {
    data: { name: 'Imported 8D', password: 'imported' },
    headers: bearer(admin),
  });
  const { _id: classId } = await made.json();
  const tag = Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'x');
  const lines = ['First name,Last name,Email,Gender'];
  for (let n = 0; n < 30; n += 1) {
    lines.push(`${FIRST[n % FIRST.length]},"Imp${tag}, ${n}",,${n % 2 ? 'female' : ''}`);
  }
  // Spreadsheets on many school computers still save CSV as ISO-8859-1.
  const csv = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');

  await logIn(page, 'admin');
  const dialog = await openImport(page);
  await expect(dialog.getByLabel('Encoding')).toHaveValue('ISO-8859-1');
  await chooseFile(page, dialog.getByLabel('CSV file'), {
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: csv,
  });
  await expect(dialog.getByText('Students in the file: 30')).toBeVisible();
  await dialog.getByLabel('Add them to a class').selectOption({ label: 'Imported 8D' });
  await page.screenshot({ path: shot('bulk-import-en') });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Students created: 30')).toBeVisible();
  const created = dialog.getByRole('table', { name: 'The new students and their passwords' });
  await expect(created.getByRole('row')).toHaveCount(31);
  await expect(created).toContainText('José');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download passwords (CSV)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('brickyard-passwords.csv');
  const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
  const rows = text.trim().split('\r\n');
  expect(rows).toHaveLength(31);
  expect(rows[0]).toBe('First name,Last name,Username,Password');
  const [first, last, username, password] = rows[1]!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  expect(first).toBe('José');
  expect(last).toBe(`"Imp${tag}, 0"`);
  expect(username).toMatch(/^jose[0-9]+$/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The students are in the class, read back through the API.
  const fresh = await apiToken(request, 'admin');
  const students = await (
    await request.get(`/api/users?class=${classId}&limit=50`, { headers: bearer(fresh) })
  ).json();
  expect(students.count).toBe(30);

  // One of them logs in with the downloaded password and must choose their own.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectPath(page, '/login');
  await submitLogin(page, username!, password!);
  await expect(page.getByRole('dialog', { name: 'Choose a new password' })).toBeVisible();
});

test('a file with bad rows lists them and imports nothing, in Arabic too', async ({ page, request }) => {
  const tag = Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'y');
  const csv = Buffer.from(
    `Surname;First name;Gender\r\nBad${tag};Ann;\r\n;Ben;\r\nBad${tag};Cat;robot\r\n`,
    'latin1',
  );
  await logIn(page, 'admin');
  const dialog = await openImport(page);
  await dialog.getByLabel('Separator').selectOption('semicolon');
  await chooseFile(page, dialog.getByLabel('CSV file'), {
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: csv,
  });
  await expect(dialog.getByText('Problems to fix before importing: 2')).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Problems by row' });
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('Last name is required');
  await expect(problems.getByRole('row').nth(2)).toContainText('Gender must be female, male or other');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const admin = await apiToken(request, 'admin');
  const found = await (
    await request.get(`/api/users?last_name=Bad${tag}`, { headers: bearer(admin) })
  ).json();
  expect(found.count).toBe(0);

  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'رفع جماعي (CSV)' }).click();
  const arabic = page.getByRole('dialog', { name: 'رفع جماعي للطلاب' });
  await arabic.getByLabel('الفاصل').selectOption('semicolon');
  await chooseFile(page, arabic.getByLabel('ملف CSV'), {
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: csv,
  });
  await expect(arabic.getByText('يجب أن يكون الجنس أنثى أو ذكرًا أو آخر (أو يُترك فارغًا)')).toBeVisible();
  await page.screenshot({ path: shot('bulk-import-ar') });
  await arabic.getByRole('button', { name: 'إلغاء' }).click();
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
});
