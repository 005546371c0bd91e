import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let outsider: TestUser;
const ids: Record<string, string> = {};

const course = async (
  title: string,
  communityId: string,
  flags: { draft?: boolean; archived?: boolean } = {},
) => {
  const id = newId();
  ids[title] = id;
  const now = nowIso();
  await h.db
    .insertInto('content')
    .values({
      id,
      kind: 'courses',
      community_id: communityId,
      language: 'python',
      title,
      draft: flags.draft ? 1 : 0,
      archived: flags.archived ? 1 : 0,
      core: 0,
      author_id: null,
      version: 1,
      body: '{}',
      translations: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute();
};

beforeAll(async () => {
  h = await createHarness();
  const global = await h.environment({ name: 'Global', type: 'Community', global: true });
  const school = await h.environment({ name: 'Teacher School' });
  const otherSchool = await h.environment({ name: 'Other School' });
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'], schoolId: school });
  outsider = await h.user({ roles: ['teacher'], schoolId: otherSchool });
  await course('Global Python', global);
  await course('A School Course', school);
  await course('Other School Course', otherSchool);
  await course('Draft Course', global, { draft: true });
  await course('Archived Course', global, { archived: true });
});
afterAll(() => h.close());

const titles = (response: { body: string }) => json(response).items.map((c: { title: string }) => c.title);

describe('GET /api/courses', () => {
  it('needs a login (401)', async () => {
    expect((await h.request({ method: 'GET', url: '/api/courses' })).statusCode).toBe(401);
  });

  it("lists the global community's published courses and the caller's school's, never drafts or archives", async () => {
    const response = await h.request({ method: 'GET', url: '/api/courses?draft=false', as: teacher });
    expect(response.statusCode).toBe(200);
    expect(titles(response)).toEqual(['A School Course', 'Global Python']);
    expect(json(response)).toMatchObject({ count: 2, pages: 1 });
    expect(json(response).items[0]).toEqual({
      _id: ids['A School Course'],
      title: 'A School Course',
      language: 'python',
    });
    const other = await h.request({ method: 'GET', url: '/api/courses', as: outsider });
    expect(titles(other)).toEqual(['Global Python', 'Other School Course']);
  });

  it('shows an admin every published course, a page at a time', async () => {
    const response = await h.request({ method: 'GET', url: '/api/courses?limit=2&page=1', as: admin });
    expect(titles(response)).toEqual(['Other School Course']);
    expect(json(response)).toMatchObject({ count: 3, pages: 2 });
  });

  it('refuses to list drafts here (400)', async () => {
    const response = await h.request({ method: 'GET', url: '/api/courses?draft=true', as: admin });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch('Only published courses are listed here');
  });
});
