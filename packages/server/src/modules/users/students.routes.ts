// What a teacher does for one student of their class: unlock all content, reset a forgotten password.
import { randomInt } from 'node:crypto';
import {
  canManageClass,
  hasRole,
  isAdmin,
  RESET_CODE_ALPHABET,
  RESET_CODE_LENGTH,
  ResetStudentBodySchema,
  ResetStudentResponseSchema,
  UnlockContentBodySchema,
  UserSchema,
} from '@brickyard/core';
import type { AppContext } from '../../app.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { revokeUserSessions } from '../auth/auth.store.ts';
import { isMember, loadClass } from '../classes/classes.store.ts';
import { loadUser, setContentUnlocked, teachesStudent, updateUserColumns } from './users.store.ts';

const errors = errorResponses(400, 401, 403, 404);

export const newResetCode = () =>
  Array.from(
    { length: RESET_CODE_LENGTH },
    () => RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)],
  ).join('');

export const studentsRoutes = async ({ app, db, requireUser }: AppContext) => {
  app.put(
    '/api/users/:id/unlockContent',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: "Unlock (or lock again) every stage for one of the teacher's students",
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: UnlockContentBodySchema.nullish(),
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const student = await loadUser(trx, request.params.id);
        if (!student) throw notFound('User not found');
        const allowed =
          isAdmin(request.user) ||
          (hasRole(request.user, 'teacher', 'instructor') &&
            (await teachesStudent(trx, request.user._id, student._id)));
        if (!allowed) throw forbidden('Only the teachers of this student can unlock their content');
        await setContentUnlocked(trx, student._id, request.body?.contentUnlocked ?? true, nowIso());
        return (await loadUser(trx, student._id))!;
      }),
  );

  app.put(
    '/api/users/:id/reset-student',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary:
          "Reset a student's password from their class; the code is shown once and must be changed at login",
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: ResetStudentBodySchema,
        response: { 200: ResetStudentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const resetCode = newResetCode();
      const passwordHash = await hashPassword(resetCode);
      await db.transaction().execute(async (trx) => {
        const cls = await loadClass(trx, request.body.classId);
        if (!cls) throw notFound('Class not found');
        if (!canManageClass(request.user, cls))
          throw forbidden('Only the teacher of this class can reset its passwords');
        if (!(await isMember(trx, cls._id, request.params.id, 'student'))) {
          throw notFound('That student is not in this class');
        }
        const now = nowIso();
        await updateUserColumns(
          trx,
          request.params.id,
          { password_hash: passwordHash, reset_password: 1 },
          now,
        );
        await revokeUserSessions(trx, request.params.id, now);
      });
      return { resetCode };
    },
  );
};
