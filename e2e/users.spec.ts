// The admins' users table: filters by name after a pause, by role at once, one page at a time.
import { expect, test } from './fixtures.ts';
import { logIn, makeAdmin } from './helpers.ts';

test('the users table filters by name after a pause and by role at once', async ({ page, request }) => {
  // The spec's own admin, found in the table by their own username: other specs add users, who may fill the
  // first page, so nothing here counts on who is on it.
  const me = await makeAdmin(request, 'usersadmin');
  await logIn(page, me);
  await page.goto('/users');
  const mine = page.getByRole('cell', { name: me, exact: true });
  await page.getByLabel('Username').fill(me);
  await expect(mine).toBeVisible();
  await page.getByLabel('Username').fill('student2');
  await expect(mine).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'student2', exact: true })).toBeVisible();
  await page.getByLabel('Username').fill(me);
  await expect(mine).toBeVisible();
  await page.getByLabel('Role').selectOption({ label: 'Teacher' });
  await expect(mine).toHaveCount(0);
  // The demo teacher is found by name among the teachers.
  await page.getByLabel('Username').fill('teacher');
  await expect(page.getByRole('cell', { name: 'teacher', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'student2', exact: true })).toHaveCount(0);
});
