// Reading a learner's trackers and achievements: the learner themself, the teachers and instructors of their
// classes, and admins. Nobody writes trackers here: they change only through the learner's own actions.
import { IsoDateSchema, isAdmin, type User, UserAchievementSchema } from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { type Conn, teachesStudent } from '../users/users.store.ts';
import { userAchievements } from './achievements.service.ts';
import { listTrackers } from './trackers.store.ts';

export const PROGRESS_FORBIDDEN = "Only the learner, their teachers and admins can see a learner's progress";

const TrackerViewSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  subject: z.string(),
  completed: z.boolean(),
  dateCompleted: IsoDateSchema.nullable(),
  body: z.record(z.string(), z.unknown()),
  updatedAt: IsoDateSchema,
});

/** Whose progress `user` may read: their own, their students' (teachers and instructors), anyone's (admins). */
export const readableId = async (db: Conn, user: User, param: string, message = PROGRESS_FORBIDDEN) => {
  const id = param === 'me' ? user._id : param;
  if (id === user._id || isAdmin(user)) return id;
  if (await teachesStudent(db, user._id, id)) return id;
  throw forbidden(message);
};

export const progressRoutes = async ({ app, db, requireUser }: AppContext) => {
  app.get(
    '/api/users/:id/trackers',
    {
      onRequest: requireUser,
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
    async (request) => {
      const id = await readableId(db, request.user, request.params.id);
      const exists = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw notFound('User not found');
      const items = (await listTrackers(db, id)).map((t) => ({
        _id: t.id,
        kind: t.kind,
        subject: t.subjectId,
        completed: t.completed,
        dateCompleted: t.dateCompleted,
        body: t.body,
        updatedAt: t.updatedAt,
      }));
      return { items, count: items.length };
    },
  );

  app.get(
    '/api/achievement/user/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['learn'],
        summary: 'Every achievement with the level the learner reached (0 for none)',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: z.array(UserAchievementSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => userAchievements(db, await readableId(db, request.user, request.params.id)),
  );
};
