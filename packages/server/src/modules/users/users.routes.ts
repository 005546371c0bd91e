// User routes beyond the generic resource: thin, calling users.service.ts.
import {
  CoreInfoSchema,
  ErrorBodySchema,
  LocaleSchema,
  UpdateCourseBodySchema,
  UserSchema,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { chooseCourse, chooseLocale, saveCoreInfo } from './users.service.ts';

export const usersRoutes = async ({ app, db }: AppContext) => {
  app.put(
    '/api/users/:id/locale',
    {
      schema: {
        tags: ['users'],
        summary: "Remember the user's interface language",
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: z.object({ locale: LocaleSchema }).strict(),
        response: {
          200: UserSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => chooseLocale(db, request.user, request.params.id, request.body.locale),
  );

  app.put(
    '/api/users/:id/core-info',
    {
      schema: {
        tags: ['users'],
        summary: "Save a user's core details (the user editor for everyone but admins; `me` for oneself)",
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: CoreInfoSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveCoreInfo(db, request.user, request.params.id, request.body),
  );

  app.put(
    '/api/users/:id/update-course',
    {
      schema: {
        tags: ['users'],
        summary: 'Choose the course a learner follows (oneself, or anyone for an admin); null clears it',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: UpdateCourseBodySchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => chooseCourse(db, request.user, request.params.id, request.body.currentCourse),
  );
};
