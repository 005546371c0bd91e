import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json } from '../test/harness.ts';
import { pageLocale } from './web.ts';

describe('pageLocale: the language a prerendered page is sent in', () => {
  it('takes the locale chosen last in this browser first', () => {
    expect(pageLocale('a=1; brickyard_locale=ar; b=2', 'de-DE,de;q=0.9')).toBe('ar');
    expect(pageLocale('brickyard_locale=it', undefined)).toBe('it');
  });

  it("else the first of the browser's languages that Brickyard speaks, by preference", () => {
    expect(pageLocale(undefined, 'fr-FR, fr;q=0.9, de;q=0.8, en;q=0.5')).toBe('de');
    expect(pageLocale(undefined, 'en;q=0.3, it-IT;q=0.7')).toBe('it');
    expect(pageLocale(undefined, 'AR-eg')).toBe('ar');
  });

  it('else English, whatever the cookie or the header hold', () => {
    expect(pageLocale(undefined, undefined)).toBe('en');
    expect(pageLocale('brickyard_locale=xx; brickyard_locale_x=ar', 'fr, es;q=0.5')).toBe('en');
    expect(pageLocale('brickyard_locale=<script>', 'de;q=0, ;;;,q=')).toBe('en');
  });
});

describe('the prerendered pages', () => {
  let web: Harness;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'brickyard-shells-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'shells'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><body>app</body></html>');
    for (const locale of LOCALES)
      for (const page of ['login', 'app'])
        writeFileSync(
          join(dist, 'shells', `${page}.${locale}.html`),
          `<!doctype html><html lang="${locale}"><body>${page} ${locale}</body></html>`,
        );
    web = await createHarness({ WEB_DIST: dist });
  });
  afterAll(() => web.close());

  it("sends the login page in the visitor's language, and says that it depends on it", async () => {
    const german = await web.request({
      method: 'GET',
      url: '/login?next=%2Flearn',
      headers: { 'accept-language': 'de-CH, de;q=0.9' },
    });
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-type']).toMatch(/^text\/html/);
    expect(german.body).toContain('login de');
    expect(german.headers.vary).toMatch(/accept-language/);
    expect(german.headers.vary).toMatch(/cookie/);
    const arabic = await web.request({
      method: 'GET',
      url: '/login',
      headers: { cookie: 'brickyard_locale=ar', 'accept-language': 'de' },
    });
    expect(arabic.body).toContain('login ar');
    expect((await web.request({ method: 'GET', url: '/login' })).body).toContain('login en');
  });

  it('leaves every other page to the app', async () => {
    const learn = await web.request({
      method: 'GET',
      url: '/learn',
      headers: { cookie: 'brickyard_locale=ar' },
    });
    expect(learn.statusCode).toBe(200);
    expect(learn.body).toContain('app');
  });

  it('answers a built file that is not there with 404, not with a page', async () => {
    const missing = await web.request({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Not found: GET /assets/index-gone.js');
  });
});
