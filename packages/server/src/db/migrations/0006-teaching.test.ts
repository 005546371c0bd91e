import { describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids.ts';
import { databaseMigratedTo, insertGlobalCommunity, insertStudent } from '../../test/migration-fixtures.ts';
import { migrateToLatest } from '../database.ts';

const database = databaseMigratedTo('0005-starred-projects');

describe('migration 0006-teaching', () => {
  it('fills the new progress column from the trackers already there, and adds the preset stickers', async () => {
    const handle = database();
    const { db } = handle;
    const now = nowIso();
    const userId = await insertStudent(db, 'migrated');
    const communityId = await insertGlobalCommunity(db);
    const quizId = newId();
    // biome-ignore lint/suspicious/noExplicitAny: the tables as they stood before this migration
    const old = db as any;
    await old
      .insertInto('content')
      .values({
        id: quizId,
        kind: 'assessments',
        community_id: communityId,
        language: 'javascript',
        title: 'Quiz',
        draft: 0,
        archived: 0,
        core: 1,
        author_id: null,
        version: 1,
        body: JSON.stringify({ type: 'quiz', questions: ['q1', 'q2', 'q3', 'q4'] }),
        translations: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const rows: [string, string, number, object][] = [
      ['assessment', quizId, 0, { questionsCompleted: ['q1'], questionsSkipped: ['q2'] }],
      ['action', 'brick', 0, { current_progress: 33.3 }],
      ['challenge', 'challenge', 0, { decomposition: [{ completed: true }, { completed: false }] }],
      ['challenge', 'done', 1, { decomposition: [] }],
      ['topic', 'topic', 1, { introductionComplete: true }],
      ['quiz', quizId, 0, { started: true }],
    ];
    await old
      .insertInto('trackers')
      .values(
        rows.map(([kind, subject, completed, body]) => ({
          id: newId(),
          user_id: userId,
          kind,
          subject_id: subject,
          completed,
          date_completed: completed ? now : null,
          body: JSON.stringify(body),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    expect(await migrateToLatest(handle)).toContain('0006-teaching');
    const progress = await db
      .selectFrom('trackers')
      .select(['kind', 'subject_id', 'progress'])
      .where('user_id', '=', userId)
      .execute();
    const of = (kind: string, subject: string) =>
      progress.find((p) => p.kind === kind && p.subject_id === subject)?.progress;
    expect(of('assessment', quizId)).toBe(50);
    expect(of('action', 'brick')).toBeCloseTo(33.3);
    expect(of('challenge', 'challenge')).toBe(50);
    expect(of('challenge', 'done')).toBe(100);
    expect(of('topic', 'topic')).toBe(100);
    expect(of('quiz', quizId)).toBe(0);

    const presets = await db
      .selectFrom('stickers')
      .select(['title', 'preset_key', 'author_id', 'xp'])
      .execute();
    expect(presets).toHaveLength(8);
    expect(
      presets.every((s) => s.author_id === null && s.xp === 0 && s.preset_key && s.title.length <= 11),
    ).toBe(true);
  });
});
