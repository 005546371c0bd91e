// GET /api/learning_environments/{id}/members (issue 22): an environment's people by role and a school's classes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let school: string;
let otherSchool: string;
let schoolAdmin: TestUser;
let teacher: TestUser;
let pupils: TestUser[];

beforeAll(async () => {
  h = await createHarness();
  school = await h.environment({ name: 'Brook School' });
  otherSchool = await h.environment({ name: 'Other School' });
  admin = await h.user({ roles: ['admin'] });
  schoolAdmin = await h.user({
    roles: ['teacher'],
    firstName: 'Sal',
    lastName: 'Admin',
    environmentRoles: [{ environmentId: school, role: 'admin' }],
  });
  teacher = await h.user({
    roles: ['teacher'],
    firstName: 'Tess',
    lastName: 'Teacher',
    schoolId: school,
    environmentRoles: [{ environmentId: school, role: 'teacher' }],
  });
  pupils = [];
  for (const [first, last] of [
    ['Zed', 'Zulu'],
    ['Amy', 'Alpha'],
  ] as const) {
    pupils.push(
      await h.user({
        firstName: first,
        lastName: last,
        schoolId: school,
        environmentRoles: [{ environmentId: school, role: 'student' }],
      }),
    );
  }
  const classId = await h.classWith(teacher, pupils);
  await h.db
    .updateTable('classes')
    .set({ school_id: school, name: 'Robins' })
    .where('id', '=', classId)
    .execute();
});
afterAll(() => h.close());

const members = (id: string, as?: TestUser) =>
  h.request({ method: 'GET', url: `/api/learning_environments/${id}/members`, ...(as ? { as } : {}) });

describe('GET /api/learning_environments/:id/members', () => {
  it('needs a login (401), an admin or the environment’s own admin (403), a well-formed id (400) of a known environment (404)', async () => {
    expect((await members(school)).statusCode).toBe(401);
    const byTeacher = await members(school, teacher);
    expect(byTeacher.statusCode).toBe(403);
    expect(json(byTeacher).message).toBe(
      "Only admins and the school's or community's own admins can see its people",
    );
    expect((await members(otherSchool, schoolAdmin)).statusCode).toBe(403);
    expect((await members('nowhere1', admin)).statusCode).toBe(404);
    expect((await members('x'.repeat(80), admin)).statusCode).toBe(400);
  });

  it('lists the people by role in name order, and the classes with their teacher and students', async () => {
    for (const asker of [admin, schoolAdmin]) {
      const body = json(await members(school, asker));
      expect(body.roles.student).toEqual({
        count: 2,
        users: [
          { _id: pupils[1]!.id, first_name: 'Amy', last_name: 'Alpha', username: pupils[1]!.username },
          { _id: pupils[0]!.id, first_name: 'Zed', last_name: 'Zulu', username: pupils[0]!.username },
        ],
      });
      expect(body.roles.teacher.users.map((u: { _id: string }) => u._id)).toEqual([teacher.id]);
      expect(body.roles.admin.users.map((u: { _id: string }) => u._id)).toEqual([schoolAdmin.id]);
      expect(body.roles.contentCreator).toEqual({ count: 0, users: [] });
      expect(body.classes).toEqual({
        count: 1,
        items: [
          expect.objectContaining({
            name: 'Robins',
            archived: false,
            teacher: { _id: teacher.id, name: 'Tess Teacher' },
            students: 2,
          }),
        ],
      });
    }
    const empty = json(await members(otherSchool, admin));
    expect(empty.classes).toEqual({ count: 0, items: [] });
  });

  it('asks the database a fixed number of times, however many people', async () => {
    // A school of its own: the other tests count Brook School's people.
    const growing = await h.environment({ name: 'Growing School' });
    const before = (await h.queriesOf(() => members(growing, admin))).length;
    for (let i = 0; i < 3; i++)
      await h.user({ schoolId: growing, environmentRoles: [{ environmentId: growing, role: 'student' }] });
    expect((await h.queriesOf(() => members(growing, admin))).length).toBe(before);
  });
});
