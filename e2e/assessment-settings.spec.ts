// Issue 21: every assessment setting honoured. The demo content creator sets a quiz's settings in the editor's
// settings modal (pass mark, XP for passing and for 100%, who marks, multiple attempts) and publishes it in a course;
// a new student of a new teacher's class takes it: a teacher-marked free-text answer waits for the teacher, who
// marks it on the marking screen, and the student then sees the pass, the xp and the comment. A second quiz is
// self-marked: the student compares their answer with the author's notes and marks it.
import type { APIRequestContext, Page } from '@playwright/test';
import { NEW_STAGE } from '../packages/core/src/rules/library.ts';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  asOtherUser,
  bearer,
  inEnglish,
  joinClass,
  logIn,
  makeClass,
  makeStudent,
  makeTeacher,
  setLocale,
  uniqueTag,
} from './helpers.ts';
import { publishInEditor } from './publish-helpers.ts';

test.describe.configure({ timeout: 300_000 });

const shot = (name: string) => test.info().outputPath(`${name}.png`);
const para = (text: string) => ({ format: 'text', data: { style: 'content', text: `<p>${text}</p>` } });

const api = async (
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
) => {
  const headers = bearer(await apiToken(request, 'creator'));
  const response = await request[method](url, { headers, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
};

test.beforeAll(async ({ request }) => {
  await inEnglish(request, 'creator');
});

/** A draft quiz (a radio question and a text area with the author's notes) in a draft course, made as set-up. */
const makeQuizCourse = async (request: APIRequestContext, tag: string) => {
  const quiz = `Loops quiz ${tag}`;
  const course = `Settings course ${tag}`;
  const made = await api(request, 'post', '/api/assessments', {
    title: quiz,
    type: 'quiz',
    language: 'javascript',
  });
  await api(request, 'put', `/api/assessments/${made._id}`, {
    version: made.version,
    questions: [
      {
        title: 'Which prints',
        fieldType: 'radio',
        pieces: [para('Which one prints?')],
        fieldOptions: [{ data: { text: 'console.log(1)', isCorrect: true } }, { data: { text: 'print 1' } }],
      },
      {
        title: 'Explain loops',
        fieldType: 'textarea',
        pieces: [para('What does a loop do?')],
        answerNotes: true,
        postTaskPieces: [para('A loop runs its body again and again.')],
      },
    ],
  });
  const created = await api(request, 'post', '/api/courses', { title: course, language: 'javascript' });
  await api(request, 'put', `/api/courses/${created._id}`, {
    version: created.version,
    stages: [{ ...NEW_STAGE, _id: `s1-${tag}`, title: `Stage ${tag}`, introQuizzes: [made._id] }],
  });
  return { quiz, quizId: made._id as string, course, courseId: created._id as string };
};

/** In the quiz's editor: the settings modal, as an author fills it, then Save. */
const setSettings = async (
  page: Page,
  quizId: string,
  settings: { passMark: number; passXp: number; maxXp: number; type: string; multiple: boolean },
  screenshot?: string,
) => {
  await page.goto(`/edit/assessment/${quizId}`);
  await page.getByRole('main').getByRole('button', { name: 'Settings' }).click();
  const modal = page.getByRole('dialog', { name: 'Assessment settings' });
  await modal
    .getByRole('textbox', { name: 'Duration' })
    .or(modal.getByRole('combobox', { name: 'Duration' }))
    .click();
  await page.getByRole('option', { name: 'Short' }).click();
  await modal.getByRole('radio', { name: settings.type }).check();
  const multiple = modal.getByRole('switch', { name: 'Multiple attempts' });
  if ((await multiple.isChecked()) !== settings.multiple) await multiple.click({ force: true });
  await modal.getByRole('textbox', { name: 'Pass Mark %' }).fill(String(settings.passMark));
  await modal.getByRole('textbox', { name: 'XP for Passing' }).fill(String(settings.passXp));
  await modal.getByRole('textbox', { name: 'XP for 100%' }).fill(String(settings.maxXp));
  if (screenshot) await page.screenshot({ path: shot(screenshot), fullPage: true });
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quiz Saved').first()).toBeVisible();
};

/** The student opens the quiz from its course and answers the radio question right. */
const answerRadio = async (page: Page, quizId: string, courseId: string) => {
  await page.goto(`/learn/assessment/${quizId}?course=${courseId}`);
  await page.getByRole('radio', { name: 'console.log(1)', exact: true }).check();
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('It runs the same code again and again.');
  await page.getByRole('button', { name: 'Check' }).click();
};

test('teacher-marked: the settings give the pass and xp once the teacher marks the free-text answer', async ({
  page,
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const { quiz, quizId, course, courseId } = await makeQuizCourse(request, tag);

  await logIn(page, 'creator');
  await setSettings(
    page,
    quizId,
    { passMark: 100, passXp: 20, maxXp: 50, type: 'Teacher-marked', multiple: false },
    'settings-modal-en',
  );
  await page.reload();
  await page.getByRole('main').getByRole('button', { name: 'Settings' }).click();
  const modal = page.getByRole('dialog', { name: 'Assessment settings' });
  await expect(modal.getByRole('radio', { name: 'Teacher-marked' })).toBeChecked();
  await expect(modal.getByRole('switch', { name: 'Multiple attempts' })).not.toBeChecked();
  await expect(modal.getByRole('textbox', { name: 'Pass Mark %' })).toHaveValue('100%');
  await modal.getByRole('button', { name: 'Done' }).click();
  await page.goto(`/edit/course/${courseId}`);
  await publishInEditor(page, course, { drafts: true });

  const teacher = await makeTeacher(request, 'setteacher');
  const student = await makeStudent(request, 'setstudent', { firstName: 'Sam', lastName: 'Settings' });
  const cls = await makeClass(request, teacher, `Settings class ${tag}`, { courses: [course] });
  await joinClass(request, student, cls.classId);

  await asOtherUser(browser, student, async (learner) => {
    await answerRadio(learner, quizId, courseId);
    await expect(learner.getByText('Your teacher will read this answer and mark it.')).toBeVisible();
    await learner.screenshot({ path: shot('awaiting-teacher-en'), fullPage: true });
    await learner.getByRole('button', { name: 'Finish' }).click();
    await expect(
      learner
        .getByText('Well done, you finished!')
        .or(learner.getByRole('heading', { name: course }))
        .first(),
    ).toBeVisible();
    // Reopened: the result waits for the teacher; one attempt only, so no retake.
    await learner.goto(`/learn/assessment/${quizId}?course=${courseId}`);
    const result = learner.getByRole('region', { name: 'Your result' });
    await expect(result.getByText('Awaiting marking')).toBeVisible();
    await expect(result.getByText('50% right (pass mark 100%)')).toBeVisible();
    await expect(result.getByText("Awaiting your teacher's marking").first()).toBeVisible();
    await expect(result.getByRole('button', { name: 'Take it again' })).toHaveCount(0);
  });

  // The teacher marks the free-text answer from the class progress, with a comment.
  await asOtherUser(browser, teacher, async (marker) => {
    await marker.goto(`/class/${cls._id}/progress`);
    await marker.getByText('By item').click();
    await marker.getByRole('link', { name: new RegExp(`^Mark ${quiz} for Sam Settings`) }).click();
    const answer = marker.getByRole('region', { name: /Question 1 · Explain loops/ });
    await expect(answer.getByText('It runs the same code again and again.')).toBeVisible();
    await expect(answer.getByText('A loop runs its body again and again.')).toBeVisible();
    await marker.screenshot({ path: shot('teacher-marking-en'), fullPage: true });
    await answer.getByRole('button', { name: 'Right' }).click();
    await expect(answer.getByRole('button', { name: 'Right' })).toHaveAttribute('aria-pressed', 'true');
    await expect(marker.getByText('XP increased by 50').first()).toBeVisible();
    const sidebar = marker.getByRole('complementary', { name: "The student's work" });
    await expect(sidebar.getByText('Passed', { exact: true })).toBeVisible();
    await sidebar.getByLabel('Add a comment').fill('Well explained!');
    await sidebar.getByRole('button', { name: 'Add comment' }).click();
    await expect(sidebar.getByText('Well explained!')).toBeVisible();
  });

  // The student sees the mark, the pass, the xp and the comment; in Arabic too.
  await asOtherUser(browser, student, async (learner) => {
    await learner.goto(`/learn/assessment/${quizId}?course=${courseId}`);
    const result = learner.getByRole('region', { name: 'Your result' });
    await expect(result.getByText('Passed', { exact: true })).toBeVisible();
    await expect(result.getByText('100% right (pass mark 100%)')).toBeVisible();
    await expect(result.getByText('XP earned: 50')).toBeVisible();
    await expect(result.getByText('Marked right')).toBeVisible();
    await expect(learner.getByText('Well explained!')).toBeVisible();
    await learner.screenshot({ path: shot('learner-marked-en'), fullPage: true });
  });
  await setLocale(request, student, 'ar');
  await asOtherUser(browser, student, async (learner) => {
    await learner.goto(`/learn/assessment/${quizId}?course=${courseId}`);
    await expect(
      learner.getByRole('region', { name: 'نتيجتك' }).getByText('ناجح', { exact: true }),
    ).toBeVisible();
    await learner.screenshot({ path: shot('learner-marked-ar'), fullPage: true });
  });
  await setLocale(request, teacher, 'ar');
  await asOtherUser(browser, teacher, async (marker) => {
    await marker.goto(`/mark/class/${cls._id}/user/${await userId(request, student)}/assessment/${quizId}`);
    await expect(marker.getByRole('heading', { name: 'الإجابات الحرة' })).toBeVisible();
    await marker.screenshot({ path: shot('teacher-marking-ar'), fullPage: true });
  });
});

/** A user's id, through the creator's own users list is not open to them: the student's own `me`. */
const userId = async (request: APIRequestContext, username: string) => {
  const response = await request.get('/api/users/me', { headers: bearer(await apiToken(request, username)) });
  return (await response.json())._id as string;
};

test('self-marked: the student compares their answer with the notes and marks it; retakes give xp once', async ({
  page,
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const { quizId, course, courseId } = await makeQuizCourse(request, tag);
  await logIn(page, 'creator');
  await setSettings(page, quizId, {
    passMark: 100,
    passXp: 20,
    maxXp: 50,
    type: 'Self-marked',
    multiple: true,
  });
  await setLocale(request, 'creator', 'ar');
  try {
    await page.goto(`/edit/assessment/${quizId}`);
    await page.getByRole('main').getByRole('button', { name: 'الإعدادات' }).click();
    await expect(page.getByRole('dialog', { name: 'إعدادات التقييم' })).toBeVisible();
    await page.screenshot({ path: shot('settings-modal-ar'), fullPage: true });
  } finally {
    await setLocale(request, 'creator', 'en');
  }
  await page.goto(`/edit/course/${courseId}`);
  await publishInEditor(page, course, { drafts: true });

  const teacher = await makeTeacher(request, 'selfteacher');
  const student = await makeStudent(request, 'selfstudent');
  const cls = await makeClass(request, teacher, `Self class ${tag}`, { courses: [course] });
  await joinClass(request, student, cls.classId);

  await asOtherUser(browser, student, async (learner) => {
    await answerRadio(learner, quizId, courseId);
    const mark = learner.getByRole('region', { name: 'Mark your answer' });
    await expect(mark.getByText('A loop runs its body again and again.')).toBeVisible();
    await learner.screenshot({ path: shot('self-mark-en'), fullPage: true });
    await mark.getByRole('button', { name: 'Not yet' }).click();
    // Finished with nothing earned: the page goes back to the course, with no notice of 0 xp.
    await expect(learner).not.toHaveURL(/\/learn\/assessment\//);
    await expect(learner.getByText('XP increased by 0')).toHaveCount(0);
    await learner.goto(`/learn/assessment/${quizId}?course=${courseId}`);
    const result = learner.getByRole('region', { name: 'Your result' });
    await expect(result.getByText('Not passed yet')).toBeVisible();
    await expect(result.getByText('50% right (pass mark 100%)')).toBeVisible();
    await expect(result.getByText('Marked not yet right')).toBeVisible();
    // Multiple attempts: taken again, this time marked right: 100% gives XP for 100%.
    await result.getByRole('button', { name: 'Take it again' }).click();
    await learner.getByRole('radio', { name: 'console.log(1)', exact: true }).check();
    await learner.getByRole('button', { name: 'Check' }).click();
    await learner.getByRole('button', { name: 'Next' }).click();
    await learner.getByRole('textbox', { name: 'Your answer' }).fill('It repeats its body.');
    await learner.getByRole('button', { name: 'Check' }).click();
    await learner
      .getByRole('region', { name: 'Mark your answer' })
      .getByRole('button', { name: 'Right' })
      .click();
    await expect(learner.getByText('XP increased by 50').first()).toBeVisible();
    await learner.goto(`/learn/assessment/${quizId}?course=${courseId}`);
    await expect(
      learner.getByRole('region', { name: 'Your result' }).getByText('XP earned: 50'),
    ).toBeVisible();
    await learner.screenshot({ path: shot('self-result-en'), fullPage: true });
  });
});
