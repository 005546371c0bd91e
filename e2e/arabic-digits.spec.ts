// Issue 18, item 8: a pupil writing Arabic types Arabic-Indic digits. In the Arabic interface a student answers
// "What number appears?" (console.log(10 - 3)) with ٧ and is marked right, as 7 is; ٨ is still wrong.
import { fileURLToPath } from 'node:url';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, logIn, makeStudent, setLocale } from './helpers.ts';
import { finishJavascriptStageOne } from './learn-api.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

test('in Arabic, a number question answered with Arabic-Indic digits is marked right', async ({
  page,
  request,
}) => {
  const username = await makeStudent(request, 'digits', { firstName: 'Dina', lastName: 'Digits' });
  // The boost "Practice: numbers and sums" opens once its topic's lesson is done: the stage is done through the
  // API (its boosts are left), and the boost's first question expects 7.
  const courseId = await finishJavascriptStageOne(request, username);
  const headers = bearer(await apiToken(request, username));
  const home = await (await request.get(`/api/courses/${courseId}/home`, { headers })).json();
  const numbersTopic = home.stages[0].sections.topics.find(
    (topic: { title: string }) => topic.title === javascriptCourse.stages[0]!.topics[1]!.title,
  );
  expect(numbersTopic?.boost?._id).toBeTruthy();

  await setLocale(request, username, 'ar');
  await logIn(page, username);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`/learn/assessment/${numbersTopic.boost._id}?course=${courseId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'What number appears?' })).toBeVisible();

  const answer = page.getByRole('textbox', { name: 'إجابتك' });
  await answer.fill('٨');
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page.getByRole('status')).toContainText('عذرًا، هذا ليس صحيحًا تمامًا');

  await answer.fill('٧');
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page.getByRole('status')).toContainText('صحيح! أحسنت.');
  await page.screenshot({ path: shot('arabic-digits-right'), fullPage: true });
});
