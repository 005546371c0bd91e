// Issue 19, goal 5: right to left, finished. In Arabic pages the English titles written by authors keep their
// punctuation at their own end (each is isolated with <bdi> or dir="auto"), the tutorial's arrows point the way
// the page reads, the text editor's link popup speaks Arabic with a left-to-right address, program output has a
// font with Arabic letters, a syntax item's meaning sits beside its code, and every percentage is written the
// Arabic way. Screenshots at 1280 and 390 px (test-results/rtl-*.png).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import { logIn, replaceCode, setLocale, unlockedStudent } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/rtl-${name}.png`, import.meta.url));
const ar = JSON.parse(
  readFileSync(new URL('../packages/web/src/i18n/locales/ar.json', import.meta.url), 'utf8'),
);
const stage1 = javascriptCourse.stages[0]!;
const TUTORIAL = stage1.tutorials[0]!;
const LESSON = stage1.topics[0]!.conceptIntro!;
const QUIZ = stage1.introQuizzes[0]!.title; // "What do you know already?"
/** A percentage as the browser writes it in the page's language (the one way the app writes them). */
const percentIn = (page: Page, value: number) =>
  page.evaluate(
    (v) =>
      new Intl.NumberFormat(document.documentElement.lang, {
        style: 'percent',
        maximumFractionDigits: 0,
      }).format(v / 100),
    value,
  );

/** Screenshots of the page at a desktop's and a phone's width. */
const shots = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shot(`${name}-1280`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`${name}-390`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** The horizontal scale an icon is drawn with: -1 when mirrored, 1 when not. */
const xScale = (icon: Locator) =>
  icon.evaluate((svg) => {
    const transform = getComputedStyle(svg).transform;
    return transform === 'none' ? 1 : new DOMMatrix(transform).a;
  });

/**
 * Where a NavLink's chevron points, as drawn: Mantine's chevron points down and is turned by its own transform
 * and by its section's. Returns the screen direction of its tip.
 */
const chevronDirection = (navLink: Locator) =>
  navLink.evaluate((link) => {
    const chevron = link.querySelector('.mantine-NavLink-chevron')!;
    const section = chevron.closest('.mantine-NavLink-section')!;
    const matrix = (el: Element) => {
      const transform = getComputedStyle(el).transform;
      return transform === 'none' ? new DOMMatrix() : new DOMMatrix(transform);
    };
    const tip = matrix(section).multiply(matrix(chevron)).transformPoint(new DOMPoint(0, 1));
    if (Math.abs(tip.x) > Math.abs(tip.y)) return tip.x > 0 ? 'right' : 'left';
    return tip.y > 0 ? 'down' : 'up';
  });

/** The text is shown inside an isolating element (<bdi> or dir="auto"), so its punctuation stays at its end. */
const expectIsolated = async (page: Page, text: string) => {
  const isolated = await page.evaluate((wanted) => {
    const all = Array.from(document.querySelectorAll('bdi, [dir="auto"]'));
    return all.some((el) => (el.textContent ?? '').trim() === wanted);
  }, text);
  expect(isolated, `"${text}" is isolated`).toBe(true);
};

test('a learner in Arabic: titles isolated, arrows the way the page reads, Arabic percentages and output', async ({
  page,
  request,
}) => {
  const username = await unlockedStudent(request, 'rtl', 'rtlpw1');
  await setLocale(request, username, 'ar', 'rtlpw1');
  await logIn(page, username, 'rtlpw1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: ar.learn.pickCourse }).first().click();
  await page
    .getByRole('button', { name: ar.coursePicker.pick.replace('{{title}}', javascriptCourse.title.ar) })
    .click();

  // The course home: English item titles isolated; the course's progress written as Arabic writes a percentage.
  const link = page.getByRole('link', { name: new RegExp(TUTORIAL.title) }).first();
  await expect(link).toBeVisible();
  await expectIsolated(page, TUTORIAL.title);
  await expectIsolated(page, QUIZ);
  await expect(
    page.getByText(ar.learn.home.courseProgress.replace('{{percent}}', await percentIn(page, 0))).first(),
  ).toBeVisible();
  await shots(page, 'course-home');

  // The tutorial: Got It! points left (forwards in Arabic), Back points right, collapsed steps point left.
  await link.click();
  const gotIt = page.getByRole('button', { name: ar.learn.brick.gotIt });
  await expect(gotIt).toBeVisible();
  expect(await xScale(gotIt.locator('svg'))).toBe(-1);
  const steps = page.getByRole('navigation', { name: ar.learn.brick.menu });
  // The steps with sub-steps: the current one is open, the others are collapsed.
  const collapsed = steps
    .locator('.mantine-NavLink-root:not([data-expanded]):has(.mantine-NavLink-chevron)')
    .first();
  const opened = steps.locator('.mantine-NavLink-root[data-expanded]:has(.mantine-NavLink-chevron)').first();
  await expect(collapsed).toBeVisible();
  expect(await chevronDirection(collapsed)).toBe('left');
  expect(await chevronDirection(opened)).toBe('down');
  await expect(
    page.getByText(ar.learn.brick.progress.replace('{{percent}}', await percentIn(page, 0)), { exact: true }),
  ).toBeVisible();

  // Arabic printed by the program is set in a font with Arabic letters; the output stays left to right.
  await replaceCode(page, page.getByRole('textbox', { name: /JavaScript/ }), 'console.log("مرحبا يا عالم");');
  await page.getByRole('button', { name: ar.runner.run }).click();
  const output = page.getByRole('log');
  await expect(output).toContainText('مرحبا يا عالم');
  const font = await output.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toContain('Noto Sans Arabic');
  expect(font).toMatch(/monospace$/);
  await shots(page, 'tutorial');

  await gotIt.click();
  const back = page.getByRole('button', { name: ar.learn.brick.back });
  await expect(back).toBeEnabled();
  expect(await xScale(back.locator('svg'))).toBe(-1);

  // A lesson's syntax list: each meaning sits beside its code, on the same side of the line.
  await page.goto('/learn');
  const topic = stage1.topics[0]!;
  await page.getByRole('button', { name: ar.learn.home.topicInfo.replace('{{title}}', topic.title) }).click();
  await page
    .getByRole('link', { name: ar.learn.home.open_introduction.replace('{{title}}', topic.title) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(LESSON.title);
  await expectIsolated(page, LESSON.questions[0]!.title);
  const list = page.getByRole('list', { name: ar.pieces.highlights });
  await expect(list).toBeVisible();
  for (const item of await list.getByRole('listitem').all()) {
    const code = await item.locator('.piece-syntax-highlight').boundingBox();
    const meaning = await item.locator('.piece-rich').boundingBox();
    // Right to left: the code first on the right, its meaning just to its left.
    expect(meaning!.x + meaning!.width).toBeLessThanOrEqual(code!.x);
    expect(code!.x - (meaning!.x + meaning!.width)).toBeLessThan(24);
  }
  await shots(page, 'lesson-syntax');
});

test('a creator in Arabic: library and quiz titles isolated, the link popup in Arabic with an address left to right', async ({
  page,
  request,
}) => {
  await setLocale(request, 'creator', 'ar');
  try {
    await logIn(page, 'creator');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: ar.library.tabs.quizzes }).click();
    // Other specs add quizzes: the name filter keeps the demo quiz on the first page.
    await page.getByLabel(ar.library.filter.name).fill(QUIZ);
    await expect(page).toHaveURL(/name=/);
    const quizLink = page.getByRole('link', { name: QUIZ, exact: true }).first();
    await expect(quizLink).toBeVisible();
    expect(await quizLink.evaluate((a) => a.closest('bdi') !== null)).toBe(true);
    await shots(page, 'library');

    await quizLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(QUIZ);
    await expectIsolated(page, QUIZ);
    // The rich text fields read in their own direction.
    const richText = page.locator('.ProseMirror').first();
    await expect(richText).toHaveAttribute('dir', 'auto');

    await richText.click();
    await page.getByRole('button', { name: ar.richText.link, exact: true }).first().click();
    const address = page.getByRole('textbox', { name: ar.richText.linkAddress });
    await expect(address).toBeVisible();
    await expect(address).toHaveAttribute('placeholder', 'https://example.com');
    expect(await address.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const popup = page.getByRole('dialog', { name: ar.richText.link });
    await expect(popup.getByRole('button', { name: ar.richText.linkSave, exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await page.screenshot({ path: shot('link-popup-1280') });
    await page.keyboard.press('Escape');
    await shots(page, 'quiz-editor');
  } finally {
    await setLocale(request, 'creator', 'en');
  }
});
