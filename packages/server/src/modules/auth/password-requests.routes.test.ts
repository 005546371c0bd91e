// "Forgotten password, with my class password": a student asks, the teacher approves, the asking browser logs
// in once. The class password alone never opens an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import {
  INCORRECT_CLASS_LOGIN,
  ONLY_THE_TEACHER,
  REQUEST_ALREADY_ANSWERED,
  REQUEST_LIMITS,
  REQUEST_NOT_FOUND,
  REQUEST_NOT_USABLE,
  TOO_MANY_REQUESTS,
} from './password-requests.service.ts';

let h: Harness;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let otherClassId: string;

beforeAll(async () => {
  h = await createHarness();
  teacher = await h.user({ roles: ['teacher'] });
  otherTeacher = await h.user({ roles: ['teacher'] });
  admin = await h.user({ roles: ['admin'] });
  otherClassId = await h.classWith(otherTeacher, [await h.user()], { password: 'otherword' });
});
afterAll(() => h.close());

const ask = (username: string, classPassword: string, ip = '10.20.0.1') =>
  h.request({
    method: 'POST',
    url: '/auth/password-requests',
    payload: { username, classPassword },
    remoteAddress: ip,
  });
const stateOf = (requestId: string, secret: string) =>
  h.request({ method: 'POST', url: `/auth/password-requests/${requestId}/state`, payload: { secret } });
const logIn = (requestId: string, secret: string) =>
  h.request({ method: 'POST', url: '/auth/local/code', payload: { requestId, secret } });
const listOf = (cls: string, as?: TestUser) =>
  h.request({ method: 'GET', url: `/api/classes/${cls}/password-requests`, ...(as ? { as } : {}) });
const decide = (cls: string, requestId: string, approve: unknown, as?: TestUser) =>
  h.request({
    method: 'POST',
    url: `/api/classes/${cls}/password-requests/${requestId}`,
    payload: { approve },
    ...(as ? { as } : {}),
  });
/**
 * Two new students in a new class of the teacher's (class password "classword"). Each test asks for students of
 * its own: requests, the limits counted per student and sessions would otherwise carry over between tests.
 */
const freshClass = async () => {
  const asker = await h.user();
  const mate = await h.user();
  return { asker, mate, cls: await h.classWith(teacher, [asker, mate], { password: 'classword' }) };
};
const sessionsOf = async (userId: string) =>
  (await h.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe('a classmate who knows the class password', () => {
  it('cannot log in as someone else: the old username-and-class-password login is gone', async () => {
    const { asker } = await freshClass();
    const before = await sessionsOf(asker.id);
    const old = await h.request({
      method: 'POST',
      url: '/auth/local/code',
      payload: { username: asker.username, classPassword: 'classword' },
    });
    expect(old.statusCode).toBe(400);
    expect(old.body).not.toContain('token');
    expect(await sessionsOf(asker.id)).toBe(before);
  });

  it('can only ask the teacher, and gets nothing until the teacher approves', async () => {
    const { mate } = await freshClass();
    const before = await sessionsOf(mate.id);
    const asked = await ask(mate.username, 'classword');
    expect(asked.statusCode).toBe(201);
    const { requestId, secret } = json(asked);
    expect(json(asked)).not.toHaveProperty('token');
    expect(json(await stateOf(requestId, secret)).status).toBe('pending');
    const early = await logIn(requestId, secret);
    expect(early.statusCode).toBe(401);
    expect(json(early)).toMatchObject({ message: REQUEST_NOT_USABLE });
    expect(await sessionsOf(mate.id)).toBe(before);
  });
});

describe('POST /auth/password-requests', () => {
  it('refuses a wrong class password, an unknown username and a class the student is not in alike (401)', async () => {
    const { asker } = await freshClass();
    for (const [username, password] of [
      [asker.username, 'wrong'],
      ['nobody-here', 'classword'],
      [asker.username, 'otherword'],
    ] as const) {
      const response = await ask(username, password, '10.20.1.1');
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ message: INCORRECT_CLASS_LOGIN });
    }
    expect(await h.count('users')).toBeGreaterThan(0);
    const rows = await h.db
      .selectFrom('password_requests')
      .select('id')
      .where('user_id', '=', asker.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 400 with what is missing', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/auth/password-requests',
      payload: { username: 'a' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].path).toBe('classPassword');
  });

  it('pauses guessing from one address after the allowed number of wrong class passwords', async () => {
    const { asker } = await freshClass();
    for (let i = 0; i < REQUEST_LIMITS.pair; i++)
      expect((await ask(asker.username, `guess${i}`, '10.20.2.1')).statusCode).toBe(401);
    const right = await ask(asker.username, 'classword', '10.20.2.1');
    expect(right.statusCode).toBe(429);
    expect(json(right)).toMatchObject({ message: TOO_MANY_REQUESTS });
    // Another address is counted on its own.
    expect((await ask(asker.username, 'classword', '10.20.2.2')).statusCode).toBe(201);
  });

  it('counts a burst of guesses sent at once before checking any', async () => {
    const { mate } = await freshClass();
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => ask(mate.username, 'guess', '10.20.3.1')),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(REQUEST_LIMITS.pair);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - REQUEST_LIMITS.pair);
  });
});

describe('the teacher answers on the students page', () => {
  it("lists the class's open requests for its teacher and an admin only", async () => {
    const { asker, cls } = await freshClass();
    const { requestId } = json(await ask(asker.username, 'classword', '10.21.0.1'));
    const listed = await listOf(cls, teacher);
    expect(listed.statusCode).toBe(200);
    expect(json(listed)).toContainEqual({
      _id: requestId,
      student: {
        _id: asker.id,
        username: asker.username,
        first_name: expect.any(String),
        last_name: expect.any(String),
      },
      status: 'pending',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(listed.body).not.toContain('secret');
    expect((await listOf(cls, admin)).statusCode).toBe(200);
    expect((await listOf(cls)).statusCode).toBe(401);
    const byOther = await listOf(cls, otherTeacher);
    expect(byOther.statusCode).toBe(403);
    expect(json(byOther)).toMatchObject({ message: ONLY_THE_TEACHER });
    expect((await listOf(cls, asker)).statusCode).toBe(403);
    expect((await listOf('000000000000000000000000', teacher)).statusCode).toBe(404);
  });

  it('approves: the asking browser logs in once, within its time, and must choose a new password', async () => {
    const { asker, mate, cls } = await freshClass();
    const { requestId, secret } = json(await ask(asker.username, 'classword', '10.21.1.1'));
    // Nobody else may answer, and nothing changes when they try.
    expect((await decide(cls, requestId, true, otherTeacher)).statusCode).toBe(403);
    expect((await decide(cls, requestId, true, mate)).statusCode).toBe(403);
    expect((await decide(cls, requestId, true)).statusCode).toBe(401);
    expect((await decide(otherClassId, requestId, true, otherTeacher)).statusCode).toBe(404);
    expect(json(await stateOf(requestId, secret)).status).toBe('pending');
    const bad = await decide(cls, requestId, 'yes', teacher);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].path).toBe('approve');

    const approved = await decide(cls, requestId, true, teacher);
    expect(approved.statusCode).toBe(200);
    expect(json(approved).status).toBe('approved');
    const minutesLeft = (Date.parse(json(approved).expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
    expect(json(await stateOf(requestId, secret)).status).toBe('approved');
    // The id alone (without the browser's secret) opens nothing.
    const stolen = await logIn(requestId, 'not-the-secret');
    expect(stolen.statusCode).toBe(404);
    expect(json(stolen)).toMatchObject({ message: REQUEST_NOT_FOUND });

    const session = await logIn(requestId, secret);
    expect(session.statusCode).toBe(200);
    expect(json(session).user).toMatchObject({ _id: asker.id, resetPassword: true });
    expect(session.cookies.find((c) => c.name === 'refreshToken')?.value).toBe(json(session).refreshToken);
    const again = await logIn(requestId, secret);
    expect(again.statusCode).toBe(401);
    expect(json(await stateOf(requestId, secret)).status).toBe('used');
    expect((await decide(cls, requestId, true, teacher)).statusCode).toBe(409);
    expect(json(await listOf(cls, teacher)).map((r: { _id: string }) => r._id)).not.toContain(requestId);
  });

  it('declines: the request can never be used', async () => {
    const { mate, cls } = await freshClass();
    const { requestId, secret } = json(await ask(mate.username, 'classword', '10.21.2.1'));
    const declined = await decide(cls, requestId, false, teacher);
    expect(declined.statusCode).toBe(200);
    expect(json(await stateOf(requestId, secret)).status).toBe('declined');
    expect((await logIn(requestId, secret)).statusCode).toBe(401);
    const twice = await decide(cls, requestId, true, teacher);
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ message: REQUEST_ALREADY_ANSWERED });
  });

  it('an approval runs out after its fifteen minutes, and a newer request replaces an older one', async () => {
    const { mate, cls } = await freshClass();
    const first = json(await ask(mate.username, 'classword', '10.21.3.1'));
    const second = json(await ask(mate.username, 'classword', '10.21.3.1'));
    expect(json(await stateOf(first.requestId, first.secret)).status).toBe('declined');
    expect((await decide(cls, second.requestId, true, teacher)).statusCode).toBe(200);
    await h.db
      .updateTable('password_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second.requestId)
      .execute();
    expect(json(await stateOf(second.requestId, second.secret)).status).toBe('expired');
    expect((await logIn(second.requestId, second.secret)).statusCode).toBe(401);
  });

  it('refuses a request of a student who left the class', async () => {
    const leaver = await h.user();
    const cls = await h.classWith(teacher, [leaver], { password: 'leaveword' });
    const { requestId } = json(await ask(leaver.username, 'leaveword', '10.21.4.1'));
    await h.db.deleteFrom('class_members').where('user_id', '=', leaver.id).execute();
    expect((await decide(cls, requestId, true, teacher)).statusCode).toBe(404);
  });
});
