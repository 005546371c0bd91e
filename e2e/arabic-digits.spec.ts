// Issue 18, item 8: a pupil writing Arabic types Arabic-Indic digits. In the Arabic interface a student answers
// "What number appears?" (console.log(10 - 3)) with ٧ and is marked right, as 7 is; ٨ is still wrong.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { apiToken, bearer, logIn, setLocale } from './helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));

test('in Arabic, a number question answered with Arabic-Indic digits is marked right', async ({
  page,
  request,
}) => {
  const admin = bearer(await apiToken(request, 'admin'));
  const username = `digits${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'd')}`;
  const made = await request.post('/api/users', {
    data: { username, password: 'digitspw', first_name: 'Dina', last_name: 'Digits' },
    headers: admin,
  });
  expect(made.status()).toBe(201);
  const { _id } = await made.json();
  expect(
    (
      await request.put(`/api/users/${_id}/unlockContent`, {
        data: { contentUnlocked: true },
        headers: admin,
      })
    ).status(),
  ).toBe(200);
  await setLocale(request, username, 'ar', 'digitspw');

  // The course and its boost "Practice: numbers and sums", whose first question expects 7.
  const student = bearer(await apiToken(request, username, 'digitspw'));
  const courses = await (await request.get('/api/courses?draft=false', { headers: student })).json();
  const courseId = courses.items.find((c: { title: string }) => c.title === javascriptCourse.title.en)._id;
  expect(
    (
      await request.put('/api/users/me/update-course', {
        headers: student,
        data: { currentCourse: courseId },
      })
    ).ok(),
  ).toBe(true);
  const home = await (await request.get(`/api/courses/${courseId}/home`, { headers: student })).json();
  const numbersTopic = home.stages[0].sections.topics.find(
    (topic: { title: string }) => topic.title === javascriptCourse.stages[0]!.topics[1]!.title,
  );
  expect(numbersTopic?.boost?._id).toBeTruthy();

  await logIn(page, username, 'digitspw');
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
