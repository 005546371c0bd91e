// The "nothing was written" check of the authorization matrix and the fuzz tests must see every kind of write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshot } from './db-snapshot.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

describe('database snapshots', () => {
  it('see an insert, an update of one column and a delete, and name the table', async () => {
    const before = await snapshot(h.database);
    expect(changedTables(before, await snapshot(h.database))).toEqual([]);

    const user = await h.user();
    const inserted = await snapshot(h.database);
    // The factory's user comes with a live session for its token.
    expect(changedTables(before, inserted)).toEqual([
      'sessions (0 → 1 rows)',
      'user_roles (0 → 1 rows)',
      'users (0 → 1 rows)',
    ]);

    await h.db.updateTable('users').set({ first_name: 'Changed' }).where('id', '=', user.id).execute();
    const updated = await snapshot(h.database);
    expect(changedTables(inserted, updated)).toEqual(['users (1 → 1 rows)']);

    await h.db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
    expect(changedTables(updated, await snapshot(h.database))).toEqual(['user_roles (1 → 0 rows)']);
  });

  it('leave out the login throttle counters, which refused logins write on purpose', async () => {
    const before = await snapshot(h.database);
    const response = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: 'nobody', password: 'wrong' },
    });
    expect(response.statusCode).toBe(401);
    expect(await h.db.selectFrom('login_failures').selectAll().execute()).not.toEqual([]);
    expect(changedTables(before, await snapshot(h.database))).toEqual([]);
  });
});
