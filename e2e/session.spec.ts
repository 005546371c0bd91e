// Sessions: a short-lived access token (3 s in these tests) is refreshed without the person noticing;
// a session that cannot be refreshed asks them to log in again and then finishes what they were doing.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, expectPath, isPath, logIn, makeAdmin, makeTeacher, makeUser } from './helpers.ts';

/** Longer than the e2e server's ACCESS_TOKEN_TTL of 3 seconds. */
const PAST_EXPIRY_MS = 4_000;

const localeSelect = (page: Page) => page.getByRole('banner').getByRole('combobox');

const countRefreshes = (page: Page) => {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && isPath(request.url(), '/auth/local/token')) seen.count += 1;
  });
  return seen;
};

test('an expired access token is refreshed silently', async ({ page, request }) => {
  await logIn(page, await makeAdmin(request, 'sessionadmin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  const refreshes = countRefreshes(page);
  await page.waitForTimeout(PAST_EXPIRY_MS);

  const refreshed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && isPath(response.url(), '/auth/local/token'),
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  // Other specs add users; the table's first page (by last name) always starts with Ada Admin.
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(refreshes.count).toBe(1);

  // And again later, for a call that changes something.
  await page.waitForTimeout(PAST_EXPIRY_MS);
  await localeSelect(page).selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(refreshes.count).toBe(2);
  await localeSelect(page).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a revoked session asks to log in again, then finishes the action', async ({ page, request }) => {
  const instructor = await makeUser(request, 'instructor', { roles: ['instructor'] });
  await logIn(page, instructor);
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');

  // End the session behind the page's back, as logging out in another tab would.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'refreshToken');
  expect(cookie, 'the server sets an HttpOnly refreshToken cookie').toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  const { csrfToken } = (await (await page.request.get('/auth/csrf')).json()) as { csrfToken: string };
  const rejected = await page.request.post('/auth/local/token/reject', {
    data: { refreshToken: cookie?.value },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(rejected.status()).toBe(204);
  await page.waitForTimeout(PAST_EXPIRY_MS);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue(instructor);
  await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();

  await expect(dialog).toBeHidden();
  await expect(html).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Klassen');
  await expectPath(page, '/classes');

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Klassen');
  await localeSelect(page).selectOption('en');
  await expect(html).toHaveAttribute('lang', 'en');
});

test('giving up in the session-expired dialog logs out', async ({ page, request }) => {
  await logIn(page, await makeTeacher(request, 'giveup'));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'refreshToken');
  const { csrfToken } = (await (await page.request.get('/auth/csrf')).json()) as { csrfToken: string };
  await page.request.post('/auth/local/token/reject', {
    data: { refreshToken: cookie?.value },
    headers: { 'x-csrf-token': csrfToken },
  });
  await page.waitForTimeout(PAST_EXPIRY_MS);
  await localeSelect(page).selectOption('it');
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out instead' }).click();
  await expectPath(page, '/login', '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
