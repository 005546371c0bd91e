// The class progress grid: POST /api/classes/{id}/progress/{courseId} (the class's teacher or an admin).
import { ClassProgressSchema, PROGRESS_FORBIDDEN_CLASS, ProgressRequestSchema } from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, PathIdSchema } from '../../lib/route-schemas.ts';
import { requireRole } from '../../plugins/auth.ts';
import { classProgress } from './progress.service.ts';

export const classProgressRoutes = async ({ app, db, caches }: AppContext) => {
  app.post(
    '/api/classes/:id/progress/:courseId',
    {
      preValidation: requireRole(PROGRESS_FORBIDDEN_CLASS, 'teacher', 'admin'),
      schema: {
        tags: ['teaching'],
        security: [{ bearer: [] }],
        summary:
          "Every student's progress through one course of the class, 20 students a page (all of them with `all`)",
        params: z.object({ id: PathIdSchema, courseId: PathIdSchema }),
        body: ProgressRequestSchema.nullish(),
        response: { 200: ClassProgressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      classProgress(
        db,
        caches,
        request.user,
        request.params.id,
        request.params.courseId,
        request.body ?? ProgressRequestSchema.parse({}),
        request.user.locale,
      ),
  );
};
