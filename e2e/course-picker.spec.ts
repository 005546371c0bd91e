// "Pick a course": a student chooses one of the published courses; the learn home follows it, also after a
// reload, and they can switch. Drafts are never offered. In Arabic the cards read right to left.
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, logIn } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

test('a student picks a course and switches it', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const username = `picker${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'p')}`;
  const made = await request.post('/api/users', {
    data: { username, password: 'pickpw', first_name: 'Pat', last_name: 'Picker' },
    headers: bearer(admin),
  });
  expect(made.status()).toBe(201);

  await logIn(page, username, 'pickpw');
  await expectPath(page, '/learn');
  await expect(page.getByText('No course picked yet')).toBeVisible();
  await page.getByRole('link', { name: 'Pick a course' }).click();
  await expectPath(page, '/learn/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Pick a course' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pick Web Pages (draft)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pick Python: first steps' }).click();
  await expectPath(page, '/learn');
  await expect(page.getByText('Python: first steps')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Python: first steps')).toBeVisible();
  await page.getByRole('link', { name: 'Switch Course' }).click();
  await expect(page.getByRole('button', { name: 'Pick Python: first steps' })).toContainText(
    'Your current course',
  );
  await page.getByRole('button', { name: 'Pick JavaScript: first steps' }).click();
  await expect(page.getByText('JavaScript: first steps')).toBeVisible();

  await page.getByRole('link', { name: 'Switch Course' }).click();
  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اختر دورة' })).toBeVisible();
  await page.screenshot({ path: shot('course-picker-ar'), fullPage: true });
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
});
