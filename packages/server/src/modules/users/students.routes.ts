// What a teacher does for one student of their class: unlock all content, reset a forgotten password. Thin:
// the schema, a call to students.service.ts, the reply.
import {
  ResetStudentBodySchema,
  ResetStudentResponseSchema,
  UnlockContentBodySchema,
  UserSchema,
} from '@brickyard/core';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { resetStudentPassword, unlockContent } from './students.service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const studentsRoutes = async ({ app, db }: AppContext) => {
  app.put(
    '/api/users/:id/unlockContent',
    {
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
      unlockContent(db, request.user, request.params.id, request.body?.contentUnlocked ?? true),
  );

  app.put(
    '/api/users/:id/reset-student',
    {
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
    async (request) => resetStudentPassword(db, request.user, request.params.id, request.body.classId),
  );
};
