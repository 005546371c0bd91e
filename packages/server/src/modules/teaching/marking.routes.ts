// Marking routes: one GET and one PUT per kind of work (tutorials, challenges, projects) of a student of a class.
import {
  AssessmentMarkingSchema,
  ChallengeMarkingSchema,
  MARKING_FORBIDDEN,
  type MarkingKind,
  MarkingResultSchema,
  MarkingViewSchema,
  ProjectMarkingSchema,
  TutorialMarkingSchema,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, PathIdSchema } from '../../lib/route-schemas.ts';
import { requireRole } from '../../plugins/auth.ts';
import { saveMarkingFor, viewMarking } from './marking.service.ts';

const tags = ['teaching'];
const security = [{ bearer: [] }];
const ParamsSchema = z.object({ id: PathIdSchema, studentId: PathIdSchema, itemId: PathIdSchema });

const targetOf = (params: z.infer<typeof ParamsSchema>, kind: MarkingKind) => ({
  classId: params.id,
  studentId: params.studentId,
  kind,
  itemId: params.itemId,
});

const KINDS = [
  { kind: 'tutorial', path: 'tutorials', body: TutorialMarkingSchema, what: "a tutorial's steps" },
  {
    kind: 'challenge',
    path: 'challenges',
    body: ChallengeMarkingSchema,
    what: "a challenge's decomposition",
  },
  {
    kind: 'project',
    path: 'projects',
    body: ProjectMarkingSchema,
    what: 'a project (stickers and comments)',
  },
  {
    kind: 'assessment',
    path: 'assessments',
    body: AssessmentMarkingSchema,
    what: "an assessment's free-text answers (teacher-marked or mixed)",
  },
] as const satisfies readonly { kind: MarkingKind; path: string; body: z.ZodType; what: string }[];

/** Only teachers and admins mark; decided before the body is read. */
const markersOnly = requireRole(MARKING_FORBIDDEN, 'teacher', 'admin');

export const markingRoutes = async ({ app, db, caches }: AppContext) => {
  for (const { kind, path, body, what } of KINDS) {
    const url = `/api/classes/:id/students/:studentId/marking/${path}/:itemId`;
    app.get(
      url,
      {
        preValidation: markersOnly,
        schema: {
          tags,
          security,
          summary: `The marking of ${what} by a student of the class (its teacher or an admin)`,
          params: ParamsSchema,
          response: { 200: MarkingViewSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        viewMarking(db, caches, request.user, targetOf(request.params, kind), request.user.locale),
    );
    app.put(
      url,
      {
        preValidation: markersOnly,
        schema: {
          tags,
          security,
          summary: `Mark ${what}: the xp follows from the marked steps; answers with the change`,
          params: ParamsSchema,
          body,
          response: { 200: MarkingResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        saveMarkingFor(
          db,
          caches,
          request.user,
          targetOf(request.params, kind),
          request.body,
          request.user.locale,
        ),
    );
  }
};
