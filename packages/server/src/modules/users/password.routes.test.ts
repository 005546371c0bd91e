import {
  FORGOTTEN_DETAILS_MISMATCH,
  FORGOTTEN_DETAILS_SENT,
  NEW_PASSWORD_MESSAGE,
  TEMPORARY_PASSWORD_SUBJECT,
} from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { ACCOUNT_FAILURE_LIMIT, TOO_MANY_FAILURES } from '../auth/auth.service.ts';
import { OTHERS_PASSWORD } from './password.service.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let classmate: TestUser;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'] });
  student = await h.user();
  classmate = await h.user();
  await h.classWith(teacher, [student, classmate]);
});
afterAll(() => h.close());

const login = (username: string, password: string, ip = '10.9.0.1') =>
  h.request({ method: 'POST', url: '/auth/local', payload: { username, password }, remoteAddress: ip });
const refresh = (refreshToken: string) =>
  h.request({ method: 'POST', url: '/auth/local/token', payload: { refreshToken } });
const userRow = (id: string) =>
  h.db
    .selectFrom('users')
    .select(['password_hash', 'reset_password'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const setEmail = (id: string, email: string | null) =>
  h.db.updateTable('users').set({ email }).where('id', '=', id).execute();

describe('PUT /api/users/:id/reset', () => {
  const reset = (id: string, as: TestUser | { token: string } | undefined, payload: object) =>
    h.request({
      method: 'PUT',
      url: `/api/users/${id}/reset`,
      payload,
      ...(as ? { headers: { authorization: `Bearer ${as.token}` } } : {}),
    });

  it('needs a login', async () => {
    const response = await reset('me', undefined, { newPassword: 'abcd' });
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBeTruthy();
  });

  it("refuses a student resetting someone else's password, and a teacher resetting a student's (403)", async () => {
    const before = await userRow(classmate.id);
    const byStudent = await reset(classmate.id, student, { newPassword: 'hijacked' });
    expect(byStudent.statusCode).toBe(403);
    expect(json(byStudent).message).toBe(OTHERS_PASSWORD);
    const byTeacher = await reset(student.id, teacher, { newPassword: 'hijacked' });
    expect(byTeacher.statusCode).toBe(403);
    expect((await userRow(classmate.id)).password_hash).toBe(before.password_hash);
  });

  it("answers 400 with the modal's message for a short or missing password", async () => {
    const short = await reset('me', student, { newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(json(short).errors[0]).toEqual({ path: 'newPassword', message: NEW_PASSWORD_MESSAGE });
    expect(json(short).message).toMatch(new RegExp(`^${NEW_PASSWORD_MESSAGE}`));
    const missing = await reset('me', student, {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors[0]).toEqual({ path: 'newPassword', message: 'Password is required' });
  });

  it('answers 404 when an admin names an unknown user', async () => {
    expect((await reset('nobody', admin, { newPassword: 'abcd' })).statusCode).toBe(404);
  });

  it('sets your own password, clears resetPassword and ends your other sessions but not this one', async () => {
    const user = await h.user();
    await h.db.updateTable('users').set({ reset_password: 1 }).where('id', '=', user.id).execute();
    const here = json(await login(user.username, user.password));
    const elsewhere = json(await login(user.username, user.password));
    const response = await reset('me', { token: here.token }, { newPassword: 'abcd' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ _id: user.id, resetPassword: false });
    expect((await userRow(user.id)).reset_password).toBe(0);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    const fresh = await login(user.username, 'abcd');
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).user.resetPassword).toBe(false);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
  });

  it("lets an admin set anyone's password, ending all of that user's sessions", async () => {
    const user = await h.user();
    const session = json(await login(user.username, user.password));
    const response = await reset(user.id, admin, { newPassword: 'set-by-admin' });
    expect(response.statusCode).toBe(200);
    expect(json(response)._id).toBe(user.id);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, 'set-by-admin')).statusCode).toBe(200);
  });
});

describe('PUT /api/users/:username/resetForgottenDetails (no SMTP: outbox only)', () => {
  const forgot = (username: string, payload: object, ip = '10.8.0.1') =>
    h.request({
      method: 'PUT',
      url: `/api/users/${username}/resetForgottenDetails`,
      payload,
      remoteAddress: ip,
    });
  const outboxFor = (to: string) =>
    h.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

  it('answers 400 with the messages of the form for a bad or missing email', async () => {
    const bad = await forgot(student.username, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0]).toEqual({ path: 'email', message: 'Email address is invalid' });
    const missing = await forgot(student.username, {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors[0]).toEqual({ path: 'email', message: 'Email is required' });
  });

  it('refuses a username and email that do not belong together, without saying which, and changes nothing', async () => {
    const user = await h.user();
    await setEmail(user.id, 'owner@example.org');
    const before = await userRow(user.id);
    for (const [username, email] of [
      [user.username, 'someone-else@example.org'],
      ['nosuchuser', 'owner@example.org'],
      [classmate.username, 'owner@example.org'], // an account without an email
    ] as const) {
      const response = await forgot(username, { email });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: FORGOTTEN_DETAILS_MISMATCH });
    }
    expect(await userRow(user.id)).toEqual(before);
    expect(await outboxFor('owner@example.org')).toEqual([]);
    expect(await outboxFor('someone-else@example.org')).toEqual([]);
  });

  it('stores the temporary password mail in the outbox; it logs in and asks for a new password', async () => {
    const user = await h.user();
    await setEmail(user.id, 'Pupil.Parent@Example.org');
    const response = await forgot(user.username.toUpperCase(), { email: ' pupil.parent@example.ORG ' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: FORGOTTEN_DETAILS_SENT });
    const [mail, ...more] = await outboxFor('Pupil.Parent@Example.org');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: TEMPORARY_PASSWORD_SUBJECT, sent_at: null, error: null });
    expect(mail!.body).toMatch(/choose a new\s+password/);
    const temporary = /temporary password is: (\S+)/.exec(mail!.body)?.[1] ?? '';
    expect(temporary.length).toBeGreaterThanOrEqual(10);
    expect((await userRow(user.id)).reset_password).toBe(1);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    const fresh = await login(user.username, temporary);
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).user.resetPassword).toBe(true);
  });

  it('sends at most three temporary passwords an account in fifteen minutes', async () => {
    const user = await h.user();
    await setEmail(user.id, 'often@example.org');
    for (let i = 0; i < 3; i++)
      expect((await forgot(user.username, { email: 'often@example.org' })).statusCode).toBe(200);
    const before = await userRow(user.id);
    const fourth = await forgot(user.username, { email: 'often@example.org' });
    expect(fourth.statusCode).toBe(429);
    expect(await userRow(user.id)).toEqual(before);
    expect(await outboxFor('often@example.org')).toHaveLength(3);
  });

  it('pauses an account after repeated mismatches with the login message (429), changing nothing', async () => {
    const user = await h.user();
    await setEmail(user.id, 'target@example.org');
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect(
        (await forgot(user.username, { email: `guess${i}@example.org` }, `10.7.0.${i}`)).statusCode,
      ).toBe(400);
    }
    const before = await userRow(user.id);
    const blocked = await forgot(user.username, { email: 'target@example.org' }, '10.7.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).message).toBe(TOO_MANY_FAILURES);
    expect(await userRow(user.id)).toEqual(before);
    expect(await outboxFor('target@example.org')).toEqual([]);
    // Logging in has counters of its own: the owner can still log in.
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });
});
