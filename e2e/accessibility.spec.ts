// axe-core's WCAG 2.1 A and AA rules on the pages and modals each kind of user meets first, in English and in
// Arabic: a serious or critical violation fails, named with the elements it was found on.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, logIn, setLocale } from './helpers.ts';

const LOCALES = ['en', 'ar'] as const;
type Locale = (typeof LOCALES)[number];
type Strings = {
  forgotten: { link: string };
  signup: { student: { open: string }; teacher: { open: string } };
};
const STRINGS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(
      readFileSync(new URL(`../packages/web/src/i18n/locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as Strings,
  ]),
) as Record<Locale, Strings>;

/** Opens `path` and checks it once its content has settled (no request left in flight). */
const checkPage = async (page: Page, path: string, locale: Locale) => {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expectAccessible(page, `${path} (${locale})`);
};

/** Checks the dialog that is open, and closes it with Escape. */
const checkDialog = async (page: Page, what: string) => {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, what, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
};

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test('the login page and its modals', async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('brickyard.locale', value), locale);
      await checkPage(page, '/login', locale);
      // The buttons below the login form open the forgotten-password and the two signup modals.
      const texts = STRINGS[locale];
      for (const label of [texts.forgotten.link, texts.signup.student.open, texts.signup.teacher.open]) {
        await page.getByRole('button', { name: label, exact: true }).click();
        await checkDialog(page, `the dialog of "${label}" (${locale})`);
      }
    });

    // Each role's pages; the paths that need an id find it through the API first.
    const ROUNDS: { user: string; paths: (request: APIRequestContext) => Promise<string[]> }[] = [
      { user: 'student1', paths: async () => ['/learn', '/courses', '/projects', '/users/me'] },
      {
        user: 'teacher',
        paths: async (request) => {
          const headers = bearer(await apiToken(request, 'teacher'));
          const classes = await (await request.get('/api/classes?limit=50', { headers })).json();
          const id = classes.items.find((c: { name: string }) => c.name === 'Year 8 Coding')._id as string;
          return [
            '/classes',
            ...['details', 'students', 'progress', 'projects', 'wall'].map((t) => `/class/${id}/${t}`),
          ];
        },
      },
      {
        user: 'creator',
        paths: async (request) => {
          const headers = bearer(await apiToken(request, 'creator'));
          const first = async (query: string) =>
            (await (await request.get(`/api/library/${query}`, { headers })).json()).items[0]._id as string;
          return [
            '/edit/library/courses',
            '/edit/library/quizzes',
            '/edit/library/lessons',
            `/edit/course/${await first('courses?status=published')}`,
            `/edit/assessment/${await first('assessments?variant=quiz&status=published')}`,
            `/edit/challenge/${await first('challenges?status=published')}`,
          ];
        },
      },
      { user: 'admin', paths: async () => ['/users', '/users/me'] },
    ];
    for (const { user, paths } of ROUNDS)
      test(`what ${user} sees`, async ({ page, request }) => {
        const visits = await paths(request);
        await setLocale(request, user, locale);
        try {
          await logIn(page, user);
          for (const path of visits) await checkPage(page, path, locale);
        } finally {
          await setLocale(request, user, 'en');
        }
      });
  });
}
