// End-to-end tests: Debian's Chromium against the real server on a fresh temporary database.
// Build the web app first (npm run build -w packages/web); the server serves packages/web/dist.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3110);
// Where the e2e server's SMTP server writes the mail it receives (start-server.mjs); specs read it there.
process.env.E2E_MAILBOX ??= join(tmpdir(), `brickyard-e2e-mail-${PORT}.jsonl`);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT ?? '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace is recorded only when a failed test runs again (CI retries once). Recording every test's trace to
    // keep the failures' cost about a third of the run's CPU (202 → 139 CPU seconds for three spec files here).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    // Panels open at once (the app honours reduced motion), so a click never lands on a moving page.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: repoRoot,
    port: PORT,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
