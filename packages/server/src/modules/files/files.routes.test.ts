import {
  IMAGES_ONLY_MESSAGE,
  NOT_AUTHOR_MESSAGE,
  UPLOAD_EXPIRED_MESSAGE,
  UPLOAD_INVALID_MESSAGE,
  UPLOAD_TOO_BIG_MESSAGE,
  UPLOAD_USED_MESSAGE,
} from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, TEST_SECRET, type TestUser } from '../../test/harness.ts';
import { uploadSigner } from './signing.ts';

let h: Harness;
let creator: TestUser;
let translator: TestUser;
let teacher: TestUser;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const ask = (as: TestUser | undefined, payload: object) =>
  h.request({ method: 'POST', url: '/api/files', ...(as ? { as } : {}), payload });
const put = (url: string, body: Buffer, type: string) =>
  h.request({ method: 'PUT', url, payload: body, headers: { 'content-type': type } });

beforeAll(async () => {
  h = await createHarness();
  const community = await h.environment({ name: 'Authors', type: 'Community', global: true });
  creator = await h.user({
    roles: ['contentCreator'],
    communityId: community,
    environmentRoles: [{ environmentId: community, role: 'contentCreator' }],
  });
  translator = await h.user({
    roles: ['translator'],
    communityId: community,
    environmentRoles: [{ environmentId: community, role: 'translator' }],
  });
  teacher = await h.user({ roles: ['teacher'] });
});
afterAll(() => h.close());

describe('uploads', () => {
  it('signs an address for an author, takes the image there once, and serves it as an image', async () => {
    const signed = await ask(creator, { filename: 'cat.png', filetype: 'image/png', size: PNG.length });
    expect(signed.statusCode, signed.body).toBe(200);
    const { signedUrl, url, expiresAt } = json(signed);
    expect(url).toMatch(/^\/files\/[A-Za-z0-9_-]+\.png$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const uploaded = await put(signedUrl, PNG, 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(json(uploaded).url).toBe(url);
    const served = await h.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // The address works once.
    const again = await put(signedUrl, PNG, 'image/png');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(UPLOAD_USED_MESSAGE);
    // Translators add images to translations too.
    expect(
      (await ask(translator, { filename: 'x.gif', filetype: 'image/gif', size: GIF.length })).statusCode,
    ).toBe(200);
  });

  it('asks for a login and an authoring role', async () => {
    expect((await ask(undefined, { filename: 'a.png', filetype: 'image/png', size: 10 })).statusCode).toBe(
      401,
    );
    const refused = await ask(teacher, { filename: 'a.png', filetype: 'image/png', size: 10 });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(NOT_AUTHOR_MESSAGE);
  });

  it('refuses what is not an image, or too big, with a message', async () => {
    for (const filetype of ['image/svg+xml', 'text/html', 'application/pdf']) {
      const response = await ask(creator, { filename: 'a', filetype, size: 10 });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(IMAGES_ONLY_MESSAGE);
    }
    const big = await ask(creator, { filename: 'a.png', filetype: 'image/png', size: 6 * 1024 * 1024 });
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain(UPLOAD_TOO_BIG_MESSAGE);
    // Bytes that are not the claimed image are refused at the upload, and nothing is stored.
    const { signedUrl, url } = json(
      await ask(creator, { filename: 'a.png', filetype: 'image/png', size: 20 }),
    );
    const html = Buffer.from('<script>alert(1)</script>'.slice(0, 20));
    const fake = await put(signedUrl, html, 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(json(fake).message).toBe('The file is not a PNG image');
    expect((await h.request({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a tampered, mismatched or expired address', async () => {
    const { signedUrl } = json(
      await ask(creator, { filename: 'a.png', filetype: 'image/png', size: PNG.length }),
    );
    const address = new URL(signedUrl, 'http://x');
    const tamper = (name: string, value: string) => {
      const copy = new URL(address);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    for (const url of [
      tamper('size', String(PNG.length + 1)),
      tamper('type', 'image/gif'),
      tamper('expires', String(Math.floor(Date.now() / 1000) + 99_999)),
      tamper('signature', '0'.repeat(64)),
      signedUrl.replace(/\/upload\/[^.]+/, '/upload/AAAAAAAAAAAAAAAAAAAA'),
    ]) {
      const response = await put(url, PNG, url.includes('image%2Fgif') ? 'image/gif' : 'image/png');
      expect(response.statusCode, url).toBe(403);
      expect(json(response).message).toBe(UPLOAD_INVALID_MESSAGE);
    }
    const wrongType = await put(signedUrl, PNG, 'image/gif');
    expect(wrongType.statusCode).toBe(400);
    const html = await h.request({
      method: 'PUT',
      url: signedUrl,
      payload: '<b>x</b>',
      headers: { 'content-type': 'text/html' },
    });
    expect(html.statusCode).toBe(415);

    const key = 'AAAAAAAAAAAAAAAA.png';
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = uploadSigner(TEST_SECRET).sign({ key, type: 'image/png', size: PNG.length, expires });
    const old = await put(
      `/api/files/upload/${key}?type=image%2Fpng&size=${PNG.length}&expires=${expires}&signature=${signature}`,
      PNG,
      'image/png',
    );
    expect(old.statusCode).toBe(403);
    expect(json(old).message).toBe(UPLOAD_EXPIRED_MESSAGE);
  });

  it('serves only file keys', async () => {
    for (const url of ['/files/..%2Fjwt-secret', '/files/nothing.png', '/files/AAAAAAAAAAAA.exe'])
      expect((await h.request({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
