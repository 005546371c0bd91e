// Lighthouse in Debian's Chromium against the real server and the built web app (`BENCH_ONLY=lighthouse`):
// the login page and the learner's course home, as a phone on a slow network loads them the first time (empty
// cache; Lighthouse's default mobile settings: simulated 4x slower CPU, 150 ms round trips, 1.6 Mbps), and the
// same pages on a desktop. The course home needs a session: the learner logs in first in the same browser, then
// the HTTP cache is emptied, so the page is loaded cold with only the session cookie kept.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

export interface LighthouseFigures {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds, as Lighthouse simulates them. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP this machine saw, unthrottled (Lighthouse's trace, before its simulation). */
  observedLcpMs: number;
  /** How many runs the figures are the median of. */
  runs: number;
  /** Audits of accessibility and best practices that did not pass, by id. */
  failed: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const score = (result: RunnerResult, id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
const numeric = (result: RunnerResult, id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;

const figuresOf = (
  page: string,
  formFactor: 'mobile' | 'desktop',
  result: RunnerResult,
): LighthouseFigures => {
  const failed: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of result.lhr.categories[id]?.auditRefs ?? []) {
      const audit = result.lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.push(ref.id);
    }
  }
  return {
    page,
    formFactor,
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    fcpMs: numeric(result, 'first-contentful-paint'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    observedLcpMs:
      (
        result.lhr.audits.metrics?.details as
          | { items?: { observedLargestContentfulPaint?: number }[] }
          | undefined
      )?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
    runs: 1,
    failed,
  };
};

const logIn = async (page: Page, base: string, username: string) => {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[type="password"]').fill('brickyard');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.locator('form button[type="submit"]').click(),
  ]);
};

export interface LighthouseTarget {
  page: string;
  url: string;
  /** Logged in as this user first (password `brickyard`), through the login page at `loginBase`. */
  session?: { loginBase: string; username: string };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of each figure over several runs of one page on one device (the failed audits of them all). */
const medianOf = (runs: LighthouseFigures[]): LighthouseFigures => {
  const first = runs[0]!;
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key] as number));
  return {
    ...first,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    observedLcpMs: of('observedLcpMs'),
    runs: runs.length,
    failed: [...new Set(runs.flatMap((run) => run.failed))],
  };
};

/**
 * Each target loaded cold as a phone and as a desktop (LIGHTHOUSE_DEVICES=mobile for the phone alone), each time
 * in a new browser; LIGHTHOUSE_RUNS=n loads each n times, in turn, and gives the medians (this machine's CPU
 * varies from run to run, and Lighthouse scales what it saw).
 */
export const measureLighthouse = async (targets: LighthouseTarget[]): Promise<LighthouseFigures[]> => {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
  const devices = (process.env.LIGHTHOUSE_DEVICES ?? 'mobile,desktop')
    .split(',')
    .filter((device): device is 'mobile' | 'desktop' => device === 'mobile' || device === 'desktop');
  const all: LighthouseFigures[][] = [];
  for (let run = 0; run < runs; run++) all.push(await measureOnce(targets, devices));
  return all[0]!.map((_, index) => medianOf(all.map((figures) => figures[index]!)));
};

const measureOnce = async (
  targets: LighthouseTarget[],
  devices: ('mobile' | 'desktop')[],
): Promise<LighthouseFigures[]> => {
  const figures: LighthouseFigures[] = [];
  for (const formFactor of devices) {
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    for (const target of targets) {
      // A new browser for every run: nothing cached, nothing left over from the last page.
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      });
      try {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        const flags: Flags = {
          port: chrome.port,
          onlyCategories: CATEGORIES,
          output: 'json',
          logLevel: 'error',
        };
        if (target.session) {
          await logIn(page, target.session.loginBase, target.session.username);
          // Cold: the session cookie stays, the cached files go.
          const session = await page.createCDPSession();
          await session.send('Network.clearBrowserCache');
          await session.detach();
          flags.disableStorageReset = true;
        }
        const result = await lighthouse(target.url, flags, config, page);
        if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
        figures.push(figuresOf(target.page, formFactor, result));
        if (process.env.LIGHTHOUSE_SAVE) {
          const file = join(
            process.env.LIGHTHOUSE_SAVE,
            `${target.page.replace(/\W+/g, '-')}-${formFactor}.json`,
          );
          await writeFile(file, result.report as string);
        }
        await browser.disconnect();
      } finally {
        chrome.kill();
      }
    }
  }
  return figures;
};
