// The authoring library: a content creator finds content by tab and filter, creates a course with two stages
// filled from the library, publishes it, and student1 finds it in the course picker; two people saving the
// same course meet the conflict modal, and "Save as Copy" keeps both texts; a translator reads without
// changing; a teacher without an authoring role is refused; the library and the editor read right to left.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  asOtherUser,
  bearer,
  inEnglish,
  logIn,
  logOut,
  makeStudent,
  makeTeacher,
  makeUser,
  newItemLink,
  setCurrentCourse,
  setLocale,
} from './helpers.ts';
import { publishInEditor } from './publish-helpers.ts';

const shot = (name: string) => fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url));
const ar = JSON.parse(
  readFileSync(new URL('../packages/web/src/i18n/locales/ar.json', import.meta.url), 'utf8'),
);
const stage1 = javascriptCourse.stages[0]!;
const QUIZ = stage1.introQuizzes[0]!.title;
const CHALLENGE = stage1.challenges[0]!.title;
const COURSE = `Shapes and colours ${Date.now().toString(36)}`;
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// Authoring journeys are long (a course, a lesson and a learner each); give them room on a busy machine.
test.describe.configure({ timeout: 120_000 });

// The creator, the translator and the admin are the demo ones: only the seed makes authors of a community (and
// an admin reads the library of their own community). Learners and teachers are the spec's own.
test.beforeAll(async ({ request }) => {
  for (const user of ['creator', 'admin', 'translator']) await inEnglish(request, user);
});

/** Adds `title` from the library to a stage's list, through the Library button and its modal. */
const addFromLibrary = async (page: Page, stage: string, list: string, title: string) => {
  const card = page.getByRole('region', { name: stage });
  await card.getByRole('button', { name: `Add to ${list} from the library` }).click();
  const modal = page.getByRole('dialog', { name: `Add to ${list} from the library` });
  await modal.getByLabel('Name').fill(title);
  await modal.getByRole('button', { name: `Add ${title}` }).click();
  await expect(modal.getByText('Added')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('region', { name: list }).getByText(title)).toBeVisible();
};

test('a content creator builds a course from the library, and a student finds it', async ({
  page,
  browser,
  request,
}) => {
  await logIn(page, 'creator');
  await expect(page).toHaveURL(/\/edit\/library\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Library: Courses' });
  await expect(table.getByRole('link', { name: 'JavaScript: first steps', exact: true })).toBeVisible();
  await page.screenshot({ path: shot('library-en'), fullPage: true });

  // The name filter waits for typing to stop, then lives in the URL.
  await page.getByLabel('Name').fill('python');
  await expect(page).toHaveURL(/name=python/);
  await expect(table.getByRole('link', { name: 'Python: first steps', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'JavaScript: first steps', exact: true })).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Draft' });
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();

  await page.getByRole('tab', { name: 'Quizzes' }).click();
  await expect(page).toHaveURL(/\/edit\/library\/quizzes$/);
  // Other specs make quizzes too, so the demo quiz may be past the first page: find it by name.
  await page.getByLabel('Name').fill(QUIZ);
  await expect(page).toHaveURL(/name=/);
  await expect(page.getByRole('table', { name: 'Library: Quizzes' }).getByText(QUIZ)).toBeVisible();

  await page.getByRole('tab', { name: 'Courses' }).click();
  await page.getByRole('link', { name: 'New course' }).click();
  // Nothing is made until the first Save (issue 18): the editor works on the new course in the page.
  await expect(page).toHaveURL(/\/edit\/course\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Course: New course' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(COURSE);
  await page.getByLabel('Subheading').fill('Draw with code');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // The thumbnail is uploaded; what is not an image is refused before it leaves the browser.
  await page
    .getByLabel('Thumbnail')
    .setInputFiles({ name: 'shapes.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Thumbnail now' })).toHaveAttribute('src', /^\/files\/.+\.png$/);
  await page
    .getByLabel('Banner')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only images can be uploaded' })).toBeVisible();
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('region', { name: 'Stage 1' }).getByLabel('Stage title').fill('Drawing');
  await addFromLibrary(page, 'Drawing', 'Intro quizzes', QUIZ);
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('region', { name: 'Stage 2' }).getByLabel('Stage title').fill('Colours');
  await addFromLibrary(page, 'Colours', 'Challenges', CHALLENGE);
  await expect(page.getByRole('button', { name: 'New Exam' }).first()).toBeDisabled();

  // The course's references come from the reference library.
  const references = page.getByRole('region', { name: 'References and frequent questions' });
  await references.getByRole('button', { name: 'Add from Library to References' }).click();
  const referenceModal = page.getByRole('dialog', { name: 'Add to References from the library' });
  await referenceModal.getByLabel('Name').fill('Values and variables');
  await referenceModal.getByRole('button', { name: 'Add Values and variables' }).click();
  await referenceModal.getByRole('button', { name: 'Close' }).click();
  await expect(references.getByText('Values and variables')).toBeVisible();

  // Collapse hides a stage's fields; expand brings them back.
  await page.getByRole('button', { name: 'Collapse Colours' }).click();
  await expect(page.getByRole('region', { name: 'Colours' }).getByLabel('Stage title')).toBeHidden();
  await page.getByRole('button', { name: 'Expand Colours' }).click();

  // A third stage, deleted after the question.
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('button', { name: 'Delete Stage 3' }).click();
  await expect(page.getByRole('dialog').getByText('Are you sure you want to delete?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete stage' }).click();
  await expect(page.getByRole('region', { name: 'Stage 3' })).toHaveCount(0);

  await page.getByRole('switch', { name: 'Drawing is published' }).check();
  await page.getByRole('switch', { name: 'Colours is published' }).check();
  await publishInEditor(page, COURSE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Course Saved').first()).toBeVisible();
  // The first Save made the course: the address is now its own.
  await expect(page).toHaveURL(/\/edit\/course\/(?!new$)[^/]+$/);
  const courseUrl = page.url();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.screenshot({ path: shot('library-course-editor'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(COURSE);
  await expect(page.getByRole('region', { name: 'Drawing' }).getByText(QUIZ)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Colours' }).getByText(CHALLENGE)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'References and frequent questions' }).getByText('Values and variables'),
  ).toBeVisible();

  // Leaving with unsaved changes saves them first.
  await page.getByLabel('Subheading').fill('Draw and colour with code');
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expect(page).toHaveURL(/\/edit\/library\/courses/);
  await expect(page.getByText('Course Saved').first()).toBeVisible();
  await page.goto(courseUrl);
  await expect(page.getByLabel('Subheading')).toHaveValue('Draw and colour with code');

  await asOtherUser(browser, await makeStudent(request, 'picker'), async (learner) => {
    await learner.goto('/learn/courses');
    const card = learner.getByRole('button', { name: `Pick ${COURSE}` });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/files\/.+\.png$/);
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});

const openAs = async (browser: Browser, username: string, url: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, username);
  await page.goto(url);
  await expect(page.getByLabel('Subheading')).toBeVisible();
  return { context, page };
};

test('two people save the same course: the conflict modal, and Save as Copy keeps both texts', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, 'creator');
  const created = await request.post('/api/courses', {
    headers: bearer(token),
    data: { title: 'Shared course', language: 'python' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json())._id as string;
  const url = `/edit/course/${id}`;
  const first = await openAs(browser, 'creator', url);
  const second = await openAs(browser, 'admin', url);

  await first.page.getByLabel('Subheading').fill('Written by the creator');
  await first.page.getByRole('button', { name: 'Save' }).click();
  await expect(first.page.getByText('Course Saved')).toBeVisible();

  await second.page.getByLabel('Subheading').fill('Written by the admin');
  await second.page.getByRole('button', { name: 'Save' }).click();
  const modal = second.page.getByRole('dialog', { name: 'Someone else saved this item' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Force Save' })).toBeVisible();
  await modal.getByRole('button', { name: 'Save as Copy' }).click();
  await expect(second.page.getByText('Project Copied')).toBeVisible();
  await expect(second.page).toHaveURL(
    (u) => u.pathname.startsWith('/edit/course/') && !u.pathname.endsWith(id),
  );
  await expect(second.page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Copy of Shared course',
  );
  await expect(second.page.getByLabel('Subheading')).toHaveValue('Written by the admin');

  await first.page.reload();
  await expect(first.page.getByLabel('Subheading')).toHaveValue('Written by the creator');

  // Force Save: the admin's text replaces the stored one.
  await second.page.goto(url);
  await expect(second.page.getByLabel('Subheading')).toHaveValue('Written by the creator');
  await first.page.getByLabel('Subheading').fill('The creator again');
  await first.page.getByRole('button', { name: 'Save' }).click();
  await expect(first.page.getByText('Course Saved')).toBeVisible();
  await second.page.getByLabel('Subheading').fill('The admin insists');
  await second.page.getByRole('button', { name: 'Save' }).click();
  await second.page.getByRole('dialog').getByRole('button', { name: 'Force Save' }).click();
  await expect(second.page.getByText('Course Saved')).toBeVisible();
  await first.page.reload();
  await expect(first.page.getByLabel('Subheading')).toHaveValue('The admin insists');
  await first.context.close();
  await second.context.close();
});

test('a translator reads the library without changing it; a teacher is refused', async ({
  page,
  request,
}) => {
  await logIn(page, 'translator');
  await expect(page).toHaveURL(/\/edit\/library\/courses$/);
  await expect(page.getByRole('link', { name: 'New course' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy JavaScript: first steps' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive JavaScript: first steps' })).toBeDisabled();
  await page.getByRole('link', { name: 'JavaScript: first steps', exact: true }).first().click();
  // Translators change texts in a translation, nothing else.
  await expect(page.getByText('You can translate this item')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Published', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add stage' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add to .* from the library$/ })).toHaveCount(0);
  await expect(page.getByLabel('Drop an image here or click to choose one')).toHaveCount(0);

  await logOut(page);
  await logIn(page, await makeTeacher(request, 'notanauthor'));
  await page.goto('/edit/library/courses');
  await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
});

test('a translator translates a course title to Arabic, and a student using Arabic sees it', async ({
  page,
  browser,
  request,
}) => {
  const creator = await apiToken(request, 'creator');
  const english = `Robots ${Date.now().toString(36)}`;
  const arabic = `الروبوتات ${Date.now().toString(36)}`;
  const created = await request.post('/api/courses', {
    headers: bearer(creator),
    data: { title: english, subheading: 'Build and code', language: 'python', draft: false },
  });
  expect(created.status()).toBe(201);
  await logIn(page, 'translator');
  await page.goto(`/edit/course/${(await created.json())._id}`);
  await expect(page.getByText('You can translate this item')).toBeVisible();
  // Translators start in a translation: the English is shown under each field.
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
  await expect(page.getByText('Texts still to translate: 2')).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveCSS('direction', 'rtl');
  await expect(page.getByText(`English: ${english}`)).toBeVisible();
  await title.fill(arabic);
  await expect(page.getByText('Texts still to translate: 1')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Published', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Course Saved')).toBeVisible();
  await page.screenshot({ path: shot('course-translate-ar'), fullPage: true });

  const arabicReader = await makeUser(request, 'arabicreader', { locale: 'ar' });
  await asOtherUser(browser, arabicReader, async (learner) => {
    await learner.goto('/learn/courses');
    await expect(
      learner.getByRole('button', { name: ar.coursePicker.pick.replace('{{title}}', arabic) }),
    ).toBeVisible();
    await expect(learner.getByText(english)).toHaveCount(0);
  });
});

test('a translator translates a reference page, words of its pieces too, and a student using Arabic reads it', async ({
  page,
  browser,
  request,
}) => {
  const creator = await apiToken(request, 'creator');
  const stamp = Date.now().toString(36);
  const english = `range ${stamp}`;
  const arabic = `النطاق ${stamp}`;
  const created = await request.post('/api/references', {
    headers: bearer(creator),
    data: {
      title: english,
      language: 'python',
      draft: false,
      metaTags: ['reference'],
      pieces: [
        { format: 'text', data: { style: 'content', text: '<p>Counts from zero.</p>' } },
        { format: 'code', data: { code: 'for i in range(3):\n    print(i)' } },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json())._id as string;

  await logIn(page, 'translator');
  await page.goto(`/edit/reference/${id}`);
  await expect(page.getByText('You can translate this item')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
  // The title and the text piece are asked for; the code is not.
  await expect(page.getByText('Texts still to translate: 2')).toBeVisible();
  await expect(page.getByText('for i in range(3)')).toHaveCount(0);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveCSS('direction', 'rtl');
  await title.fill(arabic);
  const text = page.getByRole('textbox', { name: 'Pieces 1 › Text' });
  await text.click();
  await page.keyboard.type('يبدأ العد من الصفر.');
  await expect(page.getByText('Every text is translated.')).toBeVisible();
  await page.screenshot({ path: shot('reference-translate-ar'), fullPage: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Reference Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(arabic);

  const arabicReader = await makeUser(request, 'arabicreader', { locale: 'ar' });
  await asOtherUser(browser, arabicReader, async (learner) => {
    await learner.goto(`/reference/python?item=${id}`);
    await expect(learner.getByRole('heading', { name: arabic })).toBeVisible();
    await expect(learner.getByText('يبدأ العد من الصفر.')).toBeVisible();
    await expect(learner.getByText('Counts from zero.')).toHaveCount(0);
  });
});

test("a translator translates a lesson and its questions' texts into German", async ({ page, request }) => {
  const creator = await apiToken(request, 'creator');
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/assessments', {
    headers: bearer(creator),
    data: { title: `Variables ${stamp}`, language: 'python', type: 'conceptIntro' },
  });
  expect(created.status()).toBe(201);
  const lesson = (await created.json()) as { _id: string; version: number };
  const saved = await request.put(`/api/assessments/${lesson._id}`, {
    headers: bearer(creator),
    data: {
      version: lesson.version,
      questions: [
        {
          title: 'A box with a name',
          fieldType: 'concept_intro',
          pieces: [{ format: 'text', data: { style: 'content', text: '<p>A variable keeps a value.</p>' } }],
        },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await logIn(page, 'translator');
  await page.goto(`/edit/assessment/${lesson._id}`);
  await page.getByRole('radiogroup', { name: 'Language of the texts' }).getByText('Deutsch').click();
  await expect(page.getByText('Texts still to translate: 3')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Variablen ${stamp}`);
  const question = page.getByRole('region', { name: 'Question 1: A box with a name' });
  await question
    .getByRole('textbox', { name: 'Question 1: A box with a name › Title' })
    .fill('Eine Kiste mit Namen');
  await question.getByRole('textbox', { name: 'Question 1: A box with a name › Pieces 1 › Text' }).click();
  await page.keyboard.type('Eine Variable speichert einen Wert.');
  await expect(page.getByText('Every text is translated.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Introduction Saved')).toBeVisible();

  await page.reload();
  await page.getByRole('radiogroup', { name: 'Language of the texts' }).getByText('Deutsch').click();
  await expect(page.getByText('Every text is translated.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Question 1: A box with a name › Title' })).toHaveValue(
    'Eine Kiste mit Namen',
  );
  // The English is untouched.
  const stored = await request.get(`/api/library/assessments/${lesson._id}`, {
    headers: bearer(await apiToken(request, 'creator')),
  });
  expect(stored.ok(), await stored.text()).toBe(true);
  const body = await stored.json();
  expect(body.questions[0].title).toBe('A box with a name');
  expect(body.questions[0].translations.de.title).toBe('Eine Kiste mit Namen');
});

test("a translator translates a tutorial's steps into Italian", async ({ page, request }) => {
  const creator = await apiToken(request, 'creator');
  const created = await request.post('/api/bricks', {
    headers: bearer(creator),
    data: { title: `Bouncing ball ${Date.now().toString(36)}`, language: 'javascript' },
  });
  expect(created.status()).toBe(201);
  const tutorial = (await created.json()) as { _id: string; version: number };
  const saved = await request.put(`/api/bricks/${tutorial._id}`, {
    headers: bearer(creator),
    data: {
      version: tutorial.version,
      bricks: [{ title: 'Draw the ball', bricks: [{ title: 'A circle' }] }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await logIn(page, 'translator');
  await page.goto(`/edit/brick/${tutorial._id}`);
  await page.getByRole('radiogroup', { name: 'Language of the texts' }).getByText('Italiano').click();
  const step = page.getByRole('region', { name: 'Step 1: Draw the ball' });
  await step.getByRole('textbox', { name: 'Step 1: Draw the ball › Title' }).fill('Disegna la palla');
  await page
    .getByRole('region', { name: 'Step 1.1: A circle' })
    .getByRole('textbox', { name: 'Step 1.1: A circle › Title' })
    .fill('Un cerchio');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Tutorial Saved')).toBeVisible();
  await page.reload();
  await page.getByRole('radiogroup', { name: 'Language of the texts' }).getByText('Italiano').click();
  await expect(page.getByRole('textbox', { name: 'Step 1.1: A circle › Title' })).toHaveValue('Un cerchio');
  await expect(page.getByRole('textbox', { name: 'Step 1: Draw the ball › Title' })).toHaveValue(
    'Disegna la palla',
  );
});

test('a content creator writes a lesson of several piece formats with an uploaded image', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Meet the turtle ${stamp}`;
  await logIn(page, 'creator');
  await page.getByRole('tab', { name: 'Lessons' }).click();
  await page.getByRole('link', { name: 'New lesson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson: New lesson' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('region', { name: 'Question 1: Question 1' });
  await expect(question.getByLabel('Question title')).toHaveValue('Question 1');
  await expect(question.getByLabel('XP', { exact: true })).toHaveCount(0);

  // "Select an Editor" offers the formats in labelled groups, and Cancel adds nothing.
  await question.getByRole('button', { name: 'Add a piece to Pieces at place 1' }).click();
  const picker = page.getByRole('dialog', { name: 'Select an Editor' });
  await expect(picker.getByRole('heading', { name: 'Media' })).toBeVisible();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();
  await expect(question.getByRole('region', { name: /^Piece 1/ })).toHaveCount(0);

  const insert = async (place: number, format: string) => {
    await question.getByRole('button', { name: `Add a piece to Pieces at place ${place}` }).click();
    await page
      .getByRole('dialog', { name: 'Select an Editor' })
      .getByRole('button', { name: format, exact: true })
      .click();
    const piece = question.getByRole('region', { name: `Piece ${place}: ${format}` });
    await expect(piece).toBeVisible();
    return piece;
  };
  const text = await insert(1, 'Text');
  await text.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('The turtle draws as it moves.');
  await text.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Try it!');
  const image = await insert(2, 'Image');
  await image
    .getByLabel('Drop an image here or click to choose one')
    .setInputFiles({ name: 'turtle.png', mimeType: 'image/png', buffer: PNG });
  await expect(image.getByRole('img', { name: 'Image now' })).toHaveAttribute('src', /^\/files\/.+\.png$/);
  await image.getByLabel('Description for those who cannot see it').fill('A green turtle');
  // An Arabic version of the image, for readers using Arabic; the others keep the English one.
  await image.getByText('Images in other languages').click();
  await image
    .getByLabel('Image for العربية (English is shown without it)')
    .setInputFiles({ name: 'turtle-ar.png', mimeType: 'image/png', buffer: PNG });
  await image.getByLabel('Alt text for العربية').fill('سلحفاة خضراء');
  const code = await insert(3, 'Code');
  await code.getByLabel('Code', { exact: true }).fill('forward(100)\nleft(90)');
  const list = await insert(4, 'List');
  await list.getByLabel('Item 1', { exact: true }).fill('Move');
  await list.getByRole('button', { name: 'Add item' }).click();
  await list.getByLabel('Item 2', { exact: true }).fill('Turn');
  // A piece previews as learners will see it.
  await code.getByRole('button', { name: 'Preview Piece 3: Code' }).click();
  await expect(code.getByText('forward(100)')).toBeVisible();

  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Introduction Saved')).toBeVisible();
  await page.screenshot({ path: shot('lesson-editor'), fullPage: true });

  await page.reload();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  // The preview shows the question as learners get it, under its own heading.
  const shown = page.getByRole('region', { name: 'Question 1', exact: true });
  await expect(shown.getByText('The turtle draws as it moves.')).toBeVisible();
  await expect(shown.locator('strong', { hasText: 'Try it!' })).toBeVisible();
  await expect(shown.getByRole('img', { name: 'A green turtle' })).toHaveAttribute(
    'src',
    /^\/files\/.+\.png$/,
  );
  await expect(shown.getByText('forward(100)')).toBeVisible();
  await expect(shown.getByRole('listitem').filter({ hasText: 'Turn' })).toBeVisible();

  // The lesson reaches learners through a topic of a course's stage.
  const topic = `Turtle moves ${Date.now().toString(36)}`;
  const course = `Turtle course ${Date.now().toString(36)}`;
  await page.goto('/edit/library/topics');
  await page.getByRole('link', { name: 'New topic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Topic: New topic' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(topic);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Tags' }).fill('turtle');
  await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await page.getByRole('button', { name: 'Choose the Lesson from the library' }).click();
  const lessons = page.getByRole('dialog', { name: 'Add to Lesson from the library' });
  await lessons.getByLabel('Name').fill(title);
  await lessons.getByRole('button', { name: `Add ${title}` }).click();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Topic Saved')).toBeVisible();

  // A new course in the language the list shows.
  await page.goto('/edit/library/courses');
  await page
    .getByRole('search', { name: 'Filter the library' })
    .getByLabel('Language')
    .selectOption({ label: 'Python' });
  await page.getByRole('link', { name: 'New course' }).click();
  await expect(page.getByText('Language: Python')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(course);
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('region', { name: 'Stage 1' }).getByLabel('Stage title').fill('Moving');
  await addFromLibrary(page, 'Moving', 'Topics', topic);
  await page.getByRole('switch', { name: 'Moving is published' }).check();
  await publishInEditor(page, course);

  // A learner of their own (the demo accounts' current courses belong to the other specs).
  const admin = await apiToken(request, 'admin');
  const learner = `turtle${stamp.replace(/[^a-z]/g, 't')}`;
  const made = await request.post('/api/users', {
    data: { username: learner, password: 'turtlepw', first_name: 'Tia', last_name: 'Turtle' },
    headers: bearer(admin),
  });
  expect(made.status()).toBe(201);
  await logOut(page);
  await logIn(page, learner, 'turtlepw');
  await page.goto('/learn/courses');
  await page.getByRole('button', { name: `Pick ${course}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await page.getByRole('button', { name: `Topic: ${topic}` }).click();
  await page.getByRole('link', { name: `Open the introduction to ${topic}` }).click();
  await expect(page.getByText('The turtle draws as it moves.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'A green turtle' })).toBeVisible();
  // In Arabic the lesson shows the Arabic image.
  await setLocale(request, learner, 'ar', 'turtlepw');
  await page.reload();
  await expect(page.getByRole('img', { name: 'سلحفاة خضراء' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A green turtle' })).toHaveCount(0);
});

test('a content creator writes a challenge and a reference page', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await logIn(page, 'creator');
  await page.getByRole('tab', { name: 'Challenges' }).click();
  await page.getByRole('link', { name: 'New challenge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Challenge: New challenge' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Draw a house ${stamp}`);
  await page.getByRole('button', { name: 'Add step' }).click();
  const step = page.getByRole('region', { name: 'Step 1' });
  await step.getByRole('textbox', { name: 'What to do' }).click();
  await page.keyboard.type('Draw the walls first.');
  await step.getByRole('switch', { name: 'Auto Marked' }).check();
  await step.getByLabel('XP', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Challenge Saved')).toBeVisible();
  await page.reload();
  const saved = page.getByRole('region', { name: 'Step 1' });
  await expect(saved.getByText('Draw the walls first.')).toBeVisible();
  await expect(saved.getByRole('switch', { name: 'Auto Marked' })).toBeChecked();
  await expect(saved.getByLabel('XP', { exact: true })).toHaveValue('10');

  await page.goto('/edit/library/references');
  await page.getByRole('link', { name: 'New reference page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reference: New reference' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`print ${stamp}`);
  await page.getByRole('button', { name: 'Add section' }).click();
  const section = page.getByRole('region', { name: 'Section 1' });
  await section.getByLabel('Section title').fill('Examples');
  const examples = page.getByRole('region', { name: 'Examples' });
  await examples.getByRole('button', { name: 'Add a piece to Pieces of Examples at place 1' }).click();
  await page
    .getByRole('dialog', { name: 'Select an Editor' })
    .getByRole('button', { name: 'Code', exact: true })
    .click();
  await examples.getByLabel('Code', { exact: true }).fill('print("hello")');
  // "Save" saves and shows the page; "Edit page" opens it again.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reference Saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit page' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Examples' }).getByText('print("hello")')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search the sections' }).fill('zzz');
  await expect(page.getByText('No sections.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search the sections' }).fill('exam');
  await expect(page.getByRole('region', { name: 'Examples' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit page' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`print ${stamp}`);

  // Delete from the library, after the question.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Delete print ${stamp}` });
  await expect(confirm.getByText('Are you sure you want to delete?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Reference Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/library\/references$/);
  await page.getByLabel('Name').fill(`print ${stamp}`);
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
});

test('the FAQ library as a tree: Add from Library, the viewer, Delete from Library', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'creator');
  const stamp = Date.now().toString(36);
  const TOP = `Selectors ${stamp}`;
  const QUESTION = `Why is $ undefined ${stamp}`;
  for (const data of [
    { title: TOP, description: '<p>How jQuery finds elements on the page.</p>' },
    { title: QUESTION },
  ])
    expect(
      (
        await request.post('/api/faqs', { headers: bearer(token), data: { language: 'jquery', ...data } })
      ).status(),
    ).toBe(201);
  await logIn(page, 'creator');
  await page.goto('/edit/library/faqs?language=jquery');
  await page.getByRole('radiogroup', { name: 'Show as' }).getByText('Tree', { exact: true }).click();
  await expect(page).toHaveURL(/view=tree/);
  const tree = page.getByRole('region', { name: 'Tree of Frequent Questions' });
  await expect(tree.getByText(TOP)).toBeVisible();

  // The question goes under the first page, chosen from the library.
  await tree.getByRole('button', { name: `Add from Library under ${TOP}` }).click();
  const modal = page.getByRole('dialog', { name: `Add to ${TOP} from the library` });
  await modal.getByLabel('Name').fill(QUESTION);
  await modal.getByRole('button', { name: `Add ${QUESTION}` }).click();
  await expect(page.getByText(`${QUESTION} is now under ${TOP}`)).toBeVisible();
  const branch = tree.getByRole('listitem').filter({ hasText: TOP });
  await expect(branch.getByRole('list').getByText(QUESTION)).toBeVisible();
  await page.screenshot({ path: shot('library-faq-tree'), fullPage: true });

  // The viewer shows the page as its readers see it.
  await tree.getByRole('button', { name: `View ${TOP}` }).click();
  const viewer = page.getByRole('dialog', { name: TOP });
  await expect(viewer.getByText('How jQuery finds elements on the page.')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();

  // Deleting the first page, after the question, moves its question up to the top.
  await tree.getByRole('button', { name: `Delete ${TOP} from Library` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${TOP}` });
  await expect(confirm.getByText('Are you sure you want to delete?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete from Library' }).click();
  await expect(page.getByText('Faq Deleted')).toBeVisible();
  await expect(tree.getByText(TOP)).toHaveCount(0);
  await expect(tree.getByText(QUESTION)).toBeVisible();
});

test('a content creator links a starter project to a challenge', async ({ page, request }) => {
  const token = await apiToken(request, 'creator');
  const stamp = Date.now().toString(36);
  const PROJECT = `Greeter start ${stamp}`.slice(0, 30);
  const made = await request.post('/api/projects', {
    headers: bearer(token),
    data: { name: PROJECT, language: 'python' },
  });
  expect(made.status()).toBe(201);
  const challenge = await request.post('/api/challenges', {
    headers: bearer(token),
    data: { title: `Greet everyone ${stamp}`, language: 'python' },
  });
  expect(challenge.status()).toBe(201);
  await logIn(page, 'creator');
  await page.goto(`/edit/challenge/${(await challenge.json())._id}`);
  await expect(page.getByText('Nothing linked').first()).toBeVisible();
  // Unsaved changes are saved before the link is made.
  await page.getByRole('textbox', { name: 'Subheading', exact: true }).fill('Say hello to each name');
  await page.getByRole('button', { name: 'Link Starter' }).click();
  const modal = page.getByRole('dialog', { name: 'Link Starter' });
  await expect(modal.getByText('Your Python projects:')).toBeVisible();
  await modal.getByRole('button', { name: `Link ${PROJECT}` }).click();
  await expect(page.getByText('Starter linked')).toBeVisible();
  await expect(page.getByRole('link', { name: PROJECT })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subheading', exact: true })).toHaveValue(
    'Say hello to each name',
  );
  await page.reload();
  await expect(page.getByRole('link', { name: PROJECT })).toBeVisible();
  await page.getByRole('button', { name: 'Remove the Starter project' }).click();
  await expect(page.getByText('Starter removed')).toBeVisible();
  await expect(page.getByRole('link', { name: PROJECT })).toHaveCount(0);
});

test('a problem reported on a tutorial step reaches its authors, who resolve it', async ({
  page,
  browser,
  request,
}) => {
  const tutorial = stage1.tutorials[0]!;
  const step = tutorial.steps[0]!.substeps[0]!;
  const problem = `The picture does not load ${Date.now().toString(36)}`;
  const teacher = await makeTeacher(request, 'problemreader');
  await setCurrentCourse(request, teacher, javascriptCourse.title.en);
  await asOtherUser(browser, teacher, async (reader) => {
    await reader.goto('/learn');
    await reader
      .getByRole('radiogroup', { name: 'Learn or preview' })
      .getByText('Preview', { exact: true })
      .click();
    const stage = reader.getByRole('button', { name: /^Stage 1/ });
    if ((await stage.getAttribute('aria-expanded')) !== 'true') await stage.click();
    await reader.getByRole('link', { name: `Open ${tutorial.title}` }).click();
    await expect(reader.getByRole('heading', { name: step.title }).first()).toBeVisible();
    await reader.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = reader.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByLabel('What is the problem?').fill(problem);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(reader.getByText('Thank you! Your report was sent.')).toBeVisible();
  });

  await logIn(page, 'creator');
  await page.goto(`/edit/library/tutorials?name=${encodeURIComponent(tutorial.title)}`);
  await page.getByRole('link', { name: tutorial.title, exact: true }).click();
  const reports = page.getByRole('region', { name: /^Problem reports/ });
  const card = reports.getByRole('listitem').filter({ hasText: problem });
  await expect(card.getByText(step.title)).toBeVisible();
  await reports.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('tutorial-reports') });
  await card.getByRole('button', { name: `Resolve the report on ${step.title}` }).click();
  await expect(page.getByText('Report resolved')).toBeVisible();
  await expect(reports.getByText(problem)).toHaveCount(0);
});

test('a content creator writes a tutorial of steps and sub-steps', async ({ page }) => {
  await logIn(page, 'creator');
  await page.getByRole('tab', { name: 'Tutorials', exact: true }).click();
  await page.getByRole('link', { name: 'New tutorial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorial: New tutorial' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill(`Turtle art ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Add step', exact: true }).click();
  const one = page.getByRole('region', { name: 'Step 1', exact: true });
  await one.getByRole('textbox', { name: 'Step Title' }).first().fill('Draw a square');
  await one.getByRole('button', { name: 'Add sub-step' }).click();
  const sub = page.getByRole('region', { name: 'Step 1.1' });
  await sub.getByRole('textbox', { name: 'Step Title' }).fill('Move forward');
  await sub.getByRole('switch', { name: 'Auto Marked' }).check();
  await sub.getByLabel('XP', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Add step', exact: true }).click();
  await page
    .getByRole('region', { name: 'Step 2', exact: true })
    .getByRole('textbox', { name: 'Step Title' })
    .fill('Colour it');
  await page.getByRole('button', { name: 'Move Step 2 up' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Step 1', exact: true })
      .getByRole('textbox', { name: 'Step Title' })
      .first(),
  ).toHaveValue('Colour it');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tutorial Saved')).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Step 1', exact: true })
      .getByRole('textbox', { name: 'Step Title' })
      .first(),
  ).toHaveValue('Colour it');
  const saved = page.getByRole('region', { name: 'Step 2.1' });
  await expect(saved.getByRole('textbox', { name: 'Step Title' })).toHaveValue('Move forward');
  await expect(saved.getByLabel('XP', { exact: true })).toHaveValue('5');
  // Deleting a step asks first: Cancel keeps it, Delete takes it out.
  await page.getByRole('button', { name: 'Remove Step 1', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Step 1' });
  await expect(confirm.getByText('Are you sure you want to delete?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'Step 2', exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove Step 1', exact: true }).click();
  await page.getByRole('dialog', { name: 'Remove Step 1' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: 'Step 2', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tutorial Saved').first()).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Step 1', exact: true })
      .getByRole('textbox', { name: 'Step Title' })
      .first(),
  ).toHaveValue('Draw a square');
});

test('an old tutorial: steps with their tasks, and a new skill on the references tab', async ({ page }) => {
  await logIn(page, 'creator');
  await page.getByRole('tab', { name: 'Old tutorials' }).click();
  // The old tutorial modal: a name of at most 60 characters and a solution project of at most 30.
  await page.getByRole('button', { name: 'New old-style tutorial' }).click();
  const modal = page.getByRole('dialog', { name: 'New old tutorial' });
  const name = `Print and input ${Date.now().toString(36)}`;
  await modal.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(61));
  await modal.getByRole('textbox', { name: 'Solution' }).fill('y'.repeat(31));
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByText('Name must be 60 characters or fewer')).toBeVisible();
  await expect(modal.getByText('Solution must be 30 characters or fewer')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Name' }).fill(name);
  await modal.getByRole('textbox', { name: 'Solution' }).fill('Print and input answer');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tutorial: ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print and input answer' })).toBeVisible();
  await page.getByRole('button', { name: 'Add step', exact: true }).click();
  const step = page.getByRole('region', { name: 'Step 1', exact: true });
  await step.getByRole('button', { name: 'Add sub-step' }).click();
  await page
    .getByRole('region', { name: 'Step 1.1' })
    .getByRole('textbox', { name: 'Step Title' })
    .fill('Open the editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tutorial Saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Step 1.1' }).getByRole('textbox', { name: 'Step Title' }),
  ).toHaveValue('Open the editor');

  await page.goto('/edit/library/references');
  await page.getByRole('link', { name: 'New Skill' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reference: New skill' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Skill' })).toBeChecked();
});

test('a quiz question is tagged with a skill and topics chosen by autocomplete', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const creator = await apiToken(request, 'creator');
  const make = async (kind: string, data: object) =>
    expect((await request.post(`/api/${kind}`, { headers: bearer(creator), data })).status()).toBe(201);
  await make('references', { title: `Loops skill ${stamp}`, language: 'python', metaTags: ['skill'] });
  await make('topics', { title: `Counting loops ${stamp}`, language: 'python', tags: ['loops'] });
  await make('topics', { title: `Counting loops in JS ${stamp}`, language: 'javascript', tags: ['loops'] });

  await logIn(page, 'creator');
  await page.getByRole('tab', { name: 'Quizzes' }).click();
  await newItemLink(page, 'New quiz').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz: New quiz' })).toBeVisible();
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('region', { name: 'Question 1: Question 1' });
  await question.getByRole('button', { name: 'Add skill' }).click();
  await question.getByRole('combobox', { name: 'Skill 1', exact: true }).fill('loops sk');
  await page.getByRole('option', { name: `Loops skill ${stamp}` }).click();
  const topics = question.getByRole('combobox', { name: 'Topics of skill 1' });
  await topics.fill(`Counting loops ${stamp}`);
  await page.getByRole('option', { name: `Counting loops ${stamp}` }).click();
  await expect(question.getByText('Language inconsistencies')).toHaveCount(0);
  await topics.fill(`in JS ${stamp}`);
  await page.getByRole('option', { name: `Counting loops in JS ${stamp}` }).click();
  await expect(question.getByText('Language inconsistencies')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quiz Saved')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Edit Question 1: Question 1' }).click();
  const saved = page.getByRole('region', { name: 'Question 1: Question 1' });
  await expect(saved.getByText(`Loops skill ${stamp}`)).toBeVisible();
  await expect(saved.getByText(`Counting loops in JS ${stamp}`)).toBeVisible();
  await expect(saved.getByText('Language inconsistencies')).toBeVisible();
});

test('a question is copied, moved to another quiz, and copied there too', async ({ page, request }) => {
  const token = await apiToken(request, 'creator');
  const stamp = Date.now().toString(36);
  const quiz = async (title: string, question: string) => {
    const created = await request.post('/api/assessments', {
      headers: bearer(token),
      data: { title, language: 'python', type: 'quiz' },
    });
    expect(created.status()).toBe(201);
    const { _id, version } = (await created.json()) as { _id: string; version: number };
    const saved = await request.put(`/api/assessments/${_id}`, {
      headers: bearer(token),
      data: {
        version,
        questions: [
          { title: question, fieldType: 'radio', fieldOptions: [{ data: { text: 'Yes', isCorrect: true } }] },
          {
            title: 'Stays here',
            fieldType: 'textfield',
            fieldOptions: [{ data: { text: 'x', isCorrect: true } }],
          },
        ],
      },
    });
    expect(saved.ok()).toBe(true);
    return _id;
  };
  const FROM = `Loops quiz ${stamp}`;
  const TO = `Lists quiz ${stamp}`;
  const from = await quiz(FROM, 'Does a loop repeat?');
  const to = await quiz(TO, 'Is a list ordered?');
  await logIn(page, 'creator');
  await page.goto(`/edit/assessment/${from}`);

  // Copy keeps it here, just after it.
  await page.getByRole('button', { name: 'Edit Question 1: Does a loop repeat?' }).click();
  const first = page.getByRole('region', { name: 'Question 1: Does a loop repeat?' });
  await first.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Question 2: Copy of Does a loop repeat?' })).toBeVisible();

  // Move Question saves the copy first, then takes the question to the other quiz.
  await first.getByRole('button', { name: 'Move Question', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Move Does a loop repeat? to another assessment' });
  await modal.getByLabel('Name').fill(TO);
  await modal.getByRole('button', { name: `Move here: ${TO}` }).click();
  await expect(page.getByText('Question Moved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Question 1: Copy of Does a loop repeat?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Question 2: Stays here' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Question \d: Does a loop repeat\?$/ })).toHaveCount(0);

  // Copy & Move leaves it here and puts a copy there.
  await page.getByRole('button', { name: 'Edit Question 2: Stays here' }).click();
  await page
    .getByRole('region', { name: 'Question 2: Stays here' })
    .getByRole('button', { name: 'Copy & Move Question' })
    .click();
  const copyModal = page.getByRole('dialog', { name: 'Copy Stays here to another assessment' });
  await copyModal.getByLabel('Name').fill(TO);
  await copyModal.getByRole('button', { name: `Copy here: ${TO}` }).click();
  await expect(page.getByText(`Question copied to ${TO}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Question 2: Stays here' })).toBeVisible();

  await page.goto(`/edit/assessment/${to}`);
  for (const name of [
    'Question 1: Is a list ordered?',
    'Question 2: Stays here',
    'Question 3: Does a loop repeat?',
    'Question 4: Stays here',
  ])
    await expect(page.getByRole('region', { name })).toBeVisible();
});

test('archive and restore from the content table', async ({ page, request }) => {
  const token = await apiToken(request, 'creator');
  const title = `Archive me ${Date.now().toString(36)}`;
  expect(
    (
      await request.post('/api/courses', { headers: bearer(token), data: { title, language: 'python' } })
    ).status(),
  ).toBe(201);
  await logIn(page, 'creator');
  await page.getByLabel('Name').fill(title);
  const table = page.getByRole('table', { name: 'Library: Courses' });
  await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
  await table.getByRole('button', { name: `Archive ${title}` }).click();
  await expect(page.getByText(`Archived: ${title}`)).toBeVisible();
  await expect(table.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await page.getByLabel('Archived').selectOption({ label: 'Yes' });
  await expect(page).toHaveURL(/archived=true/);
  await table.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(page.getByText(`Restored: ${title}`)).toBeVisible();
  await expect(table.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test('the library and the course editor read right to left in Arabic', async ({ page, request }) => {
  await setLocale(request, 'creator', 'ar');
  try {
    await logIn(page, 'creator');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.library.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: ar.library.tabs.courses })).toBeVisible();
    await page.screenshot({ path: shot('library-ar'), fullPage: true });
    await page.getByRole('link', { name: 'JavaScript: first steps', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: ar.editor.course.stages })).toBeVisible();
    await page.screenshot({ path: shot('course-editor-ar'), fullPage: true });
    // The reference library's tree list nests to the left, under the right-hand edge.
    await page.goto('/edit/library/references?view=tree&language=javascript');
    const tree = page.getByRole('region', {
      name: ar.library.tree.label.replace('{{kind}}', ar.library.tabs.references),
    });
    await expect(tree.getByRole('listitem').first()).toBeVisible();
    const [top, nested] = await Promise.all([
      tree.locator(':scope > ul > li').first().boundingBox(),
      tree.locator('ul ul > li').first().boundingBox(),
    ]);
    expect(nested!.x + nested!.width).toBeLessThan(top!.x + top!.width);
    await page.screenshot({ path: shot('reference-tree-ar'), fullPage: true });
  } finally {
    await inEnglish(request, 'creator');
  }
});
