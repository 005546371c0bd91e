import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { DATABASE_UNAVAILABLE } from '../../db/unavailable.ts';

/** How long the health check waits for the database before it says the database is down. */
export const HEALTH_TIMEOUT_MS = 2_000;

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), up: z.boolean(), latencyMs: z.number() }),
  message: z.string().optional(),
});

/** Whether a trivial query answers within the timeout, and how long it took. */
const probe = async (db: DatabaseHandle['db']) => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS);
      }),
    ]);
    return { up: true, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { up: false, latencyMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
};

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
