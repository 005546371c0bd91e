// A save of about 900 KB of hostile rich text (the security review's finding: the old sanitiser took a minute on
// such a body, and health checks timed out meanwhile) is answered, stored sanitised, and the server goes on
// answering. No timing threshold: the old sanitiser fails this by not finishing within the test's time.
import { RICH_TEXT_MAX } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../app.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

let h: Harness;
let creator: TestUser;
let teacher: TestUser;

/** `unit` repeated to `size` characters. */
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const SIZE = 95_000;

/** The hostile texts, each just under the rich-text limit, and what the sanitiser must make of them. */
const HOSTILE = {
  tags: fill('<a', SIZE),
  unclosedQuotes: fill('<a href="x', SIZE),
  attributesWithoutEnd: fill('<a b ', SIZE),
  nested: fill('<b>', SIZE),
  strayCloses: `${fill('<span>', SIZE / 2)}${fill('</b>', SIZE / 2)}`,
  handlers: `<p${fill(' onclick=alert(1)', SIZE - 10)}>x</p>`,
  entities: fill('&amp;', SIZE),
  unclosedTitle: `<p title='${fill('x', SIZE - 10)}`,
  // Each "<" is stored as "&lt;": a quarter of the limit is all that fits.
  lessThan: fill('<', RICH_TEXT_MAX / 4),
};

const textPiece = (text: string) => ({ format: 'text', data: { style: 'content', text } });
const hostileReference = (title: string) => ({
  title,
  language: 'javascript',
  metaTags: ['reference'],
  description: fill('<a href="javascript:alert(1)" onmouseover=alert(1)>x', SIZE),
  pieces: Object.values(HOSTILE).map(textPiece),
});

const contentRows = async () =>
  Number(
    (
      await h.db
        .selectFrom('content')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const expectHealthy = async () => {
  const health = await h.request({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(json(health).status).toBe('ok');
};

/** The stored texts of a reference, read back as its editor reads it. */
const storedTexts = async (id: string) => {
  const response = await h.request({ method: 'GET', url: `/api/library/references/${id}`, as: creator });
  expect(response.statusCode, response.body.slice(0, 2000)).toBe(200);
  const item = json(response);
  return {
    description: item.description as string,
    pieces: (item.pieces as { data: { text: string } }[]).map((p) => p.data.text),
  };
};

const expectSanitised = (texts: { description: string; pieces: string[] }) => {
  expect(texts.description).toMatch(/^(<a>x<\/a>){1000,}$/);
  const [
    tags,
    unclosedQuotes,
    attributesWithoutEnd,
    nested,
    strayCloses,
    handlers,
    entities,
    unclosedTitle,
    lessThan,
  ] = texts.pieces;
  expect(tags).toBe('');
  expect(unclosedQuotes).toBe('');
  expect(attributesWithoutEnd).toBe('');
  expect(nested).toBe(`${'<b>'.repeat(100)}${'</b>'.repeat(100)}`);
  expect(strayCloses).toBe(`${'<span>'.repeat(100)}${'</span>'.repeat(100)}`);
  expect(handlers).toBe('<p>x</p>');
  expect(entities).toBe(HOSTILE.entities);
  expect(unclosedTitle).toBe('');
  expect(lessThan).toBe('&lt;'.repeat(RICH_TEXT_MAX / 4));
};

beforeAll(async () => {
  h = await createHarness();
  const community = await h.environment({ name: 'Authors', type: 'Community', global: true });
  creator = await h.user({
    roles: ['contentCreator'],
    communityId: community,
    environmentRoles: [{ environmentId: community, role: 'contentCreator' }],
  });
  teacher = await h.user({ roles: ['teacher'] });
});

afterAll(async () => {
  await h.close();
});

describe('saving about 900 KB of hostile rich text', () => {
  it('is a body of that size, under the body limit', () => {
    const size = JSON.stringify(hostileReference('Hostile')).length;
    expect(size).toBeGreaterThan(850_000);
    expect(size).toBeLessThan(BODY_LIMIT);
  });

  it('asks for a login (401) and an authoring role (403), writing nothing', async () => {
    const before = await contentRows();
    const payload = hostileReference('Hostile');
    expect((await h.request({ method: 'POST', url: '/api/references', payload })).statusCode).toBe(401);
    const refused = await h.request({ method: 'POST', url: '/api/references', payload, as: teacher });
    expect(refused.statusCode).toBe(403);
    expect(await contentRows()).toBe(before);
    await expectHealthy();
  });

  it('creates the item with its rich text sanitised, and the server still answers', async () => {
    const created = await h.request({
      method: 'POST',
      url: '/api/references',
      payload: hostileReference('Hostile page'),
      as: creator,
    });
    expect(created.statusCode, created.body).toBe(201);
    await expectHealthy();
    expectSanitised(await storedTexts(json(created)._id));
  });

  it('saves the same over an existing item, and the server still answers', async () => {
    const created = json(
      await h.request({
        method: 'POST',
        url: '/api/references',
        payload: { title: 'Plain page', language: 'javascript' },
        as: creator,
      }),
    );
    const { title: _title, language: _language, ...edit } = hostileReference('Hostile page');
    const saved = await h.request({
      method: 'PUT',
      url: `/api/references/${created._id}`,
      payload: { ...edit, version: created.version },
      as: creator,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectHealthy();
    expectSanitised(await storedTexts(created._id));
  });

  it('refuses one text over the limit (400, saying which and how long), writing nothing', async () => {
    const before = await contentRows();
    for (const description of [
      fill('<a', 900_000),
      // Under the limit as sent, over it as stored.
      fill('<', RICH_TEXT_MAX - 1),
    ]) {
      const response = await h.request({
        method: 'POST',
        url: '/api/references',
        payload: { title: 'Too long', language: 'javascript', description },
        as: creator,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toContain(`Description must be ${RICH_TEXT_MAX} characters or fewer`);
    }
    expect(await contentRows()).toBe(before);
    await expectHealthy();
  });
});
