// "Forgotten Password?": by class password (then a new password), and by email (a temporary password is
// mailed). The student and class are made through the API so the demo accounts keep their passwords.
import { expect, test } from '@playwright/test';
import { apiToken, bearer, expectPath } from './helpers.ts';

test.beforeAll(async ({ request }) => {
  const admin = await apiToken(request, 'admin');
  const teacher = await apiToken(request, 'teacher');
  const user = await request.post('/api/users', {
    data: {
      username: 'pat',
      password: 'patpass',
      first_name: 'Pat',
      last_name: 'Forgetful',
      email: 'pat@example.org',
    },
    headers: bearer(admin),
  });
  expect(user.status()).toBe(201);
  const cls = await request.post('/api/classes', {
    data: { name: 'Memory Lane', password: 'laneclass' },
    headers: bearer(teacher),
  });
  const { classId: code } = await cls.json();
  const pat = await apiToken(request, 'pat', 'patpass');
  expect(
    (
      await request.post(`/api/classes/addUserToClass/${code}`, {
        headers: bearer(pat),
      })
    ).ok(),
  ).toBe(true);
});

test('a student gets back in by email, then by class password', async ({ page }) => {
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

  await page.getByRole('button', { name: 'Forgotten Password?' }).click();
  await dialog.getByRole('button', { name: 'By email' }).click();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'With my class password' }).click();
  await dialog.getByLabel('Username').fill('pat');
  await dialog.getByRole('textbox', { name: 'Class password' }).fill('laneclass');
  await dialog.getByRole('button', { name: 'Reset' }).click();

  const choose = page.getByRole('dialog', { name: 'Choose a new password' });
  await choose.getByRole('textbox', { name: 'New password', exact: true }).fill('remember1');
  await choose.getByRole('textbox', { name: 'Confirm new password' }).fill('remember1');
  await choose.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password Reset')).toBeVisible();
  await expectPath(page, '/learn');
});
