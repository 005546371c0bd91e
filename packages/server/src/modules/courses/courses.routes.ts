// `GET /api/courses?draft=false`: the published courses a user may take or attach to a class, those of the
// global community and of the user's own school (`class=…`: of that class's school, for its staff).
// Authoring lists (drafts, archives) are the library's (`GET /api/library/courses`, library.routes.ts).
import {
  CourseSummarySchema,
  canViewClass,
  IdSchema,
  isAdmin,
  ListQuerySchema,
  listOf,
  pagesFor,
  type User,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/conn.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { loadClass, schoolOfClass } from '../classes/classes.store.ts';
import { listPublishedCourses } from './courses.store.ts';

const QuerySchema = ListQuerySchema.extend({
  draft: z
    .enum(['false'], { error: 'Only published courses are listed here: draft must be false' })
    .optional(),
  /** The courses this class's students may take (what its details page offers to attach). */
  class: IdSchema.optional(),
});

/** Whose courses to list: a class's school, the caller's own communities, or (admins) all (null). */
const communitiesFor = async (db: Conn, user: User, classId: string | undefined) => {
  if (classId) {
    const cls = await loadClass(db, classId);
    if (!cls) throw badRequest('Unknown class', [{ path: 'class', message: 'Unknown class' }]);
    if (!canViewClass(user, cls)) throw forbidden('You can only list the courses of your own classes');
    const school = await schoolOfClass(db, cls._id);
    return school ? [school] : [];
  }
  if (isAdmin(user)) return null;
  return [...new Set([user.school?._id, user.current_community].filter((id): id is string => !!id))];
};

export const coursesRoutes = async ({ app, db }: AppContext) => {
  app.get(
    '/api/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'Published courses of the global community and of your school (or of a class’s school)',
        security: [{ bearer: [] }],
        querystring: QuerySchema,
        response: { 200: listOf(CourseSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, class: classId } = request.query as z.infer<typeof QuerySchema>;
      const communities = await communitiesFor(db, request.user, classId);
      const { items, count } = await listPublishedCourses(
        db,
        communities,
        { offset: page * limit, limit },
        request.user.locale,
      );
      return { items, count, pages: pagesFor(count, limit) };
    },
  );
};
