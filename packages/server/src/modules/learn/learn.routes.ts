// The learner's routes: the course home, assessments, tutorials (bricks) with their problem reports, and
// challenges. Every item opens through its course, so the locks the home shows are the locks the server keeps.
// References are references.routes.ts; a learner's trackers and achievements, progress.routes.ts.
import {
  AnswerBodySchema,
  AnswerResultSchema,
  BrickEventBodySchema,
  BrickEventResultSchema,
  BrickReportSchema,
  ChallengeProgressBodySchema,
  ChallengeProgressResultSchema,
  CourseHomeSchema,
  IdSchema,
  LearnerAssessmentSchema,
  LearnerChallengeSchema,
  LearnerTutorialSchema,
  ProblemReportBodySchema,
  SelfMarkBodySchema,
  SkipBodySchema,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { answerQuestion, retakeAssessment, selfMark, viewAssessment } from './assessments.service.ts';
import { completeBrick, openBrick, reportProblem, viewTutorial } from './bricks.service.ts';
import { updateChallenge, viewChallenge } from './challenges.service.ts';
import { loadCourseHome } from './course-home.service.ts';

/** `preview=true` asks for preview (granted only to the roles §4 names); `course` picks another course. */
const OpenQuerySchema = z
  .object({
    preview: z.enum(['true', 'false'], { error: 'preview must be true or false' }).optional(),
    course: IdSchema.optional(),
  })
  .strict();

const optionsOf = (query: z.infer<typeof OpenQuerySchema>) => ({
  preview: query.preview === 'true',
  courseId: query.course ?? null,
});

export const learnRoutes = async ({ app, db, caches }: AppContext) => {
  const common = { security: [{ bearer: [] }] } as const;

  app.get(
    '/api/courses/:id/home',
    {
      schema: {
        tags: ['learn'],
        summary:
          "A course's stages and items with the learner's progress and locks, in a fixed number of queries",
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema.omit({ course: true }),
        response: { 200: CourseHomeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      (
        await loadCourseHome(db, caches, request.user, {
          courseId: request.params.id === 'current' ? null : request.params.id,
          preview: request.query.preview === 'true',
        })
      ).home,
  );

  app.get(
    '/api/learn/assessments/:id',
    {
      schema: {
        tags: ['learn'],
        summary: 'An assessment without its answers; opening it starts the tracker (not in preview)',
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        response: { 200: LearnerAssessmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => viewAssessment(db, caches, request.user, request.params.id, optionsOf(request.query)),
  );

  app.post(
    '/api/learn/assessments/:id/answers',
    {
      schema: {
        tags: ['learn'],
        summary: 'Grade one answer on the server; the last one completes the assessment and awards its xp',
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        body: AnswerBodySchema,
        response: { 200: AnswerResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      answerQuestion(db, caches, request.user, request.params.id, request.body, {
        ...optionsOf(request.query),
        log: request.log,
      }),
  );

  app.post(
    '/api/learn/assessments/:id/self-mark',
    {
      schema: {
        tags: ['learn'],
        summary:
          "Mark one's own free-text answer (self-marked assessments) right or not yet, after the notes",
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        body: SelfMarkBodySchema,
        response: { 200: AnswerResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      selfMark(db, caches, request.user, request.params.id, request.body, {
        ...optionsOf(request.query),
        log: request.log,
      }),
  );

  app.post(
    '/api/learn/assessments/:id/retake',
    {
      schema: {
        tags: ['learn'],
        summary: 'Take a finished assessment again, when it allows multiple attempts; answers the assessment',
        security: common.security,
        params: IdParamsSchema,
        // Never in preview: a preview saves nothing to take again.
        querystring: OpenQuerySchema.omit({ preview: true }),
        response: { 200: LearnerAssessmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      retakeAssessment(db, caches, request.user, request.params.id, optionsOf(request.query)),
  );

  app.post(
    '/api/learn/assessments/:id/skip',
    {
      schema: {
        tags: ['learn'],
        summary: 'Skip a question after three wrong answers',
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        body: SkipBodySchema,
        response: { 200: AnswerResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      answerQuestion(
        db,
        caches,
        request.user,
        request.params.id,
        { question: request.body.question, skip: true },
        { ...optionsOf(request.query), log: request.log },
      ),
  );

  app.get(
    '/api/learn/bricks/:id',
    {
      schema: {
        tags: ['learn'],
        summary: "A tutorial's steps and sub-steps with the learner's actions; solutions only for staff",
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        response: { 200: LearnerTutorialSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => viewTutorial(db, caches, request.user, request.params.id, optionsOf(request.query)),
  );

  app.post(
    '/api/learn/bricks/:id/open',
    {
      schema: {
        tags: ['learn'],
        summary: 'Mark a sub-step of the tutorial started and opened',
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        body: BrickEventBodySchema,
        response: { 200: BrickEventResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      openBrick(db, caches, request.user, request.params.id, request.body.brick, optionsOf(request.query)),
  );

  app.post(
    '/api/learn/bricks/:id/complete',
    {
      schema: {
        tags: ['learn'],
        summary: '"Got It!": complete a sub-step and the siblings it carries, and aggregate the progress',
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        body: BrickEventBodySchema,
        response: { 200: BrickEventResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      completeBrick(
        db,
        caches,
        request.user,
        request.params.id,
        request.body.brick,
        optionsOf(request.query),
      ),
  );

  app.post(
    '/api/learn/bricks/:id/reports',
    {
      schema: {
        tags: ['learn'],
        summary: 'Report a problem with a step of the tutorial; authors see open reports',
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        body: ProblemReportBodySchema,
        response: { 201: BrickReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return reportProblem(
        db,
        caches,
        request.user,
        request.params.id,
        request.body,
        optionsOf(request.query),
      );
    },
  );

  app.get(
    '/api/learn/challenges/:id',
    {
      schema: {
        tags: ['learn'],
        summary: 'A challenge with its decomposition and the learner’s ticks',
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        response: { 200: LearnerChallengeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => viewChallenge(db, caches, request.user, request.params.id, optionsOf(request.query)),
  );

  app.put(
    '/api/learn/challenges/:id/progress',
    {
      schema: {
        tags: ['learn'],
        summary: 'Tick or untick decomposition steps, open a hints panel, or complete the challenge',
        security: common.security,
        params: IdParamsSchema,
        querystring: OpenQuerySchema,
        body: ChallengeProgressBodySchema,
        response: { 200: ChallengeProgressResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateChallenge(db, caches, request.user, request.params.id, request.body, optionsOf(request.query)),
  );
};
