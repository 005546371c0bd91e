// Issue 20, "Messages in the reader's language": what the server refuses reaches an Arabic reader in Arabic. The
// server's answer carries the message's key and parameters beside the English; the page says it by key.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { expectPath, logIn, makeAdmin, makeStudent } from './helpers.ts';

const ar = JSON.parse(
  readFileSync(new URL('../packages/web/src/i18n/locales/ar.json', import.meta.url), 'utf8'),
) as {
  login: Record<string, string>;
  users: Record<string, string>;
  userEditor: Record<string, string>;
  signup: Record<string, string>;
  messages: Record<string, string>;
};

test('a wrong password is refused in Arabic, by the key the server sent', async ({ page, request }) => {
  const username = await makeStudent(request, 'arlogin');
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(ar.login.username).fill(username);
  await page.getByRole('textbox', { name: ar.login.password, exact: true }).fill('not-the-password');
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth/local'));
  await page.getByRole('button', { name: ar.login.submit }).click();
  const refused = await answer;
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({
    message: 'Incorrect username or password',
    key: 'incorrectLogin',
  });
  await expect(page.getByText(ar.messages.incorrectLogin)).toBeVisible();
  await expect(page.getByText('Incorrect username or password')).toHaveCount(0);
});

test('an admin reading Arabic is told in Arabic that a username is taken, under the field', async ({
  page,
  request,
}) => {
  // The spec's own admin, reading Arabic, and a student whose username the admin will try to take.
  const adminName = await makeAdmin(request, 'aradmin', { locale: 'ar' });
  const taken = await makeStudent(request, 'artaken');

  await logIn(page, adminName);
  await page.goto('/users');
  await page.getByRole('link', { name: ar.users.create }).click();
  await expectPath(page, '/users/new');
  const form = page.getByRole('form', { name: ar.userEditor.newTitle });
  await form.getByLabel(ar.users.firstName).fill('Sami');
  await form.getByLabel(ar.users.lastName).fill('Saleh');
  await form.getByLabel(ar.users.username).fill(taken);
  await form.getByRole('textbox', { name: ar.signup.password, exact: true }).fill('abcd');
  // Access tokens live seconds in these runs: the client may refresh and send again, so the refusal is the answer
  // that is not a 401.
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users') &&
      response.request().method() === 'POST' &&
      response.status() !== 401,
  );
  await form.getByRole('button', { name: ar.userEditor.create }).click();
  const refused = await answer;
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  const body = await refused.json();
  expect(body.errors).toContainEqual(expect.objectContaining({ path: 'username', key: 'usernameExists' }));
  await expect(form.getByText(ar.messages.usernameExists)).toBeVisible();
  await expect(page.getByText('The specified username already exists in the system')).toHaveCount(0);
});
