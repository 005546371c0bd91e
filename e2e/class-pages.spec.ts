// The class pages around the students list: details (courses, year, "Class Saved"), instructors (admins
// search from one letter, add, remove, the empty state) and admin (beta testers), each tab for its roles.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, logIn, makeAdmin, makeClass } from './helpers.ts';

const SHOTS = process.env.E2E_OUTPUT
  ? join(process.env.E2E_OUTPUT, 'shots')
  : fileURLToPath(new URL('../test-results/', import.meta.url));
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

const setLocale = async (page: Page, locale: 'en' | 'ar') => {
  await page.getByRole('banner').getByRole('combobox').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
};

/** Letters only, different on every run, for names the searches must find. */
const uniqueLetters = () =>
  Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'q');

/** A new user made by the admin through the API; returns their id. */
const makeUser = async (request: APIRequestContext, data: Record<string, unknown>) => {
  const admin = await apiToken(request, 'admin');
  const response = await request.post('/api/users', { data, headers: bearer(admin) });
  expect(response.status()).toBe(201);
  return (await response.json())._id as string;
};

test('a teacher edits the details of their class; other tabs and classes are not theirs', async ({
  page,
  request,
}) => {
  const suffix = uniqueLetters();
  const username = `tdetails${suffix}`;
  await makeUser(request, {
    username,
    password: 'teachpw1',
    first_name: 'Dana',
    last_name: 'Details',
    roles: ['teacher'],
  });
  const token = await apiToken(request, username, 'teachpw1');
  const created = await request.post('/api/classes', {
    data: { name: 'Details 7C', password: 'details', year: 'Year 7' },
    headers: bearer(token),
  });
  expect(created.status()).toBe(201);
  const { _id: classId, classId: code } = await created.json();

  await logIn(page, username, 'teachpw1');
  await expectPath(page, '/classes');
  await page.getByRole('link', { name: 'Details 7C' }).click();
  await expectPath(page, `/class/${classId}/details`);
  await expect(page.getByRole('heading', { name: 'Details 7C', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All classes' })).toHaveAttribute('href', '/classes');
  // Only the tabs of a teacher, each a link to its page.
  await expect(page.getByRole('tab')).toHaveText([
    'Details',
    'Students',
    'Progress',
    'Projects',
    'Project wall',
  ]);
  await expect(page.getByRole('tab', { name: 'Students' })).toHaveAttribute(
    'href',
    `/class/${classId}/students`,
  );
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('invite-link')).toHaveText(
    new RegExp(`/login\\?signup=student&code=${code}$`),
  );

  await page.getByLabel('Year group').selectOption({ label: 'Year 9' });
  await page.getByRole('combobox', { name: 'Courses' }).click();
  await expect(page.getByRole('option', { name: 'JavaScript: first steps' })).toBeVisible();
  // Published demo courses only: the draft is never offered.
  await expect(page.getByRole('option', { name: 'Web Pages (draft)' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Python: first steps' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Class Saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Year group')).toHaveValue('Year 9');
  await expect(page.getByRole('form', { name: 'Class details' })).toContainText('Python: first steps');
  // Access tokens live 3 seconds in these runs: a fresh one for the read-back.
  const fresh = await apiToken(request, username, 'teachpw1');
  const saved = await (await request.get(`/api/classes/${classId}`, { headers: bearer(fresh) })).json();
  expect(saved.year).toBe('Year 9');
  const courses = await (await request.get('/api/courses?draft=false', { headers: bearer(fresh) })).json();
  const python = courses.items.find((c: { title: string }) => c.title === 'Python: first steps');
  expect(saved.courses).toEqual([python._id]);
  await shot(page, 'class-details-en');

  // The tab bar works from the keyboard: an arrow key moves to the next tab and opens it.
  await page.getByRole('tab', { name: 'Details' }).focus();
  await page.keyboard.press('ArrowRight');
  await expectPath(page, `/class/${classId}/students`);
  await expect(page.getByRole('tab', { name: 'Students' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Students' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByText(
      'No Students yet. Get students to sign up to your class using the class code given in the details page',
    ),
  ).toBeVisible();
  await shot(page, 'class-students-en');

  await setLocale(page, 'ar');
  await expect(page.getByRole('tab')).toHaveText([
    'التفاصيل',
    'الطلاب',
    'التقدّم',
    'المشاريع',
    'جدار المشاريع',
  ]);
  await shot(page, 'class-students-ar');
  await page.getByRole('tab', { name: 'التفاصيل' }).click();
  await expectPath(page, `/class/${classId}/details`);
  await expect(page.getByRole('form')).toContainText('Python: first steps');
  await shot(page, 'class-details-ar');
  await setLocale(page, 'en');

  // /class/{id} opens on the details.
  await page.goto(`/class/${classId}`);
  await expectPath(page, `/class/${classId}/details`);

  // The instructors and admin pages are not the teacher's.
  for (const tab of ['instructors', 'admin']) {
    await page.goto(`/class/${classId}/${tab}`);
    await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
  }

  // Nor is another teacher's class: the server refuses it and the page says so.
  const admin = await apiToken(request, 'admin');
  const demo = await (
    await request.get(`/api/classes?name=${encodeURIComponent('Year 8 Coding')}`, { headers: bearer(admin) })
  ).json();
  const demoId = demo.items[0]._id as string;
  await page.goto(`/class/${demoId}/details`);
  await expect(page.getByRole('alert')).toContainText('You are not allowed to do that');
  await expect(page.getByRole('tab')).toHaveCount(0);
  const refused = await request.put(`/api/classes/${demoId}`, {
    data: { year: 'Year 13' },
    headers: bearer(await apiToken(request, username, 'teachpw1')),
  });
  expect(refused.status()).toBe(403);
});

test('an instructor sees the details read-only', async ({ page }) => {
  await logIn(page, 'instructor');
  await page.getByRole('link', { name: 'Year 8 Coding' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Details', 'Students', 'Projects']);
  await expect(page.getByText('Only the class teacher or an admin can change these details.')).toBeVisible();
  await expect(page.getByLabel('Class name')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Year group')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByLabel('New class password')).toHaveCount(0);
});

test('an admin manages instructors and beta testers, in English and in Arabic', async ({ page, request }) => {
  const suffix = uniqueLetters();
  // An admin of the spec's own makes the class; Ivan Instructor is the spec's own too.
  const admin = await makeAdmin(request, 'staffing');
  const { _id: classId, classId: code } = await makeClass(request, admin, 'Staffing 10A', {
    password: 'staffing',
  });
  const ivan = await makeUser(request, {
    username: `ivan${suffix}`,
    password: 'ivanpw1',
    first_name: 'Ivan',
    last_name: 'Instructor',
    roles: ['instructor'],
  });
  await makeUser(request, {
    username: `helper${suffix}`,
    password: 'helperpw',
    first_name: 'Quentin',
    last_name: `Zyxwell${suffix}`,
    roles: ['instructor'],
  });
  const pupilId = await makeUser(request, {
    username: `pupil${suffix}`,
    password: 'pupilpw',
    first_name: 'Pia',
    last_name: `Pupil${suffix}`,
  });
  const pupilToken = await apiToken(request, `pupil${suffix}`, 'pupilpw');
  const joined = await request.post(`/api/classes/addUserToClass/${code}`, { headers: bearer(pupilToken) });
  expect(joined.status()).toBe(200);

  await logIn(page, admin);
  await page.goto(`/class/${classId}`);
  await expectPath(page, `/class/${classId}/details`);
  await expect(page.getByRole('tab')).toHaveText([
    'Details',
    'Students',
    'Progress',
    'Projects',
    'Project wall',
    'Instructors',
    'Admin',
  ]);
  await page.getByRole('tab', { name: 'Instructors' }).click();
  await expectPath(page, `/class/${classId}/instructors`);
  await expect(page.getByText('No instructors yet. Search for a user above')).toBeVisible();

  // Two letters find the instructor; a student shows too, greyed, with the reason.
  const search = page.getByRole('combobox', { name: 'Add an instructor' });
  const helperName = `Quentin Zyxwell${suffix} (helper${suffix})`;
  await search.fill('zy');
  await expect(page.getByRole('option', { name: helperName })).toBeVisible();
  await search.fill('Pi');
  await expect(
    page.getByRole('option', { name: `Pia Pupil${suffix} (pupil${suffix}) · not an instructor or teacher` }),
  ).toHaveAttribute('aria-disabled', 'true');
  await shot(page, 'class-instructors-search-en');
  await search.fill('zy');
  await page.getByRole('option', { name: helperName }).click();
  await expect(page.getByText(`Quentin Zyxwell${suffix} is now an instructor of this class`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Instructors of this class' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`helper${suffix}`);
  await shot(page, 'class-instructors-en');

  await setLocale(page, 'ar');
  await expect(page.getByRole('tab')).toHaveText([
    'التفاصيل',
    'الطلاب',
    'التقدّم',
    'المشاريع',
    'جدار المشاريع',
    'المدرّبون',
    'الإدارة',
  ]);
  await expect(page.getByRole('columnheader', { name: 'اسم المستخدم' })).toBeVisible();
  await shot(page, 'class-instructors-ar');
  await setLocale(page, 'en');

  await table.getByRole('button', { name: `Remove Quentin Zyxwell${suffix} from the instructors` }).click();
  await expect(
    page.getByText(`Quentin Zyxwell${suffix} is no longer an instructor of this class`),
  ).toBeVisible();
  await expect(page.getByText('No instructors yet. Search for a user above')).toBeVisible();

  // A removal that fails (someone else removed Ivan meanwhile) says the HTTP status text.
  const adminHeaders = async () => bearer(await apiToken(request, 'admin'));
  const path = `/api/classes/${classId}/instructor/${ivan}`;
  expect((await request.post(path, { headers: await adminHeaders() })).status()).toBe(200);
  await page.reload();
  const removeIvan = table.getByRole('button', { name: 'Remove Ivan Instructor from the instructors' });
  await expect(removeIvan).toBeVisible();
  expect((await request.delete(path, { headers: await adminHeaders() })).status()).toBe(204);
  await removeIvan.click();
  await expect(page.getByText('The instructors could not be changed')).toBeVisible();
  await expect(page.getByText('We could not find that', { exact: true })).toBeVisible();
  await expect(page.getByText('No instructors yet. Search for a user above')).toBeVisible();

  await page.getByRole('tab', { name: 'Admin' }).click();
  await expectPath(page, `/class/${classId}/admin`);
  await shot(page, 'class-admin-en');
  await page.getByRole('button', { name: 'Set all users of this class to beta users' }).click();
  await expect(page.getByText('Succesfully set students to beta testers')).toBeVisible();
  const readBack = await (
    await request.get(`/api/users/${pupilId}`, { headers: await adminHeaders() })
  ).json();
  expect(readBack.roles).toEqual(expect.arrayContaining(['betaTester', 'student']));

  await setLocale(page, 'ar');
  await page.getByRole('button', { name: 'اجعل جميع مستخدمي هذا الصف مستخدمين تجريبيين' }).click();
  await expect(page.getByText('تم تعيين الطلاب مختبِرين تجريبيين بنجاح')).toBeVisible();
  await shot(page, 'class-admin-ar');
  await setLocale(page, 'en');
});
