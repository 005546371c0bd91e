// `GET /api/classes/{id}/login`, open to everyone: the login page's class link (`/login?groupId={id}`, printed on
// the login cards) names the class and its teacher, so pupils at a shared computer know they are in the right
// place. Only an active class's name and its teacher's name; ids are random, so they cannot be guessed.
import { ClassLoginInfoSchema } from '@brickyard/core';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { classLoginInfo } from './classes.service.ts';

export const classLoginRoutes = async ({ app, db }: AppContext) => {
  app.get(
    '/api/classes/:id/login',
    {
      schema: {
        tags: ['classes'],
        summary: "A class login link's class and teacher names (no login needed; active classes only)",
        params: IdParamsSchema,
        response: { 200: ClassLoginInfoSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => classLoginInfo(db, request.params.id),
  );
};
