import {
  FORGOTTEN_DETAILS_MISMATCH,
  FORGOTTEN_DETAILS_SENT,
  NEW_PASSWORD_MESSAGE,
  TEMPORARY_PASSWORD_SUBJECT,
} from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { startSmtp } from '../../test/smtp.ts';
import { TOO_MANY_FAILURES } from '../auth/auth.service.ts';
import { FORGOTTEN_LIMITS, OTHERS_PASSWORD } from './password.service.ts';

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
    expect(json(short).errors[0]).toMatchObject({ path: 'newPassword', message: NEW_PASSWORD_MESSAGE });
    expect(json(short).message).toMatch(new RegExp(`^${NEW_PASSWORD_MESSAGE}`));
    const missing = await reset('me', student, {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors[0]).toMatchObject({ path: 'newPassword', message: 'Password is required' });
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

describe('PUT /api/users/:username/resetForgottenDetails (a real SMTP server)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let m: Harness;
  beforeAll(async () => {
    smtp = await startSmtp();
    m = await createHarness({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await m.close();
    await smtp.close();
  });

  const forgot = (username: string, payload: object, ip = '10.8.0.1') =>
    m.request({
      method: 'PUT',
      url: `/api/users/${username}/resetForgottenDetails`,
      payload,
      remoteAddress: ip,
    });
  const mailsTo = (to: string) =>
    smtp.received.filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
  const row = (id: string) =>
    m.db
      .selectFrom('users')
      .select(['password_hash', 'reset_password'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const withEmail = async (email: string) => {
    const user = await m.user();
    await m.db.updateTable('users').set({ email }).where('id', '=', user.id).execute();
    return user;
  };
  const mLogin = (username: string, password: string, ip = '10.9.0.1') =>
    m.request({ method: 'POST', url: '/auth/local', payload: { username, password }, remoteAddress: ip });

  it('answers 400 with the messages of the form for a bad or missing email', async () => {
    const bad = await forgot(student.username, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0]).toMatchObject({ path: 'email', message: 'Email address is invalid' });
    const missing = await forgot(student.username, {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors[0]).toMatchObject({ path: 'email', message: 'Email is required' });
  });

  it('refuses a username and email that do not belong together, without saying which, and changes nothing', async () => {
    const user = await withEmail('owner@example.org');
    const other = await m.user();
    const before = await row(user.id);
    for (const [username, email] of [
      [user.username, 'someone-else@example.org'],
      ['nosuchuser', 'owner@example.org'],
      [other.username, 'owner@example.org'], // an account without an email
    ] as const) {
      const response = await forgot(username, { email });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ message: FORGOTTEN_DETAILS_MISMATCH });
    }
    expect(await row(user.id)).toEqual(before);
    expect(mailsTo('owner@example.org')).toEqual([]);
    expect(mailsTo('someone-else@example.org')).toEqual([]);
  });

  it("mails a temporary password that logs in and asks for a new one; the account's other sessions end", async () => {
    const user = await withEmail('Pupil.Parent@Example.org');
    const elsewhere = json(await mLogin(user.username, user.password));
    const response = await forgot(user.username.toUpperCase(), { email: ' pupil.parent@example.ORG ' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ message: FORGOTTEN_DETAILS_SENT });
    const [mail, ...more] = mailsTo('Pupil.Parent@Example.org');
    expect(more).toEqual([]);
    expect(mail!.raw).toMatch(new RegExp(`^Subject: ${TEMPORARY_PASSWORD_SUBJECT}\\r?$`, 'm'));
    const temporary = /temporary password is: (\S+)/.exec(mail!.raw)?.[1] ?? '';
    expect(temporary.length).toBeGreaterThanOrEqual(10);
    expect((await row(user.id)).reset_password).toBe(1);
    // Whoever was logged in must log in again: their access and refresh tokens end.
    const me = await m.request({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${elsewhere.token}` },
    });
    expect(me.statusCode).toBe(401);
    const refreshed = await m.request({
      method: 'POST',
      url: '/auth/local/token',
      payload: { refreshToken: elsewhere.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await mLogin(user.username, user.password)).statusCode).toBe(401);
    const fresh = await mLogin(user.username, temporary);
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).user.resetPassword).toBe(true);
    // Nothing kept in our database holds the temporary password.
    const outbox = await m.db.selectFrom('mail_outbox').select('body').execute();
    expect(JSON.stringify(outbox)).not.toContain(temporary);
  });

  it('sends at most three temporary passwords an account in fifteen minutes', async () => {
    const user = await withEmail('often@example.org');
    for (let i = 0; i < FORGOTTEN_LIMITS.sent; i++)
      expect((await forgot(user.username, { email: 'often@example.org' })).statusCode).toBe(200);
    const before = await row(user.id);
    const fourth = await forgot(user.username, { email: 'often@example.org' });
    expect(fourth.statusCode).toBe(429);
    expect(await row(user.id)).toEqual(before);
    expect(mailsTo('often@example.org')).toHaveLength(FORGOTTEN_LIMITS.sent);
  });

  it('pauses an account from one address after repeated mismatches (429), changing nothing', async () => {
    const user = await withEmail('target@example.org');
    for (let i = 0; i < FORGOTTEN_LIMITS.pair; i++) {
      expect((await forgot(user.username, { email: `guess${i}@example.org` }, '10.7.0.1')).statusCode).toBe(
        400,
      );
    }
    const before = await row(user.id);
    const blocked = await forgot(user.username, { email: 'target@example.org' }, '10.7.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).message).toBe(TOO_MANY_FAILURES);
    expect(await row(user.id)).toEqual(before);
    expect(mailsTo('target@example.org')).toEqual([]);
    // Logging in has counters of its own: the owner can still log in.
    expect((await mLogin(user.username, user.password, '10.7.0.1')).statusCode).toBe(200);
  });

  it('checks only the allowed number of a burst of guesses sent at once', async () => {
    const user = await withEmail('burst@example.org');
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        forgot(user.username, { email: `guess${i}@example.org` }, '10.7.2.1'),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(FORGOTTEN_LIMITS.pair);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - FORGOTTEN_LIMITS.pair);
    expect(mailsTo('burst@example.org')).toEqual([]);
  });
});
