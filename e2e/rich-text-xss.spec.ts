// The XSS corpus (packages/core/src/rules/fixtures/xss-vectors.ts: the OWASP filter evasion cheat sheet and later
// vectors) saved by an author through the API, then read by a student in the reference viewer: no dialog opens
// and no payload sets its flag. The text the server stored is also rendered as a page of its own, without the
// browser's second sanitiser (DOMPurify), so the server's output is shown safe by itself.
import type { Page } from '@playwright/test';
import { SAFE_HREF } from '../packages/core/src/basics.ts';
import { XSS_VECTORS } from '../packages/core/src/rules/fixtures/xss-vectors.ts';
import { expect, test } from './fixtures.ts';

/** The vectors a request may hold: the server refuses a NUL character anywhere (tested below). */
const STORABLE = XSS_VECTORS.filter((v) => !v.html.includes('\u0000'));

import { apiToken, bearer, expectPath, logIn, makeStudent, setCurrentCourse } from './helpers.ts';

/** Records every dialog (alert, confirm, prompt) the page opens, and dismisses it. */
const watchDialogs = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return dialogs;
};

/** Elements that can run a script or load a document, which no sanitised text may bring. */
const ACTIVE = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'img',
  'image',
  'video',
  'audio',
  'source',
  'template',
  'noscript',
  'details',
  'marquee',
  'isindex',
  'xml',
  'bgsound',
];

/**
 * What inside the elements `roots` (a selector) could run a script: elements, handler or style attributes, unsafe
 * addresses; and how many such elements there were.
 */
const scriptCapable = (page: Page, roots: string) =>
  page.evaluate(
    ({ roots, active, safeHref }) => {
      const found: string[] = [];
      const scopes = Array.from(document.querySelectorAll(roots));
      for (const element of scopes.flatMap((scope) => Array.from(scope.querySelectorAll('*')))) {
        const name = element.tagName.toLowerCase();
        if (active.includes(name)) found.push(`<${name}>`);
        for (const attribute of element.getAttributeNames())
          if (/^on|^style$|^srcdoc$|^formaction$|^xlink:href$/.test(attribute))
            found.push(`${name} ${attribute}`);
        const href = element.getAttribute('href');
        if (href !== null && !new RegExp(safeHref, 'i').test(href.trim())) found.push(`href ${href}`);
      }
      return { rendered: scopes.length, found };
    },
    { roots, active: ACTIVE, safeHref: SAFE_HREF.source },
  );

test('the XSS corpus, saved by an author, runs no script where a student reads it', async ({
  page,
  browser,
  request,
}) => {
  const title = `XSS corpus ${Date.now()}`;
  // Access tokens live 3 s in the e2e runs: each call as the author logs in afresh.
  const asAuthor = async () => bearer(await apiToken(request, 'creator'));
  // A vector holding a NUL character never reaches the sanitiser: the server refuses any request with one.
  for (const vector of XSS_VECTORS.filter((v) => v.html.includes('\u0000'))) {
    const refused = await request.post('/api/references', {
      headers: await asAuthor(),
      data: { title: `${title} NUL`, language: 'javascript', description: vector.html },
    });
    expect(refused.status(), vector.name).toBe(400);
  }
  const created = await request.post('/api/references', {
    headers: await asAuthor(),
    data: {
      title,
      language: 'javascript',
      metaTags: ['reference'],
      draft: false,
      // All of them in one text, where one vector could reach into the next, and each in a text of its own.
      description: STORABLE.map((v) => v.html).join('\n'),
      pieces: STORABLE.map((v) => ({ format: 'text', data: { style: 'content', text: v.html } })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = await created.json();
  try {
    // The student reads the page in the reference viewer, as any reader would find it.
    const dialogs = watchDialogs(page);
    // The Reference link opens the reference of the student's course language (a JavaScript course here).
    const student = await makeStudent(request, 'xssreader');
    await setCurrentCourse(request, student, 'JavaScript: first steps');
    await logIn(page, student);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reference' })
      .click();
    await expectPath(page, '/reference/javascript');
    await page.getByLabel('Search topics').fill(title);
    await page
      .getByRole('navigation', { name: 'Reference topics' })
      .getByText(title, { exact: true })
      .click();
    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('heading', { level: 2, name: title })).toBeVisible();
    // The text of a vector that is only text is there to read (the page did render the corpus).
    await expect(article.getByText('<img src=x onerror=window.__xss=1>').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Pointer and focus handlers would fire on a reader's movements: move over the text and tab through it.
    await article.hover();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    // The rich text of the page (SafeHtml's elements): the description and a piece per vector.
    expect(await scriptCapable(page, 'article .piece-rich')).toEqual({
      rendered: STORABLE.length + 1,
      found: [],
    });

    // What the server stored, as its editor reads it back, rendered as a page by itself.
    const read = await request.get(`/api/library/references/${id}`, { headers: await asAuthor() });
    expect(read.status()).toBe(200);
    const stored = await read.json();
    const texts: string[] = [
      stored.description,
      ...stored.pieces.map((p: { data: { text: string } }) => p.data.text),
    ];
    expect(texts).toHaveLength(STORABLE.length + 1);
    const raw = await browser.newPage();
    try {
      const rawDialogs = watchDialogs(raw);
      await raw.setContent(
        `<!doctype html><html><body><main>${texts.join('\n<hr>\n')}</main></body></html>`,
        {
          waitUntil: 'networkidle',
        },
      );
      await raw.locator('main').hover();
      expect(rawDialogs).toEqual([]);
      expect(await raw.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(await scriptCapable(raw, 'main')).toEqual({ rendered: 1, found: [] });
    } finally {
      await raw.close();
    }
  } finally {
    await request.delete(`/api/references/${id}`, { headers: await asAuthor() });
  }
});
