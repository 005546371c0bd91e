import { RESET_CODE_LENGTH } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let stranger: TestUser;
let classId: string;
let otherClassId: string;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'] });
  otherTeacher = await h.user({ roles: ['teacher'] });
  student = await h.user();
  stranger = await h.user();
  classId = await h.classWith(teacher, [student]);
  otherClassId = await h.classWith(otherTeacher, [stranger]);
});
afterAll(() => h.close());

/** A new student in a new class of `classTeacher`'s, for a test that changes the student. */
const pupilOf = async (classTeacher: TestUser) => {
  const pupil = await h.user();
  return { pupil, classId: await h.classWith(classTeacher, [pupil]) };
};

describe('PUT /api/users/:id/unlockContent', () => {
  const unlock = (id: string, as?: TestUser, payload?: object) =>
    h.request({ method: 'PUT', url: `/api/users/${id}/unlockContent`, as, ...(payload ? { payload } : {}) });

  it('needs a login', async () => {
    expect((await unlock(student.id)).statusCode).toBe(401);
  });

  it("refuses another class's teacher, and students themselves (403)", async () => {
    expect((await unlock(student.id, otherTeacher)).statusCode).toBe(403);
    expect((await unlock(student.id, student)).statusCode).toBe(403);
  });

  it('answers 400 for a body of the wrong shape and 404 for an unknown user', async () => {
    const bad = await unlock(student.id, teacher, { contentUnlocked: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].path).toBe('contentUnlocked');
    expect((await unlock('nobody', teacher)).statusCode).toBe(404);
  });

  it('unlocks with no body, locks again on request, and the flag is read back', async () => {
    const { pupil } = await pupilOf(teacher);
    const { pupil: otherPupil } = await pupilOf(otherTeacher);
    expect(json(await unlock(pupil.id, teacher)).contentUnlocked).toBe(true);
    const row = await h.db
      .selectFrom('users')
      .select('content_unlocked')
      .where('id', '=', pupil.id)
      .executeTakeFirstOrThrow();
    expect(row.content_unlocked).toBe(1);
    expect(json(await unlock(pupil.id, teacher, { contentUnlocked: false })).contentUnlocked).toBe(false);
    expect(json(await unlock(otherPupil.id, admin)).contentUnlocked).toBe(true);
  });
});

describe('PUT /api/users/:id/reset-student', () => {
  const reset = (id: string, as: TestUser | undefined, payload: object) =>
    h.request({ method: 'PUT', url: `/api/users/${id}/reset-student`, as, payload });

  it('needs a login', async () => {
    expect((await reset(student.id, undefined, { classId })).statusCode).toBe(401);
  });

  it("refuses another class's teacher and a class the student is not in", async () => {
    expect((await reset(student.id, otherTeacher, { classId })).statusCode).toBe(403);
    const notInClass = await reset(stranger.id, teacher, { classId });
    expect(notInClass.statusCode).toBe(404);
    expect(json(notInClass).message).toBe('That student is not in this class');
    expect((await reset(stranger.id, teacher, { classId: otherClassId })).statusCode).toBe(403);
  });

  it('answers 400 when the class is missing', async () => {
    const response = await reset(student.id, teacher, {});
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].path).toBe('classId');
  });

  it('gives a one-time code that logs the student in, who must then choose a password', async () => {
    // A student of its own: the reset ends the student's sessions, which the shared student's token needs.
    const { pupil, classId: cls } = await pupilOf(teacher);
    const before = await h.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', pupil.id)
      .executeTakeFirstOrThrow();
    const response = await reset(pupil.id, teacher, { classId: cls });
    expect(response.statusCode).toBe(200);
    const { resetCode } = json(response);
    expect(resetCode).toHaveLength(RESET_CODE_LENGTH);
    const after = await h.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', pupil.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).not.toBe(before.password_hash);
    const old = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: pupil.username, password: pupil.password },
    });
    expect(old.statusCode).toBe(401);
    const login = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: pupil.username, password: resetCode },
    });
    expect(login.statusCode).toBe(200);
    expect(json(login).user.resetPassword).toBe(true);
  });

  it('reads the code in lower case and in groups, until the student has chosen a password (issue 18)', async () => {
    const { pupil, classId: cls } = await pupilOf(teacher);
    const { resetCode } = json(await reset(pupil.id, teacher, { classId: cls }));
    const logIn = (password: string) =>
      h.request({ method: 'POST', url: '/auth/local', payload: { username: pupil.username, password } });
    const lower = resetCode.toLowerCase();
    // A code with one letter changed is still wrong, in any case.
    const wrong = `${lower.slice(0, -1)}${lower.endsWith('b') ? 'c' : 'b'}`;
    expect((await logIn(wrong)).statusCode).toBe(401);
    const login = await logIn(lower);
    expect(login.statusCode).toBe(200);
    expect(json(login).user.resetPassword).toBe(true);
    expect((await logIn(`${lower.slice(0, 4)} ${lower.slice(4)}`)).statusCode).toBe(200);
    // Once the student has their own password, only it opens the account, exactly as written.
    const token = json(login).token as string;
    const chosen = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}/reset`,
      headers: { authorization: `Bearer ${token}` },
      payload: { newPassword: 'MYPASS' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await logIn('MYPASS')).statusCode).toBe(200);
    expect((await logIn('mypass')).statusCode).toBe(401);
    expect((await logIn(lower)).statusCode).toBe(401);
  });
});
