// A web project: the page shows in the live preview as the student types, its script runs with jQuery
// served by us, and its console reaches the output pane; the preview frame cannot reach the app.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createProjectFromProfile, logIn, makeStudent, replaceCode } from './helpers.ts';

const preview = (page: Page) => page.frameLocator('iframe[title="Preview of the page"]');

const setCode = async (page: Page, file: string, code: string) => {
  await page.getByRole('tab', { name: file }).click();
  await replaceCode(page, page.getByRole('textbox', { name: `Code of ${file}` }), code);
};

test('a web project renders its heading, styles and script in the preview', async ({ page, request }) => {
  const student = await makeStudent(request, 'webproject');
  await logIn(page, student);
  await createProjectFromProfile(page, 'My page', 'Web page');
  // The starter page is shown straight away.
  await expect(preview(page).getByRole('heading', { name: 'Hello!' })).toBeVisible();

  await setCode(page, 'index.html', '<h1 id="title">Welcome to my page</h1>\n<p id="note">Loading…</p>\n');
  await setCode(page, 'style.css', 'h1 { color: rgb(0, 128, 0); }\n');
  await setCode(
    page,
    'script.js',
    '$("#note").text("jQuery works");\nconsole.log("page ready");\ntry { console.log(document.cookie.length, parent.document.title); } catch (e) { console.log("parent refused"); }\nfetch("/api/users/me").catch(() => console.log("fetch refused"));\n',
  );
  const heading = preview(page).getByRole('heading', { name: 'Welcome to my page' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('color', 'rgb(0, 128, 0)');
  await expect(preview(page).getByText('jQuery works')).toBeVisible();
  const output = page.getByRole('log', { name: 'Output' });
  await expect(output).toContainText('page ready');
  await expect(output).toContainText('parent refused');
  await expect(output).toContainText('fetch refused');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output).toContainText('page ready');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 10_000,
  });
  await page.screenshot({ path: 'test-results/web-project.png', fullPage: true });
});
