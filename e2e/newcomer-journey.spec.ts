// Issue 18's closing journey: a newcomer goes from the demo data to a student answering a new question in a new
// course, clicking only. The creator makes a JavaScript course with a stage, a topic and a new lesson with one
// question, each new item made from where it is needed and so in the course's language; publishing offers to
// publish the drafts inside; the teacher adds the course to their class; their pupil picks it, answers the
// question right and sees it counted. Fresh names, so the journey passes whatever ran before it; the teacher
// and the pupil are the spec's own (made through the API), the creator the demo one (only the seed makes authors).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  asOtherUser,
  expectPath,
  inEnglish,
  joinClass,
  logIn,
  makeClass,
  makeStudent,
  makeTeacher,
} from './helpers.ts';

const stamp = Date.now().toString(36);
const COURSE = `First robots ${stamp}`;
const STAGE = `Meet the robot ${stamp}`;
const TOPIC = `Robot words ${stamp}`;
const LESSON = `Robots say hello ${stamp}`;

// A whole course from nothing, then a teacher and a learner: give it room on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  await inEnglish(request, 'creator');
});

/** The library's "new" link of a tab (its words are being reworded: either wording). */
const newLink = (page: Page, singular: string, tab: string) =>
  page.getByRole('link', { name: new RegExp(`^New(: ${tab}| ${singular})$`) });

/** Opens an item of the library from its tab, by clicking. */
const openFromLibrary = async (page: Page, tab: string, title: string) => {
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('link', { name: title, exact: true }).click();
};

test('a newcomer goes from the demo data to a student answering a new question in a new course', async ({
  page,
  browser,
  request,
}) => {
  // A teacher of the spec's own with the class "Year 8 Coding" (the demo courses), and a pupil in it.
  const teacher = await makeTeacher(request, 'newcomerteacher');
  const cls = await makeClass(request, teacher, 'Year 8 Coding', {
    courses: ['JavaScript: first steps', 'Python: first steps'],
  });
  const pupil = await makeStudent(request, 'newcomer');
  await joinClass(request, pupil, cls.classId);

  // The creator: a new JavaScript course with one stage.
  await logIn(page, 'creator');
  await newLink(page, 'course', 'Courses').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course: New course' })).toBeVisible();
  await expect(page.getByText('Language: JavaScript')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(COURSE);
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('region', { name: 'Stage 1' }).getByLabel('Stage title').fill(STAGE);
  const stage = page.getByRole('region', { name: STAGE });
  // The stage's switch says what it means: off, the stage is not published.
  await expect(stage.getByRole('switch', { name: `${STAGE} is published` })).not.toBeChecked();
  await expect(stage.getByText('Published', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Course Saved').first()).toBeVisible();

  // A new topic, made from the stage's Topics list: it is written in the course's language.
  await stage.getByRole('button', { name: 'Add to Topics from the library' }).click();
  const topics = page.getByRole('dialog', { name: 'Add to Topics from the library' });
  await topics.getByRole('link', { name: 'New in JavaScript' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Topic: New topic' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Language' })).toHaveValue('JavaScript');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TOPIC);
  await page.getByRole('combobox', { name: 'Tags' }).fill('robots');
  await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Topic Saved').first()).toBeVisible();

  // Its lesson, new from the topic's Lesson field, in JavaScript too, with one question.
  await page.getByRole('button', { name: 'Choose the Lesson from the library' }).click();
  await page
    .getByRole('dialog', { name: 'Add to Lesson from the library' })
    .getByRole('link', { name: 'New in JavaScript' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson: New lesson' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Language' })).toHaveValue('JavaScript');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(LESSON);
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('region', { name: 'Question 1: Question 1' });
  // Until it has something to read and a right answer, it says learners could not answer it.
  await expect(question.getByText('Question 1 has no text')).toBeVisible();
  await question.getByLabel('Type').selectOption({ label: 'One choice' });
  await question.getByRole('button', { name: 'Add a piece to Pieces at place 1' }).click();
  await page
    .getByRole('dialog', { name: 'Select an Editor' })
    .getByRole('button', { name: 'Text', exact: true })
    .click();
  await question
    .getByRole('region', { name: 'Piece 1: Text' })
    .getByRole('textbox', { name: 'Text' })
    .click();
  await page.keyboard.type('Which line makes the robot say hello?');
  await question.getByRole('button', { name: 'Add Option' }).click();
  await question.getByLabel('Option 1', { exact: true }).fill('console.log("hello")');
  await question.getByRole('button', { name: 'Add Option' }).click();
  await question.getByLabel('Option 2', { exact: true }).fill('hello');
  await expect(question.getByText('Question 1 has no correct answer')).toBeVisible();
  await question.getByRole('checkbox', { name: 'Option 1 is correct' }).check();
  await expect(question.getByText('Learners could not answer this question yet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Introduction Saved').first()).toBeVisible();

  // Back to the topic: the new lesson is offered there (same language), chosen, saved.
  await openFromLibrary(page, 'Topics', TOPIC);
  await page.getByRole('button', { name: 'Choose the Lesson from the library' }).click();
  const lessons = page.getByRole('dialog', { name: 'Add to Lesson from the library' });
  await lessons.getByLabel('Name').fill(LESSON);
  await lessons.getByRole('button', { name: `Add ${LESSON}` }).click();
  await expect(page.getByText(LESSON, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Topic Saved').first()).toBeVisible();

  // Back to the course: the topic joins the stage, then the course is published with the drafts inside.
  await openFromLibrary(page, 'Courses', COURSE);
  const courseStage = page.getByRole('region', { name: STAGE });
  await courseStage.getByRole('button', { name: 'Add to Topics from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Add to Topics from the library' });
  await picker.getByLabel('Name').fill(TOPIC);
  await picker.getByRole('button', { name: `Add ${TOPIC}` }).click();
  await picker.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Course Saved').first()).toBeVisible();
  const visible = page.getByRole('region', { name: 'What learners see' });
  await expect(visible.getByText('Learners do not see this course: it is a draft.')).toBeVisible();
  await expect(visible.getByRole('listitem')).toHaveText([`${STAGE} (stage): draft`, `${TOPIC}: draft`]);

  await page.getByRole('switch', { name: 'Published', exact: true }).click();
  const publish = page.getByRole('dialog', { name: `Publish ${COURSE}` });
  await expect(publish.getByRole('listitem')).toHaveText([`${STAGE} (stage): draft`, `${TOPIC}: draft`]);
  await publish.getByRole('button', { name: 'Publish the course and the drafts inside' }).click();
  await expect(page.getByText(`${COURSE} is published`)).toBeVisible();
  await expect(visible.getByText('Learners see this course.')).toBeVisible();
  await expect(visible.getByText('Every stage and item in it is published.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Published', exact: true })).toBeChecked();
  await expect(courseStage.getByRole('switch', { name: `${STAGE} is published` })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('newcomer-published.png'), fullPage: true });

  // The teacher adds the course to their class.
  await asOtherUser(browser, teacher, async (teacherPage) => {
    await teacherPage.getByRole('link', { name: 'Year 8 Coding' }).click();
    await expect(teacherPage.getByRole('heading', { level: 1, name: 'Year 8 Coding' })).toBeVisible();
    await teacherPage.getByRole('combobox', { name: 'Courses' }).click();
    await teacherPage.getByRole('option', { name: COURSE }).click();
    await teacherPage.keyboard.press('Escape');
    await teacherPage.getByRole('button', { name: 'Save' }).click();
    await expect(teacherPage.getByText('Class Saved')).toBeVisible();
    await expect(teacherPage.getByRole('form', { name: 'Class details' })).toContainText(COURSE);
  });

  // The pupil picks the course, opens the lesson, answers right and sees it counted.
  await asOtherUser(browser, pupil, async (learner) => {
    await learner.getByRole('link', { name: /Switch Course|Pick a course/ }).click();
    await learner.getByRole('button', { name: `Pick ${COURSE}` }).click();
    await expectPath(learner, '/learn');
    await expect(learner.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await expect(learner.getByText('This course has no stages yet')).toHaveCount(0);
    await learner.getByRole('button', { name: `Topic: ${TOPIC}` }).click();
    await learner.getByRole('link', { name: `Open the introduction to ${TOPIC}` }).click();
    await expect(learner.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    await expect(learner.getByText('Which line makes the robot say hello?')).toBeVisible();
    await learner.getByRole('radio', { name: 'console.log("hello")', exact: true }).check();
    await learner.getByRole('button', { name: 'Check' }).click();
    await expect(learner.getByRole('status')).toContainText(/Correct/);
    await learner.getByRole('button', { name: 'Finish' }).click();
    await expect(learner.getByText('XP increased by 10').first()).toBeVisible();
    await expectPath(learner, '/learn');
    await learner.getByRole('button', { name: `Topic: ${TOPIC}` }).click();
    // The lesson is counted: marked complete on the course home.
    await expect(learner.getByLabel('Complete', { exact: true })).toBeVisible();
    await learner.screenshot({ path: test.info().outputPath('newcomer-counted.png'), fullPage: true });
  });
});
