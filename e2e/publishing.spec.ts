// Issue 18, items 3 and 10, piece by piece: an item shows its language and changes it while unused (and not once
// it is in a published course); the stage switch reads "Published"; the author's course preview opens every
// item, drafts too, which learners never see; a tutorial in the stage editor's list reaches learners; publishing
// a lesson with a question a learner could not answer is refused, the question named beside it, in Arabic too.
import type { APIRequestContext, Page } from '@playwright/test';
import { NEW_STAGE } from '../packages/core/src/rules/library.ts';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, asOtherUser, bearer, inEnglish, logIn, makeStudent, setLocale } from './helpers.ts';

const stamp = Date.now().toString(36);
const DEMO_LESSON = javascriptCourse.stages[0]!.topics[0]!.conceptIntro.title;

test.describe.configure({ timeout: 120_000 });

/** A learner of the spec's own (the creator is the demo one: only the seed makes authors of a community). */
let learner: string;

test.beforeAll(async ({ request }) => {
  await inEnglish(request, 'creator');
  learner = await makeStudent(request, 'publearner');
});

/** An API call as `username`, with a fresh token (the e2e access tokens live 3 seconds). */
const api = async (
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
  username = 'creator',
) => {
  const headers = bearer(await apiToken(request, username));
  const response = await request[method](url, { headers, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
};

const para = (text: string) => ({ format: 'text', data: { style: 'content', text: `<p>${text}</p>` } });

/** The demo tutorial "My first program" (published). */
const demoTutorial = async (request: APIRequestContext) => {
  const list = await api(
    request,
    'get',
    `/api/library/bricks?variant=tutorial&name=${encodeURIComponent('My first program')}`,
  );
  return list.items[0] as { _id: string; title: string };
};

/** Opens the library's lessons and a new lesson there, by clicking. */
const newLesson = async (page: Page) => {
  await page.getByRole('tab', { name: 'Lessons' }).click();
  await page.getByRole('link', { name: /^New(: Lessons| lesson)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson: New lesson' })).toBeVisible();
};

const languageField = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Language' });

test('an item shows its language and changes it while unused; an item in a published course keeps it', async ({
  page,
}) => {
  await logIn(page, 'creator');
  // Made from the library without a language filter: Python, shown, and changeable.
  await newLesson(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Any language ${stamp}`);
  await expect(languageField(page)).toHaveValue('Python');
  await expect(page.getByText('You can change it until the item is in a published course')).toBeVisible();
  await languageField(page).click();
  await page.getByRole('option', { name: 'JavaScript' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Introduction Saved').first()).toBeVisible();
  await page.reload();
  await expect(languageField(page)).toHaveValue('JavaScript');
  // The library lists it under JavaScript.
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await page.getByRole('tab', { name: 'Lessons' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Any language ${stamp}` })
      .getByRole('cell', { name: 'JavaScript' }),
  ).toBeVisible();

  // A lesson of the published demo course is in use: its language stays, and the field says why.
  await page.getByRole('link', { name: DEMO_LESSON, exact: true }).click();
  await expect(languageField(page)).toBeDisabled();
  await expect(languageField(page)).toHaveValue('JavaScript');
  await expect(page.getByText('In use (in a published course, or learners have answered it)')).toBeVisible();
});

test("the author's preview opens every item, drafts too; learners see none of the drafts", async ({
  page,
  browser,
  request,
}) => {
  const course = `Preview course ${stamp}`;
  const quiz = `Draft quiz ${stamp}`;
  const stage = `Draft stage ${stamp}`;
  const made = await api(request, 'post', '/api/assessments', {
    title: quiz,
    type: 'quiz',
    language: 'javascript',
  });
  await api(request, 'put', `/api/assessments/${made._id}`, {
    version: made.version,
    questions: [
      {
        title: 'Question 1',
        fieldType: 'radio',
        pieces: [para('Which one prints?')],
        fieldOptions: [{ data: { text: 'console.log(1)', isCorrect: true } }, { data: { text: 'print 1' } }],
      },
    ],
  });
  const tutorial = await demoTutorial(request);
  const created = await api(request, 'post', '/api/courses', { title: course, language: 'javascript' });
  await api(request, 'put', `/api/courses/${created._id}`, {
    version: created.version,
    stages: [
      {
        ...NEW_STAGE,
        _id: `s1-${stamp}`,
        title: stage,
        introQuizzes: [made._id],
        tutorialsV2: [tutorial._id],
      },
    ],
  });

  // The creator previews the draft course from its editor and opens the draft quiz and the tutorial.
  await logIn(page, 'creator');
  await page.goto(`/edit/course/${created._id}`);
  await expect(page.getByRole('switch', { name: `${stage} is published` })).not.toBeChecked();
  await page.getByRole('link', { name: 'Preview as a learner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await page.getByRole('link', { name: `Open ${quiz}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: quiz })).toBeVisible();
  await expect(page.getByText('Which one prints?')).toBeVisible();
  await expect(page.getByText('You are not allowed to see this page')).toHaveCount(0);
  await page.getByRole('link', { name: /Back to the course/ }).click();
  await page.getByRole('link', { name: `Open ${tutorial.title}` }).click();
  await expect(page.getByRole('heading', { name: tutorial.title }).first()).toBeVisible();
  await expect(page.getByText('You are not allowed to see this page')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('preview-tutorial.png'), fullPage: true });

  // A learner cannot open the draft course's quiz, nor its preview.
  await asOtherUser(browser, learner, async (learnerPage) => {
    await learnerPage.goto(`/learn/assessment/${made._id}?course=${created._id}&preview=true`);
    await expect(learnerPage.getByText(quiz)).toHaveCount(0);
    await expect(learnerPage.getByText('Which one prints?')).toHaveCount(0);
    await learnerPage.goto(`/learn/course-preview/${created._id}`);
    await expect(learnerPage.getByText('You are not allowed to see this page')).toBeVisible();
  });

  // Published with only the course: the stage stays a draft and learners see no stage and no quiz.
  await page.goto(`/edit/course/${created._id}`);
  await page.getByRole('switch', { name: 'Published', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish ${course}` });
  await expect(dialog.getByRole('listitem')).toHaveText([`${stage} (stage): draft`, `${quiz}: draft`]);
  await dialog.getByRole('button', { name: 'Publish the course only' }).click();
  await expect(page.getByText(`${course} is published`).first()).toBeVisible();
  const visible = page.getByRole('region', { name: 'What learners see' });
  await expect(visible.getByText('Learners see this course.')).toBeVisible();
  await expect(visible.getByRole('listitem')).toHaveText([`${stage} (stage): draft`, `${quiz}: draft`]);
  const home = await api(request, 'get', `/api/courses/${created._id}/home`, undefined, learner);
  expect(home.stages).toEqual([]);

  // In Arabic the card says the same, right to left.
  await setLocale(request, 'creator', 'ar');
  try {
    await page.reload();
    const arabic = page.getByRole('region', { name: 'ما يراه المتعلمون' });
    await expect(arabic.getByText('يرى المتعلمون هذه الدورة.')).toBeVisible();
    await expect(arabic.getByRole('listitem')).toHaveText([`${stage} (مرحلة): مسودة`, `${quiz}: مسودة`]);
    await expect(arabic.getByRole('button', { name: 'انشر الدورة والمسودات التي فيها' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('publish-card-ar.png'), fullPage: true });
  } finally {
    await setLocale(request, 'creator', 'en');
  }
  await page.reload();

  // Then the drafts inside, from the card: the stage, the quiz and the tutorial reach learners.
  await visible.getByRole('button', { name: 'Publish the course and the drafts inside' }).click();
  await expect(visible.getByText('Every stage and item in it is published.')).toBeVisible();
  const after = await api(request, 'get', `/api/courses/${created._id}/home`, undefined, learner);
  expect(after.stages).toHaveLength(1);
  expect(after.stages[0].sections.introQuizzes.map((i: { title: string }) => i.title)).toEqual([quiz]);
  expect(after.stages[0].sections.tutorials.map((i: { title: string }) => i.title)).toEqual([tutorial.title]);
});

test('a lesson with a question learners could not answer is not published; the question says why, in Arabic too', async ({
  page,
  request,
}) => {
  const title = `Half a lesson ${stamp}`;
  await logIn(page, 'creator');
  await newLesson(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Add question' }).click();
  const first = page.getByRole('region', { name: 'Question 1: Question 1' });
  await first.getByRole('button', { name: 'Add a piece to Pieces at place 1' }).click();
  await page
    .getByRole('dialog', { name: 'Select an Editor' })
    .getByRole('button', { name: 'Text', exact: true })
    .click();
  await first.getByRole('region', { name: 'Piece 1: Text' }).getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('Programs are instructions.');
  await expect(first.getByText('Learners could not answer this question yet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add question' }).click();
  const second = page.getByRole('region', { name: 'Question 2: Question 2' });
  await expect(second.getByText('Question 2 has no text')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Introduction Saved').first()).toBeVisible();

  // Publishing it is refused, naming the question; it stays a draft.
  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Question 2 has no text' }).first()).toBeVisible();
  await expect(
    second.getByRole('alert', { name: 'Learners could not answer this question yet' }),
  ).toBeVisible();
  const list = await api(
    request,
    'get',
    `/api/library/assessments?variant=conceptIntro&name=${encodeURIComponent(title)}`,
  );
  expect(list.items.map((row: { draft: boolean }) => row.draft)).toEqual([true]);
  await page.screenshot({ path: test.info().outputPath('unanswerable-en.png'), fullPage: true });

  // In Arabic the question says it in Arabic.
  await setLocale(request, 'creator', 'ar');
  try {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('السؤال 2 بلا نص')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('unanswerable-ar.png'), fullPage: true });
  } finally {
    await setLocale(request, 'creator', 'en');
  }

  // Without the empty question it is published.
  await page.reload();
  await page.getByRole('button', { name: 'Remove Question 2: Question 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete question' }).click();
  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Introduction Saved').first()).toBeVisible();
  const saved = await api(
    request,
    'get',
    `/api/library/assessments?variant=conceptIntro&name=${encodeURIComponent(title)}`,
  );
  expect(saved.items.map((row: { draft: boolean }) => row.draft)).toEqual([false]);
});
