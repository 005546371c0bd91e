// Issue 21: the assessment editor's questions reorder by drag, and by the keyboard from the same handle; the
// order is what is saved.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { inEnglish, logIn, newItemLink, uniqueTag } from './helpers.ts';

test.describe.configure({ timeout: 180_000 });

// The creator is the demo one: only the seed makes authors of a community.
test.beforeAll(async ({ request }) => {
  await inEnglish(request, 'creator');
});

const titles = (page: Page) =>
  page
    .getByRole('region', { name: /^Question \d+: / })
    .evaluateAll((regions) =>
      regions.map((region) => region.getAttribute('aria-label')?.replace(/^Question \d+: /, '')),
    );

test('questions reorder by drag and by the arrow keys on their handle, and the order is saved', async ({
  page,
}) => {
  await logIn(page, 'creator');
  await page.goto('/edit/library/quizzes?language=javascript');
  await newItemLink(page, 'New quiz').click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Reordered ${uniqueTag()}`);
  for (const [n, title] of ['Alpha', 'Beta', 'Gamma'].entries()) {
    await page.getByRole('button', { name: 'Add question' }).click();
    await page
      .getByRole('region', { name: `Question ${n + 1}: Question ${n + 1}` })
      .getByRole('textbox', { name: 'Question title' })
      .fill(title);
  }
  await expect.poll(() => titles(page)).toEqual(['Alpha', 'Beta', 'Gamma']);

  // Gamma dragged onto the first question takes its place.
  // The browser's drag events, sent to the handle and the question it is dropped on (Playwright's mouse drag
  // does not reach this Chromium's drag and drop in headless mode).
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await page
    .getByRole('button', { name: /^Drag Question 3: Gamma to another place/ })
    .dispatchEvent('dragstart', { dataTransfer });
  const target = page.getByRole('region', { name: 'Question 1: Alpha' });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await expect.poll(() => titles(page)).toEqual(['Gamma', 'Alpha', 'Beta']);

  // From its handle, the down arrow moves it one place, and the handle keeps the focus for the next key.
  const handle = page.getByRole('button', { name: /^Drag Question 1: Gamma to another place/ });
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => titles(page)).toEqual(['Alpha', 'Gamma', 'Beta']);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => titles(page)).toEqual(['Alpha', 'Beta', 'Gamma']);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => titles(page)).toEqual(['Alpha', 'Gamma', 'Beta']);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quiz Saved').first()).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/assessment\/(?!new$)[^/]+$/);
  await page.reload();
  await expect.poll(() => titles(page)).toEqual(['Alpha', 'Gamma', 'Beta']);
});

test('Preview shows each question as learners get it and grades answers, saving nothing', async ({
  page,
}) => {
  await logIn(page, 'creator');
  await page.goto('/edit/library/quizzes?language=javascript');
  await newItemLink(page, 'New quiz').click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Previewed ${uniqueTag()}`);
  await page.getByRole('button', { name: 'Add question' }).click();
  await page
    .getByRole('region', { name: 'Question 1: Question 1' })
    .getByRole('textbox', { name: 'Question title' })
    .fill('Pick the loop');
  const editor = page.getByRole('region', { name: 'Question 1: Pick the loop' });
  for (const [n, text] of [
    [1, 'for'],
    [2, 'if'],
  ] as const) {
    await editor.getByRole('button', { name: 'Add Option' }).click();
    await editor.getByRole('textbox', { name: `Option ${n}`, exact: true }).fill(text);
  }
  await editor.getByRole('checkbox', { name: 'Option 1 is correct' }).check();
  await editor.getByRole('button', { name: 'Add a piece to After the tasks at place 1' }).click();
  await page
    .getByRole('dialog', { name: 'Select an Editor' })
    .getByRole('button', { name: 'Text', exact: true })
    .click();
  await editor.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('A for loop repeats.');

  // Unsaved, the question answers in the preview: a wrong choice, then the right one and what follows.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const shown = page.getByRole('region', { name: 'Pick the loop', exact: true });
  await expect(page.getByText('Nothing is saved or counted.', { exact: false })).toBeVisible();
  await expect(shown.getByText('A for loop repeats.')).toHaveCount(0);
  await shown.getByRole('radio', { name: 'if' }).check();
  await shown.getByRole('button', { name: 'Check' }).click();
  await expect(shown.getByRole('status')).toHaveText("Sorry, that wasn't quite right");
  await shown.getByRole('radio', { name: 'for' }).check();
  await shown.getByRole('button', { name: 'Check' }).click();
  await expect(shown.getByRole('status')).toHaveText('Correct, well done!');
  await expect(shown.getByText('A for loop repeats.')).toBeVisible();

  // Back to editing: the draft is as it was, still unsaved.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Question 1: Pick the loop' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});
