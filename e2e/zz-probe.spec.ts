import { expect, test } from '@playwright/test';
import { logIn } from './helpers.ts';
test('probe', async ({ page }) => {
  page.on('response', (r) => { if (r.url().includes('/new') || r.status() >= 400) console.log('RESP', r.status(), r.url()); });
  await logIn(page, 'creator');
  for (const e of ['course', 'assessment', 'brick', 'challenge', 'topic', 'link', 'tutorial', 'reference', 'definition', 'faq']) {
    await page.goto(`/edit/${e}/new?language=javascript`);
    await expect(page.getByText('New: it is created when you save it')).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/editors-probe/new-${e}.png`, fullPage: true });
    console.log(e, 'alerts', await page.getByRole('alert').count());
  }
});
