import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let outsider: TestUser;
let pupil: TestUser;
let creator: TestUser;
let instructor: TestUser;
const ids: Record<string, string> = {};

const course = async (
  title: string,
  communityId: string,
  flags: { draft?: boolean; archived?: boolean; body?: object } = {},
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
      body: JSON.stringify(flags.body ?? {}),
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
  pupil = await h.user({ roles: ['student'], schoolId: school });
  instructor = await h.user({ roles: ['instructor'] });
  const authors = await h.environment({ name: 'Authors', type: 'Community' });
  creator = await h.user({ roles: ['contentCreator'], communityId: authors });
  await course('Global Python', global, {
    body: { colour: '#1e88e5', thumbnail: { image: 'https://img.example/python.png' }, stages: [] },
  });
  await course('Authors Course', authors);
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
    expect(json(response).items).toEqual([
      { _id: ids['A School Course'], title: 'A School Course', language: 'python' },
      {
        _id: ids['Global Python'],
        title: 'Global Python',
        language: 'python',
        colour: '#1e88e5',
        thumbnail: { image: 'https://img.example/python.png' },
      },
    ]);
    const other = await h.request({ method: 'GET', url: '/api/courses', as: outsider });
    expect(titles(other)).toEqual(['Global Python', 'Other School Course']);
  });

  it('shows a student their school’s, a content creator their community’s, anyone else the global ones', async () => {
    const asPupil = await h.request({ method: 'GET', url: '/api/courses?draft=false', as: pupil });
    expect(titles(asPupil)).toEqual(['A School Course', 'Global Python']);
    const asCreator = await h.request({ method: 'GET', url: '/api/courses', as: creator });
    expect(titles(asCreator)).toEqual(['Authors Course', 'Global Python']);
    const asInstructor = await h.request({ method: 'GET', url: '/api/courses', as: instructor });
    expect(titles(asInstructor)).toEqual(['Global Python']);
  });

  it('shows an admin every published course, a page at a time', async () => {
    const response = await h.request({ method: 'GET', url: '/api/courses?limit=2&page=1', as: admin });
    expect(titles(response)).toEqual(['Global Python', 'Other School Course']);
    expect(json(response)).toMatchObject({ count: 4, pages: 2 });
    const first = await h.request({ method: 'GET', url: '/api/courses?limit=2', as: admin });
    expect(titles(first)).toEqual(['A School Course', 'Authors Course']);
  });

  it('refuses to list drafts here, and a bad page (400)', async () => {
    const response = await h.request({ method: 'GET', url: '/api/courses?draft=true', as: admin });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch('Only published courses are listed here');
    const badLimit = await h.request({ method: 'GET', url: '/api/courses?limit=0', as: teacher });
    expect(badLimit.statusCode).toBe(400);
    expect(json(badLimit).message).toMatch('limit must be 1 or more');
  });
});

describe('GET /api/courses?class=…: what a class may attach', () => {
  let classId: string;
  beforeAll(async () => {
    const created = await h.request({
      method: 'POST',
      url: '/api/classes',
      payload: { name: 'Course class', password: 'secret' },
      as: teacher,
    });
    classId = json(created)._id;
    await h.request({
      method: 'POST',
      url: `/api/classes/${classId}/instructor/${instructor.id}`,
      as: admin,
    });
  });
  const url = () => `/api/courses?draft=false&class=${classId}`;

  it("lists the class's school's and the global courses to its teacher, its instructor and an admin", async () => {
    for (const as of [teacher, instructor, admin]) {
      const response = await h.request({ method: 'GET', url: url(), as });
      expect(response.statusCode).toBe(200);
      expect(titles(response)).toEqual(['A School Course', 'Global Python']);
    }
  });

  it("needs a login (401) and refuses another teacher's class (403)", async () => {
    expect((await h.request({ method: 'GET', url: url() })).statusCode).toBe(401);
    expect((await h.request({ method: 'GET', url: url(), as: outsider })).statusCode).toBe(403);
    expect((await h.request({ method: 'GET', url: url(), as: pupil })).statusCode).toBe(403);
  });

  it('answers 400 for an unknown class', async () => {
    const response = await h.request({ method: 'GET', url: `/api/courses?class=${newId()}`, as: admin });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Unknown class');
  });
});

describe('PUT /api/users/:id/update-course', () => {
  const update = (id: string, currentCourse: string | null, as?: TestUser) =>
    h.request({
      method: 'PUT',
      url: `/api/users/${id}/update-course`,
      payload: { currentCourse },
      ...(as ? { as } : {}),
    });
  const currentOf = async (id: string) =>
    (
      await h.db
        .selectFrom('users')
        .select('current_course_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).current_course_id;

  it('needs a login (401) and is only for oneself unless admin (403)', async () => {
    expect((await update('me', ids['Global Python']!)).statusCode).toBe(401);
    expect((await update(teacher.id, ids['Global Python']!, outsider)).statusCode).toBe(403);
    expect(await currentOf(teacher.id)).toBeNull();
  });

  it('refuses a draft, an archived course, another school’s course or an unknown id (400), writing nothing', async () => {
    for (const title of ['Draft Course', 'Archived Course', 'Other School Course']) {
      const response = await update('me', ids[title]!, teacher);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe('That course is not available to you');
    }
    expect((await update('me', 'no-such-course', teacher)).statusCode).toBe(400);
    const bad = await h.request({
      method: 'PUT',
      url: '/api/users/me/update-course',
      payload: {},
      as: teacher,
    });
    expect(bad.statusCode).toBe(400);
    expect(await currentOf(teacher.id)).toBeNull();
  });

  it("sets one's own course, which /me then shows, and clears it; an admin may set another's", async () => {
    const response = await update('me', ids['A School Course']!, teacher);
    expect(response.statusCode).toBe(200);
    expect(json(response).current_course).toBe(ids['A School Course']);
    const me = await h.request({ method: 'GET', url: '/api/users/me', as: teacher });
    expect(json(me).current_course).toBe(ids['A School Course']);
    expect(json(await update('me', null, teacher)).current_course).toBeNull();
    expect((await update(outsider.id, ids['Global Python']!, admin)).statusCode).toBe(200);
    expect(await currentOf(outsider.id)).toBe(ids['Global Python']);
  });
});

describe('courses in development (issue 22): for beta testers, marked', () => {
  let own: Harness;
  let finished: string;
  let developing: string;
  let student: TestUser;
  let betaStudent: TestUser;
  let ownAdmin: TestUser;
  beforeAll(async () => {
    own = await createHarness();
    const global = await own.environment({ name: 'Global', type: 'Community', global: true });
    finished = await own.course({ community: global, title: 'Finished course' });
    developing = await own.course({ community: global, title: 'Developing course' });
    await own.db
      .updateTable('content')
      .set({ body: JSON.stringify({ inDevelopment: true, stages: [] }) })
      .where('id', '=', developing)
      .execute();
    student = await own.user({ roles: ['student'] });
    betaStudent = await own.user({ roles: ['student', 'betaTester'] });
    ownAdmin = await own.user({ roles: ['admin'] });
  });
  afterAll(() => own.close());
  const listed = async (as: TestUser) =>
    json(await own.request({ method: 'GET', url: '/api/courses', as })).items.map(
      (c: { title: string; inDevelopment?: true }) => [c.title, c.inDevelopment ?? false],
    );

  it('hides them from others, and shows them marked to beta testers and admins', async () => {
    expect(await listed(student)).toEqual([['Finished course', false]]);
    for (const who of [betaStudent, ownAdmin])
      expect(await listed(who)).toEqual([
        ['Developing course', true],
        ['Finished course', false],
      ]);
  });

  it('lets only a beta tester follow one (400 for others, writing nothing)', async () => {
    const follow = (as: TestUser, course: string) =>
      own.request({
        method: 'PUT',
        url: '/api/users/me/update-course',
        payload: { currentCourse: course },
        as,
      });
    const refused = await follow(student, developing);
    expect(refused.statusCode).toBe(400);
    expect(
      json(await own.request({ method: 'GET', url: '/api/users/me', as: student })).current_course,
    ).toBeNull();
    expect((await follow(student, finished)).statusCode).toBe(200);
    const beta = await follow(betaStudent, developing);
    expect(beta.statusCode).toBe(200);
    expect(json(beta).current_course).toBe(developing);
  });
});
