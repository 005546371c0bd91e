// Issue 18, item 6: in a parsons problem a long line pushed its buttons out of the card, and on a 390 px phone
// the page scrolled sideways (485 px wide). A creator writes a parsons problem with long lines (through the
// API); a student on a phone and on a desktop, in English and in Arabic, builds the program: every line's
// buttons stay inside its card and the page never scrolls sideways.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn, setLocale, unlockedStudent } from './helpers.ts';
import { createAssessment, createCourse } from './learn-api.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

const LONG = 'const numberOfStudentsWhoFinishedTheirHomeworkOnTime = countFinished(students, "homework");';
const LINES = [
  'let students = ["Amira", "Ben", "Chloe", "Dev", "Eitan", "Farah"];',
  LONG,
  'console.log(numberOfStudentsWhoFinishedTheirHomeworkOnTime);',
];

/** A course with one quiz holding the parsons problem; returns the quiz and course ids. */
const parsonsQuiz = async (request: APIRequestContext) => {
  const title = `Homework ${Date.now().toString(36)}`;
  const quizId = await createAssessment(request, title, 'quiz', [
    {
      title: 'Put the program in order',
      fieldType: 'parsons_problem',
      pieces: [{ format: 'text', data: { style: 'content', text: '<p>Count the finished homework.</p>' } }],
      code: LINES.map((text) => ({ text, isHidden: false })),
    },
  ]);
  return { quizId, courseId: await createCourse(request, title, { introQuizzes: [quizId] }) };
};

/** The page does not scroll sideways. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.scrollingElement!;
        return root.scrollWidth - root.clientWidth;
      }),
    )
    .toBeLessThanOrEqual(0);

/** Each of `buttons` lies inside `card`, left to right. */
const expectInside = async (card: Locator, buttons: Locator[]) => {
  const box = (await card.boundingBox())!;
  for (const button of buttons) {
    const inner = (await button.boundingBox())!;
    expect(inner.x).toBeGreaterThanOrEqual(box.x);
    expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
};

for (const { width, locale } of [
  { width: 360, locale: 'en' },
  { width: 390, locale: 'ar' },
  { width: 1280, locale: 'en' },
] as const) {
  test(`a parsons problem with long lines fits a ${width} px screen (${locale})`, async ({
    page,
    request,
  }) => {
    const ar = locale === 'ar';
    const words = ar
      ? {
          pool: 'أسطر للاستخدام',
          program: 'برنامجك',
          add: (line: string) => `أضف السطر ${line}`,
          indent: (line: string) => `أزح ${line} إلى الداخل`,
        }
      : {
          pool: 'Lines to use',
          program: 'Your program',
          add: (line: string) => `Add the line ${line}`,
          indent: (line: string) => `Indent ${line}`,
        };
    const { quizId, courseId } = await parsonsQuiz(request);
    const student = await unlockedStudent(request, 'parsons', 'parsonspw');
    await setLocale(request, student, locale, 'parsonspw');
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, student, 'parsonspw');
    await page.goto(`/learn/assessment/${quizId}?course=${courseId}`);
    const pool = page.getByRole('region', { name: words.pool });
    await expect(pool.getByRole('listitem')).toHaveCount(LINES.length);
    await expectNoSidewaysScroll(page);
    for (const line of LINES)
      await expectInside(pool.getByRole('listitem').filter({ hasText: line }), [
        pool.getByRole('button', { name: words.add(line) }),
      ]);

    for (const line of LINES) await pool.getByRole('button', { name: words.add(line) }).click();
    const program = page.getByRole('region', { name: words.program });
    const long = program.getByRole('listitem').filter({ hasText: LONG });
    await program.getByRole('button', { name: words.indent(LONG), exact: true }).click();
    await expect(program.getByRole('listitem')).toHaveCount(LINES.length);
    await expectNoSidewaysScroll(page);
    await expectInside(long, await long.getByRole('button').all());
    await expectInside(program, await program.getByRole('button').all());
    await page.screenshot({ path: shot(`parsons-${width}-${locale}`), fullPage: true });
  });
}
