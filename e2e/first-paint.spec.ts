// The login page arrives prerendered (packages/web/prerender.ts): it is drawn from the HTML and its own small
// stylesheet, in the visitor's language, before the app's scripts arrive; the app then takes over the same
// page without losing what was typed.
import { LOCALE_COOKIE } from '@brickyard/core/basics';
import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { currentServerURL, expectPath, logIn, makeStudent, setCurrentCourse } from './helpers.ts';

/** This browser chose Arabic before (the cookie the app keeps its language in, which the server reads). */
const preferArabic = (context: BrowserContext) =>
  context.addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: currentServerURL() }]);

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page is drawn and labelled, in English by default', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('Log in · Brickyard');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /coding classes/);
  });

  test.describe('for a browser that prefers German', () => {
    test.use({ locale: 'de-DE' });

    test('it is written in German', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Benutzername' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page).toHaveTitle('Anmelden · Brickyard');
    });
  });

  test("every other page arrives as the app's frame, in the visitor's language, loading", async ({
    page,
  }) => {
    await page.goto('/learn/courses');
    await expect(page.getByRole('link', { name: 'Brickyard', exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    // Without scripts it never gets further, and says why.
    // (Playwright's text and role searches pass over <noscript>, so it is found by its tag.)
    const message = page.locator('noscript p');
    await expect(message).toBeVisible();
    await expect(message).toContainText('Brickyard needs JavaScript to run.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Brickyard');
  });

  test('once Arabic was chosen in this browser it comes in Arabic, right to left', async ({
    page,
    context,
  }) => {
    await preferArabic(context);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/login');
    const heading = page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' });
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // Right to left: the heading starts at the right edge of its card.
    const card = await page.locator('form').boundingBox();
    const title = await heading.boundingBox();
    expect(title!.x + title!.width).toBeGreaterThan(card!.x + card!.width - 4);
    await page.screenshot({ path: test.info().outputPath('login-ar-390.png') });
  });
});

/** Holds the app's main script back, as a slow network would, until the returned function is called. */
const holdTheApp = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

for (const locale of ['en-GB', 'ar'] as const)
  test(`the prerendered login page passes the accessibility checks (${locale})`, async ({
    page,
    context,
  }) => {
    if (locale === 'ar') await preferArabic(context);
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Language|اللغة/ })).toHaveCount(0);
    await expectAccessible(page, `the prerendered login page (${locale})`);
    release();
  });

test('what is typed before the app has loaded is kept, and logs in', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const username = page.getByRole('textbox', { name: 'Username' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await username.fill('student1');
  await password.fill('brickyard');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);

  release();
  // The app has taken over when its language menu shows.
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(username).toHaveValue('student1');
  await expect(password).toHaveValue('brickyard');
  await expect(password).toBeFocused();
  await password.press('Enter');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a signup button pressed before the app has loaded opens its window once the app is there', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Sign up with a class code' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
});

test('Log in pressed before the app has loaded sends nothing then, and logs in once the app is there', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'Username' }).fill('student1');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('brickyard');
  await page.getByRole('button', { name: 'Log in' }).click();
  // Nothing was sent: no page was loaded with the password in its address.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  release();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('the app draws the same login page over the prerendered one, with no loader in between', async ({
  page,
}) => {
  // Everything added to the page is watched from the start: a loader shown at any moment is noted.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.mantine-Loader-root')) document.documentElement.dataset.sawLoader = 'yes';
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-loader', 'yes');
  await expectPath(page, '/login');
});

test("a learner's session and course home are asked for while the app's scripts are still on their way, once", async ({
  page,
  request,
}) => {
  const student = await makeStudent(request, 'early', { password: 'earlybird' });
  await setCurrentCourse(request, student, 'JavaScript: first steps', 'earlybird');
  await logIn(page, student, 'earlybird');
  await expectPath(page, '/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'JavaScript: first steps' })).toBeVisible();

  const asked: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (/^\/auth\/(csrf|local\/token)$|^\/api\/courses\/\w+\/home$/.test(path))
      asked.push(`${sent.method()} ${path.replace(/courses\/\w+/, 'courses/:id')}`);
  });
  const release = await holdTheApp(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  // The app's main script is held back: the prerendered page asks for the session by itself.
  await expect.poll(() => asked).toEqual(['GET /auth/csrf', 'POST /auth/local/token']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'JavaScript: first steps' })).toBeVisible();
  // The app took that session over instead of asking again (the refresh token is used once), and the course
  // home was asked for once.
  expect(asked).toEqual(['GET /auth/csrf', 'POST /auth/local/token', 'GET /api/courses/:id/home']);
});

test('each prerendered page fetches the strings of its language with the app, not after it has started', async ({
  page,
  context,
}) => {
  await preferArabic(context);
  const strings: string[] = [];
  page.on('request', (sent) => {
    const chunk = new URL(sent.url()).pathname.match(/^\/assets\/(en|ar|it|de)-[\w-]+\.js$/);
    if (chunk) strings.push(chunk[1]!);
  });
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  // The app's main script is held back; the Arabic strings are on their way all the same, and only they.
  await expect.poll(() => strings).toEqual(['ar']);
  release();
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toBeVisible();
  expect(strings).toEqual(['ar']);
});
