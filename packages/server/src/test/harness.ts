// Test harness: a fresh database per test file (SQLite in memory, or its own PostgreSQL schema when
// TEST_DIALECT=postgres, dropped when the run ends), the real app built on it, and factories for the people tests need.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EnvironmentRole, Role } from '@brickyard/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database.ts';
import { newId, nowIso } from '../lib/ids.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createAccessTokens } from '../lib/tokens.ts';
import { insertSession } from '../modules/auth/auth.store.ts';
import { insertEnvironment } from '../modules/learning-environments/learning-environments.store.ts';
import { insertUser } from '../modules/users/users.store.ts';

export const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export const openTestDatabase = async (
  onQuery?: (sql: string) => void,
  migrate: (handle: DatabaseHandle) => Promise<unknown> = migrateToLatest,
): Promise<DatabaseHandle> => {
  if (dialect === 'sqlite') {
    const handle = openDatabase({ dialect: 'sqlite', file: ':memory:' }, onQuery ? { onQuery } : {});
    await migrate(handle);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  // The run's prefix (test/global-setup.ts drops the run's schemas when it ends).
  const schema = `${inject('schemaPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase(
    { dialect: 'postgres', url },
    {
      searchPath: schema,
      // Names the file's connections, so a test can find (and terminate) its own backends.
      applicationName: schema,
      poolSize: 5,
      ...(onQuery ? { onQuery } : {}),
    },
  );
  await migrate(handle);
  return handle;
};

export interface TestUser {
  id: string;
  username: string;
  password: string;
  token: string;
}

export interface Harness {
  app: FastifyInstance;
  /** The waits failed logins asked for, in order (the app records them instead of waiting). */
  pauses: number[];
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  /** Sends a request; `as` adds that user's bearer token. */
  request(options: InjectOptions & { as?: TestUser }): Promise<LightMyRequestResponse>;
  user(
    options?: Partial<{
      roles: Role[];
      username: string;
      password: string;
      schoolId: string;
      communityId: string;
      environmentRoles: { environmentId: string; role: EnvironmentRole }[];
      firstName: string;
      lastName: string;
    }>,
  ): Promise<TestUser>;
  environment(options?: Partial<{ name: string; type: string; global: boolean }>): Promise<string>;
  classWith(
    teacher: TestUser,
    students: TestUser[],
    options?: { code?: string; password?: string; instructors?: TestUser[] },
  ): Promise<string>;
  /** A course row with an empty body (published unless `draft`), in `community`; returns its id. */
  course(options: {
    community: string;
    title?: string;
    draft?: boolean;
    archived?: boolean;
    language?: 'javascript' | 'python';
  }): Promise<string>;
  /** An access token for `userId` on a new live session of theirs. */
  tokenFor(userId: string): Promise<string>;
  /** How many rows a table holds: "nothing was written" checks. */
  count(
    table:
      | 'users'
      | 'learning_environments'
      | 'classes'
      | 'class_members'
      | 'trackers'
      | 'projects'
      | 'project_versions'
      | 'class_starred_projects'
      | 'problem_reports'
      | 'user_achievements'
      | 'stickers'
      | 'markings'
      | 'marking_stickers'
      | 'marking_comments',
  ): Promise<number>;
  /** The text of every query `action` ran (requests run one at a time in tests). */
  queriesOf(action: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

let counter = 0;
// One hash for factory users: argon2id is deliberately slow and tests create many users.
let sharedHash: Promise<string> | undefined;
const FACTORY_PASSWORD = 'password1';

export const createHarness = async (env: Record<string, string> = {}): Promise<Harness> => {
  let recording: string[] | null = null;
  const database = await openTestDatabase((text) => recording?.push(text));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'brickyard-test-')),
    JWT_SECRET: TEST_SECRET,
    WEB_DIST: join(tmpdir(), 'no-web-app-in-api-tests'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const pauses: number[] = [];
  // Failed logins are answered more slowly as they pile up; tests record those waits instead of sitting them out.
  const app = await buildApp(config, database, {
    logger: false,
    failurePause: async (ms) => {
      pauses.push(ms);
    },
  });
  const tokens = createAccessTokens(TEST_SECRET, config.accessTokenTtl);
  const db = database.db;
  // Access tokens are honoured only while their session is live, so each factory token has a session row.
  const tokenFor = async (userId: string) => {
    const sessionId = newId();
    await insertSession(db, { id: sessionId, userId, userAgent: 'test', now: nowIso() });
    return tokens.sign({ sub: userId, sid: sessionId });
  };
  const harness: Harness = {
    app,
    database,
    db,
    pauses,
    request: ({ as, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, ...(as ? { authorization: `Bearer ${as.token}` } : {}) },
      }),
    async user(options = {}) {
      counter += 1;
      const id = newId();
      const username = options.username ?? `user${counter}${randomBytes(2).toString('hex')}`;
      const password = options.password ?? FACTORY_PASSWORD;
      sharedHash ??= hashPassword(FACTORY_PASSWORD);
      await insertUser(db, {
        id,
        username,
        passwordHash: password === FACTORY_PASSWORD ? await sharedHash : await hashPassword(password),
        firstName: options.firstName ?? `First${counter}`,
        lastName: options.lastName ?? `Last${counter}`,
        schoolId: options.schoolId ?? null,
        currentCommunityId: options.communityId ?? null,
        roles: options.roles ?? ['student'],
        environmentRoles: options.environmentRoles,
        now: nowIso(),
      });
      return { id, username, password, token: await tokenFor(id) };
    },
    async environment(options = {}) {
      const id = newId();
      await insertEnvironment(db, {
        id,
        name: options.name ?? `School ${++counter}`,
        type: options.type ?? 'Academy',
        postcode: 'AB1 2CD',
        low_age: 11,
        high_age: 18,
        global: options.global ?? false,
        now: nowIso(),
      });
      return id;
    },
    async classWith(teacher, students, options = {}) {
      const id = newId();
      const now = nowIso();
      await db
        .insertInto('classes')
        .values({
          id,
          code: options.code ?? `CLS${randomBytes(3).toString('hex').toUpperCase()}`,
          name: `Class ${++counter}`,
          year: 'Year 8',
          teacher_id: teacher.id,
          school_id: null,
          password_hash: await hashPassword(options.password ?? 'classpass'),
          archived: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const members = [
        ...students.map((s) => ({ class_id: id, user_id: s.id, role: 'student', joined_at: now })),
        ...(options.instructors ?? []).map((s) => ({
          class_id: id,
          user_id: s.id,
          role: 'instructor',
          joined_at: now,
        })),
      ];
      if (members.length) await db.insertInto('class_members').values(members).execute();
      return id;
    },
    async course(options) {
      const id = newId();
      const now = nowIso();
      await db
        .insertInto('content')
        .values({
          id,
          kind: 'courses',
          community_id: options.community,
          language: options.language ?? 'javascript',
          title: options.title ?? `Course ${++counter}`,
          draft: options.draft ? 1 : 0,
          archived: options.archived ? 1 : 0,
          core: 1,
          author_id: null,
          version: 1,
          body: '{}',
          translations: '{}',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },
    tokenFor,
    async count(table) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async queriesOf(action) {
      recording = [];
      try {
        await action();
        return recording;
      } finally {
        recording = null;
      }
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
  return harness;
};

/** Parses a JSON response body. */
// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely and assert on them
export const json = <T = any>(response: { body: string }): T => JSON.parse(response.body) as T;
