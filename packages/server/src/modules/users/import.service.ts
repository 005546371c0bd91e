// The bulk CSV import: every row becomes a student, or none does. The slow part, hashing one random password
// per student, happens before the transaction, so the transaction itself is a handful of statements.
import {
  assignUsernames,
  canManageClass,
  IMPORT_ARCHIVED_CLASS,
  IMPORT_OWN_CLASS,
  IMPORT_UNKNOWN_CLASS,
  type ImportBody,
  type ImportedUser,
  isAdmin,
  type User,
  usernameBase,
} from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { addStudentsToClass, loadImportClass, usernamesStartingWith } from './import.store.ts';
import { newResetCode } from './students.service.ts';
import { insertUsers, type NewUserRow } from './users.store.ts';

/**
 * Hashes at a time. argon2 runs on libuv's pool of 4 threads: more at once only queues there, and leaves the
 * server's other requests (logins hash too) waiting behind the whole import.
 */
export const HASH_CONCURRENCY = 4;
/** A username taken between our read and our insert (another import at the same moment) makes us try again. */
export const IMPORT_ATTEMPTS = 3;

/** Eight characters without vowels (so no words) or look-alikes, lower case so a child can type it. */
export const newStudentPassword = () => newResetCode().toLowerCase();

/** `work` over the items, at most `limit` at a time, results in the items' order. */
export const mapLimit = async <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  (/UNIQUE constraint failed/.test(error.message) || (error as { code?: string }).code === '23505');

/** Creates the students of `body` (all or none) and returns each one's username and one-time password. */
export const importStudents = async (db: Db, actor: User, body: ImportBody): Promise<ImportedUser[]> => {
  const { rows, class: classId } = body;
  // Teachers create pupils only for a class of their own (checked below); only admins make classless students.
  if (!classId && !isAdmin(actor)) throw forbidden(IMPORT_OWN_CLASS);
  let schoolId: string | null = null;
  if (classId) {
    const cls = await loadImportClass(db, classId);
    if (!cls) throw badRequest(IMPORT_UNKNOWN_CLASS, [{ path: 'class', message: IMPORT_UNKNOWN_CLASS }]);
    if (!canManageClass(actor, { teacher: cls.teacher, instructors: [] })) throw forbidden(IMPORT_OWN_CLASS);
    if (cls.archived)
      throw badRequest(IMPORT_ARCHIVED_CLASS, [{ path: 'class', message: IMPORT_ARCHIVED_CLASS }]);
    schoolId = cls.schoolId;
  }
  const passwords = rows.map(newStudentPassword);
  const hashes = await mapLimit(passwords, HASH_CONCURRENCY, hashPassword);
  const firstNames = rows.map((row) => row.first_name);
  const prefixes = [...new Set(firstNames.map(usernameBase))];

  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const usernames = assignUsernames(firstNames, await usernamesStartingWith(trx, prefixes));
        const now = nowIso();
        const users: NewUserRow[] = rows.map((row, index) => ({
          id: newId(),
          username: usernames[index]!,
          passwordHash: hashes[index]!,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email ?? null,
          birthMonth: row.birthMonth ?? null,
          birthYear: row.birthYear ?? null,
          gender: row.gender ?? null,
          schoolId,
          resetPassword: true,
          roles: ['student'],
          environmentRoles: schoolId ? [{ environmentId: schoolId, role: 'student' }] : [],
          now,
        }));
        await insertUsers(trx, users);
        if (classId)
          await addStudentsToClass(
            trx,
            classId,
            users.map((user) => user.id),
            now,
          );
        return users.map((user, index) => ({
          _id: user.id,
          first_name: user.firstName,
          last_name: user.lastName,
          username: user.username,
          password: passwords[index]!,
        }));
      });
    } catch (error) {
      if (attempt < IMPORT_ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
};
