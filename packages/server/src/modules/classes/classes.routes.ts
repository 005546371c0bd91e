// Class routes beyond the generic resource: checking and joining by code, removing students, instructors.
import {
  ALREADY_IN_CLASS,
  BetaTestersResponseSchema,
  ClassCodeExistsResponseSchema,
  ClassSchema,
  canManageClass,
  ErrorBodySchema,
  hasRole,
  INVALID_CLASS_CODE,
  isAdmin,
  JoinClassCodeSchema,
  JoinedClassSchema,
  SignupClassCodeSchema,
  TOO_MANY_JOIN_GUESSES,
  type User,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { errorResponses, PathIdSchema } from '../../lib/route-schemas.ts';
import { reserve } from '../auth/throttle.ts';
import { classCodeExists } from '../users/signup.service.ts';
import { type Conn, loadUser } from '../users/users.store.ts';
import { landOnClassCourse } from './class-course.ts';
import {
  addMember,
  findActiveClassByCode,
  isMember,
  loadClass,
  makeStudentsBetaTesters,
  removeMember,
} from './classes.store.ts';

// The words are shared with the web, which says them in the reader's language.
export { TOO_MANY_JOIN_GUESSES };

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Wrong class codes a logged-in student may try in 15 minutes, and all students at one address together. */
export const JOIN_LIMITS = { student: 10, address: 100 } as const;
const joinLimits = (userId: string, ip: string) => [
  { key: `join:user:${userId}`, max: JOIN_LIMITS.student },
  { key: `join:ip:${ip}`, max: JOIN_LIMITS.address },
];
const MemberParamsSchema = z.object({ id: PathIdSchema, memberId: PathIdSchema });

export const classesRoutes = async ({ app, db, config, requireUser }: AppContext) => {
  const signup = { db, teacherSignupCode: config.teacherSignupCode };
  app.post(
    '/api/classes/classCodeExists/:code',
    {
      schema: {
        tags: ['classes'],
        summary: 'Whether an active class has this join code (student signup, before any account exists)',
        params: z.object({ code: SignupClassCodeSchema }),
        response: { 200: ClassCodeExistsResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => ({ exists: await classCodeExists(signup, request.params.code, request.ip) }),
  );

  app.post(
    '/api/classes/addUserToClass/:code',
    {
      onRequest: requireUser,
      schema: {
        tags: ['classes'],
        summary:
          "The logged-in student joins the class with this code; the class's first course open to them becomes their current course",
        security: [{ bearer: [] }],
        params: z.object({ code: JoinClassCodeSchema }),
        response: { 200: JoinedClassSchema, ...errors },
      },
    },
    async (request) => {
      if (!hasRole(request.user, 'student')) throw forbidden('Only students can join a class with a code');
      // A wrong code is a guess: counted per student and per address before the code is looked up.
      const guess = await reserve(db, joinLimits(request.user._id, request.ip), TOO_MANY_JOIN_GUESSES);
      const joined = await db
        .transaction()
        .execute(async (trx) => {
          const found = await findActiveClassByCode(trx, request.params.code);
          if (!found) return null;
          if (await isMember(trx, found.id, request.user._id, 'student')) throw conflict(ALREADY_IN_CLASS);
          const now = nowIso();
          await addMember(trx, found.id, request.user._id, 'student', now);
          const landed = await landOnClassCourse(trx, found.id, request.user._id, now);
          return { _id: found.id, name: found.name, classId: found.code, ...landed };
        })
        .catch(async (error: unknown) => {
          await guess.refund();
          throw error;
        });
      if (!joined) throw notFound(INVALID_CLASS_CODE);
      await guess.refund();
      return joined;
    },
  );

  app.delete(
    '/api/classes/:id/student/:memberId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['classes'],
        summary: 'Remove a student from a class (its teacher or an admin)',
        security: [{ bearer: [] }],
        params: MemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const cls = await loadClass(trx, request.params.id);
        if (!cls) throw notFound('Class not found');
        if (!canManageClass(request.user, cls)) throw forbidden();
        if (!(await removeMember(trx, cls._id, request.params.memberId, 'student'))) {
          throw notFound('That student is not in this class');
        }
      });
      return reply.status(204).send(null);
    },
  );

  /** The class whose instructors an admin is changing. */
  const classForInstructors = async (user: User, id: string, conn: Conn) => {
    if (!isAdmin(user)) throw forbidden('Only an admin can change the instructors of a class');
    const cls = await loadClass(conn, id);
    if (!cls) throw notFound('Class not found');
    return cls;
  };

  app.post(
    '/api/classes/:id/instructor/:memberId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['classes'],
        summary: 'Add an instructor to a class (admin)',
        security: [{ bearer: [] }],
        params: MemberParamsSchema,
        response: { 200: ClassSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const cls = await classForInstructors(request.user, request.params.id, trx);
        const instructor = await loadUser(trx, request.params.memberId);
        if (!instructor) throw notFound('User not found');
        if (!hasRole(instructor, 'instructor', 'teacher')) {
          throw badRequest('Only instructors and teachers can be added as instructors');
        }
        if (cls.instructors.includes(instructor._id)) throw conflict('Already an instructor of this class');
        await addMember(trx, cls._id, instructor._id, 'instructor', nowIso());
        return (await loadClass(trx, cls._id))!;
      }),
  );

  app.delete(
    '/api/classes/:id/instructor/:memberId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['classes'],
        summary: 'Remove an instructor from a class (admin)',
        security: [{ bearer: [] }],
        params: MemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const cls = await classForInstructors(request.user, request.params.id, trx);
        if (!(await removeMember(trx, cls._id, request.params.memberId, 'instructor'))) {
          throw new HttpError(404, 'That user is not an instructor of this class');
        }
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/classes/:id/beta-testers',
    {
      onRequest: requireUser,
      schema: {
        tags: ['classes'],
        summary: 'Give every student of the class the betaTester role (admin)',
        security: [{ bearer: [] }],
        params: z.object({ id: PathIdSchema }),
        response: { 200: BetaTestersResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!isAdmin(request.user)) throw forbidden('Only an admin can make students beta testers');
      return db.transaction().execute(async (trx) => {
        const cls = await loadClass(trx, request.params.id);
        if (!cls) throw notFound('Class not found');
        return { students: await makeStudentsBetaTesters(trx, cls._id) };
      });
    },
  );
};
