import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { DATABASE_UNAVAILABLE } from '../../db/unavailable.ts';
import { probe } from './health.service.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), up: z.boolean(), latencyMs: z.number() }),
  message: z.string().optional(),
});

export const healthRoutes = async ({ app, db }: AppContext, database: DatabaseHandle) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: "Liveness and the database's state (503 while the database cannot be reached)",
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const state = await probe(db);
      const body = { database: { dialect: database.dialect, ...state } };
      if (state.up) return { status: 'ok' as const, ...body };
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable' as const, ...body, message: DATABASE_UNAVAILABLE });
    },
  );
};
