// SQL for password resets: the account behind a forgotten-details request, and ending the other sessions.
import type { Conn } from '../../db/conn.ts';

export const findForgottenDetails = async (db: Conn, username: string) => {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'email'])
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? { id: row.id, username: row.username, firstName: row.first_name, email: row.email } : null;
};

/** Ends every session of the user but `keepSessionId` (the one changing the password) and their tokens. */
export const revokeOtherSessions = async (db: Conn, userId: string, keepSessionId: string, now: string) => {
  await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('ended_at', 'is', null)
    .execute();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked: 1 })
    .where('user_id', '=', userId)
    .where('session_id', '!=', keepSessionId)
    .execute();
};
