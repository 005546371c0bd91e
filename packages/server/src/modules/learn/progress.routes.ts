// Reading a learner's trackers and achievements (who may: progress.service.ts). Nobody writes trackers here:
// they change only through the learner's own actions.
import { IsoDateSchema, UserAchievementSchema } from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { learnerAchievements, learnerTrackers } from './progress.service.ts';

const TrackerViewSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  subject: z.string(),
  completed: z.boolean(),
  dateCompleted: IsoDateSchema.nullable(),
  body: z.record(z.string(), z.unknown()),
  updatedAt: IsoDateSchema,
});

export const progressRoutes = async ({ app, db }: AppContext) => {
  app.get(
    '/api/users/:id/trackers',
    {
      schema: {
        tags: ['learn'],
        summary: "A learner's trackers (themself, their classes' teachers and instructors, admins)",
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: {
          200: z.object({ items: z.array(TrackerViewSchema), count: z.number() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => learnerTrackers(db, request.user, request.params.id),
  );

  app.get(
    '/api/achievement/user/:id',
    {
      schema: {
        tags: ['learn'],
        summary: 'Every achievement with the level the learner reached (0 for none)',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: z.array(UserAchievementSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => learnerAchievements(db, request.user, request.params.id),
  );
};
