// Learning environment routes beyond the generic resource: an environment's people and classes (issue 22, the
// admin's schools and communities pages). Thin, calling learning-environments.service.ts.
import { EnvironmentMembersSchema } from '@brickyard/core';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { membersOf } from './learning-environments.service.ts';

export const learningEnvironmentsRoutes = async ({ app, db }: AppContext) => {
  app.get(
    '/api/learning_environments/:id/members',
    {
      schema: {
        tags: ['learning_environments'],
        summary:
          "An environment's people by role and a school's classes (the first 50 of each role and 100 classes, with totals): admins and the environment's own admins",
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: EnvironmentMembersSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => membersOf(db, request.user, request.params.id),
  );
};
