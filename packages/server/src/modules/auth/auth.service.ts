// Sign-in, token rotation and logout. Rules live here; SQL lives in the stores.
import {
  asOneTimeCode,
  INCORRECT_LOGIN,
  RESET_CODE_LENGTH,
  SESSION_EXPIRED,
  TEMPORARY_PASSWORD_LENGTH,
  TOO_MANY_FAILURES,
  type TokenResponse,
} from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { decoyHash, verifyPassword } from '../../lib/passwords.ts';
import { type AccessTokens, hashToken, newRefreshToken } from '../../lib/tokens.ts';
import { findCredentials, loadUser } from '../users/users.store.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRotated,
  revokeSession,
  touchSession,
} from './auth.store.ts';
import type { Device } from './device.ts';
import { type Limit, reserve, WINDOW_MS } from './throttle.ts';

// The words are shared with the web, which says them in the reader's language.
export { INCORRECT_LOGIN, SESSION_EXPIRED, TOO_MANY_FAILURES };

export const LOGIN_WINDOW_MS = WINDOW_MS;
/**
 * Failed logins allowed in 15 minutes, counted per account and address together, per account over every
 * address (higher), per address over every account (a whole school shares one), and per known browser.
 * Only failures count, so a class logging in together never trips them.
 */
export const LOGIN_LIMITS = { pair: 10, account: 100, address: 200, device: 10 } as const;
/** Failed attempts on an account answered at once; after these each failure is answered more slowly. */
export const FREE_FAILURES = 5;
export const MAX_FAILURE_DELAY_MS = 4_000;
/** Two tabs refreshing with the same token at once both succeed within this many milliseconds. */
export const ROTATION_GRACE_MS = 10_000;

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  refreshTtlSeconds: number;
  now?: () => number;
  /** Waits before a failure is answered (tests pass one that only records the wait). */
  pause?: (ms: number) => Promise<void>;
}

export interface Client {
  ip: string;
  userAgent: string | null;
  /** The browser's signed device cookie, when it has a valid one. */
  device?: Device | null;
}

const clock = (deps: AuthDeps) => (deps.now ? deps.now() : Date.now());

/** The delay before answering the nth failed attempt on an account in the window: none, then doubling. */
export const failureDelayMs = (accountFailures: number) =>
  accountFailures <= FREE_FAILURES
    ? 0
    : Math.min(MAX_FAILURE_DELAY_MS, 500 * 2 ** (accountFailures - FREE_FAILURES - 1));

/** Usernames are matched in any case; so are their counters. */
export const accountName = (username: string) => username.trim().toLowerCase();

/**
 * The limits a login attempt counts against: a browser known to the account counts on its own; any other
 * attempt on the account from this address, on the account, and on the address.
 */
export const loginLimits = (username: string, client: Client, trusted: boolean): Limit[] => {
  const account = accountName(username);
  if (trusted && client.device)
    return [{ key: `login:device:${client.device.nonce}`, max: LOGIN_LIMITS.device }];
  return [
    { key: `login:pair:${account}|${client.ip}`, max: LOGIN_LIMITS.pair },
    { key: `login:account:${account}`, max: LOGIN_LIMITS.account },
    { key: `login:ip:${client.ip}`, max: LOGIN_LIMITS.address },
  ];
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

/** The lengths of the one-time codes an account waiting for a new password may be opened with. */
const ONE_TIME_CODE_LENGTHS = [RESET_CODE_LENGTH, TEMPORARY_PASSWORD_LENGTH] as const;

/**
 * Logs in with username and password. The attempt is counted before the password is checked; an unknown
 * username costs the same password check as a known one, so answers take the same time either way.
 */
export const login = async (deps: AuthDeps, username: string, password: string, client: Client) => {
  const stored = await findCredentials(deps.db, username);
  const trusted = !!stored && client.device?.userId === stored.id;
  const limits = loginLimits(username, client, trusted);
  const attempt = await reserve(deps.db, limits, TOO_MANY_FAILURES, clock(deps));
  let ok = await verifyPassword(stored?.passwordHash ?? (await decoyHash()), password);
  // A teacher's reset code or an emailed temporary password typed in lower case (or in groups) still opens the
  // account while it waits for its new password: the codes are made upper case, and pupils copy them as read.
  const code = stored?.resetPassword && !ok ? asOneTimeCode(password, ONE_TIME_CODE_LENGTHS) : null;
  if (stored && code) ok = await verifyPassword(stored.passwordHash, code);
  if (!stored || !ok) {
    const accountFailures = attempt.counts.get(`login:account:${accountName(username)}`) ?? 0;
    const delay = failureDelayMs(accountFailures);
    if (delay > 0) await (deps.pause ?? wait)(delay);
    throw unauthorized(INCORRECT_LOGIN);
  }
  await attempt.refund();
  return { ...(await startSession(deps, stored.id, client)), userId: stored.id };
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

/** The session a refresh token belongs to (revoked or not), to bind CSRF tokens to it; null when unknown. */
export const sessionOfRefreshToken = async (deps: AuthDeps, presented: string | undefined) =>
  (await refreshTokenState(deps, presented)).sessionId;

/**
 * The session a refresh token belongs to, and whether the token may still be refreshed (neither revoked nor
 * expired): a page that finds none is not signed in, so it does not ask for tokens and log a 401.
 */
export const refreshTokenState = async (deps: AuthDeps, presented: string | undefined) => {
  const found = presented ? await findRefreshToken(deps.db, hashToken(presented)) : null;
  return {
    sessionId: found?.sessionId ?? null,
    live: !!found && !found.revoked && Date.parse(found.expiresAt) > clock(deps),
  };
};
