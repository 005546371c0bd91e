// Issue 21: the assessment editor's questions reorder by drag, and by the keyboard from the same handle; the
// order is what is saved.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { inEnglish, logIn, uniqueTag } from './helpers.ts';

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
  await page.getByRole('link', { name: 'New quiz' }).click();
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
  await page
    .getByRole('button', { name: /^Drag Question 3: Gamma to another place/ })
    .dragTo(page.getByRole('region', { name: 'Question 1: Alpha' }));
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
