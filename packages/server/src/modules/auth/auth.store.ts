// All SQL about sessions, refresh tokens and failed-login counters.
import { sql } from 'kysely';
import type { Conn } from '../../db/conn.ts';

export const insertSession = async (
  db: Conn,
  session: { id: string; userId: string; userAgent: string | null; now: string },
) => {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.now,
      latest_at: session.now,
      ended_at: null,
      user_agent: session.userAgent,
    })
    .execute();
};

export const insertRefreshToken = async (
  db: Conn,
  token: { hash: string; sessionId: string; userId: string; now: string; expiresAt: string },
) => {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: token.hash,
      session_id: token.sessionId,
      user_id: token.userId,
      created_at: token.now,
      expires_at: token.expiresAt,
      rotated_at: null,
      revoked: 0,
    })
    .execute();
};

export const findRefreshToken = async (db: Conn, hash: string) => {
  const row = await db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .select([
      't.token_hash',
      't.session_id',
      't.user_id',
      't.expires_at',
      't.rotated_at',
      't.revoked',
      's.ended_at',
    ])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
  return row
    ? {
        sessionId: row.session_id,
        userId: row.user_id,
        expiresAt: row.expires_at,
        rotatedAt: row.rotated_at,
        revoked: row.revoked === 1 || row.ended_at !== null,
      }
    : null;
};

/** Marks a token rotated unless another request already did; returns whether this call won. */
export const markRotated = async (db: Conn, hash: string, now: string) => {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('token_hash', '=', hash)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const touchSession = async (db: Conn, sessionId: string, now: string) => {
  await db.updateTable('sessions').set({ latest_at: now }).where('id', '=', sessionId).execute();
};

/** Ends a session and revokes every refresh token of its family. */
export const revokeSession = async (db: Conn, sessionId: string, now: string) => {
  await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
  await db.updateTable('refresh_tokens').set({ revoked: 1 }).where('session_id', '=', sessionId).execute();
};

export const revokeUserSessions = async (db: Conn, userId: string, now: string) => {
  await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
  await db.updateTable('refresh_tokens').set({ revoked: 1 }).where('user_id', '=', userId).execute();
};

/**
 * Counts one attempt on each key in one statement (an upsert of every key's row), starting a new window for a
 * key whose window is over; returns each key's count with this attempt in it. Concurrent attempts are
 * serialised by the rows' locks, so each sees a different count.
 */
export const reserveAttempts = async (
  db: Conn,
  keys: readonly string[],
  nowMs: number,
  windowStart: number,
): Promise<Map<string, number>> => {
  if (keys.length === 0) return new Map();
  // Rows are locked in the order given: always the same order, so two reservations never wait on each other.
  const rows = await db
    .insertInto('login_failures')
    .values([...keys].sort().map((key) => ({ key, window_start: nowMs, count: 1 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when login_failures.window_start < ${windowStart} then 1 else login_failures.count + 1 end`,
        window_start: sql<number>`case when login_failures.window_start < ${windowStart} then ${nowMs} else login_failures.window_start end`,
      }),
    )
    .returning(['key', 'count'])
    .execute();
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
};

/**
 * Hands back one attempt on each key (an attempt that succeeded, or one refused before it was checked), a key
 * at a time: a statement holding several rows' locks in the index's order could deadlock with a reservation
 * holding them in its own.
 */
export const refundAttempts = async (db: Conn, keys: readonly string[]) => {
  for (const key of keys) {
    await db
      .updateTable('login_failures')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  }
};

/** A key's count in the current window (tests and the admin's view of a pupil's lock). */
export const attemptCount = async (db: Conn, key: string, windowStart: number) => {
  const row = await db
    .selectFrom('login_failures')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && Number(row.window_start) >= windowStart ? Number(row.count) : 0;
};

/** Forgets the counters named `exact`, and every counter whose key starts with `prefix`. */
export const clearAttempts = async (db: Conn, exact: string, prefix: string) => {
  await db
    .deleteFrom('login_failures')
    .where((eb) =>
      eb.or([
        eb('key', '=', exact),
        // substr, not a range or LIKE: exact whatever the collation, and no character of a username is special.
        eb(sql`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix),
      ]),
    )
    .execute();
};
