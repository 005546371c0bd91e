// Faults at the database: a PostgreSQL connection lost under a request (its backend terminated, as a restart or
// failover does) is answered 503, never a crash or a hang, and the next requests get a new connection; SQLite
// answers 503 when another process holds the write lock longer than the busy timeout.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createHarness, dialect, type Harness, json, type TestUser } from '../test/harness.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './database.ts';
import { DATABASE_UNAVAILABLE } from './unavailable.ts';

let h: Harness;
let user: TestUser;

beforeAll(async () => {
  h = await createHarness();
  user = await h.user();
});
afterAll(() => h.close());

/** The app on a database of the test's own making (not the harness's). */
const appOn = (database: DatabaseHandle) =>
  buildApp(
    loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: tmpdir(),
      WEB_DIST: join(tmpdir(), 'no-web-app-in-api-tests'),
      LOG_LEVEL: 'silent',
    }),
    database,
    { logger: false },
  );

const setLocale = (locale: string) =>
  h.request({ method: 'PUT', url: '/api/users/me/locale', payload: { locale }, as: user });

if (dialect === 'postgres') {
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  /** Terminates this file's backends (the harness names them after the test schema); `where` narrows them. */
  const terminate = async (client: pg.Client, where = 'true') =>
    (
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and ${where}`,
        [h.database.schema],
      )
    ).rowCount ?? 0;

  describe('PostgreSQL: a lost connection', () => {
    it('answers 503 to the request whose connection was terminated, then serves the next on a new one', async () => {
      const locker = admin();
      await locker.connect();
      try {
        // Hold the user's row, so the next write waits inside its query until its backend is terminated.
        await locker.query(`set search_path = ${h.database.schema}`);
        await locker.query('begin');
        await locker.query('select id from users where id = $1 for update', [user.id]);
        const pending = setLocale('de');
        let killed = 0;
        for (let i = 0; i < 100 && killed === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          killed = await terminate(locker, "wait_event_type = 'Lock'");
        }
        expect(killed).toBe(1);
        const lost = await pending;
        expect(lost.statusCode, lost.body).toBe(503);
        expect(json(lost)).toMatchObject({ message: DATABASE_UNAVAILABLE });
        expect(lost.headers['retry-after']).toBe('5');
        await locker.query('rollback');
      } finally {
        await locker.end();
      }
      const next = await setLocale('it');
      expect(next.statusCode).toBe(200);
      expect(json(next).locale).toBe('it');
      const health = await h.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(json(health)).toMatchObject({ status: 'ok', database: { dialect: 'postgres', up: true } });
    });

    it('keeps serving while every backend is terminated again and again under load', async () => {
      const killer = admin();
      await killer.connect();
      let stop = false;
      let terminated = 0;
      const killing = (async () => {
        while (!stop) {
          terminated += await terminate(killer);
          await new Promise((resolve) => setTimeout(resolve, 15));
        }
      })();
      const statuses: number[] = [];
      try {
        for (let round = 0; round < 20; round++) {
          const batch = await Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              i % 2 === 0
                ? h.request({ method: 'GET', url: '/api/users/me', as: user })
                : setLocale(i % 4 === 1 ? 'de' : 'en'),
            ),
          );
          statuses.push(...batch.map((r) => r.statusCode));
        }
      } finally {
        stop = true;
        await killing;
        await killer.end();
      }
      expect(terminated).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      // Once the database is left alone, every request is served again.
      for (let i = 0; i < 10; i++) {
        expect((await h.request({ method: 'GET', url: '/api/users/me', as: user })).statusCode).toBe(200);
      }
      expect((await h.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('answers 503 promptly, and health says the database is down, when PostgreSQL cannot be reached', async () => {
      const unreachable = new URL(process.env.TEST_DATABASE_URL!);
      unreachable.port = '1';
      const database = openDatabase({ dialect: 'postgres', url: unreachable.toString() }, { poolSize: 2 });
      const app = await appOn(database);
      try {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({
          status: 'unavailable',
          database: { dialect: 'postgres', up: false },
          message: DATABASE_UNAVAILABLE,
        });
        const login = await app.inject({
          method: 'POST',
          url: '/auth/local',
          payload: { username: 'someone', password: 'something' },
        });
        expect(login.statusCode).toBe(503);
        expect(login.json()).toMatchObject({ message: DATABASE_UNAVAILABLE });
      } finally {
        await app.close();
        await database.close();
      }
    });
  });
} else {
  describe('SQLite: the file locked by another process', () => {
    it('answers 503 when a write waits out the busy timeout, and serves again once the lock is gone', async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'brickyard-busy-')), 'busy.sqlite');
      // A file database of its own, so another connection can take its write lock.
      const database = openDatabase({ dialect: 'sqlite', file });
      await migrateToLatest(database);
      const app = await appOn(database);
      const other = new SqliteDatabase(file);
      try {
        other.pragma('busy_timeout = 0');
        other.exec('begin immediate');
        const login = await app.inject({
          method: 'POST',
          url: '/auth/local',
          payload: { username: 'someone', password: 'something' },
        });
        expect(login.statusCode).toBe(503);
        expect(login.json()).toMatchObject({ message: DATABASE_UNAVAILABLE });
        other.exec('rollback');
        const again = await app.inject({
          method: 'POST',
          url: '/auth/local',
          payload: { username: 'someone', password: 'something' },
        });
        expect(again.statusCode).toBe(401);
      } finally {
        other.close();
        await app.close();
        await database.close();
      }
    });
  });
}
