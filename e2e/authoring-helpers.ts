// What the question-authoring specs share: the creator's API set-up calls, and adding a question in the editor.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, bearer } from './helpers.ts';

/** A call as the demo creator (set-up only: a course to hold the quiz), its answer checked and returned. */
export const creatorApi = async (
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  data: object,
) => {
  const response = await request[method](url, { headers: bearer(await apiToken(request, 'creator')), data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
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
