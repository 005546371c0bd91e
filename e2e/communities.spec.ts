// Issue 22, item 1: roles per community. An admin of the spec's own makes a content creator of a new community
// in the user editor, by clicking; the creator logs in to that community's empty library and builds a course in
// it. A translator with roles in two communities switches between them from the account menu, and the library
// follows; the choice is remembered.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  bearer,
  DEMO_PASSWORD,
  expectPath,
  logIn,
  logOut,
  makeAdmin,
  makeUser,
  newItemLink,
  uniqueTag,
} from './helpers.ts';

/** A content community made by `admin` through the API (set-up), and its id. */
const makeCommunity = async (request: APIRequestContext, admin: string, name: string) => {
  const created = await request.post('/api/learning_environments', {
    headers: bearer(await apiToken(request, admin)),
    data: { name, type: 'Community' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json())._id as string;
};

/** Gives a role in an environment in the user editor's "Schools and communities", by searching its name. */
const addEnvironmentRole = async (page: Page, name: string, role: string) => {
  const roles = page.getByRole('group', { name: 'Schools and communities' });
  await roles.getByRole('combobox', { name: 'School or community' }).fill(name);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: `${name} (community)` })
    .click();
  await roles.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
  await roles.getByRole('button', { name: 'Add role' }).click();
  await expect(roles.getByRole('row', { name: new RegExp(`${name}.*${role}`) })).toBeVisible();
};

test('an admin makes a creator of a new community in the user editor; the creator builds a course there', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const admin = await makeAdmin(request, 'commadmin');
  const community = `Guild ${tag}`;
  const communityId = await makeCommunity(request, admin, community);

  await logIn(page, admin);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByRole('link', { name: 'Create user' }).click();
  const form = page.getByRole('form', { name: 'New user' });
  const username = `maker${tag}`;
  await form.getByLabel('First name').fill('Mona');
  await form.getByLabel('Last name').fill('Maker');
  await form.getByLabel('Username').fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await expect(form.getByText('No role in any school or community yet.')).toBeVisible();
  await addEnvironmentRole(page, community, 'Content creator');
  await page.screenshot({ path: test.info().outputPath('user-editor-roles.png'), fullPage: true });
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('User Saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mona Maker' })).toBeVisible();
  // Read back from the server: the role is listed by the community's name.
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Schools and communities' })
      .getByRole('row', { name: new RegExp(community) }),
  ).toContainText('Content creator');
  await logOut(page);

  // The new creator lands in the library of their community, empty, and builds a course there.
  await logIn(page, username);
  await expectPath(page, '/edit/library/courses');
  await expect(page.getByText('You can only edit the library of a community')).toHaveCount(0);
  // Nothing of their own yet: the global community's courses are listed beside, to read and copy, not to change.
  const library = page.getByRole('table', { name: 'Library: Courses' });
  await expect(library.getByRole('row', { name: /JavaScript: first steps/ })).toContainText('Read only');
  await expect(library.getByRole('button', { name: 'Archive JavaScript: first steps' })).toBeDisabled();
  await newItemLink(page, 'New course').click();
  const course = `Guild course ${tag}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(course);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Course Saved').first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expect(
    page.getByRole('table', { name: 'Library: Courses' }).getByRole('link', { name: course, exact: true }),
  ).toBeVisible();
  await logOut(page);

  // A second creator of the community reads the course but does not change it: only its author and admins do.
  const second = await makeUser(request, 'secondmaker', { roles: ['contentCreator'] });
  const adminHeaders = bearer(await apiToken(request, admin));
  const secondId = (
    await (await request.get(`/api/users?username=${second}`, { headers: adminHeaders })).json()
  ).items[0]._id;
  const madeAuthor = await request.put(`/api/users/${secondId}`, {
    headers: adminHeaders,
    data: {
      learningEnvironments: {
        student: [],
        teacher: [],
        admin: [],
        contentCreator: [communityId],
        translator: [],
      },
    },
  });
  expect(madeAuthor.status(), await madeAuthor.text()).toBe(200);
  await logIn(page, second);
  await page
    .getByRole('table', { name: 'Library: Courses' })
    .getByRole('link', { name: course, exact: true })
    .click();
  await expect(page.getByText('Another author wrote this item')).toBeVisible();
  // They may translate it (the editor opens on a translation), not change its English or its stages.
  await expect(page.getByRole('button', { name: 'Add stage' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('not-yours.png') });
});

test('a translator of two communities switches between them from the account menu, and the library follows', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const admin = await makeAdmin(request, 'switchadmin');
  const community = `Circle ${tag}`;
  const communityId = await makeCommunity(request, admin, community);
  // A course of the new community's, made by an author of its own (set-up).
  const author = await makeUser(request, 'circleauthor', { roles: ['contentCreator'] });
  const adminHeaders = bearer(await apiToken(request, admin));
  const usersOf = async (name: string) =>
    (await (await request.get(`/api/users?username=${name}`, { headers: adminHeaders })).json()).items[0];
  const lists = (roles: Record<string, string[]>) => ({
    student: [],
    teacher: [],
    admin: [],
    contentCreator: [],
    translator: [],
    ...roles,
  });
  const authorId = (await usersOf(author))._id;
  const given = await request.put(`/api/users/${authorId}`, {
    headers: adminHeaders,
    data: { learningEnvironments: lists({ contentCreator: [communityId] }) },
  });
  expect(given.status(), await given.text()).toBe(200);
  const circleCourse = `Circle course ${tag}`;
  const made = await request.post('/api/courses', {
    headers: bearer(await apiToken(request, author)),
    data: { title: circleCourse, language: 'javascript' },
  });
  expect(made.status(), await made.text()).toBe(201);
  // The translator: of the global community (their current one) and of the new one.
  const translator = await makeUser(request, 'twohats', { roles: ['translator'] });
  const translatorUser = await usersOf(translator);
  const global = (
    await (await request.get('/api/learning_environments?global=true', { headers: adminHeaders })).json()
  ).items[0]._id;
  const roles = await request.put(`/api/users/${translatorUser._id}`, {
    headers: adminHeaders,
    data: { learningEnvironments: lists({ translator: [global, communityId] }) },
  });
  expect(roles.status(), await roles.text()).toBe(200);

  await logIn(page, translator);
  await expectPath(page, '/edit/library/courses');
  const account = page.getByRole('button', { name: 'Sam Student: my account' });
  const table = page.getByRole('table', { name: 'Library: Courses' });
  await page.getByLabel('Name').fill(circleCourse);
  await expect(page).toHaveURL(/name=/);
  await expect(table.getByRole('link', { name: circleCourse, exact: true })).toHaveCount(0);
  await account.click();
  const menu = page.getByRole('menu');
  const current = (inMenu: typeof menu) => inMenu.locator('[role="menuitem"][aria-current="true"]');
  await expect(current(menu)).toHaveText('Brickyard Community');
  await page.screenshot({ path: test.info().outputPath('account-menu.png') });
  await menu.getByRole('menuitem', { name: community }).click();
  await expect(page.getByText(`You are now working in ${community}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('community-switched.png') });
  await expect(table.getByRole('link', { name: circleCourse, exact: true })).toBeVisible();
  // Remembered: a new visit opens in the community chosen last.
  await page.reload();
  await account.click();
  await expect(current(page.getByRole('menu'))).toHaveText(community);
  await page.keyboard.press('Escape');
  await expect(table.getByRole('link', { name: circleCourse, exact: true })).toBeVisible();
});

test('in Arabic the roles of the user editor and the account menu read right to left', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const admin = await makeAdmin(request, 'rtladmin', { locale: 'ar' });
  const community = `Guild ${tag}`;
  await makeCommunity(request, admin, community);
  await logIn(page, admin);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/users/new');
  const roles = page.getByRole('group', { name: 'المدارس والمجتمعات' });
  await roles.getByRole('combobox', { name: 'المدرسة أو المجتمع' }).fill(community);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: `${community} (مجتمع)` })
    .click();
  await roles.getByRole('button', { name: 'إضافة دور' }).click();
  await expect(roles.getByRole('row', { name: new RegExp(community) })).toBeVisible();
  await roles.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('roles-ar.png') });
  await page.getByRole('button', { name: 'Adam Zimmer: حسابي' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'بياناتي' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('account-menu-ar.png') });
});
