// Block coding: a blocks project starts with a "print" block that runs in the JavaScript sandbox; a text in
// a block is edited and run again; a saved program with a loop runs; "Blocks and code" shows the JavaScript.
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, createProjectFromProfile, logIn, makeStudent } from './helpers.ts';

test('a blocks project runs its blocks, edited in the workspace', async ({ page, request }) => {
  const student = await makeStudent(request, 'blocksproject');
  await logIn(page, student);
  await createProjectFromProfile(page, 'Block party', 'Blocks');
  const workspace = page.getByRole('application', { name: 'Blocks workspace' });
  await expect(workspace.locator('.blocklyBlockCanvas .blocklyText', { hasText: 'Hello!' })).toBeVisible();
  const output = page.getByRole('log', { name: 'Output' });
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output).toContainText('Hello!');
  await expect(output).toContainText('Program finished.');

  // The text in the block is changed where it is, and the new program runs and is saved.
  await workspace.locator('.blocklyBlockCanvas .blocklyText', { hasText: 'Hello!' }).click();
  const field = page.locator('input.blocklyHtmlInput');
  await expect(field).toBeVisible();
  await field.fill('Blocks are fun');
  await field.press('Enter');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(output).toContainText('Blocks are fun');
  // (Blockly keeps a status region of its own.)
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 10_000,
  });
  await page.screenshot({ path: 'test-results/blocks-project.png', fullPage: true });
  await page.reload();
  await expect(workspace.locator('.blocklyText', { hasText: 'Blocks are fun' })).toBeVisible();
});

test('blocks and code: a loop of blocks runs, and its JavaScript is shown beside it', async ({
  page,
  request,
}) => {
  const student = await makeStudent(request, 'blockscode');
  const token = await apiToken(request, student);
  const created = await request.post('/api/projects', {
    headers: bearer(token),
    data: { name: 'Counting', language: 'mixed' },
  });
  const project = await created.json();
  const loop = {
    blocks: {
      languageVersion: 0,
      blocks: [
        {
          type: 'controls_repeat_ext',
          x: 20,
          y: 20,
          inputs: {
            TIMES: { shadow: { type: 'math_number', fields: { NUM: 3 } } },
            DO: {
              block: {
                type: 'text_print',
                inputs: { TEXT: { shadow: { type: 'text', fields: { TEXT: 'again' } } } },
              },
            },
          },
        },
      ],
    },
  };
  const saved = await request.put(`/api/projects/${project._id}`, {
    headers: bearer(token),
    data: { files: [{ name: 'blocks.json', content: JSON.stringify(loop) }], version: project.version },
  });
  expect(saved.ok()).toBe(true);
  await logIn(page, student);
  await page.goto(`/projects/${project._id}`);
  await expect(page.getByText('The JavaScript your blocks make')).toBeVisible();
  await expect(page.getByText("console.log('again');")).toBeVisible();
  await page.getByRole('button', { name: 'Run' }).click();
  const output = page.getByRole('log', { name: 'Output' });
  await expect(output).toContainText('Program finished.');
  expect((await output.textContent())?.match(/again/g)).toHaveLength(3);
});
