// What the two bulk import specs share: a run tag of letters, a class to import into, and a file picked the
// way a person picks one.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiToken, bearer } from './helpers.ts';

/** Letters from the clock, so names differ between runs (usernames take letters only). */
export const runTag = (letter: string) =>
  Date.now()
    .toString(36)
    .replace(/[^a-z]/g, letter);

/** Clicks the file field and answers the file chooser, as a person picking a file would. */
export const chooseFile = async (page: Page, field: Locator, name: string, buffer: Buffer) => {
  const chooser = page.waitForEvent('filechooser');
  await field.click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer });
};

/** A class made by the admin, to import students into. */
export const makeClass = async (request: APIRequestContext, name: string) => {
  const made = await request.post('/api/classes', {
    data: { name, password: 'imported' },
    headers: bearer(await apiToken(request, 'admin')),
  });
  expect(made.ok()).toBe(true);
  return (await made.json())._id as string;
};
