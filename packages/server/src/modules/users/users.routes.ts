// User routes beyond the generic resource.
import { ErrorBodySchema, LocaleSchema, UserSchema } from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { IdParamsSchema } from '../../lib/route-schemas.ts';
import { loadUser, updateUserColumns } from './users.store.ts';

export const usersRoutes = async ({ app, db, requireUser }: AppContext) => {
  app.put(
    '/api/users/:id/locale',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: "Remember the user's interface language",
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: z.object({ locale: LocaleSchema }).strict(),
        response: {
          200: UserSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const id = request.params.id === 'me' ? request.user._id : request.params.id;
      if (id !== request.user._id) throw forbidden('You can only choose your own language');
      if (!(await updateUserColumns(db, id, { locale: request.body.locale }, nowIso())))
        throw notFound('User not found');
      return (await loadUser(db, id))!;
    },
  );
};
