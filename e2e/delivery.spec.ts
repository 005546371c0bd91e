// How the app reaches the browser: its scripts and styles come compressed (the brotli copies the build stores)
// and are kept for a year, while the page itself is asked for again each time.
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test('the login page loads its scripts and styles compressed, cached for a year', async ({ page }) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.(js|css)$/.test(new URL(response.url()).pathname)) assets.push(response);
  });
  const document = await page.goto('/login');
  // The prerendered page shows at once; the app's files come after it (its language menu shows then).
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  expect(document?.headers()['cache-control']).toBe('no-cache');
  expect(assets.some((response) => response.url().endsWith('.js'))).toBe(true);
  expect(assets.some((response) => response.url().endsWith('.css'))).toBe(true);
  for (const response of assets) {
    const headers = await response.allHeaders();
    // The build keeps no compressed copy of a file under 1 KB (precompress.ts): those come as they are.
    const small = (await response.body()).byteLength < 1024;
    expect(headers['content-encoding'], response.url()).toBe(small ? undefined : 'br');
    expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
  }
});
