// The spec's system constants, readable by anyone (they are the same numbers the web app ships with).
import { ErrorBodySchema, keyed, SiteSettingsSchema } from '@brickyard/core';
import { SYSTEM_CONSTANTS } from '@brickyard/core/constants';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';

export const constantsRoutes = async ({ app, config }: AppContext) => {
  app.get(
    '/api/site',
    {
      schema: {
        tags: ['constants'],
        summary: "This server's public settings: whom to contact, and whether teachers may sign up",
        response: { 200: SiteSettingsSchema },
      },
    },
    async () => ({
      supportEmail: config.supportEmail,
      teacherSignup: config.teacherSignupCode !== null,
      emailEnabled: config.smtpUrl !== null,
    }),
  );

  app.get(
    '/api/constants',
    {
      schema: {
        tags: ['constants'],
        summary: 'Every system constant by name',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async () => SYSTEM_CONSTANTS,
  );
  app.get(
    '/api/constants/:name',
    {
      schema: {
        tags: ['constants'],
        summary: 'One system constant',
        params: z.object({ name: z.string().min(1).max(100) }),
        response: { 200: z.object({ name: z.string(), value: z.unknown() }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!Object.hasOwn(SYSTEM_CONSTANTS, name)) throw notFound(keyed('constantUnknown', { name }));
      return { name, value: (SYSTEM_CONSTANTS as Record<string, unknown>)[name] };
    },
  );
};
