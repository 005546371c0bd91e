// User routes beyond the generic resource: thin, calling users.service.ts.
import {
  CoreInfoSchema,
  ErrorBodySchema,
  LocaleSchema,
  UpdateCourseBodySchema,
  UpdateLearningEnvironmentSchema,
  UserCommunitySchema,
  UserSchema,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { chooseCommunity, chooseCourse, chooseLocale, communitiesOf, saveCoreInfo } from './users.service.ts';

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

  app.put(
    '/api/users/:id/updateLearningEnvironment',
    {
      schema: {
        tags: ['users'],
        summary:
          'Choose the community one authors in (oneself, or anyone for an admin): one where they hold an authoring role',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: UpdateLearningEnvironmentSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      chooseCommunity(db, request.user, request.params.id, request.body.learningEnvironmentId),
  );

  app.get(
    '/api/users/:id/communities',
    {
      schema: {
        tags: ['users'],
        summary:
          'The communities a person may author in, with their roles there (a global admin: every community)',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: z.array(UserCommunitySchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => communitiesOf(db, request.user, request.params.id),
  );
};
