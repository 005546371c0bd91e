// Issue 18, item 6: every learner page fits a 360 px screen with no sideways scroll. A student (in the demo
// class, content unlocked, with a project of each kind) visits each page a learner can reach on a 360 px wide
// phone, in English and in Arabic: the home with its course, the course picker, a quiz, a lesson, a parsons
// problem, a code question, the tutorial, the challenge with its hints open, the reference, the projects and
// each project editor, every profile tab, the feedback page, the join-class modal and the phone menu. On each,
// the page is no wider than the screen, and no badge or button is cut short; a failure names what is wrong.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, logIn, setLocale, unlockedStudent } from './helpers.ts';
import { createAssessment, createCourse } from './learn-api.ts';

const PASSWORD = 'phonepw';
const WIDTH = 360;
const shot = (name: string) => fileURLToPath(new URL(`../test-results/phone-${name}.png`, import.meta.url));

interface Item {
  _id: string;
  conceptIntro: { _id: string } | null;
}

/** A quiz of one question in a course of its own (made by the creator); returns the quiz's address. */
const oneQuestionQuiz = async (request: APIRequestContext, title: string, question: object) => {
  const quizId = await createAssessment(request, title, 'quiz', [question]);
  return `/learn/assessment/${quizId}?course=${await createCourse(request, title, { introQuizzes: [quizId] })}`;
};

/** What the page is wider than the screen by, and the innermost elements sticking out past its edges. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    const width = root.clientWidth;
    const out = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) return false;
      // Inside something that scrolls or clips on its own (a code editor, a table's scroller): not the page's.
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' && style.overflowX !== 'clip') {
          const outer = up.getBoundingClientRect();
          if (outer.right <= width + 1 && outer.left >= -1) return false;
        }
      }
      return !Array.from(el.children).some((child) => {
        const inner = child.getBoundingClientRect();
        return inner.right > width + 1 || inner.left < -1;
      });
    });
    const names = out
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')} "${el.textContent?.trim().slice(0, 40)}"`,
      );
    // Badges and buttons cut short ("15 …", "Hints f"): their label is wider than the room it was given.
    const cut = Array.from(
      document.querySelectorAll<HTMLElement>('.mantine-Badge-label, .mantine-Button-label'),
    )
      .filter((el) => el.getBoundingClientRect().width > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `"${el.textContent?.trim()}"`);
    return { by: root.scrollWidth - width, names, cut };
  });

test('every learner page fits a 360 px phone, in English and in Arabic', async ({ page, request }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const student = await unlockedStudent(request, 'phone', PASSWORD);
  const headers = bearer(await apiToken(request, student, PASSWORD));
  const me = (await (await request.get('/api/users/me', { headers })).json())._id as string;
  const courses = await (await request.get('/api/courses?draft=false&limit=200', { headers })).json();
  const jsCourse = courses.items.find((c: { title: string }) => c.title === javascriptCourse.title.en)._id;
  // A class of the demo teacher's own, so the demo class keeps its three students for the other specs.
  const teacher = bearer(await apiToken(request, 'teacher'));
  const made = await request.post('/api/classes', {
    data: { name: `Phones ${stamp}`, password: 'phonepw', courses: [jsCourse] },
    headers: teacher,
  });
  expect(made.status()).toBe(201);
  const { classId } = (await made.json()) as { classId: string };
  expect((await request.post(`/api/classes/addUserToClass/${classId}`, { headers })).status()).toBe(200);
  expect(
    (await request.put('/api/users/me/update-course', { headers, data: { currentCourse: jsCourse } })).ok(),
  ).toBe(true);
  const stage = (await (await request.get(`/api/courses/${jsCourse}/home`, { headers })).json()).stages[0]
    .sections as Record<string, Item[]>;
  const inCourse = `?course=${jsCourse}`;
  const projects: Record<string, string> = {};
  for (const language of ['javascript', 'python', 'web', 'scratch', 'mixed']) {
    const made = await request.post('/api/projects', {
      headers: bearer(await apiToken(request, student, PASSWORD)),
      data: { name: `My ${language} project`, language },
    });
    expect(made.status(), await made.text()).toBe(201);
    projects[language] = (await made.json())._id;
  }
  const parsons = await oneQuestionQuiz(request, `Phone parsons ${stamp}`, {
    title: 'Put the program in order',
    fieldType: 'parsons_problem',
    code: [
      'const numberOfStudentsWhoFinishedTheirHomeworkOnTime = countFinished(students, "homework");',
      'console.log(numberOfStudentsWhoFinishedTheirHomeworkOnTime);',
    ].map((text) => ({ text, isHidden: false })),
  });
  const code = await oneQuestionQuiz(request, `Phone code ${stamp}`, {
    title: 'Say hello to everyone in the class at once',
    fieldType: 'code_challenge',
    pieces: [{ format: 'text', data: { style: 'content', text: '<p>Print one long greeting.</p>' } }],
    fieldOptions: [
      {
        data: {
          description: '',
          text: 'Hello to everyone in the whole class, and welcome back!',
          isCorrect: true,
        },
      },
    ],
    code: [{ text: 'console.log("Hello");', isHidden: false }],
  });

  /** Each page: where it is, what shows once it is drawn, and what to do there first. */
  const pages: { name: string; path: string; act?: (page: Page) => Promise<void> }[] = [
    { name: 'home', path: '/learn' },
    // "Join Class", or "Join another class" once in one.
    {
      name: 'join-class',
      path: '/learn',
      act: async (p) => {
        await p.getByRole('button', { name: /^Join|الانضمام|انضم/ }).click({ timeout: 10_000 });
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
    { name: 'course-picker', path: '/learn/courses' },
    { name: 'quiz', path: `/learn/assessment/${stage.introQuizzes![0]!._id}${inCourse}` },
    { name: 'lesson', path: `/learn/assessment/${stage.topics![0]!.conceptIntro!._id}${inCourse}` },
    { name: 'parsons', path: parsons },
    { name: 'code-question', path: code },
    { name: 'tutorial', path: `/learn/brick/${stage.tutorials![0]!._id}/next/next${inCourse}` },
    {
      name: 'challenge',
      path: `/learn/challenge/${stage.challenges![0]!._id}${inCourse}`,
      // The open panel is kept on the server: the second language finds it open.
      act: async (p) => {
        const hide = p.getByRole('button', { name: /^(Hide hints|أخفِ التلميحات)$/ });
        if ((await hide.count()) === 0)
          await p
            .getByRole('button', { name: /^(Hints for step 1|تلميحات للخطوة 1)$/ })
            .click({ timeout: 10_000 });
        await expect(hide).toBeVisible();
      },
    },
    { name: 'reference', path: '/reference/javascript' },
    ...Object.entries(projects).map(([language, id]) => ({
      name: `project-${language}`,
      path: `/projects/${id}`,
    })),
    ...['home', 'feedback', 'achievements', 'badges', 'classes', 'class_projects', 'projects', 'details'].map(
      (tab) => ({ name: `profile-${tab}`, path: `/profile/${me}/${tab}` }),
    ),
    {
      name: 'phone-menu',
      path: '/learn',
      act: async (p) => {
        await p.getByRole('button', { name: /^(Open the menu|افتح القائمة)$/ }).click({ timeout: 10_000 });
        await expect(p.getByRole('button', { name: /^(Close the menu|أغلق القائمة)$/ })).toBeVisible();
      },
    },
  ];

  await page.setViewportSize({ width: WIDTH, height: 780 });
  await logIn(page, student, PASSWORD);
  const problems: string[] = [];
  for (const locale of ['en', 'ar'] as const) {
    await setLocale(request, student, locale, PASSWORD);
    for (const visit of pages) {
      await page.goto(visit.path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      if (visit.act) await visit.act(page);
      const found = await overflow(page);
      await page.screenshot({ path: shot(`${locale}-${visit.name}`), fullPage: true });
      if (found.by > 0)
        problems.push(`${locale} ${visit.name}: ${found.by}px too wide: ${found.names.join('; ')}`);
      if (found.cut.length > 0) problems.push(`${locale} ${visit.name}: cut short: ${found.cut.join(', ')}`);
      expect.soft(found.by, `${locale} ${visit.name} scrolls sideways`).toBeLessThanOrEqual(0);
      // The same page, to axe-core's WCAG 2.1 A and AA rules (issue 19).
      for (const violation of await seriousViolations(page))
        problems.push(`${locale} ${visit.name}: ${violation}`);
    }
  }
  await setLocale(request, student, 'en', PASSWORD);
  expect(problems).toEqual([]);
});
