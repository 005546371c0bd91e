// The locale: chosen in the navbar, saved for the user on the server, Arabic turns the page right to left.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectPath, logIn, makeStudent, submitLogin } from './helpers.ts';

const SCREENSHOT = fileURLToPath(new URL('../test-results/ar-navbar.png', import.meta.url));

/** The navbar's locale dropdown, whatever language its label is in. */
const localeSelect = (page: Page) => page.getByRole('banner').getByRole('combobox');

test('Arabic turns the whole page right to left and follows the user', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const student = await makeStudent(request, 'arabic');
  await logIn(page, student);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تعلّم');
  await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  await page.screenshot({ path: SCREENSHOT });

  // Kept after a reload (the session is restored from the refresh cookie)…
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تعلّم');

  // …and on another browser, where nothing local remembers it: the server does.
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expectPath(page, '/login');
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    await other.goto('/login');
    await expect(other.locator('html')).toHaveAttribute('dir', 'ltr');
    await submitLogin(other, student);
    await expectPath(other, '/learn');
    await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(other.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('تعلّم');
  } finally {
    await context.close();
  }
});

test('Italian and German switch the page and keep it left to right', async ({ page, request }) => {
  await logIn(page, await makeStudent(request, 'italiangerman'));
  const html = page.locator('html');
  await localeSelect(page).selectOption('it');
  await expect(html).toHaveAttribute('lang', 'it');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impara');
  await localeSelect(page).selectOption('de');
  await expect(html).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lernen');
  await localeSelect(page).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn');
});
