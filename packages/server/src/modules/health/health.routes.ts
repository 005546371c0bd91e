import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';

export const healthRoutes = async ({ app, db, dialect }: AppContext) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, database: dialect };
    },
  );
};
