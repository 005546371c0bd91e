// What the question-authoring specs share: the creator's API set-up calls, and adding a question in the editor.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, bearer } from './helpers.ts';

/** A call as `username` with a fresh token (set-up only), its answer checked and returned. */
export const apiAs = async (
  request: APIRequestContext,
  username: string,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
) => {
  const response = await request[method](url, { headers: bearer(await apiToken(request, username)), data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
};

/** A call as the demo creator (set-up only: a course to hold the quiz). */
export const creatorApi = (
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
) => apiAs(request, 'creator', method, url, data);

/**
 * After a quiz's last question the learner is back on the course home; the quiz, opened again, shows its result:
 * the share right first time against the pass mark, and the xp it gave.
 */
export const expectQuizResult = async (page: Page, quiz: string, percent: number, xp: number) => {
  await expect(page).toHaveURL(/\/learn$/);
  await page.getByRole('link', { name: `Open ${quiz}` }).click();
  const result = page.getByRole('region', { name: 'Your result' });
  await expect(result).toContainText(`${percent}% right (pass mark`);
  await expect(result).toContainText(`XP earned: ${xp}`);
};

/** Adds question `n` in the assessment editor, gives it a title and a type; returns its editor. */
export const addQuestion = async (page: Page, n: number, title: string, type: string) => {
  await page.getByRole('button', { name: 'Add question' }).click();
  await page
    .getByRole('region', { name: `Question ${n}: Question ${n}` })
    .getByRole('textbox', { name: 'Question title' })
    .fill(title);
  const editor = page.getByRole('region', { name: `Question ${n}: ${title}` });
  await editor.getByRole('combobox', { name: 'Type' }).selectOption({ label: type });
  return editor;
};
