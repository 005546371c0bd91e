// The class pages around the students list: details (courses, year, "Class Saved"), instructors (admins
// search from one letter, add, remove, the empty state) and admin (beta testers), each tab for its roles.
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, expectPath, logIn } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

const setLocale = async (page: Page, locale: 'en' | 'ar') => {
  await page.getByRole('banner').getByRole('combobox').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
};

test('a teacher attaches a course and a year on the details tab', async ({ page, request }) => {
  const teacher = await apiToken(request, 'teacher');
  const created = await request.post('/api/classes', {
    data: { name: 'Details 7C', password: 'details' },
    headers: bearer(teacher),
  });
  const { _id: classId, classId: code } = await created.json();

  await logIn(page, 'teacher');
  await page.getByRole('link', { name: 'Details 7C' }).click();
  await expectPath(page, `/class/${classId}/details`);
  await expect(page.getByRole('tab')).toHaveText(['Details', 'Students']);
  await expect(page.getByTestId('invite-link')).toHaveText(
    new RegExp(`/login\\?signup=student&code=${code}$`),
  );

  await page.getByLabel('Year group').selectOption({ label: 'Year 9' });
  await page.getByRole('combobox', { name: 'Courses' }).click();
  // Published demo courses only: the draft is never offered.
  await expect(page.getByRole('option', { name: 'Web Pages (draft)' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Python Basics' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Class Saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Year group')).toHaveValue('Year 9');
  await expect(page.getByRole('form', { name: 'Class details' })).toContainText('Python Basics');
  // Access tokens live 3 seconds in these runs: a fresh one for the read-back.
  const fresh = await apiToken(request, 'teacher');
  const saved = await (await request.get(`/api/classes/${classId}`, { headers: bearer(fresh) })).json();
  expect(saved.year).toBe('Year 9');
  expect(saved.courses).toHaveLength(1);
  await page.screenshot({ path: shot('class-details-en'), fullPage: true });

  // The instructors and admin pages are not the teacher's.
  await page.goto(`/class/${classId}/instructors`);
  await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
});

test('an admin manages instructors and beta testers, in English and in Arabic', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const suffix = Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'q');
  const made = await request.post('/api/classes', {
    data: { name: 'Staffing 10A', password: 'staffing' },
    headers: bearer(admin),
  });
  const { _id: classId, classId: code } = await made.json();
  const helper = await request.post('/api/users', {
    data: {
      username: `helper${suffix}`,
      password: 'helperpw',
      first_name: 'Quentin',
      last_name: `Xylo${suffix}`,
      roles: ['instructor'],
    },
    headers: bearer(admin),
  });
  expect(helper.status()).toBe(201);
  const pupil = await request.post('/api/users', {
    data: { username: `pupil${suffix}`, password: 'pupilpw', first_name: 'Pia', last_name: 'Pupil' },
    headers: bearer(admin),
  });
  const pupilId = (await pupil.json())._id;
  const pupilToken = await apiToken(request, `pupil${suffix}`, 'pupilpw');
  await request.post(`/api/classes/addUserToClass/${code}`, { headers: bearer(pupilToken) });

  await logIn(page, 'admin');
  await page.goto(`/class/${classId}/instructors`);
  await expect(page.getByRole('tab')).toHaveText(['Details', 'Students', 'Instructors', 'Admin']);
  await expect(page.getByText('No instructors yet. Search for a user above')).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Add an instructor' });
  await search.fill('Q');
  await search.fill(`Xylo${suffix}`.slice(0, 6));
  await page.getByRole('option', { name: `Quentin Xylo${suffix} (helper${suffix})` }).click();
  await expect(page.getByText(`Quentin Xylo${suffix} is now an instructor of this class`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Instructors of this class' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: shot('class-instructors-en'), fullPage: true });

  await setLocale(page, 'ar');
  await expect(page.getByRole('tab')).toHaveText(['التفاصيل', 'الطلاب', 'المدرّبون', 'الإدارة']);
  await page.screenshot({ path: shot('class-instructors-ar'), fullPage: true });
  await setLocale(page, 'en');

  await table.getByRole('button', { name: `Remove Quentin Xylo${suffix} from the instructors` }).click();
  await expect(page.getByText('No instructors yet. Search for a user above')).toBeVisible();

  // Adding someone who is neither an instructor nor a teacher fails with the status text.
  await search.fill('Pia');
  await page.getByRole('option', { name: `Pia Pupil (pupil${suffix})` }).click();
  await expect(page.getByText('The instructors could not be changed')).toBeVisible();
  await expect(page.getByText('Bad Request')).toBeVisible();

  await page.getByRole('tab', { name: 'Admin' }).click();
  await expectPath(page, `/class/${classId}/admin`);
  await page.getByRole('button', { name: 'Set all users of this class to beta users' }).click();
  await expect(page.getByText('Succesfully set students to beta testers')).toBeVisible();
  const fresh = await apiToken(request, 'admin');
  const readBack = await (await request.get(`/api/users/${pupilId}`, { headers: bearer(fresh) })).json();
  expect(readBack.roles).toContain('betaTester');

  await setLocale(page, 'ar');
  await expect(
    page.getByRole('button', { name: 'اجعل جميع مستخدمي هذا الصف مستخدمين تجريبيين' }),
  ).toBeVisible();
  await page.screenshot({ path: shot('class-admin-ar'), fullPage: true });
  await setLocale(page, 'en');
});
