// "Forgotten Password?": by email (a temporary password arrives through the server's real SMTP conversation),
// and with the class password, which only asks the teacher: the teacher approves on the class's students page
// and the waiting window logs the student in to choose a new password; a declined request opens nothing. The
// students and the class are made through the API so the demo accounts keep their passwords.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, asOtherUser, bearer, expectPath, mailsTo, submitLogin } from './helpers.ts';

const makeStudent = async (request: APIRequestContext, username: string, code: string, email?: string) => {
  const admin = await apiToken(request, 'admin');
  const user = await request.post('/api/users', {
    data: {
      username,
      password: 'forgotten1',
      first_name: username.charAt(0).toUpperCase() + username.slice(1),
      last_name: 'Forgetful',
      roles: ['student'],
      ...(email ? { email } : {}),
    },
    headers: bearer(admin),
  });
  expect(user.status()).toBe(201);
  const token = await apiToken(request, username, 'forgotten1');
  expect((await request.post(`/api/classes/addUserToClass/${code}`, { headers: bearer(token) })).ok()).toBe(
    true,
  );
};

let classId = '';
let code = '';
test.beforeAll(async ({ request }) => {
  const teacher = await apiToken(request, 'teacher');
  const cls = await request.post('/api/classes', {
    data: { name: 'Memory Lane', password: 'laneclass' },
    headers: bearer(teacher),
  });
  ({ _id: classId, classId: code } = await cls.json());
  await makeStudent(request, 'pat', code, 'pat@example.org');
  await makeStudent(request, 'kim', code);
  await makeStudent(request, 'lou', code);
});

const chooseNewPassword = async (page: Page, password: string) => {
  const choose = page.getByRole('dialog', { name: 'Choose a new password' });
  await choose.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await choose.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await choose.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password Reset')).toBeVisible();
  await expectPath(page, '/learn');
};

/** The teacher opens the class's students page, by clicking, and answers the student's request. */
const teacherAnswers = (page: Page, name: string, answer: 'Approve' | 'Decline') =>
  asOtherUser(page.context().browser()!, 'teacher', async (teacher) => {
    await teacher.getByRole('link', { name: 'Memory Lane' }).click();
    await teacher.getByRole('tab', { name: 'Students' }).click();
    await expectPath(teacher, `/class/${classId}/students`);
    const requests = teacher.getByRole('region', { name: 'Password requests' });
    await expect(requests.getByText(new RegExp(`${name} \\(\\w+\\) asked at`))).toBeVisible();
    await requests.getByRole('button', { name: `${answer} the request of ${name}` }).click();
    if (answer === 'Approve') await expect(requests.getByText(/Approved until/)).toBeVisible();
    else await expect(teacher.getByText(`The request of ${name} was declined`)).toBeVisible();
  });

test('a student gets back in by email: the temporary password arrives and logs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgotten Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgotten password' });
  await dialog.getByRole('button', { name: 'By email' }).click();
  await dialog.getByLabel('Username').fill('pat');
  await dialog.getByLabel('Email').fill('someone@example.org');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByText('We could not find an account with that username and email')).toBeVisible();
  await expect(dialog.getByText(/Please try again, or contact/)).toBeVisible();
  // The server's SUPPORT_EMAIL (the default one in the e2e runs).
  await expect(dialog.getByRole('link', { name: 'support@brickyard.local' })).toHaveAttribute(
    'href',
    'mailto:support@brickyard.local',
  );
  await dialog.getByLabel('Email').fill('pat@example.org');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(
    dialog.getByText(
      "You've been emailed a temporary password, you should receive it within a couple of minutes.",
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => mailsTo('pat@example.org').length).toBe(1);
  const temporary = /temporary password is: (\S+)/.exec(mailsTo('pat@example.org')[0]!.raw)?.[1] ?? '';
  expect(temporary.length).toBeGreaterThanOrEqual(10);
  await submitLogin(page, 'pat', temporary);
  await chooseNewPassword(page, 'remember1');
});

test('with the class password a student only asks; the teacher approves and the window logs them in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgotten Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgotten password' });
  await expect(dialog.getByText(/one-time code/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ask my teacher (with my class password)' }).click();
  await dialog.getByLabel('Username').fill('kim');
  await dialog.getByRole('textbox', { name: 'Class password' }).fill('wrongclass');
  await dialog.getByRole('button', { name: 'Ask my teacher' }).click();
  await expect(dialog.getByText('Incorrect username or class password')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Class password' }).fill('laneclass');
  await dialog.getByRole('button', { name: 'Ask my teacher' }).click();
  await expect(dialog.getByRole('status')).toHaveText('We have asked your teacher to let kim back in.');
  // Nobody is logged in yet: the class password opened nothing.
  await expectPath(page, '/login');

  await teacherAnswers(page, 'Kim Forgetful', 'Approve');

  await chooseNewPassword(page, 'kimsnew1');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a declined request opens nothing, and the student can start again', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgotten Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgotten password' });
  await dialog.getByRole('button', { name: 'Ask my teacher (with my class password)' }).click();
  await dialog.getByLabel('Username').fill('lou');
  await dialog.getByRole('textbox', { name: 'Class password' }).fill('laneclass');
  await dialog.getByRole('button', { name: 'Ask my teacher' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  // A reload keeps waiting: the window opens again by itself on the same request.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Forgotten password' }).getByRole('status')).toHaveText(
    'We have asked your teacher to let lou back in.',
  );

  await teacherAnswers(page, 'Lou Forgetful', 'Decline');

  await expect(dialog.getByRole('alert')).toHaveText(
    'Your teacher declined this request. Talk to your teacher, then start again.',
  );
  await expectPath(page, '/login');
  await dialog.getByRole('button', { name: 'Start again' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Class password' })).toBeVisible();
});
