// Issue 22, item 2: the admins' pages for schools and content communities. An admin of the spec's own finds them
// in the navbar, creates a content community, renames it, archives it (it leaves the list, and comes back with
// "Show archived"), restores it and works in it; creates a school, whose form first asks for the post code; sees
// a school's people by role and its classes; a teacher signs up into the new school; and the list reads right to
// left in Arabic. Screenshots in the test's output folder (environments-*.png).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  expectPath,
  logIn,
  logOut,
  makeAdmin,
  TEACHER_SIGNUP_CODE,
  uniqueTag,
} from './helpers.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`environments-${name}.png`), fullPage: true });

/** The notification saying `text` (Mantine's notifications are alerts). */
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('an admin creates, renames, archives, restores and works in a content community', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const name = `Guild ${tag}`;
  await logIn(page, await makeAdmin(request, 'envadmin'));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Schools' })
    .click();
  await expectPath(page, '/environments');
  await expect(page.getByRole('heading', { level: 1, name: 'Schools and communities' })).toBeVisible();

  await page.getByRole('button', { name: 'New community' }).click();
  const create = page.getByRole('dialog', { name: 'New community' });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(notice(page, `${name} was created`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Members' })).toBeVisible();
  await shot(page, 'community');

  // Renamed in its details.
  const renamed = `Guild Hall ${tag}`;
  const details = page.getByRole('form', { name: 'Details' });
  await details.getByLabel('Name').fill(renamed);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Archived, once confirmed.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive' });
  await expect(confirm).toContainText(`Archive ${renamed}? Authors can no longer choose it`);
  await shot(page, 'archive');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(confirm).toBeHidden();
  await expect(notice(page, `${renamed} was archived`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Work in this community' })).toHaveCount(0);
  await shot(page, 'archived');

  // Gone from the list, which shows those in use; back with "Show archived".
  await page.getByRole('link', { name: 'All schools and communities' }).click();
  const filters = page.getByRole('search', { name: 'Filter schools and communities' });
  await filters.getByLabel('Name').fill(tag);
  const table = page.getByRole('table', { name: 'Schools and communities' });
  await expect(page.getByRole('main')).toContainText('No school or community matches these filters.');
  await expect(table.getByRole('link', { name: renamed })).toHaveCount(0);
  await filters.getByRole('switch', { name: 'Show archived' }).check();
  const row = table.getByRole('row', { name: new RegExp(renamed) });
  await expect(row).toContainText('Content community');
  await expect(row).toContainText('Archived');
  await shot(page, 'list-archived');
  await row.getByRole('link', { name: renamed }).click();

  // Restored, and worked in: the library of that community.
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(notice(page, `${renamed} was restored`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Work in this community' }).click();
  await expectPath(page, '/edit/library/courses');
  await expect(notice(page, `You are now working in ${renamed}`)).toBeVisible();
});

test('an admin creates a school, asked for its post code first, and sees a school’s people and classes', async ({
  page,
  request,
}) => {
  const name = `Brook Academy ${uniqueTag()}`;
  await logIn(page, await makeAdmin(request, 'schooladmin'));
  await page.goto('/environments');
  await page.getByRole('button', { name: 'New school' }).click();
  const create = page.getByRole('dialog', { name: 'New school' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Type').selectOption({ label: 'Academy' });
  await create.getByLabel('Min age').fill('11');
  await create.getByLabel('Max age').fill('16');
  await create.getByRole('button', { name: 'Create' }).click();
  const postcode = create.getByLabel('Post code');
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription(/Post code is required/);
  await shot(page, 'new-school-error');
  await postcode.fill('BR2 7AB');
  await create.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(notice(page, `${name} was created`)).toBeVisible();
  const details = page.getByRole('form', { name: 'Details' });
  await expect(details.getByLabel('Post code')).toHaveValue('BR2 7AB');
  await expect(details.getByLabel('Min age')).toHaveValue('11');
  await expect(page.getByRole('heading', { level: 2, name: 'Classes (0)' })).toBeVisible();

  // The demo school: its teacher links into the user editor, its class to the class's page.
  await page.getByRole('link', { name: 'All schools and communities' }).click();
  await page
    .getByRole('search', { name: 'Filter schools and communities' })
    .getByLabel('Name')
    .fill('Brickyard Demo School');
  await page
    .getByRole('table', { name: 'Schools and communities' })
    .getByRole('link', { name: 'Brickyard Demo School' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brickyard Demo School' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Teachers \(\d+\)$/ })).toBeVisible();
  const classes = page.getByRole('table', { name: 'Classes of Brickyard Demo School' });
  await expect(classes.getByRole('link', { name: 'Year 8 Coding' })).toHaveAttribute(
    'href',
    /^\/class\/[^/]+\/details$/,
  );
  await shot(page, 'school');
  await classes
    .getByRole('row', { name: /Year 8 Coding/ })
    .getByRole('link', { name: 'Tess Teacher' })
    .click();
  await expect(page).toHaveURL(/\/users\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tess Teacher' })).toBeVisible();
  await logOut(page);

  // A teacher signs up into the new school, found by its name.
  const teacher = `brookteach${uniqueTag()}`;
  await page.getByRole('button', { name: 'I am a teacher' }).click();
  const signup = page.getByRole('dialog', { name: 'Teacher sign up' });
  await signup.getByLabel('Signup code').fill(TEACHER_SIGNUP_CODE);
  await signup.getByLabel('Username').fill(teacher);
  await signup.getByRole('textbox', { name: 'Password', exact: true }).fill('brookside');
  await signup.getByLabel('Confirm password').fill('brookside');
  await signup.getByRole('button', { name: 'Continue' }).click();
  await signup.getByLabel('First name').fill('Bea');
  await signup.getByLabel('Surname').fill('Brook');
  await signup.getByLabel('Email').fill(`${teacher}@example.org`);
  await signup.getByRole('button', { name: 'Continue' }).click();
  await signup.getByRole('combobox', { name: 'Establishment' }).fill(name);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: `${name} (BR2 7AB)` })
    .click();
  await signup.getByRole('button', { name: 'Create my account' }).click();
  await expect(signup.getByRole('heading', { name: 'Thanks for signing up!' })).toBeVisible();
  const me = await (
    await request.get('/api/users/me', { headers: bearer(await apiToken(request, teacher, 'brookside')) })
  ).json();
  expect(me.school.school_name).toBe(name);
});

test('in Arabic the list reads right to left', async ({ page, request }) => {
  await logIn(page, await makeAdmin(request, 'envarabic', { locale: 'ar' }));
  await page
    .getByRole('navigation', { name: 'التنقل الرئيسي' })
    .getByRole('link', { name: 'المدارس' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المدارس والمجتمعات' })).toBeVisible();
  await page.getByRole('search', { name: 'تصفية المدارس والمجتمعات' }).getByLabel('الاسم').fill('Brickyard');
  const demo = page
    .getByRole('table', { name: 'المدارس والمجتمعات' })
    .getByRole('link', { name: 'Brickyard Demo School' });
  // The heading row, the demo community's and the demo school's, once the search is made.
  await expect(page.getByRole('table', { name: 'المدارس والمجتمعات' }).getByRole('row')).toHaveCount(3);
  await expect(demo).toBeVisible();
  await expect(page.getByRole('table', { name: 'المدارس والمجتمعات' })).toContainText('مجتمع محتوى');
  await page.screenshot({ path: test.info().outputPath('environments-ar.png'), fullPage: true });
  await demo.click();
  await expect(page.getByRole('heading', { level: 2, name: 'الأعضاء' })).toBeVisible();
  await shot(page, 'school-ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'school-ar-390');
});
