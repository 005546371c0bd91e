// The browser side of `npm run bench`, in Debian's headless Chromium against the real server and the built
// web app: Python's ready time cold (empty cache) and warm (cached), a warm run of a short program, and the
// size of the JavaScript a learner's first page loads (gzipped, and as the server really sends it). Times are read inside the page
// (performance.now), so the browser driver's own delays are not counted.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

export const webDistOf = (root: string) => join(root, 'packages/web/dist');
export const hasWebBuild = (root: string) => existsSync(join(webDistOf(root), 'index.html'));

const logIn = async (page: Page, base: string, username: string) => {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('brickyard');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
};

/** Clicks Run and waits in the page for "Program finished."; milliseconds from `from` (navigation start when 0). */
const runInPage = (page: Page, sinceNavigation: boolean) =>
  page.evaluate(async (fromStart) => {
    const started = fromStart ? 0 : performance.now();
    const button = await new Promise<HTMLButtonElement>((resolve) => {
      const find = () => {
        const found = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Run' && !b.disabled,
        );
        if (found) resolve(found);
        else requestAnimationFrame(find);
      };
      find();
    });
    const log = () => document.querySelector('[role="log"]')?.textContent ?? '';
    // Watched with a MutationObserver, so the time is not rounded up to the next animation frame.
    const finished = new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`no result: ${log()}`)), 60_000);
      // A new run empties the log first: the last run's result does not count.
      let cleared = !log().includes('Program finished.');
      const observer = new MutationObserver(() => {
        const text = log();
        if (!text.includes('Program finished.')) cleared = true;
        if (!cleared || !text.includes('Program finished.')) return;
        observer.disconnect();
        clearTimeout(timeout);
        resolve();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    button.click();
    await finished;
    return performance.now() - started;
  }, sinceNavigation);

export interface BrowserFigures {
  pythonColdMs: number;
  pythonWarmMs: number;
  warmRunMs: number;
  /** gzipBytes: the body gzipped here; sentBytes: what the server sends a browser taking brotli or gzip. */
  learnerScripts: { name: string; gzipBytes: number; sentBytes: number }[];
}

/** `projectId`: a Python project of `username` whose code prints a line. */
export const measureBrowser = async (base: string, username: string, projectId: string) => {
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

    // The learner's first page: every script it loads, gzipped as a server would send them.
    const learner = await browser.newContext({ locale: 'en-GB' });
    // tsx names functions with a helper of its own; the functions sent into the page need it there too.
    await learner.addInitScript({ content: 'window.__name = (f) => f;' });
    const page = await learner.newPage();
    await logIn(page, base, username);
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
      } catch {
        // A script the page dropped before its body arrived.
      }
    });
    // A fresh page load of the learner's home, as after opening the app.
    await page.goto(`${base}/learn`, { waitUntil: 'networkidle' });
    const learnerScripts = await Promise.all(
      [...scripts].map(async ([name, gzipBytes]) => {
        const sent = await learner.request.get(`${base}${name}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        return { name, gzipBytes, sentBytes: Number(sent.headers()['content-length']) };
      }),
    );

    // Python cold: a new context has an empty cache. From navigation start to the first run's result.
    await page.goto(`${base}/projects/${projectId}`);
    const pythonColdMs = await runInPage(page, true);
    // Warm: the files are cached; the page loads again.
    await page.reload();
    const pythonWarmMs = await runInPage(page, true);
    // A warm run: Python loaded, the same program again.
    await runInPage(page, false);
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) runs.push(await runInPage(page, false));
    runs.sort((a, b) => a - b);
    await learner.close();
    return { pythonColdMs, pythonWarmMs, warmRunMs: runs[2]!, learnerScripts } satisfies BrowserFigures;
  } finally {
    await browser?.close();
  }
};
