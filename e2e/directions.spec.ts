// Issue 18, seam "Words": the Back arrows (and every icon pointing left or right) point the way the page reads,
// so in Arabic they are mirrored; Escape closes the phone (burger) menu as it closes any other panel.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  asOtherUser,
  bearer,
  logIn,
  makeClass,
  makeStudent,
  makeTeacher,
  setCurrentCourse,
  setLocale,
} from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

/** A student of the spec's own, following the JavaScript course with every stage open. */
const makeLearner = async (request: APIRequestContext) => {
  const username = await makeStudent(request, 'dir', { password: 'dirpw1', unlocked: true });
  await setCurrentCourse(request, username, javascriptCourse.title.en, 'dirpw1');
  return username;
};

/** The address of the boost "Practice: numbers and sums", whose page has a Back button. */
const boostPath = async (request: APIRequestContext, username: string) => {
  const headers = bearer(await apiToken(request, username, 'dirpw1'));
  const me = await (await request.get('/api/users/me', { headers })).json();
  const home = await (await request.get(`/api/courses/${me.current_course}/home`, { headers })).json();
  const topic = home.stages[0].sections.topics.find(
    (t: { title: string }) => t.title === javascriptCourse.stages[0]!.topics[1]!.title,
  );
  return `/learn/assessment/${topic.boost._id}?course=${me.current_course}`;
};

/** The horizontal scale the icon is drawn with: -1 when mirrored, 1 when not. */
const xScale = (icon: Locator) =>
  icon.evaluate((svg) => {
    const transform = getComputedStyle(svg).transform;
    return transform === 'none' ? 1 : new DOMMatrix(transform).a;
  });

test('in Arabic the Back arrow points right, the way the page reads; in English it points left', async ({
  browser,
  page,
  request,
}) => {
  const username = await makeLearner(request);
  const path = await boostPath(request, username);
  await logIn(page, username, 'dirpw1');
  await page.goto(path);
  const back = page.getByRole('link', { name: 'Back to the course' });
  await expect(back).toBeVisible();
  expect(await xScale(back.locator('svg'))).toBe(1);

  await setLocale(request, username, 'ar', 'dirpw1');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const backAr = page.getByRole('link', { name: 'العودة إلى الدورة' });
  await expect(backAr).toBeVisible();
  expect(await xScale(backAr.locator('svg'))).toBe(-1);
  // The arrow's head is on the right of its shaft after mirroring: it points the way out of an Arabic page.
  await page.screenshot({ path: shot('back-arrow-ar') });

  // The teachers' Back link on a class page mirrors the same way.
  const teacher = await makeTeacher(request, 'dirteacher');
  await makeClass(request, teacher, 'Year 8 Coding');
  await setLocale(request, teacher, 'ar');
  await asOtherUser(browser, teacher, async (teacherPage) => {
    await teacherPage.getByRole('link', { name: 'Year 8 Coding' }).click();
    const classBack = teacherPage.getByRole('link', { name: 'كل الصفوف' });
    await expect(classBack).toBeVisible();
    expect(await xScale(classBack.locator('svg'))).toBe(-1);
  });
});

test('on a phone, Escape closes the menu and gives the focus back to its button', async ({
  page,
  request,
}) => {
  const username = await makeLearner(request);
  await page.setViewportSize({ width: 390, height: 800 });
  await logIn(page, username, 'dirpw1');
  const open = page.getByRole('button', { name: 'Open the menu' });
  await open.click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Reference' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the menu' })).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const burger = page.getByRole('button', { name: 'Open the menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();

  // From the keyboard alone: Enter opens it again, Escape closes it again.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.screenshot({ path: shot('phone-menu-closed') });
});
