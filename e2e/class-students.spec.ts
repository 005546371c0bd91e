// A teacher runs a class's students: unlock content, reset a password (the student logs in with the code),
// remove a student. The class and its students are made through the API so the demo accounts stay as they are.
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  expectPath,
  joinClass,
  logIn,
  logOut,
  makeClass,
  makeStudent,
  makeTeacher,
  submitLogin,
} from './helpers.ts';

test('a teacher unlocks content, resets a password and removes a student', async ({ page, request }) => {
  const teacher = await makeTeacher(request, 'robotics');
  const { _id: classId, classId: code } = await makeClass(request, teacher, 'Robotics', {
    password: 'robots',
  });
  const robin = await makeStudent(request, 'robin', {
    password: 'robotpw',
    firstName: 'Robin',
    lastName: 'Banks',
  });
  const casey = await makeStudent(request, 'casey', {
    password: 'robotpw',
    firstName: 'Casey',
    lastName: 'Jones',
  });
  for (const username of [robin, casey]) await joinClass(request, username, code, 'robotpw');

  await logIn(page, teacher);
  await page.getByRole('link', { name: 'Robotics' }).click();
  await expectPath(page, `/class/${classId}/details`);
  await expect(page.getByRole('heading', { level: 1, name: 'Robotics' })).toBeVisible();
  await page.getByRole('tab', { name: 'Students' }).click();
  await expectPath(page, `/class/${classId}/students`);
  await expect(page.getByRole('row')).toHaveCount(3);

  const unlock = page.getByRole('switch', { name: 'Unlock all content for Robin Banks' });
  await unlock.click();
  await expect(unlock).toBeChecked();

  await page.getByRole('button', { name: 'Reset password: Casey Jones' }).click();
  await page
    .getByRole('dialog', { name: 'Reset this password?' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const codeDialog = page.getByRole('dialog', { name: 'Password Reset' });
  const resetCode = ((await codeDialog.getByTestId('reset-code').textContent()) ?? '').trim();
  expect(resetCode).toHaveLength(8);
  await codeDialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Remove Robin Banks from the class' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this student?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Robin Banks was removed from the class')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // The student logs in with the one-time code.
  await logOut(page);
  await submitLogin(page, casey, resetCode);

  // …and must choose a new password before anything else.
  const choose = page.getByRole('dialog', { name: 'Choose a new password' });
  const submit = choose.getByRole('button', { name: 'Reset' });
  await expect(submit).toBeDisabled();
  const fresh = choose.getByRole('textbox', { name: 'New password', exact: true });
  await fresh.fill('abc');
  await fresh.blur();
  await expect(choose.getByText('Password must be more than 4 characters long')).toBeVisible();
  await fresh.fill('gears42');
  const confirm = choose.getByRole('textbox', { name: 'Confirm new password' });
  await confirm.fill('gears43');
  await confirm.blur();
  await expect(choose.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await confirm.fill('gears42');
  await submit.click();
  await expect(page.getByText('Password Reset')).toBeVisible();
  await expect(choose).toBeHidden();
  await expectPath(page, '/learn');

  await logOut(page);
  await submitLogin(page, casey, 'gears42');
  await expectPath(page, '/learn');
  await expect(page.getByRole('dialog', { name: 'Choose a new password' })).toHaveCount(0);
});

test("a teacher cannot open another teacher's class", async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const otherClass = await request.post('/api/classes', {
    data: { name: 'Not yours', password: 'secret' },
    headers: bearer(admin),
  });
  const { _id } = await otherClass.json();
  await logIn(page, await makeTeacher(request, 'notyours'));
  await page.goto(`/class/${_id}/students`);
  await expect(page.getByRole('alert')).toContainText('You are not allowed to do that');
});
