// What a teacher does for one student of their class: unlock all content, reset a forgotten password. Each call
// owns its transaction; the SQL is in the stores.
import { randomInt } from 'node:crypto';
import {
  canManageClass,
  hasRole,
  isAdmin,
  message,
  RESET_CODE_ALPHABET,
  RESET_CODE_LENGTH,
  type User,
} from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../auth/auth.store.ts';
import { isMember, loadClass } from '../classes/classes.store.ts';
import { loadUser, setContentUnlocked, teachesStudent, updateUserColumns } from './users.store.ts';

/** A code a teacher reads out to a student: shown once, changed at the student's next login. */
export const newResetCode = () =>
  Array.from(
    { length: RESET_CODE_LENGTH },
    () => RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)],
  ).join('');

/** Unlocks (or locks again) every stage for a student: their teachers and instructors, or an admin. */
export const unlockContent = (db: Db, user: User, studentId: string, unlocked: boolean) =>
  db.transaction().execute(async (trx) => {
    const student = await loadUser(trx, studentId);
    if (!student) throw notFound(message('userNotFound'));
    const allowed =
      isAdmin(user) ||
      (hasRole(user, 'teacher', 'instructor') && (await teachesStudent(trx, user._id, student._id)));
    if (!allowed) throw forbidden(message('onlyTeachersUnlock'));
    await setContentUnlocked(trx, student._id, unlocked, nowIso());
    return (await loadUser(trx, student._id))!;
  });

/**
 * Resets a student's password from their class (its teacher or an admin): a new code, to be changed at login,
 * and every session of the student ended. Answers the code, which is shown once.
 */
export const resetStudentPassword = async (db: Db, user: User, studentId: string, classId: string) => {
  const resetCode = newResetCode();
  const passwordHash = await hashPassword(resetCode);
  await db.transaction().execute(async (trx) => {
    const cls = await loadClass(trx, classId);
    if (!cls) throw notFound(message('classNotFound'));
    if (!canManageClass(user, cls)) throw forbidden(message('onlyTeacherResets'));
    if (!(await isMember(trx, cls._id, studentId, 'student'))) {
      throw notFound(message('studentNotInClass'));
    }
    const now = nowIso();
    await updateUserColumns(trx, studentId, { password_hash: passwordHash, reset_password: 1 }, now);
    await revokeUserSessions(trx, studentId, now);
  });
  return { resetCode };
};
