// Class routes beyond the generic resource: checking and joining by code, removing students, instructors and
// beta testers. Thin: the schema, a call to classes.service.ts, the reply.
import {
  BetaTestersResponseSchema,
  ClassSchema,
  JoinClassParamsSchema,
  JoinedClassSchema,
  TOO_MANY_JOIN_GUESSES,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, PathIdSchema } from '../../lib/route-schemas.ts';
import {
  addInstructor,
  joinClassByCode,
  makeClassBetaTesters,
  removeInstructor,
  removeStudent,
} from './classes.service.ts';

// The words are shared with the web, which says them in the reader's language.
export { TOO_MANY_JOIN_GUESSES };

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const MemberParamsSchema = z.object({ id: PathIdSchema, memberId: PathIdSchema });

export const classesRoutes = async ({ app, db }: AppContext) => {
  app.post(
    '/api/classes/addUserToClass/:code',
    {
      schema: {
        tags: ['classes'],
        summary:
          "The logged-in student joins the class with this code; the class's first course open to them becomes their current course",
        security: [{ bearer: [] }],
        params: JoinClassParamsSchema,
        response: { 200: JoinedClassSchema, ...errors },
      },
    },
    async (request) => joinClassByCode(db, request.user, request.params.code, request.ip),
  );

  app.delete(
    '/api/classes/:id/student/:memberId',
    {
      schema: {
        tags: ['classes'],
        summary: 'Remove a student from a class (its teacher or an admin)',
        security: [{ bearer: [] }],
        params: MemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeStudent(db, request.user, request.params.id, request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/classes/:id/instructor/:memberId',
    {
      schema: {
        tags: ['classes'],
        summary: 'Add an instructor to a class (admin)',
        security: [{ bearer: [] }],
        params: MemberParamsSchema,
        response: { 200: ClassSchema, ...errors },
      },
    },
    async (request) => addInstructor(db, request.user, request.params.id, request.params.memberId),
  );

  app.delete(
    '/api/classes/:id/instructor/:memberId',
    {
      schema: {
        tags: ['classes'],
        summary: 'Remove an instructor from a class (admin)',
        security: [{ bearer: [] }],
        params: MemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeInstructor(db, request.user, request.params.id, request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/classes/:id/beta-testers',
    {
      schema: {
        tags: ['classes'],
        summary: 'Give every student of the class the betaTester role (admin)',
        security: [{ bearer: [] }],
        params: z.object({ id: PathIdSchema }),
        response: { 200: BetaTestersResponseSchema, ...errors },
      },
    },
    async (request) => makeClassBetaTesters(db, request.user, request.params.id),
  );
};
