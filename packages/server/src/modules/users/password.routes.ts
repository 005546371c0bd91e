// Setting a new password (signed in), and the forgotten-password email (open to everyone).
import {
  ErrorBodySchema,
  ForgottenDetailsBodySchema,
  ForgottenDetailsParamsSchema,
  ForgottenDetailsResponseSchema,
  ResetPasswordBodySchema,
  UserSchema,
} from '@brickyard/core';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { createMailer } from '../mail/mailer.ts';
import { type PasswordDeps, resetForgottenDetails, resetPassword } from './password.service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const passwordRoutes = async (context: AppContext) => {
  const { app, db, config } = context;
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: `Brickyard <${config.supportEmail}>`,
    log: app.log,
  });
  const deps: PasswordDeps = { db, mailer };

  await context.signedIn((signedIn) => {
    signedIn.put(
      '/api/users/:id/reset',
      {
        schema: {
          tags: ['users'],
          summary: 'Set a new password: your own (id may be "me"), or anyone\'s for an admin',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          body: ResetPasswordBodySchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) => {
        const id = request.params.id === 'me' ? request.user._id : request.params.id;
        return resetPassword(deps, request.user, request.sessionId, id, request.body.newPassword);
      },
    );
  });

  app.put(
    '/api/users/:username/resetForgottenDetails',
    {
      schema: {
        tags: ['users'],
        summary: 'Forgotten password: email a temporary password to the address the account has',
        params: ForgottenDetailsParamsSchema,
        body: ForgottenDetailsBodySchema,
        response: {
          200: ForgottenDetailsResponseSchema,
          400: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request) => resetForgottenDetails(deps, request.params.username, request.body.email, request.ip),
  );
};
