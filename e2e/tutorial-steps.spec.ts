// Issue 18, item 2: a tutorial step showed the previous step's code until the page was reloaded (the lesson's
// code editor kept its first value and was reused). A student goes through "My first program" with Got It!:
// each sub-step's editor holds that sub-step's own code, whatever was typed in the one before; what ran and
// an open help panel stay with their step, and Back shows the earlier step's own code again.
import { fileURLToPath } from 'node:url';
import type { Piece } from '@brickyard/core';
import type { Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import { logIn, replaceCode, unlockedStudent } from './helpers.ts';

const TUTORIAL = javascriptCourse.stages[0]!.tutorials[0]!;
const SUBSTEPS = TUTORIAL.steps.flatMap((s) => s.substeps);

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

/** The code of a sub-step's editor, as the seed wrote it. */
const codeOf = (title: string) => {
  const sub = SUBSTEPS.find((s) => s.title === title)!;
  const editor = sub.pieces.find((p: Piece) => p.format === 'editor');
  if (editor?.format !== 'editor') throw new Error(`${title} has no editor`);
  return editor.data.code;
};

const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Code (JavaScript)' });

/** The editor shows `code` (CodeMirror draws each line in a line of its own). */
const expectCode = async (page: Page, code: string) => {
  await expect(editorOf(page)).toHaveCount(1);
  const lines = editorOf(page).locator('.cm-line');
  await expect(lines).toHaveText(code.split('\n'));
};

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

test('each tutorial step shows its own code as the student moves on with Got It!', async ({
  page,
  request,
}) => {
  expect(TUTORIAL.title).toBe('My first program');
  const username = await unlockedStudent(request, 'stepper', 'steppw');
  await logIn(page, username, 'steppw');
  await page.getByRole('link', { name: 'Pick a course' }).click();
  await page.getByRole('button', { name: `Pick ${javascriptCourse.title.en}` }).click();
  await page.getByRole('link', { name: `Open ${TUTORIAL.title}` }).click();

  // The first step: the student changes its code, runs it and opens the help panel.
  await expect(heading(page, 'Meet the editor')).toBeVisible();
  await expectCode(page, codeOf('Meet the editor'));
  await replaceCode(page, editorOf(page), 'console.log("Typed on the first step");');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('log', { name: 'Output' })).toContainText('Typed on the first step');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('region', { name: 'Help' })).toBeVisible();
  await page.getByRole('button', { name: 'Got It!' }).click();

  // Each later step, reached with Got It!, starts from its own code: nothing typed, run or opened before.
  for (const title of [
    'Change the message',
    'Add more lines',
    'Fix the broken line',
    'Your age in 10 years',
  ]) {
    await expect(heading(page, title)).toBeVisible();
    await expectCode(page, codeOf(title));
    await expect(page.getByRole('log', { name: 'Output' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Help' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    if (title === 'Fix the broken line')
      await page.screenshot({ path: shot('tutorial-own-code'), fullPage: true });
    await page.getByRole('button', { name: 'Got It!' }).click();
  }
  await expect(heading(page, 'Minutes in a day')).toBeVisible();
  await expectCode(page, codeOf('Minutes in a day'));

  // Back goes to the step before, with its own code again; the sidebar opens the step it is in.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Your age in 10 years')).toBeVisible();
  await expectCode(page, codeOf('Your age in 10 years'));
  const menu = page.getByRole('navigation', { name: 'Steps' });
  await menu.getByText('Tell us more').click();
  await menu.getByRole('link', { name: 'Fix the broken line' }).click();
  await expect(heading(page, 'Fix the broken line')).toBeVisible();
  await expectCode(page, codeOf('Fix the broken line'));
  await expect(menu.getByRole('link', { name: 'Fix the broken line' })).toHaveAttribute(
    'aria-current',
    'step',
  );
});
