// Sign-in, token rotation and logout. Rules live here; SQL lives in the stores.
import type { TokenResponse } from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { HttpError, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { decoyHash, verifyPassword } from '../../lib/passwords.ts';
import { type AccessTokens, hashToken, newRefreshToken } from '../../lib/tokens.ts';
import { findCredentials, loadUser } from '../users/users.store.ts';
import {
  clearFailures,
  failureCount,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRotated,
  recordFailure,
  revokeSession,
  touchSession,
} from './auth.store.ts';
import { classPasswordHashesOf, setResetPassword } from './class-login.store.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed attempts before an account is paused; only failures count, so a class never locks itself out. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** A whole school may share one address: generous, and only failures count. */
export const ADDRESS_FAILURE_LIMIT = 200;
/** Two tabs refreshing with the same token at once both succeed within this many milliseconds. */
export const ROTATION_GRACE_MS = 10_000;

export const INCORRECT_LOGIN = 'Incorrect username or password';
export const INCORRECT_CLASS_LOGIN = 'Incorrect username or class password';
export const TOO_MANY_FAILURES = 'Too many failed login attempts. Please wait 15 minutes and try again.';
export const SESSION_EXPIRED = 'Your session has expired, please log in again';

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  refreshTtlSeconds: number;
  now?: () => number;
}

interface Client {
  ip: string;
  userAgent: string | null;
}

const clock = (deps: AuthDeps) => (deps.now ? deps.now() : Date.now());

const guardFailures = async (deps: AuthDeps, username: string, ip: string) => {
  const windowStart = clock(deps) - LOGIN_WINDOW_MS;
  const [account, address] = await Promise.all([
    failureCount(deps.db, `user:${username}`, windowStart),
    failureCount(deps.db, `ip:${ip}`, windowStart),
  ]);
  if (account >= ACCOUNT_FAILURE_LIMIT || address >= ADDRESS_FAILURE_LIMIT)
    throw tooManyRequests(TOO_MANY_FAILURES);
};

const fail = async (deps: AuthDeps, username: string, ip: string, message: string): Promise<never> => {
  const now = clock(deps);
  const windowStart = now - LOGIN_WINDOW_MS;
  await deps.db.transaction().execute(async (trx) => {
    await recordFailure(trx, `user:${username}`, now, windowStart);
    await recordFailure(trx, `ip:${ip}`, now, windowStart);
  });
  throw new HttpError(401, message);
};

/** Opens a session and returns its first tokens. */
export const startSession = async (
  deps: AuthDeps,
  userId: string,
  client: Client,
): Promise<TokenResponse> => {
  const now = new Date(clock(deps)).toISOString();
  const sessionId = newId();
  const refreshToken = newRefreshToken();
  await deps.db.transaction().execute(async (trx) => {
    await insertSession(trx, { id: sessionId, userId, userAgent: client.userAgent, now });
    await insertRefreshToken(trx, {
      hash: hashToken(refreshToken),
      sessionId,
      userId,
      now,
      expiresAt: new Date(clock(deps) + deps.refreshTtlSeconds * 1000).toISOString(),
    });
  });
  const user = await loadUser(deps.db, userId);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  return { token: deps.tokens.sign({ sub: userId, sid: sessionId }), refreshToken, user };
};

export const login = async (deps: AuthDeps, username: string, password: string, client: Client) => {
  await guardFailures(deps, username, client.ip);
  const stored = await findCredentials(deps.db, username);
  const ok = await verifyPassword(stored?.passwordHash ?? (await decoyHash()), password);
  if (!stored || !ok) return fail(deps, username, client.ip, INCORRECT_LOGIN);
  await clearFailures(deps.db, `user:${username}`);
  return startSession(deps, stored.id, client);
};

/** "Forgotten password, by class password": a student proves membership with their class's password. */
export const loginWithClassPassword = async (
  deps: AuthDeps,
  username: string,
  classPassword: string,
  client: Client,
) => {
  await guardFailures(deps, username, client.ip);
  const stored = await findCredentials(deps.db, username);
  const hashes = stored ? await classPasswordHashesOf(deps.db, stored.id) : [];
  let ok = false;
  for (const hash of hashes) {
    if (await verifyPassword(hash, classPassword)) {
      ok = true;
      break;
    }
  }
  if (hashes.length === 0) await verifyPassword(await decoyHash(), classPassword);
  if (!stored || !ok) return fail(deps, username, client.ip, INCORRECT_CLASS_LOGIN);
  await clearFailures(deps.db, `user:${username}`);
  await setResetPassword(deps.db, stored.id, new Date(clock(deps)).toISOString());
  return startSession(deps, stored.id, client);
};

/** Rotates a refresh token. Presenting an already-rotated token (after the grace) revokes its whole family. */
export const refresh = async (deps: AuthDeps, presented: string): Promise<TokenResponse> => {
  const hash = hashToken(presented);
  const nowMs = clock(deps);
  const now = new Date(nowMs).toISOString();
  const found = await findRefreshToken(deps.db, hash);
  if (!found || found.revoked || Date.parse(found.expiresAt) <= nowMs) throw unauthorized(SESSION_EXPIRED);
  const won = found.rotatedAt === null && (await markRotated(deps.db, hash, now));
  if (!won) {
    const rotatedAt = found.rotatedAt ?? (await findRefreshToken(deps.db, hash))?.rotatedAt ?? now;
    if (nowMs - Date.parse(rotatedAt) > ROTATION_GRACE_MS) {
      // Reuse of a rotated token: someone else holds a copy. End the whole family.
      await revokeSession(deps.db, found.sessionId, now);
      throw unauthorized(SESSION_EXPIRED);
    }
  }
  const user = await loadUser(deps.db, found.userId);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  const next = newRefreshToken();
  await deps.db.transaction().execute(async (trx) => {
    await insertRefreshToken(trx, {
      hash: hashToken(next),
      sessionId: found.sessionId,
      userId: found.userId,
      now,
      expiresAt: new Date(nowMs + deps.refreshTtlSeconds * 1000).toISOString(),
    });
    await touchSession(trx, found.sessionId, now);
  });
  return { token: deps.tokens.sign({ sub: found.userId, sid: found.sessionId }), refreshToken: next, user };
};

/** Logout: the refresh token's family ends. Unknown tokens are ignored (logging out twice is fine). */
export const reject = async (deps: AuthDeps, presented: string) => {
  const found = await findRefreshToken(deps.db, hashToken(presented));
  if (found) await revokeSession(deps.db, found.sessionId, new Date(clock(deps)).toISOString());
};
