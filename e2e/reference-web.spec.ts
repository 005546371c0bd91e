// Issue 18, seam "Reference": the reference opened on an authors' demo of pieces, and HTML, CSS and jQuery had
// nothing in them. A learner now lands on a real page, and the three web references are written for pupils;
// the piece guide is an authors' note. In Arabic the viewer reads right to left and the code left to right.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, logIn, makeStudent, setCurrentCourse, setLocale } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

/** A student of the spec's own (their language and course change here). */
const makeReader = (request: APIRequestContext) =>
  makeStudent(request, 'ref', { password: 'readref', firstName: 'Rea', lastName: 'Der' });

const topics = (page: Page) => page.getByRole('navigation', { name: 'Reference topics' });
const pageTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a learner opens the reference on a real page and reads the HTML, CSS and jQuery ones', async ({
  page,
  request,
}) => {
  // The Reference link opens the reference of the learner's course language.
  const learner = await makeReader(request);
  await setCurrentCourse(request, learner, 'JavaScript: first steps', 'readref');
  await logIn(page, learner, 'readref');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reference' })
    .click();
  await expectPath(page, '/reference/javascript');
  // The first topic in alphabetical order, a page for learners: not the authors' piece guide.
  await expect(pageTitle(page, 'Making decisions')).toBeVisible();
  await expect(page.getByText(/Piece guide|How these pages work/)).toHaveCount(0);

  const language = page.getByRole('radiogroup', { name: 'Language' });
  await language.getByText('HTML', { exact: true }).click();
  await expectPath(page, '/reference/html');
  await expect(pageTitle(page, 'Elements and tags')).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByText('tells the browser what each part of a web page is')).toBeVisible();
  await expect(article.locator('code', { hasText: '<p>Hello</p>' })).toBeVisible();
  await topics(page).getByRole('link', { name: 'Attributes' }).click();
  await expect(pageTitle(page, 'Attributes')).toBeVisible();
  await expect(article.getByRole('cell', { name: 'words that describe the picture' })).toBeVisible();
  await page.screenshot({ path: shot('reference-html-en'), fullPage: true });

  await language.getByText('CSS', { exact: true }).click();
  await expect(pageTitle(page, 'Adding CSS to a page')).toBeVisible();
  await page.getByLabel('Search topics').fill('flex');
  await topics(page).getByRole('link', { name: 'Layout with flexbox' }).click();
  await expect(pageTitle(page, 'Layout with flexbox')).toBeVisible();
  await expect(article.getByRole('cell', { name: 'justify-content' })).toBeVisible();
  await page.screenshot({ path: shot('reference-css-en'), fullPage: true });

  await language.getByText('jQuery', { exact: true }).click();
  await expect(pageTitle(page, 'About jQuery')).toBeVisible();
  await expect(article.getByText('In a Brickyard web project it is already loaded')).toBeVisible();
  await topics(page).getByRole('link', { name: 'Events' }).click();
  await expect(pageTitle(page, 'Events')).toBeVisible();
  await expect(article.getByRole('cell', { name: 'the element is clicked (or tapped)' })).toBeVisible();
  await page.screenshot({ path: shot('reference-jquery-en'), fullPage: true });
});

test('the piece guide is in the authors’ library, not in the learners’ reference', async ({
  page,
  request,
}) => {
  const learner = await request.get('/api/references?language=javascript', {
    headers: bearer(await apiToken(request, 'student2')),
  });
  const titles = ((await learner.json()).items as { title: string }[]).map((item) => item.title);
  expect(titles).toContain('Making decisions');
  expect(titles).not.toContain('Piece guide (for authors)');

  await logIn(page, 'creator');
  await page.goto('/edit/library/references?name=Piece+guide');
  await expect(page.getByText('Piece guide (for authors)', { exact: true })).toBeVisible();
});

test('in Arabic the reference reads right to left, its code left to right', async ({ page, request }) => {
  const username = await makeReader(request);
  await setLocale(request, username, 'ar', 'readref');
  await logIn(page, username, 'readref');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/reference/html');
  await expect(pageTitle(page, 'Elements and tags')).toBeVisible();
  // The page is not translated yet: it reads as English does, as a whole, beside the Arabic topic list.
  const article = page.getByRole('article');
  await expect(article.getByText('tells the browser what each part of a web page is')).toHaveCSS(
    'direction',
    'ltr',
  );
  await expect(page.getByRole('navigation', { name: 'مواضيع المرجع' })).toHaveCSS('direction', 'rtl');
  await expect(article.locator('pre').first()).toHaveCSS('direction', 'ltr');
  await page.screenshot({ path: shot('reference-html-ar'), fullPage: true });
});
