// Issue 22, item 1: an admin gives a person roles per learning environment in the user editor (PUT and POST
// /api/users), and a person with roles in several communities switches between them
// (PUT /api/users/{id}/updateLearningEnvironment, GET /api/users/{id}/communities).
import type { LearningEnvironmentLists } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let global: string;
let makers: string;
let school: string;

const NO_ROLES: LearningEnvironmentLists = {
  student: [],
  teacher: [],
  admin: [],
  contentCreator: [],
  translator: [],
};
const lists = (roles: Partial<LearningEnvironmentLists>) => ({ ...NO_ROLES, ...roles });

beforeAll(async () => {
  h = await createHarness();
  global = await h.environment({ name: 'Global', type: 'Community', global: true });
  makers = await h.environment({ name: 'Makers', type: 'Community' });
  school = await h.environment({ name: 'Hill School' });
  admin = await h.user({ roles: ['admin'], communityId: global });
  teacher = await h.user({ roles: ['teacher'], schoolId: school });
  student = await h.user({ schoolId: school });
  await h.classWith(teacher, [student]);
});
afterAll(() => h.close());

/** Someone who translates in the global community and creates content in Makers, working in the global one. */
const twoCommunities = () =>
  h.user({
    roles: ['translator'],
    communityId: global,
    environmentRoles: [
      { environmentId: global, role: 'translator' },
      { environmentId: makers, role: 'contentCreator' },
    ],
  });

const put = (id: string, payload: object, as?: TestUser) =>
  h.request({ method: 'PUT', url: `/api/users/${id}`, payload, ...(as ? { as } : {}) });
const choose = (id: string, payload: object, as?: TestUser) =>
  h.request({
    method: 'PUT',
    url: `/api/users/${id}/updateLearningEnvironment`,
    payload,
    ...(as ? { as } : {}),
  });
const communities = (id: string, as?: TestUser) =>
  h.request({ method: 'GET', url: `/api/users/${id}/communities`, ...(as ? { as } : {}) });
const stored = async (id: string) => ({
  roles: (
    await h.db
      .selectFrom('environment_roles')
      .select(['environment_id', 'role'])
      .where('user_id', '=', id)
      .execute()
  )
    .map((r) => `${r.role}@${r.environment_id}`)
    .sort(),
  ...(await h.db
    .selectFrom('users')
    .select(['school_id', 'current_community_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()),
});

describe('roles per environment in PUT /api/users/:id', () => {
  it('needs a login (401) and an admin (403 for a teacher of the person, and for the person), writing nothing', async () => {
    const before = await stored(student.id);
    const body = { learningEnvironments: lists({ contentCreator: [makers] }) };
    expect((await put(student.id, body)).statusCode).toBe(401);
    const byTeacher = await put(student.id, body, teacher);
    expect(byTeacher.statusCode).toBe(403);
    expect(json(byTeacher).message).toBe('You are not allowed to change: learningEnvironments');
    expect((await put(student.id, body, student)).statusCode).toBe(403);
    expect(await stored(student.id)).toEqual(before);
  });

  it('refuses unknown ids, a teacher in a content community and malformed lists (400), writing nothing', async () => {
    const person = await h.user({ schoolId: school });
    const before = await stored(person.id);
    const unknown = await put(
      person.id,
      { learningEnvironments: lists({ translator: ['nowhere1'] }) },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Unknown school or community: nowhere1');
    expect(json(unknown).errors).toContainEqual(expect.objectContaining({ path: 'learningEnvironments' }));
    const teaching = await put(person.id, { learningEnvironments: lists({ teacher: [makers] }) }, admin);
    expect(teaching.statusCode).toBe(400);
    expect(json(teaching).message).toBe(
      'Teachers and students belong to a school, not to a content community: Makers',
    );
    for (const bad of [
      { learningEnvironments: { student: [school] } },
      { learningEnvironments: lists({ admin: 'makers' as never }) },
      { learningEnvironments: { ...lists({}), owner: [makers] } },
      { learningEnvironments: lists({ translator: Array.from({ length: 51 }, (_, i) => `env${i}`) }) },
    ]) {
      expect((await put(person.id, bad, admin)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await stored(person.id)).toEqual(before);
  });

  it('gives and takes roles; the school and the current community follow them, read back', async () => {
    const person = await h.user({
      schoolId: school,
      environmentRoles: [{ environmentId: school, role: 'student' }],
    });
    const given = await put(
      person.id,
      {
        roles: ['student', 'contentCreator'],
        learningEnvironments: lists({
          student: [school],
          contentCreator: [makers, makers],
          translator: [global],
        }),
      },
      admin,
    );
    expect(given.statusCode, given.body).toBe(200);
    expect(json(given)).toMatchObject({
      roles: ['contentCreator', 'student'],
      current_community: makers,
      school: { _id: school, school_name: 'Hill School' },
      learningEnvironments: lists({ student: [school], contentCreator: [makers], translator: [global] }),
    });
    expect(await stored(person.id)).toEqual({
      roles: [`contentCreator@${makers}`, `student@${school}`, `translator@${global}`].sort(),
      school_id: school,
      current_community_id: makers,
    });
    // Taking the Makers role moves the person to the community they still author in; the school goes with its role.
    const taken = await put(person.id, { learningEnvironments: lists({ translator: [global] }) }, admin);
    expect(json(taken)).toMatchObject({ current_community: global, school: null });
    const none = await put(person.id, { learningEnvironments: lists({}) }, admin);
    expect(json(none)).toMatchObject({ current_community: null, school: null });
    expect(await stored(person.id)).toEqual({ roles: [], school_id: null, current_community_id: null });
  });

  it('makes a new author in a community with POST /api/users, read back', async () => {
    const created = await h.request({
      method: 'POST',
      url: '/api/users',
      as: admin,
      payload: {
        username: `maker${Date.now().toString(36)}`,
        password: 'password1',
        first_name: 'Mo',
        last_name: 'Maker',
        roles: ['contentCreator'],
        learningEnvironments: lists({ contentCreator: [makers] }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created)._id;
    expect(await stored(id)).toEqual({
      roles: [`contentCreator@${makers}`],
      school_id: null,
      current_community_id: makers,
    });
    // Only a school: the person is a student there (or a teacher, for a teacher).
    const pupil = await h.request({
      method: 'POST',
      url: '/api/users',
      as: admin,
      payload: {
        username: `pupil${Date.now().toString(36)}`,
        password: 'password1',
        first_name: 'Pia',
        last_name: 'Pupil',
        school,
      },
    });
    expect(await stored(json(pupil)._id)).toEqual({
      roles: [`student@${school}`],
      school_id: school,
      current_community_id: null,
    });
    const refused = await h.request({
      method: 'POST',
      url: '/api/users',
      as: admin,
      payload: {
        username: `nobody${Date.now().toString(36)}`,
        password: 'password1',
        first_name: 'No',
        last_name: 'Body',
        learningEnvironments: lists({ admin: ['nowhere2'] }),
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('Unknown school or community: nowhere2');
  });
});

describe('PUT /api/users/:id/updateLearningEnvironment', () => {
  it('needs a login (401)', async () => {
    const person = await twoCommunities();
    expect((await choose(person.id, { learningEnvironmentId: makers })).statusCode).toBe(401);
  });

  it("refuses someone else's choice (403) and a community without a role there (403), writing nothing", async () => {
    const person = await twoCommunities();
    const other = await twoCommunities();
    const theirs = await choose(person.id, { learningEnvironmentId: makers }, other);
    expect(theirs.statusCode).toBe(403);
    expect(json(theirs).message).toBe('You can only choose your own community');
    const notAuthor = await choose('me', { learningEnvironmentId: school }, person);
    expect(notAuthor.statusCode).toBe(403);
    expect(json(notAuthor).message).toBe('You do not author content in that community');
    expect((await choose('me', { learningEnvironmentId: makers }, student)).statusCode).toBe(403);
    expect((await stored(person.id)).current_community_id).toBe(global);
  });

  it('answers bad input with 400 and the message, and an unknown user with 404', async () => {
    const person = await twoCommunities();
    const unknown = await choose('me', { learningEnvironmentId: 'nowhere3' }, person);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toContainEqual(
      expect.objectContaining({
        path: 'learningEnvironmentId',
        message: 'Unknown school or community: nowhere3',
      }),
    );
    for (const bad of [{}, { learningEnvironmentId: 7 }, { learningEnvironmentId: makers, extra: 1 }]) {
      expect((await choose('me', bad, person)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await choose('nobody4', { learningEnvironmentId: makers }, admin)).statusCode).toBe(404);
    expect((await stored(person.id)).current_community_id).toBe(global);
  });

  it('switches the community, remembered, and the library lists that community', async () => {
    const person = await twoCommunities();
    const course = await h.course({ community: makers, title: 'Makers course', draft: true });
    const listed = async () =>
      json(await h.request({ method: 'GET', url: '/api/library/courses?limit=50', as: person })).items.map(
        (c: { _id: string }) => c._id,
      );
    expect(await listed()).not.toContain(course);
    const switched = await choose('me', { learningEnvironmentId: makers }, person);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(json(switched).current_community).toBe(makers);
    const me = json(await h.request({ method: 'GET', url: '/api/users/me', as: person }));
    expect(me.current_community).toBe(makers);
    expect(await listed()).toContain(course);
    // An admin chooses anyone's, and may work in any community.
    expect((await choose(person.id, { learningEnvironmentId: global }, admin)).statusCode).toBe(200);
    expect((await stored(person.id)).current_community_id).toBe(global);
    expect((await choose('me', { learningEnvironmentId: makers }, admin)).statusCode).toBe(200);
    expect((await choose('me', { learningEnvironmentId: global }, admin)).statusCode).toBe(200);
  });
});

describe('GET /api/users/:id/communities', () => {
  it('needs a login (401), is one’s own (403) unless an admin asks, and a well-formed id (400)', async () => {
    const person = await twoCommunities();
    expect((await communities(person.id)).statusCode).toBe(401);
    const other = await communities(person.id, teacher);
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe('You can only choose your own community');
    expect((await communities(person.id, admin)).statusCode).toBe(200);
    expect((await communities('nobody5', admin)).statusCode).toBe(404);
    expect((await communities('x'.repeat(80), admin)).statusCode).toBe(400);
  });

  it('lists where one authors, with the roles there, the global community first; an admin every community', async () => {
    const person = await twoCommunities();
    expect(json(await communities('me', person))).toEqual([
      { _id: global, name: 'Global', global: true, roles: ['translator'], current: true },
      { _id: makers, name: 'Makers', global: false, roles: ['contentCreator'], current: false },
    ]);
    expect(json(await communities('me', student))).toEqual([]);
    const forAdmin = json(await communities('me', admin)).map((c: { _id: string }) => c._id);
    expect(forAdmin).toEqual(expect.arrayContaining([global, makers]));
    expect(forAdmin).not.toContain(school);
  });
});
