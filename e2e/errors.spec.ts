// A page that fails to load: a toast naming it (spec §8) and a panel to recover, inside the usual frame.
import { expect, test } from './fixtures.ts';
import { logIn, makeAdmin } from './helpers.ts';

test('a page that fails to load says so and offers a way back', async ({ page, request }) => {
  await logIn(page, await makeAdmin(request, 'erradmin'));
  await page.route(/\/assets\/UsersPage-[^/]*\.js$/, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error loading page /users' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
