// Publishing a course in its editor as an author does: the Published switch opens the publish modal, which says
// what learners will not see yet and offers to publish the drafts inside (issue 18).
import { expect, type Page } from '@playwright/test';

export const publishInEditor = async (page: Page, course: string, options: { drafts?: boolean } = {}) => {
  await page.getByRole('switch', { name: 'Published', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish ${course}` });
  await dialog
    .getByRole('button', {
      name: options.drafts ? 'Publish the course and the drafts inside' : /^Publish( the course only)?$/,
    })
    .click();
  await expect(page.getByText(`${course} is published`).first()).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Published', exact: true })).toBeChecked();
};
