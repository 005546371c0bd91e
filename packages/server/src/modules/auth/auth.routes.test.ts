import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, TEST_SECRET, type TestUser } from '../../test/harness.ts';
import {
  ACCOUNT_FAILURE_LIMIT,
  INCORRECT_CLASS_LOGIN,
  INCORRECT_LOGIN,
  SESSION_EXPIRED,
  TOO_MANY_FAILURES,
} from './auth.service.ts';

let h: Harness;
let student: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  h = await createHarness();
  teacher = await h.user({ roles: ['teacher'] });
  student = await h.user({ roles: ['student'] });
  await h.classWith(teacher, [student], { password: 'classword' });
});
afterAll(() => h.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  h.request({ method: 'POST', url: '/auth/local', payload: { username, password }, remoteAddress: ip });

const cookieOf = (response: Awaited<ReturnType<typeof login>>, name: string) =>
  response.cookies.find((c) => c.name === name);

describe('POST /auth/local', () => {
  it('logs in and returns tokens, the user and an HttpOnly SameSite=Strict refresh cookie', async () => {
    const response = await login(student.username, student.password);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    expect(body.user).toMatchObject({ _id: student.id, username: student.username, roles: ['student'] });
    expect(body.user).not.toHaveProperty('password_hash');
    const cookie = cookieOf(response, 'refreshToken');
    expect(cookie).toMatchObject({
      value: body.refreshToken,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/auth',
    });
    const session = await h.db.selectFrom('sessions').selectAll().where('user_id', '=', student.id).execute();
    expect(session.length).toBeGreaterThan(0);
    const me = await h.request({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(json(me)._id).toBe(student.id);
  });

  it('accepts the username in any case', async () => {
    expect((await login(student.username.toUpperCase(), student.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password with a message and no session', async () => {
    const before = await h.db.selectFrom('sessions').select('id').execute();
    const response = await login(student.username, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: INCORRECT_LOGIN });
    expect(await h.db.selectFrom('sessions').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an unknown user with the same message', async () => {
    const response = await login('nobodyhere', 'whatever');
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe(INCORRECT_LOGIN);
  });

  it('answers 400 with a message for missing fields and wrong types', async () => {
    const missing = await h.request({ method: 'POST', url: '/auth/local', payload: { username: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toMatch(/password/i);
    expect(json(missing).errors[0].path).toBe('password');
    const wrongType = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: 5, password: [] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(json(wrongType).errors.length).toBeGreaterThan(0);
  });

  it('pauses an account after repeated failures with 429 and a message', async () => {
    const victim = await h.user();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await login(victim.username, 'nope', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(victim.username, victim.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).message).toBe(TOO_MANY_FAILURES);
  });

  it('lets a whole class log in at once from one address', async () => {
    const students = await Promise.all(Array.from({ length: 30 }, () => h.user()));
    const responses = await Promise.all(students.map((s) => login(s.username, s.password, '192.0.2.50')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
  });
});

describe('POST /auth/local/code', () => {
  it('logs a student in with their class password and asks for a new password', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/auth/local/code',
      payload: { username: student.username, classPassword: 'classword' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).user.resetPassword).toBe(true);
    const row = await h.db
      .selectFrom('users')
      .select('reset_password')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(row.reset_password).toBe(1);
  });

  it('refuses a wrong class password and a user in no class', async () => {
    const wrong = await h.request({
      method: 'POST',
      url: '/auth/local/code',
      payload: { username: student.username, classPassword: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).message).toBe(INCORRECT_CLASS_LOGIN);
    const loner = await h.user();
    const none = await h.request({
      method: 'POST',
      url: '/auth/local/code',
      payload: { username: loner.username, classPassword: 'classword' },
    });
    expect(none.statusCode).toBe(401);
  });

  it('answers 400 when the class password is missing', async () => {
    const response = await h.request({ method: 'POST', url: '/auth/local/code', payload: { username: 'a' } });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].path).toBe('classPassword');
  });
});

describe('POST /auth/local/token (rotation)', () => {
  const refresh = (
    payload: object,
    headers: Record<string, string> = {},
    cookies: Record<string, string> = {},
  ) => h.request({ method: 'POST', url: '/auth/local/token', payload, headers, cookies });

  it('rotates: each use returns a new refresh token and a working access token', async () => {
    const first = json(await login(teacher.username, teacher.password));
    const response = await refresh({ refreshToken: first.refreshToken });
    expect(response.statusCode).toBe(200);
    const second = json(response);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const me = await h.request({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('lets two tabs refresh with the same token within the grace period', async () => {
    const first = json(await login(teacher.username, teacher.password));
    const [a, b] = await Promise.all([
      refresh({ refreshToken: first.refreshToken }),
      refresh({ refreshToken: first.refreshToken }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });

  it('revokes the whole family when a rotated token is presented after the grace period', async () => {
    const first = json(await login(teacher.username, teacher.password));
    const second = json(await refresh({ refreshToken: first.refreshToken }));
    // The first token was rotated long ago.
    await h.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000).toISOString() })
      .where('rotated_at', 'is not', null)
      .execute();
    const reuse = await refresh({ refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse).message).toBe(SESSION_EXPIRED);
    // The legitimate holder's newer token dies with the family.
    expect((await refresh({ refreshToken: second.refreshToken })).statusCode).toBe(401);
  });

  it('refuses unknown tokens and an empty request', async () => {
    expect((await refresh({ refreshToken: 'not-a-token' })).statusCode).toBe(401);
    expect((await refresh({})).statusCode).toBe(401);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    const response = await refresh({ refreshToken: 42 });
    expect(response.statusCode).toBe(400);
  });

  it('needs the CSRF token when the refresh token comes from the cookie', async () => {
    const first = json(await login(teacher.username, teacher.password));
    const noCsrf = await refresh({}, {}, { refreshToken: first.refreshToken });
    expect(noCsrf.statusCode).toBe(403);
    expect(json(noCsrf).message).toMatch(/CSRF/);
    const csrf = await h.request({ method: 'GET', url: '/csrf' });
    const csrfToken = json(csrf).csrfToken;
    const csrfCookie = csrf.cookies.find((c) => c.name === 'csrf')!;
    expect(csrfCookie.httpOnly).toBe(true);
    const wrong = await refresh(
      {},
      { 'x-csrf-token': 'forged' },
      { refreshToken: first.refreshToken, csrf: csrfCookie.value },
    );
    expect(wrong.statusCode).toBe(403);
    const ok = await refresh(
      {},
      { 'x-csrf-token': csrfToken },
      { refreshToken: first.refreshToken, csrf: csrfCookie.value },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === 'refreshToken')?.value).toBe(json(ok).refreshToken);
  });
});

describe('POST /auth/local/token/reject', () => {
  it('logs out: the family is revoked and the cookie cleared', async () => {
    const first = json(await login(teacher.username, teacher.password));
    const response = await h.request({
      method: 'POST',
      url: '/auth/local/token/reject',
      payload: { refreshToken: first.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    const again = await h.request({
      method: 'POST',
      url: '/auth/local/token',
      payload: { refreshToken: first.refreshToken },
    });
    expect(again.statusCode).toBe(401);
    const session = await h.db
      .selectFrom('sessions')
      .select('ended_at')
      .where('user_id', '=', teacher.id)
      .where('ended_at', 'is not', null)
      .execute();
    expect(session.length).toBeGreaterThan(0);
  });

  it('needs a token: 401 without one, 403 for a cookie without CSRF', async () => {
    expect(
      (await h.request({ method: 'POST', url: '/auth/local/token/reject', payload: {} })).statusCode,
    ).toBe(401);
    // No body at all is the same as an empty one.
    expect((await h.request({ method: 'POST', url: '/auth/local/token/reject' })).statusCode).toBe(401);
    expect((await h.request({ method: 'POST', url: '/auth/local/token' })).statusCode).toBe(401);
    const cookieOnly = await h.request({
      method: 'POST',
      url: '/auth/local/token/reject',
      payload: {},
      cookies: { refreshToken: 'x' },
    });
    expect(cookieOnly.statusCode).toBe(403);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/auth/local/token/reject',
      payload: { refreshToken: ['x'] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/users/me', () => {
  it('needs a valid bearer token', async () => {
    expect((await h.request({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const forged = await h.request({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.statusCode).toBe(401);
    expect(json(forged).message).toBe(SESSION_EXPIRED);
  });

  it('refuses an expired access token', async () => {
    const short = await createHarness({ ACCESS_TOKEN_TTL: '1' });
    try {
      const user = await short.user();
      await new Promise((r) => setTimeout(r, 1100));
      expect((await short.request({ method: 'GET', url: '/api/users/me', as: user })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  const me = (token: string) =>
    h.request({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

  it('refuses an access token whose session was logged out', async () => {
    const session = json(await login(teacher.username, teacher.password));
    expect((await me(session.token)).statusCode).toBe(200);
    await h.request({
      method: 'POST',
      url: '/auth/local/token/reject',
      payload: { refreshToken: session.refreshToken },
    });
    const after = await me(session.token);
    expect(after.statusCode).toBe(401);
    expect(json(after).message).toBe(SESSION_EXPIRED);
  });

  it("refuses the other sessions' access tokens after a password change, keeping the one that changed it", async () => {
    const owner = await h.user({ password: 'first-password' });
    const elsewhere = json(await login(owner.username, 'first-password'));
    const here = json(await login(owner.username, 'first-password'));
    const changed = await h.request({
      method: 'PUT',
      url: '/api/users/me/reset',
      payload: { newPassword: 'second-password' },
      headers: { authorization: `Bearer ${here.token}` },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(elsewhere.token)).statusCode).toBe(401);
    expect((await me(here.token)).statusCode).toBe(200);
  });

  it('refuses every access token of a user whose password an admin reset', async () => {
    const admin = await h.user({ roles: ['admin'] });
    const owner = await h.user({ password: 'first-password' });
    const session = json(await login(owner.username, 'first-password'));
    const reset = await h.request({
      method: 'PUT',
      url: `/api/users/${owner.id}/reset`,
      payload: { newPassword: 'set-by-admin' },
      as: admin,
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('refuses the access token of a refresh family revoked for reuse', async () => {
    const first = json(await login(teacher.username, teacher.password));
    const second = json(
      await h.request({
        method: 'POST',
        url: '/auth/local/token',
        payload: { refreshToken: first.refreshToken },
      }),
    );
    await h.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000).toISOString() })
      .where('rotated_at', 'is not', null)
      .execute();
    const reuse = await h.request({
      method: 'POST',
      url: '/auth/local/token',
      payload: { refreshToken: first.refreshToken },
    });
    expect(reuse.statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('refuses a correctly signed token without an expiry, or older than the lifetime the server gives', async () => {
    const session = json(await login(teacher.username, teacher.password));
    const [, payload] = session.token.split('.');
    const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forever = createSigner({ key: TEST_SECRET, algorithm: 'HS256' })({ sub: teacher.id, sid });
    expect((await me(forever)).statusCode).toBe(401);
    const longLived = createSigner({ key: TEST_SECRET, algorithm: 'HS256', expiresIn: 86_400_000 });
    const backdated = longLived({ sub: teacher.id, sid, iat: Math.floor(Date.now() / 1000) - 3600 });
    expect((await me(backdated)).statusCode).toBe(401);
    // The same claims with the server's own lifetime are accepted: the check is the expiry, not the claims.
    const fine = createSigner({ key: TEST_SECRET, algorithm: 'HS256', expiresIn: 60_000 })({
      sub: teacher.id,
      sid,
    });
    expect((await me(fine)).statusCode).toBe(200);
  });

  it('returns the user without secrets', async () => {
    const response = await h.request({ method: 'GET', url: '/api/users/me', as: student });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      _id: student.id,
      classes: [expect.any(String)],
      xp: 0,
      locale: 'en',
    });
    expect(response.body).not.toMatch(/argon2/);
  });
});
