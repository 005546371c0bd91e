// The admins' users table: filters by name after a pause, by role at once, one page at a time.
import { expect, test } from './fixtures.ts';
import { logIn, makeAdmin } from './helpers.ts';

test('the users table filters by name after a pause and by role at once', async ({ page, request }) => {
  // The spec's own admin reads the demo accounts in the table.
  await logIn(page, await makeAdmin(request, 'usersadmin'));
  await page.goto('/users');
  // Other specs add users; the first page (by last name) always starts with Ada Admin.
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await page.getByLabel('Username').fill('student2');
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'student2', exact: true })).toBeVisible();
  await page.getByLabel('Username').fill('');
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await page.getByLabel('Role').selectOption({ label: 'Teacher' });
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'student2', exact: true })).toHaveCount(0);
  // Other specs add teachers, who may fill the first page: the demo teacher is found by name among them.
  await page.getByLabel('Username').fill('teacher');
  await expect(page.getByRole('cell', { name: 'teacher', exact: true })).toBeVisible();
});
