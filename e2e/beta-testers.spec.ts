// Issue 22, item 4: "beta testers" mean something. A course an admin marked "in development" is offered only to
// beta testers, marked as such; an admin makes a class's students beta testers from the class's Admin tab.
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  expectPath,
  joinClass,
  logIn,
  logOut,
  makeAdmin,
  makeClass,
  makeStudent,
  makeTeacher,
  uniqueTag,
} from './helpers.ts';

test('a course in development is offered, marked, to the beta testers an admin made of a class only', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const title = `Robots (preview) ${tag}`;
  // The course: made and marked "in development" by the demo admin, published (set-up).
  const headers = bearer(await apiToken(request, 'admin'));
  const made = await request.post('/api/courses', { headers, data: { title, language: 'javascript' } });
  expect(made.status(), await made.text()).toBe(201);
  const course = await made.json();
  const marked = await request.put(`/api/courses/${course._id}`, {
    headers,
    data: { version: course.version, inDevelopment: true, draft: false },
  });
  expect(marked.status(), await marked.text()).toBe(200);

  const teacher = await makeTeacher(request, 'betateacher');
  const cls = await makeClass(request, teacher, `Beta class ${tag}`);
  const tester = await makeStudent(request, 'tester', { firstName: 'Tia', lastName: 'Tester' });
  await joinClass(request, tester, cls.classId);
  const other = await makeStudent(request, 'nottester');

  // Before: nobody in the class is a beta tester, so the course is not offered.
  const offered = async (student: string, yes: boolean) => {
    await logIn(page, student);
    await page.goto('/learn/courses');
    const card = page.getByRole('button', { name: `Pick ${title}` });
    if (yes) {
      await expect(card).toContainText('In development');
      await page.screenshot({ path: test.info().outputPath(`beta-${student}.png`) });
    } else {
      await expect(page.getByRole('heading', { level: 1, name: 'Pick a course' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pick / }).first()).toBeVisible();
      await expect(card).toHaveCount(0);
    }
    await logOut(page);
  };
  await offered(tester, false);

  await logIn(page, await makeAdmin(request, 'betaadmin'));
  await page.goto(`/class/${cls._id}/admin`);
  await page.getByRole('button', { name: 'Set all users of this class to beta users' }).click();
  await expect(page.getByText('Succesfully set students to beta testers')).toBeVisible();
  await logOut(page);

  await offered(tester, true);
  await offered(other, false);
  // The beta tester follows it like any course.
  await logIn(page, tester);
  await page.goto('/learn/courses');
  await page.getByRole('button', { name: `Pick ${title}` }).click();
  await expectPath(page, '/learn');
  await expect(page.getByText(title)).toBeVisible();
});
