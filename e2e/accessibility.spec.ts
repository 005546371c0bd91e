// axe-core's WCAG 2.1 A and AA rules on the pages and modals each kind of user meets first, in English and in
// Arabic: a serious or critical violation fails, named with the elements it was found on.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  joinClass,
  logIn,
  makeAdmin,
  makeClass,
  makeStudent,
  makeTeacher,
  setLocale,
} from './helpers.ts';

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

    // Each role's pages, seen by an account of the spec's own (in `locale`) but for the creator (only the seed
    // makes authors of a community); the paths that need an id find it through the API first.
    const ROUNDS: {
      user: string;
      account: (request: APIRequestContext) => Promise<string>;
      paths: (request: APIRequestContext, username: string) => Promise<string[]>;
    }[] = [
      {
        user: 'a student',
        account: (request) => makeStudent(request, 'axestudent'),
        paths: async () => ['/learn', '/courses', '/projects', '/users/me'],
      },
      {
        user: 'a teacher',
        // Their class "Year 8 Coding" takes the demo courses and has two pupils.
        account: async (request) => {
          const teacher = await makeTeacher(request, 'axeteacher');
          const cls = await makeClass(request, teacher, 'Year 8 Coding', {
            courses: ['JavaScript: first steps', 'Python: first steps'],
          });
          for (const prefix of ['axesam', 'axenoor'])
            await joinClass(request, await makeStudent(request, prefix), cls.classId);
          return teacher;
        },
        paths: async (request, teacher) => {
          const headers = bearer(await apiToken(request, teacher));
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
        account: async () => 'creator',
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
      {
        user: 'an admin',
        account: (request) => makeAdmin(request, 'axeadmin'),
        paths: async () => ['/users', '/users/me'],
      },
    ];
    for (const { user, account, paths } of ROUNDS)
      test(`what ${user} sees`, async ({ page, request }) => {
        // Six pages, some of them whole editors, each checked by axe: more than the default minute on a busy
        // two-core machine.
        test.setTimeout(240_000);
        const username = await account(request);
        const visits = await paths(request, username);
        await setLocale(request, username, locale);
        try {
          await logIn(page, username);
          for (const path of visits) await checkPage(page, path, locale);
        } finally {
          // The demo creator's language goes back to English for the specs after this one.
          await setLocale(request, username, 'en');
        }
      });
  });
}
