// Issue 18, item 9: the CSV import read a UTF-8 file as ISO-8859-1 unless told otherwise ("ZoÃ«"), and a
// student on two rows silently became amy1 and amy2. The import now finds the file's encoding (a byte-order
// mark, or bytes that are valid UTF-8; ISO-8859-1 otherwise) and asks what to do with a repeated student.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseFile, makeClass, runTag } from './bulk-import-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, logIn, makeAdmin } from './helpers.ts';

const SHOTS = process.env.E2E_OUTPUT
  ? join(process.env.E2E_OUTPUT, 'shots')
  : fileURLToPath(new URL('../test-results/', import.meta.url));
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });
const classStudents = async (request: APIRequestContext, classId: string) =>
  (
    await (
      await request.get(`/api/users?class=${classId}&limit=50`, {
        headers: bearer(await apiToken(request, 'admin')),
      })
    ).json()
  ).items as { username: string; first_name: string; last_name: string }[];

const openImport = async (page: Page) => {
  await page.goto('/users');
  await page.getByRole('button', { name: 'Bulk upload (CSV)' }).click();
  return page.getByRole('dialog', { name: 'Bulk upload of students' });
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
});

test('a UTF-8 file with a repeated pupil: accents read right, and Amy is imported once', async ({
  page,
  request,
}) => {
  const admin = await makeAdmin(request, 'importer');
  const tag = runTag('u');
  const className = `UTF-8 ${tag}`;
  const classId = await makeClass(request, admin, className);
  // Saved as "CSV UTF-8" without a byte-order mark, as many spreadsheets and text editors do.
  const csv = Buffer.from(
    [
      'First name,Last name,Birth year',
      `Zoë,Brontë${tag},2013`,
      `Amy,Lee${tag},2013`,
      `José,Núñez${tag},2012`,
      `amy, lee${tag} ,2013`,
      `Björn,Øster${tag},`,
    ].join('\n'),
    'utf8',
  );
  await logIn(page, admin);
  const dialog = await openImport(page);
  await expect(dialog.getByLabel('Encoding')).toHaveValue('auto');
  await chooseFile(page, dialog.getByLabel('CSV file'), 'pupils.csv', csv);

  // As it was found: "Zoë", not "ZoÃ«".
  await expect(dialog.getByText('Read as UTF-8')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Students in the file' });
  await expect(preview.getByRole('cell', { name: 'Zoë', exact: true })).toBeVisible();
  await expect(preview.getByRole('cell', { name: `Øster${tag}`, exact: true })).toBeVisible();
  await expect(preview.getByText('Ã')).toHaveCount(0);
  await expect(dialog.getByText(/accents may look wrong/)).toHaveCount(0);

  // Amy is on rows 3 and 5: the import asks before making two accounts for her.
  await expect(dialog.getByText('Students in the file more than once: 1')).toBeVisible();
  await expect(dialog.getByText(`Amy Lee${tag}: rows 3 and 5`)).toBeVisible();
  await expect(dialog.getByText('Step 2 of 4: some students are in the file more than once')).toBeVisible();
  const importButton = dialog.getByRole('button', { name: 'Import' });
  await expect(importButton).toBeDisabled();
  await dialog.getByLabel('Add them to a class').selectOption({ label: className });
  await shot(page, 'bulk-import-repeats-en');
  await dialog.getByRole('radio', { name: /Import each student once/ }).check();
  await expect(preview.getByRole('row').nth(4)).toContainText('Left out: the same student as row 3');
  await expect(dialog.getByText('Students in the file: 5 · Students to import: 4')).toBeVisible();
  await expect(dialog.getByText('Step 2 of 4: every row is checked and ready to import')).toBeVisible();
  await importButton.click();

  const created = dialog.getByRole('table', { name: 'The new students and their passwords' });
  await expect(created.getByRole('row')).toHaveCount(5);
  await expect(created.getByRole('row').nth(1)).toContainText('Zoë');
  await shot(page, 'bulk-import-repeats-done-en');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.getByRole('button', { name: 'Close without downloading' }).click();

  // Read back: four students, one Amy, names with their accents.
  const students = await classStudents(request, classId);
  expect(students.map((s) => `${s.first_name} ${s.last_name}`).sort()).toEqual(
    [`Amy Lee${tag}`, `Björn Øster${tag}`, `José Núñez${tag}`, `Zoë Brontë${tag}`].sort(),
  );
  expect(students.filter((s) => s.first_name === 'Amy')).toHaveLength(1);
});

test('two different pupils with one name can both be imported, when the admin says so', async ({
  page,
  request,
}) => {
  const admin = await makeAdmin(request, 'importer');
  const tag = runTag('t');
  const classId = await makeClass(request, admin, `Twins ${tag}`);
  // With a byte-order mark, as Excel saves "CSV UTF-8".
  const csv = Buffer.from(`\uFEFFFirst name,Last name\r\nSam,Shaw${tag}\r\nSam,Shaw${tag}\r\n`, 'utf8');
  await logIn(page, admin);
  const dialog = await openImport(page);
  await chooseFile(page, dialog.getByLabel('CSV file'), 'twins.csv', csv);
  await expect(dialog.getByText('Read as UTF-8')).toBeVisible();
  await expect(dialog.getByText(`Sam Shaw${tag}: rows 2 and 3`)).toBeVisible();
  await dialog.getByLabel('Add them to a class').selectOption({ label: `Twins ${tag}` });
  await dialog.getByRole('radio', { name: /Import every row/ }).check();
  await expect(dialog.getByText(/Left out/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(
    dialog.getByRole('table', { name: 'The new students and their passwords' }).getByRole('row'),
  ).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.getByRole('button', { name: 'Close without downloading' }).click();
  expect(await classStudents(request, classId)).toHaveLength(2);
});

test('in Arabic: the encoding found and the repeated pupil, right to left', async ({ page, request }) => {
  const admin = await makeAdmin(request, 'importer');
  const tag = runTag('r');
  const classId = await makeClass(request, admin, `عربي ${tag}`);
  const csv = Buffer.from(
    `الاسم الأول,اسم العائلة\r\nنور,A${tag}\r\nليلى,B${tag}\r\nنور,A${tag}\r\n`,
    'utf8',
  );
  await logIn(page, admin);
  await page.goto('/users');
  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  try {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'رفع جماعي (CSV)' }).click();
    const dialog = page.getByRole('dialog', { name: 'رفع جماعي للطلاب' });
    await chooseFile(page, dialog.getByLabel('ملف CSV'), 'arabic.csv', csv);
    await expect(dialog.getByText('قُرئ بترميز UTF-8')).toBeVisible();
    await expect(dialog.getByText('عدد الطلاب المذكورين في الملف أكثر من مرة: 1')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'استيراد' })).toBeDisabled();
    await dialog.getByRole('radio', { name: /استورد كل طالب مرة واحدة/ }).check();
    await expect(dialog.getByText('متروك: الطالب نفسه في السطر 2')).toBeVisible();
    await dialog.getByLabel('أضفهم إلى صف').selectOption({ label: `عربي ${tag}` });
    await shot(page, 'bulk-import-repeats-ar');
    await dialog.getByRole('button', { name: 'استيراد' }).click();
    await expect(
      dialog.getByRole('table', { name: 'الطلاب الجدد وكلمات مرورهم' }).getByRole('row'),
    ).toHaveCount(3);
    await dialog.getByRole('button', { name: 'تم', exact: true }).click();
    await dialog.getByRole('button', { name: 'أغلق دون تنزيل' }).click();
    expect(await classStudents(request, classId)).toHaveLength(2);
  } finally {
    await page.getByRole('banner').getByRole('combobox').selectOption('en');
  }
});
