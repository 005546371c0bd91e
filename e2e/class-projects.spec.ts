// A class's projects and its wall, driven by the class's teacher: the browser pages 25 at a time and finds
// projects by a student's name and by language; the wall shows 24 cards, Show More adds the rest, and a star
// given on the wall stays after a reload and shows in the browser. In Arabic the wall reads right to left.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, expectPath, logIn } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const suffix = Date.now()
  .toString(36)
  .replace(/[^a-z]/g, 'w');

const makeUser = async (request: APIRequestContext, data: Record<string, unknown>) => {
  const response = await request.post('/api/users', {
    data,
    headers: bearer(await apiToken(request, 'admin')),
  });
  expect(response.status()).toBe(201);
};

/** A student who joins the class and makes these projects through the API. */
const studentWithProjects = async (
  request: APIRequestContext,
  code: string,
  who: { username: string; first: string; last: string },
  projects: { name: string; language: string }[],
) => {
  await makeUser(request, {
    username: who.username,
    password: 'wallpw',
    first_name: who.first,
    last_name: who.last,
    roles: ['student'],
  });
  // Access tokens live 3 seconds in these runs: a fresh one for each step.
  let token = await apiToken(request, who.username, 'wallpw');
  expect(
    (await request.post(`/api/classes/addUserToClass/${code}`, { headers: bearer(token) })).status(),
  ).toBe(200);
  for (const [index, project] of projects.entries()) {
    if (index % 10 === 9) token = await apiToken(request, who.username, 'wallpw');
    const made = await request.post('/api/projects', { data: project, headers: bearer(token) });
    expect(made.status()).toBe(201);
  }
};

test('a teacher browses the class projects and stars one on the wall', async ({ page, request }) => {
  test.setTimeout(120_000);
  const teacher = `twall${suffix}`;
  await makeUser(request, {
    username: teacher,
    password: 'wallpw1',
    first_name: 'Wanda',
    last_name: 'Wall',
    roles: ['teacher'],
  });
  const created = await request.post('/api/classes', {
    data: { name: `Wall ${suffix}`, password: 'wallclass', year: 'Year 8' },
    headers: bearer(await apiToken(request, teacher, 'wallpw1')),
  });
  expect(created.status()).toBe(201);
  const { _id: classId, classId: code } = await created.json();
  const adaLast = `Quill${suffix}`;
  await studentWithProjects(request, code, { username: `ada${suffix}`, first: 'Ada', last: adaLast }, [
    { name: 'Rocket', language: 'python' },
    { name: 'Maze', language: 'javascript' },
  ]);
  await studentWithProjects(
    request,
    code,
    { username: `bo${suffix}`, first: 'Bo', last: `Cards${suffix}` },
    Array.from({ length: 25 }, (_, i) => ({
      name: `Card ${String(i + 1).padStart(2, '0')}`,
      language: 'web',
    })),
  );

  await logIn(page, teacher, 'wallpw1');
  await page.getByRole('link', { name: `Wall ${suffix}` }).click();
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expectPath(page, `/class/${classId}/projects`);
  const table = page.getByRole('table', { name: 'Projects' });
  // 27 projects: 25 on the first page, 2 on the second.
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Search by project or student name').fill(adaLast.toLowerCase());
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Rocket');
  await expect(table).toContainText('Maze');
  await page.getByLabel('Project language').selectOption({ label: 'Python' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`Ada ${adaLast}`);

  await page.getByRole('tab', { name: 'Project wall' }).click();
  await expectPath(page, `/class/${classId}/wall`);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(cards).toHaveCount(27);
  await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);
  await page.getByLabel('Sort by').selectOption({ label: 'Z-A' });
  await expect(cards.first()).toContainText('Rocket');
  await expect(cards.first()).toContainText(`By Ada ${adaLast}`);

  await page.getByRole('button', { name: 'Star Rocket' }).click();
  const unstar = page.getByRole('button', { name: 'Remove the star from Rocket' });
  await expect(unstar).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByLabel('Search by project or student name').fill('rocket');
  await expect(cards).toHaveCount(1);
  await expect(unstar).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: shot('class-wall'), fullPage: true });
  await page.getByRole('tab', { name: 'Projects' }).click();
  // The wall's own search box must be gone before typing in the browser's.
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  // Rocket is the oldest project, so the search brings it to the first page.
  await page.getByLabel('Search by project or student name').fill('rocket');
  await expect(
    page.getByRole('table', { name: 'Projects' }).getByRole('img', { name: 'Starred' }),
  ).toHaveCount(1);

  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab', { name: 'جدار المشاريع' }).click();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(24);
  await page.screenshot({ path: shot('class-wall-ar'), fullPage: true });
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
