// Every spec imports `test` and `expect` from here: axe-core (WCAG 2.1 A and AA, e2e/axe.ts) checks each page and
// each dialog a test meets, and a serious or critical violation fails the test, listed with its elements.
//
// When a page is checked (deterministic: only between the test's own steps, never while one runs):
// - before each action (a Locator's or the page's click, fill, press, check, select, hover…, a key press, a goto,
//   reload or back), when what the page shows is new for this test: a path not checked yet, or a dialog
//   (role=dialog or alertdialog, by name) not checked yet on that path. The state a test acts on is the state a
//   person sees; what is left by a goto is checked before it goes.
// - once at the end of every test that passed so far, on the page's final state.
// Before a check the page settles: no request in flight and no loader (Mantine's Loader, aria-busy) shown, for at
// most 1.5 s (then it is checked as it is); the config's reducedMotion means nothing is moving. Each check runs
// axe on the whole page, so an open dialog is checked with what is behind it. Every page of the test is covered,
// also those opened in other browser contexts (asOtherUser). The violations are collected during the test and
// fail it at its end, so one run lists them all. A state is new per test: a page visited in five tests is met
// five times, with each test's data; but when its markup is the same as a state axe already checked in this worker
// (the login page, mostly), that result is used again instead of running axe (see `fingerprint`).
// E2E_AXE_STATS=<file> appends a line per test: its checks, the results used again, and the checks' milliseconds.
import { appendFileSync } from 'node:fs';
import {
  test as base,
  type Keyboard,
  type Locator,
  type Mouse,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { E2E_WORKERS, serverURL } from './servers.ts';

export { expect } from '@playwright/test';

type PageState = { inFlight: number; checked: Set<string>; busy: boolean };
type Run = {
  violations: string[];
  pages: WeakMap<Page, PageState>;
  checks: number;
  reused: number;
  ms: number;
};

/** The running test's checks (the worker runs one test at a time); null outside a test. */
let run: Run | null = null;

const SETTLE_MS = 1_500;

/**
 * The kinds of page state this worker has checked already: the path with its ids as `:id`, the dialogs open and
 * the language. Checking every test's visit of every page made the suite half as long again as the 30 minutes CI
 * allows; a kind met again in a later test is not checked before its actions (the final state of each test
 * still is, and every test's first visit of a kind this worker has not seen).
 */
const seenKinds = new Set<string>();
const kindOf = (key: string, lang: string) =>
  `${key.replace(/\/(?:[0-9a-f]{24}|[0-9a-f-]{36}|\d+)(?=\/|$| )/g, '/:id')} ${lang}`;
const LOADERS = '.mantine-Loader-root:visible, [aria-busy="true"]:visible';

const stateOf = (page: Page): PageState | null => {
  if (!run) return null;
  let state = run.pages.get(page);
  if (!state) {
    const fresh: PageState = { inFlight: 0, checked: new Set(), busy: false };
    page.on('request', () => {
      fresh.inFlight++;
    });
    const done = () => {
      fresh.inFlight = Math.max(0, fresh.inFlight - 1);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    // A navigation drops what the old document had in flight.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) fresh.inFlight = 0;
    });
    patchPage(page);
    run.pages.set(page, fresh);
    state = fresh;
  }
  return state;
};

/** What the page shows, as far as the checks go: its path and the names of the dialogs open on it. */
const shownState = (page: Page) =>
  page.evaluate(() => {
    const named = (el: Element) => {
      const label = el.getAttribute('aria-label');
      if (label) return label;
      const ids = el.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
      const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      return text.trim() || el.querySelector('h1, h2, h3')?.textContent?.trim() || 'unnamed dialog';
    };
    const dialogs = Array.from(
      document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'),
    )
      .filter((el) => el.checkVisibility())
      .map(named);
    return {
      key: location.pathname + (dialogs.length ? ` with the dialog "${dialogs.join('", "')}"` : ''),
      lang: document.documentElement.lang,
      blank: location.protocol === 'about:',
    };
  });

/**
 * A hash of the page's markup (without the ids React and Mantine generate, which differ between two renders of the
 * same thing) and of where the pointer is (hover changes colours): two states with one fingerprint get one result.
 */
const fingerprint = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement.outerHTML.replace(/mantine-[a-z0-9]+|«[^»]*»|:r[a-z0-9]*:/g, '');
    const hovered = Array.from(document.querySelectorAll(':hover'))
      .map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`)
      .join('>');
    const text = `${html}\u0000${hovered}`;
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return `${text.length}:${(hash >>> 0).toString(16)}`;
  });

/**
 * What axe found on each state already checked by this worker (by path, dialogs, language and fingerprint): the
 * login page is the same in most tests, and is checked once; a state seen again gives its result again.
 */
const results = new Map<string, string[]>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When what the page shows is new (or `force`): waits until nothing is loading (bounded), runs axe, records. */
const check = async (page: Page, state: PageState, force: boolean) => {
  if (!run || state.busy || page.isClosed()) return;
  state.busy = true;
  const current = run;
  try {
    const before = await shownState(page);
    if (before.blank || (!force && state.checked.has(before.key))) return;
    if (!force && seenKinds.has(kindOf(before.key, before.lang))) {
      state.checked.add(before.key);
      return;
    }
    // A test's final state already checked as it is now (same markup) needs no waiting and no second check.
    if (force && results.has(`${before.key} ${before.lang} ${await fingerprint(page)}`)) {
      current.reused++;
      return;
    }
    const deadline = Date.now() + SETTLE_MS;
    while (
      Date.now() < deadline &&
      (state.inFlight > 0 ||
        (await page
          .locator(LOADERS)
          .count()
          .catch(() => 0)) > 0)
    ) {
      await pause(50);
    }
    const shown = await shownState(page);
    if (shown.blank || (!force && state.checked.has(shown.key))) return;
    const same = `${shown.key} ${shown.lang} ${await fingerprint(page)}`;
    let found = results.get(same);
    if (!found) {
      const started = Date.now();
      found = await seriousViolations(page);
      current.checks++;
      current.ms += Date.now() - started;
      results.set(same, found);
    } else current.reused++;
    state.checked.add(shown.key);
    seenKinds.add(kindOf(shown.key, shown.lang));
    const entry = `${shown.key} (${shown.lang}):\n${found.map((v) => `  ${v}`).join('\n')}`;
    if (found.length > 0 && !current.violations.includes(entry)) {
      current.violations.push(entry);
    }
  } catch (error) {
    // The page navigated or closed while it was read: the next step checks what it shows then.
    if (!/destroyed|closed|navigat|Target/i.test(String(error))) throw error;
  } finally {
    state.busy = false;
  }
};

const checkFirst = async (page: Page) => {
  const state = stateOf(page);
  if (state) await check(page, state, false);
};

// The actions a test takes; reading (textContent, count, isVisible, evaluate, screenshots) never triggers a check.
const ACTIONS = [
  'blur',
  'check',
  'clear',
  'click',
  'dblclick',
  'dispatchEvent',
  'dragTo',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const;
const PAGE_ACTIONS = [
  ...ACTIONS.filter((name) => name !== 'clear' && name !== 'pressSequentially' && name !== 'dragTo'),
  'dragAndDrop',
  'goto',
  'reload',
  'goBack',
  'goForward',
] as const;

type Method = (...args: unknown[]) => Promise<unknown>;
const wrap = (target: Record<string, unknown>, names: readonly string[], pageOf: (self: unknown) => Page) => {
  for (const name of names) {
    const original = target[name] as Method | undefined;
    if (typeof original !== 'function') continue;
    target[name] = async function (this: unknown, ...args: unknown[]) {
      await checkFirst(pageOf(this));
      return original.apply(this, args);
    };
  }
};

const patchedPages = new WeakSet<Page>();
function patchPage(page: Page) {
  if (patchedPages.has(page)) return;
  patchedPages.add(page);
  wrap(page as unknown as Record<string, unknown>, PAGE_ACTIONS, () => page);
  wrap(
    page.keyboard as unknown as Record<string, unknown>,
    ['press', 'type', 'insertText', 'down'] satisfies (keyof Keyboard)[],
    () => page,
  );
  wrap(
    page.mouse as unknown as Record<string, unknown>,
    ['click', 'dblclick', 'down'] satisfies (keyof Mouse)[],
    () => page,
  );
}

let locatorsPatched = false;
const patchLocators = (page: Page) => {
  if (locatorsPatched) return;
  locatorsPatched = true;
  const prototype = Object.getPrototypeOf(page.locator('html')) as Record<string, unknown>;
  wrap(prototype, ACTIONS, (self) => (self as Locator).page());
};

const report = (testInfo: TestInfo, violations: string[]) => {
  if (violations.length === 0) return;
  testInfo.annotations.push({ type: 'axe', description: `${violations.length} page states with violations` });
  throw new Error(
    `axe found serious or critical accessibility violations (WCAG 2.1 A/AA):\n${violations.join('\n')}`,
  );
};

export const test = base.extend<{ axeChecks: Run }>({
  // The server of this worker (servers.ts): pages, API requests and other browser contexts go to it.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  baseURL: async ({}, use, testInfo) => {
    if (testInfo.parallelIndex >= E2E_WORKERS) {
      throw new Error(
        `Set E2E_WORKERS (${E2E_WORKERS}) rather than --workers: each worker needs its own server.`,
      );
    }
    await use(serverURL(testInfo.parallelIndex));
  },
  // Set up for every test (auto), before the page: the checks of this test.
  axeChecks: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, testInfo) => {
      const began = Date.now();
      const mine: Run = { violations: [], pages: new WeakMap(), checks: 0, reused: 0, ms: 0 };
      run = mine;
      try {
        await use(mine);
      } finally {
        run = null;
      }
      // What the checks cost, for measuring (E2E_AXE_STATS names a file; a line per test).
      if (process.env.E2E_AXE_STATS)
        appendFileSync(
          process.env.E2E_AXE_STATS,
          `${JSON.stringify({ test: testInfo.titlePath.join(' › '), checks: mine.checks, reused: mine.reused, ms: mine.ms, duration: Date.now() - began })}\n`,
        );
      report(testInfo, mine.violations);
    },
    { auto: true },
  ],
  page: async ({ page, axeChecks, javaScriptEnabled }, use, testInfo) => {
    // axe runs as a script in the page: a test of the page without scripts checks it with scripts held instead
    // (first-paint.spec.ts).
    if (!javaScriptEnabled) {
      await use(page);
      return;
    }
    patchLocators(page);
    const state = stateOf(page);
    await use(page);
    // The final state, unless the test failed already (its own error says more than a check of where it stopped).
    if (state && testInfo.status === testInfo.expectedStatus && !page.isClosed()) {
      await check(page, state, true);
    }
    void axeChecks;
  },
});
