import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'] });
  otherTeacher = await h.user({ roles: ['teacher'] });
  student = await h.user({ firstName: 'Sam', lastName: 'Stone' });
  stranger = await h.user();
  await h.classWith(teacher, [student]);
});
afterAll(() => h.close());

const coreInfo = (id: string, payload: object, as?: TestUser) =>
  h.request({ method: 'PUT', url: `/api/users/${id}/core-info`, payload, ...(as ? { as } : {}) });
const row = (id: string) =>
  h.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'avatar', 'gender', 'email'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('PUT /api/users/:id/core-info', () => {
  it('needs a login (401)', async () => {
    expect((await coreInfo(student.id, { first_name: 'X' })).statusCode).toBe(401);
  });

  it("refuses someone else's user (403) and a field the caller may not change (403), writing nothing", async () => {
    const before = await row(student.id);
    expect((await coreInfo(student.id, { first_name: 'Hacked' }, stranger)).statusCode).toBe(403);
    expect((await coreInfo(student.id, { first_name: 'Hacked' }, otherTeacher)).statusCode).toBe(403);
    const ownGender = await coreInfo('me', { gender: 'male' }, student);
    expect(ownGender.statusCode).toBe(403);
    expect(json(ownGender).message).toBe('You are not allowed to change: gender');
    const teacherEmail = await coreInfo(student.id, { email: 'x@example.org' }, teacher);
    expect(teacherEmail.statusCode).toBe(403);
    expect(await row(student.id)).toEqual(before);
  });

  it('answers bad input with 400 and the message, writing nothing', async () => {
    const before = await row(student.id);
    const response = await coreInfo('me', { last_name: 'Abcdefghijklmnopq', avatar: 12 }, student);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual(
      expect.objectContaining({
        path: 'last_name',
        message: 'Last name must be 16 characters or fewer',
      }),
    );
    expect((await coreInfo('me', { username: 'renamed' }, student)).statusCode).toBe(400);
    expect(await row(student.id)).toEqual(before);
  });

  it('saves a student’s own name and avatar, and a teacher’s changes to their student, read back', async () => {
    const own = await coreInfo('me', { first_name: 'Samira', avatar: 7 }, student);
    expect(own.statusCode).toBe(200);
    expect(json(own)).toMatchObject({ _id: student.id, first_name: 'Samira', avatar: 7 });
    const byTeacher = await coreInfo(student.id, { last_name: 'Stoner', gender: 'female' }, teacher);
    expect(byTeacher.statusCode).toBe(200);
    expect(await row(student.id)).toMatchObject({
      first_name: 'Samira',
      last_name: 'Stoner',
      avatar: 7,
      gender: 'female',
    });
    const teacherOwnEmail = await coreInfo('me', { email: 'teach@example.org' }, teacher);
    expect(json(teacherOwnEmail).email).toBe('teach@example.org');
    const byAdmin = await coreInfo(stranger.id, { first_name: 'Set', email: null }, admin);
    expect(byAdmin.statusCode).toBe(200);
  });
});
