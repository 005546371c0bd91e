// Issue 18, item 4: hints were never shown for lesson and quiz questions; after three wrong answers a Skip
// button came, but no hint, although the author wrote some. A creator writes a quiz and a lesson with hints
// (through the API); a student answers wrong: one more hint shows after each wrong answer, they stay after a
// reload, Skip still comes after the third, and the right answer puts them away. In Arabic, the lesson's hint
// reads in Arabic, right to left.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, logIn, setLocale, unlockedStudent } from './helpers.ts';
import { createAssessment, createCourse } from './learn-api.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const text = (html: string) => ({ format: 'text', data: { style: 'content', text: `<p>${html}</p>` } });

const QUIZ_HINTS = ['Count the legs you can see.', 'A spider has more legs than an insect.'];
const LESSON_HINT = 'The function starts with console.';
const LESSON_HINT_AR = 'تبدأ الدالة بكلمة console.';

const hints = (page: Page) => page.getByRole('region', { name: 'Hints' });

test('hints come one by one after wrong answers in a quiz and a lesson, in Arabic too', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const quizId = await createAssessment(request, `Legs ${stamp}`, 'quiz', [
    {
      title: 'How many legs has a spider?',
      fieldType: 'radio',
      pieces: [text('Choose one.')],
      fieldOptions: ['6', '8', '10'].map((n) => ({ data: { text: n, isCorrect: n === '8' } })),
      hints: QUIZ_HINTS.map((hint) => ({ pieces: [text(hint)] })),
    },
  ]);
  const lessonId = await createAssessment(request, `Showing ${stamp}`, 'conceptIntro', [
    {
      title: 'Which function shows text?',
      fieldType: 'textfield',
      pieces: [text('Type its name.')],
      fieldOptions: [{ data: { text: 'console.log', isCorrect: true } }],
      hints: [{ pieces: [text(LESSON_HINT)] }],
      translations: {
        ar: { title: 'ما الدالة التي تعرض النص؟', hints: [{ pieces: [{ data: { text: LESSON_HINT_AR } }] }] },
      },
    },
  ]);
  const creator = bearer(await apiToken(request, 'creator'));
  const topic = await request.post('/api/topics', {
    headers: creator,
    data: {
      title: `Output ${stamp}`,
      language: 'javascript',
      draft: false,
      tags: ['output'],
      conceptIntro: lessonId,
    },
  });
  expect(topic.status(), await topic.text()).toBe(201);
  const courseId = await createCourse(request, `Hints ${stamp}`, {
    introQuizzes: [quizId],
    topics: [(await topic.json())._id],
  });

  const student = await unlockedStudent(request, 'hinter', 'hintpw');
  await logIn(page, student, 'hintpw');
  await page.goto(`/learn/assessment/${quizId}?course=${courseId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'How many legs has a spider?' })).toBeVisible();
  await expect(hints(page)).toHaveCount(0);

  const wrongAnswer = async () => {
    await page.getByRole('radio', { name: '6', exact: true }).check();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('status')).toBeVisible();
  };
  await wrongAnswer();
  await expect(hints(page).getByRole('listitem', { name: 'Hint 1 of 2' })).toContainText(QUIZ_HINTS[0]!);
  await expect(hints(page).getByRole('listitem')).toHaveCount(1);
  await expect(hints(page)).toContainText('If your next answer is not right yet, another hint comes.');
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);

  // A reload keeps what was earned.
  await page.reload();
  await expect(hints(page).getByRole('listitem', { name: 'Hint 1 of 2' })).toContainText(QUIZ_HINTS[0]!);

  await wrongAnswer();
  await expect(hints(page).getByRole('listitem', { name: 'Hint 2 of 2' })).toContainText(QUIZ_HINTS[1]!);
  await expect(hints(page)).toContainText('That is every hint for this question.');
  await wrongAnswer();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await expect(hints(page).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: shot('quiz-hints'), fullPage: true });

  await page.getByRole('radio', { name: '8', exact: true }).check();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
  await expect(hints(page)).toHaveCount(0);

  // The lesson, in Arabic: its hint in Arabic after a wrong answer, the panel reading right to left.
  await setLocale(request, student, 'ar', 'hintpw');
  await page.goto(`/learn/assessment/${lessonId}?course=${courseId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'ما الدالة التي تعرض النص؟' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arHints = page.getByRole('region', { name: 'تلميحات' });
  await expect(arHints).toHaveCount(0);
  await page.getByRole('textbox', { name: 'إجابتك' }).fill('print');
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(arHints.getByRole('listitem', { name: 'التلميح 1 من 1' })).toContainText(LESSON_HINT_AR);
  await expect(arHints).toContainText('هذه كل التلميحات لهذا السؤال.');
  const box = (await arHints.boundingBox())!;
  const title = (await arHints.getByRole('heading', { name: 'تلميحات' }).boundingBox())!;
  // Right to left: the panel's heading starts at its right edge.
  expect(box.x + box.width - (title.x + title.width)).toBeLessThan(box.width / 4);
  await page.screenshot({ path: shot('lesson-hints-ar'), fullPage: true });
  await page.getByRole('textbox', { name: 'إجابتك' }).fill('console.log');
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page.getByRole('button', { name: 'إنهاء' })).toBeVisible();
  await setLocale(request, student, 'en', 'hintpw');
});
