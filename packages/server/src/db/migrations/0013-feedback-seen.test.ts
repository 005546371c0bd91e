import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { databaseMigratedTo, insertStudent } from '../../test/migration-fixtures.ts';
import { migrateToLatest } from '../database.ts';

const database = databaseMigratedTo('0010-password-requests');

describe('migration 0013-feedback-seen', () => {
  it('counts the markings made before it as given and seen, so no old feedback shows as new', async () => {
    const handle = database();
    const { db } = handle;
    const studentId = await insertStudent(db, 'marked');
    const marking = (subject: string, updatedAt: string) => ({
      id: newId(),
      student_id: studentId,
      kind: 'tutorial',
      subject_id: subject,
      teacher_assessment: 'partial',
      steps: '{}',
      xp_awarded: 15,
      version: 2,
      updated_by: null,
      created_at: '2026-01-01T09:00:00.000Z',
      updated_at: updatedAt,
    });
    const first = marking('tutorial-a', '2026-01-02T10:00:00.000Z');
    const second = marking('tutorial-b', '2026-02-03T11:30:00.000Z');
    // biome-ignore lint/suspicious/noExplicitAny: the table as it stood before this migration
    await (db as any).insertInto('markings').values([first, second]).execute();
    await migrateToLatest(handle);
    const rows = await db
      .selectFrom('markings')
      .select(['id', 'feedback_at', 'seen_at', 'version', 'xp_awarded'])
      .orderBy('updated_at')
      .execute();
    expect(rows.map((r) => ({ ...r, xp_awarded: Number(r.xp_awarded), version: Number(r.version) }))).toEqual(
      [
        {
          id: first.id,
          feedback_at: first.updated_at,
          seen_at: first.updated_at,
          version: 2,
          xp_awarded: 15,
        },
        {
          id: second.id,
          feedback_at: second.updated_at,
          seen_at: second.updated_at,
          version: 2,
          xp_awarded: 15,
        },
      ],
    );
  });
});
