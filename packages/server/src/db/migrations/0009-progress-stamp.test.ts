import { describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids.ts';
import { databaseMigratedTo, insertStudent } from '../../test/migration-fixtures.ts';
import { migrateToLatest } from '../database.ts';

const database = databaseMigratedTo('0008-report-tutorials');

describe('migration 0009-progress-stamp', () => {
  it("starts every user at 0 and grows a user's stamp with each write to their trackers, and theirs only", async () => {
    const handle = database();
    const { db } = handle;
    const now = nowIso();
    const learner = await insertStudent(db, 'stamped');
    const other = await insertStudent(db, 'bystander');
    await migrateToLatest(handle);
    const stamps = async () =>
      Object.fromEntries(
        (
          await db
            .selectFrom('users')
            .select(['id', 'progress_stamp'])
            .where('id', 'in', [learner, other])
            .execute()
        ).map((row) => [row.id, Number(row.progress_stamp)]),
      );
    expect(await stamps()).toEqual({ [learner]: 0, [other]: 0 });
    const tracker = (subject: string) => ({
      id: newId(),
      user_id: learner,
      kind: 'quiz',
      subject_id: subject,
      completed: 0,
      date_completed: null,
      body: '{}',
      progress: 0,
      created_at: now,
      updated_at: now,
    });
    const first = tracker('a');
    await db
      .insertInto('trackers')
      .values([first, tracker('b')])
      .execute();
    expect(await stamps()).toEqual({ [learner]: 2, [other]: 0 });
    await db.updateTable('trackers').set({ completed: 1 }).where('id', '=', first.id).execute();
    expect(await stamps()).toEqual({ [learner]: 3, [other]: 0 });
    // A tracker moved to another user changes both.
    await db.updateTable('trackers').set({ user_id: other }).where('id', '=', first.id).execute();
    expect(await stamps()).toEqual({ [learner]: 4, [other]: 1 });
    await db.deleteFrom('trackers').where('user_id', '=', learner).execute();
    expect(await stamps()).toEqual({ [learner]: 5, [other]: 1 });
    // Deleting a user removes their trackers with them; the triggers must not stand in the way.
    await db.deleteFrom('users').where('id', '=', other).execute();
    expect(await db.selectFrom('trackers').select('id').where('id', '=', first.id).execute()).toEqual([]);
  });
});
