// Issue 19, goal 2: a keyboard user can follow the focus. The whole quiz journey (log in, the course home, a
// quiz with a radio and a checkbox question, Check, Next, Finish) is done with page.keyboard only; after Check
// the focus is on the verdict and after Next on the next question's heading, every control it lands on shows a
// ring (3:1 against the page at least), the skip link works, and Join Class closed with Escape gives the focus
// back to its button. The quiz part again in Arabic, and a tutorial's Got It! (its next sub-step's heading).
import type { Locator, Page } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { expect, test } from './fixtures.ts';
import { setCurrentCourse, setLocale, unlockedStudent } from './helpers.ts';
import { createAssessment, createCourse } from './learn-api.ts';

const PASSWORD = 'keyspw';
const shot = (name: string) => `${process.env.E2E_OUTPUT ?? 'test-results'}/keyboard-${name}.png`;

const RADIO = { title: 'How many legs has a spider?', options: ['6', '8', '10'], right: ['8'] };
const CHECKBOX = {
  title: 'Which of these are colours?',
  options: ['Red', 'Table', 'Blue'],
  right: ['Red', 'Blue'],
};

const question = (q: typeof RADIO, fieldType: 'radio' | 'checkbox') => ({
  title: q.title,
  fieldType,
  keepOptionOrder: true,
  fieldOptions: q.options.map((text) => ({ data: { text, isCorrect: q.right.includes(text) } })),
});

/**
 * Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. In a code editor Tab
 * indents: Escape first, then Tab leaves it (CodeMirror's way out).
 */
const keyTo = async (page: Page, target: Locator, key = 'Tab', max = 40) => {
  for (let n = 0; n < max; n++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    if (key === 'Tab' && (await page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))))
      await page.keyboard.press('Escape');
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
};

/**
 * The focused element shows a ring: it matches :focus-visible, and it (or the field box around it, or the
 * switch track after it) draws an outline or box-shadow whose colour reaches 3:1 against white.
 */
const expectRing = async (page: Page, what: string) => {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, contrast: 0, tag: 'body' };
    const lum = (rgb: string) => {
      const [r, g, b] = (rgb.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const candidates = [el, el.closest('.mantine-Input-input'), el.nextElementSibling].filter(
      Boolean,
    ) as HTMLElement[];
    for (const c of candidates) {
      const style = getComputedStyle(c);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
      const shadow = style.boxShadow !== 'none';
      if (outline || shadow) {
        const color = outline ? style.outlineColor : (style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '');
        return {
          visible: el.matches(':focus-visible'),
          contrast: (1.05 / (lum(color) + 0.05)) as number,
          tag: el.tagName,
        };
      }
    }
    return { visible: false, contrast: 0, tag: el.tagName };
  });
  expect(ring.visible, `${what}: a ring on the focused ${ring.tag}`).toBe(true);
  expect(ring.contrast, `${what}: the ring's contrast`).toBeGreaterThanOrEqual(3);
};

/** The login page puts the focus in the username field; the rest by keyboard. */
const logInByKeyboard = async (page: Page, username: string) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expectRing(page, 'username');
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toBeFocused();
  await expectRing(page, 'password');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
};

/** On a freshly loaded page the first Tab reaches the skip link, shown; Enter takes the focus past the navbar. */
const expectSkipLink = async (page: Page, name: string) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectRing(page, 'skip link');
  await page.screenshot({ path: shot('skip-link') });
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
};

const words = {
  en: { check: 'Check', next: 'Next', finish: 'Finish', right: 'Correct, well done!' },
  ar: { check: 'تحقق', next: 'التالي', finish: 'إنهاء', right: 'صحيح! أحسنت.' },
};

/** From the course home: opens the quiz and answers both questions with the keyboard, checking the focus. */
const takeQuizByKeyboard = async (page: Page, quizTitle: string, lang: 'en' | 'ar') => {
  const w = words[lang];
  const open = page.getByRole('link', { name: new RegExp(quizTitle) });
  await keyTo(page, open);
  await expectRing(page, 'quiz link');
  await page.keyboard.press('Enter');
  const first = page.getByRole('heading', { level: 2, name: RADIO.title });
  await expect(first).toBeVisible();

  // The radio group: Tab into it, arrows to the right answer (arrows select).
  const radios = page.getByRole('radio');
  await keyTo(page, radios.first());
  await expectRing(page, 'radio');
  await keyTo(page, page.getByRole('radio', { name: '8', exact: true }), 'ArrowDown', 5);
  await expect(page.getByRole('radio', { name: '8', exact: true })).toBeChecked();
  await keyTo(page, page.getByRole('button', { name: w.check }));
  await expectRing(page, 'Check');
  await page.keyboard.press('Enter');
  const verdict = page.getByRole('status').filter({ hasText: w.right });
  await expect(verdict).toBeFocused();
  await page.screenshot({ path: shot(`${lang}-verdict`) });

  // Next: the focus goes to the next question's heading.
  await keyTo(page, page.getByRole('button', { name: w.next }));
  await page.keyboard.press('Space');
  const second = page.getByRole('heading', { level: 2, name: CHECKBOX.title });
  await expect(second).toBeFocused();
  await expectRing(page, 'question heading');

  // The checkboxes: Space ticks the right ones; Shift+Tab goes back one.
  for (const name of CHECKBOX.right) {
    const box = page.getByRole('checkbox', { name, exact: true });
    await keyTo(page, box);
    await expectRing(page, `checkbox ${name}`);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('checkbox', { name: 'Table', exact: true })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Table', exact: true })).not.toBeChecked();
  await keyTo(page, page.getByRole('button', { name: w.check }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: w.right })).toBeFocused();
  await keyTo(page, page.getByRole('button', { name: w.finish }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/learn$/);
};

test('the quiz journey by keyboard alone: focus after Check and Next, rings, skip link, Join Class', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const quizTitle = `Keys ${stamp}`;
  const quizId = await createAssessment(request, quizTitle, 'quiz', [
    question(RADIO, 'radio'),
    question(CHECKBOX, 'checkbox'),
  ]);
  const courseTitle = `Keyboard ${stamp}`;
  await createCourse(request, courseTitle, { introQuizzes: [quizId] });

  const student = await unlockedStudent(request, 'keys', PASSWORD);
  await setCurrentCourse(request, student, courseTitle, PASSWORD);
  await logInByKeyboard(page, student);
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await expectSkipLink(page, 'Skip to main content');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();

  // The language field shows a ring too.
  await keyTo(page, page.getByRole('combobox', { name: 'Language' }));
  await expectRing(page, 'language');

  // Join Class: opened with Enter, the class code field has a ring, Escape gives the focus back to the button.
  const join = page.getByRole('button', { name: 'Join Class' });
  await keyTo(page, join);
  await expectRing(page, 'Join Class');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Join a class' });
  await expect(dialog).toBeVisible();
  await keyTo(page, dialog.getByRole('textbox', { name: 'Class code' }));
  await expectRing(page, 'class code');
  await page.screenshot({ path: shot('class-code') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(join).toBeFocused();

  await takeQuizByKeyboard(page, quizTitle, 'en');
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
});

test('the quiz by keyboard in Arabic: the verdict and the next heading take the focus', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const quizTitle = `Keys ${stamp}`;
  const quizId = await createAssessment(request, quizTitle, 'quiz', [
    question(RADIO, 'radio'),
    question(CHECKBOX, 'checkbox'),
  ]);
  const courseTitle = `Keyboard ${stamp}`;
  await createCourse(request, courseTitle, { introQuizzes: [quizId] });
  const student = await unlockedStudent(request, 'keysar', PASSWORD);
  await setCurrentCourse(request, student, courseTitle, PASSWORD);
  await setLocale(request, student, 'ar', PASSWORD);
  await logInByKeyboard(page, student);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await takeQuizByKeyboard(page, quizTitle, 'ar');
});

test("in a tutorial, Got It! moves the focus to the next sub-step's heading", async ({ page, request }) => {
  const tutorial = javascriptCourse.stages[0]!.tutorials[0]!;
  const [first, second] = tutorial.steps.flatMap((s) => s.substeps);
  const student = await unlockedStudent(request, 'keystep', PASSWORD);
  await setCurrentCourse(request, student, javascriptCourse.title.en, PASSWORD);
  await logInByKeyboard(page, student);
  await keyTo(page, page.getByRole('link', { name: `Open ${tutorial.title}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await keyTo(page, page.getByRole('button', { name: 'Got It!' }));
  await expectRing(page, 'Got It!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeFocused();
  await expectRing(page, 'sub-step heading');
});
