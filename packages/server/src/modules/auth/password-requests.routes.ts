// The teacher's side of password requests: the class's students page lists them and answers each.
import {
  ClassPasswordRequestSchema,
  PasswordRequestDecisionSchema,
  PasswordRequestStateSchema,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, PathIdSchema } from '../../lib/route-schemas.ts';
import type { AuthDeps } from './auth.service.ts';
import { classPasswordRequests, decidePasswordRequestOf } from './password-requests.service.ts';

export const passwordRequestRoutes = async ({ app, db, tokens, config }: AppContext) => {
  const deps: AuthDeps = { db, tokens, refreshTtlSeconds: config.refreshTokenTtl };

  app.get(
    '/api/classes/:id/password-requests',
    {
      schema: {
        tags: ['classes'],
        summary:
          "The class's open password requests: students who forgot their password and asked (its teacher or an admin)",
        security: [{ bearer: [] }],
        params: z.object({ id: PathIdSchema }),
        response: { 200: z.array(ClassPasswordRequestSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => classPasswordRequests(deps, request.user, request.params.id),
  );

  app.post(
    '/api/classes/:id/password-requests/:requestId',
    {
      schema: {
        tags: ['classes'],
        summary:
          'Approve a password request (the student may then log in once within 15 minutes and must choose a new password) or decline it',
        security: [{ bearer: [] }],
        params: z.object({ id: PathIdSchema, requestId: PathIdSchema }),
        body: PasswordRequestDecisionSchema,
        response: { 200: PasswordRequestStateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decidePasswordRequestOf(
        deps,
        request.user,
        request.params.id,
        request.params.requestId,
        request.body.approve,
      ),
  );
};
