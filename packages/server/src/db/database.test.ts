import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../lib/ids.ts';
import { insertUser, readUser } from '../modules/users/users.store.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './database.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const newUser = (id: string) => ({
  id,
  username: `u${id.slice(-8)}`,
  passwordHash: 'x',
  firstName: 'Read',
  lastName: 'Path',
  roles: ['student' as const],
  now: nowIso(),
});

describe('the SQLite file database', () => {
  it('uses WAL and enforces foreign keys', async () => {
    handle = openDatabase({
      dialect: 'sqlite',
      file: join(mkdtempSync(join(tmpdir(), 'brickyard-db-')), 'db.sqlite'),
    });
    await migrateToLatest(handle);
    await expect(
      handle.db.insertInto('user_roles').values({ user_id: 'nobody', role: 'student' }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it("reads committed rows on its read connection, never another request's uncommitted ones", async () => {
    handle = openDatabase({
      dialect: 'sqlite',
      file: join(mkdtempSync(join(tmpdir(), 'brickyard-db-')), 'db.sqlite'),
    });
    await migrateToLatest(handle);
    const { db, read } = handle;
    const id = newId();
    let seenInside: unknown = 'not checked';
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, newUser(id));
      seenInside = await readUser(read, db, id);
    });
    expect(seenInside).toBeNull();
    const after = await readUser(read, db, id);
    expect(after).toMatchObject({ _id: id, roles: ['student'], first_name: 'Read' });
  });
});
