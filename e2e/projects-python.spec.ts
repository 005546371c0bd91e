// A student's Python project: a program that asks for a name with input() and greets them, an endless loop
// stopped, a traceback on the student's own line, a fresh namespace each run, and the code still there after
// a reload. Then the same program on a page that is not cross-origin isolated, with its input given first.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, createProjectFromProfile, logIn, makeStudent, replaceCode } from './helpers.ts';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Code of main.py' });
const output = (page: Page) => page.getByRole('log', { name: 'Output' });

const setCode = (page: Page, code: string) => replaceCode(page, editor(page), code);

const GREETER = 'name = input("What is your name? ")\nprint("Hello, " + name + "!")\n';

test('a student runs Python that asks for their name, stops a loop and keeps the code', async ({
  page,
  request,
}) => {
  const student = await makeStudent(request, 'pythonproject');
  await logIn(page, student);
  await createProjectFromProfile(page, 'Greeter', 'Python');
  expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);

  await setCode(page, GREETER);
  await page.getByRole('button', { name: 'Run' }).click();
  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(output(page)).toContainText('What is your name?');
  // The log is not live (each printed line would be announced); the pane's status says the question.
  const said = page.locator('.output-pane').getByRole('status');
  await expect(said).toHaveText('What is your name?');
  await answer.fill('Sam');
  await answer.press('Enter');
  await expect(output(page)).toContainText('What is your name? Sam');
  await expect(output(page)).toContainText('Hello, Sam!');
  await expect(output(page)).toContainText('Program finished.');
  await expect(said).toHaveText('Program finished.');

  // An endless loop: Stop interrupts it, and Python stays loaded for the next run.
  await setCode(page, 'count = 0\nwhile True:\n    count += 1\n');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(output(page)).toContainText('Program stopped.');
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();

  // An error points at the student's line, without Pyodide's own frames; the last run's names are gone.
  await setCode(page, 'def greet():\n    print(nme)\n\ngreet()\nprint(count)\n');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output(page)).toContainText('Line 2: Traceback (most recent call last):');
  await expect(output(page)).toContainText("NameError: name 'nme' is not defined");
  await expect(output(page)).not.toContainText('_pyodide');
  await setCode(page, 'print(count)\n');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output(page)).toContainText("NameError: name 'count' is not defined");

  // The greeter again, saved and found after a reload.
  await setCode(page, GREETER);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 10_000,
  });
  await page.reload();
  await expect(editor(page)).toContainText('name = input("What is your name? ")');
});

test('without cross-origin isolation, input is given before the run', async ({ page, request }) => {
  const student = await makeStudent(request, 'pythonoffline');
  const token = await apiToken(request, student);
  const created = await request.post('/api/projects', {
    headers: bearer(token),
    data: { name: 'Greeter offline', language: 'python' },
  });
  const project = await created.json();
  const saved = await request.put(`/api/projects/${project._id}`, {
    headers: bearer(token),
    data: { files: [{ name: 'main.py', content: GREETER }], version: project.version },
  });
  expect(saved.ok()).toBe(true);
  await logIn(page, student);
  // Opened from inside the app (no page load), the project page is not isolated.
  await page.goto('/learn');
  await page.evaluate((id) => {
    window.history.pushState({}, '', `/projects/${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, project._id);
  await expect(page.getByRole('heading', { name: 'Greeter offline' })).toBeVisible();
  expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(false);
  await page.getByLabel('Input for the program').fill('Ada');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output(page)).toContainText('Hello, Ada!', { timeout: 30_000 });
  // Asking for more input than was given ends the program with Python's own error.
  await page.getByLabel('Input for the program').fill('');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output(page)).toContainText('EOFError');
});
