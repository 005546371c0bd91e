// `GET /api/courses?draft=false`: the published courses a user may take or attach to a class, those of the
// global community and of the user's own school (`class=…`: of that class's school, for its staff).
// Authoring lists (drafts, archives) are the library's (`GET /api/library/courses`, library.routes.ts).
import { CourseSummarySchema, IdSchema, ListQuerySchema, listOf } from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { publishedCourses } from './courses.service.ts';

const QuerySchema = ListQuerySchema.extend({
  draft: z
    .enum(['false'], { error: 'Only published courses are listed here: draft must be false' })
    .optional(),
  /** The courses this class's students may take (what its details page offers to attach). */
  class: IdSchema.optional(),
});

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
      return publishedCourses(db, request.user, classId, { page, limit });
    },
  );
};
