// The reference viewer: a student opens it from the navbar, filters the topic tree, reads a page, and
// switches language; each language shows the seed's own topics.

import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { pythonCourse } from '../packages/server/src/db/seed/courses/python.ts';
import { expect, test } from './fixtures.ts';
import { expectPath, logIn, makeStudent, setCurrentCourse } from './helpers.ts';

const jsTopics = javascriptCourse.references.flatMap((r) => [r, ...(r.children ?? [])]);
// The tree lists topics by title; the page opens on the first top-level one.
const firstRoot = [...pythonCourse.references.map((r) => r.title)].sort()[0]!;

test('a student searches the JavaScript reference, reads a topic and switches to Python', async ({
  page,
  request,
}) => {
  // The Reference link opens the reference of the student's course language.
  const student = await makeStudent(request, 'reader');
  await setCurrentCourse(request, student, javascriptCourse.title.en);
  await logIn(page, student);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reference' })
    .click();
  await expectPath(page, '/reference/javascript');
  await expect(page.getByRole('heading', { level: 1, name: 'Reference' })).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Reference topics' });
  for (const topic of jsTopics.slice(0, 2))
    await expect(tree.getByText(topic.title, { exact: true })).toBeVisible();

  const target = jsTopics.at(-1)!;
  await page.getByLabel('Search topics').fill(target.title.slice(0, 6));
  await tree.getByText(target.title, { exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: target.title })).toBeVisible();

  await page.getByLabel('Search topics').fill('zzz no such topic');
  await expect(page.getByText('No topic matches your search.')).toBeVisible();
  await page.getByLabel('Search topics').fill('');

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Python', { exact: true }).click();
  await expectPath(page, '/reference/python');
  await expect(
    page.getByRole('navigation', { name: 'Reference topics' }).getByText(firstRoot, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: firstRoot })).toBeVisible();
});

test('the Reference link opens the reference of the course language, or lets a pupil without a course choose', async ({
  page,
  request,
}) => {
  const username = await makeStudent(request, 'refpick', {
    password: 'refpick',
    firstName: 'Rafi',
    lastName: 'Picker',
  });
  const reference = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reference' });

  // No course yet: a choice of language, not JavaScript by default.
  await logIn(page, username, 'refpick');
  await reference.click();
  await expectPath(page, '/reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Reference' })).toBeVisible();
  await expect(page.getByText('Choose the language you want to read about.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Python' }).click();
  await expectPath(page, '/reference/python');
  await expect(page.getByRole('heading', { level: 2, name: firstRoot })).toBeVisible();

  // Following the Python course: the link opens the Python reference straight away.
  await setCurrentCourse(request, username, pythonCourse.title.en, 'refpick');
  await page.goto('/learn');
  await reference.click();
  await expectPath(page, '/reference/python');
});
