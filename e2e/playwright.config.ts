// End-to-end tests: Debian's Chromium against the real server on a fresh temporary database, one server per
// worker (servers.ts). Build the web app first (npm run build -w packages/web); the servers serve
// packages/web/dist.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { E2E_WORKERS, mailboxFile, serverPort, serverURL } from './servers.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT ?? '../test-results',
  // A spec file's tests run in order in one worker; files are shared out between the workers, each of which
  // talks to its own server (the `baseURL` fixture in fixtures.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  use: {
    // The first server's; each test is given its own worker's (fixtures.ts).
    baseURL: serverURL(0),
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
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const port = serverPort(index);
    return {
      command: 'node e2e/start-server.mjs',
      cwd: repoRoot,
      port,
      env: { E2E_PORT: String(port), E2E_MAILBOX: mailboxFile(port) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: process.env.E2E_SERVER_LOGS ? ('pipe' as const) : ('ignore' as const),
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    };
  }),
});
