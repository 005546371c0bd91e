// Whether the database answers, for /api/health: a trivial query, bounded in time.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** How long the health check waits for the database before it says the database is down. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** Whether a trivial query answers within the timeout, and how long it took. */
export const probe = async (db: Db) => {
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
