// The admin's list of every project: name search, language filter, Active or Archive, a link to each.
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, logIn, makeAdmin, makeStudent } from './helpers.ts';

test('an admin finds any project by name, language and archive state', async ({ page, request }) => {
  const student = await makeStudent(request, 'zebras', { firstName: 'Noor', lastName: 'Student' });
  const token = await apiToken(request, student);
  const made = async (name: string, language: string) =>
    (await (await request.post('/api/projects', { headers: bearer(token), data: { name, language } })).json())
      ._id as string;
  const py = await made('Zebra counter py', 'python');
  await made('Zebra counter js', 'javascript');
  const old = await made('Zebra old', 'javascript');
  await request.put(`/api/projects/${old}/archive`, { headers: bearer(token), data: { archived: true } });

  await logIn(page, await makeAdmin(request, 'projectsadmin'));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await page.getByLabel('Search by project name').fill('zebra counter');
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'Noor Student' }).first()).toBeVisible();
  await page.getByLabel('Project language').selectOption({ label: 'Python' });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Zebra counter py' })).toHaveAttribute(
    'href',
    `/projects/${py}`,
  );

  // Largest first, and the size filter: the JavaScript starter is longer than the Python one.
  await page.getByLabel('Project language').selectOption({ label: 'All languages' });
  await page.getByLabel('Sort by').selectOption({ label: 'Largest first' });
  await expect(rows.nth(1)).toContainText('Zebra counter js');
  await page.getByLabel('Size').selectOption({ label: 'At least 100 characters' });
  await expect(page.getByText('No projects match.')).toBeVisible();
  await page.getByLabel('Size').selectOption({ label: 'Any size' });
  await page.getByLabel('Sort by').selectOption({ label: 'Recently changed' });
  await page.getByLabel('Search by project name').fill('zebra');
  await expect(rows).toHaveCount(3);
  await page.getByText('Archive', { exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Zebra old' })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-projects.png', fullPage: true });
});
