import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, TEST_SECRET, type TestUser } from '../../test/harness.ts';
import {
  type AuthDeps,
  FREE_FAILURES,
  failureDelayMs,
  INCORRECT_LOGIN,
  LOGIN_LIMITS,
  login as loginService,
  MAX_FAILURE_DELAY_MS,
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
    expect(json(response)).toMatchObject({ message: INCORRECT_LOGIN });
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

  it('pauses one account from one address after repeated failures, while its owner still logs in from another', async () => {
    const victim = await h.user();
    h.pauses.length = 0;
    for (let i = 0; i < LOGIN_LIMITS.pair; i++) {
      expect((await login(victim.username, 'nope', '10.1.0.1')).statusCode).toBe(401);
    }
    // The first failures are answered at once, the later ones more and more slowly.
    expect(h.pauses).toEqual([500, 1000, 2000, 4000, 4000]);
    const blocked = await login(victim.username, victim.password, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).message).toBe(TOO_MANY_FAILURES);
    // The same account from elsewhere, and another account from the same address, are not paused.
    expect((await login(victim.username, victim.password, '10.1.0.2')).statusCode).toBe(200);
    expect((await login(student.username, student.password, '10.1.0.1')).statusCode).toBe(200);
  }, 30_000);

  it('counts a burst of simultaneous attempts before checking any: only the allowed number are checked', async () => {
    const victim = await h.user({ password: 'right-password' });
    const burst = await Promise.all([
      ...Array.from({ length: 60 }, () => login(victim.username, 'wrong', '10.2.0.1')),
      login(victim.username, 'right-password', '10.2.0.1'),
    ]);
    const statuses = burst.map((r) => r.statusCode);
    // Ten attempts were checked (the wrong ones among them answered 401); every other one was refused unchecked.
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(LOGIN_LIMITS.pair);
    expect(statuses.filter((s) => s === 429)).toHaveLength(61 - LOGIN_LIMITS.pair);
    // The right password was refused with the rest: the burst never gets past the limit.
    expect(statuses.at(-1)).toBe(429);
  }, 30_000);

  it('keeps refused attempts off the shared address count, so one hammered account never closes a school', async () => {
    const victim = await h.user();
    await Promise.all(Array.from({ length: 40 }, () => login(victim.username, 'wrong', '10.3.0.1')));
    const row = await h.db
      .selectFrom('login_failures')
      .select('count')
      .where('key', '=', 'login:ip:10.3.0.1')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(LOGIN_LIMITS.pair);
  }, 30_000);

  it("lets the owner's own browser log in while their account is hammered from the same address", async () => {
    const owner = await h.user({ password: 'owner-password' });
    const first = await login(owner.username, 'owner-password', '10.4.0.1');
    const device = cookieOf(first, 'device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
    for (let i = 0; i < LOGIN_LIMITS.pair; i++) await login(owner.username, 'guess', '10.4.0.1');
    expect((await login(owner.username, 'owner-password', '10.4.0.1')).statusCode).toBe(429);
    const fromOwnBrowser = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: owner.username, password: 'owner-password' },
      remoteAddress: '10.4.0.1',
      cookies: { device: device!.value },
    });
    expect(fromOwnBrowser.statusCode).toBe(200);
    // A device cookie of another account, or a forged one, counts for nothing.
    const forged = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: owner.username, password: 'owner-password' },
      remoteAddress: '10.4.0.1',
      cookies: { device: `${device!.value.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(429);
  }, 30_000);

  it('answers later failures on an account more and more slowly, and a right password at once', async () => {
    const victim = await h.user({ password: 'right-password' });
    const waits: number[] = [];
    const deps: AuthDeps = {
      db: h.db,
      tokens: { sign: () => 'token', verify: () => null },
      refreshTtlSeconds: 60,
      pause: async (ms) => {
        waits.push(ms);
      },
    };
    const client = (i: number) => ({ ip: `10.5.0.${i}`, userAgent: null });
    for (let i = 1; i <= 9; i++) {
      await expect(loginService(deps, victim.username, 'wrong', client(i))).rejects.toMatchObject({
        statusCode: 401,
      });
    }
    expect(waits).toEqual([500, 1000, 2000, 4000]);
    expect(failureDelayMs(FREE_FAILURES)).toBe(0);
    expect(failureDelayMs(40)).toBe(MAX_FAILURE_DELAY_MS);
    waits.length = 0;
    await loginService(deps, victim.username, 'right-password', client(10));
    expect(waits).toEqual([]);
  });

  it('counts by the connecting address: X-Forwarded-For is ignored unless TRUST_PROXY says so', async () => {
    const victim = await h.user();
    const spoofed = (i: number, app: typeof h = h) =>
      app.request({
        method: 'POST',
        url: '/auth/local',
        payload: { username: victim.username, password: 'nope' },
        remoteAddress: '10.6.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    for (let i = 0; i < LOGIN_LIMITS.pair; i++) expect((await spoofed(i)).statusCode).toBe(401);
    expect((await spoofed(99)).statusCode).toBe(429);
    const behindProxy = await createHarness({ TRUST_PROXY: '1' });
    try {
      const user = await behindProxy.user();
      const through = (i: number) =>
        behindProxy.request({
          method: 'POST',
          url: '/auth/local',
          payload: { username: user.username, password: 'nope' },
          remoteAddress: '10.6.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
      for (let i = 0; i < LOGIN_LIMITS.pair; i++) await through(1);
      expect((await through(1)).statusCode).toBe(429);
      // Behind a trusted proxy, another client's address is another count.
      expect((await through(2)).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  }, 60_000);

  it('lets a whole class log in at once from one address', async () => {
    const students = await Promise.all(Array.from({ length: 30 }, () => h.user()));
    const responses = await Promise.all(students.map((s) => login(s.username, s.password, '192.0.2.50')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
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
    const csrfFor = async (refreshToken?: string) =>
      json(
        await h.request({
          method: 'GET',
          url: '/auth/csrf',
          ...(refreshToken ? { cookies: { refreshToken } } : {}),
        }),
      ).csrfToken as string;
    const csrfToken = await csrfFor(first.refreshToken);
    const wrong = await refresh({}, { 'x-csrf-token': 'forged' }, { refreshToken: first.refreshToken });
    expect(wrong.statusCode).toBe(403);
    // A token issued for another session (another login, or none) does not pass for this one.
    const other = json(await login(teacher.username, teacher.password));
    const otherSessions = await refresh(
      {},
      { 'x-csrf-token': await csrfFor(other.refreshToken) },
      { refreshToken: first.refreshToken },
    );
    expect(otherSessions.statusCode).toBe(403);
    expect(json(otherSessions).message).toBe('Invalid CSRF token');
    const noSession = await refresh(
      {},
      { 'x-csrf-token': await csrfFor() },
      { refreshToken: first.refreshToken },
    );
    expect(noSession.statusCode).toBe(403);
    const ok = await refresh({}, { 'x-csrf-token': csrfToken }, { refreshToken: first.refreshToken });
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === 'refreshToken')?.value).toBe(json(ok).refreshToken);
    // The session's token keeps working after the refresh token rotates.
    const again = await refresh({}, { 'x-csrf-token': csrfToken }, { refreshToken: json(ok).refreshToken });
    expect(again.statusCode).toBe(200);
  });
});

describe('GET /auth/csrf', () => {
  it('says whether this browser holds a session that can be refreshed', async () => {
    const session = async (refreshToken?: string) => {
      const response = await h.request({
        method: 'GET',
        url: '/auth/csrf',
        ...(refreshToken ? { cookies: { refreshToken } } : {}),
      });
      expect(response.statusCode).toBe(200);
      return json(response).session as boolean;
    };
    expect(await session()).toBe(false);
    expect(await session('not-a-token')).toBe(false);
    const first = json(await login(teacher.username, teacher.password));
    expect(await session(first.refreshToken)).toBe(true);
    const out = await h.request({
      method: 'POST',
      url: '/auth/local/token/reject',
      payload: { refreshToken: first.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect(await session(first.refreshToken)).toBe(false);
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
