// Issue 18, items 1, 7 and 11: the library's editors as a content creator meets them. Opening an item of any kind
// and leaving changes nothing (not even "Last changed"); descriptions stay plain text for learners; a new item's
// editor creates nothing until its first Save; HTML pasted into a rich text field arrives sanitised, with no
// handler run; and the conflict dialog's "Discard mine and reload" takes the stored item, after which leaving is
// quiet (and leaving with changes a conflict left unsaved asks once).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  apiToken,
  asOtherUser,
  bearer,
  expectPath,
  inEnglish,
  logIn,
  makeStudent,
  newItemLink,
  setLocale,
} from './helpers.ts';

const OUT = process.env.E2E_OUTPUT ?? 'test-results';

/** A call to the API as the creator (each with a fresh token: the e2e access tokens live seconds). */
const asCreator = async (
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: Record<string, unknown>,
) => {
  const response = await request.fetch(path, {
    method,
    headers: bearer(await apiToken(request, 'creator')),
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
};

/** What says whether an item was written: its version and when it last changed. */
const stamp = async (request: APIRequestContext, kind: string, id: string) => {
  const item = await asCreator(request, 'GET', `/api/library/${kind}/${id}`);
  return { version: item.version as number, updatedAt: item.updatedAt as string };
};

/** How many items a library tab lists (every status, archived or not). */
const countOf = async (request: APIRequestContext, kind: string, variant: string | null) => {
  const query = variant ? `&variant=${variant}` : '';
  const [live, archived] = await Promise.all(
    ['false', 'true'].map((a) =>
      asCreator(request, 'GET', `/api/library/${kind}?limit=1&archived=${a}${query}`),
    ),
  );
  return (live.count as number) + (archived.count as number);
};

/** Opens the library's tab by its name and an item in it by clicking its title, found with the Name filter. */
const openFromLibrary = async (page: Page, tabName: string, title: string) => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Library' })
    .click();
  const tab = page.getByRole('tab', { name: tabName, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The filter applies when typing stops: the list it gives is the one to open from. Text typed while the tab's
  // page was still coming is typed again into the one that came.
  const name = page.getByRole('search', { name: 'Filter the library' }).getByLabel('Name');
  await expect(async () => {
    if ((await name.inputValue()) !== title) await name.fill(title);
    await expect(page).toHaveURL(/[?&]name=/, { timeout: 2_000 });
  }).toPass();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('link', { name: 'Back to the library' })).toBeVisible();
};

/** Every editor kind: its library tab, the API kind, what the API needs to make one, and its editor's path. */
const LIBRARY = (
  JSON.parse(readFileSync(new URL('../packages/web/src/i18n/locales/en.json', import.meta.url), 'utf8')) as {
    library: { tabs: Record<string, string>; newItem: Record<string, string> };
  }
).library;
/** The name of a tab's New link ("New quiz" on Quizzes). */
const newLinkOf = (tab: string) => {
  const key = Object.keys(LIBRARY.tabs).find((k) => LIBRARY.tabs[k] === tab);
  if (!key || !LIBRARY.newItem[key]) throw new Error(`no New link for the tab ${tab}`);
  return LIBRARY.newItem[key];
};

const KINDS = [
  {
    tab: 'Courses',
    kind: 'courses',
    variant: null,
    editor: 'course',
    body: { description: 'Plain: a < b & c' },
  },
  {
    tab: 'Lessons',
    kind: 'assessments',
    variant: 'conceptIntro',
    editor: 'assessment',
    body: {
      type: 'conceptIntro',
      description: 'Plain: a < b & c',
      learningObjectives: '<p>Rich <em>goals</em></p>',
    },
  },
  { tab: 'Quizzes', kind: 'assessments', variant: 'quiz', editor: 'assessment', body: { type: 'quiz' } },
  { tab: 'Exams', kind: 'assessments', variant: 'exam', editor: 'assessment', body: { type: 'exam' } },
  { tab: 'Boosts', kind: 'assessments', variant: 'boost', editor: 'assessment', body: { type: 'boost' } },
  { tab: 'Tutorials', kind: 'bricks', variant: 'tutorial', editor: 'brick', body: {} },
  {
    tab: 'Challenges',
    kind: 'challenges',
    variant: null,
    editor: 'challenge',
    body: { description: 'Plain words', summary: 'A short game' },
  },
  {
    tab: 'References',
    kind: 'references',
    variant: null,
    editor: 'reference',
    body: { description: '<p>Rich</p>' },
  },
  { tab: 'Definitions', kind: 'definitions', variant: null, editor: 'definition', body: {} },
  { tab: 'Frequent Questions', kind: 'faqs', variant: null, editor: 'faq', body: {} },
  { tab: 'Links', kind: 'links', variant: null, editor: 'link', body: { url: 'https://example.org' } },
  {
    tab: 'Topics',
    kind: 'topics',
    variant: null,
    editor: 'topic',
    body: { description: 'Plain words', tags: ['output'] },
  },
  {
    tab: 'Old tutorials',
    kind: 'tutorials',
    variant: null,
    editor: 'tutorial',
    body: { description: 'Plain' },
  },
] as const;

// Each journey opens several editors, in turn.
test.describe.configure({ timeout: 180_000 });

/** A learner of the spec's own (the creator is the demo one: only the seed makes authors of a community). */
let student: string;

test.beforeAll(async ({ request }) => {
  student = await makeStudent(request, 'editorsreader');
});

test.beforeEach(async ({ request }) => {
  await inEnglish(request, 'creator');
});

test('opening "Lesson: showing messages" and going back writes nothing', async ({ page, request }) => {
  const found = await asCreator(
    request,
    'GET',
    '/api/library/assessments?name=Lesson: showing messages&variant=conceptIntro',
  );
  const lessonId = found.items[0]._id as string;
  const before = await stamp(request, 'assessments', lessonId);

  await logIn(page, 'creator');
  await openFromLibrary(page, 'Lessons', 'Lesson: showing messages');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  // The description is plain text, in a plain text field.
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Your very first JavaScript instruction.',
  );
  await page.screenshot({ path: `${OUT}/editors-lesson-opened.png` });
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expectPath(page, '/edit/library/introductions');
  // "Last changed" in the library, and the stored item, did not move.
  expect(await stamp(request, 'assessments', lessonId)).toEqual(before);

  expect((await asCreator(request, 'GET', `/api/library/assessments/${lessonId}`)).description).toBe(
    'Your very first JavaScript instruction.',
  );
});

test('every editor kind opens from the library and leaves without writing', async ({ page, request }) => {
  test.setTimeout(180_000);
  const made = [];
  for (const entry of KINDS) {
    const title = `Untouched ${entry.tab} ${Date.now()}`;
    const row = await asCreator(request, 'POST', `/api/${entry.kind}`, {
      title,
      language: 'javascript',
      ...entry.body,
    });
    made.push({ ...entry, title, id: row._id as string, before: await stamp(request, entry.kind, row._id) });
  }
  await logIn(page, 'creator');
  for (const item of made) {
    await openFromLibrary(page, item.tab, item.title);
    await expectPath(page, `/edit/${item.editor}/${item.id}`);
    await expect(page.getByText('All changes saved'), item.tab).toBeVisible();
    await expect(page.getByText('Unsaved changes'), item.tab).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the library' }).click();
    await expect(page).toHaveURL(/\/edit\/library\//);
    expect(await stamp(request, item.kind, item.id), item.tab).toEqual(item.before);
  }
});

test('a description edited in the editor stays plain text; HTML sent for it is stored as its words', async ({
  page,
  request,
  browser,
}) => {
  const title = `Plain lesson ${Date.now()}`;
  const lesson = await asCreator(request, 'POST', '/api/assessments', {
    title,
    language: 'javascript',
    type: 'conceptIntro',
    description: 'First words',
    draft: false,
  });
  const course = await asCreator(request, 'POST', '/api/courses', {
    title: `Plain course ${Date.now()}`,
    language: 'javascript',
    draft: false,
  });
  await asCreator(request, 'PUT', `/api/courses/${course._id}`, {
    version: 1,
    stages: [{ title: 'Start', draft: false, introQuizzes: [lesson._id] }],
  });

  await logIn(page, 'creator');
  await openFromLibrary(page, 'Lessons', title);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('Use <p> for a paragraph & <em> to stress');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Introduction Saved')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect((await asCreator(request, 'GET', `/api/library/assessments/${lesson._id}`)).description).toBe(
    'Use <p> for a paragraph & <em> to stress',
  );
  await asOtherUser(browser, student, async (learner) => {
    await learner.goto(`/learn/assessment/${lesson._id}?course=${course._id}`);
    await expect(
      learner.getByText('Use <p> for a paragraph & <em> to stress', { exact: true }),
    ).toBeVisible();
  });

  // What a rich text editor would write into it is kept as its words.
  const stored = await asCreator(request, 'GET', `/api/library/assessments/${lesson._id}`);
  await asCreator(request, 'PUT', `/api/assessments/${lesson._id}`, {
    version: stored.version,
    description: '<p>Your very <strong>first</strong> lesson.</p>',
  });
  await asOtherUser(browser, student, async (learner) => {
    await learner.goto(`/learn/assessment/${lesson._id}?course=${course._id}`);
    await expect(learner.getByText('Your very first lesson.', { exact: true })).toBeVisible();
    await expect(learner.getByText('<p>')).toHaveCount(0);
  });
});

test('a new item is made by its first Save, not by opening its editor', async ({ page, request }) => {
  await logIn(page, 'creator');
  // Opening each tab's New and going back makes nothing.
  for (const entry of KINDS.filter((k) => k.kind !== 'tutorials')) {
    const before = await countOf(request, entry.kind, entry.variant);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Library' })
      .click();
    await page.getByRole('tab', { name: entry.tab, exact: true }).click();
    await page.getByRole('link', { name: newLinkOf(entry.tab) }).click();
    await expect(page).toHaveURL(new RegExp(`/edit/${entry.editor}/new`));
    await expect(page.getByText('Not saved yet: your first Save creates it'), entry.tab).toBeVisible();
    await page.getByRole('link', { name: 'Back to the library' }).click();
    await expect(page).toHaveURL(/\/edit\/library\//);
    expect(await countOf(request, entry.kind, entry.variant), entry.tab).toBe(before);
  }

  // The first Save creates the quiz, with what was typed, and the address becomes the quiz's own.
  const before = await countOf(request, 'assessments', 'quiz');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Library' })
    .click();
  await page.getByRole('tab', { name: 'Quizzes', exact: true }).click();
  await newItemLink(page, 'New quiz').click();
  const title = `First saved quiz ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Made by its first save');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Quiz Saved')).toBeVisible();
  await expect(page).toHaveURL((url) => /^\/edit\/assessment\/(?!new$)[^/]+$/.test(url.pathname));
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(await countOf(request, 'assessments', 'quiz')).toBe(before + 1);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const stored = await asCreator(request, 'GET', `/api/library/assessments/${id}`);
  expect({
    title: stored.title,
    description: stored.description,
    type: stored.type,
    version: stored.version,
  }).toEqual({ title, description: 'Made by its first save', type: 'quiz', version: 1 });
  // Leaving a new item with changes saves it first, as any editor does: it is made then.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Library' })
    .click();
  await page.getByRole('tab', { name: 'Quizzes', exact: true }).click();
  await newItemLink(page, 'New quiz').click();
  const left = `Saved on the way out ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(left);
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expectPath(page, '/edit/library/quizzes');
  await expect(page.getByRole('link', { name: left, exact: true })).toBeVisible();
  expect(await countOf(request, 'assessments', 'quiz')).toBe(before + 2);
  await page.getByRole('link', { name: left, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(left);
  await page.goto(`/edit/assessment/${id}`);

  // Saving again saves that quiz; nothing new is made.
  await page.getByRole('textbox', { name: 'Description' }).fill('Saved twice');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(await countOf(request, 'assessments', 'quiz')).toBe(before + 2);
  expect((await stamp(request, 'assessments', id)).version).toBe(2);
});

test('HTML pasted into a rich text field is sanitised before the editor takes it: no handler runs', async ({
  page,
  request,
}) => {
  const title = `Paste here ${Date.now()}`;
  const quiz = await asCreator(request, 'POST', '/api/assessments', {
    title,
    language: 'javascript',
    type: 'quiz',
  });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await logIn(page, 'creator');
  await openFromLibrary(page, 'Quizzes', title);
  const field = page.getByRole('textbox', { name: 'Learning Objectives' });
  await field.click();
  await field.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<img src="x" onerror="window.__pasteRan = 1"><p>Kept <strong>bold</strong> <a href="javascript:window.__pasteRan=2">link</a></p>' +
        '<script>window.__pasteRan = 3</script><svg onload="window.__pasteRan = 4"></svg>',
    );
    data.setData('text/plain', 'Kept bold link');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(field.locator('strong')).toHaveText('bold');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Give any error event of an image a chance to fire: the page loads nothing more once the network is idle.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __pasteRan?: number }).__pasteRan)).toBeUndefined();
  expect(messages.filter((m) => /Content Security Policy|Refused to/i.test(m))).toEqual([]);
  expect(await field.locator('img, script, svg, [onerror], [onload]').count()).toBe(0);
  expect(await field.locator('a[href^="javascript"]').count()).toBe(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Quiz Saved')).toBeVisible();
  const stored = await asCreator(request, 'GET', `/api/library/assessments/${quiz._id}`);
  expect(stored.learningObjectives).toContain('<strong>bold</strong>');
  expect(stored.learningObjectives).not.toMatch(/<img|onerror|<script|<svg|javascript:/i);
});

/** A quiz made through the API, opened by the creator with its title changed (not yet saved). */
const conflictSetUp = async (page: Page, request: APIRequestContext) => {
  const title = `Contested ${Date.now()}`;
  const quiz = await asCreator(request, 'POST', '/api/assessments', {
    title,
    language: 'javascript',
    type: 'quiz',
  });
  await logIn(page, 'creator');
  await openFromLibrary(page, 'Quizzes', title);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (mine)`);
  // Meanwhile the same item is saved elsewhere (the creator in another tab: the API).
  await asCreator(request, 'PUT', `/api/assessments/${quiz._id}`, { version: 1, title: `${title} (theirs)` });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return { id: quiz._id as string, title };
};

test('the conflict dialog: Discard mine and reload takes the stored item, and leaving afterwards is quiet', async ({
  page,
  request,
}) => {
  const { id, title } = await conflictSetUp(page, request);
  const dialog = page.getByRole('dialog', { name: 'Someone else saved this item' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Force Save' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save as Copy' })).toBeVisible();
  await dialog.screenshot({ path: `${OUT}/editors-conflict-en.png` });
  await dialog.getByRole('button', { name: 'Discard mine and reload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${title} (theirs)`);
  await expect(page.getByText('All changes saved')).toBeVisible();
  const reloaded = await stamp(request, 'assessments', id);
  expect(reloaded.version).toBe(2);
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expectPath(page, '/edit/library/quizzes');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await stamp(request, 'assessments', id)).toEqual(reloaded);
});

test('leaving after a conflict left unsettled asks once, and staying keeps the text', async ({
  page,
  request,
}) => {
  const { id, title } = await conflictSetUp(page, request);
  const conflict = page.getByRole('dialog', { name: 'Someone else saved this item' });
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toBeHidden();
  await page.getByRole('link', { name: 'Back to the library' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(conflict).toHaveCount(0);
  await leave.getByRole('button', { name: 'Stay and keep my changes' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${title} (mine)`);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Asked again on the next attempt (once per attempt), and leaving then drops the text, as chosen.
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expectPath(page, '/edit/library/quizzes');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stored = await asCreator(request, 'GET', `/api/library/assessments/${id}`);
  expect({ title: stored.title, version: stored.version }).toEqual({
    title: `${title} (theirs)`,
    version: 2,
  });
});

test('the conflict dialog in Arabic', async ({ page, request }) => {
  await setLocale(request, 'creator', 'ar');
  try {
    const title = `Contested ar ${Date.now()}`;
    const quiz = await asCreator(request, 'POST', '/api/assessments', {
      title,
      language: 'javascript',
      type: 'quiz',
    });
    await logIn(page, 'creator');
    await page.goto(`/edit/assessment/${quiz._id}`);
    await page.getByRole('textbox', { name: 'العنوان', exact: true }).fill(`${title} (mine)`);
    await asCreator(request, 'PUT', `/api/assessments/${quiz._id}`, {
      version: 1,
      title: `${title} (theirs)`,
    });
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'حفظ شخص آخر هذا العنصر' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await dialog.screenshot({ path: `${OUT}/editors-conflict-ar.png` });
    await dialog.getByRole('button', { name: 'تجاهل تغييراتي وإعادة التحميل' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'العنوان', exact: true })).toHaveValue(
      `${title} (theirs)`,
    );

    // Another conflict, cancelled: leaving asks, in Arabic too.
    await page.getByRole('textbox', { name: 'العنوان', exact: true }).fill(`${title} (mine again)`);
    await asCreator(request, 'PUT', `/api/assessments/${quiz._id}`, {
      version: 2,
      title: `${title} (theirs again)`,
    });
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('link', { name: 'العودة إلى المكتبة' }).click();
    const leave = page.getByRole('dialog', { name: 'المغادرة دون حفظ؟' });
    await expect(leave.getByRole('button', { name: 'البقاء والاحتفاظ بتغييراتي' })).toBeVisible();
    await leave.screenshot({ path: `${OUT}/editors-leave-ar.png` });
    await leave.getByRole('button', { name: 'المغادرة دون حفظ' }).click();
    await expectPath(page, '/edit/library/quizzes');
  } finally {
    await inEnglish(request, 'creator');
  }
});
