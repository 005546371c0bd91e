// Logging in: every demo role lands on its page, failures show the server's words, guards send people
// to the login page and back, and pages a user may not see say so.
import { expect, test } from './fixtures.ts';
import { expectPath, isPath, logIn, makeAdmin, makeStudent, makeTeacher, submitLogin } from './helpers.ts';

// The demo accounts log in as seeded (no spec changes them): student1 has no current course, so their /learn page
// is the "Learn" page with its greeting.
const LANDINGS = [
  { username: 'admin', path: '/edit/library/courses', heading: 'Library' },
  { username: 'creator', path: '/edit/library/courses', heading: 'Library' },
  { username: 'translator', path: '/edit/library/courses', heading: 'Library' },
  { username: 'teacher', path: '/classes', heading: 'Classes' },
  { username: 'instructor', path: '/classes', heading: 'Classes' },
  { username: 'student1', path: '/learn', heading: 'Learn' },
];

for (const { username, path, heading } of LANDINGS) {
  test(`${username} logs in and lands on ${path}`, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await submitLogin(page, username);
    await expectPath(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Brickyard', exact: true })).toHaveAttribute('href', path);
  });
}

test('the navbar shows each role its links', async ({ page, request }) => {
  await logIn(page, await makeAdmin(request, 'navadmin'));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn?preview=true');
  await expect(nav.getByRole('link', { name: 'Classes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectPath(page, '/login', '');

  await logIn(page, await makeStudent(request, 'navstudent'));
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Hello, .+!$/);
  const studentNav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(studentNav.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
  await expect(studentNav.getByRole('link', { name: 'Reference' })).toHaveAttribute('href', '/reference');
  await expect(studentNav.getByRole('link', { name: 'My projects' })).toHaveAttribute(
    'href',
    '/profile/me/projects',
  );
  await expect(studentNav.getByRole('link', { name: 'My profile' })).toHaveAttribute(
    'href',
    '/profile/me/home',
  );
  // What teachers gave on their work, with a count of what is new (issue 18).
  await expect(studentNav.getByRole('link', { name: 'Feedback' })).toHaveAttribute(
    'href',
    '/profile/me/feedback',
  );
  await expect(studentNav.getByRole('link')).toHaveCount(5);
});

test('teachers see a contact banner they can close for good', async ({ page, request }) => {
  await logIn(page, await makeTeacher(request, 'banner'));
  const banner = page.getByRole('note').filter({ hasText: 'Need help' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'support@brickyard.local' })).toHaveAttribute(
    'href',
    'mailto:support@brickyard.local',
  );
  await banner.getByRole('button', { name: 'Close the help message' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Need help' })).toHaveCount(0);
});

test('a wrong password shows the message the server sent', async ({ page, request }) => {
  const student = await makeStudent(request, 'wrong');
  await page.goto('/login');
  const answer = page.waitForResponse(
    (response) => isPath(response.url(), '/auth/local') && response.request().method() === 'POST',
  );
  await submitLogin(page, student, 'not-the-password');
  const response = await answer;
  expect(response.status()).toBe(401);
  const body = (await response.json()) as { message: string };
  expect(body.message).toBeTruthy();
  const alert = page.getByRole('alert').filter({ hasText: body.message });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Could not log you in');
  await expect(alert).not.toContainText('Unauthorized');
  await expectPath(page, '/login');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
});

test('an empty form is caught before it is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('a page behind the login sends a visitor to log in, then back to it', async ({ page }) => {
  await page.goto('/classes');
  await expectPath(page, '/login', '?next=%2Fclasses');
  await submitLogin(page, 'teacher');
  await expectPath(page, '/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
});

test('a next page the user may not see is ignored for their home', async ({ page }) => {
  await page.goto('/login?next=%2Fusers');
  await submitLogin(page, 'student3');
  await expectPath(page, '/learn');
});

test('"/" leads to the login page, or home once logged in', async ({ page }) => {
  await page.goto('/');
  await expectPath(page, '/login');
  await submitLogin(page, 'teacher');
  await expectPath(page, '/classes');
  await page.goto('/');
  await expectPath(page, '/classes');
});

test('a student opening the users page is told it is not for them', async ({ page }) => {
  await logIn(page, 'student1');
  await page.goto('/users');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are not allowed to see this page' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to my home page' }).click();
  await expectPath(page, '/learn');
});

test('an unknown path shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my home page' }).click();
  await expectPath(page, '/login');
});

test('the navbar popover logs a visitor in from any page', async ({ page }) => {
  await page.goto('/somewhere-else');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const popover = page.getByRole('dialog', { name: 'Log in' });
  await expect(popover.getByLabel('Username')).toBeFocused();
  await submitLogin(page, 'student1', undefined, popover);
  await expectPath(page, '/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
});

test('logging out ends the session on the server too', async ({ page }) => {
  await logIn(page, 'instructor');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectPath(page, '/login', '');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.goto('/classes');
  await expectPath(page, '/login', '?next=%2Fclasses');
});

test('a first visit to the login page logs nothing to the console, and logging in neither', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await submitLogin(page, 'student1');
  await expectPath(page, '/learn');
  expect(logged).toEqual([]);
});
