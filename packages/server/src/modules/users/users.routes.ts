// User routes beyond the generic resource.
import {
  COURSE_NOT_AVAILABLE,
  CoreInfoSchema,
  ErrorBodySchema,
  isAdmin,
  LocaleSchema,
  UpdateCourseBodySchema,
  UserSchema,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { isPublishedCourseFor } from '../courses/courses.store.ts';
import { usersResource } from './users.resource.ts';
import { loadUser, updateUserColumns } from './users.store.ts';

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
    async (request) => {
      const id = request.params.id === 'me' ? request.user._id : request.params.id;
      if (id !== request.user._id) throw forbidden('You can only choose your own language');
      if (!(await updateUserColumns(db, id, { locale: request.body.locale }, nowIso())))
        throw notFound('User not found');
      return (await loadUser(db, id))!;
    },
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
    async (request) => {
      const id = request.params.id === 'me' ? request.user._id : request.params.id;
      return db.transaction().execute(async (trx) => {
        const ctx = { db: trx, user: request.user, now: nowIso() };
        const target = await loadUser(trx, id);
        if (!target) throw notFound('User not found');
        // The same rules as any update of a user: who may see them, and which fields they may change.
        if (!(await usersResource.mayTouch(ctx, target, 'update', request.body))) throw forbidden();
        await usersResource.patch(ctx, target, request.body);
        return (await loadUser(trx, id))!;
      });
    },
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
    async (request) => {
      const id = request.params.id === 'me' ? request.user._id : request.params.id;
      if (id !== request.user._id && !isAdmin(request.user))
        throw forbidden('You can only choose your own course');
      return db.transaction().execute(async (trx) => {
        const target = await loadUser(trx, id);
        if (!target) throw notFound('User not found');
        const { currentCourse } = request.body;
        if (currentCourse !== null) {
          const communities = [target.school?._id, target.current_community].filter((c): c is string => !!c);
          if (!(await isPublishedCourseFor(trx, currentCourse, communities)))
            throw badRequest(COURSE_NOT_AVAILABLE, [
              { path: 'currentCourse', message: COURSE_NOT_AVAILABLE },
            ]);
        }
        await updateUserColumns(trx, id, { current_course_id: currentCourse }, nowIso());
        return (await loadUser(trx, id))!;
      });
    },
  );
};
