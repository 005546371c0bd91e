// What a migration's test sets up before the migration runs: a database migrated up to the one before it, and
// the rows most data changes need (a user, a global community), written with today's stores, whose columns
// those tables had from the start.
import { afterAll, beforeAll } from 'vitest';
import type { Conn } from '../db/conn.ts';
import { type DatabaseHandle, migrateUpTo } from '../db/database.ts';
import { newId, nowIso } from '../lib/ids.ts';
import { insertEnvironment } from '../modules/learning-environments/learning-environments.store.ts';
import { insertUser } from '../modules/users/users.store.ts';
import { openTestDatabase } from './harness.ts';

/** A database migrated up to and including `name`, opened before the file's tests and closed after them. */
export const databaseMigratedTo = (name: string) => {
  const opened: { handle?: DatabaseHandle } = {};
  beforeAll(async () => {
    opened.handle = await openTestDatabase(undefined, (h) => migrateUpTo(h, name));
  });
  afterAll(() => opened.handle?.close());
  return () => {
    if (!opened.handle) throw new Error('the database opens before the tests run');
    return opened.handle;
  };
};

/** A student called `username`; returns their id. */
export const insertStudent = async (db: Conn, username: string) => {
  const id = newId();
  await insertUser(db, {
    id,
    username,
    passwordHash: 'x',
    firstName: username,
    lastName: 'Student',
    roles: ['student'],
    now: nowIso(),
  });
  return id;
};

/** A global community; returns its id. */
export const insertGlobalCommunity = async (db: Conn) => {
  const id = newId();
  await insertEnvironment(db, {
    id,
    name: 'Community',
    type: 'Community',
    postcode: null,
    low_age: null,
    high_age: null,
    global: true,
    now: nowIso(),
  });
  return id;
};
