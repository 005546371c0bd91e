import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from './app.ts';
import {
  ENCODED_BODY_MESSAGE,
  NUL_MESSAGE,
  nestedDeeperThan,
  TOO_DEEP_MESSAGE,
} from './plugins/request-shape.ts';
import { createHarness, type Harness, json, type TestUser } from './test/harness.ts';

let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.user({ roles: ['admin'] });
});
afterAll(() => h.close());

describe('the HTTP edge', () => {
  it('sends security headers', async () => {
    const response = await h.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a body nested deeper than any real request with 400, before any schema recurses into it', async () => {
    let node = '{"title":"x"}';
    for (let i = 0; i < 5000; i++) node = `{"pieces":[${node}]}`;
    const response = await h.request({
      method: 'POST',
      url: '/auth/local',
      headers: { 'content-type': 'application/json' },
      payload: node,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: TOO_DEEP_MESSAGE });
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
  });

  it('refuses a NUL character anywhere in the path, the query or the body with 400, writing nothing', async () => {
    const users = await h.count('users');
    const body = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: 'a\u0000b', password: 'whatever' },
    });
    expect(body.statusCode).toBe(400);
    expect(json(body)).toMatchObject({
      message: `${NUL_MESSAGE} (body username)`,
      errors: [{ path: 'username', message: NUL_MESSAGE }],
    });
    const nested = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: {
        username: 'fine',
        first_name: 'A',
        last_name: 'B',
        roles: ['student'],
        extra: { 'k\u0000': 1 },
      },
      as: admin,
    });
    expect(nested.statusCode).toBe(400);
    expect(json(nested).message).toBe(`${NUL_MESSAGE} (body extra)`);
    const path = await h.request({ method: 'GET', url: '/api/users/a%00b', as: admin });
    expect(path.statusCode).toBe(400);
    expect(json(path).message).toBe(`${NUL_MESSAGE} (params id)`);
    const query = await h.request({ method: 'GET', url: '/api/health?probe=%00' });
    expect(query.statusCode).toBe(400);
    expect(json(query).message).toBe(`${NUL_MESSAGE} (query probe)`);
    const signup = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'nul\u0000kid', password: 'secret', classCode: 'ABC\u0000' },
    });
    expect(signup.statusCode).toBe(400);
    expect(await h.count('users')).toBe(users);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/auth/local',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('answers an oversized body with 413 and a message', async () => {
    const response = await h.request({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      as: admin,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ first_name: 'x'.repeat(BODY_LIMIT + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response).message).toMatch(/too large/);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/auth/local',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(json(response).message).toMatch(/application\/json/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await h.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toMatch(/Not found/);
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const response = await h.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json(response);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/local',
        '/api/users/me',
        '/api/users/{id}',
        '/api/learning_environments',
      ]),
    );
    expect(doc.paths['/auth/local'].post.requestBody).toBeTruthy();
    // Every reference points at something the document holds.
    const refs = [...response.body.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    const resolves = (ref: string) =>
      ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc) !== undefined;
    expect(refs.filter((ref) => !resolves(ref))).toEqual([]);
    expect((await h.request({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('reports health with the database in use', async () => {
    const health = await h.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(json(health)).toEqual({
      status: 'ok',
      database: { dialect: h.database.dialect, up: true, latencyMs: expect.any(Number) },
    });
  });
});

describe('GET /api/constants', () => {
  it('lists the constants and answers one by name', async () => {
    const all = json(await h.request({ method: 'GET', url: '/api/constants' }));
    const name = Object.keys(all)[0]!;
    const one = await h.request({ method: 'GET', url: `/api/constants/${name}` });
    expect(json(one)).toEqual({ name, value: all[name] });
  });

  it('answers 404 with the spec message for an unknown constant', async () => {
    const response = await h.request({ method: 'GET', url: '/api/constants/NOPE' });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('System Constant: NOPE does not exist');
  });
});

describe('what goes over the wire', () => {
  let web: Harness;
  const page = `<!doctype html><html lang="en"><body>${'<p>Brickyard</p>'.repeat(200)}</body></html>`;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'brickyard-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
    web = await createHarness({ WEB_DIST: dist });
  });
  afterAll(() => web.close());

  it('sends HTML pages and API answers over 1 KB compressed, and small ones as they are', async () => {
    const html = await web.request({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.rawPayload).toString()).toBe(page);
    const docs = await web.request({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
    const plain = await web.request({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await web.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(json(small).status).toBe('ok');
  });

  it('answers /robots.txt with the robots file, not the app page', async () => {
    const robots = await web.request({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('refuses a compressed request body with 415, reading nothing', async () => {
    const users = await web.count('users');
    const maker = await web.user({ roles: ['admin'] });
    const response = await web.request({
      method: 'POST',
      url: '/api/users',
      as: maker,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      // A real user, gzipped: had it been inflated, the user would exist.
      payload: gzipSync(
        JSON.stringify({ username: 'zipped', first_name: 'Zip', last_name: 'Ped', roles: ['student'] }),
      ),
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({ message: ENCODED_BODY_MESSAGE });
    expect(await web.count('users')).toBe(users + 1);
  });
});
