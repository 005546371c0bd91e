// Getting in from nothing: a teacher signs up with the signup code and creates their school, then a class;
// a new student signs up with that class's code and lands on the learn page; a second student joins with
// Join Class; the teacher resets that student's password and the student chooses a new one. Then the two
// signups in Arabic, right to left.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, logOut, submitLogin, TEACHER_SIGNUP_CODE } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const suffix = () =>
  Math.random()
    .toString(36)
    .slice(2, 8)
    .replace(/[^a-z]/g, 'q');

/** The open signup dialog, its progress bar and its main buttons. */
const signupDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const expectStage = async (dialog: Locator, label: string) =>
  expect(dialog.getByRole('progressbar', { name: label })).toBeVisible();

test('a teacher signs up and makes a class; students sign up, join, and get a password reset', async ({
  page,
  request,
}) => {
  const teacherName = `teach${suffix()}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'I am a teacher' }).click();
  let dialog = signupDialog(page, 'Teacher sign up');
  await expectStage(dialog, 'Stage 1 of 5');
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();

  // Stage 1: the code is checked by the server; usernames are lower-case letters and digits.
  await dialog.getByLabel('Signup code').fill('not-the-code');
  await dialog.getByLabel('Username').fill('Mr Smith');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await dialog.getByLabel('Confirm password').fill('abd');
  await dialog.getByLabel('Confirm password').blur();
  await expect(
    dialog.getByText('Only lowercase letters and numbers allowed as valid username'),
  ).toBeVisible();
  await expect(dialog.getByText('Password length must be 4 or more characters long')).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Username').fill(teacherName);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('chalkboard');
  await dialog.getByLabel('Confirm password').fill('chalkboard');
  await next.click();
  await expect(dialog.getByText('Incorrect Signup Code')).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Signup code').fill(TEACHER_SIGNUP_CODE);
  await next.click();

  // Stage 2: personal details.
  await expectStage(dialog, 'Stage 2 of 5');
  await dialog.getByLabel('First name').fill('Tariq');
  await dialog.getByLabel('Surname').fill('Turing');
  await dialog.getByLabel('Email').fill('tariq@');
  await dialog.getByLabel('Email').blur();
  await expect(dialog.getByText('Email address is invalid')).toBeVisible();
  await dialog.getByLabel('Email').fill('tariq@example.org');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Stage 3: no school matches, so create one (stage 4).
  await expectStage(dialog, 'Stage 3 of 5');
  await expect(dialog.getByRole('button', { name: 'Create my account' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Establishment' }).fill('Nowhere Special');
  await expect(page.getByText('No establishment matches that name.')).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Create a new establishment' }).click();

  await expectStage(dialog, 'Stage 4 of 5');
  const create = dialog.getByRole('button', { name: 'Create my account' });
  await dialog.getByLabel('Name').fill('Riverside Coding Academy');
  await dialog.getByLabel('Type').selectOption('Academy');
  await dialog.getByLabel('Post code').fill('RV1 2CA');
  await dialog.getByLabel('Min age').fill('16');
  await dialog.getByLabel('Max age').fill('11');
  await dialog.getByLabel('Max age').blur();
  await expect(dialog.getByText("Min age can't be greater than Max age")).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Min age').fill('11');
  await dialog.getByLabel('Max age').fill('16');
  await create.click();

  await expectStage(dialog, 'Stage 5 of 5');
  await expect(dialog.getByRole('heading', { name: 'Thanks for signing up!' })).toBeVisible();
  await page.screenshot({ path: shot('signup-teacher-thanks') });
  await dialog.getByRole('button', { name: 'Go to my classes' }).click();
  await expectPath(page, '/classes');

  // The teacher makes a class with the Create Class modal.
  await page.getByRole('button', { name: 'Create Class' }).click();
  const classDialog = page.getByRole('dialog', { name: 'Create Class' });
  await classDialog.getByLabel('Class name').fill('Riverside 9B');
  await classDialog.getByLabel('Class password').fill('riverpass');
  await classDialog.getByRole('button', { name: 'Continue' }).click();
  // Its pupils will sign up themselves with the code (the second stage), which the third stage shows.
  await classDialog.getByRole('button', { name: 'Continue' }).click();
  const code = ((await classDialog.getByTestId('class-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z]{6,}$/);
  await classDialog.getByRole('button', { name: 'Finish' }).click();
  await logOut(page);

  // A new student signs up with that code.
  await page.getByRole('button', { name: 'Sign up with a class code' }).click();
  dialog = signupDialog(page, 'Sign up');
  await expectStage(dialog, 'Stage 1 of 6');
  const codeField = dialog.getByRole('textbox', { name: 'Class code' });
  await codeField.fill('abc1');
  await expect(dialog.getByText('A class code has only the letters A to Z')).toBeVisible();
  await codeField.fill('ZZZZZZQ');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByText('No class has this code. Check it with your teacher and try again.'),
  ).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await codeField.fill(code);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expectStage(dialog, 'Stage 2 of 6');
  await dialog.getByLabel('First name').fill('Mia');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Birth month').selectOption({ label: 'March' });
  const young = String(new Date().getFullYear() - 10);
  await dialog.getByLabel('Birth year').selectOption(young);
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Ten years old: a parent's email, which may be skipped.
  await expectStage(dialog, 'Stage 3 of 6');
  await expect(dialog.getByRole('heading', { name: "Parent's email" })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('parent@example.org');
  await dialog.getByLabel('Confirm email').fill('parent@example.com');
  await dialog.getByLabel('Confirm email').blur();
  await expect(dialog.getByText('Emails do not match')).toBeVisible();
  await dialog.getByRole('button', { name: 'Or skip' }).click();

  await expectStage(dialog, 'Stage 4 of 6');
  const username = ((await dialog.getByTestId('generated-username').textContent()) ?? '').trim();
  expect(username).toMatch(/^mia[0-9]*$/);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expectStage(dialog, 'Stage 5 of 6');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('mia1');
  await dialog.getByLabel('Confirm password').fill('mia2');
  await dialog.getByLabel('Confirm password').blur();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm password').fill('mia1');
  await dialog.getByRole('button', { name: 'Create my account' }).click();

  await expectStage(dialog, 'Stage 6 of 6');
  await expect(dialog.getByRole('heading', { name: 'Thanks for signing up!' })).toBeVisible();
  await expect(dialog.getByText(username)).toBeVisible();
  await dialog.getByRole('button', { name: 'Start Coding' }).click();
  await expectPath(page, '/learn');

  // Read back: the new student is in the teacher's class.
  const teacherToken = await apiToken(request, teacherName, 'chalkboard');
  const classes = await (await request.get('/api/classes', { headers: bearer(teacherToken) })).json();
  const riverside = classes.items.find((item: { name: string }) => item.name === 'Riverside 9B');
  expect(riverside.students).toHaveLength(1);
  await logOut(page);

  // A second student, made by an admin, joins with Join Class.
  const admin = await apiToken(request, 'admin');
  const second = `noah${suffix()}`;
  const made = await request.post('/api/users', {
    data: { username: second, password: 'noahpw', first_name: 'Noah', last_name: 'Hopper' },
    headers: bearer(admin),
  });
  expect(made.status()).toBe(201);
  await submitLogin(page, second, 'noahpw');
  await expectPath(page, '/learn');
  await page.getByRole('button', { name: 'Join Class' }).click();
  const join = page.getByRole('dialog', { name: 'Join a class' });
  await join.getByLabel('Class code').fill(code.toLowerCase());
  await join.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('You joined Riverside 9B.')).toBeVisible();
  await logOut(page);

  // The teacher resets Noah's password; Noah logs in with the code and chooses a new one.
  await submitLogin(page, teacherName, 'chalkboard');
  await expectPath(page, '/classes');
  await page.getByRole('link', { name: 'Riverside 9B' }).click();
  await page.getByRole('tab', { name: 'Students' }).click();
  await page.getByRole('button', { name: 'Reset password: Noah Hopper' }).click();
  await page
    .getByRole('dialog', { name: 'Reset this password?' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const codeDialog = page.getByRole('dialog', { name: 'Password Reset' });
  const resetCode = ((await codeDialog.getByTestId('reset-code').textContent()) ?? '').trim();
  await codeDialog.getByRole('button', { name: 'Done' }).click();
  await logOut(page);

  // The code as a pupil may copy it, in small letters (issue 18): it still opens the account.
  await submitLogin(page, second, resetCode.toLowerCase());
  const choose = page.getByRole('dialog', { name: 'Choose a new password' });
  await choose.getByRole('textbox', { name: 'New password', exact: true }).fill('noahnew');
  await choose.getByLabel('Confirm new password').fill('noahnew');
  await choose.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password Reset')).toBeVisible();
  await expectPath(page, '/learn');
  expect((await request.post('/auth/local', { data: { username: second, password: 'noahnew' } })).ok()).toBe(
    true,
  );
});

test('both signups read right to left in Arabic', async ({ page, request }) => {
  const token = await apiToken(request, 'teacher');
  const created = await request.post('/api/classes', {
    data: { name: 'صف البرمجة', password: 'arabicpw' },
    headers: bearer(token),
  });
  const { classId: code } = await created.json();

  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');

  // The invite link opens the student signup with the code filled in.
  await page.goto(`/login?signup=student&code=${code}`);
  const dialog = signupDialog(page, 'التسجيل');
  await expect(dialog.getByLabel('رمز الصف')).toHaveValue(code);
  await dialog.getByRole('button', { name: 'متابعة' }).click();
  await expectStage(dialog, 'المرحلة 2 من 6');
  await dialog.getByLabel('الاسم الأول').fill('Layla');
  await dialog.getByLabel('اسم العائلة').fill('Haddad');
  await dialog.getByLabel('شهر الميلاد').selectOption('5');
  await dialog.getByLabel('سنة الميلاد').selectOption(String(new Date().getFullYear() - 15));
  await dialog.getByRole('radio', { name: 'أنثى' }).check();
  await page.screenshot({ path: shot('signup-student-ar') });
  await assertInsideDialog(dialog);
  await dialog.getByRole('button', { name: 'متابعة' }).click();
  // Fifteen: her own email this time.
  await expect(dialog.getByRole('heading', { name: 'بريدك الإلكتروني' })).toBeVisible();
  await dialog.getByRole('button', { name: 'أو تخطَّ' }).click();
  await expect(dialog.getByTestId('generated-username')).toHaveText(/^layla[0-9]*$/);
  await dialog.getByRole('button', { name: 'متابعة' }).click();
  await dialog.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('layla1');
  await dialog.getByLabel('تأكيد كلمة المرور').fill('layla1');
  await dialog.getByRole('button', { name: 'أنشئ حسابي' }).click();
  await expect(dialog.getByRole('heading', { name: 'شكرًا لتسجيلك!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'ابدأ البرمجة' }).click();
  await expectPath(page, '/learn');
  // The account kept the language it signed up in.
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expectPath(page, '/login');

  await page.getByRole('button', { name: 'أنا معلم' }).click();
  const teacher = signupDialog(page, 'تسجيل المعلمين');
  await teacher.getByLabel('رمز التسجيل').fill(TEACHER_SIGNUP_CODE);
  await teacher.getByLabel('اسم المستخدم').fill(`arteach${suffix()}`);
  await teacher.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('sabboura');
  await teacher.getByLabel('تأكيد كلمة المرور').fill('sabboura');
  await teacher.getByRole('button', { name: 'متابعة' }).click();
  await teacher.getByLabel('الاسم الأول').fill('Omar');
  await teacher.getByLabel('اسم العائلة').fill('Khayyam');
  await teacher.getByLabel('البريد الإلكتروني').fill('omar@example.org');
  await teacher.getByRole('button', { name: 'متابعة' }).click();
  await teacher.getByRole('combobox', { name: 'المؤسسة' }).fill('Demo');
  await page.getByRole('option', { name: /Brickyard Demo School/ }).click();
  await expect(teacher.getByLabel('المؤسسة المختارة')).toContainText('Brickyard Demo School');
  await page.screenshot({ path: shot('signup-teacher-ar') });
  await assertInsideDialog(teacher);
  await teacher.getByRole('button', { name: 'أنشئ حسابي' }).click();
  await expect(teacher.getByRole('heading', { name: 'شكرًا لتسجيلك!' })).toBeVisible();
  await teacher.getByRole('button', { name: 'اذهب إلى صفوفي' }).click();
  await expectPath(page, '/classes');
  await expect(html).toHaveAttribute('dir', 'rtl');
});

/** Every button and field of the dialog lies within it: nothing spills out or overlaps its edge. */
const assertInsideDialog = async (dialog: Locator) => {
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  for (const control of await dialog.locator('button:visible, input:visible, select:visible').all()) {
    const inner = await control.boundingBox();
    if (!inner || !box) continue;
    expect(inner.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 1);
  }
};
