// What every journey needs: the demo password, logging in through the form, and where the page is.
import { existsSync, readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { mailboxFile, serverPort, serverURL } from './servers.ts';

/** Every seeded demo account shares this password. */
export const DEMO_PASSWORD = 'brickyard';

/** The server's teacher signup code in the e2e runs (e2e/start-server.mjs). */
export const TEACHER_SIGNUP_CODE = 'e2e-teachers-welcome';

/** Fills and submits the login form that is on the page (or inside `scope`). */
export const submitLogin = async (
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  scope: ReturnType<Page['locator']> | Page = page,
) => {
  await scope.getByLabel('Username').fill(username);
  await scope.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Log in' }).click();
};

/** Opens the login page and logs in, waiting until the app has left it. */
export const logIn = async (page: Page, username: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page).not.toHaveURL(/\/login/);
};

/** Logs out with the navbar button and waits for the login page (until then the old page is still there). */
export const logOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectPath(page, '/login');
};

/** Waits until the page shows `path` (and, when given, exactly this query string). */
export const expectPath = async (page: Page, path: string, search?: string) => {
  await expect(page).toHaveURL(
    (url) => url.pathname === path && (search === undefined || url.search === search),
  );
};

export const isPath = (url: string, path: string) => new URL(url).pathname === path;

/** An access token for API set-up calls made by a spec (not by the page). */
export const apiToken = async (request: APIRequestContext, username: string, password = DEMO_PASSWORD) => {
  const response = await request.post('/auth/local', { data: { username, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new student (made by the admin) whose content is unlocked, so any topic, tutorial or challenge opens without
 * what comes before it. `prefix` names them (letters only); the password is `password`.
 */
export const unlockedStudent = (request: APIRequestContext, prefix: string, password: string) =>
  makeStudent(request, prefix, { password, firstName: 'Cody', lastName: 'Coder', unlocked: true });

/** Sets the account's language through the API (set-up, not what the spec is about). */
export const setLocale = async (
  request: APIRequestContext,
  username: string,
  locale: 'en' | 'ar' | 'it' | 'de',
  password = DEMO_PASSWORD,
) => {
  const token = await apiToken(request, username, password);
  const response = await request.put('/api/users/me/locale', { headers: bearer(token), data: { locale } });
  expect(response.ok()).toBe(true);
};

/**
 * Sets the account's language back to English. Only for the demo authors (creator, translator, and admin for the
 * library): no API makes an author of a community, so the authoring specs share them and one may have changed it.
 * Every other account a spec uses is its own (makeUser).
 */
export const inEnglish = (request: APIRequestContext, username: string) => setLocale(request, username, 'en');

/** Runs `act` as `username` logged in in a browser context of their own, beside the spec's page. */
export const asOtherUser = async (
  browser: Browser,
  username: string,
  act: (page: Page) => Promise<void>,
  password = DEMO_PASSWORD,
) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logIn(page, username, password);
    await act(page);
  } finally {
    await context.close();
  }
};

/** Replaces the text of a code editor, as typing would (inserted whole, so the editor adds no brackets). */
export const replaceCode = async (page: Page, editor: ReturnType<Page['locator']>, code: string) => {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
};

/** Makes a project from the student's own "My projects" page and waits for its page. */
export const createProjectFromProfile = async (page: Page, name: string, language?: string) => {
  await page.getByRole('link', { name: 'My projects' }).click();
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Project name').fill(name);
  if (language) await dialog.getByLabel('Language').selectOption({ label: language });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
};

/** The address of the running test's server (each worker has its own, servers.ts). */
export const currentServerURL = () => serverURL(test.info().parallelIndex);

/** The mail the SMTP server beside this worker's server received for `address` (start-server.mjs writes it). */
export const mailsTo = (address: string): { to: string[]; raw: string }[] => {
  const file = mailboxFile(serverPort(test.info().parallelIndex));
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
};

/** Makes the course titled `title` the learner's current course through the API (set-up for a spec). */
export const setCurrentCourse = async (
  request: APIRequestContext,
  username: string,
  title: string | null,
  password = DEMO_PASSWORD,
) => {
  const headers = bearer(await apiToken(request, username, password));
  let currentCourse: string | null = null;
  if (title !== null) {
    const courses = await (await request.get('/api/courses?draft=false&limit=200', { headers })).json();
    currentCourse = courses.items.find((course: { title: string }) => course.title === title)?._id ?? null;
    expect(currentCourse, title).toBeTruthy();
  }
  const response = await request.put('/api/users/me/update-course', { headers, data: { currentCourse } });
  expect(response.ok()).toBe(true);
};

/** Letters from the clock and a counter, so names differ between runs and between calls of one run. */
let made = 0;
export const uniqueTag = (letter = 'x') =>
  `${Date.now().toString(36)}${(made++).toString(36)}`.replace(/[^a-z]/g, letter);

type Role = 'student' | 'teacher' | 'instructor' | 'admin' | 'contentCreator' | 'translator';

/**
 * A new account of the spec's own, made by the demo admin through the API (set-up): its username starts with
 * `prefix` (letters only) and is unique to the run; a student unless `roles` says otherwise. `locale` sets its
 * language (as the account itself would), `unlocked` opens every stage, so a spec can open an item without the
 * ones before it. Returns the username; the password is `password` (the demo password unless given).
 */
export const makeUser = async (
  request: APIRequestContext,
  prefix: string,
  options: {
    roles?: Role[];
    password?: string;
    firstName?: string;
    lastName?: string;
    locale?: 'en' | 'ar' | 'it' | 'de';
    unlocked?: boolean;
  } = {},
) => {
  const admin = bearer(await apiToken(request, 'admin'));
  const username = `${prefix}${uniqueTag()}`;
  const password = options.password ?? DEMO_PASSWORD;
  const created = await request.post('/api/users', {
    data: {
      username,
      password,
      first_name: options.firstName ?? 'Sam',
      last_name: options.lastName ?? 'Student',
      ...(options.roles ? { roles: options.roles } : {}),
    },
    headers: admin,
  });
  expect(created.status()).toBe(201);
  if (options.unlocked) {
    const { _id } = await created.json();
    const unlocked = await request.put(`/api/users/${_id}/unlockContent`, {
      data: { contentUnlocked: true },
      headers: admin,
    });
    expect(unlocked.status()).toBe(200);
  }
  if (options.locale) await setLocale(request, username, options.locale, password);
  return username;
};

/** A new student account of the spec's own (makeUser with the student's defaults). */
export const makeStudent = (
  request: APIRequestContext,
  prefix: string,
  options: { password?: string; firstName?: string; lastName?: string; unlocked?: boolean } = {},
) => makeUser(request, prefix, options);

/** A new teacher of the spec's own (makeUser), named Tess Teacher as the demo teacher is. */
export const makeTeacher = (request: APIRequestContext, prefix: string, password = DEMO_PASSWORD) =>
  makeUser(request, prefix, { roles: ['teacher'], password, firstName: 'Tess', lastName: 'Teacher' });

/**
 * A new admin of the spec's own (makeUser). Named Adam Zimmer: last in the users table by last name, so the
 * demo accounts stay on its first page.
 */
export const makeAdmin = (
  request: APIRequestContext,
  prefix: string,
  options: { password?: string; locale?: 'en' | 'ar' | 'it' | 'de' } = {},
) => makeUser(request, prefix, { ...options, roles: ['admin'], firstName: 'Adam', lastName: 'Zimmer' });

/**
 * A class of `teacher`'s own made through the API (set-up), taking the published courses titled `courses`, in
 * that order. Returns its id and its class code.
 */
export const makeClass = async (
  request: APIRequestContext,
  teacher: string,
  name: string,
  options: { courses?: string[]; password?: string; teacherPassword?: string } = {},
) => {
  const headers = bearer(await apiToken(request, teacher, options.teacherPassword));
  let courses: string[] | undefined;
  if (options.courses) {
    const published = await (await request.get('/api/courses?draft=false&limit=200', { headers })).json();
    courses = options.courses.map(
      (title) => published.items.find((course: { title: string }) => course.title === title)._id as string,
    );
  }
  const created = await request.post('/api/classes', {
    data: { name, password: options.password ?? 'classpw', ...(courses ? { courses } : {}) },
    headers,
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { _id: string; classId: string };
};

/** `student` joins the class whose class code is `classCode` through the API (set-up). */
export const joinClass = async (
  request: APIRequestContext,
  student: string,
  classCode: string,
  password = DEMO_PASSWORD,
) => {
  const joined = await request.post(`/api/classes/addUserToClass/${classCode}`, {
    headers: bearer(await apiToken(request, student, password)),
  });
  expect(joined.ok(), await joined.text()).toBe(true);
};

/**
 * The library's "New …" button ("New quiz"): it comes before the table, whose rows may hold an item another
 * spec left with the same title.
 */
export const newItemLink = (page: Page, name: string | RegExp) =>
  page.getByRole('link', typeof name === 'string' ? { name, exact: true } : { name }).first();
