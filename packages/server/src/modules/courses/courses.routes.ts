// `GET /api/courses?draft=false`: the published courses a user may take or attach to a class, those of the
// global community and of the user's own school. Authoring lists (drafts, archives) come with the library.
import {
  CourseSummarySchema,
  isAdmin,
  type ListQuery,
  ListQuerySchema,
  listOf,
  pagesFor,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { listPublishedCourses } from './courses.store.ts';

const QuerySchema = ListQuerySchema.extend({
  draft: z
    .enum(['false'], { error: 'Only published courses are listed here: draft must be false' })
    .optional(),
});

export const coursesRoutes = async ({ app, db, requireUser }: AppContext) => {
  app.get(
    '/api/courses',
    {
      onRequest: requireUser,
      schema: {
        tags: ['courses'],
        summary: 'Published courses of the global community and of your school',
        security: [{ bearer: [] }],
        querystring: QuerySchema,
        response: { 200: listOf(CourseSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page, limit } = request.query as ListQuery;
      const user = request.user;
      const communities = isAdmin(user)
        ? null
        : [...new Set([user.school?._id, user.current_community].filter((id): id is string => !!id))];
      const { items, count } = await listPublishedCourses(db, communities, { offset: page * limit, limit });
      return { items, count, pages: pagesFor(count, limit) };
    },
  );
};
