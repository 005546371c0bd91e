import { describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids.ts';
import { databaseMigratedTo, insertGlobalCommunity, insertStudent } from '../../test/migration-fixtures.ts';
import { migrateToLatest } from '../database.ts';

const database = databaseMigratedTo('0007-library');

describe('migration 0008-report-tutorials', () => {
  it('names the tutorial of every report already made, however deep its step', async () => {
    const handle = database();
    const { db } = handle;
    const now = nowIso();
    const userId = await insertStudent(db, 'reporter');
    const communityId = await insertGlobalCommunity(db);
    const brick = (parent: string | null) => ({
      id: newId(),
      kind: 'bricks',
      variant: parent ? 'step' : 'tutorial',
      community_id: communityId,
      language: 'python',
      title: 'brick',
      draft: 0,
      archived: 0,
      core: 0,
      author_id: null,
      version: 1,
      body: JSON.stringify({ parent }),
      translations: '{}',
      created_at: now,
      updated_at: now,
    });
    const tutorial = brick(null);
    const step = brick(tutorial.id);
    const substep = brick(step.id);
    // biome-ignore lint/suspicious/noExplicitAny: the tables as they stood before this migration
    const old = db as any;
    await old.insertInto('content').values([tutorial, step, substep]).execute();
    const report = (brickId: string) => ({
      id: newId(),
      brick_id: brickId,
      user_id: userId,
      text: 'Something is wrong',
      resolved: 0,
      created_at: now,
    });
    const onSubstep = report(substep.id);
    const onTutorial = report(tutorial.id);
    await old.insertInto('problem_reports').values([onSubstep, onTutorial]).execute();
    await migrateToLatest(handle);
    const rows = await db.selectFrom('problem_reports').select(['id', 'tutorial_id']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.tutorial_id]))).toEqual({
      [onSubstep.id]: tutorial.id,
      [onTutorial.id]: tutorial.id,
    });
  });
});
