// What the two bulk import specs share: a run tag of letters, a class to import into, and a file picked the
// way a person picks one.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { makeClass as makeClassOf } from './helpers.ts';

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

/** A class made by `admin` (the spec's own), to import students into. */
export const makeClass = async (request: APIRequestContext, admin: string, name: string) =>
  (await makeClassOf(request, admin, name, { password: 'imported' }))._id;
