// The SQL of the bulk import: the taken usernames for a set of prefixes, the target class, its new members.
import type { Conn } from '../../db/conn.ts';

/** Every username starting with one of the prefixes, in one query whatever their number. */
export const usernamesStartingWith = async (db: Conn, prefixes: readonly string[]) => {
  if (prefixes.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('users')
    .select('username')
    // Prefixes are letters a-z only (usernameBase), so LIKE's own % and _ cannot occur in them.
    .where((w) => w.or(prefixes.map((prefix) => w('username', 'like', `${prefix}%`))))
    .execute();
  return new Set(rows.map((row) => row.username));
};

export interface ImportClass {
  teacher: string;
  archived: boolean;
  schoolId: string | null;
}

export const loadImportClass = async (db: Conn, id: string): Promise<ImportClass | null> => {
  const row = await db
    .selectFrom('classes')
    .select(['teacher_id', 'archived', 'school_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { teacher: row.teacher_id, archived: row.archived === 1, schoolId: row.school_id } : null;
};

/** All the new students join the class in one statement. */
export const addStudentsToClass = async (
  db: Conn,
  classId: string,
  userIds: readonly string[],
  now: string,
) => {
  if (userIds.length === 0) return;
  await db
    .insertInto('class_members')
    .values(
      userIds.map((userId) => ({ class_id: classId, user_id: userId, role: 'student', joined_at: now })),
    )
    .execute();
};
