// A student makes a JavaScript project on their profile, runs it, sees an error on its line, stops an endless
// loop, finds the code after a reload, restores an earlier version; the sandbox keeps the program away from
// the app's cookies, storage and page; a teacher opens the project read-only.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  joinClass,
  logIn,
  makeClass,
  makeStudent,
  makeTeacher,
  replaceCode,
} from './helpers.ts';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Code of main.js' });
const output = (page: Page) => page.getByRole('log', { name: 'Output' });

const setCode = (page: Page, code: string) => replaceCode(page, editor(page), code);

const run = async (page: Page) => {
  await page.getByRole('button', { name: 'Run' }).click();
};

test('a student writes, runs, stops and keeps a JavaScript project', async ({ page, request }) => {
  await logIn(page, await makeStudent(request, 'jsproject'));
  await page.getByRole('link', { name: 'My projects' }).click();
  await expect(page.getByRole('heading', { name: 'My projects' })).toBeVisible();
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Project name').fill('x'.repeat(31));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Project name must be 30 characters or fewer')).toBeVisible();
  await dialog.getByLabel('Project name').fill('Times tables');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Times tables' })).toBeVisible();
  await expect(editor(page)).toContainText('console.log("Hello!");');

  // The starter program prints.
  await run(page);
  await expect(output(page)).toContainText('Hello!');
  await expect(output(page)).toContainText('Program finished.');

  // Output with values, then an error on the student's own line.
  await setCode(
    page,
    'for (let i = 1; i <= 3; i++) {\n  console.log(i, "x 7 =", i * 7);\n}\nconsole.log([1, 2], { ok: true });\nnotDefined();\n',
  );
  await run(page);
  await expect(output(page)).toContainText('3 x 7 = 21');
  await expect(output(page)).toContainText('[ 1, 2 ] { ok: true }');
  await expect(output(page)).toContainText('Line 5: ReferenceError: notDefined is not defined');

  // A syntax error points at its line too.
  await setCode(page, 'console.log("fine");\nlet = ;\n');
  await run(page);
  await expect(output(page)).toContainText(/Line 2: SyntaxError/);

  // An endless loop: Stop ends it and the page stays usable.
  await setCode(page, 'console.log("looping");\nwhile (true) {}\n');
  await run(page);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(output(page)).toContainText('Program stopped.');
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Versions' })).toBeEnabled();

  // The final program is saved on its own, and is there after a reload.
  await setCode(page, 'const name = "Sam";\nconsole.log("Hi " + name + "!");\n');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 10_000,
  });
  await page.reload();
  await expect(editor(page)).toContainText('console.log("Hi " + name + "!");');
  await run(page);
  await expect(output(page)).toContainText('Hi Sam!');

  // Save keeps a version; an earlier one can be brought back.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Versions' });
  await expect(versions.getByRole('row')).not.toHaveCount(1);
  await versions
    .getByRole('button', { name: /^Restore the version of/ })
    .last()
    .click();
  await expect(page.getByText('The earlier version is back.')).toBeVisible();
  await expect(editor(page)).toContainText('console.log("Hello!");');
});

test('work typed while the server cannot be reached is kept and brought back', async ({ page, request }) => {
  const student = await makeStudent(request, 'offline');
  await logIn(page, student);
  const token = await apiToken(request, student);
  const created = await request.post('/api/projects', {
    headers: bearer(token),
    data: { name: 'Offline', language: 'javascript' },
  });
  const project = await created.json();
  await page.goto(`/projects/${project._id}`);
  await expect(editor(page)).toContainText('Hello!');
  // Saves fail as if the connection were lost.
  await page.route(`**/api/projects/${project._id}`, (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
  );
  await setCode(page, 'console.log("typed offline");\n');
  await expect(page.getByRole('status').filter({ hasText: 'Offline: kept on this computer' })).toBeVisible({
    timeout: 10_000,
  });
  // The tab is closed and opened again later, with the connection back.
  await page.unroute(`**/api/projects/${project._id}`);
  await page.goto('/learn');
  await page.goto(`/projects/${project._id}`);
  await expect(editor(page)).toContainText('typed offline');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 10_000,
  });
  // Access tokens are short-lived in these runs: a fresh one to read the project back.
  const fresh = await apiToken(request, student);
  const stored = await request.get(`/api/projects/${project._id}`, { headers: bearer(fresh) });
  const body = await stored.json();
  expect(stored.status(), JSON.stringify(body)).toBe(200);
  expect(body.files[0].content).toBe('console.log("typed offline");\n');
});

test('the sandbox cannot reach the app’s cookies, storage, page or network', async ({
  page,
  context,
  request,
}) => {
  const student = await makeStudent(request, 'snoop');
  await logIn(page, student);
  await page.evaluate(() => localStorage.setItem('brickyard.secret', 'app-only'));
  const token = await apiToken(request, student);
  const created = await request.post('/api/projects', {
    headers: bearer(token),
    data: { name: 'Snoop', language: 'javascript' },
  });
  const project = await created.json();
  await page.goto(`/projects/${project._id}`);
  await setCode(
    page,
    [
      'const tries = {',
      '  cookie: () => document.cookie,',
      '  storage: () => localStorage.getItem("brickyard.secret"),',
      '  parent: () => parent.document.title,',
      '  top: () => { top.location.href = "https://example.com/"; return "navigated"; },',
      '};',
      'for (const [name, attempt] of Object.entries(tries)) {',
      '  try { console.log(name, "got", attempt()); } catch (e) { console.log(name, "refused:", e.name); }',
      '}',
      'fetch("/api/users/me").then(() => console.log("fetch got through"), () => console.log("fetch refused"));',
      'setTimeout(() => console.log("done"), 200);',
    ].join('\n'),
  );
  await run(page);
  await expect(output(page)).toContainText('done');
  for (const name of ['cookie', 'storage', 'parent', 'top'])
    await expect(output(page)).toContainText(`${name} refused:`);
  await expect(output(page)).toContainText('fetch refused');
  await expect(output(page)).not.toContainText('app-only');
  await expect(output(page)).not.toContainText('got');
  // The app page stayed where it was, with its storage and session intact.
  expect(new URL(page.url()).pathname).toBe(`/projects/${project._id}`);
  expect(await page.evaluate(() => localStorage.getItem('brickyard.secret'))).toBe('app-only');
  expect((await context.cookies()).some((c) => c.name === 'refreshToken')).toBe(true);
});

test('a teacher opens a student’s project read-only', async ({ page, request }) => {
  const teacher = await makeTeacher(request, 'projectteacher');
  const { classId } = await makeClass(request, teacher, 'Project readers');
  const student = await makeStudent(request, 'shared');
  await joinClass(request, student, classId);
  const token = await apiToken(request, student);
  const created = await request.post('/api/projects', {
    headers: bearer(token),
    data: { name: 'Shared with teacher', language: 'javascript' },
  });
  const project = await created.json();
  await logIn(page, teacher);
  await page.goto(`/projects/${project._id}`);
  await expect(page.getByRole('heading', { name: 'Shared with teacher' })).toBeVisible();
  await expect(page.getByText('only its owner can change it')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(editor(page)).toHaveAttribute('contenteditable', 'false');
  await run(page);
  await expect(output(page)).toContainText('Hello!');
});

test('in Arabic the project screens read right to left, and code stays left to right', async ({
  page,
  request,
}) => {
  // A student of the spec's own with a project named as the sandbox test's.
  const student = await makeStudent(request, 'arabicprojects');
  const made = await request.post('/api/projects', {
    headers: bearer(await apiToken(request, student)),
    data: { name: 'Snoop', language: 'javascript' },
  });
  expect(made.ok()).toBe(true);
  await logIn(page, student);
  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: 'مشاريعي' }).click();
  await expect(page.getByRole('heading', { name: 'مشاريعي' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Snoop' })).toBeVisible();
  await page.screenshot({ path: 'test-results/ar-projects.png', fullPage: true });
  await page.getByRole('link', { name: 'Snoop' }).click();
  await expect(page.getByRole('textbox', { name: 'شيفرة main.js' })).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'تشغيل' }).click();
  await expect(page.getByRole('log', { name: 'المخرجات' })).toContainText('انتهى البرنامج.');
  await expect(page.getByRole('log', { name: 'المخرجات' })).toHaveAttribute('dir', 'ltr');
  await page.screenshot({ path: 'test-results/ar-project.png', fullPage: true });
});
