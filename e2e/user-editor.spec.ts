// The user editor: an admin creates a user and resets a password from the table; a student edits their own
// details and avatar at /users/me, never sees the admin-only fields, and cannot open someone else's.
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, logIn, logOut, makeAdmin, makeUser, submitLogin } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

test('an admin creates a user in the editor and resets a password from the table', async ({
  page,
  request,
}) => {
  const username = `edit${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'e')}`;
  await logIn(page, await makeAdmin(request, 'editoradmin'));
  await page.goto('/users');
  await page.getByRole('link', { name: 'Create user' }).click();
  await expectPath(page, '/users/new');
  const form = page.getByRole('form', { name: 'New user' });
  await form.getByLabel('First name').fill('Edna');
  await form.getByLabel('Last name').fill('Editor');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Date of birth').fill('14/03/2012');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByText('Please input a password of at least 4 characters')).toBeVisible();
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('abcd');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('User Saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edna Editor' })).toBeVisible();
  // Only the month and year are kept, and the field says so: no made-up day.
  await expect(page.getByLabel('Date of birth')).toHaveValue('03/2012');

  await page.goto('/users');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Reset password: Edna Editor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a new password' });
  await dialog.getByRole('textbox', { name: 'New password' }).fill('fresh1');
  await dialog.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password Reset')).toBeVisible();
  // The users page has a Username field too: the login form must be there before it is filled.
  await logOut(page);
  await submitLogin(page, username, 'fresh1');
  await expectPath(page, '/learn');
});

test('a student edits their own details and avatar, and only their own', async ({ page, request }) => {
  const username = await makeUser(request, 'own', {
    password: 'ownpass',
    firstName: 'Olive',
    lastName: 'Owner',
  });
  await logIn(page, username, 'ownpass');
  // One's details are in the account menu behind one's name.
  await page.getByRole('button', { name: 'Olive Owner: my account' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My details' }).click();
  await expectPath(page, '/users/me');
  const form = page.getByRole('form', { name: 'My details' });
  await expect(form.getByLabel('Username')).toHaveCount(0);
  await expect(form.getByLabel('Date of birth')).toHaveCount(0);
  await expect(form.getByLabel('Role')).toHaveCount(0);
  await form.getByLabel('First name').fill('Olivia');
  await form.getByRole('radio', { name: 'Avatar 5' }).click();
  await expect(form.getByRole('radio', { name: 'Avatar 5' })).toHaveAttribute('aria-checked', 'true');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Olivia Owner: my account' })).toBeVisible();
  await page.screenshot({ path: shot('user-editor-me-en'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Avatar 5' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Olivia');

  // Someone else's page is not theirs, and the server would refuse it anyway.
  const admin = await apiToken(request, 'admin');
  const other = await (await request.get('/api/users/me', { headers: bearer(admin) })).json();
  await page.goto(`/users/${other._id}`);
  await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();

  await page.goto('/users/me');
  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'بياناتي' })).toBeVisible();
  await page.screenshot({ path: shot('user-editor-me-ar'), fullPage: true });
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
});
