// All SQL about password requests: a student's "I forgot my password" to their teacher, proved with the class
// password, approved (or declined) by the teacher, used once by the browser that asked.
import type { PasswordRequestStatus } from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';

/** The password hashes of the active classes a student is in, newest membership first. */
export const studentClassPasswords = async (db: Conn, userId: string) =>
  db
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .select(['c.id as classId', 'c.password_hash as passwordHash'])
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'student')
    .where('c.archived', '=', 0)
    .orderBy('m.joined_at', 'desc')
    .orderBy('c.id')
    .execute();

/** A new pending request; the student's earlier open requests end with it (one open request at a time). */
export const insertPasswordRequest = async (
  db: Conn,
  row: { id: string; userId: string; classId: string; secretHash: string; now: string; expiresAt: string },
) => {
  await db
    .updateTable('password_requests')
    .set({ status: 'declined', decided_at: row.now })
    .where('user_id', '=', row.userId)
    .where('status', 'in', ['pending', 'approved'])
    .execute();
  await db
    .insertInto('password_requests')
    .values({
      id: row.id,
      user_id: row.userId,
      class_id: row.classId,
      secret_hash: row.secretHash,
      status: 'pending',
      created_at: row.now,
      expires_at: row.expiresAt,
      decided_at: null,
      decided_by: null,
    })
    .execute();
};

export const findPasswordRequest = async (db: Conn, id: string) =>
  (await db.selectFrom('password_requests').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;

/** The requests a class's teacher decides on: pending ones, and approved ones not yet used, oldest first. */
export const openClassRequests = async (db: Conn, classId: string, now: string) =>
  db
    .selectFrom('password_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('class_members as m', (join) =>
      join
        .onRef('m.class_id', '=', 'r.class_id')
        .onRef('m.user_id', '=', 'r.user_id')
        .on('m.role', '=', 'student'),
    )
    .select([
      'r.id',
      'r.status',
      'r.created_at',
      'r.expires_at',
      'u.id as user_id',
      'u.username',
      'u.first_name',
      'u.last_name',
    ])
    .where('r.class_id', '=', classId)
    .where('r.status', 'in', ['pending', 'approved'])
    .where('r.expires_at', '>', now)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();

/** The teacher's decision on a pending request; false when it was no longer pending and unexpired. */
export const decidePasswordRequest = async (
  db: Conn,
  decision: { id: string; classId: string; status: Extract<PasswordRequestStatus, 'approved' | 'declined'> },
  by: string,
  now: string,
  expiresAt: string,
) => {
  const result = await db
    .updateTable('password_requests')
    .set({ status: decision.status, decided_at: now, decided_by: by, expires_at: expiresAt })
    .where('id', '=', decision.id)
    .where('class_id', '=', decision.classId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Uses an approved request, once: false when it was not approved, already used, or expired. */
export const usePasswordRequest = async (db: Conn, id: string, now: string) => {
  const result = await db
    .updateTable('password_requests')
    .set({ status: 'used' })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
