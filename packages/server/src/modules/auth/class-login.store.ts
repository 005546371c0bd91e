// The class-password side of sign-in: which class passwords a student may use, and the reset flag.
import type { Conn } from '../users/users.store.ts';

export const classPasswordHashesOf = async (db: Conn, userId: string) => {
  const rows = await db
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .select('c.password_hash')
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'student')
    .where('c.archived', '=', 0)
    .execute();
  return rows.map((r) => r.password_hash);
};

export const setResetPassword = async (db: Conn, userId: string, now: string) => {
  await db
    .updateTable('users')
    .set({ reset_password: 1, updated_at: now })
    .where('id', '=', userId)
    .execute();
};
