// `POST /api/users/import`: the bulk CSV upload of the users page (admins), and a teacher's new pupils for one of
// their own classes (typed one by one or from a CSV, issue 22). Every row becomes a student, or none does; each
// one's password is in the answer and nowhere else.
import { canImportStudents, ImportBodySchema, ImportResponseSchema, message } from '@brickyard/core';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { importStudents } from './import.service.ts';

export const IMPORT_FORBIDDEN = message('importForbidden');

export const importRoutes = async ({ app, db }: AppContext) => {
  app.post(
    '/api/users/import',
    {
      // Before the body is checked: someone who may not import learns nothing about their rows.
      preValidation: async (request) => {
        if (!canImportStudents(request.user)) throw forbidden(IMPORT_FORBIDDEN);
      },
      schema: {
        tags: ['users'],
        summary:
          'Create students from rows (at most 500), all or none; their passwords are returned once. Admins; teachers into one of their own classes',
        security: [{ bearer: [] }],
        body: ImportBodySchema,
        response: { 201: ImportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ users: await importStudents(db, request.user, request.body) }),
  );
};
