// A learner's feedback: their marked work (the list and the navbar's count), the feedback on one piece of work,
// and "seen". Read by the learner, their classes' teachers and instructors, and admins; "seen" by the learner.
import {
  FEEDBACK_FORBIDDEN,
  FeedbackListSchema,
  FeedbackSeenBodySchema,
  FeedbackSeenResultSchema,
  ItemFeedbackSchema,
  MARKING_PATHS,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema, PathIdSchema } from '../../lib/route-schemas.ts';
import { feedbackList, feedbackReader, itemFeedback, markFeedbackSeen } from './feedback.service.ts';

const tags = ['teaching'];
const security = [{ bearer: [] }];
const ItemParamsSchema = z.object({ id: PathIdSchema, itemId: PathIdSchema });

export const feedbackRoutes = async ({ app, db, caches }: AppContext) => {
  app.get(
    '/api/users/:id/feedback',
    {
      schema: {
        tags,
        security,
        summary: "The learner's marked work with what is new to them (the learner, their teachers, admins)",
        params: IdParamsSchema,
        response: { 200: FeedbackListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      feedbackList(
        db,
        caches,
        await feedbackReader(db, request.user, request.params.id, FEEDBACK_FORBIDDEN),
        request.user.locale,
      ),
  );

  for (const [kind, path] of Object.entries(MARKING_PATHS) as [keyof typeof MARKING_PATHS, string][]) {
    const url = `/api/users/:id/feedback/${path}/:itemId`;
    app.get(
      url,
      {
        schema: {
          tags,
          security,
          summary: `The stickers, comments and xp teachers gave on a ${kind} of the learner`,
          params: ItemParamsSchema,
          response: { 200: ItemFeedbackSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const student = await feedbackReader(db, request.user, request.params.id, FEEDBACK_FORBIDDEN);
        return itemFeedback(db, student._id, kind, request.params.itemId);
      },
    );
    app.put(
      `${url}/seen`,
      {
        schema: {
          tags,
          security,
          summary: `The learner saw the feedback on their ${kind} given up to a time; answers how many stay new`,
          params: ItemParamsSchema,
          body: FeedbackSeenBodySchema,
          response: { 200: FeedbackSeenResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        markFeedbackSeen(
          db,
          request.user,
          request.params.id,
          kind,
          request.params.itemId,
          request.body.feedbackAt,
        ),
    );
  }
};
