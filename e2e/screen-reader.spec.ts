// Issue 19, goal 7: what a screen reader meets, checked through the accessibility tree (roles, names, live
// regions), in English and in Arabic. A learner's course home (stage headings a level below the page's h1, each
// section's items as a list whose link names say title, kind, XP and state, in that reading order); a quiz whose
// verdict is written into a role=status region that was there, empty, before Check; a project whose run ends
// with one announcement while the log itself stays quiet; the hint on leaving the code editor, linked by
// aria-describedby and true; and the teacher's progress grid as a captioned table with column and row headers
// and each cell's state in words. axe checks each of those states. No real screen reader is run here.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, asOtherUser, bearer, logIn, makeStudent, setCurrentCourse, setLocale } from './helpers.ts';
import { createAssessment, createCourse } from './learn-api.ts';

const PASSWORD = 'readerpw';
const shot = (name: string) => `${process.env.E2E_OUTPUT ?? 'test-results'}/screen-reader-${name}.png`;
const LOCALES = ['en', 'ar'] as const;
type Locale = (typeof LOCALES)[number];

/** The app's message `key` in `locale`, with its {{placeholders}} filled, as the page shows it. */
const translator = (locale: Locale) => {
  const messages = JSON.parse(
    readFileSync(new URL(`../packages/web/src/i18n/locales/${locale}.json`, import.meta.url), 'utf8'),
  );
  return (key: string, values: Record<string, string | number> = {}) => {
    const message = key.split('.').reduce((at, part) => at?.[part], messages) as unknown;
    if (typeof message !== 'string') throw new Error(`no message ${key} in ${locale}`);
    return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name holding each of `parts` in this order, whatever lies between. */
const inOrder = (...parts: string[]) => new RegExp(parts.map(literal).join('[\\s\\S]*'));

const RADIO = { title: 'How many legs has a spider?', options: ['6', '8', '10'], right: '8' };

/** A teacher of the spec's own (made by the admin); their username. */
const makeTeacher = async (request: APIRequestContext, locale: Locale) => {
  const username = `srteach${locale}${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'x')}`;
  const made = await request.post('/api/users', {
    data: { username, password: PASSWORD, first_name: 'Tess', last_name: 'Teacher', roles: ['teacher'] },
    headers: bearer(await apiToken(request, 'admin')),
  });
  expect(made.status(), await made.text()).toBe(201);
  await setLocale(request, username, locale, PASSWORD);
  return username;
};

/** Everything the journey needs, made through the API: a quiz in a course, a class taking it, a student in it. */
const setUp = async (request: APIRequestContext, locale: Locale) => {
  const stamp = `${locale}${Date.now().toString(36)}`;
  const quizTitle = `Spider quiz ${stamp}`;
  const courseTitle = `Readers ${stamp}`;
  const quizId = await createAssessment(request, quizTitle, 'quiz', [
    {
      title: RADIO.title,
      fieldType: 'radio',
      keepOptionOrder: true,
      fieldOptions: RADIO.options.map((text) => ({ data: { text, isCorrect: text === RADIO.right } })),
    },
  ]);
  const courseId = await createCourse(request, courseTitle, { introQuizzes: [quizId] });
  const teacher = await makeTeacher(request, locale);
  const made = await request.post('/api/classes', {
    data: { name: `Readers ${stamp}`, password: 'readersclass', courses: [courseId] },
    headers: bearer(await apiToken(request, teacher, PASSWORD)),
  });
  expect(made.status(), await made.text()).toBe(201);
  const cls = (await made.json()) as { _id: string; classId: string };
  const student = await makeStudent(request, `sr${locale}`, {
    password: PASSWORD,
    firstName: 'Rita',
    lastName: 'Reader',
  });
  const joined = await request.post(`/api/classes/addUserToClass/${cls.classId}`, {
    headers: bearer(await apiToken(request, student, PASSWORD)),
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  await setCurrentCourse(request, student, courseTitle, PASSWORD);
  await setLocale(request, student, locale, PASSWORD);
  return { quizTitle, courseTitle, teacher, student, classId: cls._id };
};

/** The ARIA snapshot's lines, to compare where things come in the reading order. */
const readingOrder = async (page: Page) => (await page.getByRole('main').ariaSnapshot()).split('\n');
const lineOf = (lines: string[], pattern: RegExp) => lines.findIndex((line) => pattern.test(line));

for (const locale of LOCALES) {
  test(`a screen reader's course home, quiz verdict, run and progress grid (${locale})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = translator(locale);
    const { quizTitle, courseTitle, teacher, student, classId } = await setUp(request, locale);

    // The course home: h1, the stage an h2, the section an h3 and its items a list, in that order.
    await logIn(page, student, PASSWORD);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    const stageHeading = main.getByRole('heading', {
      level: 2,
      name: inOrder(t('learn.home.stage', { n: 1 }), courseTitle),
    });
    await expect(stageHeading).toBeVisible();
    await expect(stageHeading.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    const sectionName = t('learn.home.sections.introQuizzes');
    const section = main.getByRole('region', { name: sectionName });
    await expect(section.getByRole('heading', { level: 3, name: sectionName })).toBeVisible();
    const items = section.getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(1);
    // Title, kind, XP and state, with the visible text inside the name; the star icon is not read.
    const itemName = inOrder(quizTitle, t('learn.home.kind.introQuizzes'), t('learn.home.notStarted'));
    const link = items.first().getByRole('link', { name: itemName });
    await expect(link).toBeVisible();
    const xp = (
      await items
        .first()
        .getByText(t('learn.home.xp', { xp: 'XP_AT' }).replace('XP_AT', ''))
        .innerText()
    ).trim();
    await expect(link).toHaveAccessibleName(inOrder(quizTitle, xp, t('learn.home.notStarted')));
    await expect(link.locator('svg:not([aria-hidden="true"])')).toHaveCount(0);
    const order = await readingOrder(page);
    const h1 = lineOf(order, /heading .* \[level=1\]/);
    const h2 = lineOf(order, /heading .* \[level=2\]/);
    const h3 = lineOf(order, /heading .* \[level=3\]/);
    const list = lineOf(order, /- list/);
    const item = lineOf(order, new RegExp(`link ".*${literal(quizTitle)}`));
    expect(
      [h1, h2, h3, list, item].every((at) => at >= 0),
      order.join('\n'),
    ).toBe(true);
    expect([h1, h2, h3, list, item], order.join('\n')).toEqual(
      [h1, h2, h3, list, item].sort((a, b) => a - b),
    );
    // The title is said once: in the item's link, not again beside it.
    const indent = (line: string) => line.length - line.trimStart().length;
    const inLink = (at: number) =>
      at === item ||
      (at > item && order.slice(item + 1, at + 1).every((l) => indent(l) > indent(order[item]!)));
    const saidAt = order.flatMap((line, at) => (line.includes(quizTitle) ? [at] : []));
    expect(
      saidAt.filter((at) => !inLink(at)),
      order.join('\n'),
    ).toEqual([]);
    await page.screenshot({ path: shot(`${locale}-course-home`) });
    await expectAccessible(page, `the course home (${locale})`);

    // The quiz: the live region is in the page, empty, before Check; the verdict is written into that one.
    await link.click();
    await expect(page.getByRole('heading', { level: 2, name: RADIO.title })).toBeVisible();
    const status = page.getByRole('status');
    await expect(status).toHaveCount(1);
    await expect(status).toHaveText('');
    await status.evaluate((el) => el.setAttribute('data-before-check', ''));
    await page.getByRole('radio', { name: '6', exact: true }).check();
    await page.getByRole('button', { name: t('learn.assessment.check') }).click();
    const wrong = t('learn.feedback.wrong');
    await expect(status).toHaveText(wrong);
    await expect(status).toHaveAttribute('data-before-check', '');
    await expect(status).toBeFocused();
    // Said once: the region has no name of its own to repeat it, and the verdict is nowhere else.
    await expect(status).toHaveAccessibleName('');
    await expect(page.getByText(wrong)).toHaveCount(1);
    await page.screenshot({ path: shot(`${locale}-verdict`) });
    await expectAccessible(page, `the quiz's verdict (${locale})`);
    await page.getByRole('radio', { name: RADIO.right, exact: true }).check();
    await page.getByRole('button', { name: t('learn.assessment.check') }).click();
    await expect(status).toHaveText(t('learn.feedback.correct'));
    await expect(status).toBeFocused();
    await page.getByRole('button', { name: t('learn.assessment.finish') }).click();
    await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();

    // A project: the hint under the editor describes it and is true; a run ends with one announcement.
    const token = await apiToken(request, student, PASSWORD);
    const made = await request.post('/api/projects', {
      headers: bearer(token),
      data: { name: `Reader ${locale}`, language: 'javascript' },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto(`/projects/${(await made.json())._id}`);
    const editor = page.getByRole('textbox', { name: t('projects.codeOf', { name: 'main.js' }) });
    await expect(editor).toBeVisible();
    await expect(editor).toHaveAccessibleDescription(t('runner.leaveEditor'));
    await expect(page.getByText(t('runner.leaveEditor'))).toBeVisible();
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused(); // Tab indents
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    expect(await page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))).toBe(false);

    const log = page.getByRole('log', { name: t('runner.output') });
    // Printed lines are not announced one by one: the log is quiet, the end is said by the status.
    await expect(log).toHaveAttribute('aria-live', 'off');
    // The project's save state is a status of its own, in the page's header; the run's is in the output pane.
    const runEnd = page.locator('.output-pane').getByRole('status');
    await expect(runEnd).toHaveCount(1);
    await expect(runEnd).toHaveText('');
    await page.getByRole('button', { name: t('runner.run'), exact: true }).click();
    await expect(log).toContainText('Hello!');
    await expect(runEnd).toHaveText(t('runner.done.finished'));
    await page.screenshot({ path: shot(`${locale}-run`) });
    await expectAccessible(page, `a finished run (${locale})`);

    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('console.log("before");\nnotDefined();\n');
    await page.getByRole('button', { name: t('runner.run'), exact: true }).click();
    await expect(log).toContainText('before');
    await expect(runEnd).toContainText(t('runner.done.failed'));
    await expect(runEnd).toContainText('ReferenceError: notDefined is not defined');
    // The error and the end are not read a second time inside the log.
    const logTree = await log.ariaSnapshot();
    expect(logTree).toContain('before');
    expect(logTree).not.toContain(t('runner.done.failed'));
    expect(logTree).not.toContain('ReferenceError');

    // The teacher's progress grid: a captioned table, column and row headers, each cell's state in words.
    await asOtherUser(
      browser,
      teacher,
      async (page) => {
        await page.goto(`/class/${classId}/progress`);
        const table = page.getByRole('table', { name: t('progress.tableLabel', { course: courseTitle }) });
        await expect(table).toBeVisible();
        await expect(table.locator('caption')).toHaveText(t('progress.tableLabel', { course: courseTitle }));
        await expect(table.getByRole('columnheader', { name: t('progress.student') })).toBeVisible();
        await expect(
          table.getByRole('columnheader', { name: new RegExp(literal(courseTitle)) }),
        ).toBeVisible();
        const row = table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: /Rita Reader/ }) });
        await expect(row).toHaveCount(1);
        const stageCell = row.getByRole('cell').first();
        await expect(stageCell).toContainText(t('progress.status.completed'));
        // The words are for screen readers: on screen the colour and the legend say it.
        await expect(stageCell.getByText(t('progress.status.completed'))).toHaveClass(/visually-hidden/);
        await page.getByText(t('progress.byItem'), { exact: true }).click();
        await expect(
          table.getByRole('columnheader', { name: inOrder(quizTitle, t('progress.kind.quiz')) }),
        ).toBeVisible();
        // A quiz's cell opens its marking: the link's name says the quiz, the student and the state in words.
        const quizCell = row.getByRole('cell').first();
        await expect(quizCell.getByRole('link')).toHaveAccessibleName(
          inOrder(quizTitle, 'Rita Reader', t('progress.status.completed')),
        );
        await page.screenshot({ path: shot(`${locale}-progress`) });
        await expectAccessible(page, `the progress grid (${locale})`);
      },
      PASSWORD,
    );
  });
}
